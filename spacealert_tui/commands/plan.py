"""`spacealert plan RECORD [--seconds N] [--seed S] [--json]`: a plan that survives.

A whole plan for the record's threats, trajectories and crew, searched for `--seconds`
(default 10) and judged over many damage-tile draws; its figures are the win rate and
the mean score over those draws. `--workers N` runs N searches side by side (default:
the cores the machine has), from seeds S, S+1, ...; the best plan wins. The same `--seed`,
`--iterations` and `--workers` give the same plan on any machine (the time bound does
not: it says which search found the plan, with what seed and in how many steps, to
rerun with). Ctrl+C or SIGTERM stops the search: the best plan so far is printed, and
the exit status says it was stopped (130, 143: 128 + the signal, as the other
commands). `--json` prints the record with each crew member's actions replaced, one
JSON object that `spacealert resolve` and `spacealert replay` read back.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import argparse
import json
import signal
import sys
import time

from spacealert_tui.errors import UserError
from spacealert_tui.i18n import _, decimal

if TYPE_CHECKING:
    from spacealert_tui.coach.parallel import Searched
    from spacealert_tui.rules.record import GameRecord

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
    p.add_argument("--workers", metavar="N", type=int,
                   help=_("searches run side by side, one a process, each from its own seed "
                          "(default: the cores this machine has)"))
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
    if args.workers is not None and not 1 <= args.workers <= 64:
        raise UserError(_("--workers {n}: from 1 to 64").format(n=args.workers))


class Bar:
    """A progress bar on stderr, drawn only when stderr is a terminal."""

    def __init__(self, seconds: float, iterations: int | None, workers: int = 1) -> None:
        self.live = sys.stderr.isatty()
        self.seconds = seconds
        self.iterations = iterations * workers if iterations else None      # the steps of all the searches
        self.start = time.monotonic()
        self.drawn = 0.0

    def __call__(self, done: int, wins: int, runs: int) -> None:
        now = time.monotonic()
        if not self.live or now - self.drawn < 0.1:
            return
        self.drawn = now
        share = done / self.iterations if self.iterations else (now - self.start) / self.seconds
        filled = int(BAR * min(1.0, share))
        sys.stderr.write(f"\r[{'#' * filled}{' ' * (BAR - filled)}] "
                         + _("{done} steps · now: wins {wins} of {runs} draws ").format(
                             done=done, wins=wins, runs=runs))
        sys.stderr.flush()

    def close(self) -> None:
        if self.live:
            sys.stderr.write("\r" + " " * (BAR + 50) + "\r")


class Stopper:
    """Ctrl+C and SIGTERM stop the search, which then returns its best plan so far; a
    second one stops at once (the default behaviour). `signal` is the first received."""

    def __init__(self) -> None:
        self.signal: int | None = None
        self._previous: dict[int, Any] = {}

    def __call__(self) -> bool:
        return self.signal is not None

    def _received(self, signum: int, _frame: object) -> None:
        if self.signal is not None:
            raise KeyboardInterrupt
        self.signal = signum

    def __enter__(self) -> Stopper:
        for signum in (signal.SIGINT, signal.SIGTERM):
            self._previous[signum] = signal.signal(signum, self._received)
        return self

    def __exit__(self, *exc: object) -> None:
        for signum, previous in self._previous.items():
            signal.signal(signum, previous)


def grid_lines(record: GameRecord) -> list[str]:
    """The plan as the app's plan grid shows it (its cells' few characters, in the crew's
    language: `←`, `·`, `Hib`), columns aligned by display width, then what the cells
    that are not a plain A, B or C mean."""
    from rich.cells import cell_len

    from spacealert_tui.tui.widgets.plan_grid import short, words

    def pad(text: str, width: int) -> str:
        return text + " " * max(0, width - cell_len(text))

    rows = [(member.name[:12], [short(a.token) for a in member.actions]) for member in record.crew]
    turns = max((len(cells) for _name, cells in rows), default=12)
    width = max([cell_len(str(turns)), *(cell_len(c) for _name, cells in rows for c in cells)])
    left = max([cell_len(name) for name, _cells in rows], default=0) + 2
    lines = [(pad("", left) + " ".join(pad(str(t), width) for t in range(1, turns + 1))).rstrip()]
    lines += [(pad(name, left) + " ".join(pad(c, width) for c in cells)).rstrip() for name, cells in rows]
    tokens = dict.fromkeys(a.token for member in record.crew for a in member.actions
                           if a.token not in ("A", "B", "C"))
    legend = [words(t) if f"({short(t)})" in words(t) else f"{short(t)}: {words(t)}" for t in tokens]
    if legend:
        lines += ["", "; ".join(legend)]
    return lines


def plan_text(searched: Searched) -> str:
    result = searched.result
    lines = [_("Suggested plan"), "", *grid_lines(result.record)]
    v, start = result.verdict, result.start
    lines += ["", _("Wins {wins} of {runs} damage draws, mean score {score} (the crew's plan: wins "
                    "{start_wins}, mean score {start_score})").format(
                  wins=v.wins, runs=v.runs, score=decimal(v.mean_score, 1), start_wins=start.wins,
                  start_score=decimal(start.mean_score, 1)),
              _("Found in {n} steps with seed {seed} ({flags} finds it again)").format(
                  n=result.iterations, seed=result.seed,
                  flags=f"--seed {result.seed} --iterations {result.iterations} --workers 1")]
    if searched.workers > 1:
        lines.append(_("{workers} searches side by side, {steps} steps in all").format(
            workers=searched.workers, steps=searched.steps))
    return "\n".join(lines) + "\n"


def run(args: argparse.Namespace) -> int:
    from spacealert_tui.coach.legal import hands_of_record
    from spacealert_tui.coach.parallel import cores, search_parallel
    from spacealert_tui.commands.replay import read_record
    from spacealert_tui.rules import record_to_dict
    check(args)
    record, _name, _played = read_record(args.record)
    workers = args.workers or cores()
    deadline = None if args.iterations else time.monotonic() + args.seconds
    bar = Bar(args.seconds, args.iterations, workers)
    with Stopper() as stopper:
        how = (_("{n} steps").format(n=args.iterations) if args.iterations
               else _("{n} s").format(n=f"{args.seconds:g}"))
        sys.stderr.write(_("Searching for a plan ({how}, {workers} processes); Ctrl+C stops and shows "
                           "the best plan so far").format(how=how, workers=workers) + "\n")
        sys.stderr.flush()
        try:
            searched = search_parallel(record, workers=workers, seed=args.seed,
                                       iterations=args.iterations or 10**9, deadline=deadline,
                                       draws=args.draws, hands=hands_of_record(record), stop=stopper,
                                       progress=bar)
        finally:
            bar.close()
    if args.json:
        sys.stdout.write(json.dumps(record_to_dict(searched.result.record), ensure_ascii=False) + "\n")
    else:
        sys.stdout.write(plan_text(searched))
    if stopper.signal is not None:
        sys.stderr.write(_("Stopped: the best plan found so far") + "\n")
        return 128 + stopper.signal
    return 0
