"""The turn flow of The New Frontier: the base game's, with the expansion's overrides.

Every change the expansion makes to how a turn is resolved is a method override
(or a threat hook its cards implement), never an edit of `rules.game`: a base-game
mission is resolved by `Game` itself and pays nothing for the expansion. Each
mechanic that changes the flow is a mixin in its own `*_rules.py` module, listed in
`NewFrontierGame`'s bases; a mixin calls `super()` for the base game's part.

A mission pays only for the mechanics it can meet: `frontier_class` leaves out the
mixins of specializations and of double-action cards when no crew member has a
specialization or the mission does not declare those cards. Those mixins only pass
the call on in such a mission (their every override starts from a specialization or
a double card), so the result is the same, with fewer calls on each action and move.
"""
from __future__ import annotations

from functools import cache

from spacealert_tui.rules.game import Game
from spacealert_tui.rules.new_frontier.anomaly_rules import AnomalyRules
from spacealert_tui.rules.new_frontier.creature_rules import CreatureRules
from spacealert_tui.rules.new_frontier.crew_rules import FrontierCrewRules
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
from spacealert_tui.rules.record import GameRecord


class NewFrontierGame(SpecialistsRules, CreatureRules, AnomalyRules, PhasingRules, OpticsRules, SpanningRules,
                      SummoningRules, DoorsRules, ShieldsRules, WeaponsRules, LingeringRules,
                      DelaysRules, DoubleActionsRules, InterceptorsRules, FrontierCrewRules, Game):
    """A mission played with any of The New Frontier's threat cards or optional rules."""

    ruleset = "new_frontier"
    THREAT_HOOKS = Game.THREAT_HOOKS + EXPANSION_HOOKS

    @classmethod
    def lean_class(cls, record: GameRecord) -> type[Game]:
        """This ruleset less the mixins this record never needs (see `frontier_class`)."""
        return frontier_class(any(member.specialization is not None for member in record.crew),
                              "double_actions" in record.rules)


@cache
def frontier_class(specializations: bool, double_actions: bool) -> type[Game]:
    """`NewFrontierGame`, less the mixins a mission without specializations (or without
    double-action cards) never needs, in the same order (so every override left is
    called as in `NewFrontierGame`)."""
    if specializations and double_actions:
        return NewFrontierGame
    left_out: set[type[Game]] = set()
    if not specializations:
        left_out.add(SpecialistsRules)      # and so its base, SpecializationsRules
    if not double_actions:
        left_out.add(DoubleActionsRules)
    bases = tuple(base for base in NewFrontierGame.__bases__ if base not in left_out)
    return type(NewFrontierGame.__name__, bases, {
        "__module__": __name__, "__doc__": NewFrontierGame.__doc__,
        "ruleset": NewFrontierGame.ruleset, "THREAT_HOOKS": NewFrontierGame.THREAT_HOOKS})
