"""Builders for the tests of The New Frontier's cards: a game under the expansion's
ruleset (the one `nf_game` every test of the expansion builds on), the interceptors
launched, a card's printed values.

Default trajectories (tests.rules.builders): red 1 (10 squares: X 5, Z 1), white 2
(11: X 8), blue 3 (12: X 8, Y 3). Range 1 = squares 1-5, 2 = 6-10, 3 = 11+.
The ship starts with shields 1/1/1 and reactors 2/3/2.
"""
from __future__ import annotations

from spacealert_tui.rules.crew import Squad
from spacealert_tui.rules.layout import Station
from spacealert_tui.rules.new_frontier.game import NewFrontierGame
from tests.rules.builders import record

# structural damage first: tiles that change no capacity
PLAIN_TILES = ["structure", "gravolift", "upper_cannon", "lower_cannon", "shield", "reactor"]
PLAIN_ORDER = {"red": PLAIN_TILES, "white": PLAIN_TILES, "blue": PLAIN_TILES}


def nf_game(threats=(), crew=(("empty",),), **kw) -> NewFrontierGame:
    """A game resolved by The New Frontier's ruleset (what `rulesets.game_class` picks
    for a record with any of the expansion's cards). Its damage tiles are drawn in a
    fixed order, structural ones first (`PLAIN_ORDER`), unless `damage_tokens` says
    otherwise: a test counting tiles never meets one that lowers a capacity by chance."""
    kw.setdefault("damage_tokens", PLAIN_ORDER)
    return NewFrontierGame(record(threats, crew, **kw))


def crew(n: int):
    return [["empty"]] * n


def tiles(g) -> list[int]:
    return [len(t) for t in g.ship.tiles]


def arm(g, index: int, storage):
    p = g.players[index]
    squad = g.ship.squads[storage]
    squad.holder, p.squad, squad.ready = p, squad, True
    return p


def act(g, t, letter: str) -> None:
    """The threat does its X, Y or Z now."""
    t.perform(letter, g)
    if letter == "Z":
        g.threat_survives(t)


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
