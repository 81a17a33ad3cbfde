"""`spacealert cards [CARD] [--set SET] [--color COLOUR] [--json]`: the threat cards the
rules core implements. A card is named as read off it (`SE3-105`, `se3105`, `e107`)."""
from __future__ import annotations

import argparse
import json
import sys

from spacealert_tui.errors import UserError
from spacealert_tui.rules.card_ids import EXPANSION_IDS, canonical, id_candidates, known_ids
from spacealert_tui.rules.card_text import card_json, card_text, sort_key
from spacealert_tui.rules.threats import CARDS

SETS = ("base", "new_frontier")
COLOURS = ("white", "yellow", "red")


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("cards", help="list the threat cards, or show one",
                       description="The threat cards the rules core implements.")
    p.add_argument("card", nargs="?", help="a card id such as E1-07, SE3-105 or se3105")
    p.add_argument("--set", choices=SETS, help="only the cards of this box")
    p.add_argument("--color", choices=COLOURS, help="only the cards of this colour")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    if args.card:
        cls = CARDS.get(args.card) or CARDS.get(args.card.upper())
        if cls is None:
            cls = _card_named(args.card)
        data = card_json(cls)
        if args.json:
            sys.stdout.write(json.dumps(data, ensure_ascii=False) + "\n")
            return 0
        sys.stdout.write(card_text(data))
        return 0
    ids = [cid for cid in sorted(CARDS, key=sort_key)
           if (not args.set or CARDS[cid].set == args.set) and (not args.color or CARDS[cid].color == args.color)]
    cards = [card_json(CARDS[cid]) for cid in ids]
    if args.json:
        sys.stdout.write(json.dumps(cards, ensure_ascii=False) + "\n")
        return 0
    for c in cards:
        tough = f"hp {c['hp']}" + (f" shield {c['shield']}" if "shield" in c else "")
        kind = c["kind"] if c["kind"] == "external" else c["type"]
        sys.stdout.write(f"{c['card']:<8}{c['name']:<24}{c['color']:<7}{c['seriousness']:<8}"
                         f"{kind:<12}{tough:<16}speed {c['speed']}  "
                         f"{c['points_survived']}/{c['points_destroyed']}\n")
    waiting = [cid for cid in EXPANSION_IDS if cid not in CARDS
               and args.set in (None, "new_frontier") and (not args.color or _colour_of(cid) == args.color)]
    if waiting:
        sys.stdout.write(f"not played by this version yet ({len(waiting)} New Frontier cards): "
                         f"{', '.join(waiting)}\n")
    return 0


def _colour_of(card_id: str) -> str:
    return COLOURS[int(card_id.split("-")[0][-1]) - 1]


def _card_named(text: str):
    """The card `text` names as read off it; UserError (field `card`) when none or several."""
    card_id = canonical(text)
    if card_id is None:
        several = id_candidates(text, known_ids())
        if several:
            raise UserError(f"{text!r} may be {', '.join(several)}: give the whole id", field="card")
        raise UserError(f"unknown threat card {text!r} (`spacealert cards` lists them)", field="card")
    if card_id not in CARDS:
        raise UserError(f"{card_id} is a New Frontier card this version does not play yet", field="card")
    return CARDS[card_id]
