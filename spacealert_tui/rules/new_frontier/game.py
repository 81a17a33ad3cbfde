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
from spacealert_tui.rules.new_frontier.delays_rules import DelaysRules
from spacealert_tui.rules.new_frontier.doors_rules import DoorsRules
from spacealert_tui.rules.new_frontier.double_actions_rules import DoubleActionsRules
from spacealert_tui.rules.new_frontier.interceptors_rules import InterceptorsRules
from spacealert_tui.rules.new_frontier.lingering_rules import LingeringRules
from spacealert_tui.rules.new_frontier.optics_rules import OpticsRules
from spacealert_tui.rules.new_frontier.phasing_rules import PhasingRules
from spacealert_tui.rules.new_frontier.shields_rules import ShieldsRules
from spacealert_tui.rules.new_frontier.specialists_rules import SpecialistsRules
from spacealert_tui.rules.new_frontier.spanning_rules import SpanningRules
from spacealert_tui.rules.new_frontier.summoning_rules import SummoningRules
from spacealert_tui.rules.new_frontier.threats.internal_kit import EXPANSION_HOOKS
from spacealert_tui.rules.new_frontier.weapons_rules import WeaponsRules


class NewFrontierGame(SpecialistsRules, CreatureRules, AnomalyRules, PhasingRules, OpticsRules, SpanningRules,
                      SummoningRules, DoorsRules, ShieldsRules, WeaponsRules, LingeringRules,
                      DelaysRules, DoubleActionsRules, InterceptorsRules, Game):
    """A mission played with any of The New Frontier's threat cards or optional rules."""

    ruleset = "new_frontier"
    THREAT_HOOKS = Game.THREAT_HOOKS + EXPANSION_HOOKS
