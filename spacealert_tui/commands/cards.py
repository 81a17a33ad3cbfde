"""`spacealert cards [CARD] [--json]`: the threat cards the rules core implements."""
from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from spacealert_tui.errors import UserError
from spacealert_tui.rules.threats import CARDS
from spacealert_tui.rules.threats.base import ExternalThreat, InternalThreat, Malfunction, Threat, describe


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("cards", help="list the threat cards, or show one",
                       description="The threat cards the rules core implements.")
    p.add_argument("card", nargs="?", help="a card id such as E1-07")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(func=run)


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


def run(args: argparse.Namespace) -> int:
    if args.card:
        cls = CARDS.get(args.card) or CARDS.get(args.card.upper())
        if cls is None:
            raise UserError(f"unknown threat card {args.card!r} (`spacealert cards` lists them)", field="card")
        data = card_json(cls)
        if args.json:
            sys.stdout.write(json.dumps(data, ensure_ascii=False) + "\n")
            return 0
        sys.stdout.write(card_text(data))
        return 0
    cards = [card_json(CARDS[cid]) for cid in sorted(CARDS, key=sort_key)]
    if args.json:
        sys.stdout.write(json.dumps(cards, ensure_ascii=False) + "\n")
        return 0
    for c in cards:
        tough = f"hp {c['hp']}" + (f" shield {c['shield']}" if "shield" in c else "")
        kind = c["kind"] if c["kind"] == "external" else c["type"]
        sys.stdout.write(f"{c['card']:<8}{c['name']:<24}{c['color']:<7}{c['seriousness']:<8}"
                         f"{kind:<12}{tough:<16}speed {c['speed']}  "
                         f"{c['points_survived']}/{c['points_destroyed']}\n")
    return 0


def card_text(c: dict) -> str:
    lines = [f"{c['card']}  {c['name']}" + (f"  ({c['name_es']})" if c.get("name_es") else ""),
             f"{c['color']} {c['seriousness']} {c['kind']} threat, {c['set']} game"]
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
