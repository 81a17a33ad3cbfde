"""Snapshot tests: the home, cards and resolution screens at 80×24 and 120×40.

The SVGs live in `__snapshots__/test_snapshots/`. After a deliberate change to a
screen (or to card text or narration that the screens show), look at the report
of the failing run, then rewrite them with

    .venv/bin/pytest tests/tui/test_snapshots.py --snapshot-update
"""
from __future__ import annotations

import pytest
from textual.widgets import Input

from tests.tui.conftest import make_app

SIZES = [pytest.param((80, 24), id="80x24"), pytest.param((120, 40), id="120x40")]


async def settle(pilot) -> None:
    """Let screen switches (50 ms in Textual 8) and layout finish."""
    await pilot.pause()
    await pilot.pause(0.1)
    await pilot.pause()


@pytest.mark.parametrize("size", SIZES)
def test_home(snap_compare, size):
    assert snap_compare(make_app(), terminal_size=size, run_before=settle)


@pytest.mark.parametrize("size", SIZES)
def test_cards_filtered(snap_compare, size):
    async def run_before(pilot) -> None:
        await pilot.press("c")
        await settle(pilot)
        # a filter keeps the picture to nine base cards whatever cards get added later
        pilot.app.screen.query_one("#cards-filter", Input).value = "E1-0"
        await settle(pilot)
        await pilot.press("down", "down")
        await settle(pilot)

    assert snap_compare(make_app(), terminal_size=size, run_before=run_before)


async def open_training_flight(pilot) -> None:
    await pilot.press("r")
    await settle(pilot)
    screen = pilot.app.screen
    index = [example.path.name for example in screen.examples].index("training-flight.yaml")
    await pilot.press(*["down"] * index, "enter")
    await settle(pilot)


@pytest.mark.parametrize("size", SIZES)
def test_resolution(snap_compare, size):
    """80×24 opens on the score; 120×40 shows score and narration side by side."""
    assert snap_compare(make_app(), terminal_size=size, run_before=open_training_flight)


def test_resolution_narration_at_turn_3(snap_compare):
    async def run_before(pilot) -> None:
        await open_training_flight(pilot)
        await pilot.press("n", "n", "n")   # the first n brings the narration in at turn 1
        await settle(pilot)

    assert snap_compare(make_app(), terminal_size=(80, 24), run_before=run_before)
