"""Credits: the game's designer and publisher and the editions the app's rules and words
come from, on the About screen (from Home and the command palette) and in
`spacealert --version`."""
from __future__ import annotations

import pytest
from textual.widgets import Static

from spacealert_tui.cli import main
from spacealert_tui.tui.screens.about import AboutScreen
from spacealert_tui.tui.screens.home import HomeScreen
from tests.tui.conftest import palette_searched, running

#: The base rulebook's last page: "Un juego de Vlaada Chvátil … © 2008 - Czech Games
#: Edition … © 2013 - HomoLudicus Juegos, S.L."; the expansion's: "© HomoLudicus Juegos,
#: Marzo 2014"; the Brazilian rulebook's: "© 2016, Devir Livraria Ltda, para a presente edição".
NAMES = ("Vlaada Chvátil", "Czech Games Edition", "HomoLudicus Juegos, 2013", "HomoLudicus Juegos, 2014",
         "Devir, 2016")
WORDS = {"en": ("About", "Brazilian edition", "The New Frontier"),
         "es": ("Acerca de", "edición brasileña", "La Nueva Frontera"),
         "pt": ("Sobre", "edição brasileira", "A Nova Fronteira")}


@pytest.mark.parametrize("language", ["en", "es", "pt"])
def test_version_prints_the_credits(capsys, language):
    assert main(["--version", "--lang", language]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Space Alert Companion 0.1.0")
    assert all(name in out for name in NAMES)
    assert WORDS[language][1] in out and WORDS[language][2] in out


@pytest.mark.parametrize("language", ["en", "es", "pt"])
async def test_about_from_home_and_from_the_palette(speak, language):
    speak(language)
    async with running(size=(80, 24)) as pilot:
        app = pilot.app
        await pilot.press("i")
        await pilot.pause()
        assert isinstance(app.screen, AboutScreen)
        text = str(app.screen.query_one("#about-text", Static).render())
        assert all(name in text for name in NAMES) and WORDS[language][1] in text
        # each edition on a line of its own, its publisher under it: no bullet wraps at 80 columns
        assert all(len(line) <= 76 for line in text.splitlines() if line.startswith(("  ·", "    ")))
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        await pilot.press("ctrl+p")
        await pilot.pause()
        await pilot.press(*WORDS[language][0].lower())
        await palette_searched(pilot)
        await pilot.press("enter")
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, AboutScreen)
