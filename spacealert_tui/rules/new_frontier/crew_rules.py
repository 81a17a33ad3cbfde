"""The expansion's crew members (`FrontierPlayer`): every New Frontier game plays with
them, whichever of the expansion's mechanics the mission uses."""
from __future__ import annotations

from spacealert_tui.rules.game import Game
from spacealert_tui.rules.new_frontier.frontier_crew import FrontierPlayer
from spacealert_tui.rules.record import GameRecord


class FrontierCrewRules(Game):
    """Mixin of `NewFrontierGame` (always its last): the crew as `FrontierPlayer`s."""

    def __init__(self, record: GameRecord, *, snapshots: bool | str = False) -> None:
        super().__init__(record, snapshots=snapshots)
        # the expansion's crew members carry the state its rules add (see FrontierPlayer)
        self.players = [FrontierPlayer.of(p) for p in self.players]
