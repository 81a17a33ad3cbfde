"""`spacealert cards [CARD] [--set SET] [--color COLOUR] [--json]`: the threat cards the
rules core implements. A card is named as read off it (`SE3-105`, `se3105`, `e107`)."""
from __future__ import annotations

import argparse
import json
import sys

from spacealert_tui.errors import UserError
from spacealert_tui.i18n import _

SETS = ("base", "new_frontier")
COLOURS = ("white", "yellow", "red")


def register(sub: argparse._SubParsersAction) -> None:
    # the language is installed before the parser is built: the help is in it
    p = sub.add_parser("cards", help=_("list the threat cards, or show one"),
                       description=_("The threat cards the rules core implements."))
    p.add_argument("card", nargs="?", help=_("a card id such as E1-07, SE3-105 or se3105, or its name"))
    p.add_argument("--set", choices=SETS, help=_("only the cards of this box"))
    p.add_argument("--color", choices=COLOURS, help=_("only the cards of this colour"))
    p.add_argument("--json", action="store_true", help=_("print JSON"))
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from spacealert_tui.rules.card_ids import EXPANSION_IDS
    from spacealert_tui.rules.card_text import card_json, card_text, sort_key
    from spacealert_tui.rules.threats import CARDS
    from spacealert_tui.card_lookup import name_table
    names = name_table()
    if args.card:
        cls = _card_named(args.card)
        data = card_json(cls, names[cls.id])
        if args.json:
            sys.stdout.write(json.dumps(data, ensure_ascii=False) + "\n")
            return 0
        sys.stdout.write(card_text(data))
        return 0
    ids = [cid for cid in sorted(CARDS, key=sort_key)
           if (not args.set or CARDS[cid].set == args.set) and (not args.color or CARDS[cid].color == args.color)]
    cards = [card_json(CARDS[cid], names[cid]) for cid in ids]
    if args.json:
        sys.stdout.write(json.dumps(cards, ensure_ascii=False) + "\n")
        return 0
    rows = [_list_row(c) for c in cards]
    # columns as wide as the English ones, wider where the language needs it
    widths = [max([least] + [len(row[i]) + 1 for row in rows]) for i, least in enumerate((8, 24, 7, 8, 12, 16))]
    widths[1] = max([24] + [len(row[1]) + 1 for row in rows if row[1] != _english_name(row[0])])
    for row, c in zip(rows, cards):
        cells = "".join(f"{cell:<{w}}" for cell, w in zip(row, widths))
        sys.stdout.write(cells + _("speed {speed}").format(speed=c["speed"])
                         + f"  {c['points_survived']}/{c['points_destroyed']}\n")
    waiting = [cid for cid in EXPANSION_IDS if cid not in CARDS
               and args.set in (None, "new_frontier") and (not args.color or _colour_of(cid) == args.color)]
    if waiting:
        sys.stdout.write(_("not played by this version yet ({n} New Frontier cards): {cards}").format(
            n=len(waiting), cards=", ".join(waiting)) + "\n")
    return 0


def _list_row(c: dict) -> list[str]:
    """A card's cells in the list, in the crew's language: id, name, colour, grade, kind, toughness."""
    from spacealert_tui.rules.text import tr
    tough = _("hp {hp}").format(hp=c["hp"]) + (
        " " + _("shield {shield}").format(shield=c["shield"]) if "shield" in c else "")
    kind = c["kind"] if c["kind"] == "external" else c["type"]
    return [c["card"], tr(c["name"]), tr(c["color"], "card color"), tr(c["seriousness"], "seriousness"),
            tr(kind, "kind"), tough]


def _english_name(card_id: str) -> str:
    from spacealert_tui.rules.threats import CARDS
    return CARDS[card_id].name


def _colour_of(card_id: str) -> str:
    return COLOURS[int(card_id.split("-")[0][-1]) - 1]


def _card_named(text: str):
    """The card `text` names, by its id or by the name printed on it in the crew's language,
    in English or in another language the app speaks; UserError (field `card`) when none,
    or when several cards answer to it (every candidate named: the crew says which)."""
    from spacealert_tui.card_lookup import find
    from spacealert_tui.rules.card_ids import canonical, is_expansion_id
    from spacealert_tui.rules.threats import CARDS
    found = find(text)
    if found.card is not None:
        return CARDS[found.card]
    if found.candidates:
        raise UserError(_("{text} may be {ids}: give the whole id").format(
            text=repr(text), ids=", ".join(_told(found.candidates))), field="card")
    card_id = canonical(text)
    if card_id is not None and is_expansion_id(card_id):
        raise UserError(_("{card} is a New Frontier card this version does not play yet").format(card=card_id),
                        field="card")
    raise UserError(_("unknown threat card {text} (`spacealert cards` lists them)").format(text=repr(text)),
                    field="card")


def _told(ids: tuple[str, ...]) -> list[str]:
    """`E3-105 (Saltador; X: jump left; attack 1)`: each candidate with its name and what
    tells it apart from the others."""
    from spacealert_tui.rules.card_text import card_json, telling_apart
    from spacealert_tui.rules.text import tr
    from spacealert_tui.rules.threats import CARDS
    told = telling_apart([card_json(CARDS[c]) for c in ids]) if CARDS.keys() >= set(ids) else {}
    out = []
    for card_id in ids:
        cls = CARDS.get(card_id)
        what = [tr(cls.name)] if cls is not None else []
        if told.get(card_id) and len({CARDS[c].name for c in ids}) == 1:
            what.append(told[card_id])
        out.append(card_id + (f" ({'; '.join(what)})" if what else ""))
    return out
