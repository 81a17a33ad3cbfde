#!/usr/bin/env python3
"""Instructions per resolved mission, counted by valgrind: the figure to compare
rules-core changes by. Wall-clock rates (`rules_bench.py`) move by several per cent
on a shared machine; this count does not.

    python benchmarks/rules_instructions.py --full    # 40 missions that reach turn 13
    python benchmarks/rules_instructions.py           # 100 of rules_bench's random-plan mix

    python benchmarks/rules_instructions.py --full --results-only   # the results-only path
    python benchmarks/rules_instructions.py --expansion --results-only   # 40 expansion missions

`--full` (`resolve_full_instructions`) is the one to quote: the missions are
`rules_bench`'s full set, all 13 turns, as a real crew's record is. Without it
(`resolve_random_plan_instructions`) the random-plan missions are mostly lost
early, so the count is smaller and says less; their mean turn reached is printed
beside it.

The records are built here and pickled; then it runs itself twice under
`valgrind --tool=callgrind`: once loading and resolving them (the warm-up), once
doing the same and then resolving them all again. The difference of the two
totals, divided by the number of missions, is the cost of one resolution
(CPython's start-up, imports and the warm-up cancel out). String hashing is fixed
(PYTHONHASHSEED=0) so that two runs of the same code count the same.
Not part of `run.py` (it is not a `*_bench.py` module): it needs valgrind and a minute.

The count moves by about 2 % with the checkout's path (the addresses objects get, and so
which of the dicts keyed by objects collide): to compare two commits, `git archive` each
into directories whose paths have the same length and run each one's copy of this file.
And count instructions, not bytecodes: a `map(attrgetter(...), ...)` runs fewer
bytecodes than a comprehension but reads each attribute the generic way, and cost more.

Figures, 2026-11-29 (archives side by side as above; M instructions per mission; the
boards after each step, `resolve(record, snapshots=True)`, counted the same way with
callgrind over three passes of the 40 missions):

    commit                 --full   --results-only   --expansion   expansion_rules   boards
    eda2893                 1.571        -                -               -            -
    73c0f64 (main, before)  1.611      1.359            2.288           3.098        10.33
    127c953 (speed25)       1.536      1.126            1.909           2.708        9.90

An expansion mission costs 1.68x a base one before, 1.70x after (results-only): both
fell, by 15-17 %. What is left of the difference is the expansion's mixins (about 150
`super()` calls per mission, each walking the class's MRO: ~10 % of an expansion
mission) and its cards' hooks; leaving mixins out per mission was tried (see
`new_frontier.game.OPTIONAL_MIXINS`) and costs more in a process that meets several.

Figures, 2026-11-29, nfspeed25 (issue 25: an expansion mission within 1.5 times a base
one): main (474bfa2) and the branch, each `git archive`d into a directory of the same
path length (`/tmp/nfs25/old1234`, `/tmp/nfs25/new1234`), M instructions per mission:

    commit                 --full   --full --results-only   --expansion   expansion_rules
    474bfa2 (main, before)  1.537          1.124                1.874          2.686
    nfspeed25               1.537          1.118                1.609          2.074

An expansion mission (results-only) costs 1.667x a base one before, 1.439x after (-14 %);
one with double actions and specializations 2.390x before, 1.855x after (-23 %); base
missions unchanged. What did it: the mixins call the next class's method through
a name bound once per class (`Game.bind_chains`) instead of `super()`, and a mixin
whose mechanic concerns a few cards asks first whether one is in play (`Game.hooks`,
`new_frontier.card_lists`); the crew is built as the expansion's at once
(`Game.player_class`). Beware comparing counts across paths: in the worktree
(`/work/wt/nfspeed25`, same length) main counted 1.014 and 1.704 for the same two sets.

Figures, 2026-11-29, nfcost27 (issue 25: an expansion mission within 1.5 times a base one
in CPU time): main (28ec9c1) and the branch `git archive`d to `/tmp/nfc27/old1` and
`/tmp/nfc27/new1`, counted side by side, M instructions per mission:

    commit                 --full --results-only   --expansion --results-only
    28ec9c1 (main, before)     1.066, 1.072            1.559, 1.576
    nfcost27                   1.063, 1.059            1.424, 1.419

1.46-1.47x before, 1.34x after (-9 to -10 % for an expansion mission). The same code counted at
another time differs by up to 1 % (main's expansion set: 1.576 and 1.559): compare counts
taken side by side. Where the work went, per function: docs/rulesets.md, *Cost of the
expansion* (bytecodes per function, counted with `sys.settrace` opcode events).
"""
from __future__ import annotations

import argparse
import os
import pickle
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))


def records(full: bool, expansion: str = "") -> list:
    """The missions measured: rules_bench's full set, or the start of its random-plan mix,
    or one of `rules_cpu_compare`'s expansion sets (to compare with the full set: the
    expansion's cost in base missions)."""
    from rules_bench import full_records, random_plan_records
    if expansion:
        from rules_cpu_compare import mission_sets

        from spacealert_tui.rules import record_from_dict
        return [record_from_dict(doc) for doc in mission_sets()[expansion]]
    return full_records() if full else random_plan_records(100)


def work(path: str, measured: bool, results_only: bool = False) -> None:
    """The program run under valgrind: load, warm up, and (if `measured`) resolve again."""
    from spacealert_tui.rules import resolve, resolve_result
    if results_only:
        resolve = resolve_result    # the path measured
    missions = pickle.loads(Path(path).read_bytes())
    for record in missions:
        resolve(record)
    if measured:
        for record in missions:
            resolve(record)


def total_instructions(path: Path, measured: bool, results_only: bool = False) -> int:
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "callgrind.out"
        command = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
                   sys.executable, __file__, "--work", str(path)]
        command += ["--measured"] if measured else []
        command += ["--results-only"] if results_only else []
        # a fixed string hash: dict probes (and so the count) no longer vary from run to run
        env = dict(os.environ, PYTHONHASHSEED="0")
        subprocess.run(command, check=True, capture_output=True, env=env)
        totals = re.search(r"^(?:summary|totals): (\d+)", out.read_text(), re.MULTILINE)
        return int(totals.group(1))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--full", action="store_true", help="missions that reach turn 13")
    parser.add_argument("--results-only", action="store_true",
                        help="the results-only path (`resolve_result`: no events built)")
    parser.add_argument("--expansion", nargs="?", const="expansion", default="",
                        choices=("expansion", "expansion_rules"),
                        help="40 expansion missions that reach the jump (rules_cpu_compare's set; "
                             "expansion_rules: with double actions and specializations)")
    parser.add_argument("--work", metavar="PICKLE", help=argparse.SUPPRESS)
    parser.add_argument("--measured", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.work:
        work(args.work, args.measured, args.results_only)
        return 0
    missions = records(args.full, args.expansion)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "records.pickle"
        path.write_bytes(pickle.dumps(missions))
        quiet = args.results_only
        per_mission = (total_instructions(path, True, quiet) - total_instructions(path, False, quiet)) / len(missions)
    name = "resolve_full_instructions" if args.full else "resolve_random_plan_instructions"
    if args.expansion:
        name = f"resolve_{args.expansion}_instructions"
    if args.results_only:
        name = name.replace("_instructions", "_results_only_instructions")
    print(f"{name:<45} {per_mission / 1e6:>12.3f} M instructions/mission")
    if not args.full and not args.expansion:
        from rules_bench import turns_mean
        print(f"{'resolve_random_plan_turns_mean':<45} {turns_mean(missions):>12.1f} turns")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
