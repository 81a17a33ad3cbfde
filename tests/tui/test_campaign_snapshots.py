"""Snapshots of the campaign's repair step at 80×24 and 120×40: after a real mission
(Ana knocked out, two red tiles, the lower-red squad disabled), so the plan leaves one
squad and the screen asks where it starts (rulebook §6.2).

The SVGs are in `__snapshots__/test_campaign_snapshots/`; after a deliberate change, look
at the report of the failing run and rewrite them with

    .venv/bin/pytest tests/tui/test_campaign_snapshots.py --snapshot-update
"""
from __future__ import annotations

import pytest

from spacealert_tui.tui.screens.campaign_steps import RepairScreen
from tests.tui.conftest import SIZES, steady
from tests.tui.test_campaign import contamination_campaign
from tests.tui.test_setup import ScreenApp


@pytest.mark.parametrize("size", SIZES)
def test_repairs_with_one_squad_left(snap_compare, size):
    state = contamination_campaign()
    assert snap_compare(ScreenApp(lambda: RepairScreen(state)), terminal_size=size,
                        run_before=steady)


@pytest.mark.parametrize("size", SIZES)
def test_the_levelling_step_after_a_won_mission(snap_compare, size):
    """The New Frontier p.15: each crew member keeps their specialization one level up or
    swaps it for a free one at level 1 (an android too: the crew decides for it)."""
    from spacealert_tui.tui.screens.campaign_steps import LevelScreen
    from tests.tui.test_campaign_levels import levelled_campaign

    state = levelled_campaign()
    state.repair([("Ben", None), ("Robo", None)])
    assert snap_compare(ScreenApp(lambda: LevelScreen(state)), terminal_size=size, run_before=steady)
