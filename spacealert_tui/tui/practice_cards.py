"""Practice's cards, apart from the screen: the deal for the crew, the table of hands and
boards, the rights the computer's messages give (incoming data, data transfer), and the
card a key names. No Textual here: `screens/solo.py` holds a `PracticeCards` beside its
`RoundController` and draws both.

The deal follows the crew (`deal_for`, `rules.action_deck`, rulebook §5): a solo crew's
face-up cards, a small crew's hands; a card named by a key (`Pick`) is found in the
row's source (face up, the player's hand, or for an android the giving player's hand).
"""
from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from typing import Any

from spacealert_tui.i18n import N_, _
from spacealert_tui.record.draft import MissionDraft
from spacealert_tui.rules.action_deck import (SEATS, ActionCard, Deal, DealError, Table, crew_players, deal,
                                              incoming_draws)
from spacealert_tui.mission.scheduler import ClipStarted, DataTransferDeadline, SchedulerEvent
from spacealert_tui.rules.text import tr
from spacealert_tui.tui.round_controller import RoundController
from spacealert_tui.tui.shared_terminal import Terminal
from spacealert_tui.tui.widgets.action_boards import BoardRow, Pick, cell_text, group_words
from spacealert_tui.tui.widgets.round_text import m_ss

COMPUTER_CALLS = {"incoming_data": N_("INCOMING DATA"), "data_transfer": N_("DATA TRANSFER"),
                  "comms_down": N_("COMMS DOWN")}
#: The computer's messages a solo crew ignores, as the line above the boards says them.
IGNORED_CALLS = {"incoming_data": N_("incoming data"), "data_transfer": N_("data transfer"),
                 "comms_down": N_("comms down")}


#: The last turn locked once so many phases are over.
LOCKED_TURNS = {0: 0, 1: 3, 2: 7}


def turns_of(phase: int) -> str:
    return {1: "1-3", 2: "4-7", 3: "8-12"}.get(phase, "?")


def teleport_words(draft: MissionDraft) -> str:
    seat = draft.teleporter()
    return _("{name} (teleporter) may place the teleport tokens now (F6)").format(name=seat.name if seat else "")


# -------------------------------------------------------------------- the crew and the deal


def is_solo(draft: MissionDraft) -> bool:
    return len(draft.crew) == 4 and all(seat.android for seat in draft.crew)


def plans_on_screen(draft: MissionDraft) -> bool:
    """The crew plans with the app's action deck (a solo crew always does). A crew the
    rulebook deals no cards for (a hand-edited draft) plans on paper instead."""
    if not (is_solo(draft) or draft.action_cards == "virtual"):
        return False
    try:
        crew_players(*draft.deal_shape())
    except DealError:
        return False
    return True


def deal_for(draft: MissionDraft) -> Deal:
    """Deal the action deck for the draft's crew from `draft.deck_seed` (§1, §5); with
    specializations, special cards instead of heroic ones (expansion rulebook p.14)."""
    size, androids, variant = draft.deal_shape()
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


# -------------------------------------------------------------------- the table


class PracticeCards:
    """The crew's cards as practice plays them (see the module docstring)."""

    def __init__(self, draft: MissionDraft, table: Table, *, hidden: bool) -> None:
        self.draft = draft
        self.rows = board_rows(draft)
        self.players = [r for r in self.rows if not r.android]
        self.table = table
        self.giver = 0                        # the player whose cards go on androids' boards
        self.draws: Counter[int] = Counter()  # player -> cards they may still draw (incoming data)
        self.gives: set[int] = set()          # players who may still give a card (data transfer)
        self.granted: set[int] = set()        # announcements whose rights were handed out
        self.computer_calls: list[str] = []   # practice: the phase's messages, as lines
        self.ignored_calls: list[str] = []    # practice, solo: this phase's messages ignored
        self.teleport_open = False            # a data transfer lets the Teleporter's tokens be laid
        self.coach_plan: list[list[str]] = []  # the coach's plan taken, laid as each phase opens
        #: who holds the terminal; with two or more players the others' hands stay hidden
        self.terminal = Terminal(len(self.players), hidden=hidden)

    @property
    def solo(self) -> bool:
        return self.table.solo

    @property
    def androids_fed(self) -> bool:
        """Players hand their cards to androids (a small crew with androids)."""
        return not self.solo and len(self.players) < len(self.rows)

    def reset(self, table: Table) -> None:
        """The round starts again: the cards dealt afresh, no right left."""
        self.table = table
        self.draws.clear()
        self.gives.clear()
        self.granted.clear()
        self.computer_calls = []
        self.ignored_calls = []
        self.teleport_open = False
        self.coach_plan = []

    def grant(self, index: int, kind: str) -> None:
        """An incoming data or data transfer announcement: each player's right, once."""
        if index in self.granted or self.solo:
            return
        self.granted.add(index)
        if kind == "incoming_data":     # with double actions, the androids' cards too (RD10)
            draws = incoming_draws(len(self.players), len(self.rows) - len(self.players),
                                   double=self.draft.double_actions, first=self.giver)
            self.draws.update(dict(enumerate(draws)))
        elif kind == "data_transfer" and len(self.players) > 1:
            self.gives = set(range(len(self.players)))

    def close_phase(self, phase: int) -> None:
        """The phase ends for everyone: its turns lock, the data rights lapse (ruling RD8)."""
        self.table = self.table.close_phase(phase)
        self.draws.clear()
        self.gives.clear()
        self.teleport_open = False
        self.follow_plan()

    def hear(self, event: SchedulerEvent, rc: RoundController) -> None:
        """The soundtrack's incoming data and data transfers give their rights as they are
        said; the beep ends the transfer's (and the Teleporter's) time."""
        if isinstance(event, ClipStarted) and event.clip.layer == "voice" and rc.prepared:
            index = event.clip.announcement
            if 0 <= index < len(rc.prepared.script.announcements):
                ann = rc.prepared.script.announcements[index]
                if ann.kind in ("incoming_data", "data_transfer") and not ann.ignored:
                    self.grant(index, ann.kind)
                if (ann.kind == "data_transfer" and event.clip.at == ann.start
                        and self.draft.teleporter() is not None):
                    self.teleport_open = True     # in solo too (ruling NS18)
        elif isinstance(event, DataTransferDeadline):
            self.gives.clear()            # the beep: cards handed over later do not count
            self.teleport_open = False

    def sync(self, rc: RoundController) -> bool:
        """Close on the table every phase the computer has ended (True: some were)."""
        if rc.scheduler is None:
            return False
        return self.close_to(3 if rc.scheduler.round_over else rc.scheduler.phase - 1)

    def close_to(self, target: int) -> bool:
        """Close every phase up to `target` not closed yet (True: some were)."""
        closed = self.table.closed
        while self.table.closed < min(3, target):
            self.close_phase(self.table.closed + 1)
        return self.table.closed > closed

    def plans(self) -> list[list[str]]:
        """Each crew member's tokens, in seat order."""
        return [self.table.android_tokens(row.index) if row.android else self.table.player_tokens(row.index)
                for row in self.rows]

    def announce_phase(self, rc: RoundController, phase: int, announce: Callable[[int], None]) -> None:
        """Practice: the threats (`announce`) and the computer's messages of the
        timeline's phase, the rights they give handed out."""
        assert rc.prepared is not None
        ignored: list[str] = []
        for index, ann in enumerate(rc.prepared.script.announcements):
            if rc.timeline_phase(ann.start) != phase:
                continue
            if ann.kind == "threat" and index in rc.prepared.threat_calls:
                announce(index)
            elif ann.kind in COMPUTER_CALLS:
                heading = f"{m_ss(ann.start)} {_(COMPUTER_CALLS[ann.kind])}"
                if ann.kind == "data_transfer" and self.draft.teleporter() is not None:
                    self.teleport_open = True     # until the phase ends (ruling NS18)
                    self.computer_calls.append(f"{heading} · " + teleport_words(self.draft))
                if self.solo or ann.ignored:
                    # nothing to do: said once above the boards, never filling the threats
                    ignored.append(IGNORED_CALLS[ann.kind])
                    continue
                draw = (_("each player may draw 1 card, and the crew 1 per android (i)")
                        if self.draft.double_actions and len(self.players) < len(self.rows)
                        else _("each player may draw 1 card (i)"))
                what = {"incoming_data": draw,
                        "data_transfer": _("each player may give 1 card (t)"),
                        "comms_down": _("no talking (in practice: nothing to do)")}[ann.kind]
                if self.terminal.devices:          # the players do it on their devices, not with a key
                    what = re.sub(r" \([a-z]\)$", "", what)
                self.grant(index, ann.kind)
                self.computer_calls.append(f"{heading} · {what}")
        self.ignored_calls = ignored

    # -------------------------------------------------------------------- the players' moves

    def pick_up(self, p: int) -> str:
        """Player `p` picks up the next phase's cards; what is said (DealError: refused)."""
        self.table = self.table.pick_up(p)
        self.follow_plan()
        phase = self.table.picked_up[p]
        return _("{name} picks up phase {phase}'s cards: turns {turns} are fixed for {name}.").format(
            name=self.players[p].name, phase=phase, turns=turns_of(phase - 1))

    def draw(self, p: int) -> str:
        """Player `p` draws a card after "incoming data"; what is said."""
        name = self.players[p].name
        if not self.draws[p]:
            return _("{name} has no card to draw: only after \"incoming data\", "
                     "one card each, until the phase ends.").format(name=name)
        self.table, card = self.table.incoming_data(p)
        self.draws[p] -= 1
        return _("{name} draws {card}.").format(name=name, card=group_words(card.action, card.move))

    def give(self, p: int, card: ActionCard, receiver: int) -> str:
        """Player `p` gives `card` to `receiver` during a data transfer; what is said."""
        if p not in self.gives:       # the beep sounded while the card was chosen
            return _("Too late: the data transfer is over.")
        self.table = self.table.transfer(p, receiver, card)
        self.gives.discard(p)
        return _("{name} gives {card} to {receiver}.").format(
            name=self.players[p].name, card=group_words(card.action, card.move),
            receiver=self.players[receiver].name)

    # -------------------------------------------------------------------- which card

    def source(self, r: int, secret: frozenset[int] = frozenset()) -> tuple[ActionCard, ...]:
        """The cards a key on row `r` takes from: face up (solo), the player's hand, or
        for an android the giving player's hand (none of a hand hidden: `secret`)."""
        row = self.rows[r]
        if self.solo:
            return self.table.face_up
        if not row.android and row.index in secret:   # never counted for the holder
            return ()
        return self.table.hands[self.giver if row.android else row.index]

    def card_for(self, r: int, pick: Pick, secret: frozenset[int] = frozenset()) -> ActionCard:
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
        candidates = [c for c in self.source(r, secret) if not (c.heroic or c.special)
                      and (pick.action is None or c.action == pick.action)
                      and (pick.move is None or c.move == pick.move)]
        if not candidates:
            want = group_words(pick.action or "?", pick.move or "?") if pick.action and pick.move \
                else (pick.action or pick.move)
            if self.solo:
                raise DealError(_("no {card} card left face up").format(card=want))
            raise DealError(_("no {card} card left in {name}'s hand").format(card=want, name=self.holder(r)))
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

    def holder(self, r: int) -> str:
        """Whose hand row `r`'s cards come from."""
        row = self.rows[r]
        return self.players[self.giver].name if row.android else row.name

    def laid(self, row: BoardRow, card: ActionCard, turn: int, up: str | None, where: str) -> Table:
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

    def taken_back(self, r: int, turn: int) -> Table:
        """The table with row `r`'s card of `turn` taken off (back in hand, or face up)."""
        row = self.rows[r]
        if row.android:
            return self.table.clear_android(row.index, turn)
        return self.table.take_back(row.index, turn)

    def take_plan(self, plans: list[list[str]]) -> tuple[int, int]:
        """The coach's plan (one token list per crew member, seat order) taken: laid now
        where the rules let it, the rest as each phase opens (`follow_plan`). (laid now,
        cards of the plan still to come)."""
        self.coach_plan = [list(plan) for plan in plans[:len(self.rows)]]
        laid = self.follow_plan()
        return laid, self.plan_to_come()

    def follow_plan(self) -> int:
        """The coach's plan's cards laid on the empty spaces the rules let a card go on
        now, each from the cards its row may take (a card no longer there is skipped).
        How many were laid."""
        laid = 0
        for r, plan in enumerate(self.coach_plan):
            row = self.rows[r]
            board = (self.table.android_boards if row.android else self.table.player_boards)[row.index]
            for turn, token in enumerate(plan[:12], 1):
                if token == "empty" or board[turn - 1] is not None:
                    continue
                own = self.table.deal.own_cards(row.index) if row.android else ()
                for card in (c for c in (*self.source(r), *own) if c.half_showing(token)):
                    try:
                        self.table = self.laid(row, card, turn, card.half_showing(token), "")
                    except DealError:
                        break           # that turn is not open yet, or the card not this row's
                    laid += 1
                    board = (self.table.android_boards if row.android else self.table.player_boards)[row.index]
                    break
        return laid

    def plan_to_come(self) -> int:
        """The coach's plan's cards on turns not locked yet and not on the boards."""
        locked = LOCKED_TURNS.get(self.table.closed, 12)
        count = 0
        for r, plan in enumerate(self.coach_plan):
            row = self.rows[r]
            board = (self.table.android_boards if row.android else self.table.player_boards)[row.index]
            count += sum(1 for turn, token in enumerate(plan[:12], 1)
                         if token != "empty" and turn > locked and board[turn - 1] is None)
        return count

    def placed(self, r: int, turn: int, pick_or_card: Pick | ActionCard, up: str | None,
               secret: frozenset[int] = frozenset()) -> Table:
        """The table with the card a key names (or `pick_or_card` itself) on row `r`'s turn."""
        if isinstance(pick_or_card, Pick):
            card, up = self.card_for(r, pick_or_card, secret), pick_or_card.up
            return self.laid(self.rows[r], card, turn, up, pick_or_card.place)
        return self.laid(self.rows[r], pick_or_card, turn, up, "")

    # -------------------------------------------------------------------- the rules' words

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
        def name(match: re.Match[str]) -> str:
            android, n = match[1] == "android", int(match[2])
            row = next((r for r in self.rows if r.android == android and r.index == n), None)
            return row.name if row is not None else match[0]
        return re.sub(r"\b(player|android) (\d+)\b", name, text)
