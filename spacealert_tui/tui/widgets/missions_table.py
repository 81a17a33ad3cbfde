"""The logbook's missions, latest first, read a page at a time.

A page is what the table shows: more are read as the cursor comes within a page of the
last row read or the table is scrolled to its bottom (↓, PgDn, the mouse wheel); End
reads the logbook's last page (the oldest mission) and PgUp from there the pages above.
Columns are shortened with an ellipsis (crew, soundtrack, total) rather than scrolled
sideways. How a page is read (the logbook, a campaign's places, a failure reported) is
the screen's business: it hands the table `read(offset, limit)`.
"""
from __future__ import annotations

from collections.abc import Callable

from rich.text import Text

from spacealert_tui.record.campaign_places import CampaignPlace
from spacealert_tui.record.logbook import Mission
from spacealert_tui.tui.widgets.logbook_rows import (COLUMNS, MIN_PAGE, NUMBERS, cells_of, column_label,
                                                    column_widths, row_of)
from spacealert_tui.tui.widgets.text_table import TextTable

#: `limit` missions from `offset` (None: to the end), and the campaign places of theirs
ReadPage = Callable[[int, "int | None"], "tuple[list[Mission], dict[int, CampaignPlace]]"]


def _no_page(offset: int, limit: int | None) -> tuple[list[Mission], dict[int, CampaignPlace]]:
    return [], {}


class MissionsTable(TextTable):
    """`shown`: the missions read, the logbook's from `first` on (those above unread);
    `total`: how many the crew has."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, cursor_type="row", zebra_stripes=True)
        self.shown: list[Mission] = []
        self.first = 0
        self.total = 0
        self.places: dict[int, CampaignPlace] = {}   # mission id → its place in a campaign (§6.3)
        self.bracketed = False          # some mission of the crew is a campaign's: dates make room
        self.natural: dict[str, int] = {}
        self.widths: dict[str, int | None] = {}
        self.reading = False            # pages being read: the table's own scrolling is not the crew's
        self.read: ReadPage = _no_page

    def page_rows(self) -> int:
        """How many missions a page reads: the lines the table has, or before the layout
        the terminal's (the table never shows more rows than that)."""
        return max(MIN_PAGE, self.scrollable_content_region.height or self.app.size.height)

    def _read(self, offset: int, limit: int | None) -> list[Mission]:
        page, places = self.read(offset, limit)
        self.places.update(places)
        return page

    def start(self, read: ReadPage, total: int, bracketed: bool) -> None:
        """The first page of a crew's missions (`total` of them)."""
        self.read, self.total, self.bracketed = read, total, bracketed
        self.places = {}
        self.first = 0
        self.shown = self._read(0, self.page_rows())
        self.natural = {key: len(column_label(label)) for label, key, __ in COLUMNS}
        for m in self.shown:
            for key, cell in cells_of(m, self.places.get(m.id), self.bracketed).items():
                self.natural[key] = max(self.natural[key], len(cell))

    def highlighted(self) -> Mission | None:
        row = self.cursor_row
        return self.shown[row] if 0 <= row < len(self.shown) else None

    def _add_rows(self, missions: list[Mission]) -> None:
        for m in missions:
            self.add_row(*row_of(m, self.places.get(m.id), self.bracketed, self.widths), key=str(m.id))

    def load_more(self) -> None:
        """The next page of missions under the last row; nothing at the logbook's end."""
        end = self.first + len(self.shown)
        if end >= self.total:
            return
        more = self._read(end, self.page_rows())
        self._add_rows(more)
        self.shown.extend(more)

    def load_before(self) -> None:
        """The page of later missions above the first row read (after End); the cursor
        stays on its mission."""
        if self.first <= 0:
            return
        count = min(self.first, self.page_rows())
        before = self._read(self.first - count, count)
        row, scroll = self.cursor_row, self.scroll_y
        self.first -= len(before)
        self.shown[:0] = before
        self.fill()
        self.move_cursor(row=row + len(before), animate=False, scroll=False)
        self.scroll_to(y=scroll + len(before), animate=False, immediate=True)

    def near_the_end(self) -> bool:
        """The cursor within a page of the last row read, or the table scrolled to its
        bottom: read the next page, so that PgDn, ↓ and the mouse wheel always find rows;
        at the top of missions read from the end (End), the page above. True: read."""
        if self.reading:          # the table cleared and filled again scrolls it: not the crew
            return False
        page = self.page_rows()
        at_the_bottom = self.max_scroll_y > 0 and self.scroll_y >= self.max_scroll_y - 1
        self.reading = True
        try:
            if self.cursor_row >= len(self.shown) - page or at_the_bottom:
                self.load_more()
            if self.first > 0 and self.cursor_row < page:
                self.load_before()
        finally:
            self.reading = False
        return True

    def fill(self) -> None:
        reading, self.reading = self.reading, True
        try:
            self.clear(columns=True)
        finally:
            self.reading = reading
        for label, key, __ in COLUMNS:
            right = key in NUMBERS
            self.add_column(Text(column_label(label), justify="right" if right else "left"), key=key,
                            width=self.widths.get(key))
        self._add_rows(self.shown)

    def fit(self, room: int | None, force: bool = False) -> None:
        """Shorten crew, soundtrack and total (ellipsis) rather than scroll sideways;
        `room`: the columns the table may take (None: the width inside its border, less
        the vertical scrollbar, guessed before the layout)."""
        if room is None:
            room = self.scrollable_content_region.width or max(20, self.app.size.width - 3)
        widths = column_widths(self.natural, room, self.cell_padding)
        if force or widths != self.widths:
            keep = self.highlighted()
            self.widths = widths
            self.fill()
            if keep is not None:
                ids = [m.id for m in self.shown]
                if keep.id in ids:
                    self.move_cursor(row=ids.index(keep.id), animate=False)

    def show_window(self, first: int, count: int) -> None:
        """The table holds `count` missions from the `first` (those above it unread)."""
        self.first = max(0, min(first, self.total - 1))
        self.shown = self._read(self.first, count)
        self.fill()

    def to_oldest(self) -> None:
        """The logbook's last page (the oldest mission), not all that come before it."""
        page = self.page_rows()
        if self.total - (self.first + len(self.shown)) > page:
            self.show_window(self.total - page, page)
        else:
            self.load_more()
