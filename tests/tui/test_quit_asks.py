"""ctrl+q in the entry asks before leaving the app; elsewhere it quits at once."""
from __future__ import annotations

from spacealert_tui.record.draft import unfinished_drafts
from spacealert_tui.tui.dialogs.confirm import ConfirmScreen
from spacealert_tui.tui.screens.entry import EntryScreen
from tests.tui.conftest import make_app, running
from tests.tui.test_entry import TIMELINE, four_crew, named, settle


async def test_ctrl_q_in_the_entry_asks_and_stay_keeps_the_entry():
    draft = named(four_crew())
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app.push_screen(EntryScreen(draft, TIMELINE))
        await settle(pilot)
        await pilot.press("ctrl+q")
        await settle(pilot)
        assert isinstance(app.screen, ConfirmScreen) and app.is_running
        question = str(app.screen.query_one("#confirm-question").render())
        assert question == "Quit the app?"
        await pilot.press("enter")                       # the default is to stay
        await settle(pilot)
        assert isinstance(app.screen, EntryScreen) and app.is_running
        await pilot.press("ctrl+q")
        await settle(pilot)
        await pilot.press("y")
        await settle(pilot)
        assert not app.is_running
    assert [d.id for d in unfinished_drafts()] == [draft.id]    # saved, to be continued


async def test_ctrl_q_on_home_quits_at_once():
    async with running("ctrl+q") as pilot:
        assert not pilot.app.is_running
