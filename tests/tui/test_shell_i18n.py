"""The shell in Spanish and Portuguese: home, settings, the records picker, the unfinished
missions and a yes/no dialog show no English word, and choosing a language in Settings
turns the whole app to it at once (home's menu and the footer included)."""
from __future__ import annotations

import re

import pytest
from textual.widgets import Static

from spacealert_tui import i18n
from spacealert_tui.rules import text
from spacealert_tui.settings import Settings
from spacealert_tui.tui.dialogs.confirm import ConfirmScreen
from spacealert_tui.tui.screens.home import HomeScreen
from spacealert_tui.tui.screens.settings import SettingsScreen
from spacealert_tui.tui.screens.unfinished import UnfinishedScreen
from tests.i18n_scan import english_words, screen_text, speak_language as speak
from tests.tui.conftest import make_app, steady
from tests.tui.test_home import _practice_draft, _saved, _table_draft_at_entry

LANGS = ("es", "pt")
#: Key names the screens print as they are on the keyboard, and words that are Spanish or
#: Portuguese as well as English ("solo subtítulos", "volume", "clips", "pista de audio").
KEYS = {"enter", "ctrl", "space", "delete", "escape", "tab", "esc", "solo", "volume", "clips", "audio"}


@pytest.fixture
def folders(tmp_path, monkeypatch):
    """Paths shown as ~/…, the same in every run (the settings screen prints its file)."""
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("SPACEALERT_CONFIG_DIR", str(tmp_path / "config"))
    return tmp_path


@pytest.fixture
def lang(request, folders):
    speak(request.param)
    yield request.param
    speak("en")


def shown_text(app, *, paths: bool = False) -> str:
    """What the terminal shows (the screenshot's text), paths left out unless `paths`: a
    file's name is no word."""
    plain = screen_text(app)
    return plain if paths else re.sub(r"\S*/\S*", " ", plain)


def unfinished_missions() -> None:
    _saved(_table_draft_at_entry(30), 1_700_000_000)
    _saved(_practice_draft(), 1_700_000_600)


def app_in(lang: str):
    return make_app(settings=Settings(language=lang))


@pytest.mark.parametrize("lang", LANGS, indirect=True)
async def test_home_has_no_english(lang):
    unfinished_missions()
    app = app_in(lang)
    async with app.run_test(size=(120, 40)) as pilot:
        await steady(pilot)
        assert isinstance(app.screen, HomeScreen)
        found = english_words(shown_text(app), KEYS)
        assert not found, f"home in {lang}: {found}"


@pytest.mark.parametrize("lang", LANGS, indirect=True)
async def test_settings_have_no_english(lang):
    app = app_in(lang)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("o")
        await steady(pilot)
        assert isinstance(app.screen, SettingsScreen)
        seen = shown_text(app)
        for row in ("set-audio", "set-volume", "set-theme", "set-new-frontier"):
            app.screen.query_one(f"#{row}").focus()
            await pilot.pause()
            seen += " " + str(app.screen.query_one("#settings-help", Static).render())
        found = english_words(seen, KEYS | {"textual", "dark"})      # the theme's name
        assert not found, f"settings in {lang}: {found}"


@pytest.mark.parametrize("lang", LANGS, indirect=True)
async def test_records_picker_has_no_english(lang):
    app = app_in(lang)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("r")
        await steady(pilot)
        titles = {w.lower() for example in app.example_records()
                  for w in re.findall(r"[A-Za-z]+", example.label)}       # the files' own titles
        found = english_words(shown_text(app), KEYS | titles)
        assert not found, f"records picker in {lang}: {found}"


@pytest.mark.parametrize("lang", LANGS, indirect=True)
async def test_unfinished_missions_and_the_discard_question_have_no_english(lang):
    unfinished_missions()
    app = app_in(lang)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("n")
        await steady(pilot)
        assert isinstance(app.screen, UnfinishedScreen)
        soundtrack = {"mission"}                 # the soundtrack's id, mission-3
        found = english_words(shown_text(app), KEYS | soundtrack)
        assert not found, f"unfinished missions in {lang}: {found}"
        await pilot.press("d")
        await steady(pilot)
        assert isinstance(app.screen, ConfirmScreen)
        found = english_words(shown_text(app), KEYS | soundtrack)
        assert not found, f"discard question in {lang}: {found}"
        assert "(s)" in shown_text(app)          # sí / sim: the crew's own key for yes
        await pilot.press("s")
        await steady(pilot)
        assert not isinstance(app.screen, ConfirmScreen)


@pytest.mark.parametrize("lang", LANGS, indirect=True)
def test_every_settings_label_fits_its_column(lang):
    from spacealert_tui.tui.screens.settings import LABEL_WIDTH, LABELS, label_of

    assert all(len(label_of(row)) <= LABEL_WIDTH for row in LABELS), [label_of(r) for r in LABELS]


def _menu(app) -> list[str]:
    menu = app.screen.query_one("#home-menu")
    return [str(menu.get_option_at_index(i).prompt).strip("▶ ") for i in range(menu.option_count)]


def _footer(app) -> str:
    from spacealert_tui.tui.widgets.footer import Footer

    footer = app.screen.query_one(Footer)
    return " ".join(str(getattr(key, "description", "")) for key in footer.children)


async def _choose_language_in_settings(pilot, steps: int) -> None:
    await pilot.press("o")
    await steady(pilot)
    assert pilot.app.screen.focused.id == "set-language"
    await pilot.press(*["right"] * steps)
    await steady(pilot)
    await pilot.press("escape")
    await steady(pilot)
    assert isinstance(pilot.app.screen, HomeScreen)


async def test_settings_switch_the_whole_app_to_another_language(folders):
    app = app_in("en")
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await steady(pilot)
            assert "Play a mission at the table" in _menu(app)
            assert "Resolve" in _footer(app)

            await _choose_language_in_settings(pilot, 1)          # English → Español
            assert i18n.current_language() == "es" and app.settings.language == "es"
            assert "Jugar una misión en la mesa" in _menu(app)
            assert "Resolver" in _footer(app) and "Resolve " not in _footer(app) + " "
            assert str(text.tr("upper-red")) != "upper-red"       # the rules core's words too
            found = english_words(shown_text(app), KEYS)
            assert not found, found

            await _choose_language_in_settings(pilot, 1)          # → Português
            assert i18n.current_language() == "pt"
            assert "Jogar uma missão na mesa" in _menu(app)
            assert "Cartas" in _footer(app) and "Sair" in _footer(app)

            await _choose_language_in_settings(pilot, 1)          # → English again
            assert i18n.current_language() == "en"
            assert "Play a mission at the table" in _menu(app)
            assert "Quit" in _footer(app)
    finally:
        speak("en")


async def test_the_settings_screen_is_drawn_again_in_the_new_language(folders):
    app = app_in("en")
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.press("o")
            await steady(pilot)
            await pilot.press("right")            # Español
            await steady(pilot)
            screen = app.screen
            assert isinstance(screen, SettingsScreen)
            assert screen.focused is not None and screen.focused.id == "set-language"
            assert "Idioma" in str(screen.query_one("#set-language").render())
            assert "toda la aplicación" in str(screen.query_one("#settings-help", Static).render())
            assert "Guardado en" in str(screen.query_one("#settings-status", Static).render())
            assert "Ajustes" in shown_text(app)                   # the header's subtitle
    finally:
        speak("en")


async def test_the_command_palette_speaks_the_crew_language(lang):
    app = app_in(lang)
    async with app.run_test(size=(120, 40)) as pilot:
        await steady(pilot)
        from tests.tui.conftest import palette_searched

        await pilot.press("ctrl+p")
        await palette_searched(pilot)
        placeholder = app.screen.query_one("CommandInput").placeholder
        assert placeholder == {"es": "Buscar órdenes…", "pt": "Buscar comandos…"}[lang]
        titles = [c.title for c in app.get_system_commands(app.screen)]
        assert {"es": "Salir", "pt": "Sair"}[lang] in titles
        await pilot.press(*"ajust" if lang == "es" else "config")
        await palette_searched(pilot)
        assert {"es": "Ajustes", "pt": "Configurações"}[lang] in shown_text(app)


test_the_command_palette_speaks_the_crew_language = pytest.mark.parametrize(
    "lang", LANGS, indirect=True)(test_the_command_palette_speaks_the_crew_language)


@pytest.mark.parametrize("lang", LANGS, indirect=True)
async def test_data_transfer_dialog_has_no_english(lang):
    from spacealert_tui.rules.action_deck import ActionCard
    from spacealert_tui.tui.dialogs.transfer import TransferScreen
    from tests.tui.conftest import Host

    hand = [ActionCard("A-red-01", "A", "red"), ActionCard("bots-lift-01", "bots", "lift"),
            ActionCard("A-red-02", "A", "red")]
    app = Host(lambda: TransferScreen("Ana", hand, [(1, "Bo"), (2, "Cy")]))
    async with app.run_test(size=(80, 24)) as pilot:
        await steady(pilot)
        seen = shown_text(app, paths=True).replace("/", " ")          # the cards: "A/flecha roja"
        assert {"es": "Transferencia de datos: Ana da una carta",
                "pt": "Transferência de dados: Ana dá uma carta"}[lang] in seen
        assert {"es": "robots gravitoelevador", "pt": "robôs gravilevador"}[lang] in seen
        # the scan's words are ASCII: "Transferência" reads as "Transfer" + "ncia"
        found = english_words(seen, KEYS | {"transfer"})
        assert not found, f"transfer in {lang}: {found}"


def test_the_space_bar_is_named_in_the_crews_language(speak):
    """Footers and the keys panel name the space bar as the screens' texts do (espacio,
    espaço); other keys keep their symbols."""
    from textual.binding import Binding
    from tests.tui.conftest import make_app
    app = make_app()
    space, escape = Binding("space", "pause", "Pause"), Binding("escape", "back", "Back")
    assert app.get_key_display(space) == "space"
    speak("es")
    assert (app.get_key_display(space), app.get_key_display(escape)) == ("espacio", "esc")
    speak("pt")
    assert app.get_key_display(space) == "espaço"
