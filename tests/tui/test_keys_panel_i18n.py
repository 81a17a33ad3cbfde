"""The keys panel (F1) in Spanish and Portuguese: the app's keys and Textual's widgets'
(focus, scroll, copy) are described in the crew's language."""
from __future__ import annotations

import pytest

from spacealert_tui.settings import Settings
from tests.i18n_scan import english_words
from tests.tui.conftest import make_app, steady
from tests.tui.test_shell_i18n import KEYS, shown_text, speak

#: key names the panel prints as on the keyboard, and "terminal", a Spanish and Portuguese word too
KEY_NAMES = KEYS | {"home", "end", "pgup", "pgdn", "shift", "super", "up", "down", "terminal"}


@pytest.fixture(params=("es", "pt"))
def lang(request, tmp_path, monkeypatch):
    monkeypatch.setenv("SPACEALERT_CONFIG_DIR", str(tmp_path / "config"))
    speak(request.param)
    yield request.param
    speak("en")


async def test_the_keys_panel_speaks_the_crew_s_language(lang):
    app = make_app(settings=Settings(language=lang))
    async with app.run_test(size=(120, 40)) as pilot:
        await steady(pilot)
        await pilot.press("f1")
        await steady(pilot)
        assert app.screen.query("HelpPanel")
        shown = shown_text(app)
        found = english_words(shown, KEY_NAMES)
        assert not found, f"keys panel in {lang}: {found}"
        await pilot.press("f1")
        await steady(pilot)
        assert not app.screen.query("HelpPanel")
