"""`spacealert efficiency RECORD [--iterations N]`: what a won mission cost per point,
beside the coach's plan for the same mission (`coach.efficiency`).

The coach's plan is `search_plan` for N iterations from seed 0 (the same plan on any
machine), judged like the crew's on the mission's own damage draw.
"""
from __future__ import annotations

import argparse
import sys

from spacealert_tui.errors import UserError
from spacealert_tui.i18n import _

MAX_ITERATIONS = 1_000_000


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("efficiency", help=_("actions and energy a won mission spent per point, "
                                            "beside the coach's plan"),
                       description=_("Actions (cards played) and energy (laser and pulse shots, energy "
                                     "put into shields) a won mission spent per point, beside the "
                                     "coach's own plan for the same mission."))
    p.add_argument("record", metavar="RECORD",
                   help=_("the game record (YAML), example/NAME, or @ID for a logbook mission"))
    p.add_argument("--iterations", metavar="N", type=int, default=1000,
                   help=_("how long the coach searches for its plan (default 1000)"))
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from spacealert_tui.coach.efficiency import compare_with, table_lines
    from spacealert_tui.coach.plan import search_plan
    from spacealert_tui.commands.replay import read_record
    if not 1 <= args.iterations <= MAX_ITERATIONS:
        raise UserError(_("--iterations {n}: a number from 1 to {most}").format(n=args.iterations,
                                                                               most=MAX_ITERATIONS))
    record, name, _played = read_record(args.record)
    plan = search_plan(record, iterations=args.iterations)
    comparison = compare_with(record, plan.record)
    if comparison is None:
        sys.stdout.write(_("{name}: the ship was lost: no points to spend for "
                           "(spacealert coach says what went wrong)").format(name=name) + "\n")
        return 0
    out = [_("{name}: what the mission cost").format(name=name)]
    out += ["  " + line for line in table_lines(comparison)]
    sys.stdout.write("\n".join(out) + "\n")
    return 0
