"""Specializations through a campaign without the experience system (The New Frontier
p.15, checklist M10): after each successful mission each crew member keeps their
specialization one level up (at most 3) or swaps it for a free one at level 1; the
campaign keeps what they chose and the next mission's record carries it."""
from __future__ import annotations

import pytest

from spacealert_tui.record.specializations import campaign_choices, levelling_problem
from spacealert_tui.record.campaign import CampaignState
from spacealert_tui.tui.screens.campaign import CampaignScreen
from spacealert_tui.tui.screens.campaign_steps import LevelScreen, RepairScreen
from spacealert_tui.tui.screens.setup import SetupScreen
from spacealert_tui.tui.widgets.choice import Choice
from tests.tui.conftest import make_app

SPECS = [("medic", 1), ("mechanic", 2), ("teleporter", 3)]


def levelled_campaign(mode: str = "dealt", explorer: str = "") -> CampaignState:
    """The campaign after one real won mission (Ana knocked out, Ben, the android Robo),
    its crew with specializations."""
    from spacealert_tui.record.draft import CrewSeat
    from spacealert_tui.rules import record_from_dict
    from spacealert_tui.rules.campaign import Campaign
    from tests.rules.test_campaign import CONTAMINATION

    state = CampaignState.new()
    draft = state.new_draft()
    draft.specializations = mode
    record = record_from_dict(CONTAMINATION)
    draft.crew = [CrewSeat(c.name, c.color or "red", list(c.roles), c.android, specialization=spec,
                           specialization_level=level, explorer=explorer if i == 1 else "")
                  for i, (c, (spec, level)) in enumerate(zip(record.crew, SPECS))]
    campaign = Campaign().play(Campaign().next_record(record))
    state.add_mission(campaign.missions[0].record, campaign.missions[0].result, draft)
    return state


def test_keep_and_level_up_or_swap_for_a_free_one():
    choices = campaign_choices("medic", 1, ["mechanic", "teleporter"])
    assert choices[0] == ("medic", 2)                        # 1→2: the advanced card
    assert ("mechanic", 1) not in choices and ("rocket_launcher", 1) in choices
    assert len(choices) == 1 + 7                             # ten, less own and the two others'
    assert campaign_choices("medic", 2, [])[0] == ("medic", 3)
    assert campaign_choices("medic", 3, [])[0] == ("medic", 3)     # the maximum is 3
    assert campaign_choices("", 1, ["medic"])[0] == ("", 0)        # a heroic card may stay
    assert levelling_problem(["medic", "", "medic"]) == (0, 2)
    assert levelling_problem(["medic", "", ""]) is None


def test_the_levelling_step_is_due_after_the_repairs_and_carried_into_the_next_record(tmp_path):
    state = levelled_campaign()
    assert state.status == "repairs" and not state.levels_due        # the repairs come first
    state.repair([("Ben", None), ("Robo", None)])
    assert state.levels_due and state.levelling_seats() == [0, 1, 2]
    with pytest.raises(ValueError, match="not a choice now"):
        state.level_up([("medic", 3), ("mechanic", 3), ("teleporter", 3)])    # two levels at once
    with pytest.raises(ValueError, match="Ana and Ben both hold rocket_launcher"):
        state.level_up([("rocket_launcher", 1), ("rocket_launcher", 1), ("teleporter", 3)])
    state.level_up([("medic", 2), ("rocket_launcher", 1), ("teleporter", 3)])
    assert not state.levels_due
    loaded = CampaignState.load(state.path)
    assert loaded.missions[-1].levels == [["medic", 2], ["rocket_launcher", 1], ["teleporter", 3]]
    draft = loaded.new_draft()
    assert draft.specializations == "dealt"
    seats = [(s.name, s.specialization, s.specialization_level) for s in draft.crew]
    assert seats == [("Ana", "medic", 2), ("Ben", "rocket_launcher", 1), ("Robo", "teleporter", 3)]


def test_an_explorer_seat_is_left_to_its_sheet():
    state = levelled_campaign(mode="chosen", explorer="Ben")
    state.repair([("Ben", None), ("Robo", None)])
    assert state.levelling_seats() == [0, 2]
    state.level_up([("medic", 2), ("teleporter", 3)])
    assert [(c["specialization"], c["specialization_level"]) for c in state.crew] == [
        ("medic", 2), ("mechanic", 2), ("teleporter", 3)]


def test_no_specializations_no_step():
    state = levelled_campaign(mode="")
    state.repair([("Ben", None), ("Robo", None)])
    assert not state.levels_due


async def test_after_the_repairs_each_member_levels_up_or_swaps(tmp_path):
    state = levelled_campaign()
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("a")                           # the unfinished campaign
        await pilot.pause()
        hub = app.screen
        assert isinstance(hub, CampaignScreen) and hub.state.id == state.id
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, RepairScreen)
        await pilot.press("f10")                         # no repairs
        await pilot.pause()
        step = app.screen
        assert isinstance(step, LevelScreen)
        assert "keep: medic, level 2" in str(step.query_one("#level-0", Choice).render())
        await pilot.press("escape")                      # later: the next mission waits for it
        await pilot.pause()
        assert app.screen is hub and hub.state.levels_due
        assert "levels up or swaps" in str(hub.query_one("#campaign-help").render())
        await pilot.press("enter")                       # enter asks for it first
        await pilot.pause()
        step = app.screen
        assert isinstance(step, LevelScreen)
        # Ana's medic is not free for Ben; both swapping for the rocket launcher is refused
        assert "medic:1" not in [v for v, _t in step.options(1)]
        step.query_one("#level-0", Choice).value = "rocket_launcher:1"
        step.query_one("#level-1", Choice).value = "rocket_launcher:1"
        await pilot.press("f10")
        await pilot.pause()
        assert app.screen is step
        assert "Ana and Ben cannot both hold rocket launcher" in str(step.query_one("#level-problems").render())
        step.query_one("#level-0", Choice).value = "medic:2"
        await pilot.press("f10")
        await pilot.pause()
        assert app.screen is hub and not hub.state.levels_due
        assert [(c["specialization"], c["specialization_level"]) for c in hub.state.crew] == [
            ("medic", 2), ("rocket_launcher", 1), ("teleporter", 3)]
        assert "Ana: medic, level 2" in " ".join(str(hub.query_one("#campaign-help").render()).split())
        await pilot.press("enter")                       # the next mission's set-up
        await pilot.pause()
        setup = app.screen
        assert isinstance(setup, SetupScreen) and setup.rules.crew_fixed
        assert setup.query_one("#specs").disabled and setup.specializations_done
        assert setup.draft.specializations == "dealt"
        assert [s.specialization for s in setup.draft.crew] == ["medic", "rocket_launcher", "teleporter"]
