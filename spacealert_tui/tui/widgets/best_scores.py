"""The logbook's best scores: one line per soundtrack and difficulty, read a page at a time.

The logbook reads its best scores a few soundtracks at a time (`Logbook.best_score_pages`:
one range of the covering index, not the whole logbook); this table holds those read so
far and asks for the next page only when its cursor or scroll comes near the last line
shown. The screen hands it `next_page` (None once all are read or the logbook failed,
which the screen reports) and the lines it would have before the layout.
"""
from __future__ import annotations

from collections.abc import Callable

from spacealert_tui.i18n import _
from spacealert_tui.record.logbook import BestScore
from spacealert_tui.tui.widgets.logbook_rows import MIN_PAGE, best_row
from spacealert_tui.tui.widgets.text_table import TextTable

#: a page of best scores: the next few soundtracks' lines, or None when there are no more
NextPage = Callable[[], "list[BestScore] | None"]


class BestScores(TextTable):
    """The best scores read so far (`best`), `shown` of them in the table."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, cursor_type="row", zebra_stripes=True)
        self.border_title = _("Best scores")
        self.best: list[BestScore] = []
        self.shown = 0
        self._next_page: NextPage | None = None

    def begin(self, next_page: NextPage | None, lines: int) -> None:
        """A crew's best scores from their first page (`next_page` None: none to read)."""
        self.clear()
        self.shown = 0
        self.best = []
        self._next_page = next_page
        self.more(lines)
        self.border_subtitle = _("per soundtrack and difficulty") if self.best else _("none yet")

    def more(self, lines: int, everything: bool = False) -> None:
        """The next page into the table (`everything`: all the rest); `lines`: how many
        the table shows before its layout is known (after, its own height)."""
        height = self.scrollable_content_region.height or lines
        page = None if everything else max(MIN_PAGE, height)
        while self._next_page is not None and (page is None or len(self.best) < self.shown + page):
            more = self._next_page()
            if more is None:
                self._next_page = None
            else:
                self.best.extend(more)
        end = len(self.best) if page is None else min(len(self.best), self.shown + page)
        for b in self.best[self.shown:end]:
            self.add_row(*best_row(b))
        self.shown = end

    def unshown(self) -> bool:
        """Best scores not in the table yet (read or not)."""
        return self.shown < len(self.best) or self._next_page is not None

    def at_the_bottom(self) -> bool:
        return self.max_scroll_y > 0 and self.scroll_y >= self.max_scroll_y - 1

    def mission_at_cursor(self) -> int | None:
        row = self.cursor_row
        return self.best[row].mission_id if 0 <= row < len(self.best) else None
