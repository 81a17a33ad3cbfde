"""A threat card as plain values and as text: what `spacealert cards` prints and the app shows.

One place for both, so the command line, the cards screen and the action round's
card lines always say the same thing.
"""
from __future__ import annotations

from typing import Any

from spacealert_tui.rules.threats.base import ExternalThreat, InternalThreat, Malfunction, Threat, describe

# how a card's set is named to a person (the JSON keeps the id)
SET_NAMES = {"base": "base game", "new_frontier": "The New Frontier"}


def card_json(cls: type[Threat]) -> dict:
    survived, destroyed = cls.point_values()
    d: dict[str, Any]
    d = {"card": cls.id, "name": cls.name, "name_es": cls.name_es, "set": cls.set,
         "color": cls.color, "seriousness": "serious" if cls.serious else "common",
         "kind": cls.kind, "hp": cls.hp, "speed": cls.speed,
         "points_survived": survived, "points_destroyed": destroyed,
         "x": describe(cls.x), "y": describe(cls.y), "z": describe(cls.z), "rules": cls.rules or None}
    if issubclass(cls, ExternalThreat):
        d["shield"] = cls.shield
    elif issubclass(cls, InternalThreat):
        d["type"] = "malfunction" if issubclass(cls, Malfunction) else "intruder"
        if issubclass(cls, Malfunction):
            d["system"] = getattr(cls, "system", None)
        d["stations"] = [s.label for s in cls.start]
    return d


def sort_key(card_id: str) -> tuple:
    prefix, number = card_id.split("-")
    return (prefix.lstrip("S")[0], prefix.startswith("S"), prefix, int(number))


def card_text(c: dict) -> str:
    lines = [f"{c['card']}  {c['name']}" + (f"  ({c['name_es']})" if c.get("name_es") else ""),
             f"{c['color']} {c['seriousness']} {c['kind']} threat, {SET_NAMES.get(c['set'], c['set'])}"]
    vals = f"HP {c['hp']}"
    if "shield" in c:
        vals += f", shield {c['shield']}"
    vals += f", speed {c['speed']}"
    lines.append(vals)
    if "stations" in c:
        where = ", ".join(c["stations"]) or "outside the hull"
        what = f" (covers {c['system']})" if c.get("system") else ""
        lines.append(f"{c['type']} in {where}{what}")
    lines.append(f"points: {c['points_survived']} survived / {c['points_destroyed']} destroyed")
    lines += [f"X: {c['x']}", f"Y: {c['y']}", f"Z: {c['z']}"]
    if c.get("rules"):
        lines.append(f"Special: {c['rules']}")
    return "\n".join(lines) + "\n"
