"""Mission generator throughput: generate + validate, timed over a few seconds.

`run(quick=False)` is called by benchmarks/run.py, like every `*_bench.py`;
running this file alone prints the figure.
"""
from __future__ import annotations

import time

from spacealert_tui.mission import generate, validate


def run(quick: bool = False, seconds: float | None = None) -> list[dict]:
    """Missions generated and validated per second (base and double-action seeds
    alternating), over 3 s (`quick`: 0.5 s, for CI smoke runs)."""
    if seconds is None:
        seconds = 0.5 if quick else 3.0
    count, seed = 0, 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        timeline = generate(seed, double_threats=seed % 2 == 1)
        if validate(timeline):
            raise AssertionError(f"generated mission {timeline.id} is not playable")
        count, seed = count + 1, seed + 1
        now = time.perf_counter()
        if now >= deadline:
            break
    return [{"name": "mission_generate_per_s", "value": round(count / (now - start), 1), "unit": "missions/s"}]


if __name__ == "__main__":
    import json
    for figure in run():
        print(json.dumps(figure))
