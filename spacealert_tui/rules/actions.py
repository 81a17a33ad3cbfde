"""Action tokens: what one crew member does in one turn (the top half of a card).

The record writes them as strings (`red`, `A`, `HB`, `Hmove:lower-blue`, `A!` ...);
the engine uses `Action` values, parsed once. A trailing `!` is a stumble ("¡Huy,
tropezón!"): the intended action is done and the next turn is delayed.

*The New Frontier*'s double-action cards are written `X+Y` (top symbol first) and
parsed to a `DoubleAction`, one more card value (act `DOUBLE`) holding its two halves
as plain `Action`s, so the turn flow can run them half by half while a base card stays
the small `Action` the hottest loop reads.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum

from spacealert_tui.rules.layout import STATION_BY_NAME, STATION_NAMES, Station
from spacealert_tui.rules.text import Seq, made, pmsg, remember


class Act(IntEnum):
    EMPTY = 0
    RED = 1        # move toward red through the door
    BLUE = 2       # move toward blue
    LIFT = 3       # gravolift: change deck
    A = 4
    B = 5
    C = 6
    BOTS = 7       # battle-bot action (the fist)
    HA = 8         # heroic A
    HB = 9         # heroic B
    HBOTS = 10     # heroic battle bots
    HMOVE = 11     # heroic move to a named station
    DOUBLE = 12    # a double-action card (The New Frontier): two halves, top first
    SPEC = 13      # a special card's basic action (The New Frontier's specializations)
    SPEC_ADV = 14  # a special card's advanced action (the advanced card's dark half)

    @property
    def is_move(self) -> bool:
        return self in (Act.RED, Act.BLUE, Act.LIFT, Act.HMOVE)

    @property
    def heroic(self) -> bool:
        return self in HEROIC_ACTS


# heroic cards: named, not read off the enum's order (rulesets may add acts)
HEROIC_ACTS = frozenset({Act.HA, Act.HB, Act.HBOTS, Act.HMOVE})

TOKENS = {"empty": Act.EMPTY, "red": Act.RED, "blue": Act.BLUE, "lift": Act.LIFT,
          "A": Act.A, "B": Act.B, "C": Act.C, "bots": Act.BOTS, "HA": Act.HA,
          "HB": Act.HB, "Hbots": Act.HBOTS}
TOKEN_OF = {act: token for token, act in TOKENS.items()}


@dataclass(frozen=True, slots=True)
class Action:
    act: Act
    target: Station | None = None   # heroic move only
    stumble: bool = False
    token: str = field(default="", init=False, compare=False, repr=False)   # its record spelling

    def __post_init__(self) -> None:
        if self.act is Act.HMOVE:
            if self.target is None:
                raise ValueError("a heroic move names the station it goes to")
            text = f"Hmove:{STATION_NAMES[self.target]}"
        else:
            text = TOKEN_OF[self.act]
        object.__setattr__(self, "token", text + ("!" if self.stumble else ""))

    def __str__(self) -> str:
        return self.token


EMPTY = Action(Act.EMPTY)

# the symbols a double-action card's double half shows (rulebook of the expansion, p.9)
HALF_TOKENS = ("red", "blue", "lift", "A", "B", "C", "bots")
HALVES = {token: Action(TOKENS[token]) for token in HALF_TOKENS}
# a half as a word of a said text (a token in the "action" sense: "red" is an arrow)
ACTION_WORDS = {token: pmsg("action", token) for token in HALF_TOKENS}


@dataclass(frozen=True, slots=True)
class DoubleAction(Action):
    """A double-action card played with its double half up: `first`, then `second`.

    `rest` marks the card slid half a space right because its first half caused a
    delay (expansion rulebook p.10, *Los retrasos*): only `second` is left, done in
    the turn of the space it now lies in; `slid_in` is the turn it slid in. Its token
    is the card's with a trailing `>` (`A+B>`), so a plan shows where the card lies.
    """

    first: Action = EMPTY
    second: Action = EMPTY
    rest: bool = False
    slid_in: int = field(default=0, compare=False)

    def __post_init__(self) -> None:
        # a plain str, remembered so that `tr` words each half as the action it shows
        # (a half made heroic by a specialization, HA, is as printed: no word of its own)
        first, second = self.first.token, self.second.token
        halves = Seq("+", (ACTION_WORDS.get(first, first), ACTION_WORDS.get(second, second)))
        object.__setattr__(self, "token", remember(Seq("", (halves, ">")) if self.rest else halves))

    @property
    def halves(self) -> tuple[Action, ...]:
        """The halves still to do: both, or the second alone once the card slid."""
        return (self.second,) if self.rest else (self.first, self.second)

    def slid(self, turn: int) -> DoubleAction:
        """This card slid half a space in `turn`: only its second half is left."""
        return DoubleAction(Act.DOUBLE, first=self.first, second=self.second, rest=True, slid_in=turn)


def double_action(first: str, second: str) -> DoubleAction:
    """The double half `first+second`; raise ValueError naming a wrong symbol."""
    halves = []
    for text in (first, second):
        half = HALVES.get(text.strip())
        if half is None:
            raise ValueError(made("unknown half {half} in a double action (each half one of: {halves})",
                                  half=repr(text), halves=", ".join(HALF_TOKENS)))
        halves.append(half)
    return DoubleAction(Act.DOUBLE, first=halves[0], second=halves[1])


SPECIAL_TOKENS = {"spec": Act.SPEC, "spec_adv": Act.SPEC_ADV}


@dataclass(frozen=True, slots=True)
class SpecialAction(Action):
    """A specialization's special card (The New Frontier, pp.13–23): `spec`, the basic
    action (or the advanced card's light half), or `spec_adv`, the advanced action.
    `card` is the card it was stacked on in the same space, written before it
    (`red+spec`: the Medic on a move; `blue+bots+spec_adv`: Special Ops protecting a
    double card; `spec+spec_adv`: protecting a preparation). Which stacks the rules
    allow depends on the specialization: the record checks it."""

    card: Action | None = None

    def __post_init__(self) -> None:
        text = "spec" if self.act is Act.SPEC else "spec_adv"
        if self.card is not None:
            text = f"{self.card.token}+{text}"
        object.__setattr__(self, "token", text)

    @property
    def advanced(self) -> bool:
        return self.act is Act.SPEC_ADV


def _special(token: str, text: str) -> SpecialAction | None:
    """`spec`, `spec_adv` or a card with one stacked on it; None for any other token."""
    head, _, last = text.rpartition("+")
    act = SPECIAL_TOKENS.get(last.strip())
    if act is None:
        return None
    if not head:
        return SpecialAction(act)
    if head.endswith("!") or "Hmove:" in head:
        raise ValueError(made("{token}: a special card stacks only on a plain card", token=repr(token)))
    card = parse_action(head)
    if card.act in HEROIC_ACTS:
        raise ValueError(made("{token}: no heroic cards with a specialization (The New Frontier p.14)",
                              token=repr(token)))
    if isinstance(card, SpecialAction) and (card.card is not None or card.act is act):
        raise ValueError(made("{token}: at most two special cards, basic and advanced, in one space",
                              token=repr(token)))
    return SpecialAction(act, card=card)


def parse_action(token: str) -> Action:
    """Parse one action token; raise ValueError naming what is wrong."""
    if not isinstance(token, str):
        raise ValueError(made("action must be a string, not {type}", type=type(token).__name__))
    text = token.strip()
    if text.rstrip("!").rpartition("+")[2] in SPECIAL_TOKENS:
        if text.endswith("!"):
            raise ValueError(made("{token}: no stumbling with a special card", token=repr(token)))
        special = _special(token, text)
        assert special is not None
        return special
    stumble = text.endswith("!")
    if stumble:
        text = text[:-1]
    if "+" in text:
        if stumble:
            raise ValueError(made("{token}: no stumbling with a double-action card (do what it shows: "
                                  "rules of The New Frontier, *Los tropezones*)", token=repr(token)))
        first, _, second = text.partition("+")
        if "+" in second:
            raise ValueError(made("{token}: a double action has two halves, X+Y", token=repr(token)))
        return double_action(first, second)
    if text.startswith("Hmove:"):
        station = STATION_BY_NAME.get(text[6:])
        if station is None or station is Station.INTERCEPTORS:
            raise ValueError(made("unknown station in heroic move {token} (stations: {stations})",
                                  token=repr(token), stations=", ".join(STATION_NAMES[:6])))
        return Action(Act.HMOVE, station, stumble)
    act = TOKENS.get(text)
    if act is None:
        raise ValueError(made("unknown action {token} (expected one of: {tokens}, Hmove:<station>, "
                              "a double action X+Y, spec, spec_adv, with an optional trailing '!' "
                              "for a stumble)", token=repr(token), tokens=", ".join(TOKENS)))
    if stumble and act is Act.EMPTY:
        raise ValueError(made("an empty slot cannot be a stumble"))
    return Action(act, None, stumble)
