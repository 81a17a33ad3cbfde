"""Speed of the rules core: complete resolutions per second, events recorded.

Like python-chess's perft speed check: fixed sets of random legal missions,
resolved over and over on one core (the same seeds every run).

- `resolve_missions_per_s`: 4 crew, 6–8 random base threats, random legal plans
  (any legal token in any slot). Such plans lose the ship in most missions, so many
  resolutions stop before turn 13; `resolve_mission_turns_mean` says how far they get.
- `resolve_full_missions_per_s`: only missions that reach the jump (turn 13), found by
  resolving random missions whose crews work their posts and keeping those won.
- `..._N_threats` and `..._N_crew`: how the cost grows with threats and crew size.
"""
from __future__ import annotations

import random
import time

from spacealert_tui.rules import resolve
from spacealert_tui.rules.sampling import random_record


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


def _records(n: int, seed: int, **kw):
    rng = random.Random(seed)
    return [random_record(rng, **kw) for _ in range(n)]


def _won_records(n: int, seed: int, tries: int) -> list:
    rng = random.Random(seed)
    won = []
    for _ in range(tries):
        record = random_record(rng, crew=4, threats=rng.randint(6, 8), plans="posts")
        if resolve(record).result.won:
            won.append(record)
            if len(won) == n:
                break
    return won


def run(quick: bool = False) -> list[dict]:
    seconds = 0.5 if quick else 3.0
    rng = random.Random(2026)
    mixed = [random_record(rng, crew=4, threats=rng.randint(6, 8)) for _ in range(200)]
    turns = sum(resolve(r).result.lost_turn or 13 for r in mixed) / len(mixed)
    figures = [
        {"name": "resolve_missions_per_s", "value": round(missions_per_second(mixed, seconds)),
         "unit": "missions/s"},
        {"name": "resolve_mission_turns_mean", "value": round(turns, 1), "unit": "turns"},
    ]
    full = _won_records(40, 7, 1500 if quick else 6000)
    if full:
        figures.append({"name": "resolve_full_missions_per_s",
                        "value": round(missions_per_second(full, seconds)), "unit": "missions/s"})
    for threats in (0, 4, 8, 12):
        rate = missions_per_second(_records(100, threats, crew=4, threats=threats), seconds / 3)
        figures.append({"name": f"resolve_missions_per_s_{threats}_threats", "value": round(rate),
                        "unit": "missions/s"})
    for crew in (1, 3, 5):
        rate = missions_per_second(_records(100, 50 + crew, crew=crew, threats=7), seconds / 3)
        figures.append({"name": f"resolve_missions_per_s_{crew}_crew", "value": round(rate),
                        "unit": "missions/s"})
    return figures
