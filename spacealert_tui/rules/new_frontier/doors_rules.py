"""Sealed doors and the movement hook (The New Frontier, *¡Descompresión!* and the
note on movement, pp.35 and 37).

Sealed doors stop crew members and intruders crossing between two zones, on both
decks: walking, heroic moves (they stop as close to their goal as the doors let);
gravolifts never cross a door. Teleports ignore doors and never call
`move_player`. After every real move (a change of station) the cards that react to
movement hear where it started and ended (Ninja's drones).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from spacealert_tui.rules import events as ev
from spacealert_tui.rules.crew import Player
from spacealert_tui.rules.game import Game
from spacealert_tui.rules.layout import DECK_OF, SHIP_STATIONS, Station, Zone, station_at
from spacealert_tui.rules.new_frontier.threats.internal_kit import DOOR_NAMES
from spacealert_tui.rules.text import N_, made
from spacealert_tui.rules.threats.base import ACTIVE, Threat

CANNOT_PASS = N_("{threat} cannot pass the sealed {doors} doors")


class DoorsRules(Game):
    """Mixin of `NewFrontierGame`: moves stop at sealed doors; moves are heard."""

    # what `super()` would call, bound once per class (`Game.bind_chains`)
    __next_move_player: ClassVar[Callable[[Game, Player, Station, str], None]]

    def sealed(self) -> set[int]:
        """The doors sealed now (indices of `DOOR_NAMES`)."""
        doors: set[int] = set()
        for threat in self.hooks["sealed_doors"]:
            doors.update(threat.sealed_doors())
        return doors

    def beyond_doors(self, origin: Station, to: Station) -> Station:
        """The station nearest `to` (on `to`'s deck) reachable from `origin` without
        crossing a sealed door."""
        sealed = self.sealed() if self.hooks["sealed_doors"] else ()
        if not sealed or origin not in SHIP_STATIONS or to not in SHIP_STATIONS:
            return to
        low = high = origin % 3
        while low > 0 and low - 1 not in sealed:      # door k lies between zones k and k+1
            low -= 1
        while high < 2 and high not in sealed:
            high += 1
        zone = min(max(to % 3, low), high)
        return to if zone == to % 3 else station_at(Zone(zone), DECK_OF[to])

    def _doors_between(self, origin: Station, to: Station) -> str:
        sealed = self.sealed()
        lo, hi = sorted((origin % 3, to % 3))
        names = [DOOR_NAMES[d] for d in range(lo, hi) if d in sealed]
        return made("{door} and {other}", door=names[0], other=names[1]) if len(names) == 2 \
            else names[0] if names else DOOR_NAMES[0]

    def move_player(self, player: Player, to: Station, how: str) -> None:
        hooks = self.hooks
        if not hooks["sealed_doors"] and not hooks["on_player_moves"]:     # most: neither card in play
            self.__next_move_player(player, to, how)
            return
        origin = player.station
        reach = self.beyond_doors(origin, to) if hooks["sealed_doors"] else to
        if reach != to:
            doors = self._doors_between(origin, to)
            if reach == origin:
                self.emit(ev.NothingHappens(player.name, made("the {doors} doors are sealed", doors=doors)))
                return
            how = made("{how}, as far as the sealed {doors} doors let", how=how, doors=doors)
            to = reach
        self.__next_move_player(player, to, how)
        if player.station == to and to != origin:
            for threat in hooks["on_player_moves"]:
                if threat.state == ACTIVE:
                    threat.on_player_moves(self, player, origin, to)

    def intruder_destination(self, threat: Threat, origin: Station, to: Station) -> Station:
        """Sealed doors stop every intruder (p.37: "ni los jugadores ni los intrusos
        podrán desplazarse entre ambas localizaciones"), but the Slime (ruling NID13)."""
        if not self.hooks["sealed_doors"] or getattr(threat, "passes_sealed_doors", False):
            return to
        reach = self.beyond_doors(origin, to)
        if reach != to:
            self.emit(ev.ShipChanged(CANNOT_PASS, {"threat": threat.label, "doors": self._doors_between(origin, to)}))
        return reach
