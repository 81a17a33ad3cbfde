"""The set-up's help line says what the focused field means whole, at 80×24 in Spanish
and Portuguese (issue 26, "no label cut"): a Spanish crew's first field read "F7/F8
suben o bajan este puesto en el" and stopped, who draws the threats stopped at "o los
oficiales de los". The help is as tall as its longest text, and stays that tall as the
focus moves (a help line that changed height left stale lines in a real terminal)."""
from __future__ import annotations

import shlex

import pytest
from rich.text import Text
from textual.widgets import Static

from spacealert_tui.settings import Settings
from spacealert_tui.tui.screens.setup import SetupScreen
from tests.tui.test_fast_keys import settled
from tests.tui.test_setup import ScreenApp, seeded, settle
from tests.tui.test_terminal import SPACEALERT, TMUX, Terminal


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


@pytest.mark.skipif(not TMUX or not SPACEALERT.exists(), reason="tmux or the installed command is missing")
def test_in_a_real_terminal_the_help_leaves_no_stale_lines(tmp_path):
    """tmux at 80×24 in Spanish, the focus moved through fields whose help takes two,
    three and four lines: one rule above the help, *Start* on screen, the help whole.
    (A help that changed height with the focus left a second rule and parts of old lines
    on the terminal, and hid *Start*.)"""
    command = (f"SDL_AUDIODRIVER=dummy {shlex.quote(str(SPACEALERT))} --lang es; "
               "echo \"exit status $?\"; sleep 60")
    term = Terminal(tmp_path, command, size=(80, 24))
    try:
        term.wait_for(lambda text: "S P A C E   A L E R T" in text, "the home screen")
        term.keys("Enter")
        settled(term, lambda t: "Tripulación y misión" in t, "the set-up")
        term.keys("PageDown", "PageDown", "PageDown", "Down", "Up", "Up", "Down", "Down")
        text = settled(term, lambda t: "Las cartas de acción" in t, "the action cards' help")
        lines = text.splitlines()
        assert sum(1 for line in lines if line.startswith("────")) == 1, text
        assert any("Empezar la misión" in line for line in lines), text
        said = " ".join(line.strip() for line in lines)
        assert "Una tripulación en solitario siempre planea en pantalla." in said, text
    finally:
        term.close()
