"""Which cards a crew member may hold in a slot: the rules a plan must respect.

A plan the coach suggests is a record a crew could have put on the table: twelve
actions each, at most one heroic card per player (rulebook §1: each player gets one
heroic card). Stumbles are kept where the crew made them: they are not a card, so a
change never adds or removes one.

When the app dealt the cards (practice), `Hands` says which cards each member held:
a card dealt in phase k can be played in any turn of phase k or later (rulebook §2.1:
cards are kept from one phase to the next), each card once, with either half up;
players program the androids with cards from their own hands, and an android plays
its own heroic card (§5). `fits` checks a whole crew's plan against them;
`with_played` adds the cards the crew played that the deal did not give them (incoming
data, data transfer), so the crew's own plan always fits.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from spacealert_tui.rules.actions import EMPTY, HEROIC_ACTS, Act, Action, parse_action
from spacealert_tui.rules.action_deck import Deal
from spacealert_tui.rules.layout import STATION_NAMES

PLAIN_TOKENS = ("empty", "red", "blue", "lift", "A", "B", "C", "bots")
HEROIC_TOKENS = ("HA", "HB", "Hbots") + tuple(f"Hmove:{s}" for s in STATION_NAMES[:6])
PLAIN = tuple(parse_action(t) for t in PLAIN_TOKENS)
HEROIC = tuple(parse_action(t) for t in HEROIC_TOKENS)


def plain(action: Action) -> Action:
    """The card without its stumble (what a slot holds)."""
    return Action(action.act, action.target) if action.stumble else action


def is_heroic(action: Action) -> bool:
    return action.act in HEROIC_ACTS


def heroic_elsewhere(plan: Sequence[Action], turn: int) -> bool:
    """Whether a slot other than `turn` (1-based) already holds a heroic card."""
    return any(is_heroic(a) for i, a in enumerate(plan) if i != turn - 1)


def choices(plan: Sequence[Action], turn: int) -> list[Action]:
    """The cards the slot of `turn` may hold instead of its own, the plan's other slots
    kept: no second heroic card."""
    own = plain(plan[turn - 1])
    options = list(PLAIN) if heroic_elsewhere(plan, turn) else list(PLAIN + HEROIC)
    return [a for a in options if a != own]


def is_legal(plan: Sequence[Action]) -> bool:
    """Twelve slots and one heroic card at most."""
    return len(plan) == 12 and sum(is_heroic(a) for a in plan) <= 1


def keep_stumble(old: Action, new: Action) -> Action:
    """The new card in the old slot: a stumble stays with the slot (not for an empty one)."""
    if old.stumble and new.act is not Act.EMPTY:
        return Action(new.act, new.target, True)
    return new


PHASE_OF_TURN = (0, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3)   # turn (1-12) -> phase (1-3)


@dataclass(frozen=True, slots=True)
class Held:
    """One card a crew member could play: its two halves' tokens and the phase it
    came into the hand. `owner` is the crew index holding it; None for a card lying
    face up that any android may be given (solo)."""

    owner: int | None
    phase: int
    action: str
    move: str


@dataclass(frozen=True, slots=True)
class Hands:
    """The cards a crew held (practice): what a plan may use."""

    cards: tuple[Held, ...]
    androids: frozenset[int] = frozenset()   # crew indices of the androids

    def may_play(self, card: Held, member: int, turn: int) -> bool:
        """Whether `card` can lie in `member`'s slot of `turn`."""
        if PHASE_OF_TURN[turn] < card.phase:
            return False
        if card.owner == member:
            return True
        return member in self.androids and card.owner not in self.androids

    def tokens(self, member: int, turn: int) -> frozenset[str]:
        """The tokens `member` could play in `turn`, were no other card played."""
        return frozenset(t for c in self.cards if self.may_play(c, member, turn) for t in (c.action, c.move))


class _Matching:
    """Slots matched to different cards, one slot added at a time (Kuhn's augmenting
    paths: adding a slot never unplaces one already placed)."""

    def __init__(self, hands: Hands) -> None:
        self.hands = hands
        self.options: list[list[int]] = []
        self.taken: dict[int, int] = {}      # card -> slot

    def add(self, member: int, turn: int, token: str) -> bool:
        """Place one more slot if some card can take it; a slot not placed is forgotten."""
        cards = self.hands.cards
        self.options.append([i for i, c in enumerate(cards)
                             if token in (c.action, c.move) and self.hands.may_play(c, member, turn)])
        saved = dict(self.taken)
        if self._place(len(self.options) - 1, set()):
            return True
        self.options.pop()
        self.taken = saved
        return False

    def _place(self, slot: int, seen: set[int]) -> bool:
        for card in self.options[slot]:
            if card in seen:
                continue
            seen.add(card)
            if card not in self.taken or self._place(self.taken[card], seen):
                self.taken[card] = slot
                return True
        return False


def fits(hands: Hands | None, plans: Sequence[Sequence[Action]]) -> bool:
    """Whether every card of the crew's plan can be a different card held (a bipartite
    matching of the slots on the cards)."""
    if hands is None:
        return True
    matching = _Matching(hands)
    return all(matching.add(m, turn, plain(a).token) for m, plan in enumerate(plans)
               for turn, a in enumerate(plan, 1) if a.act is not Act.EMPTY)


def within(hands: Hands | None, plans: Sequence[Sequence[Action]]) -> list[list[Action]]:
    """The plan with the cards the hands cannot give emptied, turn by turn from the
    first (an earlier card keeps its claim)."""
    out = [list(p) for p in plans]
    if hands is None:
        return out
    matching = _Matching(hands)
    for turn in range(1, 13):
        for m, plan in enumerate(out):
            a = plan[turn - 1]
            if a.act is not Act.EMPTY and not matching.add(m, turn, plain(a).token):
                plan[turn - 1] = EMPTY
    return out


def with_played(hands: Hands | None, plans: Sequence[Sequence[Action]]) -> Hands | None:
    """The hands and the cards the crew's own plan played that the deal did not give
    them (received by incoming data or a data transfer): what they actually held."""
    if hands is None:
        return None
    matching, extra = _Matching(hands), []
    for m, plan in enumerate(plans):
        for turn, a in enumerate(plan, 1):
            token = plain(a).token
            if a.act is not Act.EMPTY and not matching.add(m, turn, token):
                extra.append(Held(m, PHASE_OF_TURN[turn], token, token))
    return Hands(hands.cards + tuple(extra), hands.androids) if extra else hands


def hands_of_deal(deal: Deal, androids: Sequence[bool]) -> Hands:
    """The cards a deal put in the crew's hands: `androids[i]` says whether crew member
    i is an android; players take the deal's hands and androids its android heroic
    cards in seat order; cards lying face up (solo) are anyone's."""
    players = [i for i, a in enumerate(androids) if not a]
    bots = [i for i, a in enumerate(androids) if a]
    cards = [Held(players[p], phase, c.action, c.move) for p, hand in enumerate(deal.players)
             for phase, cs in enumerate(hand.phases, 1) for c in cs]
    cards += [Held(bots[i], 1, c.action, c.move) for i, c in enumerate(deal.androids)]
    cards += [Held(None, 1, c.action, c.move) for c in deal.face_up]
    return Hands(tuple(cards), frozenset(bots))


__all__ = ["EMPTY", "HEROIC", "PLAIN", "Hands", "Held", "choices", "fits", "hands_of_deal", "is_heroic",
           "is_legal", "keep_stumble", "plain", "with_played", "within"]
