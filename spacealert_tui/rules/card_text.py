"""A threat card as plain values and as text: what `spacealert cards` prints and the app shows.

One place for both, so the command line, the cards screen and the action round's
card lines always say the same thing.
"""
from __future__ import annotations

from typing import Any

from spacealert_tui.rules.text import N_, _, tr
from spacealert_tui.rules.threats.base import ExternalThreat, InternalThreat, Malfunction, Threat, describe

# how a card's set is named to a person (the JSON keeps the id)
SET_NAMES = {"base": N_("base game"), "new_frontier": N_("The New Frontier")}


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
    name = tr(c["name"])
    lines = [f"{c['card']}  {name}" + (f"  ({c['name']})" if name != c["name"] else "")
             + (f"  ({c['name_es']})" if c.get("name_es") and c["name_es"] != name else ""),
             _("{color} {seriousness} {kind} threat, {set}").format(
                 color=tr(c["color"], "card color"), seriousness=tr(c["seriousness"], "seriousness"),
                 kind=tr(c["kind"], "kind"), set=tr(SET_NAMES.get(c["set"], c["set"])))]
    vals = _("HP {hp}").format(hp=c["hp"])
    if "shield" in c:
        vals += _(", shield {shield}").format(shield=c["shield"])
    vals += _(", speed {speed}").format(speed=c["speed"])
    lines.append(vals)
    if "stations" in c:
        where = ", ".join(tr(s) for s in c["stations"]) or _("outside the hull")
        what = _(" (covers {system})").format(system=tr(c["system"])) if c.get("system") else ""
        lines.append(_("{type} in {where}{what}").format(type=tr(c["type"], "kind"), where=where, what=what))
    lines.append(_("points: {survived} survived / {destroyed} destroyed").format(
        survived=c["points_survived"], destroyed=c["points_destroyed"]))
    x, y, z = (tr(c[k]) for k in "xyz")
    lines += [f"X: {x}", f"Y: {y}", f"Z: {z}"]
    if c.get("rules"):
        lines.append(_("Special: {rules}").format(rules=tr(c["rules"])))
    return "\n".join(lines) + "\n"
