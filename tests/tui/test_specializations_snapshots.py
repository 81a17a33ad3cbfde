"""Snapshots of the set-up's specializations step (chosen, dealt) and of the entry's plan
grid with special cards and stacks, at 80×24 and 120×40.

The SVGs are in `__snapshots__/test_specializations_snapshots/`; after a deliberate
change, look at the report of the failing run and rewrite them with

    .venv/bin/pytest tests/tui/test_specializations_snapshots.py --snapshot-update
"""
from __future__ import annotations

import pytest
import yaml

from spacealert_tui.record.draft import CrewSeat, MissionDraft
from spacealert_tui.tui.screens.entry import EntryScreen
from spacealert_tui.tui.dialogs.specializations import SpecializationsScreen
from tests.tui.conftest import SIZES, steady
from tests.tui.test_setup import ScreenApp
from tests.tui.test_specializations import SPECS, specialists


def crew_draft(mode: str) -> MissionDraft:
    crew = [CrewSeat("Ana", "red", ["captain"]), CrewSeat("Bo", "yellow", ["communications"]),
            CrewSeat("Cy", "green", ["security"]), CrewSeat("Android 1", "blue", android=True)]
    draft = MissionDraft.new(crew=crew, deck_seed=4242, card_sets=["base", "new_frontier"],
                             specializations=mode)
    if mode == "chosen":
        for seat, name, level in zip(crew, ("medic", "special_ops", "data_analyst", "teleporter"),
                                     (2, 3, 1, 1)):
            seat.specialization, seat.specialization_level = name, level
    return draft


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("mode", ["chosen", "dealt"])
def test_specializations_step(snap_compare, size, mode):
    async def run_before(pilot) -> None:
        await steady(pilot)
        await pilot.press("down")
        await steady(pilot)

    assert snap_compare(ScreenApp(lambda: SpecializationsScreen(crew_draft(mode), {})),
                        terminal_size=size, run_before=run_before)


def example_plans() -> MissionDraft:
    """Example 10's specialists and plans; Bo's Medic card on his move, Di both cards."""
    draft = specialists()
    doc = yaml.safe_load(SPECS.read_text())
    for plan, member in zip(draft.plans, doc["crew"]):
        plan[:] = member["actions"]
    draft.plans[2][5] = "bots+A"
    return draft


@pytest.mark.parametrize("size", SIZES)
def test_entry_special_cards(snap_compare, size):
    """The plans with special cards, the cursor on Bo's lift+spec."""
    async def run_before(pilot) -> None:
        await steady(pilot)
        await pilot.press("f3", "down", "right")
        await steady(pilot)

    assert snap_compare(ScreenApp(lambda: EntryScreen(example_plans())), terminal_size=size,
                        run_before=run_before)
