"""`spacealert cards [CARD] [--json]`: the threat cards the rules core implements."""
from __future__ import annotations

import argparse
import json
import sys

from spacealert_tui.errors import UserError
from spacealert_tui.rules.card_text import card_json, card_text, sort_key
from spacealert_tui.rules.threats import CARDS


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("cards", help="list the threat cards, or show one",
                       description="The threat cards the rules core implements.")
    p.add_argument("card", nargs="?", help="a card id such as E1-07")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(func=run)


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
