"""A campaign through the real app (rulebook ch. 6): home → Campaign → difficulties and
a random soundtrack → a whole table mission (the round's clock driven by the test) →
the repair step (a plan refused, one applied) → the next mission starting from the
carried ship → stop and score; a lost campaign; the state kept on disk as it goes."""
from __future__ import annotations

from spacealert_tui.record.draft import ThreatEntry, unfinished_drafts
from spacealert_tui.record.logbook import Logbook
from spacealert_tui.rules.campaign import Campaign
from spacealert_tui.tui.screens.action_round import ActionRoundScreen
from spacealert_tui.tui.screens.board import BoardScreen
from spacealert_tui.record.campaign import CampaignState, FIRST_MISSIONS, unfinished_campaigns
from spacealert_tui.tui.flows.campaign import flow_of
from spacealert_tui.tui.screens.campaign import CampaignScreen
from spacealert_tui.tui.screens.campaign_steps import RepairScreen
from spacealert_tui.tui.screens.entry import EntryScreen
from spacealert_tui.tui.screens.home import HomeScreen
from spacealert_tui.tui.screens.score import ScoreScreen
from spacealert_tui.tui.screens.setup import SetupScreen
from spacealert_tui.tui.widgets.choice import Choice
from tests.tui.conftest import make_app
from tests.tui.test_action_round import FakeClock, advance, ready, short_mission

TRACKS = {"red": 1, "white": 2, "blue": 3, "internal": 4}


def text(screen, selector: str) -> str:
    return str(screen.query_one(selector).render())


def words(screen, selector: str) -> str:
    """The text with its wrapping undone: where lines break depends on how long the
    test's folder name is (longer under pytest-xdist), not on the screen."""
    return " ".join(text(screen, selector).split())


async def open_campaign(pilot, tmp_path) -> CampaignScreen:
    app = pilot.app
    await pilot.press("a")
    await pilot.pause()
    hub = app.screen
    assert isinstance(hub, CampaignScreen)
    flow = flow_of(hub)
    assert flow is not None
    flow.clock = FakeClock()
    hub.state.soundtrack = short_mission(tmp_path)      # drawn at random; the test needs a short one
    hub.show()
    return hub


async def play_mission(pilot, hub: CampaignScreen, threats: list[ThreatEntry], *,
                       names: bool) -> None:
    """From the campaign screen to the end of the score screen, the crew doing nothing
    and the threats the test chooses (set as the round ends)."""
    app = pilot.app
    await pilot.press("enter")
    await pilot.pause()
    setup = app.screen
    assert isinstance(setup, SetupScreen)
    if names:
        for name in ("Ana", "Bo", "Cy", "Di"):
            await pilot.press("ctrl+u", *name, "enter")
    await pilot.press("f10")
    await ready(pilot)
    round_screen = app.screen
    assert isinstance(round_screen, ActionRoundScreen)
    await pilot.press("space")
    await pilot.pause()
    flow = flow_of(hub)
    assert flow is not None
    await advance(pilot, round_screen, flow.clock, to=205)
    draft = round_screen.draft
    draft.threats, draft.tracks, draft.damage_seed = threats, dict(TRACKS), 1
    draft.save()
    await pilot.press("enter")
    await pilot.pause()
    assert isinstance(app.screen, EntryScreen)
    await pilot.press("f10", "y")
    await pilot.pause()
    assert isinstance(app.screen, BoardScreen)
    await pilot.press("escape")
    await pilot.pause()
    assert isinstance(app.screen, ScoreScreen)
    await pilot.press("enter")
    await pilot.pause()
    await pilot.pause()


def choose(screen: RepairScreen, member: int, value: str) -> None:
    choice = screen.query_one(f"#repair-{member}", Choice)
    choice.value = value
    screen.check()


async def test_a_two_mission_campaign_with_repairs_and_its_score(tmp_path):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        hub = await open_campaign(pilot, tmp_path)
        state = hub.state
        assert "Mission 1 of 3" in text(hub, "#campaign-banner")
        await pilot.press("right")                       # common threats: yellow
        assert state.common_level == "yellow"
        await pilot.press("escape")                      # home: the campaign is kept
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        assert [c.common_level for c in unfinished_campaigns()] == ["yellow"]
        hub = await open_campaign(pilot, tmp_path)       # continues the same campaign
        assert hub.state.id == state.id
        state = hub.state

        # mission 1: a Destroyer in red, nobody acts: won, four tiles in red
        await play_mission(pilot, hub, [ThreatEntry(1, "external", False, "red", card="E1-02")],
                           names=True)
        repair = app.screen
        assert isinstance(repair, RepairScreen)          # straight to the repair step
        assert [c["name"] for c in state.crew] == ["Ana", "Bo", "Cy", "Di"]
        after = text(repair, "#repair-aftermath-text")
        assert "red    4 tiles: structure, gravolift, lower cannon, upper cannon" in after
        assert "knocked out (wake up, repair nothing): nobody" in after
        # three tiles in one zone: refused, naming who comes too late
        choose(repair, 0, "red:structure")
        choose(repair, 1, "red:gravolift")
        choose(repair, 2, "red:lower_cannon")
        await pilot.press("f10")
        await pilot.pause()
        assert app.screen is repair
        assert "Cy: at most 2 tiles per zone: Ana and Bo already repair the red zone" in text(
            repair, "#repair-problems")
        choose(repair, 2, "")                            # Cy repairs nothing
        assert "Plan: Ana: red structure; Bo: red gravolift" in text(repair, "#repair-problems")
        await pilot.press("f10")
        await pilot.pause()
        assert app.screen is hub
        ship = text(hub, "#campaign-ship-text")
        assert "red    lower cannon, upper cannon" in ship and "squads  both on board" in ship
        assert "Mission 2 of 3" in text(hub, "#campaign-banner")
        assert state.missions[0].repairs == [["Ana", "red:structure"], ["Bo", "red:gravolift"]]

        # mission 2: set-up with the crew fixed; the record starts from the carried ship
        hub.state.soundtrack = short_mission(tmp_path)
        await pilot.press("enter")
        await pilot.pause()
        setup = app.screen
        assert isinstance(setup, SetupScreen) and setup.rules.crew_fixed
        assert [s.name for s in setup.draft.crew] == ["Ana", "Bo", "Cy", "Di"]
        assert setup.query_one("#name-0").disabled and setup.query_one("#players").disabled
        await pilot.press("escape")                      # back before typing anything:
        await pilot.pause()                              # no mission under way, no draft
        assert app.screen is hub and not hub.state.current_draft
        assert unfinished_drafts() == []
        await play_mission(pilot, hub, [ThreatEntry(1, "external", False, "red", card="E1-03")],
                           names=False)
        assert isinstance(app.screen, RepairScreen)
        second = state.campaign().missions[1]
        assert second.start.describe() == "red: lower_cannon, upper_cannon"
        assert [t.label for t in second.record.initial_damage[0]] == ["lower_cannon", "upper_cannon"]
        await pilot.press("x")                           # stop now and score
        await pilot.pause()
        assert app.screen is hub
        assert state.status == "over"
        # hand-worked: Destroyer survived 2 + Stealth Fighter survived 2 = 4 threat points;
        # visual 0 + 0 over 2 missions = 0; the final ship: red has the 2 carried tiles and
        # 1 new one = 3 tiles (-3), red is the worst zone again (-3): 4 + 0 - 6 = -2
        score = state.campaign().score
        assert (score.survived, score.destroyed, score.visual, score.damage_penalty,
                score.worst_zone_penalty, score.total) == (4, 0, 0, -3, -3, -2)
        lines = text(hub, "#campaign-lines").splitlines()     # wrapped, the bracket carried down
        assert lines[0].startswith("┌ 1. Campaign mission 1 · ")
        second = next(i for i, line in enumerate(lines) if line.startswith("└ 2. Campaign mission 2"))
        assert all(line.startswith("│    ") for line in lines[1:second])
        assert all(line.startswith("     ") for line in lines[second + 1:])
        assert " ".join(" ".join(lines[second:]).split()).endswith("total -2")
        assert "TOTAL               -2" in text(hub, "#campaign-score-text")
        assert "Campaign over after 2 missions: total -2." in text(hub, "#campaign-banner")
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
    assert unfinished_campaigns() == [] and unfinished_drafts() == []
    with Logbook.open() as book:
        (row,) = book.campaigns()
        missions = book.missions()
    assert (row.status, row.penalties, row.visual, row.total) == ("over", -6, 0, -2)
    assert row.mission_ids == tuple(m.id for m in reversed(missions)) == tuple(
        m.mission_id for m in state.missions)
    assert row.crew_label == "Ana, Bo, Cy, Di"


async def test_a_lost_mission_ends_the_campaign_without_a_score(tmp_path):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        hub = await open_campaign(pilot, tmp_path)
        await play_mission(pilot, hub, [ThreatEntry(1, "external", False, "red", card="E1-01"),
                                        ThreatEntry(2, "external", False, "blue", card="E1-02")],
                           names=True)
        assert app.screen is hub                         # no repair step
        assert hub.state.status == "failed"
        assert text(hub, "#campaign-banner") == ("CAMPAIGN FAILED: the ship was destroyed by "
                                                 "Destroyer in mission 1. No score.")
        assert "destroyed by Destroyer - campaign failed, no score" in words(hub, "#campaign-lines")
        assert not hub.query_one("#campaign-score").display
        await pilot.press("enter")                       # nothing more to play
        await pilot.pause()
        assert app.screen is hub
    with Logbook.open() as book:
        (row,) = book.campaigns()
    assert row.status == "failed" and row.total is None and len(row.mission_ids) == 1
    assert unfinished_campaigns() == []


async def test_the_campaign_survives_leaving_after_the_score(tmp_path):
    """The app stops while the score is on screen: the mission is logged, the campaign
    did not take it yet; opening the campaign again takes it in from the logbook."""
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        hub = await open_campaign(pilot, tmp_path)
        hooks_done = []
        from spacealert_tui.tui.flows import campaign as module
        original = module.CampaignHooks.mission_done
        module.CampaignHooks.mission_done = lambda self, *a: hooks_done.append(a)   # the "crash"
        try:
            await play_mission(pilot, hub, [ThreatEntry(1, "external", False, "red", card="E1-03")],
                               names=True)
        finally:
            module.CampaignHooks.mission_done = original
        assert hooks_done and hub.state.missions == []
    again = make_app()
    async with again.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("a")
        await pilot.pause()
        hub = again.screen
        assert isinstance(hub, CampaignScreen) and "under way" in text(hub, "#campaign-banner")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(again.screen, RepairScreen)
        assert len(hub.state.missions) == 1 and hub.state.missions[0].mission_id is not None


def contamination_campaign() -> CampaignState:
    """A campaign after one real mission (tests/rules/test_campaign.py's CONTAMINATION):
    Ana knocked out, the red shield and reactor damaged, the lower-red squad disabled."""
    from spacealert_tui.record.draft import CrewSeat
    from spacealert_tui.rules import record_from_dict
    from tests.rules.test_campaign import CONTAMINATION

    state = CampaignState.new()
    draft = state.new_draft()
    record = record_from_dict(CONTAMINATION)
    draft.crew = [CrewSeat(c.name, c.color or "red", list(c.roles), c.android) for c in record.crew]
    campaign = Campaign().play(Campaign().next_record(record))
    state.add_mission(campaign.missions[0].record, campaign.missions[0].result, draft)
    return state


async def test_the_crew_chooses_where_the_last_squad_starts(tmp_path):
    """Rulebook §6.2, RC4: a squad not reactivated is left off the board; when one squad is
    left the crew chooses its storage — asked only then, by default where it came from."""
    from spacealert_tui.rules.layout import Station

    state = contamination_campaign()
    assert state.status == "repairs"
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("a")                           # the unfinished campaign
        await pilot.pause()
        hub = app.screen
        assert isinstance(hub, CampaignScreen) and hub.state.id == state.id
        await pilot.press("r")
        await pilot.pause()
        repair = app.screen
        assert isinstance(repair, RepairScreen)
        row = repair.query_one("#repair-storage-row")
        storage = repair.query_one("#repair-storage", Choice)
        # lower-red disabled, nobody reactivates it: upper-blue's squad is the only one left
        assert row.display and storage.value == "upper-blue"
        assert "the last squad starts in upper blue" in text(repair, "#repair-problems")
        choose(repair, 1, "squad:lower-red")             # Ben reactivates it: two squads
        assert not row.display and repair.storage() is None
        choose(repair, 1, "")
        assert row.display and storage.value == "upper-blue"
        # the keys: Ben (Ana is knocked out), Robo, then the storage
        await pilot.press("down", "down", "right")
        assert storage.has_focus and storage.value == "lower-red"
        assert "the last squad starts in lower red" in text(repair, "#repair-problems")
        choose(repair, 1, "red:shield")                  # another plan, the same lone squad
        assert storage.value == "lower-red"
        await pilot.press("f10")
        await pilot.pause()
        assert app.screen is hub
        assert "squads  upper blue left off the board" in text(hub, "#campaign-ship-text")
        state = hub.state                                # the app's own, read from the file
    assert state.missions[0].squad_storage == "lower-red"
    assert state.campaign().ship.squads == (Station.LOWER_RED,)
    again = CampaignState.load(state.path)               # a restarted app keeps the choice
    assert again.missions[0].squad_storage == "lower-red"
    assert again.campaign().ship.squads_off == (Station.UPPER_BLUE,)
    assert again.campaign().next_record(again.campaign().missions[0].record).disabled_squads == (
        Station.UPPER_BLUE,)


async def test_when_both_squads_are_lost_reactivating_one_asks_where_it_starts(tmp_path):
    """Both squads disabled: no choice while neither is reactivated; reactivating one
    offers its own storage first."""
    from dataclasses import replace as swap

    from spacealert_tui.rules.layout import Station

    state = contamination_campaign()
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        repair = RepairScreen(state)
        repair.after = swap(repair.after, disabled_squads=(Station.LOWER_RED, Station.UPPER_BLUE))
        await app.push_screen(repair)
        await pilot.pause()
        row = repair.query_one("#repair-storage-row")
        assert not row.display                           # no squad left: nothing to place
        choose(repair, 2, "squad:upper-blue")            # Robo reactivates upper-blue
        assert row.display and repair.query_one("#repair-storage", Choice).value == "upper-blue"
        choose(repair, 2, "squad:lower-red")             # ... or lower-red instead
        assert repair.query_one("#repair-storage", Choice).value == "lower-red"


async def test_the_first_set_up_says_mission_1_of_3_and_proposes_a_first_mission(tmp_path):
    """The rulebook draws the soundtrack at random (§6.1); a first mission draws among
    Missions 1-4, and its set-up says which mission of the campaign it is."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("a")
        await pilot.pause()
        hub = app.screen
        assert isinstance(hub, CampaignScreen)
        assert hub.state.soundtrack in FIRST_MISSIONS
        assert "drawn among Missions 1-4" in text(hub, "#campaign-soundtrack")
        await pilot.press("enter")
        await pilot.pause()
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        assert "mission 1 of 3" in setup.sub_title
        assert setup.draft.soundtrack in FIRST_MISSIONS
