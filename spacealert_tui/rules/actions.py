"""Action tokens: what one crew member does in one turn (the top half of a card).

The record writes them as strings (`red`, `A`, `HB`, `Hmove:lower-blue`, `A!` ...);
the engine uses `Action` values, parsed once. A trailing `!` is a stumble ("¡Huy,
tropezón!"): the intended action is done and the next turn is delayed.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum

from spacealert_tui.rules.layout import STATION_BY_NAME, STATION_NAMES, Station


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


def parse_action(token: str) -> Action:
    """Parse one action token; raise ValueError naming what is wrong."""
    if not isinstance(token, str):
        raise ValueError(f"action must be a string, not {type(token).__name__}")
    text = token.strip()
    stumble = text.endswith("!")
    if stumble:
        text = text[:-1]
    if text.startswith("Hmove:"):
        station = STATION_BY_NAME.get(text[6:])
        if station is None or station is Station.INTERCEPTORS:
            raise ValueError(f"unknown station in heroic move {token!r} "
                             f"(stations: {', '.join(STATION_NAMES[:6])})")
        return Action(Act.HMOVE, station, stumble)
    act = TOKENS.get(text)
    if act is None:
        raise ValueError(f"unknown action {token!r} (expected one of: {', '.join(TOKENS)}, "
                         "Hmove:<station>, with an optional trailing '!' for a stumble)")
    if stumble and act is Act.EMPTY:
        raise ValueError("an empty slot cannot be a stumble")
    return Action(act, None, stumble)
