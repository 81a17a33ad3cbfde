"""`spacealert plan RECORD [--seconds N] [--seed S] [--json]`: a plan that survives.

A whole plan for the record's threats, trajectories and crew, searched for `--seconds`
(default 10) and judged over many damage-tile draws; its figures are the win rate and
the mean score over those draws. The same `--seed`, `--iterations` and `--workers`
give the same plan on any machine (the time bound does not: it says how many iterations it did, to
rerun with). `--json` prints the record with each crew member's actions replaced, one
JSON object that `spacealert resolve` and `spacealert replay` read back.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import argparse
import json
import sys
import time

from spacealert_tui.errors import UserError
from spacealert_tui.i18n import _

if TYPE_CHECKING:
    from spacealert_tui.coach.judge import Verdict
    from spacealert_tui.coach.plan import PlanResult

MAX_SECONDS = 3600
MAX_SEEDS = 1000
BAR = 24


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("plan", help=_("search a plan that survives the record's mission and scores well"),
                       description=_("Search a whole plan for the record's mission (threats, trajectories, "
                                   "crew) that survives and scores as much as it can, judged over many "
                                   "damage-tile draws."))
    p.add_argument("record", metavar="RECORD",
                   help=_("the game record (YAML), example/NAME, or @ID for a logbook mission"))
    p.add_argument("--seconds", metavar="N", type=float, default=10.0, help=_("search time (default 10)"))
    p.add_argument("--iterations", metavar="N", type=int,
                   help=_("stop after N search steps instead (reproducible on any machine)"))
    p.add_argument("--seed", metavar="S", type=int, default=0, help=_("the search's random seed (default 0)"))
    p.add_argument("--draws", metavar="N", type=int, default=20,
                   help=_("damage-tile draws the plan is judged on (default 20)"))
    p.add_argument("--workers", metavar="N", type=int, default=1,
                   help=_("processes that resolve in parallel (default 1); each step then tries N plans"))
    p.add_argument("--json", action="store_true", help=_("print the planned record as one JSON object"))
    p.set_defaults(func=run)


def check(args: argparse.Namespace) -> None:
    if not 0 < args.seconds <= MAX_SECONDS:
        raise UserError(_("--seconds {n}: a search time from 0 to {most} seconds").format(
            n=f"{args.seconds:g}", most=MAX_SECONDS))
    if args.iterations is not None and args.iterations < 1:
        raise UserError(_("--iterations {n}: at least 1").format(n=args.iterations))
    if not 1 <= args.draws <= MAX_SEEDS:
        raise UserError(_("--draws {n}: a number of damage draws from 1 to {most}").format(
            n=args.draws, most=MAX_SEEDS))
    if not 1 <= args.workers <= 64:
        raise UserError(_("--workers {n}: from 1 to 64").format(n=args.workers))


class Bar:
    """A progress bar on stderr, drawn only when stderr is a terminal."""

    def __init__(self, seconds: float, iterations: int | None) -> None:
        self.live = sys.stderr.isatty()
        self.seconds, self.iterations = seconds, iterations
        self.start = time.monotonic()
        self.drawn = 0.0

    def __call__(self, done: int, verdict: Verdict) -> None:
        now = time.monotonic()
        if not self.live or now - self.drawn < 0.1:
            return
        self.drawn = now
        share = done / self.iterations if self.iterations else (now - self.start) / self.seconds
        filled = int(BAR * min(1.0, share))
        sys.stderr.write(f"\r[{'#' * filled}{' ' * (BAR - filled)}] "
                         + _("{done} steps · now: wins {wins} of {runs} draws ").format(
                             done=done, wins=verdict.wins, runs=verdict.runs))
        sys.stderr.flush()

    def close(self) -> None:
        if self.live:
            sys.stderr.write("\r" + " " * (BAR + 50) + "\r")


def plan_text(result: PlanResult, seed: int, workers: int = 1) -> str:
    workers_flag = f" --workers {workers}" if workers > 1 else ""
    lines = [_("Suggested plan"), "", "        " + " ".join(f"{t:<6}" for t in range(1, 13))]
    for member in result.record.crew:
        cells = " ".join(f"{a.token.replace('Hmove:', 'H→'):<6}" for a in member.actions)
        lines.append(f"{member.name[:7]:<8}{cells}")
    v, start = result.verdict, result.start
    lines += ["", _("Wins {wins} of {runs} damage draws, mean score {score:.1f} (the crew's plan: wins "
                    "{start_wins}, mean score {start_score:.1f})").format(
                  wins=v.wins, runs=v.runs, score=v.mean_score, start_wins=start.wins,
                  start_score=start.mean_score),
              _("Found in {n} steps with seed {seed} ({flags} finds it again)").format(
                  n=result.iterations, seed=seed,
                  flags=f"--seed {seed} --iterations {result.iterations}{workers_flag}")]
    return "\n".join(lines) + "\n"


def run(args: argparse.Namespace) -> int:
    from spacealert_tui.coach.legal import hands_of_record
    from spacealert_tui.coach.plan import search_plan
    from spacealert_tui.coach.pool import Pool
    from spacealert_tui.commands.replay import read_record
    from spacealert_tui.rules import record_to_dict
    check(args)
    record, _name, _played = read_record(args.record)
    deadline = time.monotonic() + args.seconds
    bar = Bar(args.seconds, args.iterations)
    with Pool(args.workers) as pool:
        try:
            result = search_plan(record, seed=args.seed, draws=args.draws, rows=pool.rows,
                                 iterations=args.iterations or 10**9, progress=bar,
                                 stop=None if args.iterations else (lambda: time.monotonic() >= deadline),
                                 batch=args.workers, hands=hands_of_record(record))
        finally:
            bar.close()
    if args.json:
        sys.stdout.write(json.dumps(record_to_dict(result.record), ensure_ascii=False) + "\n")
    else:
        sys.stdout.write(plan_text(result, args.seed, args.workers))
    return 0
