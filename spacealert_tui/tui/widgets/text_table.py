"""A DataTable whose one-line text cells are drawn without Rich's general layout.

Textual's DataTable draws every cell through Rich's general machinery: the cell's Text
inside a Padding inside a Styled, laid out by `Console.render_lines` twice over (split
into lines, cropped, padded). For a cell that is one line of plain styled text (the
logbook's, all of them) that machinery is three quarters of the cost of drawing the
table, and drawing its first screenful of cells was the biggest part of opening the
logbook. `TextTable` shapes such a cell's text with Rich's own `Text.wrap` (the same
justification, ellipsis and cropping) and builds the few segments the machinery would
have produced: the same segments, with the same styles, in Textual's own cache
(`tests/tui/test_text_table.py` compares the two, cell by cell). Any other cell (the
header, row labels, markup spans, several lines, tabs, a cell narrower than its padding)
is drawn by Textual as before, and so is every cell if Textual's table ever changes
under it (logged once).
"""
from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from functools import lru_cache
from typing import Any, NamedTuple, TypeVar

from rich.cells import cell_len
from rich.console import Console, JustifyMethod, OverflowMethod
from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual.color import Color
from textual.coordinate import Coordinate
from textual.geometry import Region
from textual.strip import Strip
from textual.widgets import DataTable
from textual.widgets.data_table import Column, CursorType, RowKey

log = logging.getLogger(__name__)
_T = TypeVar("_T")

#: how Rich lays out a cell's text when neither the Text nor the console says
_JUSTIFY: JustifyMethod = "default"
_OVERFLOW: OverflowMethod = "fold"
_SHAPED = ("default", "left", "right")       # justifications whose shaping is one line as is


@lru_cache(maxsize=4096)
def _shaped(console: Console, plain: str, justify: JustifyMethod, overflow: OverflowMethod,
            width: int) -> str | None:
    """One line of `plain` laid out in `width` cells by Rich itself (justified, cut with
    an ellipsis...): the same text whatever its style, so the many equal cells of a table
    (scores, difficulties, crews) are shaped once."""
    shaped = Text(plain, justify=justify, overflow=overflow, no_wrap=True).wrap(
        console, width, justify=justify, overflow=overflow, no_wrap=True)
    return shaped[0].plain if len(shaped) == 1 and not shaped[0]._spans else None


def _quickly(what: str, draw: Callable[[], _T | None]) -> _T | None:
    """`draw()`, or None when Textual's table no longer has what it uses: then every
    table draws the slow way, Textual's, from now on (said once in the log)."""
    try:
        return draw()
    except (AttributeError, TypeError) as exc:      # Textual changed under it
        TextTable._quick = False
        log.warning("TextTable: drawing %s the slow way from now on (%s)", what, exc)
        return None


class _Drawing(NamedTuple):
    """What a table's cells are drawn with, worked out once while its lines are drawn
    rather than once a line or a cell: Textual walks the ancestors for the style, builds
    the list of columns, and reads each setting through its reactive descriptor (a tenth
    of drawing the logbook's cells); nothing changes them while a table draws."""

    style: Style
    colors: tuple[Color, Color]
    columns: list[Column]
    padding: int
    fixed_rows: int
    fixed_columns: int
    show_cursor: bool
    css_foreground: bool
    css_background: bool
    console: Console


class TextTable(DataTable[Any]):
    """`DataTable` drawing one-line `Text` cells quickly (same output as Textual's)."""

    _quick = True          # class-wide: off once Textual's table no longer has what this uses
    _drawing: _Drawing | None = None      # while its lines are drawn

    @property
    def rich_style(self) -> Style:
        return self._drawing.style if self._drawing is not None else super().rich_style

    @property
    def background_colors(self) -> tuple[Color, Color]:
        return self._drawing.colors if self._drawing is not None else super().background_colors

    @property
    def ordered_columns(self) -> list[Column]:
        return self._drawing.columns if self._drawing is not None else super().ordered_columns

    def _settings(self) -> _Drawing:
        return _Drawing(self.rich_style, self.background_colors, self.ordered_columns, self.cell_padding,
                        self.fixed_rows, self.fixed_columns, self.show_cursor,
                        self.cursor_foreground_priority == "css", self.cursor_background_priority == "css",
                        self.app.console)

    def render_lines(self, crop: Region) -> list[Strip]:
        self._drawing = None
        self._drawing = self._settings()
        try:
            return super().render_lines(crop)
        finally:
            self._drawing = None

    def _render_cell(self, row_index: int, column_index: int, base_style: Style, width: int,
                     cursor: bool = False, hover: bool = False) -> list[list[Segment]]:
        if self._quick and row_index >= 0 and column_index >= 0:
            lines = _quickly("cells", lambda: self._quick_cell(row_index, column_index, base_style, width,
                                                             cursor, hover))
            if lines is not None:
                return lines
        return super()._render_cell(row_index, column_index, base_style, width, cursor, hover)

    def _render_line_in_row(self, row_key: RowKey, line_no: int, base_style: Style,
                            cursor_location: Coordinate, hover_location: Coordinate) -> tuple[Any, Any]:
        """A row's line as `DataTable._render_line_in_row` makes it, for a row cursor
        and no fixed columns or row labels (the logbook's tables): the columns' widths
        and the cursor's rows worked out once a line rather than once a cell. Any other
        table is drawn by Textual."""
        drawing = self._drawing
        if self._quick and drawing is not None:
            row = _quickly("rows", lambda: self._quick_row(drawing, row_key, line_no, base_style,
                                                         cursor_location, hover_location))
            if row is not None:
                return row
        return super()._render_line_in_row(row_key, line_no, base_style, cursor_location, hover_location)

    def _quick_row(self, drawing: _Drawing, row_key: RowKey, line_no: int, base_style: Style,
                   cursor_location: Coordinate, hover_location: Coordinate) -> tuple[Any, Any] | None:
        if (drawing.fixed_columns or self.cursor_type != "row"
                or (self._labelled_row_exists and self.show_row_labels)):
            return None
        row_cursor: CursorType = "row"
        cache_key = (row_key, line_no, base_style, cursor_location, hover_location, row_cursor,
                     drawing.show_cursor, self._show_hover_cursor, self._update_count, self._pseudo_class_state)
        cache = self._row_render_cache
        if cache_key in cache:
            return cache[cache_key]
        found = self._row_locations.get(row_key)
        row_index = -1 if found is None else found
        row_style = self._get_row_style(row_index, base_style)
        cursor = cursor_location.row == row_index            # Textual's `_should_highlight`, row cursor
        hover = hover_location.row == row_index
        render_cell = self._render_cell
        pad = 2 * drawing.padding
        table_width = self._row_label_column_width
        scrollable_row: list[list[Segment]] = []
        for column_index, column in enumerate(drawing.columns):
            width = pad + (column.content_width if column.auto_width else column.width)
            table_width += width
            scrollable_row.append(render_cell(row_index, column_index, row_style, width,
                                              cursor=cursor, hover=hover)[line_no])
        # the styling carried out to the right edge, as Textual does for a row cursor
        extend_style, _ = self._get_styles_to_render_cell(
            row_index == -1, False, False, hover_location.row == (row_index or 0), cursor,
            drawing.show_cursor, self._show_hover_cursor, False, False)
        extend_style = row_style + extend_style
        extend_style += Style.from_meta({"row": row_index, "column": 0, "out_of_bounds": True})
        scrollable_row.append([Segment(" " * max(0, self.size.width - table_width), extend_style)])
        row_pair: tuple[list[list[Segment]], list[list[Segment]]] = ([], scrollable_row)
        cache[cache_key] = row_pair
        return row_pair

    def _update_dimensions(self, new_rows: Iterable[RowKey]) -> None:
        """New rows' widths: a one-line Text cell's measured as Rich measures it (the
        longest line's cells), without asking the console for its options each time (half
        the cost of measuring); other rows (labelled, of several lines) by Textual."""
        if not self._quick:
            super()._update_dimensions(new_rows)
            return
        rest: list[RowKey] = []
        columns = self.ordered_columns
        for row_key in new_rows:
            row_index = self._row_locations.get(row_key)
            row = self.rows.get(row_key)
            if row_index is None or row is None:
                continue            # removed meanwhile, as Textual skips it
            if row.label is not None or row.auto_height:     # before its cells are read and kept
                rest.append(row_key)
                continue
            texts = [cell for cell in self._get_row_renderables(row_index).cells if type(cell) is Text]
            if len(texts) != len(columns):
                rest.append(row_key)
                continue
            for column, text in zip(columns, texts):
                width = max((cell_len(line) for line in text.plain.splitlines()), default=0)
                column.content_width = max(column.content_width, width)
        super()._update_dimensions(rest)

    def _quick_cell(self, row_index: int, column_index: int, base_style: Style, width: int,
                    cursor: bool, hover: bool) -> list[list[Segment]] | None:
        """The cell's lines as `DataTable._render_cell` makes them, kept in its cache;
        None when the cell is not one line of text."""
        row_key = self._row_locations.get_key(row_index)
        column_key = self._column_locations.get_key(column_index)
        if row_key is None or column_key is None:
            return None
        key = (row_key, column_key, base_style, cursor, hover, self._show_hover_cursor,
               self._update_count, self._pseudo_class_state)
        cache = self._cell_render_cache
        if key in cache:
            return cache[key]
        if self.rows[row_key].height != 1:
            return None
        cell = self._get_row_renderables(row_index).cells[column_index]
        drawing = self._drawing if self._drawing is not None else self._settings()
        pad = drawing.padding
        inner = width - 2 * pad
        if (type(cell) is not Text or cell._spans or inner < 1 or cell.no_wrap is False
                or cell.end not in ("\n", "") or "\n" in cell.plain or "\t" in cell.plain
                or not (cell.plain or cell.end)):      # Textual's empty cell: Rich adds an empty segment
            return None
        justify: JustifyMethod | None = cell.justify
        overflow: OverflowMethod | None = cell.overflow
        if justify is None or overflow is None:
            options = self.app.console_options
            justify = justify or options.justify or _JUSTIFY
            overflow = overflow or options.overflow or _OVERFLOW
        if justify not in _SHAPED or overflow == "ignore":
            return None
        console = drawing.console
        text = _shaped(console, cell.plain, justify, overflow, inner)
        if text is None:
            return None
        used = cell_len(text)
        if used > inner:
            return None
        fixed = row_index < drawing.fixed_rows or column_index < drawing.fixed_columns
        component_style, post_style = self._get_styles_to_render_cell(
            False, False, fixed, hover, cursor, drawing.show_cursor, self._show_hover_cursor,
            drawing.css_foreground, drawing.css_background)
        pre_style = base_style + Style.from_meta({"row": row_index, "column": column_index}) + component_style

        def styled(style: Style | None) -> Style | None:
            """A segment's style as `Segment.apply_style` makes it (pre, own, post): the
            fillers share one, worked out once."""
            if pre_style:
                style = pre_style + style
            if post_style:
                style = style + post_style if style else post_style
            return style

        blank = styled(console.get_style("none"))     # Padding's and the line's filler
        segments = [Segment(" " * pad, blank)] if pad else []
        if text:
            segments.append(Segment(text, styled(console.get_style(cell.style, default=Style.null())
                                                  if cell.style else None)))
        if used < inner:
            segments.append(Segment(" " * (inner - used), blank))
        if pad:
            segments.append(Segment(" " * pad, blank))
        lines = [segments]
        cache[key] = lines
        return lines
