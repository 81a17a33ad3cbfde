"""The real `spacealert` command in a real terminal (tmux): home, cards, back, quit.

Runs on a private tmux server (`tmux -L <name>`), so it never touches the user's
sessions. Skipped when tmux is not installed (`apt-get install -y tmux`).
"""
from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

TMUX = shutil.which("tmux") or ""
SPACEALERT = Path(sys.executable).with_name("spacealert")

pytestmark = [
    pytest.mark.skipif(not TMUX, reason="tmux is not installed (apt-get install -y tmux)"),
    pytest.mark.skipif(not SPACEALERT.exists(), reason=f"no {SPACEALERT}: install the project"),
]


class Terminal:
    """One tmux pane running a command, on a tmux server of its own."""

    def __init__(self, folder: Path, command: str, size: tuple[int, int] = (100, 30)) -> None:
        self.socket = f"spacealert-test-{os.getpid()}-{time.monotonic_ns()}"
        conf = folder / "tmux.conf"
        # no escape delay, so escape arrives as escape
        conf.write_text("set -s escape-time 0\n")
        env = {key: value for key, value in os.environ.items() if not key.startswith("TMUX")}
        self.env = env
        self.tmux("-f", str(conf), "new-session", "-d", "-s", "t", "-x", str(size[0]),
                  "-y", str(size[1]), command)

    def tmux(self, *args: str) -> str:
        done = subprocess.run([TMUX, "-L", self.socket, *args], capture_output=True, text=True,
                              timeout=20, env=self.env)
        assert done.returncode == 0, done.stderr
        return done.stdout

    def screen(self) -> str:
        return self.tmux("capture-pane", "-p", "-t", "t")

    def keys(self, *keys: str) -> None:
        self.tmux("send-keys", "-t", "t", *keys)

    def wait_for(self, check: Callable[[str], bool], what: str, timeout: float = 40) -> float:
        """Seconds until `check(screen)` holds; fails with the last screen if it never does."""
        start = time.monotonic()
        while True:
            text = self.screen()
            if check(text):
                return time.monotonic() - start
            if time.monotonic() - start > timeout:
                pytest.fail(f"never saw {what}; the screen was:\n{text}")
            time.sleep(0.05)

    def close(self) -> None:
        subprocess.run([TMUX, "-L", self.socket, "kill-server"], capture_output=True, timeout=20)


def test_the_real_command_shows_home_then_cards_and_quits_cleanly(tmp_path):
    started = time.monotonic()
    # the shell reports the exit status on the normal screen once the app has left, and
    # stays a while (tmux 3.3 may wipe a dead pane's last output)
    command = f"{shlex.quote(str(SPACEALERT))}; echo \"exit status $?\"; sleep 60"
    term = Terminal(tmp_path, command)
    try:
        home = lambda text: "S P A C E   A L E R T" in text and "Resolve a mission record" in text
        term.wait_for(home, "the home screen")
        startup = time.monotonic() - started
        print(f"start-up to the home screen in tmux: {startup:.2f} s")
        term.keys("c")
        cards = lambda text: all(words in text for words in (
            "Threat cards", "Filter", "Kind", "E1-01", "Pulse Ball", "esc Back"))
        term.wait_for(cards, "the threat cards screen")
        term.keys("Escape")
        term.wait_for(home, "the home screen again")
        term.keys("q")
        term.wait_for(lambda text: "exit status" in text, "the app exit")
        # the terminal is given back as it was: nothing printed behind the app, no traceback
        assert term.screen().strip() == "exit status 0"
    finally:
        term.close()
