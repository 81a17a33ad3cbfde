"""Crew members (players and androids) during a resolution, and their battle-bot squads."""
from __future__ import annotations

from spacealert_tui.rules.actions import EMPTY, Act, Action
from spacealert_tui.rules.layout import Station

INTERCEPTORS, UPPER_WHITE = Station.INTERCEPTORS, Station.UPPER_WHITE
EMPTY_ACT = Act.EMPTY
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

    __slots__ = ("index", "name", "android", "roles", "station", "actions", "knocked_out",
                 "squad", "delayed_turns", "stumbles")

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
        self.delayed_turns: set[int] = set()

    @property
    def in_space(self) -> bool:
        return self.station is INTERCEPTORS

    @property
    def aboard(self) -> bool:
        return self.station is not INTERCEPTORS

    @property
    def has_active_squad(self) -> bool:
        return self.squad is not None and self.squad.ready

    def delay(self, turn: int, force: bool = False) -> bool:
        """Delay the action of `turn` (1-based): it and the cards behind it shift right
        until one lands on an empty slot; a card pushed past turn 12 is lost.

        Several delays of one turn never add up (`force`: the pilot's invalid action in
        space is pushed anyway). Returns whether anything moved.
        """
        if turn > len(self.actions) or (turn in self.delayed_turns and not force):
            return False
        self.delayed_turns.add(turn)
        slots = self.actions
        i = turn - 1
        if slots[i].act is EMPTY_ACT:
            return False
        gap = len(slots) - 1      # the last slot: empty, or with no gap its card falls off
        for j in range(turn, gap):
            if slots[j].act is EMPTY_ACT:
                gap = j
                break
        slots[i + 1:gap + 1] = slots[i:gap]
        slots[i] = EMPTY
        return True
