"""Builders for the tests of the New Frontier's cards: a game under the expansion's ruleset,
the interceptors launched, a card's printed values.

Default trajectories (tests.rules.builders): red 1 (10 squares: X 5, Z 1), white 2
(11: X 8), blue 3 (12: X 8, Y 3). Range 1 = squares 1-5, 2 = 6-10, 3 = 11+.
The ship starts with shields 1/1/1 and reactors 2/3/2.
"""
from __future__ import annotations

from spacealert_tui.rules.crew import Squad
from spacealert_tui.rules.layout import Station
from spacealert_tui.rules.new_frontier.game import NewFrontierGame
from tests.rules.builders import record


def nf_game(threats=(), crew=(("empty",),), **kw) -> NewFrontierGame:
    """A game resolved by The New Frontier's ruleset (what `rulesets.game_class` picks
    for a record with any of the expansion's cards)."""
    return NewFrontierGame(record(threats, crew, **kw))


def launch(g, index: int = 0, *, squad: bool = True) -> None:
    """Put crew member `index` out in the interceptors, leading an active squad."""
    player = g.players[index]
    if squad:
        player.squad = Squad(Station.UPPER_BLUE)
        player.squad.holder = player
    player.station = Station.INTERCEPTORS


def values_of(cls) -> tuple:
    """(name, Spanish name, colour, serious, set, HP, shield, speed, survived, destroyed)."""
    survived, destroyed = cls.point_values()
    return (cls.name, cls.name_es, cls.color, cls.serious, cls.set, cls.hp, cls.shield, cls.speed,
            survived, destroyed)
