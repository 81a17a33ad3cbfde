"""Soundtracks: the mission timelines (official tracks, examples, saved files), browsable.

The list is `list_missions()` and the text of one is `spacealert mission show ID`
(`mission.describe.describe`), so the app and the command line agree. This screen
only browses: a soundtrack plays in the action round of a mission (the set-up's
*Soundtrack*) or with `spacealert soundtrack ID`.
"""
from __future__ import annotations
import logging

from rich.console import Group
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.content import Content
from textual.screen import Screen
from textual.widgets import DataTable, Footer, Header, Static

from spacealert_tui.tui.widgets.text import hanging

logger = logging.getLogger(__name__)

COLUMNS = (("Mission", "id"), ("Length", "duration"), ("Kind", "kind"), ("Title", "title"))


def fmt_length(seconds: float) -> str:
    minutes, secs = divmod(round(seconds), 60)
    return f"{minutes}:{secs:02d}"


class SoundtracksScreen(Screen[None]):
    """A table of the timelines and the highlighted one's announcements, phase by phase."""

    SUB_TITLE = "Soundtracks"
    # Side by side only when the table (about 90 columns) and the text both fit.
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (160, "-wide")]
    BINDINGS = [
        Binding("escape", "app.pop_screen", "Back"),
        Binding("tab", "app.focus_next", "Switch panel"),
    ]

    def __init__(self) -> None:
        super().__init__()
        from spacealert_tui.mission import list_missions

        self.problems: list[str] = []
        try:
            self.missions = list_missions(self.problems)
        except Exception as exc:  # a broken mission file must not take the app down
            logger.warning("the soundtrack list could not be read", exc_info=True)
            self.missions = []
            self.problems.append(str(exc) or type(exc).__name__)

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal(id="tracks-body"):
            table: DataTable[Text] = DataTable(id="tracks-table", cursor_type="row", zebra_stripes=True)
            for label, key in COLUMNS:
                table.add_column(label, key=key)
            for info in self.missions:
                table.add_row(Text(info.id), Text(fmt_length(info.duration), justify="right"),
                              Text(info.kind), Text(info.title), key=info.id)
            table.border_title = Content(f"{len(self.missions)} soundtracks")
            yield table
            with VerticalScroll(id="tracks-detail"):
                yield Static("", id="tracks-text", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#tracks-table", DataTable).focus()
        for problem in self.problems:
            self.notify(problem, title="Skipped a mission file", severity="warning", markup=False)
        self.show_detail()

    @on(DataTable.RowHighlighted, "#tracks-table")
    def show_detail(self) -> None:
        from spacealert_tui.mission import load_mission
        from spacealert_tui.mission.describe import describe

        table = self.query_one("#tracks-table", DataTable)
        text = self.query_one("#tracks-text", Static)
        detail = self.query_one("#tracks-detail", VerticalScroll)
        if not self.missions:
            text.update("No soundtracks found.")
            detail.border_title = "No soundtrack"
            return
        info = self.missions[max(0, min(table.cursor_row, len(self.missions) - 1))]
        detail.border_title = Content(info.id)
        try:
            timeline = load_mission(info.path if info.path is not None else info.id)
        except Exception as exc:  # UserError, or a bug in the mission package: show it
            from spacealert_tui.tui.failures import log_unexpected
            log_unexpected("a soundtrack could not be read", exc)
            text.update(Content(f"Cannot read this soundtrack: {exc or type(exc).__name__}"))
            return
        play = f"Play it at the table:  spacealert soundtrack {info.id}"
        text.update(Group(hanging(describe(timeline)), Text(""), Text(play, style="italic")))
        detail.scroll_home(animate=False)
