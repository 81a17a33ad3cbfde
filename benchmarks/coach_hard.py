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

`--quick`: seeds 1–2, 3 s, the speed-up on two missions. `run(quick=False)` is called by
`coach_bench.run`, so `benchmarks/run.py coach` prints these figures too; alone:
`python benchmarks/coach_hard.py [--quick]`.
"""
from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

from coach_hard_reference import load_reference, mission_paths  # noqa: E402

from spacealert_tui.coach.parallel import Searched, cores, search_parallel  # noqa: E402
from spacealert_tui.record import load_record  # noqa: E402

GOAL = 15.0         # % below the reference's mean score the survivors may stay


def _search(record, workers: int, seed: int, seconds: float) -> Searched:
    return search_parallel(record, workers=workers, seed=seed, deadline=time.monotonic() + seconds)


def _gap(score: float, ref: float) -> float:
    return 100.0 * (ref - score) / abs(ref) if ref else 0.0


def quality(seeds: range, seconds: float, workers: int) -> list[dict]:
    reference = load_reference()
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


def run(quick: bool = False) -> list[dict]:
    if quick:
        return quality(range(1, 3), 3.0, cores()) + speedup(2, 3.0)
    return quality(range(1, 6), 10.0, cores()) + speedup(len(mission_paths()), 10.0)


if __name__ == "__main__":
    for figure in run(quick="--quick" in sys.argv):
        print(f"{figure['name']:<28} {figure['value']!s:>12} {figure['unit']}", flush=True)
