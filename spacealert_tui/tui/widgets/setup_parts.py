"""The set-up's parts: the crew (its size, the seats, who holds each role and badge), and
the mission: the threat decks, the expansion's rules, the soundtrack, who
draws the threats and the action cards, the trajectories, the seed and the language.
Its fields keep their ids: the set-up screen fills them and hears them change."""
from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Static

from spacealert_tui.i18n import N_, _, pgettext
from spacealert_tui.mission.titles import shown_title
from spacealert_tui.record.crew import (BADGES, MAX_CREW, ROLES, TRACK_KEYS, clean_badge_texts, eligible, has_fifth,
                                        own_title, players_of, role_holder, track_word)
from spacealert_tui.record.draft import COLORS, MissionDraft
from spacealert_tui.record.setup_form import (LANGUAGES, MAX_NAME, RULES_OPTIONS, TRACK_OPTIONS, Soundtrack,
                                              color_word, rules_value, soundtrack_options)
from spacealert_tui.tui.widgets.choice import Choice
from spacealert_tui.tui.widgets.text_input import Input


def specializations_choice(draft: MissionDraft) -> Choice:
    """The set-up's specializations choice (record.specializations.MODES)."""
    options = [("", _("none: heroic cards")), ("chosen", _("chosen by the crew")),
               ("dealt", _("dealt: two cards each, keep one"))]
    return Choice(_("Specializations"), options, draft.specializations, id="specs", label_width=15)


#: The set-up's choice for a solo crew with double actions (`MissionDraft.solo_deck`).
SOLO_DECK_OPTIONS = (("sorted", N_("sorted face up (easier)")),
                     ("shuffled", N_("shuffled face down until the audio (harder)")))


def solo_deck_choice(draft: MissionDraft) -> Choice:
    """The set-up's *Solo deck* line (expansion rulebook p.10): how the face-up cards lie."""
    options = [(value, _(words)) for value, words in SOLO_DECK_OPTIONS]
    return Choice(_("Solo deck"), options, draft.solo_deck, id="solo-deck", label_width=15)


class CrewPart(Vertical):
    """The crew's size, a row per seat, who holds each role and badge."""

    DEFAULT_CSS = "CrewPart { height: auto; width: 100%; }"

    def __init__(self, draft: MissionDraft, explorers: list[tuple[str, str]]) -> None:
        super().__init__()
        self.draft, self.explorers = draft, explorers

    def compose(self) -> ComposeResult:
        draft = self.draft
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
                yield Choice("", self.explorers, "", id=f"explorer-{i}",
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

    def show_roles(self, draft: MissionDraft) -> None:
        """Who holds each role and badge, each named as the crew named it (p.33, ruling
        R20); The New Frontier's other badges only for a crew that owns it."""
        crew = draft.crew
        options = [(i, crew[i].name or _("crew {n}").format(n=i + 1)) for i in eligible(crew)]
        own = clean_badge_texts(draft.badge_texts)
        for role, label in ROLES:
            choice = self.query_one(f"#role-{role}", Choice)
            choice.set_options(options, role_holder(crew, role))
            title = own_title(role, own)
            choice.label = short_title(title) if title else _(label)
        badge_options: list[tuple[int, str]] = [(-1, _("nobody")), *options]
        for line in self.query(".badges"):
            line.display = "new_frontier" in draft.card_sets
        for badge, short, *_rest in BADGES:
            holder = next((i for i, seat in enumerate(crew) if badge in seat.badges), -1)
            choice = self.query_one(f"#badge-{badge}", Choice)
            choice.set_options(badge_options, holder)
            choice.label = short_title(own.get(badge, {}).get("title") or _(short))


def short_title(title: str) -> str:
    """A badge's name as its choice's label holds it (ten cells)."""
    return title if len(title) <= 10 else title[:9] + "…"


class MissionPart(Vertical):
    """The mission's choices, as the draft and the chosen soundtrack have them."""

    DEFAULT_CSS = "MissionPart { height: auto; width: 100%; }"

    def __init__(self, draft: MissionDraft, sound: Soundtrack, missions: list[tuple[str, str]],
                 levels: list[tuple[str, str]]) -> None:
        super().__init__()
        self.draft, self.sound, self.missions, self.levels = draft, sound, missions, levels

    def compose(self) -> ComposeResult:
        draft, levels = self.draft, self.levels
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
                yield Choice(track_word(key), TRACK_OPTIONS, draft.tracks.get(key, 0), id=f"track-{key}",
                             classes="track-choice")
        with Horizontal(classes="setup-line"):
            yield Static(_("Seed"), classes="inline-label wide-label", markup=False)
            yield Input(str(draft.deck_seed), id="deck-seed", compact=True, restrict=r"\d*",
                        max_length=9)
            yield Choice(_("Language"), LANGUAGES, draft.language, id="language")
            yield Choice(pgettext("set-up", "Link"), [(False, _("no")), (True, _("yes"))], draft.table_link,
                         id="table-link")
        yield Static("", id="mission-errors", classes="setup-errors", markup=False)
