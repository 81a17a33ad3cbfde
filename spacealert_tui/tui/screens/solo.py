"""Solo practice: "A solas en el espacio" (rulebook §5.5), one person planning four androids.

`SoloScreen(draft, *, audio=None, clock=None, practice=False)` is the action round of a
solo crew (four android seats): the same soundtrack, clock, threats and subtitles as
`ActionRoundScreen` (it *is* one, with the android boards added), plus

- the four androids' boards, each with its heroic card (dealt by `deal(4, 4, seed,
  variant="solo")` from `draft.deck_seed`, shown from the start);
- the 90 normal cards lying face up, grouped by card (`A/red 10`): a card placed on a
  board leaves them, a card taken off comes back (`rules.action_deck.Table`);
- a phase's turns lock when the computer ends the phase (`Table.close_phase`); a card
  placed there after is refused with the reason;
- incoming data, data transfers and comms breaks are shown as "ignored in solo".

`practice=True` (or `p` before starting) plays without the soundtrack and the clock: the
threats of a phase are dealt when it opens, `n` closes the phase.

When the round ends the boards' tokens go into the android seats' plans, `draft.stage =
"entry"`, the draft is saved and the screen dismisses with the draft (None when
abandoned): the entry screen then shows the plans already filled.
"""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from rich.console import Group
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Footer, Header, Static

from spacealert_tui.mission.scheduler import PhaseChanged, RoundEnded
from spacealert_tui.record.draft import MissionDraft
from spacealert_tui.rules.action_deck import DealError, Table, deal
from spacealert_tui.tui.screens.action_round import (ActionRoundScreen, RoundConfirmScreen,
                                                     RoundEvent, m_ss)
from spacealert_tui.tui.widgets.android_boards import (AndroidBoards, FaceUpPool, Pick,
                                                       group_name, heroic_name, phase_of)

HERE = Path(__file__).parent
KEYS_HELP = "asdf/rbl + other half · h m heroic · x clear"


def android_seats(draft: MissionDraft) -> list[int]:
    """The crew seats of the androids, in seat order (android 0, 1, ... of the deal)."""
    return [i for i, seat in enumerate(draft.crew) if seat.android]


def is_solo(draft: MissionDraft) -> bool:
    return len(draft.crew) == 4 and all(seat.android for seat in draft.crew)


class SoloScreen(ActionRoundScreen):
    """The action round of one person and four androids, cards placed from the keyboard."""

    CSS_PATH = [HERE / "action_round.tcss", HERE / "solo.tcss"]
    SUB_TITLE = "Solo practice"
    BINDINGS = [
        Binding("p", "practice", "Practice (no clock)"),
        Binding("n", "close_phase", "Close the phase"),
    ]

    def __init__(self, draft: MissionDraft, *, audio: Any = None,
                 clock: Callable[[], float] | None = None, practice: bool = False,
                 sleep: Callable[[float], None] | None = None) -> None:
        super().__init__(draft, audio=audio, clock=clock, sleep=sleep)
        self.practice = practice
        self.seats = android_seats(draft)
        self.table: Table = Table.start(deal(4, 4, draft.deck_seed, variant="solo"))
        self.ignored: list[str] = []          # practice: ignored announcements, as lines
        self._announced_phase = 0             # practice: the phases whose threats are dealt

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
                    yield AndroidBoards([self.draft.crew[i].name for i in self.seats],
                                        place=self.place, clear=self.clear, id="solo-boards")
                    yield Static("", id="solo-hint", markup=False)
                    yield FaceUpPool("", id="solo-pool", markup=False)
                with VerticalScroll(id="round-threats", can_focus=False):
                    yield Static("", id="round-threat-list", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        if not is_solo(self.draft):
            raise ValueError("solo practice is a crew of four androids")
        super().on_mount()
        self.query_one("#solo-cards").border_title = "Android boards"
        self.query_one("#solo-pool").border_title = "Face up"
        self.query_one("#round-subtitle").border_title = "Computer"
        boards = self.query_one(AndroidBoards)
        boards.focus()
        self.refresh_view()

    # -------------------------------------------------------------------- the round

    def start_round(self) -> None:
        self.table = Table.start(deal(4, 4, self.draft.deck_seed, variant="solo"))
        super().start_round()

    def action_practice(self) -> None:
        """Plan without the soundtrack: threats phase by phase, `n` closes a phase."""
        if self.state not in ("ready", "loading") or self.prepared is None:
            return
        self.practice = True
        self.table = Table.start(deal(4, 4, self.draft.deck_seed, variant="solo"))
        self.draft.threats = []
        self.draft.stage = "action"
        self.calls = []
        self.ignored = []
        self._announced_phase = 0
        if self.draft.threat_source == "virtual":
            from spacealert_tui.rules.decks import ThreatDecks
            self._decks = ThreatDecks(self.draft.common_level, self.draft.serious_level,
                                      self.draft.deck_seed)
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
        """Practice: deal the threats (and note what solo ignores) of the timeline's phase."""
        assert self.prepared is not None
        script = self.prepared.script
        for index, ann in enumerate(script.announcements):
            if self._timeline_phase(ann.start) != phase:
                continue
            if ann.kind == "threat" and index in self.prepared.threat_calls:
                self._announce_threat(index)
            elif ann.kind in ("incoming_data", "data_transfer", "comms_down"):
                what = {"incoming_data": "INCOMING DATA", "data_transfer": "DATA TRANSFER",
                        "comms_down": "COMMS DOWN"}[ann.kind]
                self.ignored.append(f"{m_ss(ann.start)} {what} · ignored in solo")
        self._announced_phase = phase

    def action_close_phase(self) -> None:
        if self.state != "practice":
            return
        phase = self.table.closed + 1
        self.table = self.table.close_phase(phase)
        phases = len(self.prepared.timeline.phase_ends) if self.prepared else 3
        if self.table.closed >= 3:
            self._round_over()
            self._finish(True)
            return
        if phase + 1 <= phases:
            self._announce_phase(phase + 1)
        self.show_message(f"Phase {phase} is over: turns {turns_of(phase)} are locked.")
        self.refresh_view()

    def _sync_phases(self) -> None:
        """Close on the table every phase the computer has ended."""
        scheduler = self.scheduler
        if scheduler is None:
            return
        target = 3 if scheduler.round_over else min(3, scheduler.phase - 1)
        while self.table.closed < target:
            self.table = self.table.close_phase(self.table.closed + 1)

    @on(RoundEvent)
    def _solo_round_event(self, message: RoundEvent) -> None:
        if isinstance(message.event, (PhaseChanged, RoundEnded)):
            self._sync_phases()
        if isinstance(message.event, RoundEnded):
            self._round_over()
            self._save()

    def _round_over(self) -> None:
        """The boards' tokens into the androids' plans; the entry comes next."""
        while self.table.closed < 3:
            self.table = self.table.close_phase(self.table.closed + 1)
        self.draft.fit_plans()
        for a, seat in enumerate(self.seats):
            self.draft.plans[seat] = self.table.android_tokens(a)
        self.draft.stage = "entry"
        self.state = "over"
        self._save()

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

        self.app.push_screen(RoundConfirmScreen("Abandon this solo practice?\n\nThe mission "
                                                "stays saved; starting again deals afresh.",
                                                yes="Abandon", no="Keep planning"), answer)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "practice":
            return self.state in ("ready", "loading") and self.prepared is not None
        if action == "close_phase":
            return self.state == "practice"
        if self.state == "practice":
            if action == "abandon":
                return True
            if action in ("start", "pause", "resume", "end_now", "carry_on", "leave"):
                return False
        return super().check_action(action, parameters)

    # -------------------------------------------------------------------- cards

    @property
    def planning(self) -> bool:
        return self.state in ("running", "practice")

    @on(AndroidBoards.Pending)
    def _pending(self, message: AndroidBoards.Pending) -> None:
        message.stop()
        self.refresh_view()

    def card_for(self, android: int, pick: Pick):
        """The physical card a pick names: the own heroic card, or a face-up one."""
        if pick.action is None and pick.move is None:
            return self.table.deal.androids[android]
        candidates = [c for c in self.table.face_up
                      if (pick.action is None or c.action == pick.action)
                      and (pick.move is None or c.move == pick.move)]
        if not candidates:
            want = group_name(pick.action or "?", pick.move or "?") if pick.action and pick.move \
                else (pick.action or pick.move)
            raise DealError(f"no {want} card left face up")
        if pick.action is None or pick.move is None:   # "any": the most plentiful group
            from collections import Counter
            counts = Counter((c.action, c.move) for c in candidates)
            best = max(counts, key=lambda k: (counts[k], -candidates.index(
                next(c for c in candidates if (c.action, c.move) == k))))
            return next(c for c in candidates if (c.action, c.move) == best)
        return candidates[0]

    def place(self, android: int, turn: int, pick_or_card: Any, up: str | None = None) -> bool:
        """Put a card on an android's board; a refusal is shown, and False returned."""
        if not self.planning:
            self.show_message("Start the round first (space), or p: practice without the clock."
                              if self.state == "ready" else "No more planning now.")
            return False
        self._sync_phases()
        try:
            if isinstance(pick_or_card, Pick):
                card = self.card_for(android, pick_or_card)
                up = pick_or_card.up
            else:
                card = pick_or_card
            self.table = self.table.program_android(android, card, turn, up or "action")
        except DealError as exc:
            self.show_message(f"Refused: {exc}.")
            self.app.bell()
            return False
        self.message = ""
        self.refresh_view()
        return True

    def clear(self, android: int, turn: int) -> bool:
        if not self.planning:
            return False
        self._sync_phases()
        try:
            self.table = self.table.clear_android(android, turn)
        except DealError as exc:
            self.show_message(f"Refused: {exc}.")
            return False
        self.refresh_view()
        return True

    # -------------------------------------------------------------------- drawing

    def refresh_view(self) -> None:
        if not self.is_mounted:
            return
        self._sync_phases()
        super().refresh_view()
        boards = self.query_one(AndroidBoards)
        boards.show(self.table, editable=self.planning)
        self.query_one(FaceUpPool).show(self.table.face_up,
                                        compact=not (self.has_class("-wide") or self.has_class("-tall")))
        hint = boards.pending_text() or self._cursor_text(boards)
        self._set("#solo-hint", Text(hint, style="bold" if boards.pending else ""),
                  key=(hint, bool(boards.pending)))
        self._set("#solo-status", self._status_text())
        cards = self.query_one("#solo-cards")
        title = f"Android boards · {len(self.table.face_up)} cards face up"
        if cards.border_title != title:
            cards.border_title = title

    def _cursor_text(self, boards: AndroidBoards) -> str:
        a, turn = boards.android, boards.turn
        name = self.draft.crew[self.seats[a]].name if a < len(self.seats) else f"Android {a + 1}"
        slot = self.table.android_boards[a][turn - 1]
        phase = phase_of(turn)
        where = f"{name} T{turn}{' LOCKED' if phase <= self.table.closed else ''}"
        if slot is None:
            what = "empty"
        else:
            card, up = slot
            shown = heroic_name(card) if card.heroic else group_name(card.action, card.move)
            what = f"{card.token(up)} ({shown}, {up} up)"
        return f"{where}: {what} · {KEYS_HELP}"

    def _status_text(self) -> Text:
        text = Text(no_wrap=True, overflow="ellipsis")
        phases = len(self.prepared.timeline.phase_ends) if self.prepared else 3
        if self.state == "practice":
            phase = self.table.closed + 1
            text.append(f"PRACTICE · PHASE {phase} of 3", style="bold")
            text.append(f" · no clock · n: close phase {phase} (locks turns {turns_of(phase)})")
            return text
        scheduler = self.scheduler
        if self.state == "error":
            text.append("CANNOT PLAY", style="bold")
            return text
        if self.state == "over":
            text.append("ROUND OVER", style="bold")
            text.append(" · enter: go on to the entry")
            return text
        if scheduler is None:
            text.append("READY", style="bold")
            text.append(" · space: start the soundtrack · p: practice without the clock")
            return text
        phase = min(scheduler.phase, phases)
        left = scheduler.phase_remaining()
        text.append(f"PHASE {phase} of {phases}", style="bold")
        text.append(f" · ends in {m_ss(left + 0.999)} · {m_ss(scheduler.mission_time())} of "
                    f"{m_ss(self.prepared.timeline.duration)}")
        if scheduler.paused:
            text.append(" · ‖ PAUSED", style="bold reverse")
        else:
            text.append(" · ▶ playing")
        return text

    def _alert_text(self, t: float) -> tuple[str, str]:
        if self.state == "practice":
            return "", ""
        if self.state == "ready":
            return "Space: start the soundtrack · p: practice without the clock.", ""
        alert, style = super()._alert_text(t)
        if " (solo: ignore)" in alert:
            alert, style = alert.split(" (solo: ignore)")[0] + " · ignored in solo", "dim"
        if not alert and self.comms_ignored_until is not None and t < self.comms_ignored_until:
            return "COMMS DOWN · ignored in solo: go on planning", "dim"
        return alert, style

    def _who(self, kind: str) -> str:
        return "You"

    def _intro_text(self) -> str:
        d = self.draft
        if d.threat_source == "virtual":
            decks = (f"The app draws the threats (common {d.common_level}, serious "
                     f"{d.serious_level}, seed {d.deck_seed}).")
        else:
            decks = "Draw the threat cards from the decks as they are announced."
        return f"No threat announced yet. {decks}"

    def _threats_renderable(self) -> Group | Text:
        shown = super()._threats_renderable()
        if not self.ignored:
            return shown
        return Group(shown, Text("\n".join(self.ignored), style="dim"))


def turns_of(phase: int) -> str:
    return {1: "1-3", 2: "4-7", 3: "8-12"}.get(phase, "?")


# -------------------------------------------------------------------- starting one

def new_solo_draft(*, mission: str | None = None, seed: int | None = None,
                   common: str = "white", serious: str = "white", language: str = "en",
                   stage: str = "setup") -> MissionDraft:
    """A new mission for one person and four androids (the set-up screen's solo crew)."""
    import random

    from spacealert_tui.tui.screens.setup import SEED_LIMIT, draw_tracks, reshape_crew

    seed = random.randrange(1, SEED_LIMIT) if seed is None else seed
    kw: dict[str, Any] = {"soundtrack": mission} if mission else {}
    draft = MissionDraft.new(deck_seed=seed, common_level=common, serious_level=serious,
                             language=language, title="Solo practice", stage=stage, **kw)
    reshape_crew(draft, 1, False)
    draft.tracks = draw_tracks(seed)
    return draft


def start_solo(app: Any, draft: MissionDraft | None = None, *, practice: bool = False,
               clock: Any = None) -> Any:
    """Solo practice through the table flow: the set-up screen (a solo crew) unless the
    draft is past it, the solo round, then entry, board and score as for any mission."""
    from spacealert_tui.tui.table_flow import TableFlow

    flow = TableFlow(app, draft if draft is not None else new_solo_draft(), clock=clock)
    flow.practice = practice
    flow.start()
    return flow
