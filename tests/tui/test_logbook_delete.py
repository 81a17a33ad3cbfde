"""The logbook screen: practice missions marked, a mission deleted once confirmed."""
from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import DataTable, Static

from spacealert_tui.record import load_record
from spacealert_tui.record.logbook import Logbook
from spacealert_tui.rules import resolve
from spacealert_tui.tui.dialogs.confirm import ConfirmScreen
from spacealert_tui.tui.screens.logbook import LogbookScreen
from tests.tui import conftest

EXAMPLES = Path(__file__).resolve().parents[2] / "missions" / "examples"
pytestmark = pytest.mark.usefixtures("home_data_dir")


def fill() -> list[int]:
    """Three missions: table, practice, table (latest last)."""
    record = load_record(EXAMPLES / "01-first-flight.yaml")
    result = resolve(record).result
    with Logbook.open() as book:
        return [book.add_mission(record, result, date=f"2025-01-0{i + 1}", practice=i == 1)
                for i in range(3)]


def cells(screen, table: str) -> list[list[str]]:
    grid = screen.query_one(table, DataTable)
    return [[str(c) for c in grid.get_row_at(i)] for i in range(grid.row_count)]


async def test_practice_is_marked_in_the_missions_detail_and_best_scores():
    ids = fill()
    app = conftest.Host(LogbookScreen)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        crews = [row[1] for row in cells(screen, "#logbook-table")]
        assert [c.startswith("practice · ") for c in crews] == [False, True, False]
        await pilot.press("down")
        await pilot.pause()
        detail = str(screen.query_one("#logbook-detail", Static).content)
        assert f"#{ids[1]}" in detail and "practice mission" in detail
        best = cells(screen, "#logbook-best")
        assert len(best) == 2                       # the table's and practice's apart
        assert not best[0][4].startswith("practice") and best[1][4].startswith("practice · ")


async def test_a_mission_is_deleted_only_once_confirmed():
    ids = fill()
    app = conftest.Host(LogbookScreen)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        await pilot.press("down")                   # the practice mission
        await pilot.press("d")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        assert f"#{ids[1]}" in app.screen.question
        await pilot.press("n")
        await pilot.pause()
        assert app.screen is screen and len(cells(screen, "#logbook-table")) == 3
        await pilot.press("d")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert app.screen is screen
        assert [row[0] for row in cells(screen, "#logbook-table")] == ["2025-01-03", "2025-01-01"]
        assert "2 missions" in str(screen.query_one("#logbook-crew", Static).content)
    with Logbook.open() as book:
        assert [m.id for m in book.missions()] == [ids[2], ids[0]]
