"""A threat card as plain values and as text: what `spacealert cards` prints and the app shows.

One place for both, so the command line, the cards screen and the action round's
card lines always say the same thing.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from spacealert_tui.rules.text import N_, _, tr
from spacealert_tui.rules.threats.base import ExternalThreat, InternalThreat, Intruder, Malfunction, Threat, describe

# how a card's set is named to a person (the JSON keeps the id)
SET_NAMES = {"base": N_("base game"), "new_frontier": N_("The New Frontier")}


def card_json(cls: type[Threat], names: Mapping[str, str] | None = None) -> dict:
    """A card's values; `names` (language → printed name) adds `names` and fills `name_es`."""
    survived, destroyed = cls.point_values()
    d: dict[str, Any]
    name_es = names.get("es") if names else cls.name_es
    d = {"card": cls.id, "name": cls.name, "name_es": name_es, "set": cls.set,
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
        if issubclass(cls, Intruder):     # the card's return-fire symbol (base rulebook §3.1)
            d["return_fire"] = cls.fights_back
    if names:
        d["names"] = dict(names)
    return d


#: The values that may tell two cards of one name apart, in the order a crew would look.
_TELLING = ("color", "seriousness", "kind", "set", "stations", "hp", "shield", "speed", "x", "y", "z")


def telling_apart(cards: list[dict]) -> dict[str, str]:
    """card id → the first of its values that differs among `cards` (as `card_json`
    gives them), worded for a person: "starts in upper red", "X: jump left; attack 1".
    What a crew reads to choose between the two *Saltador* or the two *Escaramuzadores*."""
    for key in _TELLING:
        values = [c.get(key) for c in cards]
        if len({repr(v) for v in values}) > 1:
            return {c["card"]: _telling(key, c) for c in cards}
    return {c["card"]: "" for c in cards}


def _telling(key: str, c: dict) -> str:
    value = c.get(key)
    if key == "color":
        return tr(value, "card color")
    if key in ("seriousness", "kind"):
        return tr(value, key)
    if key == "set":
        return tr(SET_NAMES.get(str(value), str(value)))
    if key == "stations":
        return _("starts in {where}").format(where=", ".join(tr(s) for s in value or ()))
    if key in ("x", "y", "z"):
        return f"{key.upper()}: {tr(value)}"
    labels = {"hp": _("HP {hp}"), "shield": _("shield {shield}"), "speed": _("speed {speed}")}
    return labels[key].format(**{key: value})


def sort_key(card_id: str) -> tuple:
    prefix, number = card_id.split("-")
    return (prefix.lstrip("S")[0], prefix.startswith("S"), prefix, int(number))


def return_fire_text() -> str:
    """What the return-fire symbol on an intruder's card means (base rulebook §3.1: "la
    amenaza devuelve el fuego y desactiva el escuadrón de combate")."""
    return _("Fights back: a battle-bot squad that attacks it is disabled (not with a heroic attack)")


def card_text(c: dict) -> str:
    name = tr(c["name"])
    # the name in the crew's language, then the English one: never a third language
    lines = [f"{c['card']}  {name}" + (f"  ({c['name']})" if name != c["name"] else ""),
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
    if c.get("return_fire"):
        lines.append(return_fire_text())
    lines.append(_("points: {survived} survived / {destroyed} destroyed").format(
        survived=c["points_survived"], destroyed=c["points_destroyed"]))
    x, y, z = (tr(c[k]) for k in "xyz")
    lines += [f"X: {x}", f"Y: {y}", f"Z: {z}"]
    if c.get("rules"):
        lines.append(_("Special: {rules}").format(rules=tr(c["rules"])))
    return "\n".join(lines) + "\n"
