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


def test_a_key_s_word_and_its_tooltip_are_not_said_twice():
    """Textual prints ctrl+q as "Quit" and then its tooltip "Quit the app and return to
    the command prompt.": in Portuguese "Sair Sair do aplicativo…". A description whose
    words the tooltip already says is left out (issue 26, the F1 panel's doubled words)."""
    from spacealert_tui.tui.widgets.keys_panel import repeats

    assert repeats("Sair", "Sair do aplicativo e voltar ao terminal.")
    assert repeats("Salir", "Salir de la aplicación y volver al terminal.")
    assert not repeats("Órdenes", "Abrir la paleta de comandos")
    assert not repeats("", "Abrir")


def panel_rows(app) -> list[tuple[str, str]]:
    """(keys, words) of each row of the keys panel's table, as printed (a group's title
    is a row of words without keys)."""
    import io

    from rich.console import Console

    from spacealert_tui.tui.widgets.keys_panel import BindingsTable

    table = app.screen.query_one(BindingsTable).render_bindings_table()
    console = Console(width=200, record=True, file=io.StringIO())
    console.print(table)
    rows = []
    for line in console.export_text().splitlines():
        parts = line.strip().split(" ", 1)
        if len(parts) == 2 and parts[0] and not set(parts[0]) <= {"─", " "}:
            rows.append((parts[0], parts[1].strip()))
    return rows


async def panel_after(lang: str, key: str | None, size: tuple[int, int] = (80, 24)) -> list[tuple[str, str]]:
    """The keys panel's rows (F1) on the screen `key` opens from the home screen."""
    app = make_app(settings=Settings(language=lang))
    async with app.run_test(size=size) as pilot:
        await steady(pilot)
        if key:
            await pilot.press(key)
            await steady(pilot)
        await pilot.press("f1")
        await steady(pilot)
        return panel_rows(app)


@pytest.mark.parametrize("size", [(80, 24), (100, 30)])
async def test_the_keys_panel_says_no_word_twice(lang, size):
    """F1 on the home screen at 80×24 and 100×30: no word follows itself ("Sair Sair",
    "Salir Salir")."""
    import re

    text = " ".join(f"{keys} {words}" for keys, words in await panel_after(lang, None, size))
    doubled = re.findall(r"\b(\w{3,}) \1\b", text, flags=re.IGNORECASE)
    assert "^q" in text and not doubled, f"{lang} {size}: doubled {doubled} in {text}"


@pytest.mark.parametrize("key", ["o", "l"])
async def test_the_keys_panel_says_each_thing_once(lang, key):
    """Settings (o) printed `← Mudar` under `←/→ Mudar` and `↓ Mover` under `↑/↓ Mover`;
    the logbook (l) `end Fim` and `^end Fim` in Portuguese (End and Bottom worded alike).
    No two rows of these panels say the same words."""
    words = [w for _, w in await panel_after(lang, key)]
    assert words and len(words) == len(set(words)), words


async def test_a_text_field_s_group_of_keys_is_titled_in_the_crew_s_language(lang):
    """The set-up's name fields: Textual titles their keys "Input"."""
    text = " ".join(f"{keys} {words}" for keys, words in await panel_after(lang, "p"))
    assert "Campo de texto" in text and "Input" not in text.split(), text
