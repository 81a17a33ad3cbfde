"""The header at 80 columns says its screen's subtitle in whole words: Textual cuts a title
too long for the line at any letter ("Práctica en solitario · Misión de acc…", the walk of
issue 26 at 80×24 in Spanish); the app shortens the subtitle between words first."""
from __future__ import annotations

import pytest

from tests.i18n_scan import screen_text
from tests.tui.conftest import make_app, steady

LONG = {"es": "Práctica en solitario · Misión de acciones dobles 1 (introductoria)",
        "pt": "Prática solo · Missão de ações duplas 1 (introdutória) · Capitão: João"}


@pytest.mark.parametrize("lang", ["es", "pt"])
async def test_a_long_subtitle_is_cut_between_words(speak, lang):
    speak(lang)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await steady(pilot)
        app.screen.sub_title = LONG[lang]
        await steady(pilot)
        header = screen_text(app).splitlines()[0].strip(" ⭘")
        shown = header.split(" — ", 1)[1]
        assert shown != LONG[lang] and shown.endswith("…"), header
        kept = shown.removesuffix("…")
        assert LONG[lang].startswith(kept) and LONG[lang][len(kept)] == " ", header
        await pilot.resize_terminal(120, 40)         # wider: said whole again
        await steady(pilot)
        assert LONG[lang] in screen_text(app).splitlines()[0]
