"""Snapshots of the action round mid-round, at 80×24 and 120×40.

The mission clock is the test's (no time passes by itself), so the pictures are
exact. The SVGs live in `__snapshots__/test_action_round_snapshots/`; after a
deliberate change, look at the report of the failing run, then rewrite them with

    .venv/bin/pytest tests/tui/test_action_round_snapshots.py --snapshot-update
"""
from __future__ import annotations

import pytest

from spacealert_tui.tui.audio_session import AudioSession
from spacealert_tui.tui.screens.action_round import ActionRoundScreen
from tests.tui.test_action_round import (FakeClock, RoundApp, advance, make_draft, ready,
                                         short_mission)

SIZES = [pytest.param((80, 24), id="80x24"), pytest.param((120, 40), id="120x40")]


def round_at(tmp_path, monkeypatch, seconds: float, **draft_options):
    """The app, and a `run_before` that starts the round and plays it to `seconds`."""
    monkeypatch.setenv("SPACEALERT_DATA_DIR", str(tmp_path / "data"))
    draft = make_draft(short_mission(tmp_path), **draft_options)
    clock = FakeClock()
    screen = ActionRoundScreen(draft, audio=AudioSession.silent(), clock=clock)

    async def run_before(pilot) -> None:
        await ready(pilot)
        await pilot.press("space")
        await advance(pilot, screen, clock, seconds)
        await pilot.pause()

    return RoundApp(screen), run_before


@pytest.mark.parametrize("size", SIZES)
def test_comms_down_in_phase_3(snap_compare, size, tmp_path, monkeypatch):
    """NO TALKING, four threats dealt (the unconfirmed report ignored by a crew of four)."""
    app, run_before = round_at(tmp_path, monkeypatch, 167)
    assert snap_compare(app, terminal_size=size, run_before=run_before)


@pytest.mark.parametrize("size", SIZES)
def test_data_transfer_countdown(snap_compare, size, tmp_path, monkeypatch):
    """Phase 2: the data transfer's countdown to the beep, a physical-deck crew of five."""
    app, run_before = round_at(tmp_path, monkeypatch, 90, players=5, source="physical")
    assert snap_compare(app, terminal_size=size, run_before=run_before)


def test_ready_to_start(snap_compare, tmp_path, monkeypatch):
    monkeypatch.setenv("SPACEALERT_DATA_DIR", str(tmp_path / "data"))
    screen = ActionRoundScreen(make_draft(short_mission(tmp_path)), audio=AudioSession.silent(),
                               clock=FakeClock())
    assert snap_compare(RoundApp(screen), terminal_size=(80, 24), run_before=ready)
