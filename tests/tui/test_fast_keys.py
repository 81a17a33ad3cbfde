"""Keys typed quickly in a real terminal (tmux, 80×24) never stop the app.

Each sequence goes to the app in one `tmux send-keys` call, with no delay between the
keys: the second key is read while the first is still opening or closing a screen.
The pilot of the other tests waits after every key, which is why these once passed
there and stopped the app at the table (`tui/key_gate.py` is the cure). After each
sequence the app must still run, show the screen the keys lead to, and have written
no traceback, neither in the pane nor in its log.
"""
from __future__ import annotations

import os
import shlex
from pathlib import Path

import pytest

from tests.tui.test_terminal import SPACEALERT, Terminal, pytestmark  # noqa: F401  (skips without tmux)

HOME = "S P A C E   A L E R T"
SETUP = "Crew and mission"


def start(tmp_path: Path) -> Terminal:
    """The app at 80×24 on the home screen; the shell says when (and how) it ended."""
    command = (f"SDL_AUDIODRIVER=dummy {shlex.quote(str(SPACEALERT))} --lang en; "
               "echo \"exit status $?\"; sleep 60")
    term = Terminal(tmp_path, command, size=(80, 24))
    term.wait_for(lambda text: HOME in text and "Resolve a mission record" in text, "the home screen")
    return term


def still_running(term: Terminal) -> None:
    """No traceback on the screen or in the log, and the app has not ended."""
    text = term.screen()
    assert "exit status" not in text and "Traceback" not in text and "Error" not in text, text
    log = Path(os.environ["SPACEALERT_DATA_DIR"]) / "log" / "spacealert.log"
    assert "Traceback" not in (log.read_text(encoding="utf-8") if log.exists() else "")


def settled(term: Terminal, check, what: str) -> str:
    """The screen once `check` holds on two captures in a row that read the same (what
    the keys set going has happened); the app is then checked to be still running."""
    seen: list[str] = []

    def steady(text: str) -> bool:
        seen.append(text)
        return check(text) and len(seen) > 1 and seen[-2] == text

    term.wait_for(steady, what)
    still_running(term)
    return term.screen()


def test_two_enters_in_the_command_palette(tmp_path):
    """`ctrl+p enter enter`: the palette runs the command its first enter highlighted
    (the set-up, or the keys panel over home) and closes; nothing is left to submit."""
    term = start(tmp_path)
    try:
        term.keys("C-p", "Enter", "Enter")
        text = settled(term, lambda t: "🔎" not in t and (SETUP in t or "Home" in t), "the palette closed")
        assert SETUP in text or HOME in text
    finally:
        term.close()


def test_enter_then_a_letter_on_home_goes_to_the_set_up(tmp_path):
    """`enter a` on home: enter opens the set-up; the `a` is typed into the set-up's
    first field (the first crew member's name), not taken by home as "Campaign"."""
    term = start(tmp_path)
    try:
        term.keys("Enter", "a")
        text = settled(term, lambda t: SETUP in t and " 1. a " in t, "the set-up with 'a' typed")
        assert "Campaign" not in text.splitlines()[0]
    finally:
        term.close()


def test_enter_end_enter_on_home(tmp_path):
    """`enter end enter`: the set-up opens and keeps the two keys that followed."""
    term = start(tmp_path)
    try:
        term.keys("Enter", "End", "Enter")
        settled(term, lambda t: SETUP in t, "the set-up")
    finally:
        term.close()


def test_escape_ctrl_p_and_a_letter_reach_the_palette(tmp_path):
    """`escape ctrl+p i`: the palette opens and the `i` is typed into its search."""
    term = start(tmp_path)
    try:
        term.keys("Escape", "C-p", "i")
        settled(term, lambda t: "🔎 i" in t, "the palette with 'i' typed")
    finally:
        term.close()


@pytest.mark.parametrize("keys, title", [
    (("l", "Escape", "Down", "Down", "Enter"), "Flight school"),
    (("s", "Escape", "Home", "c", "Escape", "Home", "o"), "Settings"),
], ids=["logbook-back-school", "in-and-out"])
def test_screens_opened_and_closed_quickly_keep_the_header_right(tmp_path, keys, title):
    """Screens opened and left in one burst: the header names the last one opened.
    (`escape` right before a letter is not sent: a terminal reads the two as alt+letter.)"""
    term = start(tmp_path)
    try:
        term.keys(*keys)
        text = settled(term, lambda t: f"Space Alert Companion — {title}" in t.splitlines()[0],
                       f"the {title} screen")
        assert title in text.splitlines()[0]
    finally:
        term.close()
