"""Opening a logged mission on the replay board.

- `replay_open_ms`: from a logbook of 10,000 missions (the one `logbook_bench.py`
  builds: 20 crews, 16 soundtracks, all difficulties, a fifth lost), the time to open
  the logbook, read one mission with its record, load the record, resolve it with a
  board snapshot per event and show the resolution board's first frame (the screen
  pushed in a running headless app at 120×40 and painted). Median over missions of
  each example record (74 to 150 events), each opened several times; the logbook file
  is in the OS cache. The app itself is started once, before: `spacealert replay`
  pays Textual's start-up on top (about 0.3 s, see docs/app.md).

`logbook_insert_per_s` is `logbook_bench.py`'s, not repeated here.
`run(quick=False)` is called by benchmarks/run.py, like every `*_bench.py`.
"""
from __future__ import annotations

import asyncio
import importlib.util
import statistics
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))


def _logbook_bench():
    spec = importlib.util.spec_from_file_location("bench_logbook_for_replay", HERE / "logbook_bench.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def open_one(path: Path, mission_id: int):
    """Everything but the drawing: the logbook, the mission, its record, the resolution, the screen."""
    from spacealert_tui.record.logbook import Logbook
    from spacealert_tui.rules import resolve
    from spacealert_tui.tui.screens.board import BoardScreen

    with Logbook.open(path) as book:
        mission = book.mission(mission_id)
    record = mission.record()
    resolution = resolve(record, snapshots="events")
    return BoardScreen(resolution, title=record.title, tracks=dict(record.tracks))


async def measure(path: Path, ids: list[int], repeats: int) -> list[float]:
    from textual.app import App

    class Host(App[None]):
        pass

    times: list[float] = []
    app = Host()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        for _ in range(repeats):
            for mission_id in ids:
                start = time.perf_counter()
                screen = open_one(path, mission_id)
                await app.push_screen(screen)
                await pilot.pause()                 # mounted, laid out
                app.screen._compositor.render_update(full=True)   # the first frame, painted
                times.append((time.perf_counter() - start) * 1000)
                assert screen.board_text().startswith("┌─ RED")
                await app.pop_screen()
                await pilot.pause()
    return times


def run(quick: bool = False) -> list[dict]:
    bench = _logbook_bench()
    pairs = bench.sample_missions()
    size = 2_000 if quick else bench.BIG
    with tempfile.TemporaryDirectory(prefix="replay-bench-") as tmp:
        path = Path(tmp) / "big.sqlite3"
        bench.build_big(path, pairs, size)
        # one mission of each example record, from the middle of the logbook
        ids = [size // 2 + k for k in range(len(pairs))]
        times = asyncio.run(measure(path, ids, 1 if quick else 4))
    return [{"name": "replay_open_ms", "value": round(statistics.median(times), 1), "unit": "ms"}]


if __name__ == "__main__":
    import json
    for figure in run(quick="--quick" in sys.argv):
        print(json.dumps(figure))
