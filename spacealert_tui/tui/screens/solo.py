"""Practice: the action round planned on screen with the app's action deck (rulebook §5).

`SoloScreen(draft, *, audio=None, clock=None, practice=False)` is the action round of a
crew whose action cards the app deals (`draft.action_cards == "virtual"`, always for a
solo crew): the same soundtrack, clock, threats and subtitles as `ActionRoundScreen` (it
*is* one), plus every crew member's action board (`ActionBoards`), planned from the
keyboard. The deal follows the crew (`deal_for`, `rules.action_deck`):

- **solo** ("A solas en el espacio", §5.5): four androids, each with its heroic card; the
  90 normal cards lie face up, grouped by card (`A/red 10`); a card on a board may be
  changed until its phase ends; incoming data, data transfers and comms breaks are
  shown as "ignored in solo".
- **small crews** (§5.1–5.4: 2 players + 2 androids, 3 + 1, the 5-crew variant, or 4–5
  players): each player holds the cards dealt for the phase they plan (their heroic
  card among phase 1's); a card placed leaves the hand, and goes back if taken off
  while its phase is open. `u` picks up the next phase's cards (the earlier turns are
  then fixed for that player); the computer's end of a phase picks up for everyone
  late. Androids are programmed with a card from the hand of the giving player (`g`
  chooses who), face up and for good; only the android's own heroic card is free.
  "Incoming data": each player may draw one card (`i`) until the phase ends; "data
  transfer": each player may give one card to another (`t`) until the beep.
- **two or more players at one terminal**: the cards are never shown to the others (§2,
  ruling RD15): the hands' pane shows the hand of the player holding the terminal, the
  other players' boards show their cards' backs; `o` hands the terminal over behind a
  screen that hides everything (`hand_over`). Androids take cards from the holder's hand.

A phase's turns lock when the computer ends the phase (`Table.close_phase`); a card
placed there after is refused with the reason. `practice=True` (or `p` before
starting) plays without the soundtrack and the clock: the threats and the computer's
messages of a phase come when it opens, `n` closes the phase.

The boards' tokens go into the draft's plans as they are placed (saved at once); when
the round ends `draft.stage = "entry"`, the draft is saved and the screen dismisses with
the draft (None when abandoned): the entry screen then shows the plans already filled.
"""
from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from rich.console import Group
from rich.table import Table as RichTable
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Header, Static

from spacealert_tui.i18n import N_, _, current_language, ngettext, pgettext
from spacealert_tui.mission.titles import shown_title
from spacealert_tui.mission.scheduler import ClipStarted, DataTransferDeadline, PhaseChanged, RoundEnded
from spacealert_tui.record.draft import MissionDraft
from spacealert_tui.record.practice import new_solo_draft
from spacealert_tui.rules.action_deck import (SEATS, ActionCard, Deal, DealError, Table, crew_players, deal,
                                              incoming_draws)
from spacealert_tui.rules.text import tr
from spacealert_tui.tui.screens.action_round import ActionRoundScreen, RoundEvent, m_ss
from spacealert_tui.tui.screens.confirm import ConfirmScreen
from spacealert_tui.tui.screens.hand_over import (HAND_OVER_KEY, Terminal, back_rows, back_words, before_words,
                                                   hidden_hand, hides_hands, holder_title, not_yours)
from spacealert_tui.tui.screens.specializations import plan_check
from spacealert_tui.tui.screens.teleport import tokens_line
from spacealert_tui.tui.widgets.action_boards import (
    ActionBoards,
    BoardRow,
    FaceUpPool,
    Pick,
    cell_text,
    group_words,
    hand_text,
    heroic_name,
    phase_of,
    special_name,
)
from spacealert_tui.tui.widgets.footer import Footer
from spacealert_tui.tui.widgets.plan_grid import words

HERE = Path(__file__).parent
KEYS_HELP = N_("asdf/rbl + other half · h m heroic · x clear")
DOUBLE_KEYS_HELP = N_("x + double half + single: double on top · asdf/rbl + double half · h m heroic · del clear")
SPECIAL_KEYS_HELP = N_("asdf/rbl + other half · p b/a special · p + b/a stack · x clear")
SPECIAL_DOUBLE_KEYS_HELP = N_("x + double half + single: double on top · asdf/rbl + double half · "
                              "p b/a special · p + b/a stack · del clear")
COMPUTER_CALLS = {"incoming_data": N_("INCOMING DATA"), "data_transfer": N_("DATA TRANSFER"),
                  "comms_down": N_("COMMS DOWN")}
#: The computer's messages a solo crew ignores, as the line above the boards says them.
IGNORED_CALLS = {"incoming_data": N_("incoming data"), "data_transfer": N_("data transfer"),
                 "comms_down": N_("comms down")}


# -------------------------------------------------------------------- the crew and the deal

def is_solo(draft: MissionDraft) -> bool:
    return len(draft.crew) == 4 and all(seat.android for seat in draft.crew)


def plans_on_screen(draft: MissionDraft) -> bool:
    """The crew plans with the app's action deck (a solo crew always does). A crew the
    rulebook deals no cards for (a hand-edited draft) plans on paper instead."""
    if not (is_solo(draft) or draft.action_cards == "virtual"):
        return False
    try:
        crew_players(*_crew_shape(draft))
    except DealError:
        return False
    return True


def _crew_shape(draft: MissionDraft) -> tuple[int, int, str]:
    """(crew size, androids, dealing variant) of the draft's crew."""
    return draft.deal_shape()


def deal_for(draft: MissionDraft) -> Deal:
    """Deal the action deck for the draft's crew from `draft.deck_seed` (§1, §5); with
    specializations, special cards instead of heroic ones (expansion rulebook p.14)."""
    size, androids, variant = _crew_shape(draft)
    return deal(size, androids, draft.deck_seed, variant=variant, double=draft.double_actions,
                specializations=specializations_of(draft))


def specializations_of(draft: MissionDraft) -> list[tuple[str, int] | None] | None:
    """The crew's specializations in the deal's order (players in seat order, then the
    androids), None when the crew plays heroic cards."""
    if not draft.specializations:
        return None
    seats = [s for s in draft.crew if not s.android] + [s for s in draft.crew if s.android]
    return [(s.specialization, s.specialization_level or 1) if s.specialization else None for s in seats]


def board_rows(draft: MissionDraft) -> list[BoardRow]:
    """The crew in seat order: players and androids numbered as the deal numbers them."""
    rows, players, androids = [], 0, 0
    for seat in draft.crew:
        if seat.android:
            rows.append(BoardRow(seat.name, True, androids))
            androids += 1
        else:
            rows.append(BoardRow(seat.name, False, players))
            players += 1
    return rows


class SoloScreen(ActionRoundScreen):
    """The action round planned on screen: the crew's boards, cards from the app's deck."""

    CSS_PATH = [HERE / "action_round.tcss", HERE / "solo.tcss"]
    SUB_TITLE = N_("Solo practice")
    # the boards need 82 columns: the threats go beside them only from 120 (else below)
    HORIZONTAL_BREAKPOINTS = [(0, "-tiny"), (76, "-narrow"), (120, "-wide")]
    BINDINGS = [
        Binding("p", "practice", N_("Practice (no clock)")),
        Binding("n", "close_phase", N_("Close the phase")),
        Binding("u", "pick_up", N_("Next phase's cards")),
        Binding("i", "incoming_data", N_("Draw (data)")),
        Binding("t", "transfer", N_("Give (transfer)")),
        Binding("g", "giver", N_("Giver")),
        # priority: the hand-over screen is up before the next key typed is read (`o` then
        # `→ enter` at once land on it, never on the boards of the hand being hidden)
        Binding(HAND_OVER_KEY, "hand_over", N_("Pass the terminal"), priority=True),
        Binding("f6", "teleport", N_("Tokens"), key_display="F6", priority=True),
        Binding("f4", "suggest", N_("Suggest a plan"), key_display="F4"),
    ]
    #: left out of a narrow footer, first first, so that the phase's keys and F6 show
    #: (still in F1's panel): the coach, the round's rarer keys, the palette, then the
    #: draw and the give, which the hand's line and the computer's call name with their key
    FOOTER_SPARE = ("suggest", "end_now", "abandon", "command_palette", "pause", "incoming_data",
                    "transfer", "giver")

    def __init__(self, draft: MissionDraft, *, audio: Any = None,
                 clock: Callable[[], float] | None = None, practice: bool = False,
                 sleep: Callable[[float], None] | None = None) -> None:
        super().__init__(draft, audio=audio, clock=clock, sleep=sleep)
        self.practice = practice
        self.rows = board_rows(draft)
        self.players = [r for r in self.rows if not r.android]
        self.table: Table = self.new_table()
        self.giver = 0                        # the player whose cards go on androids' boards
        self.draws: Counter[int] = Counter()  # player -> cards they may still draw (incoming data)
        self.gives: set[int] = set()          # players who may still give a card (data transfer)
        self._granted: set[int] = set()       # announcements whose rights were handed out
        self.computer_calls: list[str] = []   # practice: the phase's messages, as lines
        self.ignored_calls: list[str] = []    # practice, solo: this phase's messages ignored
        self._announced_phase = 0             # practice: the phases whose threats are dealt
        self.teleport_open = False            # a data transfer lets the Teleporter's tokens be laid
        #: who holds the terminal; with two or more players the others' hands stay hidden
        self.terminal = Terminal(len(self.players), hidden=self.hides_hands())

    @property
    def solo(self) -> bool:
        return self.table.solo

    @property
    def deck_hidden(self) -> bool:
        """The harder solo with double actions: the cards lie shuffled face down until the
        soundtrack starts (or practice without the clock begins)."""
        return (self.solo and self.draft.double_actions and self.draft.solo_deck == "shuffled"
                and self.state in ("ready", "loading"))

    def new_table(self) -> Table:
        """The cards as the round starts: the deal for the draft's crew. A hook: the
        flight school's lessons hand out their own cards."""
        return Table.start(deal_for(self.draft))

    def boards_widget(self) -> ActionBoards:
        """The crew's boards (a hook, as `new_table`: a lesson's side column differs)."""
        return ActionBoards(self.rows, place=self.place, clear=self.clear, source=self.source,
                            double=self.draft.double_actions, id="solo-boards")

    def deals_on_screen(self) -> bool:
        """Whether this screen can deal the crew's cards (a hook, as `new_table`)."""
        return plans_on_screen(self.draft)

    def hides_hands(self) -> bool:
        """Two or more players dealt the rulebook's hands hide them from each other (§2);
        a flight-school lesson's learners (a deal of its own) plan in the open."""
        return hides_hands(len(self.players)) and plans_on_screen(self.draft)

    # -------------------------------------------------------------------- layout

    def compose(self) -> ComposeResult:
        yield Header()
        with Vertical(id="round-body"):
            yield from self.compose_clock()
            yield Static("", id="solo-status", markup=False)
            yield Static("", id="round-alert", markup=False)
            yield Static("", id="round-subtitle", markup=False)
            yield Static("", id="round-message", markup=False)
            with Horizontal(id="solo-middle"):
                with Vertical(id="solo-cards"):
                    yield self.boards_widget()
                    yield Static("", id="solo-hint", markup=False)
                    if self.solo:
                        yield FaceUpPool("", id="solo-pool", markup=False)
                    else:
                        yield Static("", id="solo-hands", markup=False)
                with VerticalScroll(id="round-threats", can_focus=False):
                    yield Static("", id="round-threat-list", markup=False)
        yield Footer()

    def after_mount(self) -> None:
        if not self.deals_on_screen():
            raise ValueError("this crew plays with its own action cards: no cards to deal")
        title = _(self.SUB_TITLE) if self.solo else _("Practice")
        if self.prepared is not None:
            title += " · " + shown_title(self.prepared.timeline.title)
        self.sub_title = title
        self.query_one("#solo-cards").border_title = _("Action boards")
        self.query_one("#solo-pool" if self.solo else "#solo-hands").border_title = \
            _("Face up") if self.solo else _("Hands")
        self.query_one("#round-subtitle").border_title = _("Computer")
        self.query_one(ActionBoards).focus()
        if self.practice and self.prepared is not None:   # `--practice`: no "space or p" choice
            self.action_practice()
        self.refresh_view()

    # -------------------------------------------------------------------- the round

    def _deal_afresh(self) -> None:
        self.table = self.new_table()
        self.draws.clear()
        self.gives.clear()
        self._granted.clear()
        self.computer_calls = []
        self.ignored_calls = []
        self.teleport_open = False

    def start_round(self) -> None:
        self._deal_afresh()
        super().start_round()

    def action_practice(self) -> None:
        """Plan without the soundtrack: threats phase by phase, `n` closes a phase."""
        if self.state not in ("ready", "loading") or self.prepared is None:
            return
        self.practice = True
        self._deal_afresh()
        self.draft.threats = []
        self.draft.stage = "action"
        self.calls = []
        self._announced_phase = 0
        if self.draft.threat_source == "virtual":
            self._decks = self.draft.threat_decks()
        self._save()
        self.state = "practice"
        self.add_class("-practice")
        self._announce_phase(1)
        self.refresh_bindings()
        self.refresh_view()

    def action_start(self) -> None:
        if self.practice and self.state in ("ready", "loading"):
            self.action_practice()
            return
        super().action_start()

    def _timeline_phase(self, at: float) -> int:
        ends = self.prepared.timeline.phase_ends if self.prepared else ()
        for p, end in enumerate(ends, 1):
            if at < end:
                return p
        return max(1, len(ends))

    def _announce_phase(self, phase: int) -> None:
        """Practice: the threats and the computer's messages of the timeline's phase."""
        assert self.prepared is not None
        script = self.prepared.script
        ignored: list[str] = []
        for index, ann in enumerate(script.announcements):
            if self._timeline_phase(ann.start) != phase:
                continue
            if ann.kind == "threat" and index in self.prepared.threat_calls:
                self._announce_threat(index)
            elif ann.kind in COMPUTER_CALLS:
                if ann.kind == "data_transfer" and self.draft.teleporter() is not None:
                    self.teleport_open = True     # until the phase ends (ruling NS18)
                    self.computer_calls.append(f"{m_ss(ann.start)} {_(COMPUTER_CALLS[ann.kind])} · "
                                               + self._teleport_words())
                if self.solo or ann.ignored:
                    # nothing to do: said once above the boards, never filling the threats
                    ignored.append(IGNORED_CALLS[ann.kind])
                    continue
                else:
                    draw = (_("each player may draw 1 card, and the crew 1 per android (i)")
                            if self.draft.double_actions and len(self.players) < len(self.rows)
                            else _("each player may draw 1 card (i)"))
                    what = {"incoming_data": draw,
                            "data_transfer": _("each player may give 1 card (t)"),
                            "comms_down": _("no talking (in practice: nothing to do)")}[ann.kind]
                    line = f"{m_ss(ann.start)} {_(COMPUTER_CALLS[ann.kind])} · {what}"
                    self._grant(index, ann.kind)
                self.computer_calls.append(line)
        self.ignored_calls = ignored
        self._announced_phase = phase

    def _grant(self, index: int, kind: str) -> None:
        """An incoming data or data transfer announcement: each player's right, once."""
        if index in self._granted or self.solo:
            return
        self._granted.add(index)
        players = range(len(self.players))
        if kind == "incoming_data":     # with double actions, the androids' cards too (RD10)
            draws = incoming_draws(len(self.players), len(self.rows) - len(self.players),
                                   double=self.draft.double_actions, first=self.giver)
            self.draws.update(dict(enumerate(draws)))
        elif kind == "data_transfer" and len(self.players) > 1:
            self.gives = set(players)

    def _close_phase(self, phase: int) -> None:
        """The phase ends for everyone: its turns lock, the data rights lapse (ruling RD8)."""
        self.table = self.table.close_phase(phase)
        self.draws.clear()
        self.gives.clear()
        self.teleport_open = False

    def action_close_phase(self) -> None:
        if self.state != "practice":
            return
        phase = self.table.closed + 1
        self._close_phase(phase)
        phases = len(self.prepared.timeline.phase_ends) if self.prepared else 3
        if self.table.closed >= 3:
            self._round_over()
            self._finish(True)
            return
        if phase + 1 <= phases:
            self._announce_phase(phase + 1)
        self.show_message(_("Phase {phase} is over: turns {turns} are locked.").format(
            phase=phase, turns=turns_of(phase)))
        self.refresh_view()

    def _sync_phases(self) -> None:
        """Close on the table every phase the computer has ended."""
        scheduler = self.scheduler
        if scheduler is None:
            return
        target = 3 if scheduler.round_over else min(3, scheduler.phase - 1)
        while self.table.closed < target:
            self._close_phase(self.table.closed + 1)

    @on(RoundEvent)
    def _solo_round_event(self, message: RoundEvent) -> None:
        event = message.event
        if isinstance(event, ClipStarted) and event.clip.layer == "voice" and self.prepared:
            index = event.clip.announcement
            if 0 <= index < len(self.prepared.script.announcements):
                ann = self.prepared.script.announcements[index]
                if ann.kind in ("incoming_data", "data_transfer") and not ann.ignored:
                    self._grant(index, ann.kind)
                if (ann.kind == "data_transfer" and event.clip.at == ann.start
                        and self.draft.teleporter() is not None):
                    self.teleport_open = True     # in solo too (ruling NS18)
        elif isinstance(event, DataTransferDeadline):
            self.gives.clear()            # the beep: cards handed over later do not count
            self.teleport_open = False
        if isinstance(event, (PhaseChanged, RoundEnded)):
            self._sync_phases()
        if isinstance(event, RoundEnded):
            self._round_over()
            self._save()

    def _keep_plans(self) -> None:
        """The boards' tokens into the draft's plans, saved: nothing placed is lost."""
        self.draft.fit_plans()
        for seat, row in enumerate(self.rows):
            self.draft.plans[seat] = (self.table.android_tokens(row.index) if row.android
                                      else self.table.player_tokens(row.index))
        self._save()

    def _round_over(self) -> None:
        """The boards' tokens into the crew's plans; the entry comes next."""
        while self.table.closed < 3:
            self._close_phase(self.table.closed + 1)
        self.draft.stage = "entry"
        self.state = "over"
        self._keep_plans()

    def _finish(self, result: Any) -> None:
        if result is True:
            if self.draft.stage != "entry":
                self._round_over()
            result = self.draft
        elif result is False:
            result = None
        super()._finish(result)

    def action_carry_on(self) -> None:
        self._finish(True)

    def action_abandon(self) -> None:
        if self.state != "practice":
            super().action_abandon()
            return

        def answer(yes: bool | None) -> None:
            if yes:
                self._finish(False)

        self.app.push_screen(ConfirmScreen(_("Abandon this practice?"), _("The mission stays saved; "
                                           "starting again deals afresh."), yes=_("Abandon"),
                                           no=_("Keep planning"), default=False, warning=True), answer)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "played_elsewhere":     # the round is played here, on these boards
            return False
        if action == "practice":
            return self.state in ("ready", "loading") and self.prepared is not None
        if action == "close_phase":
            return self.state == "practice"
        if action == "suggest" and (self.deck_hidden or self.secret()):   # the coach would turn the
            return False                                                   # cards over, or show the hands
        if action == "hand_over":
            return self.terminal.hidden and self.state not in ("over", "error")
        if action in ("pick_up", "incoming_data", "transfer"):
            return not self.solo and self.planning
        if action == "teleport":         # shown whenever a Teleporter flies: it says when
            return self.planning and self.draft.teleporter() is not None
        if action == "giver":        # with hidden hands the holder gives: his are the cards seen
            return not self.solo and self.planning and len(self.players) > 1 and not self.terminal.hidden \
                and len(self.players) < len(self.rows)
        if self.state == "practice":
            if action == "abandon":
                return True
            if action in ("start", "pause", "resume", "end_now", "carry_on", "leave"):
                return False
        return super().check_action(action, parameters)

    def action_suggest(self) -> None:
        """The coach's plan for this practice mission, from the cards the app dealt."""
        from spacealert_tui.tui.screens.suggest import suggest_for

        suggest_for(self.app, self.draft, deal=self.table.deal)

    # -------------------------------------------------------------------- cards

    @property
    def planning(self) -> bool:
        return self.state in ("running", "practice")

    @on(ActionBoards.Pending)
    @on(ActionBoards.Moved)
    def _boards_changed(self, message: ActionBoards.Pending | ActionBoards.Moved) -> None:
        message.stop()
        self.refresh_view()

    def source(self, r: int) -> tuple[ActionCard, ...]:
        """The cards a key on row `r` takes from: face up (solo), the player's hand, or
        for an android the giving player's hand."""
        row = self.rows[r]
        if self.solo:
            return self.table.face_up
        if not row.android and row.index in self.secret():   # never counted for the holder
            return ()
        return self.table.hands[self.giver if row.android else row.index]

    def card_for(self, r: int, pick: Pick) -> ActionCard:
        """The physical card a pick names: the heroic card, or one from the row's source."""
        row = self.rows[r]
        if pick.action == "spec":
            return self.special_for(r, pick.move or "spec")
        if pick.action is None and pick.move is None:
            own = (self.table.deal.own_cards(row.index) if row.android
                   else self.table.hands[row.index])
            heroic = [c for c in own if c.heroic]
            if not heroic:
                raise DealError(_("{name} holds no heroic card").format(name=row.name))
            return heroic[0]
        candidates = [c for c in self.source(r) if not (c.heroic or c.special)
                      and (pick.action is None or c.action == pick.action)
                      and (pick.move is None or c.move == pick.move)]
        if not candidates:
            want = group_words(pick.action or "?", pick.move or "?") if pick.action and pick.move \
                else (pick.action or pick.move)
            if self.solo:
                raise DealError(_("no {card} card left face up").format(card=want))
            raise DealError(_("no {card} card left in {name}'s hand").format(card=want, name=self._holder(r)))
        if pick.action is None or pick.move is None:   # "any": the most plentiful group
            counts = Counter((c.action, c.move) for c in candidates)
            best = max(counts, key=lambda k: (counts[k], -candidates.index(
                next(c for c in candidates if (c.action, c.move) == k))))
            return next(c for c in candidates if (c.action, c.move) == best)
        return candidates[0]

    def special_for(self, r: int, token: str) -> ActionCard:
        """The special card that plays `token` on row `r`: a player's from hand, an
        android's own; `spec` takes the basic card first, then the advanced one light
        half up; a card already on the android's board last (solo moves it)."""
        row = self.rows[r]
        if row.android:
            own = self.table.deal.own_cards(row.index)
            cards = sorted((c for c in own if c.special),
                           key=lambda c: self.table.lies_at(True, row.index, c) is not None)
        else:
            cards = [c for c in self.table.hands[row.index] if c.special]
        found = [c for c in cards if c.move == token] if token == "spec_adv" else \
            sorted((c for c in cards if c.action == token), key=lambda c: c.move != "spec")
        if not found:
            if not any(c.special for c in (self.table.deal.own_cards(row.index) if row.android
                                           else self.table.deal.players[row.index].special)):
                raise DealError(_("{name} has no special card").format(name=row.name))
            raise DealError(_("{name} has no special card left for {token}").format(
                name=row.name, token=cell_text(token)))
        return found[0]

    def _holder(self, r: int) -> str:
        row = self.rows[r]
        return self.players[self.giver].name if row.android else row.name

    def place(self, r: int, turn: int, pick_or_card: Any, up: str | None = None) -> bool:
        """Put a card on row `r`'s board; a refusal is shown, and False returned."""
        if not self.planning:
            self.show_message(_("Start the round first (space), or p: practice without the clock.")
                              if self.state == "ready" else _("No more planning now."))
            return False
        if self._not_holders(r):
            return False
        self._sync_phases()
        row = self.rows[r]
        where = pick_or_card.place if isinstance(pick_or_card, Pick) else ""
        try:
            if isinstance(pick_or_card, Pick):
                card = self.card_for(r, pick_or_card)
                up = pick_or_card.up
            else:
                card = pick_or_card
            table = self._laid(row, card, turn, up, where)
        except DealError as exc:
            self._refuse(exc)
            return False
        token = table.space_token(row.android, row.index, turn)
        if "+spec" in token:      # a stack: refused for the reasons the entry (and the record) give
            why = plan_check(self.draft)(r, turn, token)
            if why:
                self.show_message(why)
                self.app.bell()
                return False
        self.table = table
        self.message = ""
        self._keep_plans()
        self.refresh_view()
        return True

    def _laid(self, row: BoardRow, card: ActionCard, turn: int, up: str | None, where: str) -> Table:
        """The table with `card` on a turn of row's board: alone, stacked on the space's
        card (`where="stack"`), or laid under the special card there (`"under"`)."""
        table, i = self.table, row.index
        gift = row.android and (self.solo or card in table.deal.own_cards(i))
        by = None if gift or not row.android else self.giver
        if where == "stack":
            return table.stack_android(i, card, turn, up) if row.android else table.stack(i, card, turn, up)
        if where == "under":
            return table.lay_under(row.android, i, card, turn, up, by=by)
        if row.android:
            return table.program_android(i, card, turn, up, by=by)
        return table.play(i, card, turn, up)

    def clear(self, r: int, turn: int) -> bool:
        if not self.planning or self._not_holders(r):
            return False
        self._sync_phases()
        row = self.rows[r]
        try:
            if row.android:
                self.table = self.table.clear_android(row.index, turn)
            else:
                self.table = self.table.take_back(row.index, turn)
        except DealError as exc:
            self._refuse(exc)
            return False
        self._keep_plans()
        self.refresh_view()
        return True

    def _not_holders(self, r: int) -> bool:
        """Another player's board while the hands are hidden: said, and True."""
        row = self.rows[r]
        if row.android or row.index not in self.secret():
            return False
        self.show_message(not_yours(row.name, self.players[self.terminal.at].name))
        self.app.bell()
        return True

    def _refuse(self, exc: DealError) -> None:
        self.show_message(_("Refused: {reason}.").format(reason=self.reason(exc)))
        self.app.bell()

    def reason(self, exc: DealError) -> str:
        """Why the rules refuse, in the crew's language, the seats called by the crew's names."""
        values = getattr(exc, "values", None)
        template = getattr(exc, "template", None)
        if not values or template is None:
            return self.named(tr(str(exc)))
        return _(template).format(**{k: self._seat_name(k, v) if k in SEATS else tr(v) if isinstance(v, str)
                                     else v for k, v in values.items()})

    def _seat_name(self, key: str, n: Any) -> str:
        """The name of the rules' "player n" / "android n"."""
        android = key == "android"
        row = next((r for r in self.rows if r.android == android and r.index == n), None)
        return row.name if row is not None else SEATS[key].format(n=n)

    def named(self, text: str) -> str:
        """The rules' "player 0" / "android 1" said with the crew's names."""
        def name(match: re.Match) -> str:
            android, n = match[1] == "android", int(match[2])
            row = next((r for r in self.rows if r.android == android and r.index == n), None)
            return row.name if row is not None else match[0]
        return re.sub(r"\b(player|android) (\d+)\b", name, text)

    # -------------------------------------------------------------------- the players' keys

    def _cursor_player(self) -> int | None:
        """The player on the cursor's row; None (said on screen) on an android's row. With
        hidden hands the holder of the terminal, whatever row the cursor is on."""
        if self.terminal.hidden:
            return self.terminal.at
        row = self.rows[self.query_one(ActionBoards).row]
        if row.android:
            self.show_message(_("{name} is an android: move to a player's row.").format(name=row.name))
            return None
        return row.index

    def action_pick_up(self) -> None:
        p = self._cursor_player()
        if p is None:
            return
        try:
            self.table = self.table.pick_up(p)
        except DealError as exc:
            self._refuse(exc)
            return
        phase = self.table.picked_up[p]
        self.show_message(_("{name} picks up phase {phase}'s cards: turns {turns} are fixed for "
                            "{name}.").format(name=self.players[p].name, phase=phase,
                                              turns=turns_of(phase - 1)))
        self.refresh_view()

    def action_incoming_data(self) -> None:
        p = self._cursor_player()
        if p is None:
            return
        name = self.players[p].name
        if not self.draws[p]:
            self.show_message(_("{name} has no card to draw: only after \"incoming data\", "
                                "one card each, until the phase ends.").format(name=name))
            return
        try:
            self.table, card = self.table.incoming_data(p)
        except DealError as exc:
            self._refuse(exc)
            return
        self.draws[p] -= 1
        self.show_message(_("{name} draws {card}.").format(name=name, card=group_words(card.action, card.move)))
        self.refresh_view()

    def action_transfer(self) -> None:
        p = self._cursor_player()
        if p is None:
            return
        name = self.players[p].name
        if p not in self.gives:
            self.show_message(_("{name} cannot give a card now: only during a data transfer, "
                                "one card each, before the beep.").format(name=name))
            return
        hand = [c for c in self.table.hands[p] if not (c.heroic or c.special)]
        if not hand:
            self.show_message(_("{name} holds no card that can be given (heroic cards never are).").format(
                name=name))
            return
        from spacealert_tui.tui.screens.transfer import TransferScreen
        receivers = [(q, r.name) for q, r in enumerate(self.players) if q != p]
        self.app.push_screen(TransferScreen(name, hand, receivers),
                             lambda answer: self._transferred(p, answer))

    def _transferred(self, p: int, answer: tuple[ActionCard, int] | None) -> None:
        if answer is None:
            return
        card, receiver = answer
        if p not in self.gives:       # the beep sounded while the card was chosen
            self.show_message(_("Too late: the data transfer is over."))
            return
        try:
            self.table = self.table.transfer(p, receiver, card)
        except DealError as exc:
            self._refuse(exc)
            return
        self.gives.discard(p)
        self.show_message(_("{name} gives {card} to {receiver}.").format(
            name=self.players[p].name, card=group_words(card.action, card.move),
            receiver=self.players[receiver].name))
        self.refresh_view()

    def _teleport_words(self) -> str:
        seat = self.draft.teleporter()
        return _("{name} (teleporter) may place the teleport tokens now (F6)").format(
            name=seat.name if seat else "")

    def _teleport_reminder(self, t: float) -> str:
        """With the clock only: without it the phase's computer calls already say it."""
        return self._teleport_words() if self.teleport_open and self.state == "running" else ""

    def action_teleport(self) -> None:
        """The Teleporter's tokens, laid during a data transfer: the crew lays them for an
        android Teleporter, a solo player for his (ruling NS18)."""
        seat = self.draft.teleporter()
        if seat is None:
            return
        if not self.teleport_open:
            self.show_message(_("The teleport tokens can be placed only during a data transfer, "
                                "before the beep.") + " " + tokens_line(self.draft))
            return
        from spacealert_tui.tui.screens.teleport import TeleportScreen
        self.app.push_screen(TeleportScreen(seat.name, [s.name for s in self.draft.crew],
                                            dict(seat.teleport)), self._teleported)

    def _teleported(self, answer: dict[str, str] | None) -> None:
        if answer is None:
            return
        if not self.teleport_open:        # the beep sounded while the holders were chosen
            self.show_message(_("Too late: the data transfer is over."))
            return
        for token, holder in answer.items():
            self.draft.place_token(token, holder)
        self._save()
        self.show_message(tokens_line(self.draft))
        self.refresh_view()

    def action_giver(self) -> None:
        if self.terminal.hidden:         # the holder gives (`o` hands the terminal over)
            return
        self.giver = (self.giver + 1) % len(self.players)
        self.show_message(_("Cards for the androids now come from {name}'s hand.").format(
            name=self.players[self.giver].name))
        self.refresh_view()

    # -------------------------------------------------------------------- the terminal

    def secret(self) -> frozenset[int]:
        """The players whose hands the screen hides now (`Terminal.secret`)."""
        moment = ("over" if self.state in ("over", "error") else "planning" if self.planning
                  else "before")
        return self.terminal.secret(moment)

    def action_hand_over(self) -> None:
        """Everything hidden until the next player says he holds the terminal."""
        from spacealert_tui.tui.screens.hand_over import HandOverScreen
        self.app.push_screen(HandOverScreen([p.name for p in self.players], self.terminal.next(),
                                            status=self._status_text), self._handed_over)

    def _handed_over(self, player: int | None) -> None:
        if player is None:
            return
        self.terminal = self.terminal.passed_to(player)
        self.giver = player              # the androids' cards come from the hand he sees
        boards = self.query_one(ActionBoards)
        boards.pending, boards.under = "", False     # the keys half typed were the last holder's
        boards.row = next(r for r, row in enumerate(self.rows) if not row.android and row.index == player)
        boards.refresh()
        self._clear_message()            # "Ana draws A/red" was for Ana

    # -------------------------------------------------------------------- drawing

    def refresh_view(self) -> None:
        if not self.is_mounted:
            return
        self._sync_phases()
        super().refresh_view()
        boards = self.query_one(ActionBoards)
        secret = self.secret()
        boards.show(self.table, editable=self.planning,
                    backs=back_rows([(row.android, row.index) for row in self.rows], secret))
        if self.solo:
            self.query_one(FaceUpPool).show(self.table.face_up, hidden=self.deck_hidden,
                                            compact=not (self.has_class("-wide") or self.has_class("-tall")))
        else:
            t, short = self.table, self.has_class("-short")
            self._set("#solo-hands", self._hands_text(boards.row, only_cursor=short),
                      key=(boards.row, short, t.hands, t.picked_up, tuple(self.draws.items()),
                           tuple(sorted(self.gives)), self.giver, secret, self.terminal.at))
        hint = boards.pending_text() or self._cursor_text(boards)
        self._set("#solo-hint", Text(hint, style="bold" if boards.pending else ""),
                  key=(hint, bool(boards.pending)))
        self._set("#solo-status", self._status_text())
        cards = self.query_one("#solo-cards")
        face_up = (ngettext("Android boards · {n} card face down", "Android boards · {n} cards face down",
                            len(self.table.face_up)) if self.deck_hidden else
                   ngettext("Android boards · {n} card face up", "Android boards · {n} cards face up",
                            len(self.table.face_up)))
        title = (face_up.format(n=len(self.table.face_up)) if self.solo
                 else ngettext("Action boards · {n} card in the deck", "Action boards · {n} cards in the deck",
                               len(self.table.draw_pile)).format(n=len(self.table.draw_pile)))
        if self.terminal.hidden:         # whose hand shows, in a title every layout draws
            title += " · " + holder_title(self.players[self.terminal.at].name)
        if cards.border_title != title:
            cards.border_title = title

    def _hands_text(self, cursor: int, *, only_cursor: bool = False) -> RichTable | Text:
        """One row per player: the phase they plan, their cards, what they may still do.
        `only_cursor` (short terminals): the cursor's player only, or the androids' giver.
        With hidden hands, the holder's cards only (the others': how many)."""
        secret = self.secret()
        if len(secret) == len(self.players) and self.players:       # before the round
            return Text(before_words(self.players[self.terminal.at].name))
        grid = RichTable.grid(padding=(0, 1))
        grid.add_column(no_wrap=True)
        grid.add_column(ratio=1)
        here = self.rows[cursor]
        shown = self.terminal.at if secret else self.giver if here.android else here.index
        for p, row in enumerate(self.players):
            if only_cursor and p != shown:
                continue
            mark = "▶" if (p == self.terminal.at if secret else not here.android and here.index == p) else " "
            who = Text(f"{mark}{row.name[:11]:<11}", style="bold" if mark != " " else "")
            who.append(" " + _("ph {n}").format(n=self.table.picked_up[p]), style="dim")
            if p in secret:
                grid.add_row(who, Text(hidden_hand(len(self.table.hands[p])), style="dim"))
                continue
            cards = Text(hand_text(self.table.hands[p]))
            extras = []
            if self.draws[p]:
                extras.append(_("may draw {n} (i)").format(n=self.draws[p]))
            if p in self.gives:
                extras.append(_("may give 1 (t)"))
            if p == self.giver and len(self.players) < len(self.rows):
                extras.append(_("gives to androids"))
            if extras:
                cards.append(" · " + " · ".join(extras), style="bold")
            grid.add_row(who, cards)
        return grid

    def _cursor_text(self, boards: ActionBoards) -> str:
        row, turn = self.rows[boards.row], boards.turn
        board = (self.table.android_boards if row.android else self.table.player_boards)[row.index]
        slot = board[turn - 1]
        phase = phase_of(turn)
        where = (_("{name} T{turn} LOCKED") if phase <= self.table.closed else _("{name} T{turn}")).format(
            name=row.name, turn=turn)
        top = self.table.top(row.android, row.index, turn)
        if slot is None:
            what = _("empty")
        elif not row.android and row.index in self.secret():
            what = back_words(slot[1])
        elif top is not None:
            token = self.table.space_token(row.android, row.index, turn)
            what = f"{cell_text(token)} ({words(token)})"
        else:
            card, up = slot
            shown = (heroic_name(card) if card.heroic else special_name(card) if card.special
                     else group_words(card.action, card.move))
            what = _("{token} ({card}, {side} up)").format(token=card.token(up), card=shown,
                                                           side=side_word(up))
        extra = ""
        if not self.solo and row.android:
            extra = " · " + _("cards from {name}").format(name=self.players[self.giver].name) \
                if self.players else ""
        elif not self.solo and phase > self.table.picked_up[row.index]:
            extra = " · " + _("u: pick up phase {phase}'s cards").format(phase=phase)
        if self.table.deal.specialized:
            keys = _(SPECIAL_DOUBLE_KEYS_HELP if self.draft.double_actions else SPECIAL_KEYS_HELP)
        else:
            keys = _(DOUBLE_KEYS_HELP if self.draft.double_actions else KEYS_HELP)
        return f"{where}: {what}{extra} · {keys}"

    def _status_text(self) -> Text:
        text = Text(no_wrap=True, overflow="ellipsis")
        phases = len(self.prepared.timeline.phase_ends) if self.prepared else 3
        if self.state == "practice":
            phase = self.table.closed + 1
            text.append(_("PRACTICE · PHASE {phase} of 3").format(phase=phase), style="bold")
            text.append(" · " + _("no clock · n: close phase {phase} (locks turns {turns})").format(
                phase=phase, turns=turns_of(phase)))
            return text
        scheduler = self.scheduler
        if self.state == "error":
            text.append(_("CANNOT PLAY"), style="bold")
            return text
        if self.state == "over":
            text.append(_("ROUND OVER"), style="bold")
            text.append(" · " + _("enter: go on to the entry"))
            return text
        if scheduler is None:
            text.append(_("READY"), style="bold")
            text.append(" · " + _("space: start the soundtrack · p: practice without the clock"))
            return text
        phase = min(scheduler.phase, phases)
        left = scheduler.phase_remaining()
        text.append(_("PHASE {phase} of {phases}").format(phase=phase, phases=phases), style="bold")
        text.append(" · " + _("ends in {left} · {now} of {total}").format(
            left=m_ss(left + 0.999), now=m_ss(scheduler.mission_time()),
            total=m_ss(self.prepared.timeline.duration)))
        if scheduler.paused:
            text.append(" · " + _("‖ PAUSED"), style="bold reverse")
        else:
            text.append(" · " + _("▶ playing"))
        return text

    def _alert_text(self, t: float) -> tuple[str, str]:
        if self.state == "practice":
            if not self.ignored_calls:
                return "", ""
            said = ", ".join(_(call) for call in dict.fromkeys(self.ignored_calls))
            return _("This phase the computer also says: {calls} · ignored in solo").format(calls=said), "dim"
        if self.state == "ready":
            return _("Space: start the soundtrack · p: practice without the clock."), ""
        alert, style = super()._alert_text(t)
        data = self.data if alert and self.state not in ("error", "loading", "over") else None
        kind, ignored = (data[0], data[4]) if data is not None else ("", False)
        if data is not None and ignored:        # said by the computer, nothing to do for this crew
            return _("{call} · ignored in solo").format(call=self._call_heading(t, data)), "dim"
        if kind == "incoming_data" and self.draft.double_actions and not self.solo \
                and len(self.players) < len(self.rows):     # the androids' cards (RD10)
            alert += _(", and the crew 1 per android")
        if not alert and self.comms_ignored_until is not None and t < self.comms_ignored_until:
            return _("COMMS DOWN · ignored in solo: go on planning"), "dim"
        return alert, style

    def _call_heading(self, t: float, data: tuple[str, float, float, float | None, bool]) -> str:
        """The computer's message being shown: INCOMING DATA, DATA TRANSFER (CLOSED once its beep sounded)."""
        kind, beep = data[0], data[3]
        if kind == "data_transfer" and beep is not None and not (self.beeped_at is None and t < beep):
            return _("DATA TRANSFER CLOSED")
        return _(COMPUTER_CALLS.get(kind, kind))

    def _who(self, kind: str) -> str:
        return _("You") if self.solo else super()._who(kind)

    def _intro_text(self) -> str:
        from spacealert_tui.tui.widgets.card_input import level_word as deck_word    # a deck's word
        d = self.draft
        if d.threat_source == "virtual":
            return _("No threat announced yet. The app draws the threats (common {common}, serious "
                     "{serious}, seed {seed}).").format(common=deck_word(d.common_level),
                                                        serious=deck_word(d.serious_level), seed=d.deck_seed)
        return _("No threat announced yet. Draw the threat cards from the decks as they are announced.")

    def _threats_renderable(self) -> Group | Text:
        shown = super()._threats_renderable()
        if not self.computer_calls:
            return shown
        return Group(shown, Text("\n".join(self.computer_calls), style="dim"))


#: The threat decks' levels as a line of text says them.
LEVEL_WORDS = {"mixed": N_("mixed"), "red+yellow": N_("red + yellow"), "all": N_("all three")}


def level_word(level: str) -> str:
    """A threat deck's level in the crew's language ("white" is a card's colour)."""
    return pgettext("card color", level) if level in ("white", "yellow", "red") else \
        _(LEVEL_WORDS.get(level, level))


def side_word(up: str) -> str:
    """The half of a card played on top, as the cursor's line says it."""
    words = {"action": pgettext("card half", "action"), "move": pgettext("card half", "move"),
             "single": pgettext("card half", "single"), "double": pgettext("card half", "double")}
    return words.get(up, up)


def turns_of(phase: int) -> str:
    return {1: "1-3", 2: "4-7", 3: "8-12"}.get(phase, "?")


# -------------------------------------------------------------------- starting one

def start_solo(app: Any, draft: MissionDraft | None = None, *, practice: bool = False,
               clock: Any = None) -> Any:
    """Practice through the table flow: the set-up screen (a solo crew) unless the draft
    is past it, the planning round, then entry, board and score as for any mission."""
    from spacealert_tui.tui.table_flow import TableFlow

    if draft is None:
        draft = new_solo_draft(language=current_language())   # the app's: --lang, Settings, locale
        from spacealert_tui.tui.screens.setup import owned_sets
        draft.card_sets = owned_sets(app)    # a crew owning the expansion: its Rules line too
    flow = TableFlow(app, draft, clock=clock)
    flow.practice = practice
    flow.start()
    return flow
