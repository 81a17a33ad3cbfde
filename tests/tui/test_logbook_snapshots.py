"""Snapshot tests of the logbook screen at 80×24 and 120×40, and its best scores at 80×24.

The SVGs are in `__snapshots__/test_logbook_snapshots/`. The logbook is made of the
repository's example records (resolved by the rules core) with fixed dates and crews.
After a deliberate change, look at `snapshot_report.html`, then rewrite them with

    .venv/bin/pytest tests/tui/test_logbook_snapshots.py --snapshot-update
"""
from __future__ import annotations

from pathlib import Path

import pytest

from spacealert_tui.record import load_record
from spacealert_tui.rules import resolve
from spacealert_tui.tui.screens.logbook import LogbookScreen
from tests.tui.test_logbook_screen import Host, fill

EXAMPLES = Path(__file__).resolve().parents[2] / "missions" / "examples"
SIZES = [pytest.param((80, 24), id="80x24"), pytest.param((120, 40), id="120x40")]


@pytest.fixture(autouse=True)
def logbook(tmp_path, monkeypatch):
    monkeypatch.setenv("SPACEALERT_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("HOME", str(tmp_path))
    pairs = []
    for name in ("01-first-flight", "04-lost-in-blue", "02-intruders-aboard"):
        record = load_record(EXAMPLES / f"{name}.yaml")
        pairs.append((record, resolve(record).result))
    fill(pairs, 12)


async def settle(pilot) -> None:
    await pilot.pause()
    await pilot.pause(0.1)
    await pilot.pause()


@pytest.mark.parametrize("size", SIZES)
def test_logbook(snap_compare, size):
    async def run_before(pilot) -> None:
        await settle(pilot)
        await pilot.press("down")          # the lost mission highlighted
        await settle(pilot)

    assert snap_compare(Host(LogbookScreen), terminal_size=size, run_before=run_before)


def test_logbook_best_scores_80x24(snap_compare):
    async def run_before(pilot) -> None:
        await settle(pilot)
        await pilot.press("b")
        await settle(pilot)

    assert snap_compare(Host(LogbookScreen), terminal_size=(80, 24), run_before=run_before)


def test_logbook_marked_for_comparison_80x24(snap_compare):
    async def run_before(pilot) -> None:
        await settle(pilot)
        await pilot.press("down", "m", "down")   # the lost mission marked, the next highlighted
        await settle(pilot)

    assert snap_compare(Host(LogbookScreen), terminal_size=(80, 24), run_before=run_before)
