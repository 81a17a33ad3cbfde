"""Snapshots of the Explorers screen at 80×24 and 120×40: three explorers (one with
awards and a box to tick, one stubborn, one dead), the first one's sheet.

The SVGs are in `__snapshots__/test_explorers_snapshots/`. After a deliberate change,
look at `snapshot_report.html`, then rewrite them with

    .venv/bin/pytest tests/tui/test_explorers_snapshots.py --snapshot-update
"""
from __future__ import annotations

import pytest

from spacealert_tui.record.logbook import Logbook
from spacealert_tui.tui.screens.explorers import ExplorersScreen
from tests.tui.conftest import SIZES, Host, steady
from tests.conftest import on_a_mission


@pytest.fixture(scope="module")
def first_flight(first_flight):
    """The first flight on a mission's soundtrack: a simulation's explorers earn nothing (EX18)."""
    return on_a_mission(first_flight)


@pytest.fixture(autouse=True)
def explorers(home_data_dir, first_flight, lost_in_blue):
    with Logbook.open() as book:
        book.new_explorer("Ana")
        book.new_explorer("Bo", consent=False)
        book.new_explorer("Dee", consent=False)
        for n in range(4):
            book.add_mission(*first_flight, date=f"2026-03-0{n + 1}", explorers={"Ana": "Ana", "Bo": "Bo"},
                             judged={"Ana": ["lunch_money"]} if n == 0 else None)
        book.add_mission(*lost_in_blue, date="2026-03-09", explorers={"Ana": "Dee"})


@pytest.mark.parametrize("size", SIZES)
def test_explorers(snap_compare, size):
    assert snap_compare(Host(ExplorersScreen), terminal_size=size, run_before=steady)


def test_explorers_box_choice_80x24(snap_compare):
    async def run_before(pilot) -> None:
        await steady(pilot)
        await pilot.press("t")
        await steady(pilot)

    assert snap_compare(Host(ExplorersScreen), terminal_size=(80, 24), run_before=run_before)


def test_setup_with_explorers_80x24(snap_compare):
    from spacealert_tui.record.draft import CrewSeat, MissionDraft
    from spacealert_tui.tui.screens.setup import SetupScreen

    draft = MissionDraft.new(deck_seed=1234, crew=[
        CrewSeat("Ana", "red", ["captain"], explorer="Ana"), CrewSeat("Bo", "yellow", ["communications"]),
        CrewSeat("Cy", "green", ["security"]), CrewSeat("Android", "blue", android=True)])
    draft.created = 1_700_000_000
    assert snap_compare(Host(lambda: SetupScreen(draft)), terminal_size=(80, 24), run_before=steady)


@pytest.mark.parametrize("size", SIZES)
def test_judged_checklist(snap_compare, size):
    from spacealert_tui.tui.dialogs.after_mission import JudgedScreen

    async def run_before(pilot) -> None:
        await steady(pilot)
        await pilot.press("down", "space")
        await steady(pilot)

    assert snap_compare(Host(lambda: JudgedScreen(["Ana", "Bo"])), terminal_size=size, run_before=run_before)
