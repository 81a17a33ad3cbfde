"""What the interactive home costs to start, against a minimal Textual app.

Each program is started in a pseudo-terminal (80×24), left until its first screen
is drawn (a word of it appears in the output), then quit with ctrl+q; the figure
is the CPU time it used in all (user + system, `os.wait4`), so a machine busy with
other work changes it less than a wall-clock time would. The two programs are
alternated, several times each, and the medians compared in the same run:

- `start_cpu_ms_minimal_textual`: an `App` with one `Static`, nothing else;
- `start_cpu_ms_home`: `spacealert` (the home screen; SDL's dummy sound driver, an empty
  data folder);
- `start_cpu_ratio_home`: the second over the first (goal: 1.5 at most).

`run(quick=False)` is called by benchmarks/run.py, like every `*_bench.py`.
"""
from __future__ import annotations

import os
import pty
import select
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

MINIMAL = """
from textual.app import App
from textual.widgets import Static

class Minimal(App):
    def compose(self):
        yield Static("Minimal ready")

Minimal().run()
"""


def cpu_ms(argv: list[str], ready: bytes, env: dict[str, str], timeout: float = 60.0) -> float:
    """CPU milliseconds `argv` uses until `ready` shows on its terminal and ctrl+q quits it."""
    pid, fd = pty.fork()
    if pid == 0:  # the child: the program, in the pseudo-terminal, from this checkout
        os.chdir(ROOT)
        os.execve(argv[0], argv, env)
    seen = b""
    deadline = time.monotonic() + timeout
    quit_sent = False
    try:
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                os.kill(pid, 9)
                raise RuntimeError(f"{argv[-1][:40]!r} did not show {ready!r}: {seen[-300:]!r}")
            readable, _, _ = select.select([fd], [], [], min(left, 0.5))
            if readable:
                try:
                    chunk = os.read(fd, 65536)
                except OSError:
                    break
                if not chunk:
                    break
                seen = (seen + chunk)[-200_000:]
                if not quit_sent and ready in seen:
                    os.write(fd, b"\x11")  # ctrl+q
                    quit_sent = True
            elif quit_sent:
                os.write(fd, b"\x11")
    finally:
        _, status, usage = os.wait4(pid, 0)
        os.close(fd)
    return (usage.ru_utime + usage.ru_stime) * 1000


def run(quick: bool = False) -> list[dict]:
    rounds = 3 if quick else 7
    with tempfile.TemporaryDirectory(prefix="start-bench-") as tmp:
        env = {**os.environ, "TERM": "xterm-256color", "COLUMNS": "80", "LINES": "24",
               "SPACEALERT_DATA_DIR": tmp, "SDL_AUDIODRIVER": "dummy", "LANG": "C.UTF-8"}
        env.pop("SPACEALERT_NO_AUDIO", None)
        env.pop("TEXTUAL", None)
        spacealert = [sys.executable, "-m", "spacealert_tui.cli"]  # this checkout's
        minimal, home = [], []
        for _ in range(rounds):
            minimal.append(cpu_ms([sys.executable, "-c", MINIMAL], b"Minimal ready", env))
            home.append(cpu_ms(spacealert, b"Logbook", env))
    m, h = statistics.median(minimal), statistics.median(home)
    return [{"name": "start_cpu_ms_minimal_textual", "value": round(m, 1), "unit": "ms"},
            {"name": "start_cpu_ms_home", "value": round(h, 1), "unit": "ms"},
            {"name": "start_cpu_ratio_home", "value": round(h / m, 2), "unit": "x"},
            {"name": "machine_load_1min", "value": round(os.getloadavg()[0], 2), "unit": "runnable"}]


if __name__ == "__main__":
    import json
    for figure in run(quick="--quick" in sys.argv):
        print(json.dumps(figure))
