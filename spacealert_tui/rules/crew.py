"""Crew members (players and androids) during a resolution, and their battle-bot squads."""
from __future__ import annotations

from operator import attrgetter
from typing import TypeVar
from collections.abc import Callable

from spacealert_tui.rules.actions import EMPTY, Action
from spacealert_tui.rules.layout import Station

INTERCEPTORS, UPPER_WHITE = Station.INTERCEPTORS, Station.UPPER_WHITE
Slot = TypeVar("Slot")
# an action holds a card unless its act is EMPTY, which is 0: the act's truth says it, in C
HOLDS_CARD: Callable[[Action], object] = attrgetter("act")
# squad states, as the result contract names them
STORED, DISABLED, ACTIVE, INACTIVE = "stored", "disabled", "active", "inactive"


class Squad:
    """A battle-bot squad: lying in its storage station, or following a crew member.

    `ready` is False when it is disabled (lying down), in storage or following.
    """

    __slots__ = ("home", "holder", "ready")

    def __init__(self, home: Station) -> None:
        self.home = home
        self.holder: Player | None = None
        self.ready = True

    @property
    def state(self) -> str:
        if self.holder is None:
            return STORED if self.ready else DISABLED
        return ACTIVE if self.ready else INACTIVE


class Player:
    """One crew member: position, remaining planned actions, squad, state."""

    __slots__ = ("index", "name", "android", "roles", "station", "actions", "knocked_out", "squad")

    def __init__(self, index: int, name: str, actions: tuple[Action, ...],
                 android: bool = False, roles: tuple[str, ...] = ()) -> None:
        self.index = index
        self.name = name
        self.android = android
        self.roles = roles
        self.station = UPPER_WHITE
        self.actions: list[Action] = list(actions)
        self.knocked_out = False
        self.squad: Squad | None = None

    @property
    def in_space(self) -> bool:
        return self.station is INTERCEPTORS

    @property
    def aboard(self) -> bool:
        return self.station is not INTERCEPTORS

    @property
    def has_active_squad(self) -> bool:
        return self.squad is not None and self.squad.ready

    def delay(self, turn: int) -> bool:
        """Delay the action of `turn` (1-based) on this member's board; whether a card moved."""
        return delay_board(self.actions, turn, EMPTY, HOLDS_CARD)


def delay_board(board: list[Slot], turn: int, empty: Slot, holds_card: Callable[[Slot], object]) -> bool:
    """A delay of `turn` (1-based) on one action board, as rulebook §3.2 words it: the card
    in that space moves to the next turn, pushing the cards right behind it up to the
    first empty space; a card pushed past the last turn leaves the board. `empty` fills
    the space left behind; `holds_card(slot)` is true for a space with a card (a C-level
    callable: comparing `Action` dataclasses with `==` would cost more than the delay).
    Returns whether a card moved.

    An empty space moves nothing, so a second delay of the same turn finds the space the
    first one emptied and does nothing: delays of one turn never add up (R6) without any
    bookkeeping. One implementation for the resolution (`Player.delay`, boards of
    `Action`) and the plan grid's preview (boards of record tokens: `"empty"`,
    `"empty".__ne__`).
    """
    i = turn - 1
    if not 0 <= i < len(board) or not holds_card(board[i]):
        return False
    gap = len(board) - 1      # the last space: empty, or with no gap its card falls off
    for j in range(turn, gap):
        if not holds_card(board[j]):
            gap = j
            break
    # the cards from `i` up to the gap move one space right: the gap's space goes, an
    # empty one comes in at `i` (two list operations in C, no slices built)
    del board[gap]
    board.insert(i, empty)
    return True
