"""The New Frontier's campaign rules in the app: a campaign declared longer than three
missions (N22), no explorer below level 2 (the note on campaigns), Honeymoon asked when a
two-explorer campaign is completed, and judged achievements offered by level (N14)."""
from __future__ import annotations

from pathlib import Path

from spacealert_tui.record import load_record
from spacealert_tui.record.draft import CrewSeat
from spacealert_tui.record.logbook import Logbook
from spacealert_tui.rules.achievements import BY_ID, judged
from spacealert_tui.tui.dialogs.after_mission import JudgedScreen
from spacealert_tui.record.campaign import CampaignState, rookies_line, unfinished_campaigns
from spacealert_tui.tui.screens.campaign import CampaignScreen
from spacealert_tui.tui.widgets.choice import Choice
from tests.tui.conftest import make_app

FLIGHT = Path(__file__).parent / "data" / "training-flight.yaml"


def explorers(**levels: int) -> None:
    with Logbook.open() as book:
        for name, level in levels.items():
            book.new_explorer(name)
            book.db.execute("UPDATE explorers SET level = ? WHERE name = ?", (level, name))


def fly(state: CampaignState, n: int, crew: list[CrewSeat]) -> None:
    """`n` missions of the training flight without its threats (won), no repairs."""
    from dataclasses import replace
    record = replace(load_record(FLIGHT), threats=())      # nothing comes: always won
    for _ in range(n):
        if state.status == "repairs":
            state.repair([(c.name, None) for c in crew])
        draft = state.new_draft()
        draft.crew = crew
        mission = state.campaign().play(state.campaign().next_record(record)).missions[-1]
        with Logbook.open() as book:
            book.add_mission(mission.record, mission.result, draft_id=draft.id, date="2026-06-01")
        state.add_mission(mission.record, mission.result, draft)


def pair(explorer_names: bool = True) -> list[CrewSeat]:
    return [CrewSeat("Ana", "red", ["captain"], explorer="Ana" if explorer_names else ""),
            CrewSeat("Bo", "blue", [], explorer="Bo" if explorer_names else "")]


def test_no_rookies_on_a_campaign():
    explorers(Ana=1, Bo=2)
    assert rookies_line(pair()) == "Campaigns are for explorers of level 2 or more: Ana (level 1)"
    assert rookies_line(pair(explorer_names=False)) == ""             # guests have no level
    with Logbook.open() as book:
        book.db.execute("UPDATE explorers SET level = 2 WHERE name = 'Ana'")
    assert rookies_line(pair()) == ""


def test_a_campaign_declared_five_missions_long_goes_on_after_the_third():
    state = CampaignState.new()
    state.declare_length(5)
    fly(state, 3, pair(explorer_names=False))
    assert state.status == "repairs" and state.campaign().max_missions == 5
    fly(state, 2, pair(explorer_names=False))
    assert state.status == "over"
    row = Logbook.open().campaigns()[0]
    assert row.status == "over" and len(row.mission_ids) == 5
    import pytest
    with pytest.raises(ValueError, match="before its first mission"):
        state.declare_length(4)


async def test_the_length_is_chosen_on_the_campaign_screen_before_the_first_mission(tmp_path):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("a")
        await pilot.pause()
        hub = app.screen
        assert isinstance(hub, CampaignScreen)
        length = hub.query_one("#campaign-length", Choice)
        assert length.display and length.value == 3
        length.focus()
        await pilot.press("right", "right")
        await pilot.pause()
        assert hub.state.max_missions == 5
        assert "Mission 1 of 5" in str(hub.query_one("#campaign-banner").render())
        assert CampaignState.load(hub.state.path).max_missions == 5


def test_honeymoon_is_asked_when_two_explorers_complete_a_campaign():
    explorers(Ana=2, Bo=2)
    state = CampaignState.new()
    fly(state, 3, pair())
    assert state.status == "over" and state.judgement_due
    assert Logbook.open().campaigns()[0].status == "going"          # closed after the answer
    assert [s.id for s in unfinished_campaigns()] == [state.id]
    state.judge({"Ana": ["honeymoon"]})
    assert not state.judgement_due and state.logged_end
    with Logbook.open() as book:
        assert book.campaigns()[0].status == "over"
        assert "honeymoon" in book.explorer("Ana").achievements
        assert "honeymoon" not in book.explorer("Bo").achievements
        assert book.explorer("Ana").awards[-1].description == "C3/3"


def test_honeymoon_is_not_asked_of_a_stopped_campaign_or_guests():
    explorers(Ana=2, Bo=2)
    stopped = CampaignState.new()
    fly(stopped, 2, pair())
    stopped.stop()
    # a stopped campaign asks its missions' judged achievements (EX19), never Honeymoon
    assert stopped.judgement_due and "honeymoon" not in {a.id for a in stopped.judged_items()}
    stopped.judge({})
    assert stopped.logged_end
    guests = CampaignState.new()
    fly(guests, 3, pair(explorer_names=False))
    assert not guests.judgement_due


def test_judged_achievements_are_offered_by_level():
    screen = JudgedScreen(["Ana", "Bo"], levels={"Ana": 0, "Bo": 5})
    rookie, veteran = screen.items_for("Ana"), screen.items_for("Bo")
    assert rookie and all(a.min_level == 0 for a in rookie)
    assert len(veteran) == len(screen.items) > len(rookie)
    assert {a.id for a in judged()} >= {a.id for a in veteran}
    honeymoon = JudgedScreen(["Ana"], items=(BY_ID["honeymoon"],), levels={"Ana": 1})
    assert honeymoon.items_for("Ana") == ()


async def test_the_first_set_up_refuses_a_rookie_in_one_line(tmp_path):
    from spacealert_tui.record.draft import MissionDraft
    from spacealert_tui.record.campaign import CampaignState
    from spacealert_tui.tui.screens.setup import SetupScreen
    from tests.tui.test_setup import ScreenApp

    explorers(Ana=0, Bo=3)
    draft = MissionDraft.new(deck_seed=4321, card_sets=["base", "new_frontier"], crew=pair(), campaign_id="c1")
    app = ScreenApp(lambda: SetupScreen(draft, rules=CampaignState(id="c1").setup_rules(draft)))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert not screen.validate()
        crew, _mission = screen.problems()
        assert crew == ["Campaigns are for explorers of level 2 or more: Ana (level 0)"]
        assert "Campaigns are for explorers of level 2 or more: Ana (level 0)" in str(
            screen.query_one("#crew-errors").render())
