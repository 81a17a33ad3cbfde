"""Redraw time of the resolution board: one event shown = the ship board rebuilt.

For every event of every example mission (`missions/examples/*.yaml`), in playing
order, the board widget is given the event's snapshot (`ShipBoard.show`) and all
its lines are rendered through Textual's own path (`render_lines` over the whole
widget: our strips, then Textual's styles cache), headless inside
`App.run_test()`, at 80 and 120 columns. Figures:

- `board_render_ms_p50`, `board_render_ms_p99`: per event, in milliseconds
  (target: p99 under 10 ms);
- `board_render_ms_max`: the slowest event;
- `board_screen_step_ms_p99`: the whole screen moving one event (`BoardScreen.go`:
  board, trajectories, step track, narration), measured the same way.

`run(quick=False)` is called by benchmarks/run.py, like every `*_bench.py`;
running this file alone prints the figures.
"""
from __future__ import annotations

import asyncio
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

EXAMPLES = HERE.parent / "missions" / "examples"


def _resolutions(quick: bool):
    from spacealert_tui.record import load_record
    from spacealert_tui.rules import resolve

    paths = sorted(EXAMPLES.glob("*.yaml"))
    if quick:
        paths = paths[:2]
    out = []
    for path in paths:
        record = load_record(path)
        out.append((record, resolve(record, snapshots="events")))
    return out


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    k = (len(ordered) - 1) * q
    lo, hi = int(k), min(int(k) + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo)


async def _measure(quick: bool) -> tuple[list[float], list[float]]:
    from textual.app import App
    from textual.geometry import Region

    from spacealert_tui.tui.screens.board import BoardScreen
    from spacealert_tui.tui.widgets.ship_board import ShipBoard, squad_holders

    resolutions = _resolutions(quick)
    board_times: list[float] = []
    screen_times: list[float] = []

    class BenchApp(App[None]):
        def compose(self):
            yield ShipBoard(id="bench-board")

    for width in ((120,) if quick else (80, 120)):
        app = BenchApp()
        async with app.run_test(size=(width, 40)) as pilot:
            await pilot.pause()
            board = app.query_one(ShipBoard)
            for _record, resolution in resolutions:
                snaps = resolution.snapshots
                holders = squad_holders(snaps)
                for i, snap in enumerate(snaps):
                    start = time.perf_counter()
                    board.show(snap, snaps[i - 1] if i else None, holders[i],
                               holders[i - 1] if i else None)
                    size = board.size
                    strips = board.render_lines(Region(0, 0, size.width, size.height))
                    board_times.append((time.perf_counter() - start) * 1000)
                    assert len(strips) == size.height

    # the whole screen, one event at a time
    record, resolution = resolutions[0]
    app = App()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = BoardScreen(resolution, tracks=dict(record.tracks))
        await app.push_screen(screen)
        await pilot.pause()
        widgets = [screen.query_one("#board-ship"), screen.query_one("#board-tracks"),
                   screen.query_one("#board-steps"), screen.query_one("#board-log")]
        for i in range(1, len(resolution.events)):
            start = time.perf_counter()
            screen.go(i)
            for widget in widgets:
                size = widget.size
                widget.render_lines(Region(0, 0, size.width, size.height))
            screen_times.append((time.perf_counter() - start) * 1000)
    return board_times, screen_times


def run(quick: bool = False) -> list[dict]:
    board_times, screen_times = asyncio.run(_measure(quick))
    return [
        {"name": "board_render_ms_p50", "value": round(statistics.median(board_times), 3),
         "unit": "ms"},
        {"name": "board_render_ms_p99", "value": round(_percentile(board_times, 0.99), 3),
         "unit": "ms"},
        {"name": "board_render_ms_max", "value": round(max(board_times), 3), "unit": "ms"},
        {"name": "board_screen_step_ms_p99", "value": round(_percentile(screen_times, 0.99), 3),
         "unit": "ms"},
    ]


if __name__ == "__main__":
    import json

    for figure in run(quick="--quick" in sys.argv):
        print(json.dumps(figure))
