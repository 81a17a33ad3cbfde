"""Crew and mission set-up: who plays, with which roles, against which soundtrack and decks.

`SetupScreen(draft=None)` edits a `MissionDraft` (a new one when none is given) and
saves it after every change, so nothing typed is lost. It dismisses with the draft
(stage "action") on Start, with the draft at stage "entry" when the crew played the
round elsewhere (the CD, another app: F9), and with None on escape.

The crew follows the rulebook's chapter 5: 4 or 5 players play alone; 3 players get
one android, 2 players two; a single player plays solo with four androids (and no
board of their own). The 5-crew variant adds one android to a crew of 2-4 players,
so that unconfirmed reports count. Roles (captain, communications officer, security
chief) are chosen as "who holds it", so each role always has exactly one holder;
one person may hold several. The crew is listed in the order it acts: the captain
first, then clockwise, so choosing a captain turns the table to start there.
"""
from __future__ import annotations

import logging
import random
import re
from dataclasses import dataclass
from pathlib import Path

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Header, Static

from spacealert_tui.i18n import N_, _, current_language, ngettext, pgettext
from spacealert_tui.mission.describe import internal_words, serious_words
from spacealert_tui.mission.titles import shown_title
from spacealert_tui.record.crew import (
    BADGES,
    MAX_CREW,
    ROLES,
    TRACK_KEYS,
    captain_first,
    clean_badge_texts,
    crew_problems,
    draw_tracks,
    eligible,
    explorer_follows_captain,
    explorer_may_fly,
    fix_roles,
    has_fifth,
    players_of,
    recall_crew,
    reshape_crew,
    role_holder,
    seat_explorers,
    tracks_problem,
    track_word,
    tracks_text,
)
from spacealert_tui.record.draft import COLORS, SEED_LIMIT, CrewSeat, MissionDraft
from spacealert_tui.tui.screens.specializations import solo_deck_choice, solo_deck_offered, specializations_choice
from spacealert_tui.tui.widgets.choice import Choice
from spacealert_tui.tui.widgets.footer import Footer, key_word
from spacealert_tui.tui.widgets.text_input import Input

logger = logging.getLogger(__name__)

LEVELS = (("white", N_("white (easy)")), ("yellow", N_("yellow (hard)")), ("mixed", N_("mixed")),
          ("red", N_("red (expert)")), ("red+yellow", N_("red + yellow")), ("all", N_("all three")))


def level_options(card_sets: list[str] | tuple[str, ...]) -> list[tuple[str, str]]:
    """The difficulties a crew owning `card_sets` may choose (the red ones need The New
    Frontier; red + white alone is discouraged by its rulebook, so not offered)."""
    from spacealert_tui.rules.decks import levels_for
    allowed = levels_for(card_sets)
    return [(level, _(text)) for level, text in LEVELS if level in allowed]


def owned_sets(app: object) -> list[str]:
    """The boxes whose threat cards join the decks, from the app's settings."""
    from spacealert_tui.rules.decks import ALL_SETS, BASE_SETS
    settings = getattr(app, "settings", None)
    return list(ALL_SETS if getattr(settings, "new_frontier", False) else BASE_SETS)
#: The New Frontier's optional rules, as the set-up offers them (stored in `draft.rules`).
RULES_OPTIONS = (("", N_("none: the base game's cards")), ("double_actions", N_("double actions")),
                 ("variable_interceptors", N_("variable-distance interceptors alone")))
#: Where the soundtrack list starts with double actions: the expansion's own CD.
DOUBLE_FIRST_TRACK = "new-frontier/mission-1"


def rules_value(rules: list[str]) -> str:
    """The set-up choice showing `draft.rules` (double actions include the interceptors)."""
    if "double_actions" in rules:
        return "double_actions"
    return "variable_interceptors" if "variable_interceptors" in rules else ""


def soundtrack_options(missions: list[tuple[str, str]], double: bool) -> list[tuple[str, str]]:
    """The catalogue as the set-up lists it: with double actions the New Frontier's
    six tracks come first (their CD was recorded for these cards)."""
    if not double:
        return missions
    frontier = [m for m in missions if m[0].startswith("new-frontier/")]
    return frontier + [m for m in missions if not m[0].startswith("new-frontier/")]


LANGUAGES = (("en", "English"), ("es", "Español"), ("pt", "Português"))
MAX_NAME = 16


def who_text(seat: CrewSeat) -> str:
    roles = ", ".join(_(label).lower() for role, label in ROLES if role in seat.roles)
    who = _("android") if seat.android else (_("explorer") if seat.explorer else _("player"))
    return who + (f" · {roles}" if roles else "")


def color_word(color: str) -> str:
    """A figure's colour in the crew's language, at most six letters as in English (the
    seat's colour column is that wide; the ids stay English in the draft)."""
    words = {"red": pgettext("figure, short", "red"), "yellow": pgettext("figure, short", "yellow"),
             "green": pgettext("figure, short", "green"), "blue": pgettext("figure, short", "blue"),
             "purple": pgettext("figure, short", "purple")}
    return words.get(color, color)


GUEST = ("", N_("guest"))


def living_explorers() -> list[str]:
    """The names of the logbook's living explorers, for the seats' explorer choice; none
    when the logbook cannot be read (the set-up goes on without them)."""
    try:
        from spacealert_tui.record.logbook import Logbook
        with Logbook.open() as book:
            return [e.name for e in book.explorers() if not e.sheet.dead]
    except Exception:
        logger.warning("the explorers could not be read for the set-up", exc_info=True)
        return []


# -- soundtracks -----------------------------------------------------------------------------

GENERATED = re.compile(r"generated/(\d+)(/.*)?")


@dataclass
class Soundtrack:
    source: str            # official | generated | file
    mission: str = ""      # official id, or the file path
    seed: str = ""         # generated


def soundtrack_of(text: str, catalogue: set[str]) -> Soundtrack:
    """How the draft's soundtrack was chosen: a catalogue id, a generated id or a file."""
    match = GENERATED.fullmatch(text)
    if match:
        return Soundtrack("generated", seed=match[1])
    if text == "generated/":
        return Soundtrack("generated")
    if text in catalogue or not text:
        return Soundtrack("official", mission=text or "base/mission-1")
    return Soundtrack("file", mission=text)


def describe_timeline(timeline) -> str:
    threats = timeline.threats
    minutes, seconds = divmod(int(timeline.duration), 60)
    unconfirmed = sum(t.unconfirmed for t in threats)
    serious = sum(t.serious for t in threats)
    internal = sum(t.kind == "internal" for t in threats)
    return _("{time} · {threats}: {serious}, {internal}, {unconfirmed}").format(
        time=f"{minutes}:{seconds:02d}",
        threats=ngettext("{n} threat", "{n} threats", len(threats)).format(n=len(threats)),
        serious=serious_words(serious), internal=internal_words(internal),
        unconfirmed=ngettext("{n} unconfirmed", "{n} unconfirmed", unconfirmed).format(n=unconfirmed))


HELP = {
    "name": N_("The crew member's name. Tab or enter: the next name; ↑↓ field to field; PgDn/PgUp: "
               "the next part; F7/F8 move this seat up or down the order of play."),
    "color": N_("The colour of the figure and action board: ←→ (colours others have are skipped). "
                "Tab: the next name."),
    "explorer": N_("Who flies this seat: a guest, or an explorer from the logbook (←→), whose sheet "
                   "gains the mission's experience when it is logged (The New Frontier). Explorers "
                   "are created in Explorers, from the home screen."),
    "players": N_("How many people play, 1-5 (←→ or the digit). Androids as in rulebook ch. 5: "
                  "3 players get 1, 2 players get 2, a solo player plans 4 androids."),
    "fifth": N_("The 5-crew variant (rulebook 5.4): one more android makes a crew of five, and "
                "unconfirmed reports count."),
    "role-captain": N_("The captain acts first and settles disagreements: choosing another captain "
                       "turns the table so they act first."),
    "role-communications": N_("The communications officer keeps the external threat decks and "
                              "draws for external threats."),
    "badge-tactical": N_("Tactical officer (The New Frontier's badges, optional): keeps the ship board "
                         "up to date in the action round and runs the resolution."),
    "badge-engineer": N_("Chief engineer (optional badge): watches the energy levels and warns when a "
                         "reactor runs dry."),
    "badge-lieutenant": N_("Lieutenant (optional badge): the captain's aide: reviews plans, checks "
                           "every threat is handled, reminds the captain to play their own cards."),
    "badge-science": N_("Science officer (optional badge): computes the score and keeps the logbook."),
    "role-security": N_("The security chief keeps the internal threat decks and draws for internal "
                        "threats."),
    "common": N_("Common threats: white cards (easier), yellow (harder), or both shuffled (mixed)."),
    "serious": N_("Serious threats: white, yellow or mixed, chosen apart from the common ones."),
    "sound-source": N_("The soundtrack: one from the catalogue (official tracks, examples, saved "
                       "missions), one generated from a seed, or a mission file."),
    "sound-mission": N_("←→ step through the catalogue; a letter or digit jumps to the next title "
                        "with it."),
    "rules": N_("Double actions: the expansion's action cards (x then both halves in the entry), "
                "interceptors at distance 1-3, two threats may share a T+n. Or the interceptors alone."),
    "solo-deck": N_("Solo with double actions: the cards sorted face up (easier), or shuffled "
                    "face down until the soundtrack starts (harder: expansion rulebook p.10)."),
    "specs": N_("Specializations instead of heroic cards, set after Start: chosen (one of the ten "
                "each, level 1-3; an explorer's from their sheet) or dealt (two each, keep one)."),
    "sound-seed": N_("A number: the same seed always generates the same mission for this many players."),
    "sound-file": N_("The path of a mission file (YAML) or of a file of flash code; ~ works."),
    "threat-source": N_("Who draws the threat cards: the app's virtual decks (the cards are shown after "
                        "the round and can be changed), or the officers from the physical decks (the "
                        "app then asks which card was drawn)."),
    "action-cards": N_("The action cards: the crew's own deck, or dealt by the app and planned on "
                       "screen (hands, androids, incoming data and transfers as rulebook ch. 5 says). "
                       "A solo crew always plans on screen."),
    "tracks-source": N_("Trajectory boards: four different boards drawn by the app from the seed, or "
                        "the boards the crew drew, entered here or after the round."),
    "track": N_("Trajectory board 1-7 for this zone (←→ or the digit); the four must be different."),
    "deck-seed": N_("The seed of the virtual decks and of the trajectory draw. F5: a new one."),
    "language": N_("The language of the ship's computer: voice and subtitles."),
    "start": N_("Start the mission (F10, or enter here): on to the action round."),
    "skip-round": N_("The crew played the action round with the CD or another app (F9, or enter "
                     "here): straight on to entering the threats drawn and the cards planned."),
}


def help_for(widget_id: str | None) -> str:
    if not widget_id:
        return ""
    text = HELP.get(widget_id) or HELP.get(widget_id.rsplit("-", 1)[0], "")
    if widget_id.startswith("badge-"):
        return (_(text) + " " if text else "") + _("F6 renames the badges and gives them other tasks.")
    return _(text) if text else ""


def setup_key_word(description: str) -> str:
    """The set-up's keys in the crew's language: F10 starts the mission, a verb, where
    the board's "Start" is the replay's beginning (Inicio, the home screen's name too)."""
    if description == "Start":
        worded = pgettext("setup key", "Start")
        if worded != description:
            return worded
    return key_word(description)


class SetupScreen(Screen[MissionDraft | None]):
    """Crew and mission set-up; every change is saved to the draft at once."""

    CSS_PATH = Path(__file__).with_name("setup.tcss")
    SUB_TITLE = N_("Crew and mission")
    #: left out of a narrow footer first (still in F1's keys panel); the help line under
    #: the form names F7/F8 where they apply
    FOOTER_SPARE = ("command_palette", "badge_words", "move(1)", "move(-1)", "new_seed")
    #: where PgDn/PgUp go: the first field of each part of the set-up (the crew's size, the
    #: names, the roles, the threat decks, who draws the threats, Start)
    SECTIONS = ("players", "name-0", "role-captain", "common", "threat-source", "start")
    BINDINGS = [
        Binding("escape", "back", N_("Back")),
        Binding("f10,ctrl+s", "start", N_("Start"), key_display="F10"),
        Binding("f9", "skip_round", N_("Played elsewhere"), key_display="F9"),
        Binding("f5", "new_seed", N_("New seed"), key_display="F5"),
        Binding("f7", "move(-1)", N_("Seat ↑"), key_display="F7"),
        Binding("f8", "move(1)", N_("Seat ↓"), key_display="F8"),
        Binding("f6", "badge_words", N_("Badge names"), key_display="F6"),
        # priority: the scrolling body would take them to scroll a page; not in the footer
        # (the help line under a name names them, F1's panel lists them)
        Binding("pagedown", "section(1)", N_("Next part"), show=False, priority=True),
        Binding("pageup", "section(-1)", N_("Previous part"), show=False, priority=True),
        Binding("tab", "tab(1)", N_("Next"), show=False),
        Binding("shift+tab", "tab(-1)", N_("Previous"), show=False),
        # priority: the focus moves before the next key is handed to a widget
        Binding("down", "app.focus_next", N_("Next"), show=False, priority=True),
        Binding("up", "app.focus_previous", N_("Previous"), show=False, priority=True),
    ]

    def __init__(self, draft: MissionDraft | None = None) -> None:
        super().__init__()
        from spacealert_tui.record.last_crew import load_last_crew

        self.fresh = draft is None
        self.known = load_last_crew()        # the crew that played last
        if draft is None:
            draft = MissionDraft.new(deck_seed=random.randrange(1, SEED_LIMIT))
        self.draft = draft
        if not draft.crew and not recall_crew(draft, self.known):
            reshape_crew(draft, 4, False, self.known)
        fix_roles(draft.crew)
        draft.fit_plans()
        if draft.tracks_source == "app" and tracks_problem(draft.tracks):
            draft.tracks = draw_tracks(draft.deck_seed)
        self.missions = self._missions()
        self.sound = soundtrack_of(draft.soundtrack, {m for m, _ in self.missions})
        self.timeline = None
        self._filling = False
        self.explorer_names = living_explorers()
        self.specializations_done = False     # the specializations step was confirmed

    @staticmethod
    def _missions() -> list[tuple[str, str]]:
        try:
            from spacealert_tui.mission import list_missions
            return [(m.id, m.title) for m in list_missions()]
        except Exception:   # the soundtrack catalogue must never stop a mission being set up
            logger.warning("the soundtrack catalogue could not be read", exc_info=True)
            return [("base/mission-1", "Mission 1")]

    def settings_language(self) -> str:
        """The language the app speaks (`--lang`, else Settings, else the locale): the
        ship's computer speaks it too unless the crew chooses another here."""
        return current_language()

    # -- layout ------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        draft = self.draft
        if self.fresh:
            draft.card_sets = owned_sets(self.app)
            draft.language = self.settings_language()
        levels = level_options(draft.card_sets)
        yield Header()
        with VerticalScroll(id="setup-body"):
            yield Static(_("Crew"), classes="setup-section", markup=False)
            with Horizontal(classes="setup-line"):
                yield Choice(_("Players"), [(n, str(n)) for n in range(1, 6)], players_of(draft.crew),
                             id="players", label_width=7)
                yield Choice(_("5-crew variant"), [(False, _("no")), (True, _("yes: +1 android"))],
                             has_fifth(draft.crew), id="fifth")
            yield Static("", id="androids-note", classes="setup-note", markup=False)
            for i in range(MAX_CREW):
                with Horizontal(classes="crew-row", id=f"row-{i}"):
                    yield Static(f"{i + 1}.", classes="seat-number", markup=False)
                    yield Input(id=f"name-{i}", classes="crew-name", compact=True,
                                max_length=MAX_NAME, placeholder=_("name"))
                    yield Choice("", [(c, color_word(c)) for c in COLORS], id=f"color-{i}", classes="crew-color",
                                 jump=False)
                    yield Choice("", self.explorer_options(), "", id=f"explorer-{i}",
                                 classes="crew-explorer", max_text=12, jump=False)
                    yield Static("", id=f"who-{i}", classes="crew-who", markup=False)
            with Horizontal(classes="setup-line", id="roles"):
                for role, label in ROLES:
                    yield Choice(_(label), [], id=f"role-{role}", classes="role", max_text=10)
            for pair in (BADGES[:2], BADGES[2:]):
                with Horizontal(classes="setup-line badges"):
                    for badge, short, _title, _task in pair:
                        yield Choice(_(short), [], id=f"badge-{badge}", classes="badge", max_text=10,
                                     label_width=10)
            yield Static("", id="crew-errors", classes="setup-errors", markup=False)

            yield Static(_("Mission"), classes="setup-section", markup=False)
            with Horizontal(classes="setup-line"):
                yield Choice(pgettext("set-up", "Common threats"), levels, draft.common_level, id="common",
                             label_width=15)
                yield Choice(_("Serious"), levels, draft.serious_level, id="serious")
            with Horizontal(classes="setup-line", id="rules-line"):
                yield Choice(_("Rules"), [(v, _(t)) for v, t in RULES_OPTIONS], rules_value(draft.rules), id="rules",
                             label_width=15)
            with Horizontal(classes="setup-line", id="specs-line"):
                yield specializations_choice(draft)
            with Horizontal(classes="setup-line", id="solo-deck-line"):
                yield solo_deck_choice(draft)
            with Horizontal(classes="setup-line"):
                yield Choice(_("Soundtrack"), [("official", _("catalogue")), ("generated", _("generated")),
                                               ("file", _("mission file"))],
                             self.sound.source, id="sound-source", label_width=15)
                yield Choice("", [(m, shown_title(t)) for m, t in
                                  soundtrack_options(self.missions, draft.double_actions)],
                             self.sound.mission or "base/mission-1",
                             id="sound-mission", max_text=34)
                yield Static(_("seed"), id="sound-seed-label", classes="inline-label", markup=False)
                yield Input(self.sound.seed, id="sound-seed", compact=True, restrict=r"\d*",
                            max_length=9, placeholder=_("number"))
                yield Input(self.sound.mission if self.sound.source == "file" else "",
                            id="sound-file", compact=True, placeholder=_("path of a mission file"))
            yield Static("", id="sound-info", classes="setup-note", markup=False)
            with Horizontal(classes="setup-line"):
                yield Choice(pgettext("set-up", "Threat cards"), [("virtual", _("drawn by the app (virtual decks)")),
                                                 ("physical", _("drawn from the physical decks"))],
                             draft.threat_source, id="threat-source", label_width=15)
            with Horizontal(classes="setup-line"):
                yield Choice(pgettext("set-up", "Action cards"), [("physical", _("the crew's own deck")),
                                                 ("virtual", _("dealt by the app: plan on screen"))],
                             draft.action_cards, id="action-cards", label_width=15)
            with Horizontal(classes="setup-line"):
                yield Choice(_("Trajectories"), [("app", _("drawn by the app")), ("entered", _("entered"))],
                             draft.tracks_source, id="tracks-source", label_width=15)
                yield Static("", id="tracks-drawn", markup=False)
            with Horizontal(classes="setup-line", id="tracks-entered"):
                yield Static("", classes="wide-label")
                for key in TRACK_KEYS:
                    options = [(0, "–")] + [(n, str(n)) for n in range(1, 8)]
                    yield Choice(track_word(key), options, draft.tracks.get(key, 0), id=f"track-{key}",
                                 classes="track-choice")
            with Horizontal(classes="setup-line"):
                yield Static(_("Seed"), classes="inline-label wide-label", markup=False)
                yield Input(str(draft.deck_seed), id="deck-seed", compact=True, restrict=r"\d*",
                            max_length=9)
                yield Choice(_("Language"), LANGUAGES, draft.language, id="language")
            yield Static("", id="mission-errors", classes="setup-errors", markup=False)
            with Horizontal(id="skip-line"):
                yield Button(_("We played the round elsewhere: go to the entry"), id="skip-round",
                             compact=True)
        # out of the scroll: Start stays on screen however many seats there are
        with Horizontal(id="start-line"):
            yield Button(_("Start the mission"), id="start", variant="primary", compact=True)
            yield Static("", id="start-note", markup=False)
        yield Static("", id="setup-help", markup=False)
        yield Footer(word=setup_key_word)

    def on_mount(self) -> None:
        if self.sub_title == self.SUB_TITLE:     # not one a caller set
            self.sub_title = _(self.SUB_TITLE)
        # the expansion's rules are offered to a crew that owns it, or already chose them
        self.query_one("#rules-line").display = ("new_frontier" in self.draft.card_sets
                                                 or bool(self.draft.rules))
        self.query_one("#specs-line").display = ("new_frontier" in self.draft.card_sets
                                                 or bool(self.draft.specializations))
        self.fill()
        self.query_one("#name-0", Input).focus()
        self.after_mount()

    def after_mount(self) -> None:
        """What a subclass adds once the set-up is filled in. Textual calls the `on_mount`
        of every class of the screen, base classes included, so a subclass hooks in here
        instead of defining its own (which would fill the set-up twice)."""

    def on_input_submitted(self, event: Input.Submitted) -> None:
        """Enter in a name goes to the next crew member's name (how a table types them)."""
        match = re.fullmatch(r"name-(\d)", event.input.id or "")
        if match is None:
            return
        event.stop()
        following = int(match[1]) + 1
        if following < len(self.draft.crew):
            self.query_one(f"#name-{following}", Input).focus()
        else:
            self.query_one("#start", Button).focus()

    def action_tab(self, delta: int) -> None:
        """Tab in a crew row goes to the next crew member's name (Shift+Tab: the previous
        one), so a name typed after Tab lands in a name, never a colour; past the last
        name, and everywhere else, Tab goes from field to field."""
        focused = self.focused
        match = re.fullmatch(r"(?:name|color|explorer)-(\d)", (focused.id or "") if focused else "")
        if match:
            i = int(match[1])
            own_name = focused is not None and focused.id == f"name-{i}"
            target = i + delta if (delta > 0 or own_name) else i
            if 0 <= target < len(self.draft.crew):
                self.query_one(f"#name-{target}", Input).focus()
                return
            if delta > 0:       # past the last name: the field after the crew's rows
                self._focus_from(f"#name-{len(self.draft.crew) - 1}", 1, skip_row=True)
                return
        if delta > 0:
            self.focus_next()
        else:
            self.focus_previous()

    def _focus_from(self, selector: str, delta: int, skip_row: bool = False) -> None:
        """Focus the field after (or before) the one `selector` names, leaving out its row."""
        chain = self.focus_chain
        start = self.query_one(selector)
        row = start.parent if skip_row else None
        i = chain.index(start) if start in chain else 0
        for widget in chain[i + 1:] if delta > 0 else reversed(chain[:i]):
            if row is None or widget.parent is not row:
                widget.focus()
                return

    def action_section(self, delta: int) -> None:
        """PgDn/PgUp: the first field of the next (previous) part of the set-up."""
        chain = self.focus_chain
        focused = self.focused
        here = chain.index(focused) if focused in chain else -1
        stops = [chain.index(w) for w in (self.query_one(f"#{name}") for name in self.SECTIONS) if w in chain]
        ahead = [i for i in stops if i > here] if delta > 0 else [i for i in stops if i < here]
        if ahead:
            target = chain[ahead[0] if delta > 0 else ahead[-1]]
            target.focus()
            target.scroll_visible(animate=False)

    def on_descendant_focus(self) -> None:
        focused = self.focused
        self.query_one("#setup-help", Static).update(help_for(focused.id if focused else None))

    # -- showing the draft -------------------------------------------------------------------
    def fill(self) -> None:
        """Show the draft in the widgets (the code setting values: no saving)."""
        draft = self.draft
        self._filling = True
        try:
            crew = draft.crew
            self.query_one("#players", Choice).value = players_of(crew)
            fifth = self.query_one("#fifth", Choice)
            fifth.value = has_fifth(crew)
            fifth.disabled = not 2 <= players_of(crew) <= 4
            solo = players_of(crew) == 1     # a solo crew always plans on screen (§5.5)
            cards = self.query_one("#action-cards", Choice)
            cards.value = "virtual" if solo else draft.action_cards
            cards.disabled = solo
            for i in range(MAX_CREW):
                row = self.query_one(f"#row-{i}")
                row.display = i < len(crew)
                if i >= len(crew):
                    continue
                seat = crew[i]
                name = self.query_one(f"#name-{i}", Input)
                if name.value != seat.name:
                    name.value = seat.name
                self.query_one(f"#color-{i}", Choice).value = seat.color
                explorer = self.query_one(f"#explorer-{i}", Choice)
                explorer.display = bool(self.explorer_names) and explorer_may_fly(crew, seat)
                explorer.set_options(self.explorer_options(seat.explorer), seat.explorer)
                self.query_one(f"#who-{i}", Static).update(who_text(seat))
            self.fill_roles()
            self.query_one("#androids-note", Static).update(self.androids_note())
            self.fill_mission()
        finally:
            self._filling = False
        self.validate()

    def explorer_options(self, keep: str = "") -> list[tuple[str, str]]:
        """Guest, then each living explorer (and the seat's own, were it gone meanwhile)."""
        names = list(self.explorer_names)
        if keep and keep.casefold() not in {n.casefold() for n in names}:
            names.append(keep)
        return [(GUEST[0], _(GUEST[1]))] + [(name, name) for name in names]

    def androids_note(self) -> str:
        crew = self.draft.crew
        players = players_of(crew)
        androids = sum(seat.android for seat in crew)
        if players == 1:
            text = _("Solo: four androids, all planned by you; unconfirmed reports are ignored.")
        elif androids == 0:
            text = _("{players} players, no androids.").format(players=players)
        else:
            text = ngettext("{players} players and {n} android.", "{players} players and {n} androids.",
                            androids).format(players=players, n=androids)
        counts = (_("Unconfirmed reports count.") if len(crew) == 5
                  else _("Unconfirmed reports are ignored."))
        if players != 1:
            text += " " + counts
        return text + " " + _("Listed in the order they act: captain first, then clockwise.")

    def fill_roles(self) -> None:
        crew = self.draft.crew
        options = [(i, crew[i].name or _("crew {n}").format(n=i + 1)) for i in eligible(crew)]
        for role, _label in ROLES:
            holder = role_holder(crew, role)
            self.query_one(f"#role-{role}", Choice).set_options(options, holder)
        # The New Frontier's other badges: for a crew that owns it, each optional
        badge_options: list[tuple[int, str]] = [(-1, _("nobody")), *options]
        for line in self.query(".badges"):
            line.display = "new_frontier" in self.draft.card_sets
        self.refresh_bindings()              # F6 (the badges' names) with them
        own = clean_badge_texts(self.draft.badge_texts)
        for badge, short, *_rest in BADGES:
            holder = next((i for i, seat in enumerate(crew) if badge in seat.badges), -1)
            choice = self.query_one(f"#badge-{badge}", Choice)
            choice.set_options(badge_options, holder)
            title = own.get(badge, {}).get("title") or _(short)      # the crew's own name (p.33)
            choice.label = title if len(title) <= 10 else title[:9] + "…"

    def fill_mission(self) -> None:
        draft = self.draft
        self.query_one("#solo-deck-line").display = solo_deck_offered(draft)
        source = self.sound.source
        self.query_one("#sound-mission").display = source == "official"
        self.query_one("#sound-seed-label").display = source == "generated"
        self.query_one("#sound-seed").display = source == "generated"
        self.query_one("#sound-file").display = source == "file"
        entered = draft.tracks_source == "entered"
        self.query_one("#tracks-drawn").display = not entered
        self.query_one("#tracks-entered").display = entered
        for key in TRACK_KEYS:
            self.query_one(f"#track-{key}", Choice).value = draft.tracks.get(key, 0)
        if not entered:
            self.query_one("#tracks-drawn", Static).update(tracks_text(draft.tracks))
        self.show_soundtrack()

    def show_soundtrack(self) -> None:
        """Load the chosen timeline and describe it (or say why it cannot be loaded)."""
        info = self.query_one("#sound-info", Static)
        self.timeline = None
        text = self.draft.soundtrack
        if self.sound.source == "generated" and not self.sound.seed:
            info.update(_("Type a number: the same seed always gives the same mission."))
            return
        if self.sound.source == "file" and not self.sound.mission.strip():
            info.update(_("Type the path of a mission file (YAML or flash code)."))
            return
        try:
            from spacealert_tui.mission import load_mission
            self.timeline = load_mission(text)
        except Exception as exc:   # noqa: BLE001 - shown to the user, never raised
            from spacealert_tui.tui.failures import log_unexpected
            log_unexpected("a soundtrack could not be loaded", exc)
            info.update(f"✗ {exc}")
            info.add_class("-error")
            return
        info.remove_class("-error")
        text = describe_timeline(self.timeline)
        if self.sound.source == "official":
            text += f" · {self.timeline.id}"
        else:
            text = f"{shown_title(self.timeline.title)} · {text}"
        info.update(text)

    # -- checking ------------------------------------------------------------------------------
    def problems(self) -> tuple[list[str], list[str]]:
        """(crew problems, mission problems): what stops the mission from starting."""
        draft = self.draft
        mission = []
        if self.sound.source == "generated" and not self.sound.seed:
            mission.append(_("the generated soundtrack needs a seed"))
        elif self.timeline is None:
            mission.append(_("the soundtrack cannot be loaded"))
        if draft.tracks_source == "entered" and any(k in draft.tracks for k in TRACK_KEYS):
            problem = tracks_problem(draft.tracks)
            if problem and all(k in draft.tracks for k in TRACK_KEYS):
                mission.append(problem)
        if not self.query_one("#deck-seed", Input).value:
            mission.append(_("the seed is empty"))
        return crew_problems(draft.crew), mission

    def validate(self) -> bool:
        crew, mission = self.problems()
        for widget_id, problems in (("#crew-errors", crew), ("#mission-errors", mission)):
            widget = self.query_one(widget_id, Static)
            widget.update("\n".join(f"✗ {p}" for p in problems))
            widget.display = bool(problems)
        note = self.query_one("#start-note", Static)
        if crew or mission:
            n = len(crew) + len(mission)
            note.update("  " + ngettext("{n} thing to fix first", "{n} things to fix first", n).format(n=n))
        elif self.draft.tracks_source == "entered" and tracks_problem(self.draft.tracks):
            note.update("  " + _("trajectories can also be entered after the action round"))
        else:
            note.update("  " + _("F10 or enter"))
        return not (crew or mission)

    # -- saving ------------------------------------------------------------------------------
    def changed(self) -> None:
        """After every change the crew makes: write the draft, show it, check it."""
        self.save_draft()
        self.fresh = False

    def save_draft(self) -> bool:
        """Write the draft; one that cannot be written (a full disk, a read-only folder,
        the mission open in another window) is said, and the crew goes on."""
        try:
            self.draft.save()
        except OSError as exc:
            logger.warning("the mission draft could not be written: %s", exc)
            if not getattr(self, "_unsaved", False):        # said once, not at every key
                self.notify(_("Cannot save the mission: {reason}").format(reason=exc.strerror or exc),
                            severity="error", markup=False)
            self._unsaved = True
            return False
        self._unsaved = False
        return True

    # -- crew events ---------------------------------------------------------------------------
    @on(Choice.Changed, "#players")
    @on(Choice.Changed, "#fifth")
    def crew_size_changed(self) -> None:
        players = self.query_one("#players", Choice).value or 4
        fifth = bool(self.query_one("#fifth", Choice).value)
        reshape_crew(self.draft, players, fifth, self.known)
        if self.sound.source == "generated":
            self.soundtrack_changed()
        self.changed()
        self.fill()

    @on(Input.Changed, ".crew-name")
    def name_changed(self, event: Input.Changed) -> None:
        if self._filling:
            return
        i = int(event.input.id.rsplit("-", 1)[1])
        if i < len(self.draft.crew) and self.draft.crew[i].name != event.value:
            self.draft.crew[i].name = event.value
            self.changed()
            self._filling = True
            try:
                self.fill_roles()
                self.query_one(f"#who-{i}", Static).update(who_text(self.draft.crew[i]))
            finally:
                self._filling = False
            self.validate()

    @on(Choice.Changed, ".crew-color")
    def color_changed(self, event: Choice.Changed) -> None:
        i = int(event.choice.id.rsplit("-", 1)[1])
        crew = self.draft.crew
        if i >= len(crew):
            return
        # colours are unique: stepping skips the ones taken (with five seats, swap)
        wanted = str(event.value)
        other = next((s for j, s in enumerate(crew) if j != i and s.color == wanted), None)
        if other is not None:
            step = 1 if (COLORS.index(wanted) - COLORS.index(crew[i].color)) % len(COLORS) == 1 else -1
            taken = {s.color for j, s in enumerate(crew) if j != i}
            colour = wanted
            for _step in range(len(COLORS)):
                if colour not in taken:
                    break
                colour = COLORS[(COLORS.index(colour) + step) % len(COLORS)]
            if colour in taken:          # every colour taken: swap with its holder
                other.color = crew[i].color
                colour = wanted
            wanted = colour
        crew[i].color = wanted
        self.changed()
        self.fill()

    @on(Choice.Changed, ".crew-explorer")
    def explorer_changed(self, event: Choice.Changed) -> None:
        """An explorer takes the seat under their own name; back to guest keeps the name."""
        i = int(event.choice.id.rsplit("-", 1)[1])
        crew = self.draft.crew
        if i >= len(crew) or not explorer_may_fly(crew, crew[i]):
            return
        crew[i].explorer = str(event.value or "")
        if crew[i].explorer:
            crew[i].name = crew[i].explorer
        self.changed()
        self.fill()

    @on(Choice.Changed, ".badge")
    def badge_changed(self, event: Choice.Changed) -> None:
        badge = event.choice.id.removeprefix("badge-")
        for i, seat in enumerate(self.draft.crew):
            if i == event.value and badge not in seat.badges:
                seat.badges.append(badge)
            elif i != event.value and badge in seat.badges:
                seat.badges.remove(badge)
        self.changed()
        self.fill()

    @on(Choice.Changed, ".role")
    def role_changed(self, event: Choice.Changed) -> None:
        role = event.choice.id.removeprefix("role-")
        holder = event.value
        for i, seat in enumerate(self.draft.crew):
            if i == holder and role not in seat.roles:
                seat.roles.append(role)
            elif i != holder and role in seat.roles:
                seat.roles.remove(role)
        fix_roles(self.draft.crew)
        explorer_follows_captain(self.draft.crew)
        if role == "captain":
            captain_first(self.draft)
        self.changed()
        self.fill()

    def action_move(self, delta: int) -> None:
        """Move the focused crew member one seat up or down the order of play."""
        focused = self.focused
        match = re.fullmatch(r"(name|color)-(\d)", focused.id or "") if focused else None
        if not match:
            self.notify(_("Move to a crew member's name first."), markup=False, timeout=3)
            return
        i, crew = int(match[2]), self.draft.crew
        j = i + delta
        if i == 0 or j == 0:
            self.notify(_("The captain acts first: choose another captain to change who starts."),
                        markup=False, timeout=4)
            return
        if not 0 < j < len(crew):
            return
        crew[i], crew[j] = crew[j], crew[i]
        self.draft.plans[i], self.draft.plans[j] = self.draft.plans[j], self.draft.plans[i]
        self.changed()
        self.fill()
        self.query_one(f"#{match[1]}-{j}").focus()

    # -- mission events --------------------------------------------------------------------------
    @on(Choice.Changed, "#common")
    @on(Choice.Changed, "#serious")
    @on(Choice.Changed, "#threat-source")
    @on(Choice.Changed, "#action-cards")
    @on(Choice.Changed, "#language")
    def setting_changed(self, event: Choice.Changed) -> None:
        field = {"common": "common_level", "serious": "serious_level",
                 "threat-source": "threat_source", "action-cards": "action_cards",
                 "language": "language"}[event.choice.id]
        setattr(self.draft, field, event.value)
        self.changed()

    @on(Choice.Changed, "#rules")
    def rules_changed(self, event: Choice.Changed) -> None:
        """Double actions propose the expansion's soundtracks first (the first one if a
        base track was chosen) and generate double-action missions."""
        self.draft.rules = [str(event.value)] if event.value else []
        double = self.draft.double_actions
        self.query_one("#solo-deck-line").display = solo_deck_offered(self.draft)
        missions = self.query_one("#sound-mission", Choice)
        chosen = missions.value or "base/mission-1"
        frontier = chosen.startswith("new-frontier/")
        if double and not frontier:
            chosen = DOUBLE_FIRST_TRACK
        elif not double and frontier:
            chosen = "base/mission-1"
        missions.set_options([(m, shown_title(t)) for m, t in soundtrack_options(self.missions, double)],
                             chosen)
        missions.value = chosen
        if self.sound.source == "official":
            self.sound.mission = chosen
        self.soundtrack_changed()

    def soundtrack_changed(self) -> None:
        sound = self.sound
        if sound.source == "official":
            self.draft.soundtrack = sound.mission
        elif sound.source == "generated":
            from spacealert_tui.mission.generator import mission_id
            if sound.seed:
                self.draft.soundtrack = mission_id(int(sound.seed), players_of(self.draft.crew),
                                                   double_threats=self.draft.double_actions)
            else:
                self.draft.soundtrack = "generated/"
        else:
            self.draft.soundtrack = sound.mission
        self.changed()
        self.fill_mission()
        self.validate()

    @on(Choice.Changed, "#sound-source")
    def sound_source_changed(self, event: Choice.Changed) -> None:
        self.sound.source = str(event.value)
        if self.sound.source == "official":
            self.sound.mission = self.query_one("#sound-mission", Choice).value or "base/mission-1"
        elif self.sound.source == "file":
            self.sound.mission = self.query_one("#sound-file", Input).value
        else:
            self.sound.seed = self.query_one("#sound-seed", Input).value
        self.soundtrack_changed()

    @on(Choice.Changed, "#sound-mission")
    def mission_changed(self, event: Choice.Changed) -> None:
        self.sound.mission = str(event.value)
        self.soundtrack_changed()

    @on(Input.Changed, "#sound-seed")
    def sound_seed_changed(self, event: Input.Changed) -> None:
        if self._filling or self.sound.source != "generated":
            return
        if event.value != self.sound.seed:
            self.sound.seed = event.value
            self.soundtrack_changed()

    @on(Input.Changed, "#sound-file")
    def sound_file_changed(self, event: Input.Changed) -> None:
        if self._filling or self.sound.source != "file":
            return
        if event.value.strip() != self.sound.mission:
            self.sound.mission = event.value.strip()
            self.soundtrack_changed()

    @on(Choice.Changed, "#tracks-source")
    def tracks_source_changed(self, event: Choice.Changed) -> None:
        self.draft.tracks_source = str(event.value)
        if self.draft.tracks_source == "app":
            self.draft.tracks = draw_tracks(self.draft.deck_seed)
        self.changed()
        self.fill_mission()
        self.validate()

    @on(Choice.Changed, ".track-choice")
    def track_changed(self, event: Choice.Changed) -> None:
        self.draft.set_track(event.choice.id.removeprefix("track-"), event.value)
        self.changed()
        self.validate()

    @on(Input.Changed, "#deck-seed")
    def deck_seed_changed(self, event: Input.Changed) -> None:
        if self._filling or not event.value:
            self.validate()
            return
        seed = int(event.value)
        if seed != self.draft.deck_seed:
            self.set_seed(seed)

    def set_seed(self, seed: int) -> None:
        self.draft.deck_seed = seed
        if self.draft.tracks_source == "app":
            self.draft.tracks = draw_tracks(seed)
        self.changed()
        self.fill_mission()
        self.validate()

    def action_new_seed(self) -> None:
        seed = random.randrange(1, SEED_LIMIT)
        self._filling = True
        self.query_one("#deck-seed", Input).value = str(seed)
        self._filling = False
        self.set_seed(seed)

    # -- leaving -------------------------------------------------------------------------------
    @on(Button.Pressed, "#start")
    def start_pressed(self) -> None:
        self.action_start()

    def action_start(self) -> None:
        self.leave_for("action")

    def leave_for(self, stage: str) -> None:
        """Start the mission at `stage` ("action": the round; "entry": the round was
        played elsewhere), once the set-up is valid: the trajectories drawn, the plans
        fitted to the crew, the draft saved and the crew remembered."""
        if not self.validate():
            crew, mission = self.problems()
            self.notify(_("Fix first: {problems}").format(problems="; ".join(crew + mission)), severity="error",
                        markup=False, timeout=6)
            return
        if self.draft.specializations and not self.specializations_done:
            self.choose_specializations(stage)
            return
        draft = self.draft
        if draft.tracks_source == "app":
            draft.tracks = draw_tracks(draft.deck_seed)
        draft.fit_plans()
        if stage == "entry":
            draft.threats = []      # the entry lists the soundtrack's announcements afresh
        draft.stage = stage
        self.save_draft()
        self.remember_crew()
        self.dismiss(draft)

    def choose_specializations(self, stage: str) -> None:
        """The specializations step (tui/screens/specializations.py), then on to `stage`."""
        from spacealert_tui.tui.screens.specializations import SpecializationsScreen

        def chosen(done: bool | None) -> None:
            if done:
                self.specializations_done = True
                self.leave_for(stage)

        self.app.push_screen(SpecializationsScreen(self.draft), chosen)

    @on(Choice.Changed, "#solo-deck")
    def solo_deck_changed(self, event: Choice.Changed) -> None:
        self.draft.solo_deck = str(event.value or "sorted")
        self.changed()

    @on(Choice.Changed, "#specs")
    def specializations_changed(self, event: Choice.Changed) -> None:
        self.draft.specializations = str(event.value or "")
        self.changed()

    @on(Button.Pressed, "#skip-round")
    def skip_pressed(self) -> None:
        self.action_skip_round()

    def action_skip_round(self) -> None:
        """The round was played with the CD or another app: no waiting 6-8 minutes for
        phase 2 to end, the entry comes next (its threats from the soundtrack)."""
        self.leave_for("entry")

    def remember_crew(self) -> None:
        """The crew that starts is offered in the next set-up (a failure only said); a
        solo crew of androids is not a crew to offer a table, unless an explorer flies its
        captain: that crew is one person's, who will want it again (ruling NS21)."""
        from spacealert_tui.record.last_crew import save_last_crew
        if not seat_explorers(self.draft.crew) and all(seat.android for seat in self.draft.crew):
            return
        try:
            save_last_crew(self.draft.crew)
        except OSError as exc:
            self.notify(_("The crew could not be remembered: {reason}").format(reason=exc.strerror or exc),
                        severity="warning", markup=False)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "badge_words":       # the badges come with The New Frontier
            return "new_frontier" in self.draft.card_sets
        return super().check_action(action, parameters)

    def action_badge_words(self) -> None:
        """The crew's own names and tasks for the badges (p.33), kept in the draft."""
        from spacealert_tui.tui.screens.badge_words import BadgeWordsScreen

        def kept(texts: dict[str, dict[str, str]] | None) -> None:
            if texts is None:
                return
            self.draft.badge_texts = texts
            self.changed()
            self.fill_roles()
            for choice in self.query(".badge"):
                choice.refresh(layout=True)

        self.app.push_screen(BadgeWordsScreen(self.draft.badge_texts), kept)

    def action_back(self) -> None:
        self.dismiss(None)
