"""The coach and the plan search, on wall-clock time (this machine: 2 cores, shared).

On 50 missions drawn like the official base missions (`coach_missions.py`: 4 crew,
7 threat points, random trajectories, the crew's boards empty), `search_plan` runs
for 10 s each on one process (seed 0):

- `plan_surviving_share`: the share of missions whose suggested plan jumps home on
  the mission's own damage draw;
- `plan_first_survivor_s_median` / `_p90`: the time until the search first held a
  plan that survived every draw it screens on (missions where it never did count as
  the whole 10 s, so the p90 is a lower bound when the share is under 90 %);
- `plan_win_rate_mean` and `plan_score_mean`: over the 20 damage draws each plan is
  judged on, the mean win rate and the mean score of the draws won, of the surviving
  plans;
- `coach_s_<example>`: the time of `spacealert coach`'s work (account and the best
  single and pair changes over 20 draws) on each example record shipped.

Then the figures of `coach_hard.py`: the hard missions of `benchmarks/hard_missions/`
at `spacealert plan --seconds 10` against their patient reference, and the speed-up on
two cores.

`--quick`: 5 missions of 2 s. `run(quick=False)` is called by benchmarks/run.py.
"""
from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

import coach_hard  # noqa: E402
from coach_missions import missions  # noqa: E402

from spacealert_tui.coach import account_of, best_changes  # noqa: E402
from spacealert_tui.coach.plan import search_plan  # noqa: E402
from spacealert_tui.packaged import record_path  # noqa: E402
from spacealert_tui.record import load_record  # noqa: E402
from spacealert_tui.rules import resolve  # noqa: E402

EXAMPLES = ("01-first-flight", "02-intruders-aboard", "03-heroes-and-interceptors", "04-lost-in-blue",
            "05-five-with-androids", "06-campaign-second-mission", "07-new-frontier-summoner")


def plan_figures(n: int, seconds: float) -> list[dict]:
    survived, firsts, win_rates, scores = 0, [], [], []
    for record in missions(n):
        start = time.perf_counter()
        deadline = start + seconds
        first: list[float] = []

        def progress(done, verdict, first=first, start=start):
            if not first and verdict.wins == verdict.runs:
                first.append(time.perf_counter() - start)

        result = search_plan(record, seed=0, stop=lambda d=deadline: time.perf_counter() >= d,
                             progress=progress)
        if result.first_survivor == 0:
            first[:0] = [0.0]
        firsts.append(first[0] if first else seconds)
        if result.verdict.own_won:
            survived += 1
            win_rates.append(result.verdict.win_rate)
            scores.append(result.verdict.mean_score)
    firsts.sort()
    p90 = firsts[min(len(firsts) - 1, int(0.9 * len(firsts)))]
    return [{"name": "plan_surviving_share", "value": round(100 * survived / n, 1), "unit": "% of missions"},
            {"name": "plan_first_survivor_s_median", "value": round(statistics.median(firsts), 2), "unit": "s"},
            {"name": "plan_first_survivor_s_p90", "value": round(p90, 2), "unit": "s"},
            {"name": "plan_win_rate_mean", "value": round(100 * statistics.mean(win_rates), 1) if win_rates else 0,
             "unit": "% of draws"},
            {"name": "plan_score_mean", "value": round(statistics.mean(scores), 1) if scores else 0,
             "unit": "points"}]


def coach_figures(names: tuple[str, ...]) -> list[dict]:
    out = []
    for name in names:
        record = load_record(record_path(f"example/{name}"))
        start = time.perf_counter()
        account_of(resolve(record))
        best_changes(record, draws=20)
        out.append({"name": f"coach_s_{name}", "value": round(time.perf_counter() - start, 2), "unit": "s"})
    return out


def run(quick: bool = False) -> list[dict]:
    if quick:
        return plan_figures(5, 2.0) + coach_figures(EXAMPLES[:2]) + coach_hard.run(quick=True)
    return plan_figures(50, 10.0) + coach_figures(EXAMPLES) + coach_hard.run()


if __name__ == "__main__":
    for figure in run(quick="--quick" in sys.argv):
        print(f"{figure['name']:<45} {figure['value']:>12} {figure['unit']}", flush=True)
