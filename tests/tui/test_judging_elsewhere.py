"""`explorers --settle` in another window while the score screen waits for the crew's
judged achievements leaves that award to the score screen (issue 26): what the crew
judged is awarded, not replaced by the automatic achievements alone."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from textual.widgets import SelectionList

from spacealert_tui.record.logbook import Logbook
from spacealert_tui.tui.dialogs.after_mission import JudgedScreen
from spacealert_tui.tui.screens.score import ScoreScreen
from tests.tui.conftest import Host
from tests.tui.test_explorers_flow import crew_draft

ROOT = Path(__file__).resolve().parents[2]


async def test_settling_in_another_window_keeps_what_the_crew_judges(data_dir, first_flight):
    with Logbook.open() as book:
        book.new_explorer("Ana")
        book.new_explorer("Bo")
    from tests.conftest import on_a_mission
    flown = on_a_mission(first_flight)        # on its own Simulation 1 it earns nothing (EX18)
    app = Host(lambda: ScoreScreen(*flown, draft=crew_draft(), date="2026-03-01"))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, JudgedScreen)
        other = subprocess.run([sys.executable, "-m", "spacealert_tui.cli", "explorers", "--settle"], cwd=ROOT,
                               env=os.environ.copy(), capture_output=True, text=True, timeout=120)
        assert "its crew is judging its achievements in another window" in other.stderr, other.stderr
        assert "settled 0 waiting awards" in other.stderr
        app.screen.query_one("#after-list", SelectionList).select("lunch_money")     # for Ana
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, ScoreScreen)
    with Logbook.open() as book:
        assert book.explorer("Ana").achievements == ("lunch_money",)
        assert book.pending_awards() == {}
