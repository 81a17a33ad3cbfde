"""Games resolved by The New Frontier's ruleset, for the expansion's card tests."""
from __future__ import annotations

from spacealert_tui.rules.new_frontier.game import NewFrontierGame
from tests.rules.builders import record

# structural damage first: tiles that change no capacity
PLAIN_TILES = ["structure", "gravolift", "upper_cannon", "lower_cannon", "shield", "reactor"]
PLAIN_ORDER = {"red": PLAIN_TILES, "white": PLAIN_TILES, "blue": PLAIN_TILES}


def nf_game(threats=(), crew=(("empty",),), **kw) -> NewFrontierGame:
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
