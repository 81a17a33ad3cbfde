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

A member with a specialization (*The New Frontier*, p.14) has no heroic card but his
special cards: the basic one (`spec`) at level 1, the advanced one (`spec` or
`spec_adv`, either half up) at level 2, both at level 3, each once a mission; only
the Medic stacks one on a move and only the Special Ops expert's advanced card
protects another card (the record's own checks, `rules.specialization_record`).
`lawful` turns any plan into one such a member may play. Special cards are not dealt:
the hands never hold them (a stacked one's card beneath is dealt); a deal with
specializations holds no heroic card either, so a member without one is never offered a
heroic card he was not dealt (`hands_of_record` deals again with the crew's
specializations).
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from spacealert_tui.rules.actions import EMPTY, HEROIC_ACTS, Act, Action, DoubleAction, SpecialAction, parse_action
from spacealert_tui.rules.action_deck import Deal, DealError, deal
from spacealert_tui.rules.layout import STATION_NAMES
from spacealert_tui.rules.record import GameRecord
from spacealert_tui.rules.sampling import DOUBLES
from spacealert_tui.rules.specialization_record import MOVES, Specialization, special_cards

PLAIN_TOKENS = ("empty", "red", "blue", "lift", "A", "B", "C", "bots")
HEROIC_TOKENS = ("HA", "HB", "Hbots") + tuple(f"Hmove:{s}" for s in STATION_NAMES[:6])
PLAIN = tuple(parse_action(t) for t in PLAIN_TOKENS)
HEROIC = tuple(parse_action(t) for t in HEROIC_TOKENS)
SPECIAL = (parse_action("spec"), parse_action("spec_adv"))
# a double-action card with its double half up (*The New Frontier* p.9): in a mission
# that declares `double_actions` every card of the deck is one, its single half a plain card
DOUBLE = tuple(parse_action(t) for t in DOUBLES)
# the special cards a level gives: (basic at most, advanced at most, cards at most)
LEVEL_CARDS = {1: (1, 0, 1), 2: (1, 1, 1), 3: (2, 1, 2)}
# a heroic card's plain counterpart, for a member who may hold none
PLAIN_OF = {Act.HA: parse_action("A"), Act.HB: parse_action("B"), Act.HBOTS: parse_action("bots"),
            Act.HMOVE: EMPTY}


def plain(action: Action) -> Action:
    """The card without its stumble (what a slot holds)."""
    return Action(action.act, action.target) if action.stumble else action


def is_heroic(action: Action) -> bool:
    return action.act in HEROIC_ACTS


def heroic_elsewhere(plan: Sequence[Action], turn: int) -> bool:
    """Whether a slot other than `turn` (1-based) already holds a heroic card."""
    return any(is_heroic(a) for i, a in enumerate(plan) if i != turn - 1)


def choices(plan: Sequence[Action], turn: int, spec: Specialization | None = None,
            doubles: bool = False) -> list[Action]:
    """The cards the slot of `turn` may hold instead of its own, the plan's other slots
    kept: no second heroic card; for a specialist no heroic card, and a special card
    while his level has one left (never in a stumble's slot); with `doubles` (the
    mission plays double-action cards) the double halves too."""
    own = plain(plan[turn - 1])
    if doubles:
        return [a for a in choices(plan, turn, spec) + list(DOUBLE) if a != own]
    if spec is not None:
        options = list(PLAIN)
        if not plan[turn - 1].stumble:
            options += [a for a in SPECIAL if specials_fit(_with(plan, turn, a), spec)]
    else:
        options = list(PLAIN) if heroic_elsewhere(plan, turn) else list(PLAIN + HEROIC)
    return [a for a in options if a != own]


def is_legal(plan: Sequence[Action], spec: Specialization | None = None) -> bool:
    """Twelve slots and one heroic card at most; a specialist no heroic card and only
    the special cards his level gives, stacked only as his specialization may."""
    if len(plan) != 12:
        return False
    if spec is None:
        return sum(is_heroic(a) for a in plan) <= 1 and not any(isinstance(a, SpecialAction) for a in plan)
    return not any(is_heroic(a) for a in plan) and specials_fit(plan, spec)


def specials_fit(plan: Sequence[Action], spec: Specialization) -> bool:
    """Whether the plan's special cards are ones `spec`'s level gives, each stacked
    only as the specialization allows."""
    basic_max, advanced_max, cards_max = LEVEL_CARDS[spec.level]
    counts, cards = [0, 0], 0
    for a in plan:
        if not _stack_ok(a, spec):
            return False
        for card in special_cards(a):
            counts[card.advanced] += 1
            cards += 1
    return counts[0] <= basic_max and counts[1] <= advanced_max and cards <= cards_max


def _stack_ok(action: Action, spec: Specialization) -> bool:
    if not isinstance(action, SpecialAction) or action.card is None:
        return True
    if spec.name == "medic" and action.card.act in MOVES and not action.card.stumble:
        return True
    return spec.name == "special_ops" and action.advanced


def _with(plan: Sequence[Action], turn: int, action: Action) -> list[Action]:
    out = list(plan)
    out[turn - 1] = action
    return out


def lawful(plan: Sequence[Action], spec: Specialization | None) -> list[Action]:
    """The plan as the member may play it: a specialist's heroic cards played plain
    (a heroic move left empty) and special cards beyond his level's taken off (the card
    beneath kept), from the last; no special card for anyone else."""
    out = list(plan)
    if spec is None:
        return [_beneath(a) if isinstance(a, SpecialAction) else a for a in out]
    out = [Action(PLAIN_OF[a.act].act, None, a.stumble) if is_heroic(a) and a.act is not Act.HMOVE
           else EMPTY if a.act is Act.HMOVE else a for a in out]
    out = [_beneath(a) if isinstance(a, SpecialAction) and not _stack_ok(a, spec) else a for a in out]
    for i in reversed(range(12)):
        if specials_fit(out, spec):
            break
        if isinstance(out[i], SpecialAction):
            out[i] = _beneath(out[i])
    return out


def _beneath(action: Action) -> Action:
    """The space without its top special card: the card it was stacked on, or empty."""
    assert isinstance(action, SpecialAction)
    return action.card if action.card is not None else EMPTY


def keep_stumble(old: Action, new: Action) -> Action:
    """The new card in the old slot: a stumble stays with the slot (not for an empty
    one, nor a special or double card, which cannot stumble)."""
    if old.stumble and new.act is not Act.EMPTY and not isinstance(new, (SpecialAction, DoubleAction)):
        return Action(new.act, new.target, True)
    return new


def dealt_token(action: Action) -> str | None:
    """The dealt card a slot holds (None for an empty slot or a special card alone):
    a special card is not dealt, the card it is stacked on is."""
    while isinstance(action, SpecialAction):
        if action.card is None:
            return None
        action = action.card
    return None if action.act is Act.EMPTY else plain(action).token


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

    @property
    def heroic(self) -> bool:
        """A heroic action card (its move half is a heroic move: `Hmove:<station>`)."""
        return self.move.startswith("Hmove:")


@dataclass(frozen=True, slots=True)
class Hands:
    """The cards a crew held (practice): what a plan may use."""

    cards: tuple[Held, ...]
    androids: frozenset[int] = frozenset()   # crew indices of the androids

    def may_play(self, card: Held, member: int, turn: int) -> bool:
        """Whether `card` can lie in `member`'s slot of `turn`."""
        if PHASE_OF_TURN[turn] < card.phase:
            return False
        if card.owner == member:       # an android's own heroic card: turns 1-3 only (RD4)
            return member not in self.androids or PHASE_OF_TURN[turn] == 1 or not card.heroic
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
    return all(matching.add(m, turn, token) for m, plan in enumerate(plans)
               for turn, a in enumerate(plan, 1) if (token := dealt_token(a)) is not None)


def within(hands: Hands | None, plans: Sequence[Sequence[Action]]) -> list[list[Action]]:
    """The plan with the cards the hands cannot give emptied, turn by turn from the
    first (an earlier card keeps its claim)."""
    out = [list(p) for p in plans]
    if hands is None:
        return out
    matching = _Matching(hands)
    for turn in range(1, 13):
        for m, plan in enumerate(out):
            token = dealt_token(plan[turn - 1])
            if token is not None and not matching.add(m, turn, token):
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
            token = dealt_token(a)
            if token is not None and not matching.add(m, turn, token):
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


def hands_of_record(record: GameRecord) -> Hands | None:
    """The cards the app dealt for a record that keeps its deal (`mission.action_deck`,
    a practice mission): the deal is a pure function of the seed and the crew's shape,
    so the hands are dealt again. None when the record keeps no deal."""
    kept = record.action_deck
    if kept is None:
        return None
    androids = [m.android for m in record.crew]
    try:
        dealt = deal(len(androids), sum(androids), kept.seed, variant=kept.variant,
                     double="double_actions" in record.rules, specializations=deal_specializations(record))
    except DealError:
        return None
    return hands_of_deal(dealt, androids)


def deal_specializations(record: GameRecord) -> list[tuple[str, int] | None] | None:
    """The crew's specializations in the deal's order (players in seat order, then the
    androids), None when nobody has one: with specializations the app dealt no heroic
    card and one more normal card instead (expansion rulebook p.14), so the hands are
    dealt again that way."""
    if not any(m.specialization is not None for m in record.crew):
        return None
    seats = [m for m in record.crew if not m.android] + [m for m in record.crew if m.android]
    return [(m.specialization.name, m.specialization.level) if m.specialization is not None else None
            for m in seats]


__all__ = ["DOUBLE", "EMPTY", "HEROIC", "PLAIN", "SPECIAL", "Hands", "Held", "choices", "dealt_token", "fits",
           "hands_of_deal",
           "hands_of_record", "is_heroic", "is_legal", "keep_stumble", "lawful", "plain", "specials_fit", "with_played",
           "within", "deal_specializations"]
