"""Short ways to build records and games in tests.

    rec = record(threats=[("E1-07", 1, "red")], crew=[["A", "A"], ["lift"]])
    game = Game(rec)            # then drive steps by hand, or
    res = resolve(rec)          # run it all

Crew action lists shorter than 12 are padded with `empty`.
"""
from __future__ import annotations

from spacealert_tui.rules import Game, record_from_dict, resolve
from spacealert_tui.rules.layout import STATION_BY_NAME, Station
from spacealert_tui.rules.threats.base import ACTIVE, Threat

DEFAULT_TRACKS = {"red": 1, "white": 2, "blue": 3, "internal": 4}


def record_doc(threats=(), crew=(("empty",),), tracks=None, damage_tokens=None,
               initial_damage=None) -> dict:
    items = []
    for t in threats:
        if isinstance(t, dict):
            items.append(t)
        elif len(t) == 3:
            items.append({"card": t[0], "turn": t[1], "zone": t[2]})
        else:
            items.append({"card": t[0], "turn": t[1]})
    members = []
    for i, c in enumerate(crew):
        if isinstance(c, dict):
            members.append(c)
        else:
            acts = list(c) + ["empty"] * (12 - len(c))
            members.append({"name": f"P{i + 1}", "actions": acts})
    mission = {"tracks": dict(tracks or DEFAULT_TRACKS), "threats": items}
    if damage_tokens is not None:
        mission["damage_tokens"] = damage_tokens
    if initial_damage is not None:
        mission["initial_damage"] = initial_damage
    return {"format": "spacealert-record/1", "mission": mission, "crew": members}


def record(threats=(), crew=(("empty",),), **kw):
    return record_from_dict(record_doc(threats, crew, **kw))


def run(threats=(), crew=(("empty",),), **kw):
    return resolve(record(threats, crew, **kw))


def game(threats=(), crew=(("empty",),), **kw) -> Game:
    return Game(record(threats, crew, **kw))


def put_in_play(g: Game, card: str, *, position: int | None = None, turn: int = 1) -> Threat:
    """Make the record's threat `card` appear now, optionally at a given square."""
    threat = next(t for t in g.threats if t.id == card)
    g.turn = max(g.turn, turn)
    g.threat_appears(threat)
    assert threat.state == ACTIVE
    if position is not None:
        threat.position = position
    return threat


def place(g: Game, index: int, station: str) -> None:
    g.players[index].station = STATION_BY_NAME[station]


def events_text(res_or_game) -> list[str]:
    return [str(e) for e in res_or_game.events]


__all__ = ["Station", "game", "place", "put_in_play", "record", "record_doc", "run", "events_text"]
