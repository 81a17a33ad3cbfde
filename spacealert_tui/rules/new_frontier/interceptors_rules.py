"""Variable-distance interceptors (The New Frontier, p.11 *Los interceptores de
distancia variable*, the summary box on p.12 and *El regreso forzado*).

Played with the double-action cards (`mission.rules: [double_actions]`) or alone
(`[variable_interceptors]`). C at upper red launches them to distance 1 (K15). Out
there each turn's card is one action (K18): a card with C on it flies one band out
(C at distance 3: forced return), a card with battle bots and no C holds the
distance and attacks, an empty space comes one band closer (from distance 1: home),
and any other card is delayed, its empty space bringing them closer (K16). They
attack only threats at their distance (K17: `interceptor_distance`). Still out at
distance 2 or 3 when the ship prepares to jump — turn 13, when a base pilot comes
home — the autopilot hauls them back: a forced return knocks the pilot out and
disables his squad (K19); from distance 1 they come home as in the base game (K20).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar, cast

from spacealert_tui.rules import events as ev
from spacealert_tui.rules.actions import Act, Action, DoubleAction
from spacealert_tui.rules.layout import Station
from spacealert_tui.rules.crew import Player
from spacealert_tui.rules.game import Game
from spacealert_tui.rules.new_frontier.frontier_crew import FrontierPlayer
from spacealert_tui.rules.record import VARIABLE_INTERCEPTOR_RULES
from spacealert_tui.rules.text import N_, made

FARTHEST = 3
OUT, HOLD, CLOSER, DELAYED = "out", "hold", "closer", "delayed"
INTERCEPTORS = Station.INTERCEPTORS


def space_move(action: Action) -> str:
    """What one card does to the interceptors (the summary box, p.12): a C anywhere on
    it flies out, else battle bots hold, an empty space comes closer, and anything
    else is delayed."""
    halves = action.halves if isinstance(action, DoubleAction) else (action,)
    acts = [half.act for half in halves]
    if Act.C in acts:
        return OUT
    if Act.BOTS in acts or Act.HBOTS in acts:
        return HOLD
    if acts == [Act.EMPTY]:
        return CLOSER
    return DELAYED


class InterceptorsRules(Game):
    """Mixin of `NewFrontierGame`: the interceptors fly to distance 1, 2 or 3."""

    # what `super()` would call, bound once per class (`Game.bind_chains`)
    __next_launch_interceptors: ClassVar[Callable[[Game, Player, bool], None]]
    __next_space_action: ClassVar[Callable[[Game, Player, Action, int], None]]
    __next_knock_out: ClassVar[Callable[[Game, Player, str], None]]
    __next_return_from_space: ClassVar[Callable[[Game, Player], None]]

    def variable_interceptors(self) -> bool:
        return bool(self.record.rules & VARIABLE_INTERCEPTOR_RULES)

    def launch_interceptors(self, player: Player, heroic: bool) -> None:
        self.__next_launch_interceptors(player, heroic)
        if player.in_space and isinstance(player, FrontierPlayer):
            player.band = 1

    def interceptor_distance(self, pilot: Player) -> int:
        if isinstance(pilot, FrontierPlayer) and pilot.band and self.variable_interceptors():
            return pilot.band
        return 1

    def space_action(self, player: Player, action: Action, turn: int) -> None:
        if not self.variable_interceptors():
            self.__next_space_action(player, action, turn)
            return
        pilot = cast(FrontierPlayer, player)
        move = space_move(action)
        if move == OUT:
            if pilot.band >= FARTHEST:
                self.forced_return(pilot, N_("flown beyond distance 3"))
                return
            pilot.band += 1
            self.emit(ev.SystemUsed(player.name, made("flies the interceptors out to distance {n}", n=pilot.band)))
        elif move == HOLD:
            heroic = action.act is Act.HBOTS
            self.heroic_interceptors = heroic
            self.emit(ev.SystemUsed(player.name, made("stays out with the interceptors at distance {n}", n=pilot.band)))
        else:
            if move == DELAYED and player.delay(turn):    # its gap brings them closer
                self.emit(ev.ActionDelayed(player.name, turn, N_("only one action a turn in space, "
                                              "and not this one")))
            self.come_closer(pilot)

    def knock_out(self, player: Player, cause: str) -> None:
        self.__next_knock_out(player, cause)
        if isinstance(player, FrontierPlayer) and player.station is not INTERCEPTORS:    # not in_space: a call less
            player.band = 0             # a pilot knocked out in space is back aboard

    def come_closer(self, pilot: FrontierPlayer) -> None:
        """An empty space in space: one band closer, or home from distance 1."""
        if pilot.band <= 1:
            pilot.band = 0
            self.return_from_space(pilot)
            return
        pilot.band -= 1
        self.emit(ev.SystemUsed(pilot.name, made("brings the interceptors back to distance {n}", n=pilot.band)))

    def return_from_space(self, player: Player) -> None:
        """The pilot comes home; at turn 13 from distance 2 or 3, by forced return."""
        if (self.turn == 13 and isinstance(player, FrontierPlayer) and player.band > 1
                and self.variable_interceptors()):
            self.forced_return(player, made("still at distance {n} as the ship jumps", n=player.band))
            return
        if isinstance(player, FrontierPlayer):
            player.band = 0
        self.__next_return_from_space(player)

    def forced_return(self, pilot: FrontierPlayer, cause: str) -> None:
        """The autopilot hauls the interceptors home: the pilot is knocked out and his
        squad disabled (p.12, *El regreso forzado*)."""
        pilot.band = 0
        self.emit(ev.ShipChanged(N_("forced return of the interceptors: {cause}"), {"cause": cause}))
        self.__next_return_from_space(pilot)
        self.knock_out(pilot, N_("forced return of the interceptors"))
        if pilot.squad is not None:
            pilot.squad.ready = False
