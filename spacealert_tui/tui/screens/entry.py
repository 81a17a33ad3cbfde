"""After the action round: the threat cards drawn, the trajectory boards, and every plan.

`EntryScreen(draft, timeline=None)` shows three things:

- **Threats drawn**: one row per announced threat (T+n, zone or internal, common or
  serious), with an input for the card — its id or its name, completed inline — which
  is checked against the announcement and the mission's difficulty. Unconfirmed
  reports need a card only with a crew of five. Cards dealt by the app's virtual
  decks are already there, and can be changed.
- **Trajectories**, when the crew entered them (or they are not complete yet).
- **Plans**: the `PlanGrid`, one key per card half, with the delays the rules core
  computes drawn on it.

Every keystroke that changes something is saved to the draft at once. F10 asks for
confirmation and dismisses with the game record (stage "resolution"); escape asks
before leaving and dismisses with None. Below 110 columns the threats and the plans
take turns (F2 / F3); wider, they sit side by side.

This module is the view: what the threats, the delays and the status lines say is in
`record/entry.py` and `tui/widgets/plan_delays.py`, the threat rows in
`tui/widgets/threat_rows.py`, a card's slot and reading in `tui/widgets/card_input.py`.
It pushes only questions asked over it: which card (`pick_card`), yes or no (`confirm`),
where the Teleporter's tokens lie (`teleport`), the coach's plan (`suggest`, F4).
"""
from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, cast
from pathlib import Path

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Header, Static

from spacealert_tui.errors import UserError
from spacealert_tui.i18n import N_, _
from spacealert_tui.mission.timeline import Timeline
from spacealert_tui.record.crew import TRACK_KEYS, track_word
from spacealert_tui.record.draft import MissionDraft
from spacealert_tui.record.setup_form import TRACK_OPTIONS
from spacealert_tui.record.spec_words import legend as spec_legend
from spacealert_tui.record.spec_words import plan_check
from spacealert_tui.record.entry import (counts, entry_status, missing_parts, record_of, threats_from_timeline,
                                         threats_summary, tracks_problem, warnings_of)
from spacealert_tui.rules.record import GameRecord
from spacealert_tui.tui.dialogs.confirm import ConfirmScreen
from spacealert_tui.tui.dialogs.pick_card import PickCardScreen
from spacealert_tui.tui.dialogs.teleport import TeleportScreen, tokens_line, tokens_note
from spacealert_tui.tui.widgets.card_input import CardSlot, card_label, choices, choices_line, read_card, summons_slot
from spacealert_tui.tui.widgets.choice import Choice
from spacealert_tui.tui.widgets.footer import Footer
from spacealert_tui.tui.widgets.plan_delays import compute_delays, delays_text
from spacealert_tui.tui.widgets.plan_grid import Delays, PlanGrid
from spacealert_tui.tui.widgets.text_input import Input
from spacealert_tui.tui.widgets.threat_rows import ThreatRow, ThreatsPanel

if TYPE_CHECKING:
    from spacealert_tui.link.host import LinkHost

logger = logging.getLogger(__name__)

LEGEND = N_("r ←red  b →blue  l ↕lift  a s d or A B C  f bots  e/space/0 empty  "
            "H+a/b/f heroic  m+1-6 heroic move  ! stumble  ⌫ clear  "
            "t turn by turn (+/-)  v boards after delays  enter next crew member")
LEGEND_DOUBLE = N_("r ←red  b →blue  l ↕lift  a s d or A B C  f bots  e/space/0 empty  "
                   "x+two halves double card (x l a: ↕+A)  H+a/b/f heroic  m+1-6 heroic move  "
                   "⌫ clear  t turn by turn (+/-)  v boards after delays  enter next crew member")



class EntryScreen(Screen[GameRecord | None]):
    """Threats, trajectories and plans after the action round; saved at every keystroke."""

    CSS_PATH = Path(__file__).with_name("entry.tcss")
    SUB_TITLE = N_("Threats and plans")
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (110, "-wide")]
    BINDINGS = [
        Binding("escape", "leave", N_("Back")),
        Binding("f2", "show_threats", N_("Threats"), key_display="F2", priority=True),
        Binding("f3", "show_plans", N_("Plans"), key_display="F3", priority=True),
        Binding("f4", "suggest", N_("Suggest a plan"), key_display="F4", priority=True),
        Binding("f10", "resolve", N_("Resolve"), key_display="F10"),
        Binding("f6", "teleport", N_("Tokens"), key_display="F6", priority=True),
        Binding("enter", "next_member", N_("Next crew member"), show=False),
    ]
    #: left out of a narrow footer, first first, so that F6 and F10 show (still in F1's panel)
    FOOTER_SPARE = ("suggest", "command_palette")

    def __init__(self, draft: MissionDraft, timeline: Timeline | None = None) -> None:
        super().__init__()
        self.draft = draft
        self.timeline = timeline
        self.load_note = ""
        if not draft.threats:
            self.load_note = self._announce()
        draft.fit_plans()
        self.delays: Delays | None = None
        self.typed_plans = False        # a card typed on this screen (Enter then moves on)
        self.link: LinkHost | None = None   # the table link, when the crew's devices enter too

    def _announce(self) -> str:
        """Create the threat rows from the timeline (loaded from the draft if need be)."""
        timeline = self.timeline
        if timeline is None:
            try:
                from spacealert_tui.mission import load_mission
                timeline = load_mission(self.draft.soundtrack)
            except Exception as exc:   # noqa: BLE001 - said on screen
                from spacealert_tui.tui.failures import log_unexpected
                log_unexpected("the soundtrack could not be loaded for the entry", exc)
                return _("The soundtrack {soundtrack} cannot be loaded ({reason}): no threats to "
                         "enter.").format(soundtrack=repr(self.draft.soundtrack), reason=exc)
        self.timeline = timeline
        self.draft.threats = threats_from_timeline(timeline, self.draft)
        return ""

    # -- layout --------------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        draft = self.draft
        yield Header()
        with Horizontal(id="entry-body"):
            with ThreatsPanel(id="threats-panel") as threats:
                threats.border_title = _("Threats drawn · F2")
                yield Static("", id="threats-summary", markup=False)
                for i, entry in enumerate(draft.threats):
                    yield ThreatRow(i, entry, draft)
                yield Static(_("Trajectories"), id="tracks-title", markup=False)
                with Horizontal(id="tracks-line"):
                    for key in TRACK_KEYS:
                        yield Choice(track_word(key), TRACK_OPTIONS, draft.tracks.get(key, 0), id=f"track-{key}",
                                     classes="track-choice")
                    yield Static("", id="tracks-shown", markup=False)
                yield Static("", id="tracks-status", markup=False)
            with VerticalScroll(id="plans-panel", can_focus=False) as plans:
                plans.border_title = _("Plans · F3")
                yield PlanGrid([s.name for s in draft.crew], draft.plans,
                               androids=[s.android for s in draft.crew],
                               double_actions=draft.double_actions, id="grid")
                if draft.teleporter() is not None:
                    yield Static("", id="teleport-line", markup=False)
                yield Static(_(LEGEND_DOUBLE if draft.double_actions else LEGEND), id="plan-legend",
                             markup=False)
                if draft.specializations:
                    yield Static(spec_legend(), id="spec-legend", markup=False)
                if self.link is not None:
                    from spacealert_tui.tui.widgets.link_panel import device_legend
                    yield Static(device_legend(), id="link-legend", markup=False)
                yield Static("", id="delays-text", markup=False)
                yield Static("", id="entry-status", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        if self.sub_title == self.SUB_TITLE:     # not one a caller set
            self.sub_title = _(self.SUB_TITLE)
        if self.draft.stage in ("setup", "action"):
            self.draft.stage = "entry"
            self.save()
        entered = self.draft.tracks_source == "entered" or tracks_problem(self.draft.tracks) is not None
        self.query_one("#tracks-line").display = True
        for key in TRACK_KEYS:
            self.query_one(f"#track-{key}").display = entered
        self.query_one("#tracks-shown").display = not entered
        if not entered:
            self.query_one("#tracks-title", Static).update(_("Trajectories (drawn by the app)"))
            self.query_one("#tracks-shown", Static).update(
                " · ".join(f"{track_word(k)} {self.draft.tracks[k]}" for k in TRACK_KEYS))
        for row in self.query(ThreatRow):
            row.show()
        self.query_one("#grid", PlanGrid).check = plan_check(self.draft)
        self._device_marks()
        self.refresh_all()
        first_missing = next((row for row in self.query(ThreatRow)
                              if row.entry.card is None and counts(self.draft, row.entry)), None)
        if first_missing is not None:
            self.action_show_threats(first_missing)
        else:
            self.action_show_plans()

    # -- saving and showing ----------------------------------------------------------------------
    def save(self) -> None:
        try:
            self.draft.save()
        except OSError as exc:
            self.notify(_("Cannot save the mission: {reason}").format(reason=exc), severity="error",
                        markup=False)

    def refresh_all(self) -> None:
        """After any change: the delays, the summary lines, what is still missing."""
        draft = self.draft
        self.delays = compute_delays(draft)
        grid = self.query_one("#grid", PlanGrid)
        grid.set_delays(self.delays)
        self.query_one("#threats-summary", Static).update(threats_summary(draft, self.load_note))
        problem = tracks_problem(draft.tracks)
        tracks_status = self.query_one("#tracks-status", Static)
        tracks_status.update(f"✗ {problem}" if problem else "")
        tracks_status.display = bool(problem)
        self.query_one("#delays-text", Static).update(delays_text(draft, self.delays))
        if draft.teleporter() is not None and self.query("#teleport-line"):
            shown = Text()
            shown.append(tokens_line(draft) + " · F6", style="bold")
            shown.append("\n" + tokens_note(draft), style="italic")
            self.query_one("#teleport-line", Static).update(shown)
        text, missing = entry_status(draft)
        status = self.query_one("#entry-status", Static)
        status.update(text)
        status.set_class(missing, "-missing")

    # -- threats ---------------------------------------------------------------------------
    @on(Input.Changed, ".card-input")
    def card_typed(self, event: Input.Changed) -> None:
        row = self._row_of(event.input)
        if row is None:
            return
        slot, used = row.context()
        reading = read_card(event.value, slot, used)
        before = row.entry.card
        row.entry.card = reading.card
        if summons_slot(self.draft, row.entry) is None:
            row.entry.summons = None
        if reading.error:
            row.show(reading.error, error=True)
        elif reading.card is None and reading.matches:
            row.show(choices_line(reading, slot, used))
        else:
            row.show()
        if row.entry.card != before:
            self.save()
            self.refresh_all()

    @on(Input.Changed, ".summons-input")
    def summons_typed(self, event: Input.Changed) -> None:
        """The card laid beside a summoner: any card of the kind it summons, not drawn
        elsewhere, not a summoner itself; refused in the record's own words."""
        row = self._row_of(event.input)
        if row is None or summons_slot(self.draft, row.entry) is None:
            return
        slot, used = row.summons_context()
        reading = read_card(event.value, slot, used)
        before = row.entry.summons
        row.entry.summons = reading.card
        if reading.error:
            row.show(reading.error, error=True)
        elif reading.card is None and reading.matches:
            row.show(choices_line(reading, slot, used))
        elif reading.card:
            row.show("✓ " + _("{card} · beside it {summoned}").format(
                card=card_label(row.entry.card or ""), summoned=card_label(reading.card)))
        else:
            row.show()
        if row.entry.summons != before:
            self.save()
            self.refresh_all()

    @on(Input.Submitted, ".summons-input")
    def summons_submitted(self, event: Input.Submitted) -> None:
        row = self._row_of(event.input)
        if row is None:
            return
        field = cast(Input, event.input)       # every field here is the ordered Input
        if row.entry.summons is None and self._ask_which(row, field, row.summons_context):
            return
        if row.entry.summons is None and (card := self._suggested(field, row.summons_context)):
            row.entry.summons = card
            self._entered(row)
        if row.entry.summons:
            field.value = card_label(row.entry.summons)
            self._focus_next_card(row.index)

    @on(Input.Submitted, ".card-input")
    def card_submitted(self, event: Input.Submitted) -> None:
        row = self._row_of(event.input)
        if row is None:
            return
        field = cast(Input, event.input)       # every field here is the ordered Input
        if row.entry.card is None and self._ask_which(row, field, row.context):
            return
        if row.entry.card is None and (card := self._suggested(field, row.context)):
            row.entry.card = card
            self._entered(row)
        if row.entry.card:
            field.value = card_label(row.entry.card)
            if summons_slot(self.draft, row.entry) is not None and not row.entry.summons:
                row.show()
                self.set_focus(row.summons_input)
                return
            self._focus_next_card(row.index)

    def _ask_which(self, row: ThreatRow, field: Input,
                   context: Callable[[], tuple[CardSlot, dict[str, str]]]) -> bool:
        """Enter on a name several cards answer to: ask which one (never choose it here),
        the completion shown in the field offered first (→ takes it without asking).
        True when the question was asked; the answer is typed into the field as its id."""
        slot, used = context()
        reading = read_card(field.value, slot, used)
        if not reading.ask:
            return False

        def chosen(card: str | None) -> None:
            if card is None:
                field.focus()
                return
            field.value = card_label(card)      # read again as typed: saved, checked, shown
            field.post_message(Input.Submitted(field, field.value))    # on to the next field

        shown = read_card(field._suggestion, slot, used).card if field._suggestion else None
        self.app.push_screen(PickCardScreen(field.value.strip(), choices(reading, slot, used), shown), chosen)
        return True

    @staticmethod
    def _suggested(field: Input, context: Callable[[], tuple[CardSlot, dict[str, str]]]) -> str | None:
        """Enter on an empty field takes its suggestion as if typed whole: the card it
        names in the row's context (`ThreatRow.context` or `summons_context`), if any."""
        if not field._suggestion:
            return None
        field.value = field._suggestion
        slot, used = context()
        return read_card(field.value, slot, used).card

    def _entered(self, row: ThreatRow) -> None:
        """A card entered by Enter: saved, shown everywhere, the row's hint cleared."""
        self.save()
        self.refresh_all()
        row.show()

    @on(Input.Blurred, ".card-input")
    def card_left(self, event: Input.Blurred) -> None:
        row = self._row_of(event.input)
        if row is not None and row.entry.card and event.input.value != card_label(row.entry.card):
            event.input.value = card_label(row.entry.card)

    def _row_of(self, widget) -> ThreatRow | None:
        for ancestor in widget.ancestors:
            if isinstance(ancestor, ThreatRow):
                return ancestor
        return None

    def _focus_next_card(self, index: int) -> None:
        rows = list(self.query(ThreatRow))
        for row in rows[index + 1:] + rows[:index]:
            if row.entry.card is None and counts(self.draft, row.entry):
                self.set_focus(row.input)
                return
        if tracks_problem(self.draft.tracks):
            self.set_focus(self.query_one("#track-red"))
            return
        self.action_show_plans()

    # -- trajectories ----------------------------------------------------------------------------
    @on(Choice.Changed, ".track-choice")
    def track_changed(self, event: Choice.Changed) -> None:
        self.draft.set_track((event.choice.id or "").removeprefix("track-"),
                             event.value if isinstance(event.value, int) else None)
        self.save()
        self.refresh_all()

    # -- plans ---------------------------------------------------------------------------------------
    @on(PlanGrid.Changed)
    def plan_changed(self, event: PlanGrid.Changed) -> None:
        self.typed_plans = True
        self.save()
        self.refresh_all()
        if self.link is not None:
            self.link.sync()

    def plans_arrived(self, seat: int) -> None:
        """A crew member's device changed their board (the table link): the draft has it
        already (saved); the grid and the checks show it, the cursor stays where it is."""
        self.query_one("#grid", PlanGrid).reload([s.name for s in self.draft.crew], self.draft.plans,
                                                 [s.android for s in self.draft.crew])
        self._device_marks()
        self.refresh_all()

    def _device_marks(self) -> None:
        """The table link: each row entered on a device marked so, and whether its player
        finished it there (a mark, read without colour; `device_legend` says it); the
        title counts the boards finished."""
        if self.link is not None:
            from spacealert_tui.tui.widgets.link_panel import boards_done, device_badges
            self.query_one("#grid", PlanGrid).badges = device_badges(self.link.link)
            self.sub_title = f"{_(self.SUB_TITLE)} · {boards_done(self.link.link)}"

    # -- switching, leaving ------------------------------------------------------------------------------
    def action_show_threats(self, row: ThreatRow | None = None) -> None:
        self.set_class(True, "-show-threats")
        self.set_class(False, "-show-plans")
        if row is None:
            row = next((r for r in self.query(ThreatRow)
                        if r.entry.card is None and counts(self.draft, r.entry)), None)
        if row is None:
            row = next((r for r in self.query(ThreatRow) if not r.input.disabled), None)
        if row is not None:
            self.set_focus(row.input)
            row.scroll_visible(animate=False)
        elif self.query_one("#track-red").display:
            self.set_focus(self.query_one("#track-red"))

    def action_show_plans(self) -> None:
        self.set_class(False, "-show-threats")
        self.set_class(True, "-show-plans")
        self.set_focus(self.query_one("#grid", PlanGrid))

    def action_next_member(self) -> None:
        """Enter in the plans: the next crew member's turn 1, so a plan that ends early
        needs no empty cards typed after it (the cards not typed stay empty). Only once a
        card was typed here: the Enter that ends the action round ("go on") may arrive
        just as the soundtrack's end opens the entry, and must not move the cursor."""
        grid = self.query_one("#grid", PlanGrid)
        if self.focused is not grid or not self.typed_plans or grid.took_next_row():
            return
        last = len(self.draft.crew) - 1
        grid.action_move(1 if grid.row < last else -grid.row, 1 - grid.turn)

    def action_suggest(self) -> None:
        """The coach's plan for these threats and trajectories (the typed plan beside it)."""
        from spacealert_tui.tui.services import review

        review(self.app).suggest(self.draft, take=self.take_plans)

    def take_plans(self, plans: list[list[str]]) -> None:
        """The coach's plan taken (key t on the suggestion): into the grid, saved."""
        for i, tokens in enumerate(plans[:len(self.draft.plans)]):
            width = len(self.draft.plans[i])
            self.draft.plans[i] = (list(tokens) + ["empty"] * width)[:width]
        grid = self.query_one("#grid", PlanGrid)
        grid.reload([s.name for s in self.draft.crew], self.draft.plans, [s.android for s in self.draft.crew])
        self.save()
        self.refresh_all()
        self.action_show_plans()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "teleport":        # only a crew with a Teleporter has the tokens
            return self.draft.teleporter() is not None
        return True

    def action_teleport(self) -> None:
        """Where the Teleporter's tokens lay when the action round ended (p.19)."""
        seat = self.draft.teleporter()
        if seat is None:
            return

        def placed(answer: dict[str, str] | None) -> None:
            if answer is None:
                return
            for token, holder in answer.items():
                self.draft.place_token(token, holder)
            self.save()
            self.refresh_all()

        self.app.push_screen(TeleportScreen(seat.name, [s.name for s in self.draft.crew],
                                            dict(seat.teleport)), placed)

    def action_resolve(self) -> None:
        missing = missing_parts(self.draft)
        if missing:
            self.notify(_("Not complete yet: {parts}").format(parts="; ".join(missing)), severity="error",
                        markup=False, timeout=6)
            if any(t.card is None and counts(self.draft, t) for t in self.draft.threats):
                self.action_show_threats()
            elif tracks_problem(self.draft.tracks):
                self.action_show_threats()
                self.set_focus(self.query_one("#track-red"))
            return
        warnings = warnings_of(self.draft)
        details = "\n".join(f"⚠ {w}" for w in warnings) or _("Everything is entered.")

        def answered(yes: bool | None) -> None:
            if yes:
                self.finish()

        self.app.push_screen(ConfirmScreen(_("Resolve the mission now?"), details,
                                           yes=_("Resolve"), no=_("Keep editing")), answered)

    def finish(self) -> None:
        try:
            record = record_of(self.draft)
        except UserError as exc:
            self.notify(str(exc), severity="error", markup=False)
            return
        self.draft.stage = "resolution"
        self.save()
        self.dismiss(record)

    def action_leave(self) -> None:
        def answered(yes: bool | None) -> None:
            if yes:
                self.dismiss(None)

        self.app.push_screen(ConfirmScreen(
            _("Leave the entry?"), _("Everything typed so far is saved: the mission can be continued later."),
            yes=_("Leave"), no=_("Stay"), default=False), answered)

    def ask_before_quitting(self) -> bool:
        """ctrl+q during the entry (the app's `action_quit` asks): quit only once the crew
        says so; `Stay` is the default."""
        self.save()

        def answered(yes: bool | None) -> None:
            if yes:
                self.app.exit()

        self.app.push_screen(ConfirmScreen(
            _("Quit the app?"), _("Everything typed so far is saved: the mission can be continued later."),
            yes=_("Quit"), no=_("Stay"), default=False), answered)
        return True
