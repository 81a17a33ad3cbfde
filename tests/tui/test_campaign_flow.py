"""The campaign's order of screens (`tui/flows/campaign.py`): a campaign mission continued
from home (no campaign screen under it) comes back to the campaign, straight to the repair
step; leaving the campaign screen ends its flow's steps."""
from __future__ import annotations

from pathlib import Path

from spacealert_tui.record import load_record
from spacealert_tui.record.campaign import CampaignState
from spacealert_tui.rules.campaign import Campaign
from spacealert_tui.tui.flows.campaign import CampaignHooks, flow_of
from spacealert_tui.tui.screens.campaign import CampaignScreen
from spacealert_tui.tui.screens.campaign_steps import RepairScreen
from spacealert_tui.tui.screens.home import HomeScreen
from tests.tui.conftest import make_app

FLIGHT = Path(__file__).parent / "data" / "training-flight.yaml"


async def test_a_mission_continued_from_home_comes_back_to_its_campaign():
    state = CampaignState.new()
    draft = state.new_draft()
    draft.crew = []
    mission = Campaign().play(Campaign().next_record(load_record(FLIGHT))).missions[0]
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        CampaignHooks(app, state).mission_done(mission.record, mission.result, draft)
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, RepairScreen)
        hub = app.screen_stack[-2]
        assert isinstance(hub, CampaignScreen) and flow_of(hub) is not None
        await pilot.press("escape")                  # the repairs later
        await pilot.pause()
        assert app.screen is hub and "Mission 1 of 3 complete" in str(hub.query_one("#campaign-banner").render())
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        await app.workers.wait_for_complete()        # no step of the campaign outlives its screen
    assert len(CampaignState.load(state.path).missions) == 1
