"""Crew and mission set-up: who plays, with which roles, against which soundtrack and decks.

`SetupScreen(draft=None, rules=None)` edits a `MissionDraft` (a new one when none is
given) and saves it after every change, so nothing typed is lost; `rules` (`SetupRules`)
fix what a campaign's mission fixes. It dismisses with the draft (stage "action") on
Start, with it at stage "entry" when the crew played the round elsewhere (F9), and with
None on escape.

The crew follows the rulebook's chapter 5: 4 or 5 players play alone; 3 players get
one android, 2 players two; a single player plays solo with four androids (and no
board of their own). The 5-crew variant adds one android to a crew of 2-4 players,
so that unconfirmed reports count. Roles (captain, communications officer, security
chief) are chosen as "who holds it", so each role always has exactly one holder;
one person may hold several. The crew is listed in the order it acts: the captain
first, then clockwise, so choosing a captain turns the table to start there.

This module is the view: the choices, the words and the checks are in
`record/setup_form.py` (and `record/crew.py`), the crew and mission parts in
`tui/widgets/setup_parts.py`, the help line in `tui/widgets/setup_help.py`. It pushes
only its own steps over it: the specializations (`specializations`) before leaving, the
badges' words (`badge_words`, F6); what comes after it is the table flow's to decide.
"""
from __future__ import annotations

import logging
import random
import re
from pathlib import Path

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Header, Static

from spacealert_tui.i18n import N_, _, current_language, ngettext
from spacealert_tui.mission.timeline import Timeline
from spacealert_tui.mission.titles import shown_title
from spacealert_tui.record.crew import (
    MAX_CREW,
    TRACK_KEYS,
    captain_first,
    draw_tracks,
    explorer_follows_captain,
    explorer_may_fly,
    fix_roles,
    has_fifth,
    players_of,
    recall_crew,
    reshape_crew,
    seat_explorers,
    tracks_problem,
    tracks_text,
)
from spacealert_tui.record.draft import SEED_LIMIT, MissionDraft
from spacealert_tui.record.setup_form import (
    DOUBLE_FIRST_TRACK,
    SetupRules,
    owned_sets,
    describe_timeline,
    explorer_options,
    level_options,
    living_explorers,
    solo_deck_offered,
    soundtrack_catalogue,
    soundtrack_of,
    soundtrack_options,
    step_colour,
    who_text,
)
from spacealert_tui.record.setup_form import problems as setup_problems
from spacealert_tui.tui.widgets.choice import Choice
from spacealert_tui.tui.widgets.footer import Footer
from spacealert_tui.tui.widgets.setup_parts import CrewPart, MissionPart
from spacealert_tui.tui.widgets.setup_help import SetupHelp, help_for, setup_key_word
from spacealert_tui.tui.widgets.text_input import Input

logger = logging.getLogger(__name__)


def seat_of(widget_id: str | None) -> int:
    """The seat a crew row's field belongs to: `name-2` → 2."""
    return int((widget_id or "-0").rsplit("-", 1)[1])


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

    #: what a fixed crew may not change
    CREW_LOCKED = ("#players", "#fifth", "#role-captain", "#role-communications", "#role-security")

    def __init__(self, draft: MissionDraft | None = None, *, rules: SetupRules | None = None) -> None:
        super().__init__()
        self.rules = rules or SetupRules()
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
        self.missions = soundtrack_catalogue()
        self.sound = soundtrack_of(draft.soundtrack, {m for m, _ in self.missions})
        self.timeline: Timeline | None = None
        self._filling = False
        self.explorer_names = living_explorers()
        # the specializations step was confirmed (or they were carried: not chosen again)
        self.specializations_done = self.rules.specializations_fixed

    def settings_language(self) -> str:
        """The language the app speaks (`--lang`, else Settings, else the locale): the
        ship's computer speaks it too unless the crew chooses another here."""
        return current_language()

    # -- layout ------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        draft = self.draft
        if self.fresh:
            draft.card_sets = owned_sets(getattr(self.app, "settings", None))
            draft.language = self.settings_language()
        levels = level_options(draft.card_sets)
        yield Header()
        with VerticalScroll(id="setup-body", can_focus=False):     # a stop showing nothing focused
            yield CrewPart(draft, self.explorer_options())
            yield MissionPart(draft, self.sound, self.missions, levels)
            with Horizontal(id="skip-line"):
                yield Button(_("We played the round elsewhere: go to the entry"), id="skip-round",
                             compact=True)
        # out of the scroll: Start stays on screen however many seats there are
        with Horizontal(id="start-line"):
            yield Button(_("Start the mission"), id="start", variant="primary", compact=True)
            yield Static("", id="start-note", markup=False)
        yield SetupHelp(badges="new_frontier" in draft.card_sets)
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
        if self.rules.crew_fixed:
            self.lock_crew()

    def lock_crew(self) -> None:
        """A fixed crew is shown, not changed (nor carried specializations): the decks come first."""
        seats = [f"#{kind}-{i}" for i in range(len(self.draft.crew)) for kind in ("name", "explorer")]
        for selector in [*self.CREW_LOCKED, *seats, *(["#specs"] if self.rules.specializations_fixed else [])]:
            self.query_one(selector).disabled = True
        self.query_one("#common").focus()

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
        badges = "new_frontier" in self.draft.card_sets
        self.query_one("#setup-help", Static).update(help_for(focused.id if focused else None, badges))

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
            fifth.disabled = self.rules.crew_fixed or not 2 <= players_of(crew) <= 4
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
                self.query_one(f"#who-{i}", Static).update(who_text(seat, draft.badge_texts))
            self.fill_roles()
            self.query_one("#androids-note", Static).update(self.rules.crew_note(self.draft.crew))
            self.fill_mission()
        finally:
            self._filling = False
        self.validate()

    def explorer_options(self, keep: str = "") -> list[tuple[str, str]]:
        """Guest, then each living explorer (and the seat's own, were it gone meanwhile)."""
        return explorer_options(self.explorer_names, keep)

    def fill_roles(self) -> None:
        """The roles' and badges' holders and names (F6 comes with the badges)."""
        self.query_one(CrewPart).show_roles(self.draft)
        self.refresh_bindings()

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
        seed = self.query_one("#deck-seed", Input).value
        crew, mission = setup_problems(self.draft, self.sound, self.timeline is not None, seed)
        return crew + self.rules.crew_problems(self.draft.crew), mission

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
        i = seat_of(event.input.id)
        if i < len(self.draft.crew) and self.draft.crew[i].name != event.value:
            self.draft.crew[i].name = event.value
            self.changed()
            self._filling = True
            try:
                self.fill_roles()
                self.query_one(f"#who-{i}", Static).update(who_text(self.draft.crew[i], self.draft.badge_texts))
            finally:
                self._filling = False
            self.validate()

    @on(Choice.Changed, ".crew-color")
    def color_changed(self, event: Choice.Changed) -> None:
        i = seat_of(event.choice.id)
        crew = self.draft.crew
        if i >= len(crew):
            return
        step_colour(crew, i, str(event.value))    # colours are unique: stepping skips the ones taken
        self.changed()
        self.fill()

    @on(Choice.Changed, ".crew-explorer")
    def explorer_changed(self, event: Choice.Changed) -> None:
        """An explorer takes the seat under their own name; back to guest keeps the name."""
        i = seat_of(event.choice.id)
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
        badge = (event.choice.id or "").removeprefix("badge-")
        for i, seat in enumerate(self.draft.crew):
            if i == event.value and badge not in seat.badges:
                seat.badges.append(badge)
            elif i != event.value and badge in seat.badges:
                seat.badges.remove(badge)
        self.changed()
        self.fill()

    @on(Choice.Changed, ".role")
    def role_changed(self, event: Choice.Changed) -> None:
        role = (event.choice.id or "").removeprefix("role-")
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
    @on(Choice.Changed, "#table-link")
    def setting_changed(self, event: Choice.Changed) -> None:
        field = {"common": "common_level", "serious": "serious_level", "threat-source": "threat_source",
                 "action-cards": "action_cards", "language": "language",
                 "table-link": "table_link"}[event.choice.id or ""]
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
        self.draft.set_track((event.choice.id or "").removeprefix("track-"),
                             event.value if isinstance(event.value, int) else None)
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
        """The specializations step (tui/dialogs/specializations.py), then on to `stage`."""
        from spacealert_tui.tui.dialogs.specializations import SpecializationsScreen

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
        if action == "move":              # a fixed crew keeps its seats
            return not self.rules.crew_fixed
        return super().check_action(action, parameters)

    def action_badge_words(self) -> None:
        """The crew's own names and tasks for the badges (p.33), kept in the draft."""
        from spacealert_tui.tui.dialogs.badge_words import BadgeWordsScreen

        def kept(texts: dict[str, dict[str, str]] | None) -> None:
            if texts is None:
                return
            self.draft.badge_texts = texts
            self.changed()
            self.fill()
            for choice in self.query(".badge, .role"):
                choice.refresh(layout=True)

        self.app.push_screen(BadgeWordsScreen(self.draft.badge_texts), kept)

    def action_back(self) -> None:
        self.dismiss(None)
