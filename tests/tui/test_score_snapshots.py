"""Snapshot tests of the score screen: a won and a lost mission at 80×24 and 120×40.

The SVGs are in `__snapshots__/test_score_snapshots/`. The missions are the
repository's examples `01-first-flight.yaml` and `04-lost-in-blue.yaml`, resolved by
the rules core: a change to their outcome changes the pictures. After a deliberate
change, look at `snapshot_report.html`, then rewrite them with

    .venv/bin/pytest tests/tui/test_score_snapshots.py --snapshot-update
"""
from __future__ import annotations

from pathlib import Path

import pytest

from spacealert_tui.record import load_record
from spacealert_tui.rules import resolve
from spacealert_tui.tui.screens.score import ScoreScreen
from tests.tui.test_score import Host

EXAMPLES = Path(__file__).resolve().parents[2] / "missions" / "examples"
SIZES = [pytest.param((80, 24), id="80x24"), pytest.param((120, 40), id="120x40")]


pytestmark = pytest.mark.usefixtures("home_data_dir")   # paths show as ~/data/...


async def settle(pilot) -> None:
    """Laid out, and the lost mission's exercise looked for (its worker decides whether
    `x` is offered)."""
    from tests.tui.conftest import workers_done
    await pilot.pause()
    await workers_done(pilot.app)
    await pilot.pause()
    await pilot.pause(0.1)
    await pilot.pause()


def score_app(name: str) -> Host:
    record = load_record(EXAMPLES / name)
    result = resolve(record).result
    return Host(lambda: ScoreScreen(record, result, date="2025-03-14"))


@pytest.mark.parametrize("size", SIZES)
def test_score_won(snap_compare, size):
    assert snap_compare(score_app("01-first-flight.yaml"), terminal_size=size, run_before=settle)


@pytest.mark.parametrize("size", SIZES)
def test_score_lost(snap_compare, size):
    assert snap_compare(score_app("04-lost-in-blue.yaml"), terminal_size=size, run_before=settle)
