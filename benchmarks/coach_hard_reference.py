"""The patient reference of the hard missions: the plan search given minutes, not seconds.

For each record of `benchmarks/hard_missions/` the plan search (`search_plan`, one
process, seed 0) runs until it has had `--cpu` CPU seconds (default 300) or `--wall`
seconds of wall clock (default 1.2 × that), whichever comes first, and its plan is
kept in `hard_missions/reference.json`: the crew's actions, the draws won of the 20 and
the mean score of the draws won, with the date, the seconds and CPU seconds it had,
the load average before and after, and the commit it ran on. `coach_hard_bench.py`
reads that file and never recomputes it (a reference takes minutes a mission).

A better plan than the reference's (found later, by any search) may replace it:
`--keep-best` keeps, for each mission, whichever of the old and the new ranks higher
(`Verdict.rank`). `--only NAME` runs one mission.

Run it in the background, niced, one mission after the other (the machine is shared):

    nice .venv/bin/python benchmarks/coach_hard_reference.py > /tmp/ref.log 2>&1 &
"""
from __future__ import annotations

import datetime
import json
import os
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from spacealert_tui.coach.judge import draw_seeds, judge_many, with_actions  # noqa: E402
from spacealert_tui.coach.plan import search_plan  # noqa: E402
from spacealert_tui.record import load_record  # noqa: E402
from spacealert_tui.rules.actions import parse_action  # noqa: E402
from spacealert_tui.rules.record import GameRecord  # noqa: E402

MISSIONS = HERE / "hard_missions"
REFERENCE = MISSIONS / "reference.json"
DRAWS = 20


def mission_paths() -> list[Path]:
    return sorted(MISSIONS.glob("*.yaml"))


def load_reference() -> dict:
    return json.loads(REFERENCE.read_text(encoding="utf-8")) if REFERENCE.exists() else {}


def plan_of(record: GameRecord, actions: list[str]) -> GameRecord:
    """The record with the crew's actions of a reference (one string a member, the
    cards' tokens separated by spaces)."""
    return with_actions(record, [[parse_action(t) for t in member.split()] for member in actions])


def judged(record: GameRecord, actions: list[str]):
    """The reference plan over the 20 draws the coach judges on."""
    return judge_many([plan_of(record, actions)], draw_seeds(record, DRAWS))[0]


def _commit() -> str:
    try:
        out = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=HERE, capture_output=True,
                             text=True, check=False)
        return out.stdout.strip()
    except OSError:
        return ""


def patient(path: Path, cpu_seconds: float, wall_seconds: float) -> dict:
    record = load_record(path)
    commit = _commit()          # the code this search runs (HEAD may move while it does)
    load_before = os.getloadavg()[0]
    start, cpu_start = time.monotonic(), time.process_time()
    result = search_plan(record, seed=0, draws=DRAWS,
                         stop=lambda: (time.process_time() - cpu_start >= cpu_seconds
                                       or time.monotonic() - start >= wall_seconds))
    v = result.verdict
    return {"actions": [" ".join(a.token for a in m.actions) for m in result.record.crew],
            "wins": v.wins, "runs": v.runs, "mean_score": round(v.mean_score, 2), "own_won": v.own_won,
            "seconds": round(time.monotonic() - start, 1), "cpu_seconds": round(time.process_time() - cpu_start, 1),
            "iterations": result.iterations, "seed": 0,
            "load": f"{load_before:.2f}→{os.getloadavg()[0]:.2f}",
            "date": datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC"),
            "commit": commit}


def _rank(path: Path, entry: dict) -> tuple:
    return judged(load_record(path), entry["actions"]).rank


def main(args: list[str]) -> int:
    cpu = float(args[args.index("--cpu") + 1]) if "--cpu" in args else 300.0
    wall = float(args[args.index("--wall") + 1]) if "--wall" in args else 1.2 * cpu
    only = args[args.index("--only") + 1] if "--only" in args else None
    for path in mission_paths():
        if only and only not in path.stem:
            continue
        entry = patient(path, cpu, wall)
        reference = load_reference()        # re-read: another run may have written meanwhile
        old = reference.get(path.stem)
        if "--keep-best" in args and old is not None and _rank(path, old) >= _rank(path, entry):
            print(f"{path.stem}: kept the old reference ({old['wins']}/{old['runs']}, {old['mean_score']}); "
                  f"this run found {entry['wins']}/{entry['runs']}, {entry['mean_score']} in {entry['seconds']} s "
                  f"({entry['cpu_seconds']} CPU s), load {entry['load']}", flush=True)
            continue
        reference[path.stem] = entry
        tmp = REFERENCE.with_suffix(".tmp")
        tmp.write_text(json.dumps(reference, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        tmp.replace(REFERENCE)
        print(f"{path.stem}: {entry['wins']}/{entry['runs']} draws won, mean score {entry['mean_score']}, "
              f"{entry['seconds']} s ({entry['cpu_seconds']} CPU s), load {entry['load']}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
