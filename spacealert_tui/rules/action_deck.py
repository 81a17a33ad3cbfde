"""The action deck as data, and dealing it as the rulebook says (§1, §2.1, §5).

A card has an action half and a movement half; whichever half the player puts on top
is the turn's action, and that is what a record stores (`actions.py` tokens):

    >>> card = CARD_BY_ID["A-red-01"]
    >>> card.token("action"), card.token("move")
    ('A', 'red')
    >>> CARD_BY_ID["HA-lower-blue"].token("move")
    'Hmove:lower-blue'

The base deck: 90 normal cards (for each movement half red / blue / gravolift: 10 A,
8 B, 7 C, 5 battle bots) and 6 heroic cards (heroic A, B and battle bots twice each,
each paired with a heroic move to a different station: see rulings RD1–RD2).

*The New Frontier*'s double-action deck (`DOUBLE_CARDS`, `double_deck.py`) replaces the
90 normal cards when a mission plays double actions; the heroic cards stay. A double
card's halves are its single half (`action`, one symbol) and its double half (`move`,
`X+Y`), played "single" or "double" up:

    >>> card = DOUBLE_BY_ID["A+B-red-01"]
    >>> card.token("double"), card.token("single")
    ('A+B', 'red')

With *The New Frontier*'s specializations (`specializations=`, expansion rulebook
pp.13–14) nobody gets a heroic card: each crew member's special cards (`special_cards`:
level 1 the basic card, 2 the advanced one, 3 both) replace it. A player holds them
from the start, beside the action cards, and never gives them away; an android's lie
face up beside its board, and the heroic card it would have had becomes one more normal
card in a player's phase 1:

    >>> basic, advanced = special_cards("medic", 3)
    >>> basic.token("action"), advanced.token("action"), advanced.token("move")
    ('spec', 'spec', 'spec_adv')

`deal(crew_size, androids, seed)` shuffles with our own SplitMix64 (`shuffle.py`): the
same seed deals the same cards on every machine for ever. `Table` follows the cards
through the action round: phases picked up, incoming data, data transfer, cards put
on the players' and androids' boards, and the record tokens that come out of it.
Pure values: every `Table` method returns a new table; refusals raise `DealError`.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, replace

from spacealert_tui.rules.actions import Action, parse_action
from spacealert_tui.rules.double_deck import DOUBLE_ROWS
from spacealert_tui.rules.shuffle import MASK, shuffled
from spacealert_tui.rules.text import N_

ACTIONS = ("A", "B", "C", "bots")
MOVES = ("red", "blue", "lift")
COPIES = {"A": 10, "B": 8, "C": 7, "bots": 5}      # per movement half (docs/reference/deck.md)
HEROIC_PAIRS = (("HA", "lower-blue"), ("HA", "lower-red"), ("HB", "upper-blue"),
                ("HB", "upper-red"), ("Hbots", "lower-white"), ("Hbots", "upper-white"))
HALVES = ("action", "move")
DOUBLE_HALVES = ("single", "double")
VARIANTS = ("standard", "five", "solo")
PHASE_TURNS = ((1, 2, 3), (4, 5, 6, 7), (8, 9, 10, 11, 12))
TURNS = 12


#: The values of a `DealError` that name a seat, and how English says them.
SEATS = {"player": "player {n}", "by": "player {n}", "android": "android {n}"}


class DealError(ValueError):
    """A deal or a card move the rules do not allow; the message says why.

    `template` (a catalog msgid) and `values` are kept so that a front end can word it
    again in the crew's language, naming the seats (`SEATS`: "player 0") as it likes."""

    def __init__(self, template: str, /, **values: object) -> None:
        self.template, self.values = template, values
        english = {k: SEATS[k].format(n=v) if k in SEATS else v for k, v in values.items()}
        super().__init__(template.format(**english) if values else template)


@dataclass(frozen=True, slots=True)
class ActionCard:
    """One physical card: `action` and `move` are the record tokens of its two halves."""

    id: str          # "A-red-01" ... "bots-lift-05"; heroic: "HA-lower-blue"; double: "A+B-red-01";
                     # special: "S-medic-basic", "S-medic-advanced"
    action: str      # A | B | C | bots ; heroic: HA | HB | Hbots ; double card: its single half;
                     # special: spec (the basic action, or the advanced card's light half)
    move: str        # red | blue | lift ; heroic: Hmove:<station> ; double card: its double half X+Y;
                     # special: spec (a basic card has one action) or spec_adv (the dark half)
    #: A card of a specialization (The New Frontier): dealt beside the action cards, it
    #: may never be given in a data transfer nor go on another crew member's board
    #: (expansion rulebook p.14). `special_cards` makes them; the decks have none.
    special: bool = False

    @property
    def heroic(self) -> bool:
        return self.action.startswith("H")

    @property
    def double(self) -> bool:
        """A double-action card (its `move` is the double half)."""
        return "+" in self.move

    @property
    def halves(self) -> tuple[str, str]:
        """The names of the two ways up: ("action", "move"), or ("single", "double")."""
        return DOUBLE_HALVES if self.double else HALVES

    def token(self, up: str) -> str:
        """The record token of the card played with `up` on top ("action" or "move";
        "single" or "double" for a double-action card)."""
        first, second = self.halves
        if up == first:
            return self.action
        if up == second:
            return self.move
        raise DealError(f"{self.id} is played {first}-up or {second}-up, not {up!r}")

    def action_of(self, up: str) -> Action:
        return parse_action(self.token(up))

    def half_showing(self, token: str) -> str | None:
        """Which half must be up to play `token` (one of `halves`), None if neither."""
        token = token.rstrip("!")
        if token == self.action:
            return self.halves[0]
        if token == self.move:
            return self.halves[1]
        return None

    def __str__(self) -> str:
        return f"{self.action}|{self.move}"


NORMAL_CARDS: tuple[ActionCard, ...] = tuple(
    ActionCard(f"{action}-{move}-{n:02d}", action, move)
    for move in MOVES for action in ACTIONS for n in range(1, COPIES[action] + 1))
HEROIC_CARDS: tuple[ActionCard, ...] = tuple(
    ActionCard(f"{action}-{station}", action, f"Hmove:{station}") for action, station in HEROIC_PAIRS)
DECK: tuple[ActionCard, ...] = NORMAL_CARDS + HEROIC_CARDS
CARD_BY_ID = {card.id: card for card in DECK}
#: The New Frontier's 90 double-action cards, replacing NORMAL_CARDS (docs/reference/deck.md).
DOUBLE_CARDS: tuple[ActionCard, ...] = tuple(
    ActionCard(f"{double}-{single}-{n:02d}", single, double)
    for double, single, copies in DOUBLE_ROWS for n in range(1, copies + 1))
DOUBLE_BY_ID = {card.id: card for card in DOUBLE_CARDS}


SPECIAL_LEVELS = {1: ("basic",), 2: ("advanced",), 3: ("basic", "advanced")}


def special_cards(specialization: str, level: int) -> tuple[ActionCard, ...]:
    """A specialization's cards at a level (expansion rulebook p.14, *La preparación*):
    level 1 the basic card, 2 the advanced card (light half `spec`, dark half
    `spec_adv`), 3 both — still one specialization, each card played once."""
    if level not in SPECIAL_LEVELS:
        raise DealError(f"a specialization's level is 1, 2 or 3, not {level!r}")
    return tuple(ActionCard(f"S-{specialization}-{kind}", "spec",
                            "spec" if kind == "basic" else "spec_adv", special=True)
                 for kind in SPECIAL_LEVELS[level])


def composition(cards: tuple[ActionCard, ...] = DECK) -> Counter:
    """(action half, movement half) -> copies, over the whole deck (96 cards); for the
    double deck (single half, double half) -> copies."""
    return Counter((card.action, card.move) for card in cards)


def normal_cards(double: bool = False) -> tuple[ActionCard, ...]:
    """The 90 cards a mission deals: the base ones, or the double-action ones."""
    return DOUBLE_CARDS if double else NORMAL_CARDS


def cards_for_token(token: str, cards=DECK) -> tuple[ActionCard, ...]:
    """The cards among `cards` that can be played as `token` (stumble mark ignored)."""
    return tuple(card for card in cards if card.half_showing(token) is not None)


# -- dealing ----------------------------------------------------------------------------------

def crew_players(crew_size: int, androids: int, variant: str = "standard") -> int:
    """Check a crew (players + androids) against the rulebook; return the number of players.

    standard: 5 or 4 players, 3 players + 1 android, 2 players + 2 androids (§1, §5);
    five: one more android on top of a standard crew of four: 4+1, 3+2, 2+3 (§5.4);
    solo: 4 androids and nobody else (§5.5).
    """
    if variant not in VARIANTS:
        raise DealError(f"unknown variant {variant!r} ({', '.join(VARIANTS)})")
    players = crew_size - androids
    if androids < 0 or players < 0:
        raise DealError(f"a crew of {crew_size} cannot have {androids} androids")
    if variant == "solo":
        if (crew_size, androids) != (4, 4):
            raise DealError(N_("the solo variant is a crew of 4 androids (crew_size=4, androids=4)"))
        return 0
    standard = {2: 2, 3: 1, 4: 0, 5: 0}
    if variant == "standard":
        if standard.get(players) != androids:
            raise DealError(N_("{players} players and {androids} androids: the rulebook plays 2 players "
                               "with 2 androids, 3 with 1, 4 or 5 with none (five-member crews with "
                               "androids: variant 'five'; one human alone: variant 'solo')"),
                            players=players, androids=androids)
        return players
    if crew_size != 5 or players not in (2, 3, 4) or standard[players] + 1 != androids:
        raise DealError(N_("the five-member variant adds one android to a standard crew of four: "
                           "4 players + 1 android, 3 + 2 or 2 + 3"))
    return players


def hand_sizes(players: int, variant: str = "standard") -> tuple[int, int, int]:
    """Cards each player gets per phase, the phase-1 heroic card included."""
    if variant == "solo" or players == 0:
        return (0, 0, 0)
    sizes = {2: (9, 6, 6), 3: (6, 6, 6), 4: (5, 5, 5), 5: (5, 5, 5)}[players]
    if variant == "five":
        sizes = (sizes[0] + 1,) + sizes[1:]
    return sizes


@dataclass(frozen=True, slots=True)
class PlayerCards:
    """One player's cards, phase by phase; the heroic card is the last of phase 1. With
    specializations there is none, and `special` holds the player's special cards,
    in hand from the start of the round."""

    phases: tuple[tuple[ActionCard, ...], tuple[ActionCard, ...], tuple[ActionCard, ...]]
    special: tuple[ActionCard, ...] = ()

    @property
    def heroic(self) -> ActionCard | None:
        last = self.phases[0][-1] if self.phases[0] else None
        return last if last is not None and last.heroic else None

    @property
    def cards(self) -> tuple[ActionCard, ...]:
        return self.phases[0] + self.phases[1] + self.phases[2] + self.special


@dataclass(frozen=True, slots=True)
class Deal:
    """What the dealer hands out. `draw_pile` is top first (for incoming data); in solo
    it is empty and the 90 normal cards lie face up in `face_up` instead."""

    variant: str
    seed: int
    players: tuple[PlayerCards, ...]
    androids: tuple[ActionCard, ...]          # each android's heroic card (none with specializations)
    draw_pile: tuple[ActionCard, ...]
    face_up: tuple[ActionCard, ...] = ()
    unused_heroic: tuple[ActionCard, ...] = ()   # back in the box
    #: With specializations: each android's special cards, face up beside its board (one
    #: entry per android, possibly empty); `androids` is then empty.
    android_specials: tuple[tuple[ActionCard, ...], ...] = ()
    specialized: bool = False                 # dealt for specializations: no heroic cards

    @property
    def android_count(self) -> int:
        return len(self.android_specials) if self.specialized else len(self.androids)

    @property
    def crew_size(self) -> int:
        return len(self.players) + self.android_count

    def own_cards(self, a: int) -> tuple[ActionCard, ...]:
        """The cards lying beside android a's board that only it may use: its heroic
        card, or with specializations its special cards."""
        return self.android_specials[a] if self.specialized else (self.androids[a],)

    def all_cards(self) -> tuple[ActionCard, ...]:
        """Every card of the deck exactly once, wherever the deal put it (special cards too)."""
        dealt = tuple(c for p in self.players for c in p.cards)
        specials = tuple(c for cards in self.android_specials for c in cards)
        return dealt + self.androids + specials + self.draw_pile + self.face_up + self.unused_heroic


def deal(crew_size: int, androids: int = 0, seed: int = 0, *, variant: str = "standard",
         double: bool = False,
         specializations: Sequence[tuple[str, int] | None] | None = None) -> Deal:
    """Shuffle and deal for a crew (players + androids), deterministic for `seed`.

    The 90 normal cards (the double-action ones with `double`, dealt the same way:
    expansion rulebook p.9) are shuffled, then the 6 heroic cards, from one SplitMix64
    state. Players take heroic cards in seat order, then the androids. Normal cards go
    phase by phase, player by player, from the top; in phase 1 each player gets one
    normal card less (the heroic card takes its place). What is left is the draw pile.

    `specializations` (players in seat order, then androids: `(name, level)` or None
    for a crew member without one) deals for *The New Frontier*'s specializations
    (`_deal_specialized`); the shuffle is the same, so the seed still names the deal.
    """
    players = crew_players(crew_size, androids, variant)
    state = seed & MASK
    normal, state = shuffled(list(normal_cards(double)), state)
    heroic, state = shuffled(list(HEROIC_CARDS), state)
    if specializations is not None:
        return _deal_specialized(variant, seed, players, androids, normal, heroic,
                                 normal_cards(double), specializations)
    if variant == "solo":
        return Deal(variant, seed, (), tuple(heroic[:4]), (), normal_cards(double), tuple(heroic[4:]))
    sizes = hand_sizes(players, variant)
    phases: list[list[list[ActionCard]]] = [[[], [], []] for _ in range(players)]
    top = 0
    for phase, size in enumerate(sizes):
        count = size - 1 if phase == 0 else size
        for p in range(players):
            phases[p][phase] = normal[top:top + count]
            top += count
    for p in range(players):
        phases[p][0].append(heroic[p])
    hands = tuple(PlayerCards((tuple(ph[0]), tuple(ph[1]), tuple(ph[2]))) for ph in phases)
    return Deal(variant, seed, hands, tuple(heroic[players:players + androids]),
                tuple(normal[top:]), (), tuple(heroic[players + androids:]))


def specialized_hand_sizes(players: int, androids: int, variant: str = "standard") -> tuple[tuple[int, int, int], ...]:
    """Each player's cards per phase with specializations (expansion rulebook p.14):
    one more normal card instead of the heroic one, and each android's heroic card
    becomes a normal card in a player's phase 1 — shared in seat order from the first
    when they do not split evenly (the rulebook lets the captain choose: ruling RD12).
    3 players + 1 android: 7/6/6 for the first, 6/6/6 for the others; 2 + 2: 10/6/6."""
    sizes = hand_sizes(players, variant)
    if players == 0:
        return ()
    return tuple((sizes[0] + androids // players + (1 if p < androids % players else 0),) + sizes[1:]
                 for p in range(players))


def _deal_specialized(variant: str, seed: int, players: int, androids: int,
                      normal: list[ActionCard], heroic: list[ActionCard], box: tuple[ActionCard, ...],
                      specializations: Sequence[tuple[str, int] | None]) -> Deal:
    """The deal without heroic cards: normal cards phase by phase, player by player, as
    `specialized_hand_sizes` says; each crew member's special cards beside them."""
    if len(specializations) != players + androids:
        raise DealError(f"{len(specializations)} specializations for a crew of {players + androids}")
    named = [s[0] for s in specializations if s is not None]
    if len(set(named)) != len(named):
        raise DealError("two crew members with the same specialization (expansion rulebook p.14)")
    specials = [special_cards(*s) if s is not None else () for s in specializations]
    if variant == "solo":
        return Deal(variant, seed, (), (), (), box, tuple(heroic), tuple(specials), True)
    sizes = specialized_hand_sizes(players, androids, variant)
    phases: list[list[tuple[ActionCard, ...]]] = [[(), (), ()] for _ in range(players)]
    top = 0
    for phase in range(3):
        for p in range(players):
            count = sizes[p][phase]
            phases[p][phase] = tuple(normal[top:top + count])
            top += count
    hands = tuple(PlayerCards((ph[0], ph[1], ph[2]), specials[p]) for p, ph in enumerate(phases))
    return Deal(variant, seed, hands, (), tuple(normal[top:]), (), tuple(heroic),
                tuple(specials[players:]), True)


def incoming_draws(players: int, androids: int, *, double: bool = False,
                   first: int = 0) -> tuple[int, ...]:
    """Cards each player may draw at one "incoming data" (rulebook §2.1: one each).

    With double-action cards the crew also gets one card per android, shared as evenly
    as possible (expansion rulebook p.9, *Los androides*): 2 players and 2 androids draw
    2 each; 3 players and 1 android, one player draws 2. Who takes the odd cards is the
    crew's choice: here the players from `first` on, in seat order (ruling RD9).
    """
    if players <= 0:
        return ()
    extra = androids if double else 0
    odd = extra % players
    return tuple(1 + extra // players + (1 if (p - first) % players < odd else 0)
                 for p in range(players))


# -- the action round ----------------------------------------------------------------------------

Placed = tuple[ActionCard, str]          # (card, half up)
Board = tuple[Placed | None, ...]        # 12 slots


def phase_of_turn(turn: int) -> int:
    for phase, turns in enumerate(PHASE_TURNS, 1):
        if turn in turns:
            return phase
    raise DealError(f"turns are 1-{TURNS}, not {turn}")


def board_tokens(board: Board, stacks: Board | None = None) -> list[str]:
    """The record's 12 action tokens of a board (`empty` where no card lies); a special
    card stacked on a space's card follows it (`red+spec`: the record's `…+spec`)."""
    return [slot_token(slot, stacks[i] if stacks else None) for i, slot in enumerate(board)]


def slot_token(slot: Placed | None, top: Placed | None = None) -> str:
    """One space's record token: its card, and the special card stacked on it."""
    if slot is None:
        return "empty"
    token = slot[0].token(slot[1])
    return token if top is None else f"{token}+{top[0].token(top[1])}"


def _set(items: tuple, index: int, value) -> tuple:
    return items[:index] + (value,) + items[index + 1:]


def _without(cards: tuple[ActionCard, ...], card: ActionCard) -> tuple[ActionCard, ...]:
    i = cards.index(card)
    return cards[:i] + cards[i + 1:]


@dataclass(frozen=True, slots=True)
class Table:
    """The cards during the action round. Players are numbered 0.. in `deal.players`
    order, androids 0.. in `deal.androids` order; the app maps them to crew seats.

    `hands[p]`: the cards player p holds; `picked_up[p]`: the phases p has picked up;
    `closed`: phases the computer has closed (their turns can no longer change).
    `player_stacks` / `android_stacks`: the special card stacked on a space's card (the
    Medic on a move, the Special Ops expert's protection: expansion rulebook pp.14, 18,
    21), board by board like the boards; `()` until one is stacked. Which stacks a
    specialization allows is the record's check (`rules.specialization_record`): the
    table only keeps the cards where they lie.
    """

    deal: Deal
    hands: tuple[tuple[ActionCard, ...], ...]
    picked_up: tuple[int, ...]
    draw_pile: tuple[ActionCard, ...]
    face_up: tuple[ActionCard, ...]
    player_boards: tuple[Board, ...]
    android_boards: tuple[Board, ...]
    closed: int = 0
    player_stacks: tuple[Board, ...] = ()
    android_stacks: tuple[Board, ...] = ()

    @classmethod
    def start(cls, dealt: Deal) -> Table:
        """The round begins: everyone holds phase 1's cards (and their special cards),
        every board is empty."""
        empty: Board = (None,) * TURNS
        return cls(dealt, tuple(p.phases[0] + p.special for p in dealt.players), (1,) * len(dealt.players),
                   dealt.draw_pile, dealt.face_up, (empty,) * len(dealt.players),
                   (empty,) * dealt.android_count, 0, (empty,) * len(dealt.players),
                   (empty,) * dealt.android_count)

    @property
    def solo(self) -> bool:
        return self.deal.variant == "solo"

    # -- stacked special cards
    def stacks(self, android: bool) -> tuple[Board, ...]:
        """The special cards stacked on the players' (or androids') boards."""
        boards = self.android_boards if android else self.player_boards
        kept = self.android_stacks if android else self.player_stacks
        return kept or ((None,) * TURNS,) * len(boards)

    def top(self, android: bool, index: int, turn: int) -> Placed | None:
        """The special card stacked on turn `turn` of a board, if any."""
        return self.stacks(android)[index][turn - 1]

    def space_token(self, android: bool, index: int, turn: int) -> str:
        """The record token of one space: its card and the special card stacked on it."""
        board = (self.android_boards if android else self.player_boards)[index]
        return slot_token(board[turn - 1], self.top(android, index, turn))

    def lies_at(self, android: bool, index: int, card: ActionCard) -> int | None:
        """The turn where `card` lies on a board, under or stacked; None when it is not there."""
        board = (self.android_boards if android else self.player_boards)[index]
        stacks = self.stacks(android)[index]
        return next((t for t in range(1, TURNS + 1)
                     if any(s is not None and s[0] == card for s in (board[t - 1], stacks[t - 1]))), None)

    def _with_top(self, android: bool, index: int, turn: int, value: Placed | None) -> Table:
        stacks = self.stacks(android)
        new = _set(stacks, index, _set(stacks[index], turn - 1, value))
        return replace(self, android_stacks=new) if android else replace(self, player_stacks=new)

    # -- checks
    def _player(self, p: int) -> None:
        if not 0 <= p < len(self.hands):
            raise DealError(f"no player {p} ({len(self.hands)} players, numbered from 0)")

    def _android(self, a: int) -> None:
        if not 0 <= a < len(self.android_boards):
            raise DealError(f"no android {a} ({len(self.android_boards)} androids, numbered from 0)")

    def _holds(self, p: int, card: ActionCard) -> None:
        if card not in self.hands[p]:
            raise DealError(N_("{player} does not hold {card}"), player=p, card=card.id)

    def _open_turn(self, turn: int) -> int:
        phase = phase_of_turn(turn)
        if phase <= self.closed:
            raise DealError(N_("phase {phase} is over: turn {turn} can no longer change"), phase=phase, turn=turn)
        return phase

    # -- phases
    def pick_up(self, p: int) -> Table:
        """Player p picks up the next phase's cards (adding them to what is left in hand);
        from then on the earlier phases of p's board are fixed."""
        self._player(p)
        phase = self.picked_up[p]
        if phase >= 3:
            raise DealError(N_("{player} already holds the phase-3 cards"), player=p)
        cards = self.deal.players[p].phases[phase]
        return replace(self, hands=_set(self.hands, p, self.hands[p] + cards),
                       picked_up=_set(self.picked_up, p, phase + 1))

    def close_phase(self, phase: int) -> Table:
        """The computer announces the end of `phase`: its turns are fixed for everyone;
        players who had not picked up the next phase's cards do so now."""
        if phase != self.closed + 1 or phase > 3:
            raise DealError(f"phase {self.closed + 1} is the next to close, not {phase}")
        table = replace(self, closed=phase)
        for p in range(len(self.hands)):
            while table.picked_up[p] <= phase and phase < 3:
                table = table.pick_up(p)
        return table

    # -- computer messages
    def incoming_data(self, p: int) -> tuple[Table, ActionCard]:
        """"Incoming data": player p draws the top card of the action deck. The app lets
        each player do it at most once per announcement."""
        if self.solo:
            raise DealError("the solo variant ignores incoming data")
        self._player(p)
        if not self.draw_pile:
            raise DealError(N_("the action deck is empty"))
        card = self.draw_pile[0]
        return replace(self, hands=_set(self.hands, p, self.hands[p] + (card,)),
                       draw_pile=self.draw_pile[1:]), card

    def transfer(self, giver: int, receiver: int, card: ActionCard) -> Table:
        """"Data transfer": a card from one player's hand into another's. Never a heroic
        card; androids have no hand (they can only be programmed)."""
        if self.solo:
            raise DealError("the solo variant ignores data transfer")
        self._player(giver)
        self._player(receiver)
        if giver == receiver:
            raise DealError(N_("a data transfer goes to another player"))
        if card.heroic:
            raise DealError(N_("{card} is a heroic card: heroic cards can never be transferred"), card=card.id)
        if card.special:
            raise DealError(N_("{card} is a special card: special cards can never be transferred"), card=card.id)
        self._holds(giver, card)
        hands = _set(self.hands, giver, _without(self.hands[giver], card))
        return replace(self, hands=_set(hands, receiver, hands[receiver] + (card,)))

    # -- boards
    def play(self, p: int, card: ActionCard, turn: int, up: str | None = None) -> Table:
        """Player p puts a card from hand on turn `turn` of their own board, `up` on top
        (default its first half: action, or single); a card already there (same, still
        open phase) goes back to hand."""
        self._player(p)
        self._holds(p, card)
        up = up or card.halves[0]
        card.token(up)
        phase = self._open_turn(turn)
        if phase != self.picked_up[p]:
            raise DealError(N_("{player} plans phase {planned} now: turn {turn} is in phase {phase}"),
                            player=p, planned=self.picked_up[p], turn=turn, phase=phase)
        board = self.player_boards[p]
        hand = _without(self.hands[p], card)
        there = board[turn - 1]
        if there is not None:
            hand += (there[0],)
        return replace(self, hands=_set(self.hands, p, hand),
                       player_boards=_set(self.player_boards, p, _set(board, turn - 1, (card, up))))

    def take_back(self, p: int, turn: int) -> Table:
        """Player p takes a card of the phase being planned back into hand."""
        self._player(p)
        phase = self._open_turn(turn)
        slot = self.player_boards[p][turn - 1]
        if slot is None:
            raise DealError(N_("no card on turn {turn} of {player}'s board"), turn=turn, player=p)
        if phase != self.picked_up[p]:
            raise DealError(N_("turn {turn} is in an earlier phase: its cards stay"), turn=turn)
        top = self.top(False, p, turn)
        if top is not None:          # the stacked special card comes off first
            return replace(self._with_top(False, p, turn, None), hands=_set(self.hands, p, self.hands[p] + (top[0],)))
        return replace(self, hands=_set(self.hands, p, self.hands[p] + (slot[0],)),
                       player_boards=_set(self.player_boards, p, _set(self.player_boards[p], turn - 1, None)))

    def program_android(self, a: int, card: ActionCard, turn: int, up: str | None = None,
                        *, by: int | None = None) -> Table:
        """Put a card face up on android a's board.

        With players, `by` is the player giving one of their own cards; the android's
        own cards (`Deal.own_cards`: its heroic card, or its special cards) need no
        `by`. Once there a card never moves (§5.2). A player's heroic or special card, or
        another android's, can never go on an android's board. The heroic card lies in
        phase 1's turns; a special card goes on any turn, once a mission. Solo: any
        face-up normal card, and a card there (an own card too) may be replaced or moved
        until its phase closes.
        """
        self._android(a)
        up = up or card.halves[0]
        card.token(up)
        phase = self._open_turn(turn)
        board = self.android_boards[a]
        own = self.deal.own_cards(a)
        self._own_check(a, card)
        if card in own and card.heroic and phase != 1:
            raise DealError(N_("an android's heroic card lies in the first section of its board: "
                               "turns 1-3, not {turn}"), turn=turn)
        hands, face_up, table = self.hands, self.face_up, self
        if self.solo:
            if by is not None:
                raise DealError("the solo variant has no players' hands")
            self._solo_phase(phase, turn)
            if card in own:
                table = self._lift_own(a, card)
                board = table.android_boards[a]
            elif card not in face_up:
                raise DealError(N_("{card} is not among the face-up cards"), card=card.id)
            else:
                face_up = _without(face_up, card)
            previous = board[turn - 1]
            if previous is not None and previous[0] not in own:
                face_up += (previous[0],)
        else:
            if board[turn - 1] is not None:
                raise DealError(N_("turn {turn} of {android} is already programmed: it cannot change"),
                                turn=turn, android=a)
            if card in own:
                if self.lies_at(True, a, card) is not None:
                    raise DealError(N_("{card} is already on {android}'s board: it cannot move"),
                                    card=card.id, android=a)
            else:
                if by is None:
                    raise DealError("say which player gives the card (by=...)")
                self._player(by)
                self._holds(by, card)
                if phase > self.picked_up[by]:   # the giver plans one phase at a time
                    raise DealError(N_("{player} plans phase {planned} now: turn {turn} is in phase {phase}"),
                                    player=by, planned=self.picked_up[by], turn=turn, phase=phase)
                hands = _set(hands, by, _without(hands[by], card))
        return replace(table, hands=hands, face_up=face_up,
                       android_boards=_set(table.android_boards, a, _set(board, turn - 1, (card, up))))

    def _own_check(self, a: int, card: ActionCard) -> None:
        """A heroic or special card goes only on the board of the android it lies beside."""
        own = self.deal.own_cards(a)
        if (card.heroic or card.special) and card not in own:
            others = [c for b in range(self.deal.android_count) if b != a for c in self.deal.own_cards(b)]
            if card in others:
                raise DealError(N_("{card} is another android's card: only that android can use it")
                                if card.special else
                                N_("{card} is another android's heroic card: only that android can use it"),
                                card=card.id)
            if card.special:
                raise DealError(N_("{card} is a player's special card: it can never go on an android's board"),
                                card=card.id)
            raise DealError(N_("{card} is a player's heroic card: it can never go on an android's board"),
                            card=card.id)

    def _solo_phase(self, phase: int, turn: int) -> None:
        if phase > self.closed + 1:    # §5.5: the phases are planned one at a time
            raise DealError(N_("phase {open} is being planned: turn {turn} is in phase {phase}, "
                               "open once phase {open} ends"), open=self.closed + 1, turn=turn, phase=phase)

    def _lift_own(self, a: int, card: ActionCard) -> Table:
        """Solo: android a's own card taken from where it lies (under a stack or on top of
        one) while its phase is open; a card stacked on it comes off with it."""
        there = self.lies_at(True, a, card)
        if there is None:
            return self
        if phase_of_turn(there) <= self.closed:
            raise DealError(N_("{card} was played on turn {turn}, whose phase is over: "
                               "a special card is played once a mission"), card=card.id, turn=there)
        top = self.top(True, a, there)
        table = self._with_top(True, a, there, None)
        if top is not None and top[0] == card:
            return table
        board = _set(self.android_boards[a], there - 1, None)
        return replace(table, android_boards=_set(self.android_boards, a, board))

    def stack(self, p: int, card: ActionCard, turn: int, up: str | None = None) -> Table:
        """Player p stacks a special card from hand on the card of turn `turn` (the Medic
        on a move, the Special Ops expert's protection); a special card stacked there
        before goes back to hand."""
        self._player(p)
        self._holds(p, card)
        up = _stacked_half(card, up)
        phase = self._open_turn(turn)
        if phase != self.picked_up[p]:
            raise DealError(N_("{player} plans phase {planned} now: turn {turn} is in phase {phase}"),
                            player=p, planned=self.picked_up[p], turn=turn, phase=phase)
        if self.player_boards[p][turn - 1] is None:
            raise DealError(N_("no card on turn {turn} of {player}'s board to stack it on"), turn=turn, player=p)
        hand = _without(self.hands[p], card)
        there = self.top(False, p, turn)
        if there is not None:
            hand += (there[0],)
        return replace(self._with_top(False, p, turn, (card, up)), hands=_set(self.hands, p, hand))

    def stack_android(self, a: int, card: ActionCard, turn: int, up: str | None = None) -> Table:
        """Stack one of android a's own special cards on the card of turn `turn`: for
        good (§5.2), except in solo, where it moves until its phase ends."""
        self._android(a)
        self._own_check(a, card)
        up = _stacked_half(card, up)
        phase = self._open_turn(turn)
        slot = self.android_boards[a][turn - 1]
        if slot is None:
            raise DealError(N_("no card on turn {turn} of {android}'s board to stack it on"), turn=turn, android=a)
        if slot[0] == card:
            raise DealError(N_("{card} cannot be stacked on itself"), card=card.id)
        table = self
        if self.solo:
            self._solo_phase(phase, turn)
            table = self._lift_own(a, card)
        else:
            if self.top(True, a, turn) is not None:
                raise DealError(N_("turn {turn} of {android} is already programmed: it cannot change"),
                                turn=turn, android=a)
            if self.lies_at(True, a, card) is not None:
                raise DealError(N_("{card} is already on {android}'s board: it cannot move"),
                                card=card.id, android=a)
        return table._with_top(True, a, turn, (card, up))

    def lay_under(self, android: bool, index: int, card: ActionCard, turn: int, up: str | None = None,
                  *, by: int | None = None) -> Table:
        """Lay a card under the special card lying alone on turn `turn`: the special card
        ends stacked on it (`red+spec`), as if stacked after it."""
        board = (self.android_boards if android else self.player_boards)[index]
        slot = board[turn - 1]
        if slot is None or not slot[0].special or self.top(android, index, turn) is not None:
            raise DealError(N_("no special card alone on turn {turn} to lay a card under"), turn=turn)
        special, special_up = slot
        if android:
            return self.program_android(index, card, turn, up, by=by).stack_android(index, special, turn, special_up)
        return self.take_back(index, turn).play(index, card, turn, up).stack(index, special, turn, special_up)

    def clear_android(self, a: int, turn: int) -> Table:
        """Solo only: take a card off an android's board (a normal card goes back face up)."""
        self._android(a)
        self._open_turn(turn)
        if not self.solo:
            raise DealError(N_("a card on an android's board cannot be taken back (solo only)"))
        slot = self.android_boards[a][turn - 1]
        if slot is None:
            raise DealError(N_("no card on turn {turn} of {android}'s board"), turn=turn, android=a)
        if self.top(True, a, turn) is not None:      # the stacked special card comes off first
            return self._with_top(True, a, turn, None)
        face_up = self.face_up if slot[0] in self.deal.own_cards(a) else self.face_up + (slot[0],)
        return replace(self, face_up=face_up,
                       android_boards=_set(self.android_boards, a, _set(self.android_boards[a], turn - 1, None)))

    # -- out
    def player_tokens(self, p: int) -> list[str]:
        self._player(p)
        return board_tokens(self.player_boards[p], self.stacks(False)[p])

    def android_tokens(self, a: int) -> list[str]:
        self._android(a)
        return board_tokens(self.android_boards[a], self.stacks(True)[a])

    def all_cards(self) -> tuple[ActionCard, ...]:
        """Every card of the deck exactly once: in hands, on boards, in the piles."""
        on_boards = tuple(slot[0] for board in (self.player_boards + self.android_boards + self.stacks(False)
                                                + self.stacks(True))
                          for slot in board if slot is not None)
        heroic_waiting = tuple(c for a in range(self.deal.android_count) for c in self.deal.own_cards(a)
                               if self.lies_at(True, a, c) is None)
        not_picked = tuple(c for p, cards in enumerate(self.deal.players)
                           for phase in range(self.picked_up[p], 3) for c in cards.phases[phase])
        return (tuple(c for h in self.hands for c in h) + on_boards + heroic_waiting + not_picked
                + self.draw_pile + self.face_up + self.deal.unused_heroic)


__all__ = ["ACTIONS", "CARD_BY_ID", "DECK", "HEROIC_CARDS", "HEROIC_PAIRS", "MOVES", "NORMAL_CARDS",
           "VARIANTS", "ActionCard", "Deal", "DealError", "PlayerCards", "Table", "board_tokens",
           "cards_for_token", "composition", "crew_players", "deal", "hand_sizes", "phase_of_turn",
           "SPECIAL_LEVELS", "special_cards", "specialized_hand_sizes",
           "DOUBLE_BY_ID", "DOUBLE_CARDS", "DOUBLE_HALVES", "incoming_draws", "normal_cards", "slot_token"]


def _stacked_half(card: ActionCard, up: str | None) -> str:
    """The half a special card shows stacked on another card (its first by default);
    only a special card stacks."""
    if not card.special:
        raise DealError(N_("{card} is not a special card: only a special card is stacked on another card"),
                        card=card.id)
    up = up or card.halves[0]
    card.token(up)
    return up
