"""The crew's logbook: every mission logged, best scores, CSV export, and replaying one.

The table is the rulebook's logbook page (§4.1), latest mission first: date, crew,
soundtrack, difficulty (common/serious: 1 white, 2 yellow, 1+2 mixed), points for
threats survived and destroyed, penalties, visual confirmation and the total — or,
for a lost mission, "lost:" and the threat that destroyed the ship. Under it (beside
it from 150 columns) the highlighted mission in full, and the best score for each
soundtrack at each difficulty.

Keys: `enter` opens the highlighted mission (the screen posts `LogbookScreen.Open`
with its id: the app replays its record over the logbook, and `escape` there comes
back here), `m` marks it for a comparison, and `m` on another mission compares the two
side by side (`Open` with both ids, marked first: the app opens the comparison screen;
the mark is then dropped); `m` on the marked mission or `escape` unmarks.
Any two missions can be compared: two plays of one mission turn by turn, two
different missions (trajectories, threats, damage tiles...) side by side on what they
share, the comparison saying so (ruling RV3). `c` / `C` next / previous crew (all
crews first), `e` exports the missions shown to a CSV file (type the path, `enter`
writes, `esc` cancels), `b` moves between the missions and the best scores, `d`
deletes the highlighted mission after a yes/no question, `escape` goes back
(dismissed with None). Every key is in the command palette too.

Missions are read a page at a time, a page being what the table shows: more as the
cursor comes within a page of the last row read or the table is scrolled to its bottom
(↓, PgDn, the mouse wheel); End reads the logbook's last page (the oldest mission) and
PgUp from there the pages above; Home the first page again. The best scores too are read
a page at a time, a few soundtracks' (`Logbook.best_score_pages`: one range of the
covering index `missions_best`, not the whole logbook), as their table is scrolled down.
The footer is told of changed keys once per drawing.

A logbook that cannot be read is reported on the screen; a corrupted one has been
moved aside (the message says where) and a new one is shown.
"""
from __future__ import annotations

import io
from pathlib import Path
from typing import TYPE_CHECKING

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.widgets import DataTable, Header, Static

from spacealert_tui.errors import UserError
from spacealert_tui.i18n import N_, _, ngettext
from spacealert_tui.record.campaign_places import CampaignPlace, campaign_places
from spacealert_tui.record.logbook import BestScore, Crew, Logbook, LogbookCorrupt, LogbookError, Mission
from spacealert_tui.tui.commands import ScreenKeyCommands
from spacealert_tui.tui.quick_screen import QuickScreen
from spacealert_tui.tui.widgets.best_scores import BestScores
from spacealert_tui.tui.widgets.export_line import ExportLine
from spacealert_tui.tui.widgets.footer import Footer
from spacealert_tui.tui.widgets.missions_table import MissionsTable
from spacealert_tui.tui.widgets.logbook_rows import (BEST_COLUMNS, SIDE_WIDTH,
                                                    column_label, detail_of, lost_text, mission_label, soundtrack_label)


#: the best scores' lines under the missions (their max-height in logbook.tcss, under 150 columns)
BEST_LINES = 12

if TYPE_CHECKING:
    from spacealert_tui.rules.record import GameRecord


class LogbookScreen(QuickScreen[None]):
    """The logbook table, the highlighted mission, best scores. Posts `Open` to replay or
    compare missions; dismissed (with None) when the crew goes back."""

    SUB_TITLE = N_("Logbook")
    CSS_PATH = Path(__file__).with_name("logbook.tcss")
    # Side by side from 150 columns; stacked below, with the best scores under the missions
    # when there are 32 lines or more (else `b` swaps the two).
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (150, "-wide")]
    VERTICAL_BREAKPOINTS = [(0, "-short"), (32, "-tall")]
    COMMANDS = {ScreenKeyCommands}
    #: left out of a narrow footer first (still in F1's keys panel)
    FOOTER_SPARE = ("command_palette", "export", "next_crew(1)", "switch_table")
    BINDINGS = [
        Binding("escape", "back", N_("Back")),
        Binding("enter", "open", N_("Replay"), priority=True),
        # one key, three meanings: the footer shows the one that applies (check_action)
        Binding("m", "mark", N_("Mark"),
                tooltip=N_("Mark this mission to compare: m on another mission then shows the two "
                           "side by side")),
        Binding("m", "unmark", N_("Unmark")),
        Binding("m", "compare", N_("Compare"),
                tooltip=N_("This mission and the marked one, side by side: turn by turn when they "
                           "are plays of the same mission")),
        Binding("o", "coach", N_("Coach")),
        # a lost mission's exercise, a won one's efficiency (the footer shows the one that applies;
        # a short word: at 80 columns the footer has little room left)
        Binding("x", "find_fix", N_("Exercise"), tooltip=N_("Find the fix: the turn that decided this lost "
                                                            "mission, to change so that the ship is saved")),
        Binding("x", "efficiency", N_("Efficiency")),
        Binding("c", "next_crew(1)", N_("Crew")),
        Binding("C", "next_crew(-1)", N_("Prev crew"), show=False),
        Binding("e", "export", N_("Export CSV")),
        Binding("b", "switch_table", N_("Best")),
        Binding("d,delete", "delete", N_("Delete"), key_display="d"),
        Binding("end,ctrl+end", "oldest", N_("Oldest"), show=False, priority=True),
        Binding("home,ctrl+home", "latest", N_("Latest"), show=False, priority=True),
    ]

    def __init__(self, logbook: Logbook | None = None, *, crew: int | None = None) -> None:
        super().__init__()
        self.sub_title = _(self.SUB_TITLE)
        self.logbook = logbook
        self._own_logbook = logbook is None
        self.problem: str | None = None
        self.crews: list[Crew] = []
        self.crew_index = 0            # 0: all crews; i: self.crews[i - 1]
        self.wanted_crew = crew
        self.marked: Mission | None = None      # the first of two missions to compare
        self._bindings_state: tuple | None = None     # what the footer was last told
        self._bindings_due = False
        self._export: ExportLine | None = None      # the CSV export line, mounted when first asked for (e)
        self._best_due = True           # the best scores not read yet for this crew (out of sight)

    # -- layout ------------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        self.hold_collector()           # until the first drawing (QuickScreen)
        # The breakpoints' classes at once, from the terminal's size: Textual sets them on
        # the first resize, after a first drawing in the wrong layout, drawn again.
        width, height = self.app.size
        for breakpoints, size in ((self.HORIZONTAL_BREAKPOINTS, width), (self.VERTICAL_BREAKPOINTS, height)):
            classes = self._get_breakpoint_classes(size, breakpoints or [])
            for __, name in breakpoints or []:
                self.set_class(name in classes, name)
        yield Header()
        yield Static("", id="logbook-crew", markup=False)
        yield Static("", id="logbook-problem", markup=False)
        yield Static("", id="logbook-mark", markup=False)
        with Horizontal(id="logbook-body"):
            yield MissionsTable(id="logbook-table")
            with Vertical(id="logbook-side"):
                yield Static("", id="logbook-detail", markup=False)
                yield BestScores(id="logbook-best")
        yield Footer()         # the export line is mounted above it when first asked for (e)

    def on_mount(self) -> None:
        self.open_logbook()
        best = self.query_one("#logbook-best", DataTable)
        for label, key in BEST_COLUMNS:
            best.add_column(column_label(label), key=key)
        self.crews = self._read(lambda book: book.crews(), [])
        if self.wanted_crew is not None:
            ids = [c.id for c in self.crews]
            if self.wanted_crew in ids:
                self.crew_index = ids.index(self.wanted_crew) + 1
        self.reload(crews_read=True)
        table = self.query_one("#logbook-table", DataTable)
        table.focus()
        self.watch(table, "scroll_y", self._table_scrolled, init=False)
        self.watch(self.query_one("#logbook-best", DataTable), "scroll_y", self._best_scrolled, init=False)
        self.opened()

    def on_unmount(self) -> None:        # QuickScreen's too (Textual calls each class's own)
        if self._own_logbook and self.logbook is not None:
            self.logbook.close()

    # -- reading -------------------------------------------------------------------------------

    def open_logbook(self) -> None:
        if self.logbook is not None:
            return
        try:
            self.logbook = Logbook.open()
        except LogbookCorrupt as exc:
            self.report(str(exc))
            try:
                self.logbook = Logbook.open()
            except LogbookError as again:
                self.report(str(again))
        except LogbookError as exc:
            self.report(str(exc))

    def report(self, message: str) -> None:
        self.problem = message
        problem = self.query_one("#logbook-problem", Static)
        problem.update(message)
        problem.add_class("-shown")
        self.notify(message, title=_("Logbook"), severity="error", timeout=10, markup=False)

    def _read(self, what, default):
        """`what(logbook)`, or `default` (and the problem shown) if the logbook fails."""
        if self.logbook is None:
            return default
        try:
            return what(self.logbook)
        except LogbookError as exc:
            self.report(str(exc))
            if isinstance(exc, LogbookCorrupt):
                self.logbook = None
                self.open_logbook()
            return default

    @property
    def crew(self) -> Crew | None:
        return self.crews[self.crew_index - 1] if self.crew_index else None

    @property
    def table(self) -> MissionsTable:
        return self.query_one("#logbook-table", MissionsTable)

    @property
    def shown(self) -> list[Mission]:
        """The missions read: the logbook's from `first` on (the table's)."""
        return self.table.shown

    @property
    def first(self) -> int:
        return self.table.first

    @property
    def total_count(self) -> int:
        return self.table.total

    @property
    def places(self) -> dict[int, CampaignPlace]:
        return self.table.places

    def reload(self, crews_read: bool = False) -> None:
        """The first page of the crew's missions (and best scores, when in sight).
        `crews_read`: `self.crews` was just read, each crew with its missions counted: the
        count comes from there (every mission has its crew), not from counting again."""
        crew_id = self.crew.id if self.crew else None
        if crews_read:
            total = self.crew.missions if self.crew else sum(c.missions for c in self.crews)
        else:
            total = self._read(lambda book: book.count(crew_id), 0)
        bracketed = self._read(lambda book: book.has_campaign_missions(crew_id), False)

        def read(offset: int, limit: int | None) -> tuple[list[Mission], dict[int, CampaignPlace]]:
            """`limit` missions from `offset` (None: to the end), and the campaigns of those
            of them that are a campaign's."""
            page = self._read(lambda book: book.missions(crew_id, limit=limit, offset=offset), [])
            places = self._read(lambda book: campaign_places(book.campaigns_of(m.id for m in page)),
                                {}) if bracketed else {}
            return page, places

        self.table.start(read, total, bracketed)
        self.fit_columns(force=True)
        self._best_due = True
        if self.best_in_sight():
            self.fill_best(crew_id)
        self.show_crew_line()
        self.show_mark()

    def best_in_sight(self) -> bool:
        """Whether the best scores are on the screen: not on a short narrow terminal
        until `b` shows them (their table is filled then, not before)."""
        return not (self.has_class("-narrow") and self.has_class("-short")) or self.has_class("-show-best")

    def best_wanted(self) -> None:
        """The best scores in sight and not read for this crew yet: read them now."""
        if self._best_due and self.best_in_sight():
            self.fill_best(self.crew.id if self.crew else None)

    def near_the_end(self) -> None:
        """More missions read as the cursor or the scroll comes near the last row read
        (`MissionsTable.near_the_end`); the crew line says how many are shown."""
        table = self.table
        before = (table.first, len(table.shown))
        if table.near_the_end() and (table.first, len(table.shown)) != before:
            self.show_crew_line()

    def _table_scrolled(self) -> None:
        if self.is_mounted:
            self.near_the_end()

    def _best_scrolled(self) -> None:
        if self.is_mounted and self.best_table.at_the_bottom():
            self.more_best()

    @property
    def best_table(self) -> BestScores:
        return self.query_one("#logbook-best", BestScores)

    @property
    def best(self) -> list[BestScore]:
        """The best scores read so far, in order."""
        return self.best_table.best

    def fill_best(self, crew_id: int | None) -> None:
        """The first page of best scores in their table; the rest as its cursor or scroll
        comes near (`more_best`)."""
        self._best_due = False
        pages = self._read(lambda book: book.best_score_pages(crew_id), None)
        next_page = None if pages is None else (
            lambda: self._read(lambda book: next(pages, None), None))
        self.best_table.begin(next_page, self._best_lines())

    def _best_lines(self) -> int:
        """The lines of the best scores' table before its layout: at most its max-height."""
        under = self.has_class("-narrow") and not self.has_class("-short")    # under the missions
        return BEST_LINES if under else self.app.size.height

    def more_best(self, everything: bool = False) -> None:
        """The next page of best scores into their table (`everything`: all the rest)."""
        self.best_table.more(self._best_lines(), everything)

    def on_resize(self) -> None:
        self.call_after_refresh(self._after_resize)

    def _after_resize(self) -> None:
        self.fit_columns()
        self.show_detail()
        self.best_wanted()

    def fit_columns(self, force: bool = False) -> None:
        """The missions' columns to the room they have: as wide as they need when side by
        side with the detail (leaving the side panel its 50), else the table's width."""
        room = None
        if self.has_class("-wide"):
            room = max(40, (self.query_one("#logbook-body").size.width or self.app.size.width) - SIDE_WIDTH - 3)
        self.table.fit(room, force)

    # -- showing -------------------------------------------------------------------------------

    def show_crew_line(self) -> None:
        who = self.crew.label if self.crew else _("all crews")
        count = self.total_count
        line = ngettext("Crew: {crew} · {n} mission", "Crew: {crew} · {n} missions", count).format(
            crew=who, n=count)
        if len(self.shown) < count:
            line += _(", {n} shown").format(n=len(self.shown))
        if len(self.crews) > 1:
            line += _(" · c: next crew ({n})").format(n=len(self.crews))
        self.query_one("#logbook-crew", Static).update(line)

    def highlighted(self) -> Mission | None:
        return self.table.highlighted()

    def show_detail(self) -> None:
        detail = self.query_one("#logbook-detail", Static)
        m = self.highlighted()
        if m is None:
            text = (_("The logbook is empty: a mission is written here when its score is shown.")
                    if not self.total_count else "")
        else:
            text = detail_of(m, record=not self.has_class("-short"), place=self.places.get(m.id))
            if self.marked is not None and m.id == self.marked.id:
                text = _("◆ marked for comparison · ") + text
        if text != str(detail.content):       # the same words: no new layout
            detail.update(text)
        self.refresh_bindings()

    def show_mark(self) -> None:
        """The line naming the marked mission; with none marked and missions to compare,
        how to compare them (hidden otherwise)."""
        line = self.query_one("#logbook-mark", Static)
        hint = self.marked is None and self.total_count >= 2
        line.set_class(self.marked is not None or hint, "-shown")
        line.set_class(hint, "-hint")
        if self.marked is not None:
            line.update(_("◆ Marked {mission} · m on another compares · esc unmarks").format(
                mission=mission_label(self.marked)))
        elif hint:
            line.update(_("Compare two missions: m marks one, m on another compares."))
        self.show_detail()

    @on(DataTable.RowHighlighted, "#logbook-table")
    def row_highlighted(self) -> None:
        self.show_detail()
        self.near_the_end()

    @on(DataTable.RowHighlighted, "#logbook-best")
    def best_highlighted(self, event: DataTable.RowHighlighted) -> None:
        self.refresh_bindings()        # m's meaning follows the highlighted best score too
        lines = event.data_table.size.height
        if self.best_table.unshown() and lines and event.cursor_row >= self.best_table.shown - lines:
            self.more_best()

    def refresh_bindings(self) -> None:
        """Tell the footer once for all that changed since it was last drawn, and only
        when the keys it shows change: Textual's footer composes itself again each time
        it is told, and opening the screen told it eight times."""
        if not self._bindings_due:
            self._bindings_due = True
            self.call_after_refresh(self._tell_footer)

    def _tell_footer(self) -> None:
        self._bindings_due = False
        if not self.is_attached or not self.query("#logbook-table"):     # gone meanwhile
            return
        footers = self.query(Footer)
        ready = bool(footers) and all(footer._bindings_ready for footer in footers)
        state = (self.focused, self.app.app_focus,
                 *(self.check_action(binding.action.split("(")[0], ()) for binding in self.BINDINGS
                   if isinstance(binding, Binding)))
        if not ready or state != self._bindings_state:     # until told once, always told
            self._bindings_state = state
            super().refresh_bindings()

    @on(DataTable.RowSelected, "#logbook-table")
    def row_selected(self) -> None:
        self.action_open()

    # -- actions -------------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        exporting = self.exporting()
        if action == "open":
            if exporting:
                return False          # enter goes to the export line
            return None if self.highlighted() is None else True
        if action in ("mark", "unmark", "compare"):
            current = self.current_id()
            marked = self.marked.id if self.marked is not None else None
            state = ("mark" if marked is None else "unmark" if current == marked else "compare")
            if exporting or action != state:
                return False
            return None if current is None else True
        if action in ("oldest", "latest"):
            return not exporting
        if action == "next_crew":
            return len(self.crews) > 1 and not exporting
        if action == "coach":
            return False if exporting else (None if self.current_id() is None else True)
        if action in ("find_fix", "efficiency"):
            won = self.current_won()
            return not exporting and won is not None and won == (action == "efficiency")
        if action in ("export", "switch_table"):
            return not exporting
        if action == "delete":
            if exporting or self.query_one("#logbook-best", DataTable).has_focus:
                return False
            return None if self.highlighted() is None else True
        return True

    def current_id(self) -> int | None:
        """The mission `enter` opens: the highlighted best score's, or the highlighted one."""
        best = self.best_table
        if best.has_focus:
            return best.mission_at_cursor()
        m = self.highlighted()
        return m.id if m is not None else None

    def current_won(self) -> bool | None:
        """Whether the mission `enter` opens was won (a best score always was); None: none."""
        if self.query_one("#logbook-best", DataTable).has_focus:
            return True if self.current_id() is not None else None
        m = self.highlighted()
        return None if m is None else m.status == "won"

    def action_find_fix(self) -> None:
        """A lost mission's exercise: its decisive turn, the crew's try, the coach's fix."""
        from spacealert_tui.tui.exercise_flow import find_the_fix
        record = self._record_of_current()
        if record is not None:
            find_the_fix(self.app, record)

    def action_efficiency(self) -> None:
        """A won mission's actions and energy per point, beside the coach's plan."""
        from spacealert_tui.tui.exercise_flow import show_efficiency
        record = self._record_of_current()
        if record is not None:
            show_efficiency(self.app, record)

    def _record_of_current(self) -> GameRecord | None:
        mission_id = self.current_id()
        mission = self._whole(mission_id) if mission_id is not None else None
        if mission is None:
            return None
        try:
            return mission.record()
        except UserError as exc:        # a stored record that no longer loads
            self.notify(f"#{mission.id}: {exc}", severity="error", markup=False)
            return None

    class Open(Message):
        """Replay a mission (one id) or compare two (marked first) over the logbook."""

        def __init__(self, ids: tuple[int, ...]) -> None:
            super().__init__()
            self.ids = ids

    def action_open(self) -> None:
        mission_id = self.current_id()
        if mission_id is not None:
            self.post_message(self.Open((mission_id,)))

    def _whole(self, mission_id: int) -> Mission | None:
        """A mission with its record text, read now (None, and reported, if it cannot be)."""
        found = self._read(lambda book: (book.mission(mission_id),), None)
        if found is None:                  # the logbook failed: _read reported it
            return None
        if found[0] is None:
            self.notify(_("Mission #{id} is no longer in the logbook.").format(id=mission_id),
                        severity="error", markup=False)
        return found[0]

    def action_coach(self) -> None:
        """The coach on the highlighted mission: what went wrong and the best changes
        (a practice mission's with the cards the app dealt, kept in its record)."""
        from spacealert_tui.coach.legal import hands_of_record
        from spacealert_tui.tui.services import review

        mission_id = self.current_id()
        mission = self._whole(mission_id) if mission_id is not None else None
        if mission is None:
            return
        try:
            record = mission.record()
        except UserError as exc:        # a stored record that no longer loads
            self.notify(f"#{mission.id}: {exc}", title=_("Cannot coach"), severity="error", markup=False)
            return
        review(self.app).coach(record, title=mission_label(mission), hands=hands_of_record(record))

    def action_mark(self) -> None:
        mission_id = self.current_id()
        if mission_id is not None:
            self.marked = self._whole(mission_id)
            self.show_mark()

    def action_unmark(self) -> None:
        self.marked = None
        self.show_mark()

    def action_compare(self) -> None:
        """The marked mission and this one, side by side (turn by turn when the same
        mission, else on what they share: ruling RV3)."""
        mission_id = self.current_id()
        marked = self.marked
        other = self._whole(mission_id) if mission_id is not None else None     # said if gone
        if marked is None or other is None:
            return
        self.post_message(self.Open((marked.id, other.id)))
        self.action_unmark()

    def action_oldest(self) -> None:
        """End: the last row of the focused table: the oldest mission (the last page of
        the logbook read, not all that come before it); the last best score."""
        table: DataTable = self.best_table
        if table.has_focus:
            self.more_best(everything=True)
        else:
            table = self.table
            self.table.to_oldest()
            self.show_crew_line()
        if table.row_count:
            table.move_cursor(row=table.row_count - 1, animate=False)

    def show_window(self, first: int, count: int) -> None:
        """The table holds `count` missions from the `first` (those above it unread)."""
        self.table.show_window(first, count)
        self.show_crew_line()

    def action_latest(self) -> None:
        """Home: the first row of the focused table: the latest mission (read again if
        End left it unread); the first best score."""
        best = self.query_one("#logbook-best", DataTable)
        if best.has_focus:
            best.move_cursor(row=0, animate=False)
            return
        if self.first > 0:
            self.reload()
        self.query_one("#logbook-table", DataTable).move_cursor(row=0, animate=False)

    def action_next_crew(self, step: int) -> None:
        if len(self.crews) > 0:
            self.crew_index = (self.crew_index + step) % (len(self.crews) + 1)
            self.reload()

    def action_delete(self) -> None:
        """The highlighted mission out of the logbook, once the crew says yes."""
        from spacealert_tui.tui.dialogs.confirm import ConfirmScreen

        m = self.highlighted()
        if m is None:
            return
        total = _("score {total}").format(total=m.total) if m.won else lost_text(m)
        question = _("Delete mission #{id} from the logbook?").format(id=m.id)
        details = (f"{m.played} · {m.crew_label} · {soundtrack_label(m.soundtrack)} · {total}"
                   + (_(" · practice") if m.practice else "") + ". "
                   + _("Its line, record and result leave the logbook and its best scores; "
                       "a record file stays where it is."))

        def answered(yes: bool | None) -> None:
            if not yes:
                return
            row = self.query_one("#logbook-table", DataTable).cursor_row
            first, count = self.first, len(self.shown)       # the same rows read again, less this one
            if self._read(lambda book: book.delete_mission(m.id), None) is None:
                return
            if self.marked is not None and self.marked.id == m.id:
                self.marked = None
                self.show_mark()
            self.crews = self._read(lambda book: book.crews(), [])
            self.crew_index = min(self.crew_index, len(self.crews))
            self.reload(crews_read=True)
            if first or count > len(self.shown):
                self.show_window(first, count)
            table = self.query_one("#logbook-table", DataTable)
            if self.shown:
                table.move_cursor(row=min(row, len(self.shown) - 1), animate=False)
            self.notify(_("Mission #{id} deleted from the logbook.").format(id=m.id), markup=False)

        self.app.push_screen(ConfirmScreen(question, details, yes=_("Delete"), no=_("Keep"),
                                           default=False, warning=True), answered)

    def action_switch_table(self) -> None:
        """Best scores / missions: side by side when wide; taking turns when narrow."""
        table = self.query_one("#logbook-table", DataTable)
        best = self.query_one("#logbook-best", DataTable)
        to_best = not best.has_focus
        self.set_class(to_best, "-show-best")
        self.best_wanted()
        (best if to_best else table).focus()
        self.refresh_bindings()

    def export_line(self) -> ExportLine | None:
        """The CSV export line, once `e` has mounted it (None before). Kept, not looked
        up: `check_action` asks for it for every key the footer shows, and a query walks
        the whole screen (a tenth of opening the logbook)."""
        return self._export

    def exporting(self) -> bool:
        export = self.export_line()
        return export is not None and export.shown

    async def action_export(self) -> None:
        export = self.export_line()
        if export is None:
            export = ExportLine(self.export_csv, id="logbook-export")
            await self.mount(export, before=self.query_one(Footer))
            self._export = export
        export.open()
        self.refresh_bindings()

    def export_csv(self, buffer: io.StringIO) -> int | None:
        """The crew's missions shown, as CSV into `buffer`: how many (None: reported)."""
        if self.logbook is None:
            self.notify(_("There is no logbook to export."), severity="error", markup=False)
            return None
        crew_id = self.crew.id if self.crew else None
        return self._read(lambda book: book.export_csv(buffer, crew_id), None)

    def action_back(self) -> None:
        if self.exporting():
            self.close_export()
        elif self.marked is not None:
            self.action_unmark()
        else:
            self.dismiss(None)

    def close_export(self) -> None:
        export = self.export_line()
        if export is not None and export.shown:
            export.close()

    @on(ExportLine.Closed)
    def export_closed(self) -> None:
        self.query_one("#logbook-table", DataTable).focus()
        self.refresh_bindings()
