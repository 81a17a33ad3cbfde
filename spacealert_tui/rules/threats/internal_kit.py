"""Pieces shared by internal threat cards: named steps, amounts, and the
multi-station malfunction with its same-turn repair bonus.

No card is defined here (the catalogue only collects classes with an `id`).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from spacealert_tui.rules.events import ShipChanged, ThreatHit
from spacealert_tui.rules.layout import Station
from spacealert_tui.rules.threats.base import ACTIVE, Malfunction
from spacealert_tui.rules.threats.steps import named

if TYPE_CHECKING:
    from spacealert_tui.rules.threats.base import GameApi

@named("the number of players in its station")
def players_in_own_station(threat, game: GameApi) -> int:
    """Everyone whose figure stands in its station, knocked out or not (ruling RI5)."""
    station = threat.station
    n = 0
    for p in game.players:
        if p.station == station:
            n += 1
    return n


def report(game: GameApi, template: str, /, **values: object) -> None:
    """Say what a threat did: `template` is a msgid (the extraction's `report` keyword)
    whose fields the event keeps as values, worded only when it is shown (and built
    only when told: not on the results-only path)."""
    if game.telling:
        game.emit(ShipChanged(template, values or None))


class MultiStationMalfunction(Malfunction):
    """A malfunction covering one system in several stations. A press of that system
    in any of them repairs it; if in one turn at least one repair landed in EACH of
    its stations, it takes `bonus` more damage at the end of the player-actions step
    (BattleBot Uprising +1, Power System Overload +2)."""

    bonus: ClassVar[int] = 0

    def __init__(self, *args, **kw) -> None:
        super().__init__(*args, **kw)
        self.repaired_in: set[Station] = set()

    def repair(self, game: GameApi, player, station: Station, amount: int) -> None:
        self.repaired_in.add(station)
        self.take_damage(amount, game)

    def on_player_actions_end(self, game: GameApi) -> None:
        repaired = self.repaired_in
        if not repaired:
            return
        everywhere = len(repaired) == len(self.stations)
        repaired.clear()
        if everywhere and self.state == ACTIVE:
            amount = min(self.bonus, self.hp_left)
            game.emit(ThreatHit(self.label, "the same-turn repair bonus", amount,
                                self.hp_left - amount))
            self.take_damage(self.bonus, game)

    def on_turn_end(self, game: GameApi) -> None:
        self.repaired_in.clear()
