"""The turn flow of The New Frontier: the base game's, with the expansion's overrides.

Every change the expansion makes to how a turn is resolved is a method override
(or a threat hook its cards implement), never an edit of `rules.game`: a base-game
mission is resolved by `Game` itself and pays nothing for the expansion. Each
mechanic that changes the flow is a mixin in its own `*_rules.py` module, listed in
`NewFrontierGame`'s bases; a mixin calls `super()` for the base game's part.

A mission pays only for the mechanics it can meet: `NewFrontierGame.lean_class`
leaves out the mixins of specializations, double-action cards, phasing, spanning,
disrupted optics, summoning, doors, shields conditions, heard laser shots and
lingering tokens (`OPTIONAL_MIXINS`) when the record holds no specialization, does
not declare those cards, or draws no card with that mechanic. Those mixins only pass
the call on in such a mission, so the result is the same, with fewer calls on each
action and move.
"""
from __future__ import annotations

from collections.abc import Callable
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
from spacealert_tui.rules.threats import CARDS
from spacealert_tui.rules.threats.base import Threat, hooks_of


class NewFrontierGame(SpecialistsRules, CreatureRules, AnomalyRules, PhasingRules, OpticsRules, SpanningRules,
                      SummoningRules, DoorsRules, ShieldsRules, WeaponsRules, LingeringRules,
                      DelaysRules, DoubleActionsRules, InterceptorsRules, FrontierCrewRules, Game):
    """A mission played with any of The New Frontier's threat cards or optional rules."""

    ruleset = "new_frontier"
    THREAT_HOOKS = Game.THREAT_HOOKS + EXPANSION_HOOKS

    @classmethod
    def lean_class(cls, record: GameRecord) -> type[Game]:
        """This ruleset less the mixins this record never needs (see `frontier_class`)."""
        cards: list[type[Threat]] = [CARDS[draw.card] for draw in record.threats]
        cards += [CARDS[draw.summons] for draw in record.threats if draw.summons is not None]
        return frontier_class(frozenset(mixin for mixin, needed in OPTIONAL_MIXINS
                                        if not needed(record, cards)))


def _has_specialist(record: GameRecord, cards: list[type[Threat]]) -> bool:
    return any(member.specialization is not None for member in record.crew)


def _heard(*hooks: str) -> Callable[[GameRecord, list[type[Threat]]], bool]:
    """A mission needs a mixin that calls these threat hooks when a card replaces one."""
    return lambda record, cards: any(not hooks_of(card).isdisjoint(hooks) for card in cards)


#: The mixins a mission may do without, each with what says a mission needs it. Each
#: one's every override starts from what it names here (a specialization, a double card,
#: a card that phases, spans all trajectories, disrupts optics, summons, or replaces one
#: of the hooks it calls) and, without it, only passes the call on. Every threat in play
#: is a card drawn, or laid beside a summoner, or a Cyber Gremlin's sabotage oval (which
#: replaces no hook: `tests/rules/test_rulesets.py`).
OPTIONAL_MIXINS: tuple[tuple[type[Game], Callable[[GameRecord, list[type[Threat]]], bool]], ...] = (
    (SpecialistsRules, _has_specialist),        # and so its base, SpecializationsRules
    (DoubleActionsRules, lambda record, cards: "double_actions" in record.rules),
    (PhasingRules, lambda record, cards: any(getattr(card, "phasing", False) for card in cards)),
    (OpticsRules, lambda record, cards: any(hasattr(card, "disrupted_zones") for card in cards)),
    (SpanningRules, lambda record, cards: any(getattr(card, "spans_all_tracks", False) for card in cards)),
    (SummoningRules, lambda record, cards: any(card.summons is not None for card in cards)),
    (DoorsRules, _heard("sealed_doors", "on_player_moves")),
    (ShieldsRules, _heard("shields_condition")),
    (WeaponsRules, _heard("on_heavy_laser_fired")),
    (LingeringRules, _heard("lingers")),
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
