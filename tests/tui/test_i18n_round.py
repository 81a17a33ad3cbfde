"""The round's screens in Spanish and Portuguese: set-up, action round, entry.

Each screen is opened in `es` and in `pt` and what it shows must hold no English word
(`tests.i18n_scan.english_words`), and snapshots at 80×24 and 120×40 keep how the
translations fit (`__snapshots__/test_i18n_round/`; after a deliberate change, look at
the report of the failing run, then rewrite them with `--snapshot-update`).
"""
from __future__ import annotations

import re

import pytest
from textual.widgets import Input

from spacealert_tui.tui.audio_session import AudioSession
from spacealert_tui.tui.screens.action_round import ActionRoundScreen
from spacealert_tui.tui.screens.entry import EntryScreen
from spacealert_tui.tui.screens.setup import SetupScreen
from tests.i18n_scan import english_words, screen_text
from tests.tui.conftest import SIZES, steady
from tests.tui.test_action_round import FakeClock, RoundApp, advance, make_draft, ready, short_mission
from tests.tui.test_entry_snapshots import mission
from tests.tui.test_setup import ScreenApp
from tests.tui.test_setup_snapshots import three_players

LANGS = ("es", "pt")
#: Names the tests chose (crew, mission title and id), key names printed as on the
#: keyboard, and words Spanish or Portuguese spell as English does.
ALLOWED = {"android", "test", "flight", "enter", "juggernaut", "frigate", "fighter", "short", "mission",
           "plan", "provisional"}


# -- what each screen is shown doing ----------------------------------------------------------

def setup_app():
    return ScreenApp(lambda: SetupScreen(three_players()))


async def setup_crew(pilot) -> None:
    await steady(pilot)


async def setup_soundtrack(pilot) -> None:
    """The soundtrack step: a generated mission, its seed typed, its help line shown."""
    await steady(pilot)
    screen = pilot.app.screen
    screen.query_one("#sound-source").focus()
    await pilot.press("right")
    screen.query_one("#sound-seed", Input).focus()
    await pilot.press(*"42")
    await steady(pilot)


def round_app(tmp_path, monkeypatch, lang: str):
    """The round in phase 2, the data transfer counting down to the beep, a crew of five
    drawing from the physical decks (the officers are told what to draw)."""
    monkeypatch.setenv("SPACEALERT_DATA_DIR", str(tmp_path / "data"))
    draft = make_draft(short_mission(tmp_path), players=5, source="physical", language=lang)
    clock = FakeClock()
    screen = ActionRoundScreen(draft, audio=AudioSession.silent(), clock=clock)

    async def run_before(pilot) -> None:
        await ready(pilot)
        await pilot.press("space")
        await advance(pilot, screen, clock, 90)
        await pilot.pause()

    return RoundApp(screen), run_before


def entry_app():
    return ScreenApp(lambda: EntryScreen(mission()))


async def entry_half_typed(pilot) -> None:
    """A card that cannot be the one announced (an error line), then a plan begun and a
    key that is no card (the grid's error line)."""
    await steady(pilot)
    await pilot.press(*"fighter")
    await pilot.press("f3", "r", "a", "z")
    await steady(pilot)


# -- no English ---------------------------------------------------------------------------------

#: What the round shows through parts it does not word itself (the talk indicator, the
#: audio session's notices): left to those parts' own tests.
ELSEWHERE = ("Comms open", "talk freely", "Audio off: subtitles only.")


def assert_no_english(app, lang: str, what: str) -> None:
    shown = screen_text(app)
    for words in ELSEWHERE:
        shown = shown.replace(words, "")
    # a word with an accented letter is no English word ("Começar" is not "Come")
    found = english_words(re.sub(r"\w*[^\W\d_a-zA-Z]\w*", " ", shown), ALLOWED)
    assert not found, f"{what} in {lang}: English words {found}\n{shown}"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("step", [setup_crew, setup_soundtrack], ids=["crew", "soundtrack"])
async def test_setup_speaks(speak, lang, step):
    speak(lang)
    app = setup_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await step(pilot)
        assert_no_english(app, lang, "the set-up")


@pytest.mark.parametrize("lang", LANGS)
async def test_action_round_speaks(speak, lang, tmp_path, monkeypatch):
    speak(lang)
    app, run_before = round_app(tmp_path, monkeypatch, lang)
    async with app.run_test(size=(120, 40)) as pilot:
        await run_before(pilot)
        shown = screen_text(app)
        assert_no_english(app, lang, "the action round")
    assert {"es": "TRANSFERENCIA DE DATOS", "pt": "TRANSFERÊNCIA DE DADOS"}[lang] in shown


@pytest.mark.parametrize("lang", LANGS)
async def test_entry_speaks(speak, lang):
    speak(lang)
    app = entry_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await entry_half_typed(pilot)
        shown = screen_text(app)
        assert_no_english(app, lang, "the entry")
    assert {"es": "es una amenaza común", "pt": "é uma ameaça comum"}[lang] in shown


# -- snapshots ---------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("step", [setup_crew, setup_soundtrack], ids=["crew", "soundtrack"])
def test_setup_snapshot(snap_compare, speak, lang, size, step):
    speak(lang)
    assert snap_compare(setup_app(), terminal_size=size, run_before=step)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", SIZES)
def test_action_round_snapshot(snap_compare, speak, lang, size, tmp_path, monkeypatch):
    speak(lang)
    app, run_before = round_app(tmp_path, monkeypatch, lang)
    assert snap_compare(app, terminal_size=size, run_before=run_before)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", SIZES)
def test_entry_snapshot(snap_compare, speak, lang, size):
    speak(lang)
    assert snap_compare(entry_app(), terminal_size=size, run_before=entry_half_typed)


@pytest.mark.parametrize("lang", ["en", *LANGS])
def test_the_ready_line_fits_80_columns(speak, lang):
    """Before the soundtrack starts, the alert line says which key starts it and that
    it starts at once: all of it within the 78 columns the line has at 80×24."""
    from spacealert_tui.i18n import _
    speak(lang)
    line = _("Press space when the crew is ready: the soundtrack starts at once.")
    assert len(line) <= 78, line
