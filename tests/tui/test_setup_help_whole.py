"""The set-up's help line says what the focused field means whole, at 80×24 in Spanish
and Portuguese (issue 26, "no label cut"): a Spanish crew's first field read "F7/F8
suben o bajan este puesto en el" and stopped, who draws the threats stopped at "o los
oficiales de los". The help is as tall as its longest text, and stays that tall as the
focus moves (a help line that changed height left stale lines in a real terminal)."""
from __future__ import annotations

import pytest
from rich.text import Text
from textual.widgets import Static

from spacealert_tui.settings import Settings
from spacealert_tui.tui.screens.setup import SetupScreen
from tests.tui.test_setup import ScreenApp, seeded, settle


@pytest.mark.parametrize("lang", ["es", "pt"])
async def test_every_fields_help_is_said_whole_and_the_field_stays_in_view(speak, lang):
    speak(lang)
    app = ScreenApp(lambda: SetupScreen(seeded()))
    app.settings = Settings(new_frontier=True)     # the badges, rules and specializations too
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        help_line = screen.query_one("#setup-help", Static)
        body = screen.query_one("#setup-body")
        seen = set()
        region = help_line.region
        for widget in list(screen.focus_chain):
            widget.focus()
            await settle(pilot)
            said = str(help_line.render())
            if not said or said in seen:
                continue
            seen.add(said)
            lines = Text(said).wrap(app.console, help_line.content_size.width)
            assert help_line.content_size.height >= len(lines), (widget.id, said)
            assert help_line.region == region, widget.id
            if body in widget.ancestors:
                top, bottom = body.region.y, body.region.bottom      # in view, top to bottom
                assert top <= widget.region.y and widget.region.bottom <= bottom, widget.id
        assert len(seen) > 15


@pytest.mark.parametrize("lang", ["es", "pt"])
async def test_every_key_that_moves_the_focus_lands_on_a_field(speak, lang):
    """↓ from Start, ↑ from the crew size, Tab and Shift+Tab: never onto the scrolling form
    itself, where nothing is shown focused and the help says nothing."""
    speak(lang)
    app = ScreenApp(lambda: SetupScreen(seeded()))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        body = app.screen.query_one("#setup-body")
        assert body not in app.screen.focus_chain
        for keys in (["pagedown"] * 4 + ["down"], ["up"], ["tab"], ["shift+tab"]):
            await pilot.press(*keys)
            await settle(pilot)
            assert app.focused is not None and app.focused is not body, keys
            assert str(app.screen.query_one("#setup-help", Static).render()), keys
