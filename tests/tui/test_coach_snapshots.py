"""Snapshot tests of the coach screen on a lost mission, its changes found, at 80×24
and 120×40 (`__snapshots__/test_coach_snapshots/`). The changes come from the rules
core over three damage draws: a change to the rules or the coach changes the pictures.
After a deliberate change, look at `snapshot_report.html`, then rewrite them with

    .venv/bin/pytest tests/tui/test_coach_snapshots.py --snapshot-update
"""
from __future__ import annotations

from pathlib import Path

import pytest

from spacealert_tui.record import load_record
from spacealert_tui.tui.screens.coach import CoachScreen

from .conftest import Host, workers_done

EXAMPLES = Path(__file__).resolve().parents[2] / "missions" / "examples"
SIZES = [pytest.param((80, 24), id="80x24"), pytest.param((120, 40), id="120x40")]


async def settle(pilot) -> None:
    await workers_done(pilot.app)
    await pilot.pause()
    await pilot.pause(0.1)
    await pilot.pause()


@pytest.mark.parametrize("size", SIZES)
def test_coach_lost(snap_compare, size):
    record = load_record(EXAMPLES / "04-lost-in-blue.yaml")
    app = Host(lambda: CoachScreen(record, draws=3, screen=1, keep=2))
    assert snap_compare(app, terminal_size=size, run_before=settle)


@pytest.mark.parametrize("size", SIZES)
def test_suggested_plan(snap_compare, size):
    from spacealert_tui.tui.screens.suggest import SuggestScreen

    record = load_record(EXAMPLES / "04-lost-in-blue.yaml")
    app = Host(lambda: SuggestScreen(record, own=True, iterations=40, draws=3))
    assert snap_compare(app, terminal_size=size, run_before=settle)
