"""Key sequences that once stopped the app: the command palette's page keys, two
enters in it, and keys reaching the resolution screen while it leaves."""
from __future__ import annotations

from textual.command import CommandPalette

from spacealert_tui.tui.screens.home import HomeScreen
from tests.tui.conftest import running


async def test_page_keys_in_the_command_palette():
    async with running("ctrl+p") as pilot:
        app = pilot.app
        assert isinstance(app.screen, CommandPalette)
        await pilot.press("pageup", "pagedown", "pagedown", "pageup", "end", "home")
        await pilot.pause()
        assert app.is_running and isinstance(app.screen, CommandPalette)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)


async def test_enter_enter_in_the_command_palette_keeps_the_home_screen():
    async with running("ctrl+p", "enter", "enter") as pilot:
        app = pilot.app
        await pilot.pause()
        assert app.is_running and len(app.screen_stack) >= 1
        assert any(isinstance(s, HomeScreen) for s in app.screen_stack)


async def test_page_keys_before_the_command_list_has_lines():
    from textual.command import CommandList

    async with running("ctrl+p") as pilot:
        app = pilot.app
        command_list = app.screen.query_one(CommandList)
        command_list.styles.display = "none"     # no size: Textual has not worked out its lines
        await pilot.pause()
        command_list._line_cache.clear()
        command_list.highlighted = 0
        await pilot.press("pagedown", "pageup")
        await pilot.pause()
        assert app.is_running and isinstance(app.screen, CommandPalette)


async def test_resolution_screen_answers_check_action_while_it_leaves():
    from spacealert_tui.tui.screens.resolution import ResolutionScreen
    from spacealert_tui.tui.widgets.narration import Narration
    from tests.tui.test_app import open_example

    async with running() as pilot:
        app = pilot.app
        await open_example(pilot, "training-flight.yaml")
        screen = app.screen
        assert isinstance(screen, ResolutionScreen)
        await screen.query_one(Narration).remove()
        assert screen.check_action("next_turn", ()) is True
        await pilot.press("escape")
        await pilot.pause()
        assert app.is_running
