"""`TextTable` draws a one-line text cell exactly as Textual's DataTable does (the same
segments, with the same styles), only without Rich's general layout: checked cell by
cell on the logbook's own rows and on hand-made cells (every justification, ellipsis and
cropping, styles, empty text, the cursor's and zebra rows), with Textual's drawing as
the reference."""
from __future__ import annotations

from dataclasses import replace

import pytest
from rich.style import Style
from rich.text import Text
from textual.app import App, ComposeResult
from textual.coordinate import Coordinate
from textual.widgets import DataTable

from spacealert_tui.record.logbook import Logbook
from spacealert_tui.tui.screens.logbook import LogbookScreen
from spacealert_tui.tui.widgets.text_table import TextTable
from tests.tui.conftest import Host


def both_ways(table: TextTable, row: int, column: int, width: int, *, cursor: bool = False,
              hover: bool = False, base: Style | None = None) -> tuple[list, list | None]:
    """(Textual's lines, the quick lines) of one cell, each drawn afresh."""
    base = base if base is not None else table.rich_style
    table._cell_render_cache.clear()
    slow = DataTable._render_cell(table, row, column, base, width, cursor, hover)
    table._cell_render_cache.clear()
    quick = table._quick_cell(row, column, base, width, cursor, hover)
    return slow, quick


CELLS = [
    Text("2025-03-14"), Text("Ana, Bruno, Carla y Dani", overflow="ellipsis", no_wrap=True),
    Text("simulation-1", justify="left", no_wrap=True, overflow="ellipsis"),
    Text("12", justify="right", style="bold", no_wrap=True, overflow="ellipsis"),
    Text("lost: Nemesis", style="italic", justify="left", no_wrap=True, overflow="ellipsis"),
    Text("-", justify="right"), Text(""), Text("", style="bold", justify="left"),
    Text("trailing   ", justify="right"), Text("trailing   ", justify="left"),
    Text("wide ✓ cells ñ", style=Style(color="red"), overflow="crop"),
    Text("fold me please", overflow="fold"), Text("3/7", justify="right"), Text("", end=""),
]


class Cells(App[None]):
    def compose(self) -> ComposeResult:
        yield TextTable(cursor_type="row", zebra_stripes=True)

    def on_mount(self) -> None:
        table = self.query_one(TextTable)
        for i in range(len(CELLS)):
            table.add_column(f"c{i}", key=f"c{i}")
        for r in range(3):
            table.add_row(*CELLS, key=str(r))


@pytest.mark.parametrize("width", [2, 3, 4, 6, 10, 16, 30])
async def test_hand_made_cells_are_drawn_as_textual_draws_them(width):
    app = Cells()
    async with app.run_test(size=(120, 20)) as pilot:
        await pilot.pause()
        table = app.query_one(TextTable)
        for row in range(3):
            for column in range(len(CELLS)):
                for cursor, hover in ((False, False), (True, False), (False, True)):
                    slow, quick = both_ways(table, row, column, width, cursor=cursor, hover=hover)
                    if quick is not None:
                        assert quick == slow, (CELLS[column], width, cursor)
        # one line of text wider than its padding is always drawn the quick way
        assert both_ways(table, 0, 3, 10)[1] is not None


async def test_cells_with_markup_or_lines_are_left_to_textual():
    app = Cells()
    async with app.run_test(size=(120, 20)) as pilot:
        await pilot.pause()
        table = app.query_one(TextTable)
        table.add_row(Text.from_markup("[b]two[/b] styles"), Text("a\nb"), "tab\there", *CELLS[3:], key="odd")
        row = table.get_row_index("odd")
        for column in range(3):
            assert both_ways(table, row, column, 12)[1] is None
        await pilot.pause()           # drawn by Textual without a fault


@pytest.mark.usefixtures("home_data_dir")
@pytest.mark.parametrize("size", [(80, 24), (120, 40), (160, 40)])
async def test_the_logbooks_cells_are_drawn_as_textual_draws_them(data_dir, first_flight, lost_in_blue, size):
    with Logbook.open() as book, book.transaction():
        for i in range(30):
            record, result = first_flight if i % 3 else lost_in_blue
            if i % 4 == 0:
                record = replace(record, crew=record.crew[:2])
            book.add_mission(record, result, date=f"2025-{1 + i % 12:02d}-{1 + i % 28:02d}")
    app = Host(LogbookScreen)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        quick = 0
        for table in app.screen.query(TextTable):
            widths = [column.get_render_width(table) for column in table.ordered_columns]
            for row in range(table.row_count):
                base = table.rich_style if row % 2 else table.rich_style + Style(bgcolor="grey15")
                for column, width in enumerate(widths):
                    slow, fast = both_ways(table, row, column, width, cursor=row == 0, base=base)
                    cell = table._get_row_renderables(row).cells[column]
                    if not (cell.plain or cell.end):          # Textual's own empty cell: Textual's way
                        continue
                    assert fast is not None, (table.id, row, column, cell)
                    assert fast == slow, (row, column)
                    quick += 1
        assert quick > 200


async def test_the_logbooks_lines_are_drawn_as_textual_draws_them(data_dir, first_flight, lost_in_blue):
    """Whole lines (the header, every row, under the cursor, under the mouse, zebra
    stripes, the filler to the right edge): the quick row as Textual's."""
    with Logbook.open() as book, book.transaction():
        for i in range(12):
            record, result = first_flight if i % 3 else lost_in_blue
            book.add_mission(record, result, date=f"2025-{1 + i % 12:02d}-{1 + i % 28:02d}")
    app = Host(LogbookScreen)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        lines = 0
        for table in app.screen.query(TextTable):
            keys = [table._header_row_key, *(table._row_locations.get_key(r) for r in range(table.row_count))]
            for cursor, hover in ((Coordinate(0, 0), Coordinate(0, 0)), (Coordinate(2, 1), Coordinate(3, 0)),
                                  (Coordinate(-1, 0), Coordinate(1, 2))):
                for key in keys:
                    for base in (table.rich_style, table.rich_style + Style(bgcolor="grey15")):
                        table._row_render_cache.clear()
                        table._cell_render_cache.clear()
                        slow = DataTable._render_line_in_row(table, key, 0, base, cursor, hover)
                        table._row_render_cache.clear()
                        table._cell_render_cache.clear()
                        table._drawing = table._settings()
                        try:
                            fast = table._quick_row(table._drawing, key, 0, base, cursor, hover)
                        finally:
                            table._drawing = None
                        assert fast == slow, (table.id, key, cursor, hover)
                        lines += 1
        assert lines > 80


class Both(App[None]):
    """The same rows in a TextTable and in Textual's DataTable."""

    def compose(self) -> ComposeResult:
        yield TextTable(id="quick")
        yield DataTable(id="textual")

    def on_mount(self) -> None:
        for table in self.query(DataTable):
            for i in range(len(CELLS)):
                table.add_column(f"c{i}", key=f"c{i}")
            table.add_column("mixed", key="mixed")
            for r in range(3):
                table.add_row(*CELLS, Text("x" * (5 + r)), key=str(r))
            table.add_row(*CELLS[:4], "plain [b]markup[/b]", key="strings")
            table.add_row(*CELLS[:2], Text("two\nlines ✓✓✓✓✓✓✓✓✓✓"), key="tall", height=None)
            table.add_row(*CELLS[:3], label="label", key="labelled")


async def test_columns_are_as_wide_as_textual_makes_them():
    app = Both()
    async with app.run_test(size=(200, 30)) as pilot:
        await pilot.pause()
        quick, textual = app.query_one("#quick", TextTable), app.query_one("#textual", DataTable)
        assert [c.content_width for c in quick.ordered_columns] == [c.content_width for c in textual.ordered_columns]
        assert [r.height for r in quick.rows.values()] == [r.height for r in textual.rows.values()]
        assert quick.virtual_size == textual.virtual_size
        assert quick._row_label_column_width == textual._row_label_column_width


async def test_a_changed_textual_table_is_drawn_the_slow_way_and_said(monkeypatch, caplog):
    """If Textual's table no longer has what the quick drawing uses, every cell is drawn
    by Textual (the same picture), and the log says so once."""
    def changed(*args, **kwargs):
        raise AttributeError("'TextTable' object has no attribute '_row_locations'")

    monkeypatch.setattr(TextTable, "_quick_cell", changed)
    monkeypatch.setattr(TextTable, "_quick", True)
    app = Cells()
    async with app.run_test(size=(120, 20)) as pilot:
        await pilot.pause()
        table = app.query_one(TextTable)
        assert TextTable._quick is False
        line = table.render_line(1)
        assert "2025-03-14" in line.text
    assert "slow way" in caplog.text
