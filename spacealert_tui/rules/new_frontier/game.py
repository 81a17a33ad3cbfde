"""The turn flow of The New Frontier: the base game's, with the expansion's overrides.

Every change the expansion makes to how a turn is resolved is a method override
(or a threat hook its cards implement), never an edit of `rules.game`: a base-game
mission is resolved by `Game` itself and pays nothing for the expansion. Each
mechanic that changes the flow is a mixin in its own `*_rules.py` module, listed in
`NewFrontierGame`'s bases; a mixin calls `super()` for the base game's part.
"""
from __future__ import annotations

from spacealert_tui.rules.game import Game
from spacealert_tui.rules.new_frontier.optics_rules import OpticsRules
from spacealert_tui.rules.new_frontier.phasing_rules import PhasingRules
from spacealert_tui.rules.new_frontier.spanning_rules import SpanningRules
from spacealert_tui.rules.new_frontier.summoning_rules import SummoningRules


class NewFrontierGame(PhasingRules, OpticsRules, SpanningRules, SummoningRules, Game):
    """A mission played with any of The New Frontier's threat cards or optional rules."""

    ruleset = "new_frontier"
