"""The set-up of a campaign's second mission, at 80×24: the table's own set-up with the
campaign's rules (`SetupRules`, built by `CampaignState.setup_rules`), not a subclass.
The crew is fixed (expansion p.15: the same crew plays every mission of a campaign), so
its size, names, roles, seats and explorers stay as they are whatever else changes."""
from __future__ import annotations

from spacealert_tui.tui.screens.setup import SetupScreen
from spacealert_tui.tui.widgets.choice import Choice
from tests.tui.test_campaign import contamination_campaign
from tests.tui.test_setup import ScreenApp, settle


async def test_the_second_mission_s_crew_stays_fixed_and_the_set_up_says_so():
    state = contamination_campaign()
    draft = state.new_draft()
    app = ScreenApp(lambda: SetupScreen(draft, rules=state.setup_rules(draft)))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, SetupScreen) and screen.rules.crew_fixed
        names = [s.name for s in screen.draft.crew]
        assert names == [c["name"] for c in state.crew]
        assert str(screen.query_one("#androids-note").render()).startswith(
            "Campaign: the crew stays the same for every mission")
        assert screen.focused is screen.query_one("#common")
        assert screen.query_one("#fifth").disabled and screen.query_one("#name-1").disabled
        # a colour changed: the set-up is filled again, the crew's size stays locked
        screen.query_one("#color-1").focus()
        await pilot.press("right")
        await settle(pilot)
        assert screen.query_one("#color-1", Choice).value != state.crew[1]["color"]
        assert screen.query_one("#fifth").disabled and screen.query_one("#players").disabled
        # the seats are the campaign's: F8 moves nobody
        await pilot.press("f8")
        await settle(pilot)
        assert [s.name for s in screen.draft.crew] == names


async def test_the_set_up_s_header_says_the_mission_and_the_step_whole_at_80_columns(speak):
    """The campaign's set-up header in Spanish at 80×24: "Campaña — misión 2 de 3 ·
    tripulación y misión", not the app's name and the step cut ("tripulación…")."""
    from spacealert_tui.tui.flows.campaign import CampaignHooks
    from tests.i18n_scan import screen_text

    speak("es")
    state = contamination_campaign()
    draft = state.new_draft()
    app = ScreenApp(lambda: CampaignHooks(app, state).setup_screen(draft))
    app.title = "Space Alert Companion"          # the app's own, as `spacealert` shows it
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        header = screen_text(app).splitlines()[0]
        assert "Campaña — misión 2 de 3 · tripulación y misión" in header, header
