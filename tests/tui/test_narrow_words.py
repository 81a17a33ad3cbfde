"""At 80×24, in Spanish and Portuguese, nothing is cut mid-word: every footer key shows
whole (or not at all), the soundtracks' table never scrolls sideways and its titles end
on a whole word, the logbook's cells likewise, the unfinished missions' empty message
wraps, and the set-up's soundtrack title ends on a whole word."""
from __future__ import annotations

import pytest
from textual.widgets import DataTable, Static

from spacealert_tui.tui.widgets.footer import Footer
from spacealert_tui.tui.widgets.text import cut_at_word
from tests.tui.conftest import make_app, steady
from tests.tui.test_footer_narrow import fits, shown

LANGS = ("es", "pt")


def whole_words(cell: str, full: str) -> bool:
    """`cell` is `full`, or the start of it up to a word's end, then "…"."""
    if cell == full:
        return True
    kept = cell.removesuffix("…")
    return cell.endswith("…") and full.startswith(kept) and (full[len(kept)] in " -/," or kept[-1] in "-/,")


def test_cut_at_word_keeps_whole_words():
    assert cut_at_word("Primer vuelo de prueba", 40) == "Primer vuelo de prueba"
    assert cut_at_word("Primer vuelo de prueba", 14) == "Primer vuelo…"
    assert cut_at_word("Ana, Bo, Cy, Di", 10) == "Ana, Bo,…"
    assert cut_at_word("simulation-1", 11) == "simulation…"
    assert cut_at_word("nf/double-1", 8) == "nf/…"
    assert cut_at_word("Destructor", 5) == "Dest…"          # one word longer than the room


async def open_screen(pilot, key: str) -> None:
    await pilot.press(key)
    for _ in range(3):
        await steady(pilot)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("key", ["p", "1", "f", "a", "r", "c", "s", "l", "x", "o"])
async def test_every_footer_key_shows_whole_at_80_columns(speak, lang, key):
    speak(lang)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await steady(pilot)
        await open_screen(pilot, key)
        assert app.screen.query(Footer)
        keys = shown(app)
        assert keys and fits(keys), keys


@pytest.mark.parametrize("lang", LANGS)
async def test_the_soundtracks_table_fits_and_titles_end_on_whole_words(speak, lang):
    from spacealert_tui.mission.titles import shown_title

    speak(lang)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await steady(pilot)
        await open_screen(pilot, "s")
        screen = app.screen
        table = screen.query_one("#tracks-table", DataTable)
        await pilot.press("end")                  # nothing to scroll sideways to
        await steady(pilot)
        assert table.scroll_x == 0 and table.max_scroll_x == 0
        titles = [str(table.get_row_at(i)[3]) for i in range(table.row_count)]
        full = [shown_title(info.title) for info in screen.missions]
        assert all(whole_words(cell, whole) for cell, whole in zip(titles, full)), titles


@pytest.mark.parametrize("lang", LANGS)
async def test_the_logbook_cells_end_on_whole_words(speak, lang):
    from spacealert_tui.record import load_record
    from spacealert_tui.record.logbook import Logbook
    from spacealert_tui.rules import resolve
    from spacealert_tui.tui.widgets.logbook_rows import COLUMNS, cells_of
    from tests.tui.test_compare import ROOT

    speak(lang)
    with Logbook.open() as book:
        for path in sorted((ROOT / "missions" / "examples").glob("*.yaml")):
            record = load_record(path)
            book.add_mission(record, resolve(record).result, crew_name="The Night Shift Crew")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await steady(pilot)
        await open_screen(pilot, "l")
        screen = app.screen
        table = screen.query_one("#logbook-table", DataTable)
        assert table.max_scroll_x == 0
        for row, mission in enumerate(screen.shown):
            cells = [str(c) for c in table.get_row_at(row)]
            full = cells_of(mission)
            for (_label, key, _flex), cell in zip(COLUMNS, cells):
                assert whole_words(cell, full[key]), (key, cell, full[key])


@pytest.mark.parametrize("lang", LANGS)
async def test_no_unfinished_mission_is_said_whole(speak, lang):
    from spacealert_tui.i18n import _

    speak(lang)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await steady(pilot)
        await app.action_continue_table()
        for _round in range(3):
            await steady(pilot)
        line = app.screen.query_one("#unfinished-count", Static)
        text = _("No unfinished mission: every mission started is finished or discarded.")
        assert len(text) > line.content_size.width            # longer than one line…
        assert line.content_size.height >= 2                   # …so it wraps, never cut


@pytest.mark.parametrize("lang", LANGS)
async def test_the_set_ups_soundtrack_title_ends_on_a_whole_word(speak, lang):
    from spacealert_tui.tui.widgets.choice import Choice

    speak(lang)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await steady(pilot)
        await open_screen(pilot, "p")
        choice = app.screen.query_one("#sound-mission", Choice)
        for _step in range(len(choice._options)):
            shown = choice.render().plain.split("‹ ", 1)[1].rsplit(" ›", 1)[0]
            assert whole_words(shown, choice.text), (shown, choice.text)
            choice._pick(choice.index + 1)


@pytest.mark.parametrize("lang", LANGS)
async def test_a_footer_too_narrow_for_its_keys_leaves_keys_out_whole(speak, lang):
    """Narrower still (56 columns), the drawn footer leaves out keys, whole, until none is cut."""
    speak(lang)
    app = make_app()
    async with app.run_test(size=(56, 24)) as pilot:
        await steady(pilot)
        for key in ("s", "escape", "l"):
            await open_screen(pilot, key)
        for _round in range(3):
            await steady(pilot)
        footer = app.screen.query_one(Footer)
        keys = shown(app)
        assert footer.max_scroll_x == 0 and keys and fits(keys, 56), keys
        assert len(keys) < len([b for b in app.screen.active_bindings.values() if b[1].show])


@pytest.mark.parametrize("lang", LANGS)
async def test_a_practice_refusal_is_said_whole(tmp_path, speak, lang):
    """Practice at 80×24: a refusal longer than a line wraps onto a second one."""
    from rich.text import Text

    from tests.tui.test_action_round import short_mission
    from tests.tui.test_solo import planning
    from tests.tui.test_teleport_practice import solo_teleporter

    speak(lang)
    draft = solo_teleporter(short_mission(tmp_path), players=2, androids=2)
    draft.language = lang
    async with planning(draft, size=(80, 24), practice=True) as (app, screen, pilot):
        await pilot.press("t")                      # no data transfer: no card given, in words
        await steady(pilot)
        widget = screen.query_one("#round-message", Static)
        text = str(widget.render())
        lines = len(Text(text).wrap(app.console, widget.content_size.width))
        assert lines >= 2 and widget.content_size.height >= lines, text


@pytest.mark.parametrize("lang", LANGS)
async def test_the_entrys_wrong_key_help_is_said_whole(speak, lang):
    """The entry's plan grid at 80×24: a key that is no card gets its help, two lines in
    Spanish or Portuguese, and the grid grows to show both."""
    from tests.tui.test_entry import TIMELINE, four_crew, grid, named, settle
    from tests.tui.test_setup import ScreenApp
    from spacealert_tui.tui.screens.entry import EntryScreen

    speak(lang)
    app = ScreenApp(lambda: EntryScreen(named(four_crew()), TIMELINE))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("f3")
        await settle(pilot)
        await pilot.press("z")
        await settle(pilot)
        plans = grid(app.screen)
        assert plans.message.startswith("'z'")
        drawn = plans.render().wrap(app.console, plans.content_size.width)
        assert len(drawn) > 2 + len(plans.lines()) + 3          # the help took two lines
        assert plans.content_size.height >= len(drawn)
