"""Snapshots of the entry screen at 80×24 (threats, then plans) and 120×40 (both).

The SVGs are in `__snapshots__/test_entry_snapshots/`; after a deliberate change, look
at the report of the failing run and rewrite them with

    .venv/bin/pytest tests/tui/test_entry_snapshots.py --snapshot-update
"""
from __future__ import annotations

import pytest
from spacealert_tui.record.draft import CrewSeat, MissionDraft, ThreatEntry
from spacealert_tui.tui.screens.entry import EntryScreen
from tests.tui.conftest import SIZES, steady
from tests.tui.test_setup import ScreenApp

def mission() -> MissionDraft:
    """Three named threats, one to name, an ignored unconfirmed report; some plans."""
    crew = [CrewSeat("Ana", "red", ["captain"]), CrewSeat("Bo", "yellow", ["communications"]),
            CrewSeat("Cy", "green", ["security"]), CrewSeat("Android 1", "blue", android=True)]
    draft = MissionDraft.new(crew=crew, tracks={"red": 2, "white": 5, "blue": 1, "internal": 7},
                             threat_source="physical", damage_seed=7)
    draft.threats = [ThreatEntry(1, "external", zone="red", card="E1-05"),
                     ThreatEntry(2, "internal", card="I1-03"),
                     ThreatEntry(4, "external", True, "blue"),
                     ThreatEntry(5, "internal", unconfirmed=True),
                     ThreatEntry(7, "external", zone="white", card="E1-07")]
    draft.plans[0][:8] = ["red", "empty", "A", "empty", "lift", "A", "A!", "B"]
    draft.plans[1][:5] = ["C", "B", "empty", "C", "Hmove:lower-blue"]
    draft.plans[2][:4] = ["lift", "A", "HA", "bots"]
    draft.plans[3][:2] = ["blue", "C"]
    draft.stage = "action"
    return draft


@pytest.mark.parametrize("size", SIZES)
def test_entry(snap_compare, size):
    """80×24 opens on the threats (one is not named); 120×40 shows both panels."""
    async def run_before(pilot) -> None:
        await steady(pilot)
        await pilot.press(*"jugg")
        await steady(pilot)

    assert snap_compare(ScreenApp(lambda: EntryScreen(mission())), terminal_size=size,
                        run_before=run_before)


@pytest.mark.parametrize("size", SIZES)
def test_entry_plans(snap_compare, size):
    async def run_before(pilot) -> None:
        await steady(pilot)
        await pilot.press(*"frigate", "enter")
        await pilot.press("f3", "down", "right", "right")
        await steady(pilot)

    assert snap_compare(ScreenApp(lambda: EntryScreen(mission())), terminal_size=size,
                        run_before=run_before)


def double_mission() -> MissionDraft:
    """Example 09's double-action plans: Di's lift+A slides half a space, Ana's B+A
    loses its B."""
    from tests.tui.test_double_actions import example_draft
    return example_draft()


@pytest.mark.parametrize("size", SIZES)
def test_entry_double_actions(snap_compare, size):
    """The plans of a double-action mission, the cursor on Di's slid card."""
    async def run_before(pilot) -> None:
        await steady(pilot)
        await pilot.press("f3", "down", "down", "down", "right")
        await steady(pilot)

    assert snap_compare(ScreenApp(lambda: EntryScreen(double_mission())), terminal_size=size,
                        run_before=run_before)
