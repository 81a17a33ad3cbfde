"""The New Frontier (the expansion's rulebook): its rules as a ruleset of the base game.

`NewFrontierGame` is a subclass of `Game` that overrides the turn flow where the
expansion changes it; `rulesets.game_class` picks it for a record that needs it.
"""
from spacealert_tui.rules.new_frontier.game import NewFrontierGame

__all__ = ["NewFrontierGame"]
