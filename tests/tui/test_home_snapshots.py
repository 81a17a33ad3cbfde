"""Snapshots of the screens of home, drafts and logbook changes at 80×24 and 120×40: the
unfinished missions, and the logbook with a practice mission (marked) highlighted.

The SVGs are in `__snapshots__/test_home_snapshots/`. After a deliberate change, look at
`snapshot_report.html`, then rewrite them with

    .venv/bin/pytest tests/tui/test_home_snapshots.py --snapshot-update
"""
from __future__ import annotations

import time
from pathlib import Path

import pytest

from spacealert_tui.record import load_record
from spacealert_tui.record.logbook import Logbook
from spacealert_tui.rules import resolve
from spacealert_tui.tui.screens.logbook import LogbookScreen
from tests.tui.conftest import SIZES, Host, make_app, steady
from tests.tui.test_home import _practice_draft, _saved, _table_draft_at_entry

EXAMPLES = Path(__file__).resolve().parents[2] / "missions" / "examples"


@pytest.fixture(autouse=True)
def utc(monkeypatch):
    """The times shown do not depend on the machine's time zone."""
    monkeypatch.setenv("TZ", "UTC")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


@pytest.mark.parametrize("size", SIZES)
def test_unfinished_missions(snap_compare, size):
    _saved(_table_draft_at_entry(30), 1_700_000_000)
    _saved(_practice_draft(), 1_700_000_600)
    campaign = _table_draft_at_entry(0)
    campaign.id += "c"
    campaign.stage, campaign.campaign_id = "setup", "c1"
    _saved(campaign, 1_699_000_000)

    async def run_before(pilot) -> None:
        await pilot.press("n")
        await steady(pilot)
        await pilot.press("down")
        await steady(pilot)

    assert snap_compare(make_app(), terminal_size=size, run_before=run_before)


@pytest.mark.parametrize("size", SIZES)
def test_logbook_with_a_practice_mission(snap_compare, size, tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    record = load_record(EXAMPLES / "01-first-flight.yaml")
    result = resolve(record).result
    with Logbook.open() as book:
        for i in range(3):
            book.add_mission(record, result, date=f"2025-01-0{i + 1}", practice=i == 1)

    async def run_before(pilot) -> None:
        await steady(pilot)
        await pilot.press("down")
        await steady(pilot)

    assert snap_compare(Host(LogbookScreen), terminal_size=size, run_before=run_before)
