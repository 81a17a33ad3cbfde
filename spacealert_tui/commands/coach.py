"""`spacealert coach RECORD [--seeds N] [--json]`: what went wrong, and the smallest
changes that matter.

RECORD is a record file, `example/NAME` or `@ID` (a logbook mission). The account
(damage turn by turn, actions that did nothing and why, threats not destroyed) is
read off the record's own resolution; the changes are judged over N damage draws.
"""
from __future__ import annotations

import argparse
import json
import sys

from spacealert_tui.errors import UserError
from spacealert_tui.i18n import _

MAX_SEEDS = 1000


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("coach", help=_("what went wrong in a mission, and the cards that would have saved it"),
                       description=_("What went wrong in a mission (damage turn by turn, actions that "
                                     "did nothing and why, threats not destroyed), then the single "
                                     "cards and pairs of cards that save the ship or score more, "
                                     "judged over many damage-tile draws."))
    p.add_argument("record", metavar="RECORD",
                   help=_("the game record (YAML), example/NAME, or @ID for a logbook mission"))
    p.add_argument("--seeds", metavar="N", type=int, default=20,
                   help=_("damage-tile draws each change is judged on (default 20; the record's own first)"))
    p.add_argument("--json", action="store_true", help=_("print the findings as one JSON object"))
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from spacealert_tui.coach import account_of, best_changes
    from spacealert_tui.coach.legal import hands_of_record
    from spacealert_tui.coach.report import coach_json
    from spacealert_tui.coach.text import account_text, changes_text
    from spacealert_tui.commands.replay import read_record
    from spacealert_tui.record.practice import title_words
    from spacealert_tui.rules import resolve
    if not 1 <= args.seeds <= MAX_SEEDS:
        raise UserError(_("--seeds {n}: a number of damage draws from 1 to {most}").format(
            n=args.seeds, most=MAX_SEEDS))
    record, _name, _played = read_record(args.record)
    resolution = resolve(record)
    account = account_of(resolution)
    changes = best_changes(record, draws=args.seeds, hands=hands_of_record(record))
    if args.json:
        doc = coach_json(record, account, changes, resolution)
        sys.stdout.write(json.dumps(doc, ensure_ascii=False) + "\n")
    else:
        title = title_words(record.title) if record.title else None
        sys.stdout.write(account_text(account, title) + "\n" + changes_text(record, changes, resolution))
    return 0
