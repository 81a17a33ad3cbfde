"""The board's screens in Spanish and Portuguese: no English word on them, and how they look.

Each screen is opened with the language installed (`speak`), the way the app does when
the crew chose it, and English is installed again after. The pilot tests read the whole
screen (the SVG screenshot's text, the footer included) and look for English words
(`tests.i18n_scan.english_words`: words of the catalogs' English msgids that neither
Spanish nor Portuguese shares). The snapshot tests keep each screen's picture at 80×24 and
120×40, so that a translation too long for a label shows up; after a deliberate change,
look at the report, then rewrite them with

    .venv/bin/pytest tests/tui/test_board_i18n.py --snapshot-update
"""
from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Input

from spacealert_tui.record import load_record
from spacealert_tui.rules import resolve
from spacealert_tui.rules.events import ShipDestroyed, ThreatDamaged
from tests.i18n_scan import english_words, screen_text, speak_language
from tests.tui.conftest import Host, make_app
from tests.tui.test_board import HEROES, LOST, BoardApp, board_screen, first_index, resolved, settle

EXAMPLES = Path(__file__).resolve().parents[2] / "missions" / "examples"
LANGS = ("es", "pt")
SIZES = [pytest.param((80, 24), id="80x24"), pytest.param((120, 40), id="120x40")]
#: Names the tests chose or the records hold (crew names, titles, file names), lower case.
NAMES = {"heroes", "interceptors", "lost", "blue", "first", "flight", "ana", "bo", "cy", "android"}
#: The words of the paths and ids the score screen shows (~/data/logbook.sqlite3, base/mission-2).
PATHS = {"data", "logbook", "sqlite", "records", "yaml", "simulation", "mission", "base"}

pytestmark = pytest.mark.usefixtures("home_data_dir")     # paths show as ~/data/...


@pytest.fixture(params=LANGS)
def lang(request):
    """Speak `es` or `pt` for the test (the app and the rules core), English again after."""
    speak_language(request.param)
    yield request.param
    speak_language("en")


def assert_no_english(app, lang: str, allowed: set[str] | frozenset[str] = frozenset()) -> None:
    shown = screen_text(app)
    found = english_words(shown, NAMES | allowed)
    assert not found, f"{lang}: English words {found} in\n{shown}"


# -- the screens --------------------------------------------------------------------------------

def heroes_board() -> BoardApp:
    _, resolution = resolved(HEROES)
    return BoardApp(HEROES, start=first_index(resolution, 3, "damage", ThreatDamaged))


def lost_board() -> BoardApp:
    _, resolution = resolved(LOST)
    return BoardApp(LOST, start=first_index(resolution, 6, "threats", ShipDestroyed))


def score_app(name: str) -> Host:
    from spacealert_tui.tui.screens.score import ScoreScreen

    record = load_record(EXAMPLES / name)
    result = resolve(record).result
    return Host(lambda: ScoreScreen(record, result, date="2025-03-14"))


def cards_app():
    """The app itself (the card browser's layout is in its style sheet), on the home screen."""
    return make_app()


async def open_card(pilot) -> None:
    """The card browser (`c` on the home screen) filtered to the white cards E1-0x and
    SE1-0x, the third one open."""
    await pilot.press("c")
    await settle(pilot)
    pilot.app.screen.query_one("#cards-filter", Input).value = "E1-0"
    await settle(pilot)
    await pilot.press("down", "down")
    await settle(pilot)


def judged_app() -> Host:
    from spacealert_tui.tui.dialogs.after_mission import JudgedScreen

    return Host(lambda: JudgedScreen(["Ana", "Bo"]))


def box_app() -> Host:
    from spacealert_tui.tui.dialogs.after_mission import BoxScreen

    return Host(lambda: BoxScreen("Ana", 2, (("data_analyst", 1), ("medic", 1))))


async def steady(pilot) -> None:
    await settle(pilot)
    await pilot.pause(0.1)
    await pilot.pause()


# -- no English ---------------------------------------------------------------------------------

def board_text(app) -> str:
    """The board's own parts (the ship, the trajectories, the turn's summary, the narration),
    and the footer; the step track and the legend are the action round's widgets."""
    parts = app.screen.screen_texts()
    lines = screen_text(app).splitlines()
    return "\n".join([lines[-1], *(line for key in ("board", "tracks", "summary", "log")
                                               for line in parts[key])])


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
async def test_board_says_no_english(lang, size):
    for app in (heroes_board(), lost_board()):
        async with app.run_test(size=size) as pilot:
            await settle(pilot)
            shown = board_text(app)
            assert not english_words(shown, NAMES), f"{lang}: {english_words(shown, NAMES)} in\n{shown}"


async def test_an_unnamed_mission_s_board_and_coach_are_titled_in_the_crew_s_language(lang):
    """A record keeps the app's title in English ("Mission of 2026-11-25"); the board a
    logbook replay opens, and the coach it leads to, say it in the crew's language."""
    from spacealert_tui.record.practice import title_words
    app = BoardApp(HEROES, title="Mission of 2026-11-25")
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        title = title_words("Mission of 2026-11-25")
        assert title != "Mission of 2026-11-25"
        assert title in board_screen(app).sub_title
        await pilot.press("c")
        await settle(pilot)
        assert title in app.screen.sub_title


async def test_score_says_no_english(lang):
    for name in ("01-first-flight.yaml", "04-lost-in-blue.yaml"):
        app = score_app(name)
        async with app.run_test(size=(120, 40)) as pilot:
            await steady(pilot)
            assert_no_english(app, lang, PATHS)


async def test_score_details_keep_turn_zone_and_outcome_whole_at_120_columns(lang):
    """Short of room (the expansion's longer names, "vermelha", "sobrevivida"), a threat's
    name gives way, never its T+n, zone or outcome."""
    from spacealert_tui.rules.text import tr
    record = load_record(EXAMPLES / "08-new-frontier-phasing.yaml")
    result = resolve(record).result
    app = score_app("08-new-frontier-phasing.yaml")
    async with app.run_test(size=(120, 40)) as pilot:
        await steady(pilot)
        shown = screen_text(app)
    for t in result.threats:
        where = tr(t.zone, "zone") if t.zone else None
        row = next(line for line in shown.splitlines() if f"T+{t.turn}" in line and
                   (where is None or where in line))
        assert tr(t.outcome, "outcome").replace("_", " ") in row, row
    assert "(all)" not in shown                      # its common decks: 1+2+3, in the crew's words


async def test_cards_say_no_english(lang):
    app = cards_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await open_card(pilot)
        assert app.screen.sub_title == {"es": "Cartas de amenaza", "pt": "Cartas de ameaça"}[lang]
        assert_no_english(app, lang, {"visible", "lasers"})     # Spanish and Portuguese words too
        assert "E1-03" in screen_text(app)


async def test_cards_filter_in_the_crews_words(lang):
    """The crew filters with the words the table shows: "amarilla", "amarela"."""
    app = cards_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("c")
        await settle(pilot)
        screen = app.screen
        screen.query_one("#cards-filter", Input).value = {"es": "amarilla grave", "pt": "amarela grave"}[lang]
        await settle(pilot)
        assert screen.shown and all(card.startswith(("SE2", "SI2")) for card in screen.shown)


async def test_resolution_says_no_english(lang):
    from spacealert_tui.tui.records import load_and_resolve
    from spacealert_tui.tui.screens.resolution import ResolutionScreen

    resolved_record = load_and_resolve(EXAMPLES / "03-heroes-and-interceptors.yaml")
    app = Host(lambda: ResolutionScreen(resolved_record))
    async with app.run_test(size=(120, 40)) as pilot:
        await steady(pilot)
        assert_no_english(app, lang, {"yaml"})


async def test_after_mission_dialogs_say_no_english(lang):
    """The checklist's achievements keep the names printed on the explorer's sheet."""
    app = box_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await steady(pilot)
        assert_no_english(app, lang, {"enter", "escape"})       # keys
    app = judged_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await steady(pilot)
        shown = screen_text(app)
        for word in ("Done", "None", "Explorer", "judges", "social skills"):
            assert word not in shown, f"{lang}: {word!r} in\n{shown}"


def test_cards_command_lists_in_the_language(lang, capsys):
    from spacealert_tui import cli

    assert cli.main(["--lang", lang, "cards", "--set", "base"]) == 0
    out = capsys.readouterr().out
    found = english_words(out, {"virus", "nuclear"})        # Spanish and Portuguese words too
    assert not found, found
    assert {"es": "Caza furtivo", "pt": "Caça Invisível"}[lang] in out


def test_resolve_help_and_a_card_error_in_the_language(lang, capsys):
    """The options' help and the messages are the crew's (argparse's own headings are not ours)."""
    from spacealert_tui import cli

    with pytest.raises(SystemExit):
        cli.main(["--lang", lang, "resolve", "--help"])
    out = capsys.readouterr().out
    assert {"es": "narra cada paso de cada turno", "pt": "narra cada etapa de cada turno"}[lang] in out
    assert cli.main(["--lang", lang, "cards", "zz9"]) == 2
    err = capsys.readouterr().err
    assert {"es": "carta de amenaza desconocida", "pt": "carta de ameaça desconhecida"}[lang] in err


# -- pictures -----------------------------------------------------------------------------------

@pytest.mark.parametrize("size", SIZES)
def test_board_mid_mission(snap_compare, lang, size):
    assert snap_compare(heroes_board(), terminal_size=size, run_before=settle)


@pytest.mark.parametrize("size", SIZES)
def test_board_lost_turn(snap_compare, lang, size):
    assert snap_compare(lost_board(), terminal_size=size, run_before=settle)


def test_board_tracks_at_80x24(snap_compare, lang):
    async def run_before(pilot) -> None:
        await settle(pilot)
        await pilot.press("v")
        await settle(pilot)

    assert snap_compare(heroes_board(), terminal_size=(80, 24), run_before=run_before)


@pytest.mark.parametrize("size", SIZES)
def test_score_won(snap_compare, lang, size):
    assert snap_compare(score_app("01-first-flight.yaml"), terminal_size=size, run_before=steady)


@pytest.mark.parametrize("size", SIZES)
def test_score_lost(snap_compare, lang, size):
    async def settled(pilot) -> None:        # the exercise's worker decides whether x is offered
        from tests.tui.conftest import workers_done
        await pilot.pause()
        await workers_done(pilot.app)
        await steady(pilot)

    assert snap_compare(score_app("04-lost-in-blue.yaml"), terminal_size=size, run_before=settled)


@pytest.mark.parametrize("size", SIZES)
def test_cards_with_a_card_open(snap_compare, lang, size):
    assert snap_compare(cards_app(), terminal_size=size, run_before=open_card)


@pytest.mark.parametrize("size", SIZES)
def test_judged_checklist(snap_compare, lang, size):
    async def run_before(pilot) -> None:
        await steady(pilot)
        await pilot.press("down", "space")
        await steady(pilot)

    assert snap_compare(judged_app(), terminal_size=size, run_before=run_before)


@pytest.mark.parametrize("size", SIZES)
def test_specialization_box(snap_compare, lang, size):
    assert snap_compare(box_app(), terminal_size=size, run_before=steady)


def test_an_inactive_squad_reads_as_the_verdicts_word(speak):
    """A squad knocked out by a counter-attack is inactive (the glossary's inativo), as the
    events say; the board said incapacitados, the word of a squad disabled in storage, and
    at 120 columns it was cut."""
    from spacealert_tui.i18n import pgettext
    from spacealert_tui.rules.text import tr
    speak("pt")
    assert pgettext("board", "(disabled)") == f"({tr('inactive', 'bots')})"
