"""The Explorers screen: the logbook's explorers and a sheet, reached from home and the
command palette; a new explorer, a specialization box ticked, consent signed."""
from __future__ import annotations

import pytest
from textual.widgets import Input, OptionList, Static

from spacealert_tui.record.logbook import Logbook
from spacealert_tui.tui.screens.explorers import ExplorersScreen
from spacealert_tui.tui.widgets.menu import Menu
from tests.tui.conftest import Host, make_app
from tests.conftest import on_a_mission


@pytest.fixture(scope="module")
def first_flight(first_flight):
    """The first flight on a mission's soundtrack: a simulation's explorers earn nothing (EX18)."""
    return on_a_mission(first_flight)


def sheet_text(app) -> str:
    return str(app.screen.query_one("#explorers-sheet", Static).render())


async def test_home_opens_the_explorers_and_an_empty_logbook_says_what_they_are(data_dir):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("x")
        await pilot.pause()
        assert isinstance(app.screen, ExplorersScreen)
        assert "No explorers yet" in sheet_text(app)
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, ExplorersScreen)


async def test_the_command_palette_has_explorers(data_dir):
    from spacealert_tui.tui.commands import NavigationCommands

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        titles = [title for title, _, _ in NavigationCommands(app.screen)._make_commands()]
        assert "Explorers" in titles


async def test_create_an_explorer_then_tick_a_box_and_sign_consent(data_dir, first_flight):
    with Logbook.open() as book:
        book.new_explorer("Bo", consent=False)
        book.new_explorer("Ana")
        for n in range(3):                     # 3 + 3 + 3: level 1, one box owed
            book.add_mission(*first_flight, date=f"2026-03-0{n + 1}", explorers={"Ana": "Ana"})
    app = Host(ExplorersScreen)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        menu = app.screen.query_one("#explorers-list", Menu)
        assert [str(o.prompt).strip("▶ ") for o in menu.options] == ["Ana · level 1 +box", "Bo · rookie (level 0)"]
        assert "1 specialization box to tick" in sheet_text(app)
        await pilot.press("t")
        await pilot.pause()
        boxes = app.screen.query_one("#explorers-boxes", OptionList)
        assert boxes.has_focus and boxes.option_count == 10
        assert str(boxes.get_option_at_index(4).prompt) == "medic, box 1"
        await pilot.press("down", "down", "down", "down", "enter")
        await pilot.pause()
        with Logbook.open() as book:
            assert book.explorer("Ana").sheet.known("medic") == 1
        assert "medic ■□□" in sheet_text(app)
        # a new explorer by name
        await pilot.press("n")
        await pilot.pause()
        assert app.screen.query_one("#explorers-name", Input).has_focus
        await pilot.press(*"Cy", "enter")
        await pilot.pause()
        assert "Cy — rookie (level 0)" in sheet_text(app)
        # Bo (above Cy) signs consent, after a yes
        await pilot.press("up")
        await pilot.pause()
        assert "Bo — " in sheet_text(app) and "stubborn" in sheet_text(app)
        await pilot.press("s")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        with Logbook.open() as book:
            assert book.explorer("Bo").sheet.consent
        assert app.results == []


async def test_an_award_left_waiting_is_offered_and_made_with_w(data_dir, first_flight):
    with Logbook.open() as book:
        book.new_explorer("Ana")
        mission_id = book.add_mission(*first_flight, date="2026-03-05", pending={"Ana": "Ana"})
    app = Host(ExplorersScreen)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        note = app.screen.query_one("#explorers-note", Static)
        assert "1 won mission waits" in str(note.render())
        assert app.screen.check_action("settle", ())
        await pilot.press("w")
        await pilot.pause()
        assert "1 waiting award made" in str(note.render())
        assert not app.screen.check_action("settle", ())
    with Logbook.open() as book:
        assert [a.mission_id for a in book.explorer("Ana").awards] == [mission_id]
        assert book.pending_awards() == {}


async def test_without_awards_waiting_w_is_not_offered(data_dir):
    app = Host(ExplorersScreen)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert not app.screen.check_action("settle", ())
