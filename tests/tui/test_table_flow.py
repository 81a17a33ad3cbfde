"""A whole mission at the table through the real app, as a crew plays it:
home → set-up → action round (its clock driven by the test) → entry of the plans →
the resolution board → score → logbook, and "Continue" after leaving midway."""
from __future__ import annotations

from spacealert_tui.record.draft import unfinished_drafts
from spacealert_tui.record.logbook import Logbook
from spacealert_tui.tui.screens.action_round import ActionRoundScreen
from spacealert_tui.tui.screens.board import BoardScreen
from spacealert_tui.tui.screens.entry import EntryScreen
from spacealert_tui.tui.screens.home import HomeScreen
from spacealert_tui.tui.screens.score import ScoreScreen
from spacealert_tui.tui.screens.setup import SetupScreen
from spacealert_tui.tui.flows.table import TableFlow
from tests.tui.conftest import make_app
from tests.tui.test_action_round import FakeClock, advance, ready, short_mission


async def board_and_score(pilot, app) -> None:
    """From the complete entry: resolve (F10, y), play the board to its end, the score,
    and home again (the mission logged)."""
    await pilot.press("f10", "y")
    await pilot.pause()
    board = app.screen
    assert isinstance(board, BoardScreen)
    await pilot.press("space", "end")
    await pilot.pause()
    assert board.at_end
    await pilot.press("escape")
    await pilot.pause()
    assert isinstance(app.screen, ScoreScreen)
    await pilot.press("enter")
    await pilot.pause()
    assert isinstance(app.screen, HomeScreen)


async def _set_up(pilot, tmp_path) -> None:
    """Four named players and the short test soundtrack from a mission file."""
    app = pilot.app
    TableFlow(app, clock=app.test_clock).start()
    await pilot.pause()
    assert isinstance(app.screen, SetupScreen)
    for name in ("Ana", "Bo", "Cy", "Di"):
        await pilot.press("ctrl+u", *name, "enter")
    setup = app.screen
    setup.draft.soundtrack = short_mission(tmp_path)
    setup.draft.save()
    await pilot.pause()


async def test_a_whole_mission_from_set_up_to_the_logbook(tmp_path):
    app = make_app()
    app.test_clock = FakeClock()
    async with app.run_test(size=(120, 40)) as pilot:
        await _set_up(pilot, tmp_path)
        assert [s.name for s in app.screen.draft.crew] == ["Ana", "Bo", "Cy", "Di"]
        await pilot.press("f10")
        await ready(pilot)
        round_screen = app.screen
        assert isinstance(round_screen, ActionRoundScreen)
        await pilot.press("space")          # the crew is ready: the soundtrack starts
        await pilot.pause()
        await advance(pilot, round_screen, app.test_clock, to=205)
        await pilot.pause()
        await pilot.press("enter")          # round over: on to the entry
        await pilot.pause()
        entry = app.screen
        assert isinstance(entry, EntryScreen)
        draft = entry.draft
        assert all(t.card for t in draft.threats if not t.unconfirmed)   # dealt by the app
        await pilot.press("f3")
        plans = {"Ana": "raaelbdeeeee", "Bo": "eeaaaeeeeeee", "Cy": "deedeeeeddee",
                 "Di": "bdfeaeeeeeee"}
        for name in ("Ana", "Bo", "Cy", "Di"):
            await pilot.press(*plans[name])
        await pilot.pause()
        assert draft.plans[0][:3] == ["red", "A", "A"] and draft.plans[3][:3] == ["blue", "C", "bots"]
        await board_and_score(pilot, app)
    with Logbook.open() as book:
        missions = book.missions()
    assert len(missions) == 1
    assert unfinished_drafts() == []


async def test_leaving_during_set_up_and_continuing_later(tmp_path):
    app = make_app()
    app.test_clock = FakeClock()
    async with app.run_test(size=(120, 40)) as pilot:
        await _set_up(pilot, tmp_path)
        await pilot.press("escape")
        await pilot.pause()
    assert [d.crew[0].name for d in unfinished_drafts()] == ["Ana"]
    again = make_app()
    async with again.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("n")              # the unfinished missions: only this one
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(again.screen, SetupScreen)
        assert [s.name for s in again.screen.draft.crew] == ["Ana", "Bo", "Cy", "Di"]


async def test_a_round_played_elsewhere_goes_from_set_up_straight_to_the_entry(tmp_path):
    """A crew that played the round with the CD or another app skips it (F9): no
    waiting for phase 2 to end, the entry lists the soundtrack's threats."""
    app = make_app()
    app.test_clock = FakeClock()
    async with app.run_test(size=(80, 24)) as pilot:
        await _set_up(pilot, tmp_path)
        await pilot.press("f9")
        await pilot.pause()
        entry = app.screen
        assert isinstance(entry, EntryScreen)
        assert not any(isinstance(s, ActionRoundScreen) for s in app.screen_stack)
        draft = entry.draft
        assert draft.stage == "entry"
        assert [t.turn for t in draft.threats] == [1, 3, 5, 7]
        assert all(t.card for t in draft.threats if not t.unconfirmed)   # dealt by the app
        await pilot.press("f3", *"raaelbdeeeee")
        await pilot.pause()
        await board_and_score(pilot, app)
    with Logbook.open() as book:
        assert len(book.missions()) == 1
