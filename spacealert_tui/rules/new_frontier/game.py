"""The turn flow of The New Frontier: the base game's, with the expansion's overrides.

Every change the expansion makes to how a turn is resolved is a method override
(or a threat hook its cards implement), never an edit of `rules.game`: a base-game
mission is resolved by `Game` itself and pays nothing for the expansion. Each
mechanic that changes the flow is a mixin in its own `*_rules.py` module, listed in
`NewFrontierGame`'s bases; a mixin calls `super()` for the base game's part.
"""
from __future__ import annotations

from spacealert_tui.rules.game import Game
from spacealert_tui.rules.new_frontier.anomaly_rules import AnomalyRules
from spacealert_tui.rules.new_frontier.creature_rules import CreatureRules


class NewFrontierGame(CreatureRules, AnomalyRules, Game):
    """A mission played with any of The New Frontier's threat cards or optional rules."""

    ruleset = "new_frontier"
