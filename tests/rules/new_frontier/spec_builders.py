"""Records and games with The New Frontier's specializations, for the tests."""
from __future__ import annotations

from spacealert_tui.rules import record_from_dict
from spacealert_tui.rules.layout import STATION_BY_NAME
from spacealert_tui.rules.new_frontier.game import NewFrontierGame
from tests.rules.builders import record_doc
from tests.rules.new_frontier.nf_builders import PLAIN_ORDER


def member(spec: str | None, actions=(), name: str | None = None, level: int | None = None, **extra) -> dict:
    item: dict = {"actions": list(actions) + ["empty"] * (12 - len(actions))}
    if name is not None:
        item["name"] = name
    if spec is not None:
        item["specialization"] = spec
    if level is not None:
        item["specialization_level"] = level
    item.update(extra)
    return item


def spec_doc(*members: dict, threats=(), rules=None, **kw) -> dict:
    crew = [dict(m, name=m.get("name", f"P{i + 1}")) for i, m in enumerate(members)]
    kw.setdefault("damage_tokens", PLAIN_ORDER)
    doc = record_doc(threats, crew, **kw)
    if rules:
        doc["mission"]["rules"] = list(rules)
    return doc


def spec_game(*members: dict, threats=(), rules=None, checks: bool = False, **kw) -> NewFrontierGame:
    """A game to drive turn by turn; the computer is kept maintained (no computer-check
    delays) unless `checks`."""
    g = NewFrontierGame(record_from_dict(spec_doc(*members, threats=threats, rules=rules, **kw)))
    if not checks:
        g.ship.maintained_phases.update((1, 2, 3))
    return g


def at(g: NewFrontierGame, index: int, station: str):
    player = g.players[index]
    player.station = STATION_BY_NAME[station]
    return player


def texts(g) -> list[str]:
    return [str(e) for e in g.events]
