"""A crew at the table, by keyboard, at 80×24 in Spanish and Portuguese (issue 26,
"the table flows"): fixing a threat card in the entry, the set-up's keys and layout."""
from __future__ import annotations

import dataclasses

import pytest
from textual.widgets import Static

from spacealert_tui.tui.screens.entry import EntryScreen
from tests.tui.test_entry import TIMELINE, data_dir, four_crew, named, rows, settle
from tests.tui.test_setup import ScreenApp

__all__ = ["data_dir"]     # the folder fixture, so the drafts land in the test's own folder

LANGUAGES = [pytest.param("es", id="es"), pytest.param("pt", id="pt")]


def label(row) -> str:
    return str(row.query_one(".threat-label", Static).content)


@pytest.mark.parametrize("language", LANGUAGES)
async def test_fixing_a_threat_card_by_arrows_and_shift_tab(speak, language):
    """↑/↓ go from threat field to threat field; Shift+Tab from the first field goes to the
    last one (never to the panel, a stop where nothing is focused); a field reached holds
    its card selected, so what is typed replaces it rather than landing mid-text; the
    row being fixed is marked ▶ (plain without colour)."""
    speak(language)
    draft = named(four_crew())
    app = ScreenApp(lambda: EntryScreen(draft, TIMELINE))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("f2")
        await settle(pilot)
        first, second, third, _ignored = rows(app.screen)
        assert app.focused is first.input
        assert label(first).startswith("▶") and not label(second).startswith("▶")
        await pilot.press("down")
        await settle(pilot)
        assert app.focused is second.input
        assert label(second).startswith("▶") and not label(first).startswith("▶")
        await pilot.press("down", "up", "up")
        await settle(pilot)
        assert app.focused is first.input
        await pilot.press("shift+tab")
        await settle(pilot)
        assert app.focused is third.input
        await pilot.press("shift+tab", "shift+tab")
        await settle(pilot)
        assert app.focused is first.input
        await pilot.press(*"E1-01")
        await settle(pilot)
        assert first.input.value == "E1-01"
        assert draft.threats[0].card == "E1-01"


def setup_app(draft=None) -> ScreenApp:
    from spacealert_tui.tui.screens.setup import SetupScreen
    return ScreenApp(lambda: SetupScreen(draft))


@pytest.mark.parametrize("language", LANGUAGES)
async def test_names_typed_with_tab_land_in_names_never_in_a_colour(speak, language):
    """A table types its names with Tab between them: each lands in a name, and no colour
    changes; a letter typed in a colour field (reached by ↓) does not change the colour."""
    speak(language)
    app = setup_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        draft = app.screen.draft
        colours = [seat.color for seat in draft.crew]
        await pilot.press(*"Ana", "tab", *"Bea", "tab", *"Caio", "tab", *"Dora")
        await settle(pilot)
        assert [seat.name for seat in draft.crew] == ["Ana", "Bea", "Caio", "Dora"]
        assert [seat.color for seat in draft.crew] == colours
        await pilot.press("shift+tab", "shift+tab")
        await settle(pilot)
        assert app.focused.id == "name-1"
        await pilot.press("down")                   # the field beside the name: its colour
        await settle(pilot)
        assert app.focused.id == "color-1"
        await pilot.press(*"abc")
        await settle(pilot)
        assert [seat.color for seat in draft.crew] == colours
        await pilot.press("tab")
        await settle(pilot)
        assert app.focused.id == "name-2"


@pytest.mark.parametrize("language", LANGUAGES)
async def test_the_threats_and_the_specializations_are_a_few_keys_away(speak, language):
    """PgDn goes to the next part of the set-up: from the first name, the threat decks are
    two keys away, who draws the threat cards three, the specializations five (not 15-22)."""
    from spacealert_tui.record.draft import MissionDraft
    speak(language)
    draft = MissionDraft.new(deck_seed=7, card_sets=["base", "new_frontier"])
    app = setup_app(draft)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert app.focused.id == "name-0"
        await pilot.press("pagedown", "pagedown")
        await settle(pilot)
        assert app.focused.id == "common"
        await pilot.press("pagedown")
        await settle(pilot)
        assert app.focused.id == "threat-source"
        await pilot.press("pageup", "down", "down", "down")      # serious, rules, specializations
        await settle(pilot)
        assert app.focused.id == "specs"
        await pilot.press("pageup", "pageup", "pageup", "pageup")
        await settle(pilot)
        assert app.focused.id == "players"


@pytest.mark.parametrize("language", LANGUAGES)
async def test_with_five_players_start_stays_on_screen(speak, language):
    """Five players at 80×24: the Start button is on screen without scrolling."""
    speak(language)
    app = setup_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("pageup", "5")
        await settle(pilot)
        screen = app.screen
        assert len(screen.draft.crew) == 5
        start = screen.query_one("#start")
        assert start.region.height == 1 and 0 < start.region.y < 24
        assert screen.query_one("#row-4").region.height == 1


def lost_to_skirmishers():
    """(record, result, events) of a mission whose every zone holds its six damage tiles:
    the Skirmishers' first damage (turn 4) is a seventh, before any tile is drawn."""
    from spacealert_tui.rules import resolve
    from tests.rules.builders import record
    six = ["structure", "gravolift", "shield", "reactor", "upper_cannon", "lower_cannon"]
    made = record(threats=[("I1-01", 1)], tracks={"red": 1, "white": 2, "blue": 3, "internal": 4},
                  initial_damage=dict.fromkeys(("red", "white", "blue"), six))
    res = resolve(made)
    return made, res.result, res.events


@pytest.mark.parametrize("language", LANGUAGES)
async def test_a_loss_to_an_internal_threat_is_told_as_one(speak, language, home_data_dir):
    """The turn's line names the threat and the seventh damage, never "no damage"; the
    score's "Destroyed by" names the Skirmishers and their card, never "-"."""
    from spacealert_tui.rules.text import tr
    from spacealert_tui.tui.screens.board import events_of_turn, turn_summary
    from spacealert_tui.tui.screens.score import ScoreScreen
    from tests.tui.conftest import Host
    from tests.tui.test_score import text_of
    speak(language)
    made, result, events = lost_to_skirmishers()
    assert result.lost_turn == 4
    line = turn_summary([events[i] for i in events_of_turn(events, 4)], 4)
    skirmishers = tr("Skirmishers")
    assert skirmishers in line and "I1-01" in line
    from spacealert_tui.i18n import _
    assert _("no damage") not in line and _("THE SHIP IS DESTROYED") in line
    app = Host(lambda: ScoreScreen(made, result, date="2026-11-29"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        text = text_of(app.screen.query_one("#score-text", Static))
        destroyed_by = next(row for row in text.splitlines() if row.startswith(_("Destroyed by")))
        assert f"{skirmishers} (I1-01)" in destroyed_by and " - " not in destroyed_by


@pytest.mark.parametrize("language", LANGUAGES)
async def test_played_elsewhere_once_the_round_has_started(speak, language, tmp_path):
    """F9 ("we played the round elsewhere") in a round under way: asked, then the entry
    with the soundtrack's threats listed afresh."""
    from spacealert_tui.tui.screens.action_round import ActionRoundScreen
    from spacealert_tui.tui.dialogs.confirm import ConfirmScreen
    from tests.tui.conftest import make_app
    from tests.tui.test_action_round import FakeClock, advance, ready
    from tests.tui.test_table_flow import _set_up
    speak(language)
    app = make_app()
    app.test_clock = FakeClock()
    async with app.run_test(size=(80, 24)) as pilot:
        await _set_up(pilot, tmp_path)
        await pilot.press("f10")
        await ready(pilot)
        round_screen = app.screen
        assert isinstance(round_screen, ActionRoundScreen)
        await pilot.press("space")
        await pilot.pause()
        await advance(pilot, round_screen, app.test_clock, to=30)
        await pilot.press("f9")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        assert round_screen.round.scheduler.paused
        await pilot.press("y")
        await settle(pilot)
        entry = app.screen
        assert isinstance(entry, EntryScreen)
        assert entry.draft.stage == "entry"
        assert [t.turn for t in entry.draft.threats] == [1, 3, 5, 7]


@pytest.mark.parametrize("language", LANGUAGES)
async def test_played_elsewhere_after_the_round_was_left(speak, language, tmp_path):
    """A round left before it started is taken up again from the home screen: F9 there
    goes straight to the entry."""
    from spacealert_tui.tui.screens.action_round import ActionRoundScreen
    from spacealert_tui.tui.screens.home import HomeScreen
    from tests.tui.conftest import make_app
    from tests.tui.test_action_round import FakeClock, ready
    from tests.tui.test_table_flow import _set_up
    speak(language)
    app = make_app()
    app.test_clock = FakeClock()
    async with app.run_test(size=(80, 24)) as pilot:
        await _set_up(pilot, tmp_path)
        await pilot.press("f10")
        await ready(pilot)
        assert isinstance(app.screen, ActionRoundScreen)
        await pilot.press("escape")                  # left before the soundtrack started
        await settle(pilot)
        assert isinstance(app.screen, HomeScreen)
        await pilot.press("n", "enter")               # Continue: the round again
        await ready(pilot)
        assert isinstance(app.screen, ActionRoundScreen)
        await pilot.press("f9")
        await settle(pilot)
        entry = app.screen
        assert isinstance(entry, EntryScreen)
        assert [t.turn for t in entry.draft.threats] == [1, 3, 5, 7]


@pytest.mark.parametrize("language", LANGUAGES)
async def test_enter_in_the_plans_goes_to_the_next_crew_member(speak, language):
    """A plan that ends early: Enter goes to the next crew member's turn 1, the turns not
    typed stay empty (no `e` typed for each)."""
    speak(language)
    draft = named(four_crew())
    app = ScreenApp(lambda: EntryScreen(draft, TIMELINE))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("f3", *"raa", "enter", *"eea", "enter", "d", "enter", "b", "enter")
        await settle(pilot)
        assert draft.plans[0][:4] == ["red", "A", "A", "empty"]
        assert draft.plans[1][:4] == ["empty", "empty", "A", "empty"]
        assert draft.plans[2][:2] == ["C", "empty"] and draft.plans[3][:2] == ["blue", "empty"]
        grid = app.screen.query_one("#grid")
        assert (grid.row, grid.turn) == (0, 1)        # after the last, the first again


@pytest.mark.parametrize(("language", "stem"), [("es", "2026-11-29-mision-del-2026-11-28"),
                                                ("pt", "2026-11-29-missao-de-2026-11-28")])
async def test_the_record_file_is_named_in_the_crews_language(speak, language, stem, home_data_dir):
    """A mission the crew did not name: its record file is named as the crew reads its
    title (the record itself keeps the English title)."""
    from spacealert_tui.record.draft import DEFAULT_TITLE
    from spacealert_tui.tui.screens.score import ScoreScreen
    from tests.tui.conftest import Host
    speak(language)
    made, result, _events = lost_to_skirmishers()
    made = dataclasses.replace(made, title=DEFAULT_TITLE.format(date="2026-11-28"))
    app = Host(lambda: ScoreScreen(made, result, date="2026-11-29"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.screen.record_path.name == f"{stem}.yaml"


@pytest.mark.parametrize(("language", "name"), [("es", "Español (es)"), ("pt", "Português (pt)")])
async def test_settings_show_the_language_the_app_is_in(speak, language, name, tmp_path, monkeypatch):
    """`spacealert --lang es` with English in the settings file: Settings shows the
    language the app speaks, not the saved one."""
    from spacealert_tui.settings import Settings
    from spacealert_tui.tui.screens.settings import SettingsScreen
    from tests.tui.conftest import Host
    monkeypatch.setenv("SPACEALERT_DATA_DIR", str(tmp_path))
    speak(language)
    app = Host(lambda: SettingsScreen(Settings(language="en"), path=tmp_path / "settings.json"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        row = app.screen.query_one("#set-language")
        assert row.value == language and name in str(row.render())


@pytest.mark.parametrize("language", LANGUAGES)
async def test_the_suggested_plan_is_taken_into_the_entry(speak, language, monkeypatch):
    """F4 in the entry, then t: the coach's plan is in the crew's boards (saved), no
    48 keys to retype it."""
    from spacealert_tui.record.draft import load_draft
    from spacealert_tui.tui.screens import suggest
    from tests.tui.test_suggest import finished
    monkeypatch.setattr(suggest, "ITERATIONS", 20)
    monkeypatch.setattr(suggest, "DRAWS", 2)
    speak(language)
    draft = named(four_crew())
    app = ScreenApp(lambda: EntryScreen(draft, TIMELINE))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("f4")
        await finished(pilot)
        screen = app.screen
        assert isinstance(screen, suggest.SuggestScreen)
        result = screen.result
        assert result is not None and result.verdict.wins
        await pilot.press("t")
        await settle(pilot)
        assert isinstance(app.screen, EntryScreen)
        taken = [[a.token for a in m.actions] for m in result.record.crew]
        assert draft.plans == taken
        assert load_draft(draft.path).plans == taken


@pytest.mark.parametrize("language", LANGUAGES)
async def test_no_surviving_plan_is_said_and_a_longer_search_offered(speak, language):
    """Every zone holds its six tiles and the Skirmishers come in turn 1: no plan the
    search finds brings the ship home. The screen says so and l searches twice as long."""
    from spacealert_tui.i18n import _
    from spacealert_tui.tui.screens.suggest import SuggestScreen
    from tests.tui.conftest import Host
    from tests.tui.test_suggest import finished
    speak(language)
    made, _result, _events = lost_to_skirmishers()
    app = Host(lambda: SuggestScreen(made, iterations=10, draws=2))
    async with app.run_test(size=(80, 24)) as pilot:
        await finished(pilot)
        screen = app.screen
        assert screen.result is not None and not screen.result.verdict.wins
        status = str(screen.query_one("#suggest-status", Static).content)
        assert status.startswith(_("No plan found that brings the ship home in {n} tries: l searches "
                                   "longer. The best found: {verdict}.").split("{n}")[0])
        await pilot.press("l")
        await finished(pilot)
        assert screen.iterations == 20 and screen.result is not None and screen.result.iterations == 20
