#!/usr/bin/env python3
"""CPU time of the rules core against a fixed earlier commit, alternated: the figure
that caught what instruction counts (`rules_instructions.py`) missed.

    python benchmarks/rules_cpu_compare.py                  # against eda2893, 21 rounds
    python benchmarks/rules_cpu_compare.py --against HEAD~3 --rounds 11

The earlier commit is unpacked into a temporary directory (`git archive`). Two worker
processes are started, one per checkout; each loads the same missions (built here, by
this checkout's `rules_bench`, passed as record documents) with its own
`record_from_dict`, and warms up. Then the parent asks them in turn, one at a time (so
they never compete for a core), to resolve the whole set a few times and say the
`time.process_time` it took. Each round runs old, new, new, old (machine load drifts;
the order cancels a linear drift), and the ratio new/old is taken per round: on a
shared machine only ratios, repeated, mean anything. Printed: the median ratio, the
middle half and the range of the rounds' ratios, per mode (on a loaded machine trust
the median and the middle half; quote the load, `uptime`):

- `full`: `resolve(record)` (events, no snapshots), as a replay or the worked examples;
- `results`: the coach's path: `resolve_result(record)` where the checkout has it,
  else `resolve(record)` (an older commit had no other);
- `snapshots`: `resolve(record, snapshots=True)`, as the app's resolution screen.

Then, in this checkout alone, the CPU cost of one expansion mission against one base
mission (results-only; 40 missions each that reach the jump, 4 crew, 6-8 threats,
crews working their posts): `expansion_cost_x_base`, and the same for missions with
double actions and specializations. Each worker resolves one kind only (base missions;
or the expansion's), as the coach resolves one mission's plans: a process that
resolves both makes the shared methods meet several classes, which costs both kinds
more (the interpreter's caches are specialised for one class). A ratio above 1 for `new/old` means this checkout
is slower. Not part of `run.py` (not a `*_bench.py` module): it takes a minute or two.

Figures, 2026-11-29, on this two-core machine shared with other sessions (medians of 21
rounds; the middle half in brackets; the load as `uptime` printed it; main's line is the
figures the work started from, load not recorded):

    commit                    results          full             snapshots        expansion  expansion_rules
    73c0f64 (main, before)    0.877            1.056            1.042            1.836x     -
    127c953 (speed25; 3.2)    0.735 (.71-.75)  0.981 (.97-.99)  1.024 (1.00-1.07) 1.785x    2.548x
    127c953 again (3.3)       0.727 (.71-.74)  0.971 (.95-1.00) 0.976 (.94-1.03)  1.809x    2.555x

Issue 25's second pass (nfspeed25, 2026-11-29; the expansion's mixins call the next class's
method bound once per class instead of `super()`, and skip the mechanics of cards not
in play), on a machine far more loaded than above (load 11.4 at the start, 11.6 at the end):

    commit                    results          full             snapshots         expansion          expansion_rules
    nfspeed25 (load 11.4)     0.743 (.73-.76)  0.975 (.96-1.03) 1.012 (.97-1.04)  1.650x (1.57-1.71)  2.211x (2.16-2.31)

(the previous pass's 1.785-1.809x and 2.55x above were taken at a lower load).
`benchmarks/run.py rules` prints `expansion_cost_x_base` (`rules_bench.py`): the same
ratio with the expansion set in a worker of its own, not beside the double-action set.
Main and the branch, each `git archive`d, that function run on each in turn (7 rounds
each, load ~9): main 1.787x and 1.806x, the branch 1.611x and 1.596x; `run.py rules`
printed 1.603x. The instructions per mission fell more (1.667x to 1.439x:
`rules_instructions.py`): in CPU time an expansion mission is still above the 1.5x the
issue asks for (the ruleset's own overhead on a base mission is now ~15 % in CPU time
and in instructions alike; the rest is the expansion's cards' own work).
No result changed: `rules_same_outcomes.py --against 474bfa2 --soak 2000` printed
"2420 missions, 0 told differently from 474bfa2" (events, narration, boards after each
step and each event, results), and `nf_soak.py --missions 3000` on main and on the
branch, compared, "3000 missions, 0 outcomes changed".

Issue 25 (nfcost27, 2026-11-29): `benchmarks/run.py rules` in main's (28ec9c1) archive and
the branch's, in turn: `expansion_cost_x_base` 1.619 (load 2.9), 1.601 (2.6), 1.585,
1.672, 1.605 (3.3-3.8) before, 1.477 (3.0), 1.491 (2.1), 1.473, 0.894 (a round of a slowed
base worker), 1.556 (3.3-3.8) after: medians 1.605 and 1.477; `rules_bench.expansion_cost_x_base(11)` alone,
alternated: 1.559, 1.566, 1.639 before and 1.526, 1.511, 1.493 after (load 3.3-3.6).

The snapshots figure is the noisiest (its rounds ranged 0.84-1.16): a board after each
step is nine tenths of such a resolution, and its instruction count fell 4 %.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
BASELINE = "eda2893"
MODES = ("results", "full", "snapshots")


def _won_docs(n: int, seed: int, tries: int, **kw) -> list[dict]:
    """Up to `n` record documents whose missions reach the jump (crews working posts)."""
    from spacealert_tui.rules import record_from_dict, resolve_result
    from spacealert_tui.rules.sampling import random_record_doc
    rng = random.Random(seed)
    won: list[dict] = []
    for _ in range(tries):
        doc = random_record_doc(rng, crew=4, threats=rng.randint(6, 8), plans="posts", **kw)
        if kw.get("double_actions"):    # no stumbles with double-action cards (p.10)
            for member in doc["crew"]:
                member["actions"] = [a.rstrip("!") for a in member["actions"]]
        if resolve_result(record_from_dict(doc)).won:
            won.append(doc)
            if len(won) == n:
                break
    return won


def mission_sets() -> dict[str, list[dict]]:
    """The missions measured: rules_bench's 40 base missions, and 40 of the expansion's."""
    sys.path.insert(0, str(HERE))
    from rules_bench import full_records

    from spacealert_tui.rules import record_to_dict
    return {"base": [record_to_dict(r) for r in full_records()],
            "expansion": _won_docs(40, 7, 6000, card_set="new_frontier"),
            "expansion_rules": _won_docs(40, 8, 6000, card_set="new_frontier",
                                         double_actions=True, specializations=True)}


# --- the worker: one per checkout ------------------------------------------------------

def worker(root: str, docs_path: str, names: str) -> None:
    """Load the missions of the sets `names` (comma-separated) with `root`'s rules core,
    then answer `MODE SET REPEATS` lines with the CPU seconds the resolutions took."""
    sys.path.insert(0, root)
    import spacealert_tui.rules as rules
    from spacealert_tui.rules import record_from_dict, resolve
    quick = getattr(rules, "resolve_result", None) or resolve
    calls = {"results": quick, "full": resolve,
             "snapshots": lambda record: resolve(record, snapshots=True)}
    docs = json.loads(Path(docs_path).read_text())
    sets = {}
    for name, items in docs.items():
        if name not in names.split(","):
            continue
        try:
            sets[name] = [record_from_dict(doc) for doc in items]
        except Exception:       # an older commit without the expansion's cards
            continue
    for records in sets.values():
        for call in calls.values():
            for record in records:
                call(record)
    print(json.dumps(sorted(sets)), flush=True)
    for line in sys.stdin:
        mode, name, repeats = line.split()
        call, records = calls[mode], sets[name]
        start = time.process_time()
        for _ in range(int(repeats)):
            for record in records:
                call(record)
        print(time.process_time() - start, flush=True)


class Worker:
    def __init__(self, root: Path, docs: Path, names: str, cpu: int | None = None) -> None:
        self.process = subprocess.Popen(
            [sys.executable, __file__, "--worker", str(root), str(docs), names],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=root)
        if cpu is not None and hasattr(os, "sched_setaffinity"):
            # workers compared on one core: on this VM the two cores' CPU seconds differ
            os.sched_setaffinity(self.process.pid, {cpu})
        assert self.process.stdout is not None
        self.sets = json.loads(self.process.stdout.readline())

    def cpu(self, mode: str, name: str, repeats: int) -> float:
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(f"{mode} {name} {repeats}\n")
        self.process.stdin.flush()
        return float(self.process.stdout.readline())

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait()


def _spread(ratios: list[float]) -> str:
    quartiles = statistics.quantiles(ratios, n=4)
    return (f"{statistics.median(ratios):6.3f}  (middle half {quartiles[0]:.3f}-{quartiles[2]:.3f}, "
            f"range {min(ratios):.3f}-{max(ratios):.3f})")


def compare(against: str, rounds: int, repeats: int) -> int:
    with tempfile.TemporaryDirectory() as tmp:
        old_root = Path(tmp) / "old"
        old_root.mkdir()
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", against],
                                 check=True, capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", str(old_root)], input=archive, check=True)
        docs = Path(tmp) / "missions.json"
        docs.write_text(json.dumps(mission_sets()))
        # the base missions alone in each (as the coach resolves one mission's plans): a
        # process that resolves the expansion too makes the base game's methods meet
        # other classes, and the interpreter's caches, specialised for one, miss
        old, new = Worker(old_root, docs, "base"), Worker(ROOT, docs, "base")
        mixed = Worker(ROOT, docs, "expansion,expansion_rules")
        try:
            print(f"new/old CPU time, {against} as old, {rounds} rounds "
                  f"(old, new, new, old; {repeats}x the 40 base missions each)")
            for mode in MODES:
                ratios = []
                for _ in range(rounds):
                    a = old.cpu(mode, "base", repeats)
                    b = new.cpu(mode, "base", repeats) + new.cpu(mode, "base", repeats)
                    a += old.cpu(mode, "base", repeats)
                    ratios.append(b / a)
                print(f"  base_{mode:<10} new/old {_spread(ratios)}")
            for name in ("expansion", "expansion_rules"):
                ratios = []
                for _ in range(rounds):
                    base = new.cpu("results", "base", repeats)
                    cost = mixed.cpu("results", name, repeats)
                    base += new.cpu("results", "base", repeats)
                    ratios.append(2 * cost / base)
                print(f"  {name}_cost_x_base (results) {_spread(ratios)}")
        finally:
            for process in (old, new, mixed):
                process.close()
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--against", default=BASELINE, help="the earlier commit (default %(default)s)")
    parser.add_argument("--rounds", type=int, default=21)
    parser.add_argument("--repeats", type=int, default=2, help="passes over the set per timing")
    parser.add_argument("--worker", nargs=3, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        worker(*args.worker)
        return 0
    sys.path.insert(0, str(ROOT))
    return compare(args.against, args.rounds, args.repeats)


if __name__ == "__main__":
    raise SystemExit(main())
