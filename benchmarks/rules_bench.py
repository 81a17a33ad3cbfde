"""Speed of the rules core: full 13-turn resolutions per second, events recorded.

Like python-chess's perft speed check: a fixed set of random legal missions (4 crew,
6–8 random base threats, random legal plans), resolved over and over on one core.
Also reports how the cost grows with the number of threats and of crew members.
"""
from __future__ import annotations

import random
import time

from spacealert_tui.rules import resolve
from spacealert_tui.rules.sampling import random_record


def _records(n: int, seed: int, **kw):
    rng = random.Random(seed)
    return [random_record(rng, **kw) for _ in range(n)]


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


def run(quick: bool = False) -> list[dict]:
    seconds = 0.5 if quick else 3.0
    rng = random.Random(2026)
    mixed = [random_record(rng, crew=4, threats=rng.randint(6, 8)) for _ in range(200)]
    figures = [{"name": "resolve_missions_per_s", "value": round(missions_per_second(mixed, seconds)),
                "unit": "missions/s"}]
    for threats in (0, 4, 8, 12):
        rate = missions_per_second(_records(100, threats, crew=4, threats=threats), seconds / 3)
        figures.append({"name": f"resolve_missions_per_s_{threats}_threats", "value": round(rate),
                        "unit": "missions/s"})
    for crew in (1, 3, 5):
        rate = missions_per_second(_records(100, 50 + crew, crew=crew, threats=7), seconds / 3)
        figures.append({"name": f"resolve_missions_per_s_{crew}_crew", "value": round(rate),
                        "unit": "missions/s"})
    return figures
