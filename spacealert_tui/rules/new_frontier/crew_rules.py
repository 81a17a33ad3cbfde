"""The expansion's crew members (`FrontierPlayer`): every New Frontier game plays with
them, whichever of the expansion's mechanics the mission uses."""
from __future__ import annotations

from typing import ClassVar

from spacealert_tui.rules.crew import Player
from spacealert_tui.rules.game import Game
from spacealert_tui.rules.new_frontier.frontier_crew import FrontierPlayer


class FrontierCrewRules(Game):
    """Mixin of `NewFrontierGame`: the crew as `FrontierPlayer`s, built as such (not
    built as the base game's and copied: a resolution builds its crew once)."""

    player_class: ClassVar[type[Player]] = FrontierPlayer
