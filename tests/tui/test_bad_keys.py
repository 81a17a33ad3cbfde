"""Key sequences that once stopped the app: the command palette's page keys, two
enters in it, keys reaching the resolution screen while it leaves, and keys sent back
to back, as a terminal reads them when typed quickly (tui/key_gate.py)."""
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


async def typed_quickly(pilot, *keys: str) -> None:
    """The keys as a terminal sends them when typed quickly: all read before the app has
    handled the first (the pilot's `press` waits after each key); then wait until the
    app's key gate has let every one in and the app has caught up."""
    from textual import events

    app = pilot.app
    for key in keys:
        app._driver.send_message(events.Key(key, key if len(key) == 1 else None))
    for _ in range(400):                      # rounds of the app's work, never seconds
        await pilot.pause()
        gate = app.key_gate
        if gate.task is None and not gate.waiting:
            break
    await pilot.pause()


async def test_keys_sent_back_to_back_reach_the_screen_they_open():
    """`enter a` on home: the `a` goes to the set-up enter opened (its first name field),
    not to home's "a: Campaign" while the set-up is still mounting."""
    from spacealert_tui.tui.screens.setup import SetupScreen

    async with running() as pilot:
        await typed_quickly(pilot, "enter", "a")
        app = pilot.app
        assert app.is_running and isinstance(app.screen, SetupScreen)
        assert app.focused.id == "name-0" and app.focused.value == "a"
        assert len(app.screen_stack) == 2


async def test_enter_end_enter_sent_back_to_back():
    from spacealert_tui.tui.screens.setup import SetupScreen

    async with running() as pilot:
        await typed_quickly(pilot, "enter", "end", "enter")
        app = pilot.app
        assert app.is_running and isinstance(app.screen, SetupScreen)
        assert [type(s).__name__ for s in app.screen_stack] == ["HomeScreen", "SetupScreen"]


async def test_two_enters_in_the_palette_sent_back_to_back():
    """The second enter reaches what the first one left open, never a palette that is gone."""
    async with running() as pilot:
        await typed_quickly(pilot, "ctrl+p", "enter", "enter")
        app = pilot.app
        assert app.is_running and not isinstance(app.screen, CommandPalette)


async def test_escape_ctrl_p_and_a_letter_sent_back_to_back():
    async with running() as pilot:
        await typed_quickly(pilot, "escape", "ctrl+p", "i")
        app = pilot.app
        assert isinstance(app.screen, CommandPalette) and app.focused.value == "i"
