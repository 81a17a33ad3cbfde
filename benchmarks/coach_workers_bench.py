"""Both cores: `spacealert plan --workers 2` for T seconds against one process for 2T.

Two searches side by side (`coach.parallel.search_parallel`, seeds 0 and 1) should
find as much as one search (seed 0) given twice the time: as many steps, and plans
as good. On the coach benchmark's missions (`coach_missions.py`), wall-clock time:

- `workers_steps_ratio`: steps of the two searches in T over the steps of the one in
  2T (1.0: the second core does a whole core's work; under load from other programs
  it is less, whatever the code does: the load average is printed with it);
- `workers2_cpu` / `workers1_2x_cpu`: the CPU seconds the searches got (on two idle
  cores both would be 2T a mission: less says how busy the machine was). Linux's
  autogroup scheduling shares the CPU among sessions, not processes: on a busy machine
  the two processes of one session get no more CPU than one would;
- `workers_steps_per_cpu_ratio`: steps a CPU second, two processes over one (what the
  code costs, whatever the load: each search pays its own setup, and the processes
  their start and the plans sent back);
- `workers2_*` / `workers1_2x_*`: the share of missions whose plan jumps home on the
  mission's own draw, the mean win share over the 20 damage draws and the mean score
  of the draws won (of every mission's plan).

`--cpu`: `cpu_workers2_*` / `cpu_workers1_2x_*`, the same figures bounded by CPU time
instead (the two searches one after the other, T CPU seconds each, the best kept,
against one for 2T): what two idle cores would give, measured on a busy machine.

`--quick`: 3 missions, T = 2 s. Default: 6 missions, T = 3 s (about 55 s of wall
clock, both cores busy half of it). `--seconds T --missions N` to choose.
"""
from __future__ import annotations

import os
import resource
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

from coach_missions import missions  # noqa: E402

from spacealert_tui.coach.parallel import Searched, search_parallel  # noqa: E402
from spacealert_tui.coach.plan import PlanResult, search_plan  # noqa: E402


def _cpu() -> float:
    """CPU seconds of this process and of its finished children."""
    return sum(r.ru_utime + r.ru_stime for r in (resource.getrusage(resource.RUSAGE_SELF),
                                                   resource.getrusage(resource.RUSAGE_CHILDREN)))


def _search(record, workers: int, seconds: float, cpu: list[float]) -> Searched:
    before = _cpu()
    searched = search_parallel(record, workers=workers, seed=0, deadline=time.monotonic() + seconds)
    cpu.append(_cpu() - before)
    return searched


def _quality(prefix: str, runs: list[Searched]) -> list[dict]:
    verdicts = [s.result.verdict for s in runs]
    return [{"name": f"{prefix}_survivors", "value": round(100 * sum(v.own_won for v in verdicts) / len(runs), 1),
             "unit": "% of missions"},
            {"name": f"{prefix}_win_share", "value": round(100 * statistics.mean(v.win_rate for v in verdicts), 1),
             "unit": "% of draws"},
            {"name": f"{prefix}_score", "value": round(statistics.mean(v.mean_score for v in verdicts), 1),
             "unit": "points"}]


def figures(n: int, seconds: float) -> list[dict]:
    load_before = os.getloadavg()[0]
    two, one = [], []
    cpu_two: list[float] = []
    cpu_one: list[float] = []
    for record in missions(n):
        two.append(_search(record, 2, seconds, cpu_two))
        one.append(_search(record, 1, 2 * seconds, cpu_one))
    load_after = os.getloadavg()[0]
    ratio = sum(s.steps for s in two) / max(1, sum(s.steps for s in one))
    per_cpu = (sum(s.steps for s in two) / max(1e-9, sum(cpu_two))) / max(1e-9, sum(s.steps for s in one)
                                                                            / max(1e-9, sum(cpu_one)))
    return ([{"name": "workers_steps_ratio", "value": round(ratio, 2), "unit": "steps 2×T / 1×2T"},
             {"name": "workers_steps_per_cpu_ratio", "value": round(per_cpu, 2),
              "unit": "steps a CPU s, 2 processes / 1"},
             {"name": "workers2_steps", "value": sum(s.steps for s in two), "unit": f"steps ({n} × {seconds:g} s)"},
             {"name": "workers1_2x_steps", "value": sum(s.steps for s in one),
              "unit": f"steps ({n} × {2 * seconds:g} s)"},
             {"name": "workers2_cpu", "value": round(sum(cpu_two), 1), "unit": "CPU s (2 idle cores: 2×T each)"},
             {"name": "workers1_2x_cpu", "value": round(sum(cpu_one), 1), "unit": "CPU s (an idle core: 2T each)"}]
            + _quality("workers2", two) + _quality("workers1_2x", one)
            + [{"name": "workers_load_average", "value": f"{load_before:.1f}→{load_after:.1f}", "unit": "1 min"}])


def cpu_figures(n: int, seconds: float) -> list[dict]:
    """What two idle cores would give, on a busy machine: the two searches (seeds 0 and
    1) one after the other in this process, each bounded by T seconds of CPU, the best
    plan kept (what `search_parallel` keeps), against one search for 2T CPU seconds."""
    two, one = [], []
    for record in missions(n):
        pair = [_cpu_search(record, seed, seconds) for seed in (0, 1)]
        two.append(Searched(max(pair, key=lambda r: r.verdict.rank), sum(r.iterations for r in pair), 2))
        alone = _cpu_search(record, 0, 2 * seconds)
        one.append(Searched(alone, alone.iterations, 1))
    return _quality("cpu_workers2", two) + _quality("cpu_workers1_2x", one)


def _cpu_search(record, seed: int, seconds: float) -> PlanResult:
    end = time.process_time() + seconds
    return search_plan(record, seed=seed, stop=lambda: time.process_time() >= end)


def run(quick: bool = False) -> list[dict]:
    return figures(3, 2.0) if quick else figures(6, 3.0)


if __name__ == "__main__":
    args = sys.argv[1:]
    seconds = float(args[args.index("--seconds") + 1]) if "--seconds" in args else None
    count = int(args[args.index("--missions") + 1]) if "--missions" in args else None
    if "--cpu" in args:
        rows = cpu_figures(count or 5, seconds or 2.0)
    elif seconds is None and count is None:
        rows = run(quick="--quick" in args)
    else:
        rows = figures(count or 6, seconds or 3.0)
    for figure in rows:
        print(f"{figure['name']:<45} {figure['value']!s:>12} {figure['unit']}", flush=True)
