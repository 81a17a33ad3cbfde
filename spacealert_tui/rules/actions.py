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
from spacealert_tui.rules.text import Seq, pmsg, remember


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
        halves = Seq("+", (ACTION_WORDS[self.first.token], ACTION_WORDS[self.second.token]))
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
            raise ValueError(f"unknown half {text!r} in a double action (each half one of: "
                             f"{', '.join(HALF_TOKENS)})")
        halves.append(half)
    return DoubleAction(Act.DOUBLE, first=halves[0], second=halves[1])


def parse_action(token: str) -> Action:
    """Parse one action token; raise ValueError naming what is wrong."""
    if not isinstance(token, str):
        raise ValueError(f"action must be a string, not {type(token).__name__}")
    text = token.strip()
    stumble = text.endswith("!")
    if stumble:
        text = text[:-1]
    if "+" in text:
        if stumble:
            raise ValueError(f"{token!r}: no stumbling with a double-action card (do what it "
                             "shows: rules of The New Frontier, *Los tropezones*)")
        first, _, second = text.partition("+")
        if "+" in second:
            raise ValueError(f"{token!r}: a double action has two halves, X+Y")
        return double_action(first, second)
    if text.startswith("Hmove:"):
        station = STATION_BY_NAME.get(text[6:])
        if station is None or station is Station.INTERCEPTORS:
            raise ValueError(f"unknown station in heroic move {token!r} "
                             f"(stations: {', '.join(STATION_NAMES[:6])})")
        return Action(Act.HMOVE, station, stumble)
    act = TOKENS.get(text)
    if act is None:
        raise ValueError(f"unknown action {token!r} (expected one of: {', '.join(TOKENS)}, "
                         "Hmove:<station>, a double action X+Y, with an optional trailing '!' for a stumble)")
    if stumble and act is Act.EMPTY:
        raise ValueError("an empty slot cannot be a stumble")
    return Action(act, None, stumble)
