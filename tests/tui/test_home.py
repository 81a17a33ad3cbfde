"""The home screen as a crew meets it: every entry in sight, at every size."""
from __future__ import annotations

import pytest

from spacealert_tui.record.draft import MissionDraft
from spacealert_tui.tui.widgets.menu import Menu
from tests.tui.conftest import make_app

SIZES = [(80, 24), (100, 30), (120, 40)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("unfinished", [False, True], ids=["fresh", "with-continue"])
async def test_every_home_entry_shows_without_scrolling(size, unfinished):
    if unfinished:
        draft = MissionDraft.new()
        draft.crew = []
        draft.save()
    app = make_app()
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        menu = app.screen.query_one("#home-menu", Menu)
        labels = [str(o.prompt).strip("▶ ") for o in menu.options]
        assert "Settings" in labels and "Quit" in labels
        assert ("Continue an unfinished mission" in labels) == unfinished
        assert menu.max_scroll_y == 0
        assert menu.region.height == len(labels)
        screen = app.screen.region
        assert screen.contains_region(menu.region)
        keys = app.screen.query_one("#home-keys")
        assert keys.region.height == 1 and screen.contains_region(keys.region)
        # the footer is below the box, not over it
        assert menu.region.bottom <= app.screen.query_one("Footer").region.y


# -- unfinished missions ------------------------------------------------------------------------

def _saved(draft: MissionDraft, stamp: float) -> MissionDraft:
    import os

    draft.save()
    os.utime(draft.path, (stamp, stamp))
    return draft


def _table_draft_at_entry(cards: int) -> MissionDraft:
    from spacealert_tui.record.crew import reshape_crew

    draft = MissionDraft.new(deck_seed=7, stage="entry", soundtrack="base/mission-3")
    reshape_crew(draft, 4, False)
    for i, name in enumerate(("Ana", "Bo", "Cy", "Di")):
        draft.crew[i].name = name
    for n in range(cards):
        draft.plans[n // 12][n % 12] = "a"
    return draft


def _practice_draft(stage: str = "action") -> MissionDraft:
    from spacealert_tui.record.practice import new_solo_draft

    draft = new_solo_draft(seed=11, stage=stage)
    draft.id += "p"
    return draft


def _rows(screen) -> list[list[str]]:
    from textual.widgets import DataTable

    table = screen.query_one("#unfinished-table", DataTable)
    return [[str(cell) for cell in table.get_row_at(i)] for i in range(table.row_count)]


async def test_opening_a_set_up_and_leaving_it_leaves_no_draft():
    from spacealert_tui.record.draft import unfinished_drafts
    from spacealert_tui.tui.screens.setup import SetupScreen

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        for key in ("1", "p"):                 # solo practice, then a table mission
            await pilot.press(key)
            await pilot.pause()
            assert isinstance(app.screen, SetupScreen)
            await pilot.press("down", "down")  # moving around is not typing
            await pilot.press("escape")
            await pilot.pause()
        await pilot.press("a")                 # the campaign's first set-up
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        await pilot.press("escape")
        await pilot.pause()
    assert unfinished_drafts() == []


async def test_two_unfinished_missions_listed_and_the_table_one_continued():
    from spacealert_tui.tui.screens.entry import EntryScreen
    from spacealert_tui.tui.screens.unfinished import UnfinishedScreen

    table = _saved(_table_draft_at_entry(30), 1_700_000_000)
    _saved(_practice_draft(), 1_700_000_600)             # played later: listed first
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, UnfinishedScreen)
        rows = _rows(app.screen)
        assert [r[1] for r in rows] == ["practice", "table"]
        assert rows[0][2] == "solo, 4 androids" and rows[0][4] == "action round"
        assert rows[1][2] == "Ana, Bo, Cy, Di" and rows[1][3] == "mission-3"
        assert rows[1][4] == "entry 30 of 48 cards"
        await pilot.press("down", "enter")
        await pilot.pause()
        assert isinstance(app.screen, EntryScreen)
        assert app.screen.draft.id == table.id
        assert [s.name for s in app.screen.draft.crew] == ["Ana", "Bo", "Cy", "Di"]


async def test_a_mission_is_discarded_only_once_confirmed():
    from spacealert_tui.record.draft import unfinished_drafts
    from spacealert_tui.tui.dialogs.confirm import ConfirmScreen
    from spacealert_tui.tui.screens.unfinished import UnfinishedScreen

    table = _saved(_table_draft_at_entry(48), 1_700_000_000)
    practice = _saved(_practice_draft(), 1_700_000_600)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        await pilot.pause()
        await pilot.press("d")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        assert "practice mission" in str(app.screen.question)
        await pilot.press("n")                 # keep it
        await pilot.pause()
        assert isinstance(app.screen, UnfinishedScreen) and len(_rows(app.screen)) == 2
        await pilot.press("d")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert [r[1] for r in _rows(app.screen)] == ["table"]
        assert not practice.path.exists()
        await pilot.press("escape")
        await pilot.pause()
        assert "Continue an unfinished mission" in [str(o.prompt).strip("▶ ") for o in
                                                     app.screen.query_one("#home-menu", Menu).options]
    assert [d.id for d in unfinished_drafts()] == [table.id]


# -- the crew remembered ---------------------------------------------------------------------------

async def _type_name(pilot, i: int, name: str) -> None:
    from textual.widgets import Input

    field = pilot.app.screen.query_one(f"#name-{i}", Input)
    field.focus()
    await pilot.pause()
    field.value = ""
    await pilot.press(*name)


async def test_q_is_typed_into_a_name_and_the_crew_is_remembered_next_time(speak):
    from spacealert_tui.settings import Settings
    from spacealert_tui.tui.screens.setup import SetupScreen
    from spacealert_tui.tui.widgets.choice import Choice

    speak("es")                                           # as `spacealert` does from Settings
    app = make_app(settings=Settings(language="es"))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("p")
        await pilot.pause()
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        assert setup.draft.language == "es"                  # the language the app speaks
        assert setup.query_one("#language", Choice).value == "es"
        for i, name in enumerate(("Quique", "Bo", "Cy")):
            await _type_name(pilot, i, name.lower())         # q, and every other letter
        assert isinstance(app.screen, SetupScreen)           # q did not quit nor leave
        assert [s.name for s in setup.draft.crew][:3] == ["quique", "bo", "cy"]
        setup.query_one("#color-1", Choice).focus()
        await pilot.press("right")                           # Bo: yellow → purple (green, blue taken)
        await pilot.pause()
        setup.query_one("#role-security", Choice).focus()
        await pilot.press("right")                           # security: Cy → Di (Player 4)
        await pilot.pause()
        crew = [(s.name, s.color, s.roles) for s in setup.draft.crew]
        await pilot.press("f10")
        await pilot.pause()
        assert not isinstance(app.screen, SetupScreen)
    speak("pt")
    again = make_app(settings=Settings(language="pt"))
    async with again.run_test(size=(100, 30)) as pilot:
        await pilot.press("p")
        await pilot.pause()
        setup = again.screen
        assert [(s.name, s.color, s.roles) for s in setup.draft.crew] == crew
        assert setup.draft.language == "pt"
        assert setup.query_one("#name-0").value == "quique"
        # fewer players: the roles stay with the crew that is left, one holder each
        setup.query_one("#players", Choice).focus()
        await pilot.press("left")                            # 4 → 3 players (+1 android)
        await pilot.pause()
        roles = {r: [s.name for s in setup.draft.crew if r in s.roles]
                 for r in ("captain", "communications", "security")}
        assert roles == {"captain": ["quique"], "communications": ["bo"], "security": ["cy"]}
        await pilot.press("right", "right")                  # 5 players: the first free "Player n"
        await pilot.pause()
        # Player 4 as the Spanish set-up named them; the new one in Portuguese
        assert [s.name for s in setup.draft.crew] == ["quique", "bo", "cy", "Jugador 4", "Jogador 1"]
        assert all(len(s.roles) <= 1 for s in setup.draft.crew)


def test_roles_are_re_dealt_when_the_crew_grows_or_shrinks():
    from spacealert_tui.record.crew import crew_problems, reshape_crew

    draft = MissionDraft.new()
    reshape_crew(draft, 2, False)
    holders = {r: [s.name for s in draft.crew if r in s.roles]
               for r in ("captain", "communications", "security")}
    assert holders == {"captain": ["Player 1"], "communications": ["Player 2"],
                       "security": ["Player 1"]}
    reshape_crew(draft, 3, False)                           # the new player takes security
    assert [(s.name, s.roles) for s in draft.crew if not s.android] == [
        ("Player 1", ["captain"]), ("Player 2", ["communications"]), ("Player 3", ["security"])]
    reshape_crew(draft, 1, False)                           # solo: the androids hold them
    assert crew_problems(draft.crew) == []
    assert [len(s.roles) for s in draft.crew] == [1, 1, 1, 0]
    reshape_crew(draft, 4, True)
    assert crew_problems(draft.crew) == []
    assert sorted(len(s.roles) for s in draft.crew if not s.android) == [0, 1, 1, 1]


def test_a_broken_remembered_crew_is_not_offered(data_dir):
    from spacealert_tui.record.draft import CrewSeat
    from spacealert_tui.record.last_crew import crew_path, load_last_crew, save_last_crew

    assert load_last_crew() == []
    save_last_crew([CrewSeat("Ana", "red", ["captain"]), CrewSeat("Bo", "blue")])
    assert [s.name for s in load_last_crew()] == ["Ana", "Bo"]
    crew_path().write_text('{"format": "spacealert-crew/1", "crew": [{"name": "Ana", '
                           '"color": "mauve"}, {"name": "Bo", "color": "red"}, "x"]}')
    assert [(s.name, s.color) for s in load_last_crew()] == [("Bo", "red")]
    crew_path().write_text("not json")
    assert load_last_crew() == []
