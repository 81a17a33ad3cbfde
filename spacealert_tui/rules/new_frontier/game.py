"""The turn flow of The New Frontier: the base game's, with the expansion's overrides.

Every change the expansion makes to how a turn is resolved is a method override
(or a threat hook its cards implement), never an edit of `rules.game`: a base-game
mission is resolved by `Game` itself and pays nothing for the expansion. Each
mechanic that changes the flow is a mixin in its own `*_rules.py` module, listed in
`NewFrontierGame`'s bases; a mixin calls the next class's method for the base game's
part, through the name `Game.bind_chains` binds once per class (`self.__next_<name>`,
what `super().<name>` would find: docs/rulesets.md).

A mission pays only for the optional rules it plays: `NewFrontierGame.lean_class`
leaves out the mixins of specializations and double-action cards
(`OPTIONAL_MIXINS`) when the record holds no specialization or does not declare
those cards. Those mixins only pass the call on in such a mission, so the result is
the same, with fewer calls on each action, move and delay.
"""
from __future__ import annotations

from collections.abc import Callable
from functools import cache

from spacealert_tui.rules.game import Game
from spacealert_tui.rules.new_frontier.anomaly_rules import AnomalyRules
from spacealert_tui.rules.new_frontier.card_lists import CardListsRules
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
from spacealert_tui.rules.new_frontier.threats_step_rules import ThreatsStepRules
from spacealert_tui.rules.new_frontier.weapons_rules import WeaponsRules
from spacealert_tui.rules.record import GameRecord


class NewFrontierGame(SpecialistsRules, CreatureRules, AnomalyRules, PhasingRules, OpticsRules, SpanningRules,
                      SummoningRules, DoorsRules, ShieldsRules, WeaponsRules, ThreatsStepRules, LingeringRules,
                      DelaysRules, DoubleActionsRules, InterceptorsRules, CardListsRules, FrontierCrewRules, Game):
    """A mission played with any of The New Frontier's threat cards or optional rules."""

    ruleset = "new_frontier"
    THREAT_HOOKS = Game.THREAT_HOOKS + EXPANSION_HOOKS

    @classmethod
    def lean_class(cls, record: GameRecord) -> type[Game]:
        """This ruleset less the mixins this record never needs (see `frontier_class`)."""
        return frontier_class(frozenset(mixin for mixin, needed in OPTIONAL_MIXINS if not needed(record)))


def _has_specialist(record: GameRecord) -> bool:
    return any(member.specialization is not None for member in record.crew)


#: The mixins a mission may do without, each with what says a mission needs it: each
#: one's every override starts from a specialization or a double card and, without it,
#: only passes the call on. Only mechanics the record itself declares: leaving out the
#: mixins of cards drawn too (phasing, doors, ...) was tried and costs more than it saves
#: in a process that resolves many missions, since each mixture is a class of its own
#: and the interpreter's caches of the shared methods, specialised for one class, miss
#: on every other (in instructions: 2.27 M per expansion mission with these two, 2.56 M
#: with ten, 2.94 M with none).
OPTIONAL_MIXINS: tuple[tuple[type[Game], Callable[[GameRecord], bool]], ...] = (
    (SpecialistsRules, _has_specialist),        # and so its base, SpecializationsRules
    (DoubleActionsRules, lambda record: "double_actions" in record.rules),
    # (not `InterceptorsRules`: even without variable-distance interceptors it keeps the
    # pilot's distance 1, which the board shows: `snapshot`'s `band`)
)


@cache
def frontier_class(left_out: frozenset[type[Game]]) -> type[Game]:
    """`NewFrontierGame` less the mixins `left_out`, the others in the same order (so
    every override left is called as in `NewFrontierGame`)."""
    if not left_out:
        return NewFrontierGame
    bases = tuple(base for base in NewFrontierGame.__bases__ if base not in left_out)
    return type(NewFrontierGame.__name__, bases, {
        "__module__": __name__, "__doc__": NewFrontierGame.__doc__,
        "ruleset": NewFrontierGame.ruleset, "THREAT_HOOKS": NewFrontierGame.THREAT_HOOKS})
