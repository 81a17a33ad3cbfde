"""The turn's one delay (base rulebook §7.2, the Slime's note: "los retrasos sufridos en
un solo turno no son acumulativos"; rulings R6, ND5, NEI12).

In the base game a second delay of the same turn finds the space the first one emptied
and moves nothing, with no bookkeeping (R6). The expansion fills that space again: the
Space Time Vortex's X copies a player's last action into the gap its delay made
(p.37), and a double card's first half slides into it (ND5). So each crew member keeps
the turn in which the next turn's delay was taken (`FrontierPlayer.delay_taken`): any
later delay of that next turn in the same turn — the computer check, another threat,
the Vortex's X itself — moves nothing.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from spacealert_tui.rules.crew import Player
from spacealert_tui.rules.game import Game
from spacealert_tui.rules.new_frontier.frontier_crew import FrontierPlayer


class DelaysRules(Game):
    """Mixin of `NewFrontierGame`: a delay of the next turn is taken once per turn."""

    # what `super()` would call, bound once per class (`Game.bind_chains`)
    __next_delay: ClassVar[Callable[[Game, Player, int, str], None]]

    def delay(self, player: Player, turn: int, cause: str) -> None:
        if turn == self.turn + 1 and isinstance(player, FrontierPlayer):
            if player.delay_taken == self.turn:
                return                      # the turn's one delay is already taken
            player.delay_taken = self.turn
        self.__next_delay(player, turn, cause)

    def claim_next_delay(self, player: Player) -> bool:
        if not isinstance(player, FrontierPlayer):
            return True
        if player.delay_taken == self.turn:
            return False
        player.delay_taken = self.turn
        return True
