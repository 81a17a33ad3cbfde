"""Soundtracks: the mission timelines (official tracks, examples, saved files), browsable.

The list is `list_missions()` and the text of one is `spacealert mission show ID`
(`mission.describe.describe`), so the app and the command line agree. `p` plays the
highlighted soundtrack here, with its subtitles (to listen to it, or check the clips of
a language), and `p` again stops it; enter starts a mission with it (the set-up opens
with it chosen). `spacealert soundtrack ID` plays one from the command line.
"""
from __future__ import annotations

import logging
import random
from typing import Any

from rich.console import Group
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.content import Content
from textual.screen import Screen
from textual.widgets import DataTable, Header, Static

from spacealert_tui.i18n import N_, _, current_language, ngettext
from spacealert_tui.mission.titles import shown_title
from spacealert_tui.tui.widgets.footer import Footer
from spacealert_tui.tui.widgets.text import cut_at_word, hanging

logger = logging.getLogger(__name__)

COLUMNS = ((N_("Mission"), "id"), (N_("Length"), "duration"), (N_("Kind"), "kind"), (N_("Title"), "title"))


def fmt_length(seconds: float) -> str:
    minutes, secs = divmod(round(seconds), 60)
    return f"{minutes}:{secs:02d}"


class SoundtracksScreen(Screen[None]):
    """A table of the timelines and the highlighted one's announcements, phase by phase."""

    SUB_TITLE = N_("Soundtracks")
    # Side by side only when the table (about 90 columns) and the text both fit.
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (160, "-wide")]
    BINDINGS = [
        Binding("escape", "back", N_("Back")),
        Binding("tab", "app.focus_next", N_("Switch panel")),
        Binding("p", "play", N_("Play / stop")),
        Binding("m", "start_mission", N_("Start a mission with it")),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.scheduler: Any = None        # the soundtrack playing here, if any
        self.playing = ""                 # its id
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
            self.fill_table(table, None)
            n = len(self.missions)
            table.border_title = Content(ngettext("{n} soundtrack", "{n} soundtracks", n).format(n=n))
            yield table
            with VerticalScroll(id="tracks-detail"):
                yield Static("", id="tracks-text", markup=False)
        yield Static("", id="tracks-playing", markup=False)
        yield Footer()

    def fill_table(self, table: DataTable, title_width: int | None) -> None:
        """The rows; titles in `title_width` columns (None: whole), cut between words."""
        row = table.cursor_row
        table.clear(columns=True)
        for label, key in COLUMNS:
            table.add_column(_(label), key=key, width=title_width if key == "title" else None)
        for info in self.missions:
            title = shown_title(info.title)
            table.add_row(Text(info.id), Text(fmt_length(info.duration), justify="right"),
                          Text(info.kind_word()),
                          Text(title if title_width is None else cut_at_word(title, title_width)), key=info.id)
        if 0 < row < len(self.missions):
            table.move_cursor(row=row, animate=False)

    def on_resize(self) -> None:
        self.call_after_refresh(self.fit_titles)

    def fit_titles(self) -> None:
        """Narrow, the table is as wide as the screen: the titles give up what it lacks
        (whole words, then "…") rather than the table scrolling sideways, which would
        cut the mission ids."""
        table = self.query_one("#tracks-table", DataTable)
        width: int | None = None
        if self.has_class("-narrow"):
            room = table.scrollable_content_region.width or max(20, self.app.size.width - 3)
            others = sum(max([len(_(label))] + [len(self.cell(info, key)) for info in self.missions])
                         for label, key in COLUMNS if key != "title")
            titles = max([len(_("Title"))] + [len(shown_title(i.title)) for i in self.missions])
            padding = 2 * table.cell_padding * len(COLUMNS)
            if others + titles + padding > room:
                width = max(len(_("Title")), room - others - padding)
        if width != getattr(self, "title_width", None):
            self.title_width = width
            self.fill_table(table, width)

    @staticmethod
    def cell(info: Any, key: str) -> str:
        return {"id": info.id, "duration": fmt_length(info.duration), "kind": info.kind_word()}[key]

    def on_mount(self) -> None:
        self.query_one("#tracks-table", DataTable).focus()
        for problem in self.problems:
            self.notify(problem, title=_("Skipped a mission file"), severity="warning", markup=False)
        self.show_detail()

    @on(DataTable.RowHighlighted, "#tracks-table")
    def show_detail(self) -> None:
        from spacealert_tui.mission import load_mission
        from spacealert_tui.audio.catalogue import subtitles
        from spacealert_tui.mission.describe import describe

        table = self.query_one("#tracks-table", DataTable)
        text = self.query_one("#tracks-text", Static)
        detail = self.query_one("#tracks-detail", VerticalScroll)
        if not self.missions:
            text.update(_("No soundtracks found."))
            detail.border_title = _("No soundtrack")
            return
        info = self.missions[max(0, min(table.cursor_row, len(self.missions) - 1))]
        detail.border_title = Content(info.id)
        try:
            timeline = load_mission(info.path if info.path is not None else info.id)
        except Exception as exc:  # UserError, or a bug in the mission package: show it
            from spacealert_tui.tui.failures import log_unexpected
            log_unexpected("a soundtrack could not be read", exc)
            text.update(Content(_("Cannot read this soundtrack: {reason}").format(
                reason=exc or type(exc).__name__)))
            return
        play = _("p: play it here (p again stops) · enter or m: start a mission with it · "
                 "from the command line: spacealert soundtrack {id}").format(id=info.id)
        text.update(Group(hanging(describe(timeline, said=subtitles(timeline, current_language()))), Text(""),
                          Text(play, style="italic")))
        detail.scroll_home(animate=False)

    # -- playing and starting ------------------------------------------------------------
    def highlighted(self) -> Any:
        if not self.missions:
            return None
        table = self.query_one("#tracks-table", DataTable)
        return self.missions[max(0, min(table.cursor_row, len(self.missions) - 1))]

    @on(DataTable.RowSelected, "#tracks-table")
    def row_chosen(self) -> None:
        self.action_start_mission()

    def action_start_mission(self) -> None:
        """A new mission at the set-up with this soundtrack chosen (the rest as usual)."""
        info = self.highlighted()
        if info is None:
            return
        from spacealert_tui.record.draft import SEED_LIMIT, MissionDraft
        from spacealert_tui.tui.services import companion

        self.stop()
        language = current_language()      # the app's: --lang, Settings, locale
        draft = MissionDraft.new(deck_seed=random.randrange(1, SEED_LIMIT), soundtrack=info.id,
                                 language=language)
        self.app.pop_screen()
        companion(self.app).start_table(draft)

    def action_play(self) -> None:
        """Play the highlighted soundtrack here with its subtitles; again: stop."""
        if self.scheduler is not None:
            self.stop()
            return
        info = self.highlighted()
        if info is None:
            return
        from spacealert_tui.mission.scheduler import Scheduler
        from spacealert_tui.record.draft import MissionDraft
        from spacealert_tui.tui.audio_session import AudioSession, GuardedPlayer, prepare_round

        session = AudioSession.of(getattr(self.app, "audio", None))
        language = current_language()      # the app's: --lang, Settings, locale
        listen = MissionDraft.new(soundtrack=info.id if info.path is None else str(info.path),
                                  language=language)      # in memory only: never saved
        try:
            prepared = prepare_round(listen, session)
            session.preload(prepared.script)
        except Exception as exc:   # a bad file or language: said, never a crash
            from spacealert_tui.tui.failures import log_unexpected
            log_unexpected("a soundtrack could not be played", exc)
            self.say(_("Cannot play {id}: {reason}").format(id=info.id, reason=exc or type(exc).__name__))
            return
        player = GuardedPlayer(session.backend, on_error=lambda text: self.app.call_from_thread(
            self.say, text))
        self.scheduler = Scheduler(prepared.script, player, listeners=[self._heard])
        self.playing = info.id
        self.scheduler.start()
        self.say(_("▶ {id} playing · p: stop").format(id=info.id))
        self.run_worker(self.scheduler.run, thread=True, exit_on_error=False,
                        group="soundtrack-preview")

    def _heard(self, event: Any) -> None:
        """A scheduler event from the sound thread: the subtitle, or the end."""
        from spacealert_tui.mission.scheduler import Finished, SubtitleChanged

        if isinstance(event, SubtitleChanged):
            said = f"{event.text} {event.note}" if event.note else event.text
            self.app.call_from_thread(self.say, f"▶ {self.playing} · {said}")
        elif isinstance(event, Finished):
            self.app.call_from_thread(self.stop)

    def say(self, text: str) -> None:
        if self.is_mounted:
            self.query_one("#tracks-playing", Static).update(text)

    def stop(self) -> None:
        scheduler, self.scheduler = self.scheduler, None
        if scheduler is not None:
            scheduler.close()
            self.say("")

    def on_unmount(self) -> None:
        self.stop()

    def action_back(self) -> None:
        self.stop()
        self.app.pop_screen()

