"""Heavy-laser shots heard by threats (The New Frontier p.36, *Cortocircuito en el
cañón de pulsos*): a shot that really fires (energy spent, target or not) is told to
the cards that react to it; a shot refused (covered button, no energy, already fired)
is not."""
from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from spacealert_tui.rules.crew import Player
from spacealert_tui.rules.game import Game
from spacealert_tui.rules.layout import STATION_ZONES
from spacealert_tui.rules.threats.base import ACTIVE


class WeaponsRules(Game):
    """Mixin of `NewFrontierGame`: heavy-laser shots trigger `on_heavy_laser_fired`."""

    # what `super()` would call, bound once per class (`Game.bind_chains`)
    __next_fire_heavy_laser: ClassVar[Callable[[Game, Player, bool], None]]

    def fire_heavy_laser(self, player: Player, heroic: bool) -> None:
        if not self.hooks["on_heavy_laser_fired"]:
            self.__next_fire_heavy_laser(player, heroic)
            return
        zone = STATION_ZONES[player.station]
        fired_before = self.ship.heavy_fired[zone]
        self.__next_fire_heavy_laser(player, heroic)
        if not fired_before and self.ship.heavy_fired[zone]:
            for threat in self.hooks["on_heavy_laser_fired"]:
                if threat.state == ACTIVE:
                    threat.on_heavy_laser_fired(self, zone)
