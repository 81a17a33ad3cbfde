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
"""
from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Header, Static
from textual.widgets.input import Selection

from spacealert_tui.errors import UserError
from spacealert_tui.i18n import N_, _, ngettext, pgettext
from spacealert_tui.record.crew import track_word
from spacealert_tui.record.draft import MissionDraft, ThreatEntry
from spacealert_tui.rules.text import tr
from spacealert_tui.tui.screens.confirm import ConfirmScreen
from spacealert_tui.tui.screens.specializations import legend as spec_legend
from spacealert_tui.tui.screens.specializations import plan_check
from spacealert_tui.tui.screens.teleport import TeleportScreen, tokens_line, tokens_note
from spacealert_tui.tui.screens.pick_card import PickCardScreen
from spacealert_tui.tui.widgets.card_input import (CardSlot, CardSuggester, card_label, choices, choices_line,
                                                   level_word, read_card)
from spacealert_tui.tui.widgets.choice import Choice
from spacealert_tui.tui.widgets.footer import Footer
from spacealert_tui.tui.widgets.plan_grid import Delays, PlanGrid
from spacealert_tui.tui.widgets.text_input import Input

logger = logging.getLogger(__name__)

TRACK_KEYS = ("red", "white", "blue", "internal")
LEGEND = N_("r ←red  b →blue  l ↕lift  a s d or A B C  f bots  e/space/0 empty  "
            "H+a/b/f heroic  m+1-6 heroic move  ! stumble  ⌫ clear  "
            "t turn by turn (+/-)  v boards after delays  enter next crew member")
LEGEND_DOUBLE = N_("r ←red  b →blue  l ↕lift  a s d or A B C  f bots  e/space/0 empty  "
                   "x+two halves double card (x l a: ↕+A)  H+a/b/f heroic  m+1-6 heroic move  "
                   "⌫ clear  t turn by turn (+/-)  v boards after delays  enter next crew member")


# -- the draft, without widgets -----------------------------------------------------------------

def threats_from_timeline(timeline, draft: MissionDraft) -> list[ThreatEntry]:
    """One entry per announced threat, in the order announced.

    With the app's virtual decks, the cards are dealt here (the same seed deals the
    same cards); an unconfirmed report with a crew under five draws no card.
    """
    decks = None
    if draft.threat_source == "virtual":
        decks = draft.threat_decks()
    entries = []
    for event in timeline.events:
        if event.type != "threat":
            continue
        entry = ThreatEntry(turn=event.turn, kind=event.kind, serious=bool(event.serious),
                            zone=event.zone if event.kind == "external" else None,
                            unconfirmed=bool(event.unconfirmed))
        if decks is not None and (len(draft.crew) >= 5 or not entry.unconfirmed):
            try:
                entry.card, entry.summons = decks.deal(entry.kind, entry.serious)
            except LookupError:
                pass
        entries.append(entry)
    return entries


def counts(draft: MissionDraft, entry: ThreatEntry) -> bool:
    """Whether the threat plays: unconfirmed reports count only with a crew of five."""
    return not entry.unconfirmed or len(draft.crew) >= 5


def slot_of(draft: MissionDraft, entry: ThreatEntry) -> CardSlot:
    level = draft.serious_level if entry.serious else draft.common_level
    return CardSlot(entry.turn, entry.kind, entry.serious, entry.zone, level,
                    card_sets=tuple(draft.card_sets))


def where(entry: ThreatEntry) -> str:
    if entry.zone:
        return _("T+{turn}, {zone} zone").format(turn=entry.turn, zone=pgettext("zone", entry.zone))
    return _("T+{turn}, internal").format(turn=entry.turn)


def used_cards(draft: MissionDraft, skip: int, summons: bool = False) -> dict[str, str]:
    """Cards named elsewhere: drawn for another announcement, or laid beside a summoner
    (`skip`'s own card and, for the card beside it, `skip`'s summons, are left out)."""
    used = {t.card: where(t) for i, t in enumerate(draft.threats) if t.card and (i != skip or summons)}
    for i, t in enumerate(draft.threats):
        if t.summons and t.card and (i != skip or not summons):
            used[t.summons] = _("beside {card} ({where})").format(card=t.card, where=where(t))
    return used


def summons_slot(draft: MissionDraft, entry: ThreatEntry) -> CardSlot | None:
    """The slot of the card laid beside a summoner; None when the card summons nothing."""
    from spacealert_tui.rules.threats import card_summons
    kind = card_summons(entry.card) if entry.card else None
    if kind is None:
        return None
    return CardSlot(entry.turn, kind, zone=entry.zone, summoned_by=entry.card,
                    card_sets=tuple(draft.card_sets))


def tracks_problem(tracks: dict[str, int]) -> str | None:
    missing = [key for key in TRACK_KEYS if not tracks.get(key)]
    if missing:
        return _("trajectory board not entered: {zones}").format(
            zones=", ".join(track_word(key) for key in missing))
    if len({tracks[k] for k in TRACK_KEYS}) != 4:
        return _("the four trajectory boards must be different boards")
    return None


def missing_parts(draft: MissionDraft) -> list[str]:
    """What stops the record from being made (empty when it can be resolved)."""
    out = [_("no card for the {where} threat").format(where=where(t)) for t in draft.threats
           if t.card is None and counts(draft, t)]
    problem = tracks_problem(draft.tracks)
    if problem:
        out.append(problem)
    if not out:
        try:
            record_of(draft)
        except UserError as exc:
            out.append(str(exc))
    return out


def record_of(draft: MissionDraft):
    """The game record (as `draft.to_record()`), except that an unconfirmed report
    without a card is fine under five crew: it is ignored, so nobody drew it."""
    missing = [t for t in draft.threats if t.card is None and counts(draft, t)]
    if missing:
        raise UserError(_("no card entered for the {where} threat").format(where=where(missing[0])),
                        field="threats")
    from spacealert_tui.rules import RecordError, record_from_dict
    try:
        return record_from_dict(draft.record_doc())
    except RecordError as exc:
        raise UserError(tr(exc.message), field=str(exc.path and exc.path[-1])) from None


def warnings_of(draft: MissionDraft) -> list[str]:
    """Things that look wrong but may be right: said before resolving, never blocking."""
    out = []
    for seat, plan in zip(draft.crew, draft.plans):
        if all(token == "empty" for token in plan):
            out.append(_("{name} plans no card at all").format(name=seat.name))
        heroic = sum(token.startswith("H") for token in plan)
        if heroic > 1:
            out.append(_("{name} has {n} heroic cards (each crew member is dealt one)").format(
                name=seat.name, n=heroic))
    return out


def compute_delays(draft: MissionDraft) -> Delays:
    """Resolve what is entered so far and read the delays off the rules core.

    The boards after the delays are the resolution's own (the rules core moved the
    cards: a double card slid half a space is there as `A+B>`), the marks come from
    its `ActionDelayed` events, and a half of a double card that could not be done
    from the `NothingHappens` said while that card was played. Threats not named yet
    are left out and missing trajectory boards borrowed, so the delays of gravolifts
    and computer checks show while the entry is still going on; the note says so.
    Never raises: a problem becomes the note.
    """
    after = [list(plan) for plan in draft.plans]
    try:
        from spacealert_tui.rules import RecordError, game_class, record_from_dict
        from spacealert_tui.rules.events import ActionDelayed, NothingHappens, StepBegan

        doc = draft.record_doc()
        notes = []
        tracks = doc["mission"]["tracks"]
        if tracks_problem(tracks):
            free = [n for n in range(1, 8) if n not in tracks.values()]
            for key in TRACK_KEYS:
                if not tracks.get(key) or list(tracks.values()).count(tracks[key]) > 1:
                    tracks[key] = free.pop(0)
            notes.append(_("trajectories incomplete"))
        unnamed = sum(t.card is None and counts(draft, t) for t in draft.threats)
        if unnamed:
            notes.append(ngettext("{n} threat not named yet", "{n} threats not named yet",
                                  unnamed).format(n=unnamed))
        try:
            record = record_from_dict(doc)
        except RecordError as exc:
            return Delays({}, after, _("delays not computed: {reason}").format(reason=exc.worded()))
        game = game_class(record)(record).run()
        rows = {}
        for i, seat in enumerate(draft.crew):
            rows.setdefault(seat.name, i)
        for player in game.players:
            if player.name in rows:
                after[rows[player.name]] = [action.token for action in player.actions][:len(after[0])]
        marks: dict[tuple[int, int], str] = {}
        skipped: dict[tuple[int, int], str] = {}
        turn = 0
        for event in game.events:
            if isinstance(event, StepBegan):
                turn = event.turn
            elif isinstance(event, ActionDelayed) and event.player in rows:
                marks[(rows[event.player], event.turn)] = event.cause
            elif (isinstance(event, NothingHappens) and event.player in rows
                    and 1 <= turn <= len(after[rows[event.player]])
                    and "+" in after[rows[event.player]][turn - 1]):
                skipped.setdefault((rows[event.player], turn), event.reason)
        note = _("provisional: {notes}").format(notes=", ".join(notes)) if notes else ""
        return Delays(marks, after, note, skipped)
    except Exception as exc:   # noqa: BLE001 - a preview must never take the entry down
        logger.warning("the delays preview failed", exc_info=True)
        return Delays({}, after, _("delays not computed: {reason}").format(
            reason=f"{exc.__class__.__name__}: {exc}"))


# -- widgets ------------------------------------------------------------------------------------

class CardField(Input):
    """A threat's card field. Reached by Tab, Shift+Tab or ↑↓, it never opens mid-text: a
    card the app wrote there whole is selected (typing replaces it, → or End keeps it),
    anything else has the cursor at its end."""

    def _on_focus(self, event: events.Focus) -> None:
        super()._on_focus(event)
        row = next((a for a in self.ancestors if isinstance(a, ThreatRow)), None)
        card = None if row is None else (row.entry.summons if "summons-input" in self.classes else row.entry.card)
        if card and self.value == card_label(card):
            self.selection = Selection(0, len(self.value))
        else:
            self.cursor_position = len(self.value)


class ThreatsPanel(VerticalScroll, can_focus=False):
    """The threats and the trajectories: ↑/↓ go from field to field (the panel itself is
    never a stop of Tab: focus always lands on a field)."""

    BINDINGS = [
        Binding("down", "field(1)", N_("Next"), show=False),
        Binding("up", "field(-1)", N_("Previous"), show=False),
    ]

    def action_field(self, delta: int) -> None:
        fields = [w for w in self.screen.focus_chain if self in w.ancestors]
        focused = self.screen.focused
        if not fields or focused not in fields:
            return
        i = fields.index(focused) + delta
        if 0 <= i < len(fields):
            fields[i].focus()
            fields[i].scroll_visible(animate=False)


class ThreatRow(Vertical):
    """One announced threat: what was announced, the card input, and what the input means.
    The row whose field has the focus is marked ▶ (plain without colour: NO_COLOR)."""

    def __init__(self, index: int, entry: ThreatEntry, draft: MissionDraft) -> None:
        super().__init__(classes="threat-row", id=f"threat-{index}")
        self.index = index
        self.entry = entry
        self.draft = draft

    def announced(self) -> str:
        where_ = pgettext("zone", self.entry.zone) if self.entry.zone else pgettext("kind", "internal")
        tier = pgettext("seriousness", "serious") if self.entry.serious else pgettext("seriousness", "common")
        return f"T+{self.entry.turn:<2} {where_:<8} {tier}"

    def on_descendant_focus(self) -> None:
        self.mark(True)

    def on_descendant_blur(self) -> None:
        self.mark(False)

    def mark(self, focused: bool) -> None:
        """▶ before the announcement while one of the row's fields has the focus."""
        self.set_class(focused, "-focused")
        self.query_one(".threat-label", Static).update(("▶" if focused else " ") + self.announced())

    def compose(self) -> ComposeResult:
        with Horizontal(classes="threat-line"):
            yield Static(" " + self.announced(), classes="threat-label", markup=False)
            yield CardField(card_label(self.entry.card) if self.entry.card else "",
                        id=f"card-{self.index}", classes="card-input", compact=True,
                        placeholder=_("card id or name"), select_on_focus=False,
                        suggester=CardSuggester(self.context))
        with Horizontal(classes="summons-line"):
            yield Static("  " + _("laid beside it"), classes="threat-label", markup=False)
            yield CardField(card_label(self.entry.summons) if self.entry.summons else "",
                        id=f"summons-{self.index}", classes="summons-input", compact=True,
                        placeholder=_("the card laid beside it"), select_on_focus=False,
                        suggester=CardSuggester(self.summons_context))
        yield Static("", classes="threat-status", markup=False)

    def context(self) -> tuple[CardSlot, dict[str, str]]:
        return slot_of(self.draft, self.entry), used_cards(self.draft, self.index)

    def summons_context(self) -> tuple[CardSlot, dict[str, str]]:
        slot = summons_slot(self.draft, self.entry)
        if slot is None:
            raise LookupError(_("this card summons nothing"))
        return slot, used_cards(self.draft, self.index, summons=True)

    @property
    def summons_input(self) -> Input:
        return self.query_one(".summons-input", Input)

    @property
    def input(self) -> Input:
        return self.query_one(".card-input", Input)

    def show(self, message: str = "", error: bool = False) -> None:
        status = self.query_one(".threat-status", Static)
        entry = self.entry
        summons = summons_slot(self.draft, entry)
        self.query_one(".summons-line").display = summons is not None
        if not counts(self.draft, entry):
            status.update(_("unconfirmed report: ignored with a crew of {n}").format(n=len(self.draft.crew))
                          + (f" ({card_label(entry.card)})" if entry.card else " — " + _("no card")))
            self.input.disabled = True
            self.input.placeholder = ""
            self.set_class(False, "-error")
            self.set_class(True, "-ignored")
            return
        prefix = _("unconfirmed report (crew of five)") + " · " if entry.unconfirmed else ""
        if message:
            status.update(("✗ " if error else "") + message)
        elif entry.card:
            from spacealert_tui.rules.threats import CARDS
            cls = CARDS[entry.card]
            status.update(f"{prefix}✓ {card_label(entry.card)} · " + _(
                "{colour} {tier} {kind}").format(colour=pgettext("card color", cls.color),
                                                 tier=(pgettext("seriousness", "serious") if cls.serious
                                                       else pgettext("seriousness", "common")),
                                                 kind=pgettext("kind", cls.kind)))
            if summons is not None and not entry.summons:
                status.update(f"{prefix}✓ " + _("{card} summons: which {kind} card lies beside it?").format(
                    card=card_label(entry.card), kind=pgettext("kind", summons.kind)))
                error = False
                self.set_class(True, "-missing")
                self.set_class(False, "-error")
                return
        else:
            level = slot_of(self.draft, entry).level
            status.update(prefix + _("which card? ({level} deck)").format(level=level_word(level)))
        self.set_class(error, "-error")
        self.set_class(not entry.card and not error, "-missing")


class EntryScreen(Screen):
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

    def __init__(self, draft: MissionDraft, timeline=None) -> None:
        super().__init__()
        self.draft = draft
        self.timeline = timeline
        self.load_note = ""
        if not draft.threats:
            self.load_note = self._announce()
        draft.fit_plans()
        self.delays: Delays | None = None
        self.typed_plans = False        # a card typed on this screen (Enter then moves on)

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
                        options = [(0, "–")] + [(n, str(n)) for n in range(1, 8)]
                        yield Choice(track_word(key), options, draft.tracks.get(key, 0), id=f"track-{key}",
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
        # threats summary
        playing = [t for t in draft.threats if counts(draft, t)]
        named = sum(t.card is not None for t in playing)
        ignored = len(draft.threats) - len(playing)
        summary = ngettext("{named} of {n} threat named", "{named} of {n} threats named",
                           len(playing)).format(named=named, n=len(playing))
        if ignored:
            summary += " · " + ngettext("{n} unconfirmed ignored (crew of {crew})",
                                        "{n} unconfirmed ignored (crew of {crew})", ignored).format(
                n=ignored, crew=len(draft.crew))
        if self.load_note:
            summary = self.load_note
        elif not draft.threats:
            summary = _("No threats were announced.")
        summary += " · " + _("decks: common {common}, serious {serious}").format(
            common=level_word(draft.common_level), serious=level_word(draft.serious_level))
        if draft.threat_source == "virtual":
            summary += " " + _("(dealt by the app)")
        self.query_one("#threats-summary", Static).update(summary)
        problem = tracks_problem(draft.tracks)
        tracks_status = self.query_one("#tracks-status", Static)
        tracks_status.update(f"✗ {problem}" if problem else "")
        tracks_status.display = bool(problem)
        # delays
        lines = []
        for (row, turn), cause in sorted(self.delays.marks.items()):
            lines.append(f"{draft.crew[row].name} T{turn} ({tr(cause)})")
        text = _("Delays: {delays}").format(delays=" · ".join(lines) if lines else _("none"))
        skipped = [f"{draft.crew[row].name} T{turn} ({tr(why)})"
                   for (row, turn), why in sorted(self.delays.skipped.items())]
        if skipped:
            text += "\n" + _("Halves not done: {halves}").format(halves=" · ".join(skipped))
        if self.delays.note:
            text += f"  [{self.delays.note}]"
        self.query_one("#delays-text", Static).update(text)
        if draft.teleporter() is not None and self.query("#teleport-line"):
            shown = Text()
            shown.append(tokens_line(draft) + " · F6", style="bold")
            shown.append("\n" + tokens_note(draft), style="italic")
            self.query_one("#teleport-line", Static).update(shown)
        # ready?
        missing = missing_parts(draft)
        status = self.query_one("#entry-status", Static)
        if missing:
            status.update(_("Missing: {parts}").format(parts="; ".join(missing)))
            status.set_class(True, "-missing")
        elif all(token == "empty" for plan in draft.plans for token in plan):
            status.update(_("No card typed yet: type each crew member's plan (F3), then F10 "
                            "resolves the mission."))
            status.set_class(True, "-missing")
        else:
            status.update(_("Complete: F10 resolves the mission."))
            status.set_class(False, "-missing")

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
        field = event.input
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
        field = event.input
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
        self.draft.set_track(event.choice.id.removeprefix("track-"), event.value)
        self.save()
        self.refresh_all()

    # -- plans ---------------------------------------------------------------------------------------
    @on(PlanGrid.Changed)
    def plan_changed(self, event: PlanGrid.Changed) -> None:
        self.typed_plans = True
        self.save()
        self.refresh_all()

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
        if self.focused is not grid or not self.typed_plans:
            return
        last = len(self.draft.crew) - 1
        grid.action_move(1 if grid.row < last else -grid.row, 1 - grid.turn)

    def action_suggest(self) -> None:
        """The coach's plan for these threats and trajectories (the typed plan beside it)."""
        from spacealert_tui.tui.screens.suggest import suggest_for

        suggest_for(self.app, self.draft, take=self.take_plans)

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
