"""The crew's logbook (SQLite): how fast missions are logged, and how fast a big logbook opens.

- `logbook_insert_per_s`: missions added per second, each `add_mission` its own
  transaction (WAL, synchronous=FULL: one fsync a mission), record YAML and result
  JSON included, as the score screen does it.
- `logbook_open_ms`: a logbook of 10,000 missions (20 crews, 16 soundtracks, all
  difficulties, a fifth of them lost): the time to open it, list the latest 100
  missions and work out the best scores per soundtrack and difficulty, as the logbook
  screen does when it opens (median of several opens; the file is in the OS cache).

- `logbook_best_scores_ms`: `best_scores()` alone on that logbook (median): the covering
  index `missions_best` (schema 7) groups it without sorting.
- `logbook_key_to_table_cpu_ms`: the logbook screen opened on it in the app (headless,
  120×40) until it is drawn, in CPU time of the process (median of several opens):
  what the crew waits for after pressing l, less the time the machine was busy elsewhere.
  The screen reads only the rows its table shows (a page), and the best scores a few
  soundtracks at a time, so this stays flat however big the logbook grows; its tables
  draw their cells without Rich's general layout (`widgets/text_table.py`).
- `logbook_key_to_table_80x24_cpu_ms` (and `_over_minimal`): the same at 80×24, where
  the best scores are out of sight (b shows them) and are not read before.
- `logbook_key_to_table_over_minimal`: that CPU time over a minimal screen's (a header,
  a line, the footer) opened the same way, the two taking turns in one run: a ratio
  that a busy machine (two cores, several engineers) slows alike on both sides.

`run(quick=False)` is called by benchmarks/run.py, like every `*_bench.py`.
"""
from __future__ import annotations

import statistics
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from spacealert_tui.record import load_record  # noqa: E402
from spacealert_tui.record.logbook import Logbook  # noqa: E402
from spacealert_tui.rules import resolve  # noqa: E402

EXAMPLES = ROOT / "missions" / "examples"
LEVELS = ("white", "yellow", "mixed")
BIG = 10_000


def sample_missions() -> list[tuple]:
    """(record, result) of a few example records: a won one and a lost one among them."""
    pairs = []
    for name in ("01-first-flight", "02-intruders-aboard", "03-heroes-and-interceptors",
                 "04-lost-in-blue", "05-five-with-androids"):
        path = EXAMPLES / f"{name}.yaml"
        if path.exists():
            record = load_record(path)
            pairs.append((record, resolve(record).result))
    return pairs


def variant(pairs: list[tuple], i: int) -> tuple:
    """The i-th mission of a made-up logbook: crews, soundtracks and levels vary."""
    record, result = pairs[i % len(pairs)]
    crew = tuple(replace(c, name=f"{c.name}{i % 20}") for c in record.crew)
    record = replace(record, crew=crew, soundtrack=f"base/mission-{1 + i % 16}",
                     mission_extra={"difficulty": {"common": LEVELS[i % 3], "serious": LEVELS[i // 3 % 3]}})
    return record, result


def insert_rate(folder: Path, pairs: list[tuple], seconds: float) -> float:
    with Logbook.open(folder / "insert.sqlite3") as book:
        count = 0
        start = time.perf_counter()
        while True:
            record, result = variant(pairs, count)
            book.add_mission(record, result, date=f"2025-{1 + count % 12:02d}-{1 + count % 28:02d}")
            count += 1
            elapsed = time.perf_counter() - start
            if elapsed >= seconds and count >= 20:
                return count / elapsed


def build_big(path: Path, pairs: list[tuple], n: int = BIG) -> None:
    # one transaction: building it is not what is measured
    with Logbook.open(path) as book, book.transaction():
        for i in range(n):
            record, result = variant(pairs, i)
            book.add_mission(record, result,
                             date=f"{2015 + i * 10 // n}-{1 + i % 12:02d}-{1 + i % 28:02d}")


def open_ms(path: Path, repeats: int) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        with Logbook.open(path) as book:
            latest = book.missions(limit=100)
            best = book.best_scores()
        times.append((time.perf_counter() - start) * 1000)
        assert len(latest) == 100 and best
    return statistics.median(times)


def best_ms(path: Path, repeats: int) -> float:
    with Logbook.open(path) as book:
        book.best_scores()
        times = []
        for _ in range(repeats):
            start = time.perf_counter()
            book.best_scores()
            times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def key_to_table_cpu_ms(folder: Path, repeats: int, size: tuple[int, int] = (120, 40)) -> tuple[float, float]:
    """CPU ms from pushing the logbook screen (the logbook at `folder`) to its first
    drawing, and a minimal screen's, taking turns (medians), in a terminal of `size`."""
    import asyncio
    import os

    from textual.app import App
    from textual.screen import Screen
    from textual.widgets import Header, Static

    from spacealert_tui.tui.screens.logbook import LogbookScreen
    from spacealert_tui.tui.widgets.footer import Footer

    class Minimal(Screen):
        def compose(self):
            yield Header()
            yield Static("a line")
            yield Footer()

    saved = os.environ.get("SPACEALERT_DATA_DIR")
    os.environ["SPACEALERT_DATA_DIR"] = str(folder)
    times: dict[type, list[float]] = {LogbookScreen: [], Minimal: []}

    async def opens() -> None:
        app = App()
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            for _ in range(repeats):
                for screen in times:
                    start = time.process_time()
                    await app.push_screen(screen())
                    await pilot.pause()
                    times[screen].append((time.process_time() - start) * 1000)
                    app.pop_screen()
                    await pilot.pause()

    try:
        asyncio.run(opens())
    finally:
        if saved is None:
            os.environ.pop("SPACEALERT_DATA_DIR", None)
        else:
            os.environ["SPACEALERT_DATA_DIR"] = saved
    return statistics.median(times[LogbookScreen]), statistics.median(times[Minimal])


def run(quick: bool = False) -> list[dict]:
    pairs = sample_missions()
    with tempfile.TemporaryDirectory(prefix="logbook-bench-") as tmp:
        folder = Path(tmp)
        rate = insert_rate(folder, pairs, 0.5 if quick else 3.0)
        data = folder / "data"
        data.mkdir()
        big = data / "logbook.sqlite3"
        build_big(big, pairs)
        opened = open_ms(big, 3 if quick else 9)
        best = best_ms(big, 3 if quick else 9)
        screen, minimal = key_to_table_cpu_ms(data, 3 if quick else 9)
        small, small_minimal = key_to_table_cpu_ms(data, 3 if quick else 9, (80, 24))
    return [{"name": "logbook_insert_per_s", "value": round(rate, 1), "unit": "missions/s"},
            {"name": "logbook_open_ms", "value": round(opened, 1), "unit": "ms"},
            {"name": "logbook_best_scores_ms", "value": round(best, 1), "unit": "ms"},
            {"name": "logbook_key_to_table_cpu_ms", "value": round(screen, 1), "unit": "ms"},
            {"name": "logbook_key_to_table_over_minimal", "value": round(screen / minimal, 2), "unit": "x"},
            {"name": "logbook_key_to_table_80x24_cpu_ms", "value": round(small, 1), "unit": "ms"},
            {"name": "logbook_key_to_table_80x24_over_minimal", "value": round(small / small_minimal, 2), "unit": "x"}]


if __name__ == "__main__":
    import json
    for figure in run(quick="--quick" in sys.argv):
        print(json.dumps(figure))
