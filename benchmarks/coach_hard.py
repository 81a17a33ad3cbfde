"""The coach on hard missions, against a patient reference (wall-clock time, shared machine).

The missions are hand-made records in `benchmarks/hard_missions/` (each says at its top
what makes it hard: an Alien and Commandos that battle bots must meet at the right turn,
malfunctions to repair in time, serious threats on short trajectories, boarders and an
Asteroid, two of *The New Frontier*). Their patient reference, the same search given
about five CPU minutes, is stored in `hard_missions/reference.json` by
`coach_hard_reference.py` and never recomputed here.

For each mission, `spacealert plan --seconds 10` (`search_parallel`, the machine's cores,
seeds 1–5) is run and these are printed:

- `hard_<mission>_survivors`: the runs whose plan jumps home on the mission's own draw;
- `hard_<mission>_score`: the survivors' mean score (of the draws they win, over 20),
  against the reference's (`ref`), and the gap in % of the reference;
- `hard_<mission>_win_share`: the survivors' mean share of the 20 draws won;
- then the same over every mission (`hard_all_*`): the goal is every run surviving and
  the survivors' mean score within 15 % of the references' mean;
- `hard_speedup_*`: both cores at equal wall time: one search (`--workers 1`) against two
  (`--workers 2`) for the same seconds on each mission (seed 1): steps done, and the
  mean rank of the plans (draws won, then score); with the load average, which says how
  much of the second core the machine gave.

- `hard_cores*`: does `--workers 2` for T find as much as `--workers 1` for 2T? In CPU
  time (the machine is shared): the searches of seeds s and s + 1 for T = 5 CPU s
  each, the better kept, against seed s for 2T, on every mission, seeds 1–3: survivors,
  their mean score, plans better/worse, steps, and the load average.

`--quick`: seeds 1–2, 3 s, the speed-up on two missions, the cores at T = 1 CPU s. `run(quick=False)` is called by
`coach_bench.run`, so `benchmarks/run.py coach` prints these figures too; alone:
`python benchmarks/coach_hard.py [--quick]`.
"""
from __future__ import annotations

import os
import statistics
from concurrent.futures import ProcessPoolExecutor
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

from coach_hard_reference import load_reference, mission_paths  # noqa: E402

from spacealert_tui.coach.judge import Verdict  # noqa: E402
from spacealert_tui.coach.parallel import Searched, cores, search_parallel  # noqa: E402
from spacealert_tui.coach.plan import search_plan  # noqa: E402
from spacealert_tui.record import load_record  # noqa: E402

GOAL = 15.0         # % below the reference's mean score the survivors may stay


def _search(record, workers: int, seed: int, seconds: float) -> Searched:
    return search_parallel(record, workers=workers, seed=seed, deadline=time.monotonic() + seconds)


def _gap(score: float, ref: float) -> float:
    return 100.0 * (ref - score) / abs(ref) if ref else 0.0


def quality(seeds: range, seconds: float, workers: int) -> list[dict]:
    reference = load_reference()
    load_before = os.getloadavg()[0]
    out: list[dict] = []
    all_scores, all_refs, all_shares, runs = [], [], [], 0
    for path in mission_paths():
        ref = reference.get(path.stem)
        record = load_record(path)
        verdicts = [_search(record, workers, seed, seconds).result.verdict for seed in seeds]
        survivors = [v for v in verdicts if v.own_won]
        runs += len(verdicts)
        name = f"hard_{path.stem[:2]}"
        out.append({"name": f"{name}_survivors", "value": f"{len(survivors)}/{len(verdicts)}",
                    "unit": path.stem})
        if ref is None:
            out.append({"name": f"{name}_reference", "value": "none", "unit": "run coach_hard_reference.py"})
        if survivors:
            score = statistics.mean(v.mean_score for v in survivors)
            share = statistics.mean(v.win_rate for v in survivors)
            all_scores += [v.mean_score for v in survivors]
            all_shares += [v.win_rate for v in survivors]
            if ref is not None:
                all_refs += [ref["mean_score"]] * len(survivors)
                unit = f"points (ref {ref['mean_score']:g}, {ref['wins']}/{ref['runs']} draws; " \
                       f"gap {_gap(score, ref['mean_score']):.0f} %)"
            else:
                unit = "points"
            out.append({"name": f"{name}_score", "value": round(score, 1), "unit": unit})
            out.append({"name": f"{name}_win_share", "value": round(100 * share, 1), "unit": "% of 20 draws"})
    out.append({"name": "hard_all_survivors", "value": f"{len(all_scores)}/{runs}",
                "unit": f"runs ({len(seeds)} seeds × {seconds:g} s, {workers} workers)"})
    if all_scores:
        score = statistics.mean(all_scores)
        unit = "points"
        if all_refs:
            ref_mean = statistics.mean(all_refs)
            unit = (f"points, survivors (ref {ref_mean:.1f} on the same missions; gap "
                    f"{_gap(score, ref_mean):.0f} %, goal ≤ {GOAL:g} %)")
        out.append({"name": "hard_all_score", "value": round(score, 1), "unit": unit})
        out.append({"name": "hard_all_win_share", "value": round(100 * statistics.mean(all_shares), 1),
                    "unit": "% of 20 draws, survivors"})
    cpu = [e["cpu_seconds"] for e in reference.values() if "cpu_seconds" in e]
    if cpu:
        out.append({"name": "hard_reference_cpu", "value": f"{min(cpu):g}–{max(cpu):g}",
                    "unit": "CPU s of the patient references (reference.json: date, load, commit)"})
    out.append({"name": "hard_quality_load", "value": f"{load_before:.1f}→{os.getloadavg()[0]:.1f}",
                "unit": f"1-min load average while the runs above ran ({cores()} cores)"})
    return out


def speedup(count: int, seconds: float) -> list[dict]:
    """`--workers 2` against `--workers 1` for the same wall time, seed 1."""
    load_before = os.getloadavg()[0]
    one, two = [], []
    for path in mission_paths()[:count]:
        record = load_record(path)
        one.append(_search(record, 1, 1, seconds))
        two.append(_search(record, 2, 1, seconds))
    load_after = os.getloadavg()[0]
    better = sum(t.result.verdict.rank > o.result.verdict.rank for o, t in zip(one, two))
    worse = sum(t.result.verdict.rank < o.result.verdict.rank for o, t in zip(one, two))

    def mean_score(runs: list[Searched]) -> float:
        return statistics.mean(s.result.verdict.mean_score * s.result.verdict.win_rate for s in runs)

    steps = sum(s.steps for s in two) / max(1, sum(s.steps for s in one))
    return [{"name": "hard_speedup_steps", "value": round(steps, 2),
             "unit": f"steps, 2 workers / 1 at equal wall time ({count} × {seconds:g} s)"},
            {"name": "hard_speedup_plans", "value": f"{better} better, {worse} worse",
             "unit": "plans of 2 workers against 1 (draws won, then score)"},
            {"name": "hard_speedup_expected_score", "value": f"{mean_score(one):.1f}→{mean_score(two):.1f}",
             "unit": "points × win share, 1 worker → 2"},
            {"name": "hard_load_average", "value": f"{load_before:.1f}→{load_after:.1f}",
             "unit": f"1 min ({cores()} cores)"}]


def _cpu_bound(job: tuple[str, int, float]) -> tuple[str, int, float, Verdict, int]:
    """One search of a mission, bounded by CPU seconds of its own process (a worker)."""
    path, seed, cpu = job
    end = time.process_time() + cpu
    result = search_plan(load_record(Path(path)), seed=seed, stop=lambda: time.process_time() >= end)
    return path, seed, cpu, result.verdict, result.iterations


def two_cores(seeds: range, cpu: float) -> list[dict]:
    """Does `--workers 2` for T find as much as `--workers 1` for 2T? In CPU time (the
    machine is shared, so wall time would measure the other programs): for each mission
    and seed s, the searches of seeds s and s + 1 for T CPU seconds each, the better
    plan kept (what `search_parallel` keeps), against the search of seed s for 2T. The
    searches run two at a time, each bounded by its own process's CPU time."""
    load_before = os.getloadavg()[0]
    paths = [str(p) for p in mission_paths()]
    jobs = [(p, s + k, cpu) for p in paths for s in seeds for k in (0, 1)]
    jobs += [(p, s, 2 * cpu) for p in paths for s in seeds]
    with ProcessPoolExecutor(2) as pool:
        done = {(p, s, c): (v, n) for p, s, c, v, n in pool.map(_cpu_bound, jobs)}
    load_after = os.getloadavg()[0]
    two = [max(done[(p, s, cpu)][0], done[(p, s + 1, cpu)][0], key=lambda v: v.rank) for p in paths for s in seeds]
    one = [done[(p, s, 2 * cpu)][0] for p in paths for s in seeds]
    steps_two = sum(done[(p, s + k, cpu)][1] for p in paths for s in seeds for k in (0, 1))
    steps_one = sum(done[(p, s, 2 * cpu)][1] for p in paths for s in seeds)

    def line(name: str, verdicts: list[Verdict], how: str) -> list[dict]:
        won = [v for v in verdicts if v.own_won]
        score = statistics.mean(v.mean_score for v in won) if won else 0.0
        return [{"name": f"{name}_survivors", "value": f"{len(won)}/{len(verdicts)}", "unit": how},
                {"name": f"{name}_score", "value": round(score, 1), "unit": "points, survivors' mean"}]

    better = sum(t.rank > o.rank for t, o in zip(two, one))
    worse = sum(t.rank < o.rank for t, o in zip(two, one))
    which = f"seed {seeds.start}" if len(seeds) == 1 else f"seeds {seeds.start}–{seeds.stop - 1}"
    unit = f"{len(paths)} missions × {which}"
    return (line("hard_cores2_T", two, f"runs, 2 searches × {cpu:g} CPU s ({unit})")
            + line("hard_cores1_2T", one, f"runs, 1 search × {2 * cpu:g} CPU s")
            + [{"name": "hard_cores2_vs_1", "value": f"{better} better, {worse} worse",
                "unit": "plans of 2 × T against 1 × 2T (draws won, then score)"},
               {"name": "hard_cores_steps", "value": round(steps_two / max(1, steps_one), 2),
                "unit": "steps, 2 × T / 1 × 2T (equal CPU: the second search's own start costs)"},
               {"name": "hard_cores_load", "value": f"{load_before:.1f}→{load_after:.1f}",
                "unit": "1-min load average (2 cores)"}])


def run(quick: bool = False) -> list[dict]:
    if quick:
        return quality(range(1, 3), 3.0, cores()) + speedup(2, 3.0) + two_cores(range(1, 2), 1.0)
    return (quality(range(1, 6), 10.0, cores()) + speedup(len(mission_paths()), 10.0)
            + two_cores(range(1, 4), 5.0))


if __name__ == "__main__":
    for figure in run(quick="--quick" in sys.argv):
        print(f"{figure['name']:<28} {figure['value']!s:>12} {figure['unit']}", flush=True)
