"""Speed of the rules core: complete resolutions per second, on wall-clock time.

Like python-chess's perft speed check: fixed sets of random legal missions,
resolved over and over on one core (the same seeds every run).

- `resolve_full_missions_per_s` (the headline): 40 missions that reach the jump
  (all 13 turns), found by resolving random missions whose crews work their posts
  and keeping those won. This is what resolving a real crew's record costs.
- `resolve_random_plan_missions_per_s`: 4 crew, 6–8 random base threats, random
  legal plans (any legal token in any slot). Such plans lose the ship in most
  missions, so most resolutions stop well before turn 13; printed beside it,
  `resolve_random_plan_turns_mean` says how far they get on average. Cheaper per
  mission than a full one, so never compare it with the headline.
- `resolve_random_plan_missions_per_s_N_threats` and `..._N_crew`: how the cost
  grows with threats and crew size, each with its own `..._turns_mean`.
- `expansion_cost_x_base`: the CPU time of one expansion mission over one base
  mission's (results-only, `rules_cpu_compare`'s 40 expansion missions against the
  40 full ones), each set resolved over and over in a worker process of its own, the
  two asked in turn (base, expansion, expansion, base) so they never share a core:
  the median of the rounds' ratios. The goal: at most 1.5.

Wall-clock rates move by several per cent on a shared machine. To compare two
versions of the rules core, use `benchmarks/rules_instructions.py --full`
(instructions per full mission, counted by valgrind), not these figures.
"""
from __future__ import annotations

import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from spacealert_tui.rules import resolve
from spacealert_tui.rules.sampling import random_record

LAST_TURN = 13
HERE = Path(__file__).resolve().parent


def missions_per_second(records, seconds: float) -> float:
    done = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        for record in records:
            resolve(record)
        done += len(records)
        now = time.perf_counter()
        if now >= deadline:
            return done / (now - start)


def turns_mean(records) -> float:
    """Mean turn reached: the turn the ship was lost, or 13 for a mission that jumped."""
    return sum(resolve(r).result.lost_turn or LAST_TURN for r in records) / len(records)


def _records(n: int, seed: int, **kw):
    rng = random.Random(seed)
    return [random_record(rng, **kw) for _ in range(n)]


def random_plan_records(n: int = 200) -> list:
    """The random-plan mix: 4 crew, 6-8 base threats, any legal tokens (seed 2026)."""
    rng = random.Random(2026)
    return [random_record(rng, crew=4, threats=rng.randint(6, 8)) for _ in range(n)]


def _won_records(n: int, seed: int, tries: int) -> list:
    """Up to `n` missions that reach the jump: crews working their posts, kept if won."""
    rng = random.Random(seed)
    won = []
    for _ in range(tries):
        record = random_record(rng, crew=4, threats=rng.randint(6, 8), plans="posts")
        if resolve(record).result.won:
            won.append(record)
            if len(won) == n:
                break
    return won


def full_records() -> list:
    """The headline's 40 missions that reach the jump (seed 7)."""
    return _won_records(40, 7, 6000)


def _random_plan_pair(name: str, records, seconds: float) -> list[dict]:
    """A random-plan rate and, beside it, the mean turn those missions reach."""
    return [
        {"name": name, "value": round(missions_per_second(records, seconds)),
         "unit": "missions/s"},
        {"name": name.replace("missions_per_s", "turns_mean"),
         "value": round(turns_mean(records), 1), "unit": "turns"},
    ]


def expansion_cost_x_base(rounds: int, repeats: int = 2) -> float:
    """The median, over `rounds`, of (CPU time of the expansion set) / (the base set's),
    per mission: each set in a worker process of its own (`rules_cpu_compare.Worker`:
    a process that resolves one kind keeps the interpreter's caches specialised for it,
    as the coach resolving one mission's plans does)."""
    sys.path.insert(0, str(HERE))
    from rules_cpu_compare import Worker, mission_sets
    with tempfile.TemporaryDirectory() as tmp:
        docs = Path(tmp) / "missions.json"
        docs.write_text(json.dumps({name: items for name, items in mission_sets().items()
                                    if name in ("base", "expansion")}))
        # both on one core (the same for both: the cores of a shared VM do not give the
        # same CPU second), the first this process may use
        cpu = min(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else None
        base, expansion = Worker(HERE.parent, docs, "base", cpu), Worker(HERE.parent, docs, "expansion", cpu)
        try:
            ratios = []
            for _ in range(rounds):
                cost = base.cpu("results", "base", repeats)
                spent = expansion.cpu("results", "expansion", repeats) + expansion.cpu("results", "expansion", repeats)
                cost += base.cpu("results", "base", repeats)
                ratios.append(spent / cost)
        finally:
            base.close()
            expansion.close()
    return statistics.median(ratios)


def run(quick: bool = False) -> list[dict]:
    seconds = 0.5 if quick else 3.0
    full = full_records()  # the same 40 with --quick, so the headline means the same
    figures = [{"name": "resolve_full_missions_per_s",
                "value": round(missions_per_second(full, seconds)), "unit": "missions/s"}]
    figures += _random_plan_pair("resolve_random_plan_missions_per_s", random_plan_records(),
                                 seconds)
    for threats in (0, 4, 8, 12):
        figures += _random_plan_pair(f"resolve_random_plan_missions_per_s_{threats}_threats",
                                     _records(100, threats, crew=4, threats=threats), seconds / 3)
    for crew in (1, 3, 5):
        figures += _random_plan_pair(f"resolve_random_plan_missions_per_s_{crew}_crew",
                                     _records(100, 50 + crew, crew=crew, threats=7), seconds / 3)
    figures.append({"name": "expansion_cost_x_base", "value": round(expansion_cost_x_base(3 if quick else 11), 3),
                    "unit": "x (CPU time, results-only)"})
    return figures
