"""`spacealert plan` stops at any moment: Ctrl+C or SIGTERM during the search prints the
best plan found so far, and the exit status says it was stopped (128 + the signal, as
the other commands: 130 for Ctrl+C, 143 for SIGTERM)."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from collections.abc import Callable

import pytest

from spacealert_tui.rules import record_from_dict


def _start(tmp_path, *args: str) -> subprocess.Popen:
    env = dict(os.environ, SPACEALERT_DATA_DIR=str(tmp_path / "data"))
    return subprocess.Popen([sys.executable, "-m", "spacealert_tui.cli", "--lang", "en", "plan",
                             "example/04-lost-in-blue", "--seconds", "600", "--draws", "3", *args],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
                            start_new_session=True)


def _stopped(process: subprocess.Popen, send: Callable[[], None]) -> tuple[str, str]:
    """Wait for the line that says the search has begun (never a guessed sleep), stop
    it with `send`, and give what it printed."""
    assert process.stderr is not None
    try:
        while not (line := process.stderr.readline()).startswith("Searching"):
            assert line, "the command ended before it began searching"
        send()
        return process.communicate(timeout=300)
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()


@pytest.mark.parametrize("workers", ["1", "2"])
def test_sigterm_prints_the_best_plan_so_far_and_exits_143(tmp_path, workers):
    process = _start(tmp_path, "--workers", workers)
    out, err = _stopped(process, lambda: process.send_signal(signal.SIGTERM))
    assert process.returncode == 128 + signal.SIGTERM, err
    assert "Suggested plan" in out and "finds it again" in out
    assert "Stopped: the best plan found so far" in err and "Traceback" not in err


def test_ctrl_c_to_the_whole_process_group_prints_the_plan_as_json_and_exits_130(tmp_path):
    """Ctrl+C in a terminal reaches every process of the group, the searches too: they
    hand back their plans, the command prints the best as a record."""
    process = _start(tmp_path, "--workers", "2", "--json")
    out, err = _stopped(process, lambda: os.killpg(process.pid, signal.SIGINT))
    assert process.returncode == 128 + signal.SIGINT, err
    assert record_from_dict(json.loads(out)).title == "Lost in blue"
    assert "Traceback" not in err
