"""The logbook screen: the table, the highlighted mission, best scores, crews, CSV, replay."""
from __future__ import annotations

import csv
from dataclasses import replace
from pathlib import Path

import pytest
from textual.widgets import DataTable, Input, Static

from spacealert_tui.record import load_record
from spacealert_tui.record.logbook import Logbook
from spacealert_tui.rules import resolve
from spacealert_tui.tui.screens.logbook import LogbookScreen
from spacealert_tui.tui.widgets.logbook_rows import soundtrack_label
from tests.tui import conftest

EXAMPLES = Path(__file__).resolve().parents[2] / "missions" / "examples"
pytestmark = pytest.mark.usefixtures("home_data_dir")


class Host(conftest.Host):
    """Also keeps what `enter` / `m` ask the app to open."""

    def on_logbook_screen_open(self, message: LogbookScreen.Open) -> None:
        """What `enter` / `m` ask the app to open: an id, or (marked, other)."""
        self.results.append(message.ids[0] if len(message.ids) == 1 else message.ids)


@pytest.fixture(scope="module")
def pairs():
    out = []
    for name in ("01-first-flight", "04-lost-in-blue", "02-intruders-aboard"):
        record = load_record(EXAMPLES / f"{name}.yaml")
        out.append((record, resolve(record).result))
    return out


def fill(pairs, n: int = 6, path: Path | None = None) -> None:
    """n missions, one a day from 2025-01-01; every third by "The Jumpers" (the same four)
    and the others by a crew of two."""
    with Logbook.open(path) as book, book.transaction():
        for i in range(n):
            record, result = pairs[i % len(pairs)]
            if i % 3:
                record = replace(record, crew=record.crew[:2])
            book.add_mission(record, result, date=f"2025-01-{1 + i % 28:02d}",
                             crew_name="The Jumpers" if i % 3 == 0 else None,
                             record_path=Path.home() / "data" / "records" / f"m{i}.yaml")


def cell_texts(table: DataTable, row: int) -> list[str]:
    return [str(cell) for cell in table.get_row_at(row)]


async def test_an_empty_logbook_says_so(data_dir):
    app = Host(LogbookScreen)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert screen.query_one("#logbook-table", DataTable).row_count == 0
        assert "The logbook is empty" in str(screen.query_one("#logbook-detail", Static).content)
        assert "0 missions" in str(screen.query_one("#logbook-crew", Static).content)
        assert screen.check_action("open", ()) is None
        await pilot.press("enter")
        await pilot.pause()
        assert app.results == []
        await pilot.press("escape")
        await pilot.pause()
        assert app.results == [None]


async def test_the_table_is_the_logbook_page_latest_first(data_dir, pairs):
    fill(pairs)
    app = Host(LogbookScreen)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        table = screen.query_one("#logbook-table", DataTable)
        assert table.row_count == 6
        # the 6th mission (i=5): intruders aboard by Ana and Bo, on 2025-01-06
        assert cell_texts(table, 0) == ["2025-01-06", "Ana, Bo", "simulation-3", "1/1",
                                        "0", "16", "-3", "0", "13"]
        # i=4: lost in blue
        assert cell_texts(table, 1)[:4] == ["2025-01-05", "Ana, Bo", "mission-2", "1/1"]
        assert cell_texts(table, 1)[4:] == ["-", "-", "-", "-", "lost: Frigate"]
        detail = str(screen.query_one("#logbook-detail", Static).content)
        assert detail.startswith("#6 · 2025-01-06 · Intruders aboard")
        assert "Record: ~/data/records/m5.yaml" in detail
        await pilot.press("down")
        detail = str(screen.query_one("#logbook-detail", Static).content)
        assert "MISSION LOST in turn 6: Frigate #1 (SE1-01)" in detail
        best = screen.query_one("#logbook-best", DataTable)
        assert [cell_texts(best, r)[:3] for r in range(best.row_count)] == [
            ["mission-2", "1/1", "-"], ["simulation-1", "1/-", "13"], ["simulation-3", "1/1", "13"]]
        await pilot.press("enter")
        await pilot.pause()
        assert app.results == [5]


async def test_crews_cycle_and_filter_everything(data_dir, pairs):
    fill(pairs)
    app = Host(LogbookScreen)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        table = screen.query_one("#logbook-table", DataTable)
        crew_line = screen.query_one("#logbook-crew", Static)
        assert "Crew: all crews · 6 missions" in str(crew_line.content)
        await pilot.press("c")
        first = str(crew_line.content)
        await pilot.press("c")
        second = str(crew_line.content)
        assert {first.split(" · ")[0], second.split(" · ")[0]} == {"Crew: The Jumpers", "Crew: Ana, Bo"}
        assert table.row_count == (2 if "Jumpers" in second else 4)
        await pilot.press("c")
        assert table.row_count == 6
        await pilot.press("C")
        assert str(crew_line.content) == second


async def test_export_csv_to_a_typed_path(data_dir, pairs, tmp_path):
    fill(pairs)
    out = tmp_path / "export" / "book.csv"
    app = Host(LogbookScreen)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        await pilot.press("e")
        export = screen.query_one("#logbook-export", Input)
        assert export.has_focus and export.value.startswith("~/spacealert-logbook-")
        assert screen.check_action("open", ()) is False
        export.value = str(out)
        await pilot.press("enter")
        await pilot.pause()
        assert not export.has_class("-shown")
        rows = list(csv.DictReader(out.open(encoding="utf-8", newline="")))
        assert [r["date"] for r in rows] == [f"2025-01-0{d}" for d in range(1, 7)]
        # escape closes the export line first, then leaves
        await pilot.press("e")
        await pilot.press("escape")
        assert not export.has_class("-shown") and app.results == []
        await pilot.press("escape")
        await pilot.pause()
        assert app.results == [None]


async def test_an_export_that_cannot_be_written_is_reported(data_dir, pairs, tmp_path):
    fill(pairs, 2)
    blocker = tmp_path / "file"
    blocker.write_text("x")
    app = Host(LogbookScreen)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.pause()
        await pilot.press("e")
        app.screen.query_one("#logbook-export", Input).value = str(blocker / "x.csv")
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen.query_one("#logbook-export", Input).has_class("-shown")
        assert any("Not exported" in (n.title or "") for n in app._notifications)


async def test_narrow_and_short_the_best_scores_take_turns(data_dir, pairs):
    fill(pairs)
    app = Host(LogbookScreen)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        best = screen.query_one("#logbook-best", DataTable)
        table = screen.query_one("#logbook-table", DataTable)
        assert not best.display and table.display
        await pilot.press("b")
        await pilot.pause()
        assert best.display and best.has_focus and not table.display
        await pilot.press("enter")            # opens the best mission of the first group
        await pilot.pause()
        assert app.results == []          # mission-2 has no win: nothing to open
        await pilot.press("down", "enter")
        await pilot.pause()
        assert app.results == [1]


async def test_a_corrupted_logbook_is_reported_and_moved_aside(data_dir):
    data_dir.mkdir(parents=True)
    (data_dir / "logbook.sqlite3").write_bytes(b"not sqlite" * 300)
    app = Host(LogbookScreen)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        problem = app.screen.query_one("#logbook-problem", Static)
        assert problem.has_class("-shown") and "moved to" in str(problem.content)
        assert app.screen.query_one("#logbook-table", DataTable).row_count == 0
    assert [p for p in data_dir.iterdir() if ".corrupt-" in p.name]


async def test_names_are_never_markup(data_dir, pairs):
    record, result = pairs[0]
    crew = tuple(replace(c, name=f"[bold]{c.name}[/]") for c in record.crew)
    with Logbook.open() as book:
        book.add_mission(replace(record, crew=crew, title="[red]x[/red]"), result,
                         crew_name="[b]Crew[/b]")
    app = Host(LogbookScreen)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        table = app.screen.query_one("#logbook-table", DataTable)
        assert cell_texts(table, 0)[1] == "[b]Crew[/b]"
        detail = str(app.screen.query_one("#logbook-detail", Static).content)
        assert "[red]x[/red]" in detail and "[bold]Ana[/] (captain)" in detail


def test_soundtrack_labels():
    assert soundtrack_label("base/mission-3") == "mission-3"
    assert soundtrack_label("new-frontier/mission-2") == "nf/mission-2"
    assert soundtrack_label(None) == "-"


# -- mark and compare ------------------------------------------------------------------------

def log_pair_and_another() -> None:
    """#1 First flight as written, #2 lost in blue, #3 First flight with Ana asleep in turns
    2-3 (the pair of tests/tui/test_compare.py): #1 and #3 are one mission, #2 is not."""
    from tests.tui.test_compare import LOST, pair

    a, b = pair()
    lost = load_record(LOST)
    with Logbook.open() as book:
        for i, record in enumerate((a, lost, b)):
            book.add_mission(record, resolve(record).result, date=f"2025-02-0{i + 1}")


def footer_keys(screen) -> dict[str, str]:
    """The keys the footer shows, with what they say."""
    return {key: active.binding.description for key, active in screen.active_bindings.items()
            if active.binding.show and active.enabled}


async def test_mark_one_mission_and_compare_it_with_another(data_dir):
    from spacealert_tui.tui.screens.compare import CompareScreen
    from tests.tui.conftest import make_app
    from tests.tui.test_compare import pair

    log_pair_and_another()
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("l")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, LogbookScreen)
        mark = screen.query_one("#logbook-mark", Static)
        assert footer_keys(screen)["m"] == "Mark" and str(mark.content).startswith("Compare two missions")
        await pilot.press("m")                     # #3, the latest, is marked
        assert mark.display and str(mark.content).startswith(
            "◆ Marked #3 · 2025-02-03 · Ana, Bo, Cy, Di · m on another")
        assert str(screen.query_one("#logbook-detail", Static).content).startswith(
            "◆ marked for comparison · #3")
        assert footer_keys(screen)["m"] == "Unmark"
        await pilot.press("down")
        assert footer_keys(screen)["m"] == "Compare"
        await pilot.press("c", "c")                # another crew and back: still marked
        assert screen.marked is not None and screen.marked.id == 3
        await pilot.press("down", "down", "m")     # #1: the same mission, another plan
        await pilot.pause()
        await pilot.pause()
        compare = app.screen
        assert isinstance(compare, CompareScreen) and compare.model is not None
        banner = str(compare.query_one("#compare-banner").render())
        assert "A #3 · 2025-02-03 · Ana, Bo, Cy, Di · Mission complete" in banner
        assert "B #1 · 2025-02-01 · Ana, Bo, Cy, Di · Mission complete" in banner
        assert "Diverge in turn 2" in banner
        assert compare.model.a.record == pair()[1]             # A is the marked one
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is screen and screen.marked is None     # back in the logbook
        await pilot.press("enter")                 # a replay opens over it too
        await pilot.pause()
        assert type(app.screen).__name__ == "BoardScreen"
        assert app.screen.record is not None and app.screen.played == "2025-02-01"   # #1: its score's date
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is screen


async def test_two_different_missions_are_opened_to_compare(data_dir):
    """Ruling RV3: any two missions can be compared (different ones side by side)."""
    log_pair_and_another()
    app = Host(LogbookScreen)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.pause()
        screen = app.screen
        await pilot.press("down", "m")             # #2, lost in blue
        await pilot.press("up", "m")               # #3, first flight: another mission, compared too
        await pilot.pause()
        assert app.results == [(2, 3)] and screen.marked is None
        assert not [n for n in app._notifications if n.title == "Cannot compare"]
        mark = screen.query_one("#logbook-mark", Static)        # back to saying how
        assert str(mark.content).startswith("Compare two missions")
        await pilot.press("m", "escape")           # esc unmarks first, then leaves
        assert screen.marked is None and app.results == [(2, 3)]
        await pilot.press("escape")
        await pilot.pause()
        assert app.results == [(2, 3), None]


async def test_two_missions_of_the_same_mission_are_opened_marked_first(data_dir):
    log_pair_and_another()
    app = Host(LogbookScreen)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("down", "down", "m", "up", "up", "m")
        await pilot.pause()
        assert app.results == [(1, 3)]


async def test_the_logbook_keys_are_in_the_command_palette(data_dir):
    from textual.command import CommandPalette

    log_pair_and_another()
    app = Host(LogbookScreen)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        await pilot.press("m", "down")
        await pilot.press("ctrl+p")
        await pilot.pause()
        assert isinstance(app.screen, CommandPalette)
        await pilot.press(*"compare")
        await conftest.palette_searched(pilot)
        await pilot.press("enter")
        await pilot.pause()
        await pilot.pause()
        assert app.results == [(3, 2)]             # #3 and #2: compared side by side (RV3)
        assert app.screen is screen and screen.marked is None


def test_columns_give_up_their_excess_in_turn_down_to_their_least() -> None:
    """The logbook's widths without a pilot: all natural when they fit; otherwise crew,
    soundtrack and total shrink, one cell each in turn, never below their least."""
    from spacealert_tui.tui.widgets.logbook_rows import COLUMNS, MIN_FLEX, column_widths

    natural = {key: 8 for __, key, ___ in COLUMNS} | {"crew": 20, "soundtrack": 20, "total": 12}
    room = sum(natural.values()) + 2 * len(COLUMNS)
    assert set(column_widths(natural, room, 1).values()) == {None}
    widths = column_widths(natural, room - 6, 1)
    assert (widths["crew"], widths["soundtrack"], widths["total"]) == (18, 18, 10)
    squeezed = column_widths(natural, 10, 1)
    assert all(squeezed[key] == MIN_FLEX[key] for key in MIN_FLEX)
