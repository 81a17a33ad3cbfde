"""The coach's suggested plan taken into the practice boards with one key (issue 26).

F4 on the practice screen opens the coach's suggestion for the cards the app dealt; its
`t` (the entry's key, the same `SuggestScreen.action_take`) lays the plan on the boards
from those cards where the rules let a card go now (the phase being planned), the later
phases' cards as each phase opens; the draft keeps it; the screen says how many.
When no plan the search found brings the ship home, the suggestion says so and offers
`l`, to search longer. The search itself is stopped and given a small one's result, so
that the tests wait for no thousands of resolutions.
"""
from __future__ import annotations

from dataclasses import replace

from spacealert_tui.coach.plan import search_plan
from spacealert_tui.record.crew import draw_tracks
from spacealert_tui.tui.screens.suggest import SuggestScreen
from spacealert_tui.tui.widgets.practice_text import plans_taken_words
from tests.tui.test_action_round import short_mission
from tests.tui.test_solo import planning, solo_draft


async def suggestion(pilot, solo):
    """F4, the long search stopped, a short one's plan shown in its place."""
    await pilot.press("f4")
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, SuggestScreen) and screen.take is not None and screen.hands is not None
    screen.stopping.set()
    await pilot.app.workers.wait_for_complete()
    return screen, search_plan(screen.record, iterations=20, draws=2, hands=screen.hands)


async def test_t_lays_the_coach_plan_on_the_practice_boards(tmp_path, monkeypatch):
    monkeypatch.setenv("SPACEALERT_DATA_DIR", str(tmp_path / "data"))
    draft = solo_draft(short_mission(tmp_path))
    draft.tracks = draw_tracks(7)
    async with planning(draft, practice=True) as (app, solo, pilot):
        screen, result = await suggestion(pilot, solo)
        screen.show_plan(result)
        await pilot.pause()
        assert screen.check_action("take", ()) is True
        plan = [[a.token for a in m.actions] for m in result.record.crew]
        await pilot.press("t")
        await pilot.pause()
        assert app.screen is solo
        def phase_part(last: int) -> list[list[str]]:
            return [tokens[:last] + ["empty"] * (12 - last) for tokens in plan]

        first = sum(token != "empty" for tokens in phase_part(3) for token in tokens)
        later = sum(token != "empty" for tokens in plan for token in tokens) - first
        assert first and draft.plans == phase_part(3)   # phase 1's cards, on their boards
        assert solo.message == plans_taken_words(first, later)
        assert f"{first} cards laid" in solo.message and f"{later} more go down" in solo.message
        await pilot.press("n")                           # phase 2 opens: its cards go down
        await pilot.pause()
        assert draft.plans == phase_part(7)
        await pilot.press("n")
        await pilot.pause()
        assert draft.plans == plan                       # every card of the plan, on its board


async def test_no_surviving_plan_is_said_and_a_longer_search_offered(tmp_path, monkeypatch):
    monkeypatch.setenv("SPACEALERT_DATA_DIR", str(tmp_path / "data"))
    draft = solo_draft(short_mission(tmp_path))
    draft.tracks = draw_tracks(7)
    async with planning(draft, practice=True) as (app, solo, pilot):
        screen, result = await suggestion(pilot, solo)
        lost = replace(result, verdict=replace(result.verdict, wins=0, mean_score=0.0))
        screen.show_plan(lost)
        await pilot.pause()
        status = str(screen.query_one("#suggest-status").render())
        assert "No plan found that brings the ship home" in status and "l searches longer" in status
        assert screen.check_action("longer", ()) is True


def test_a_plan_taken_says_what_went_down_and_what_follows():
    assert plans_taken_words(3, 0) == "The coach's plan is on the boards: 3 cards laid."
    assert plans_taken_words(1, 1) == ("The coach's plan is on the boards: 1 card laid. "
                                       "1 more goes down as its phase opens.")
    assert plans_taken_words(9, 30).endswith("30 more go down as their phases open.")
