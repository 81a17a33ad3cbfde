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
- `logbook_key_to_first_frame_cpu_ms`: the logbook screen opened on it in the app
  (headless, 120×40), in CPU time of the process (median of several opens), until the
  first frame the app hands the terminal for it, the missions table and its rows in it
  (the benchmark checks): what the crew waits for after pressing l, less the time the
  machine was busy elsewhere. The garbage collector waits until then
  (`tui/quick_screen.py`), and runs after, while the crew reads.
- `logbook_key_to_table_cpu_ms`: the same until everything the opening set going is
  done (the footer's keys, composed by Textual after the first frame, a second layout,
  the collection put off): the screen settled.
  The screen reads only the rows its table shows (a page), and the best scores a few
  soundtracks at a time, so both stay flat however big the logbook grows; its tables
  draw their cells without Rich's general layout (`widgets/text_table.py`).
- `..._over_minimal`: each CPU time over a minimal screen's (a header, a line, the
  footer) opened the same way, the two taking turns in one run: a ratio that a busy
  machine (two cores, several engineers) slows alike on both sides.
- `logbook_key_to_first_frame_80x24_cpu_ms`, `logbook_key_to_table_80x24_cpu_ms` (and
  their ratios): the same at 80×24, where the best scores are out of sight (b shows
  them) and are not read before.
- `logbook_home_key_to_first_frame_cpu_ms`, `logbook_home_key_to_table_cpu_ms` (and
  their ratios): the same at 120×40 in the app itself, over its home screen, as the
  crew opens it (the home screen beneath has its own work when another is pushed).

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


def key_to_table_cpu_ms(folder: Path, repeats: int, size: tuple[int, int] = (120, 40),
                        home: bool = False) -> dict[str, float]:
    """CPU ms from pushing the logbook screen (the logbook at `folder`) to its first
    frame (`first`) and until all it set going is done (`settled`), and a minimal
    screen's (`minimal_first`, `minimal_settled`), taking turns (medians), in a terminal
    of `size`, in a bare Textual app or (`home`) over the app's own home screen. The
    first frame is the first one the app hands its driver for the new screen; the
    logbook's must show the missions table, rows in it (checked)."""
    import asyncio
    import os

    from textual.app import App
    from textual.screen import Screen
    from textual.widgets import Header, Static

    from spacealert_tui.tui.screens.logbook import LogbookScreen
    from spacealert_tui.tui.widgets.footer import Footer
    from spacealert_tui.tui.widgets.missions_table import MissionsTable

    class Minimal(Screen):
        def compose(self):
            yield Header()
            yield Static("a line")
            yield Footer()

    saved = os.environ.get("SPACEALERT_DATA_DIR")
    os.environ["SPACEALERT_DATA_DIR"] = str(folder)
    settled: dict[type, list[float]] = {LogbookScreen: [], Minimal: []}
    first: dict[type, list[float]] = {LogbookScreen: [], Minimal: []}
    pushed: list = [None, None]         # the screen pushed, the CPU time of its first frame

    def table_shown(screen: Screen) -> bool:
        if not isinstance(screen, LogbookScreen):
            return True
        table = screen.query_one(MissionsTable)
        return table.row_count > 0 and table.region.height > 2

    async def opens() -> None:
        from spacealert_tui.tui.app import SpaceAlertApp

        app = SpaceAlertApp() if home else App()
        display = app._display        # Textual's one door to the terminal (headless: nothing written)

        def frame(screen, renderable) -> None:
            if screen is pushed[0] and renderable is not None and pushed[1] is None:
                assert table_shown(screen), "the first frame has no missions in it"
                pushed[1] = time.process_time()
            display(screen, renderable)

        app._display = frame  # type: ignore[method-assign]
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            for _ in range(repeats):
                for screen in settled:
                    pushed[:] = [screen(), None]
                    start = time.process_time()
                    await app.push_screen(pushed[0])
                    await pilot.pause()
                    settled[screen].append((time.process_time() - start) * 1000)
                    assert pushed[1] is not None, "no frame drawn"
                    first[screen].append((pushed[1] - start) * 1000)
                    pushed[0] = None
                    app.pop_screen()
                    await pilot.pause()

    try:
        asyncio.run(opens())
    finally:
        if saved is None:
            os.environ.pop("SPACEALERT_DATA_DIR", None)
        else:
            os.environ["SPACEALERT_DATA_DIR"] = saved
    return {"settled": statistics.median(settled[LogbookScreen]),
            "minimal_settled": statistics.median(settled[Minimal]),
            "first": statistics.median(first[LogbookScreen]), "minimal_first": statistics.median(first[Minimal])}


def key_figures(prefix: str, measured: dict[str, float]) -> list[dict]:
    return [{"name": f"{prefix}_cpu_ms", "value": round(measured["settled"], 1), "unit": "ms"},
            {"name": f"{prefix}_over_minimal", "value": round(measured["settled"] / measured["minimal_settled"], 2),
             "unit": "x"},
            {"name": f"{prefix.replace('_table', '_first_frame')}_cpu_ms", "value": round(measured["first"], 1),
             "unit": "ms"},
            {"name": f"{prefix.replace('_table', '_first_frame')}_over_minimal",
             "value": round(measured["first"] / measured["minimal_first"], 2), "unit": "x"}]


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
        large = key_to_table_cpu_ms(data, 3 if quick else 15)
        small = key_to_table_cpu_ms(data, 3 if quick else 15, (80, 24))
        over_home = key_to_table_cpu_ms(data, 3 if quick else 15, home=True)
    return [{"name": "logbook_insert_per_s", "value": round(rate, 1), "unit": "missions/s"},
            {"name": "logbook_open_ms", "value": round(opened, 1), "unit": "ms"},
            {"name": "logbook_best_scores_ms", "value": round(best, 1), "unit": "ms"},
            *key_figures("logbook_key_to_table", large),
            *key_figures("logbook_key_to_table_80x24", small),
            *key_figures("logbook_home_key_to_table", over_home)]


if __name__ == "__main__":
    import json
    for figure in run(quick="--quick" in sys.argv):
        print(json.dumps(figure))
