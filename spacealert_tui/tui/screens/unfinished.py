"""The unfinished missions: continue one, or discard it.

Several missions may be under way at once (a table mission left for dinner, a practice
round abandoned, a campaign's mission); the crew picks which one to pick up, rather than
the app guessing the newest. Each row says what it is (table, practice, campaign), who
plays, the soundtrack, when it was last saved and how far it got (set-up, action round,
entry n of 48 cards, resolved). `enter` continues the highlighted one (the screen
dismisses with its draft), `d` (or `delete`) discards it after a yes/no question,
`escape` goes back (None).
"""
from __future__ import annotations

import time
from pathlib import Path

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import DataTable, Header, Static

from spacealert_tui.i18n import N_, _, ngettext
from spacealert_tui.record.draft import (OPEN_ELSEWHERE, MissionDraft, kind_text, progress, saved_at,
                                         unfinished_drafts)
from spacealert_tui.record.practice import title_words
from spacealert_tui.tui.dialogs.confirm import ConfirmScreen
from spacealert_tui.tui.widgets.footer import Footer

#: (label, key, width: None = the rest)
COLUMNS = ((N_("Saved"), "when", 11), (N_("What"), "what", 8), (N_("Crew"), "crew", None),
           (N_("Soundtrack"), "soundtrack", 12), (N_("How far"), "progress", 20))


def crew_text(draft: MissionDraft) -> str:
    """The people who play; a solo crew is said as such (its seats are androids)."""
    people = [seat.name for seat in draft.crew if not seat.android]
    androids = sum(seat.android for seat in draft.crew)
    if not people:
        return (ngettext("solo, {n} android", "solo, {n} androids", androids).format(n=androids)
                if androids else _("no crew yet"))
    names = ", ".join(people)
    if not androids:
        return names
    return ngettext("{names} +{n} android", "{names} +{n} androids", androids).format(names=names, n=androids)


def when_text(stamp: float, *, full: bool = False) -> str:
    return time.strftime("%Y-%m-%d %H:%M" if full else "%m-%d %H:%M", time.localtime(stamp))


def cells_of(draft: MissionDraft) -> dict[str, str]:
    return {"when": when_text(saved_at(draft)), "what": kind_text(draft), "crew": crew_text(draft),
            "soundtrack": draft.soundtrack.removeprefix("base/"), "progress": progress(draft)}


def detail_of(draft: MissionDraft) -> str:
    """The highlighted mission whole (what the table shortens)."""
    title = f"{title_words(draft.title)} · " if draft.title else ""
    return title + _("{kind} mission · saved {when}\nCrew {crew} · soundtrack {soundtrack} · {progress}").format(
        kind=kind_text(draft), when=when_text(saved_at(draft), full=True), crew=crew_text(draft),
        soundtrack=draft.soundtrack, progress=progress(draft))


def listed(problems: list[str] | None = None) -> list[MissionDraft]:
    """The unfinished missions, the one worked on last first (a damaged file's reason
    goes to `problems`)."""
    return sorted(unfinished_drafts(problems), key=saved_at, reverse=True)


class UnfinishedScreen(Screen[MissionDraft | None]):
    """The list of unfinished missions; dismissed with the one to continue, or None."""

    SUB_TITLE = N_("Unfinished missions")
    CSS_PATH = Path(__file__).with_name("unfinished.tcss")
    BINDINGS = [
        Binding("escape", "back", N_("Back")),
        Binding("enter", "continue", N_("Continue"), priority=True),
        Binding("d,delete", "discard", N_("Discard"), key_display="d"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.drafts: list[MissionDraft] = []

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static("", id="unfinished-count", markup=False)
        yield DataTable(id="unfinished-table", cursor_type="row", zebra_stripes=True)
        yield Static("", id="unfinished-detail", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        table = self.query_one("#unfinished-table", DataTable)
        for label, key, width in COLUMNS:
            table.add_column(_(label), key=key, width=width)
        self.reload()
        table.focus()

    def on_resize(self) -> None:
        self.call_after_refresh(self.reload, keep=True)

    def crew_width(self) -> int:
        """The crew column takes what the others leave (2 cells of padding each)."""
        room = self.app.size.width - 2 - 1     # the border, the scrollbar
        fixed = sum(w for _l, _k, w in COLUMNS if w) + 2 * len(COLUMNS)
        return max(10, room - fixed)

    def reload(self, keep: bool = False) -> None:
        table = self.query_one("#unfinished-table", DataTable)
        current = self.highlighted() if keep else None
        problems: list[str] = []
        try:
            self.drafts = listed(problems)
        except OSError as exc:          # an unreadable data folder is said, not raised
            self.drafts = []
            self.notify(str(exc), severity="error", markup=False)
        if not keep:
            for problem in problems:
                self.notify(_("Skipped {problem}").format(problem=problem), severity="warning", markup=False)
        widths = {key: width or self.crew_width() for _label, key, width in COLUMNS}
        table.clear(columns=True)
        for label, key, _width in COLUMNS:
            table.add_column(_(label), key=key, width=widths[key])
        for draft in self.drafts:
            cells = cells_of(draft)
            table.add_row(*(Text(cells[key], no_wrap=True, overflow="ellipsis")
                            for _label, key, _width in COLUMNS), key=draft.id)
        if current is not None and current.id in [d.id for d in self.drafts]:
            table.move_cursor(row=[d.id for d in self.drafts].index(current.id), animate=False)
        n = len(self.drafts)
        self.query_one("#unfinished-count", Static).update(
            ngettext("{n} unfinished mission · enter continues · d discards",
                     "{n} unfinished missions · enter continues · d discards", n).format(n=n)
            if n else _("No unfinished mission: every mission started is finished or discarded."))
        self.show_detail()

    def highlighted(self) -> MissionDraft | None:
        row = self.query_one("#unfinished-table", DataTable).cursor_row
        return self.drafts[row] if 0 <= row < len(self.drafts) else None

    def show_detail(self) -> None:
        draft = self.highlighted()
        self.query_one("#unfinished-detail", Static).update(detail_of(draft) if draft else "")
        self.refresh_bindings()

    @on(DataTable.RowHighlighted)
    def row_highlighted(self) -> None:
        self.show_detail()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("continue", "discard"):
            return None if self.highlighted() is None else True
        return True

    def action_continue(self) -> None:
        draft = self.highlighted()
        if draft is not None and not draft.claim():      # two windows never undo each other
            self.notify(_(OPEN_ELSEWHERE),
                        severity="warning", markup=False)
        elif draft is not None:
            self.dismiss(draft)

    def action_discard(self) -> None:
        draft = self.highlighted()
        if draft is None:
            return
        if draft.open_elsewhere():
            self.notify(_(OPEN_ELSEWHERE),
                        severity="warning", markup=False)
            return
        question = _("Discard the {kind} mission of {crew}?").format(kind=kind_text(draft),
                                                                     crew=crew_text(draft))
        details = _("{soundtrack} · {progress} · saved {when}. Everything typed for it is deleted; "
                    "the logbook is not touched.").format(
            soundtrack=draft.soundtrack, progress=progress(draft), when=when_text(saved_at(draft), full=True))

        def answered(yes: bool | None) -> None:
            if yes:
                draft.discard()
                self.notify(_("Discarded: {crew} · {soundtrack}").format(crew=crew_text(draft),
                                                                        soundtrack=draft.soundtrack), markup=False)
                self.reload()

        self.app.push_screen(ConfirmScreen(question, details, yes=_("Discard"), no=_("Keep"),
                                           default=False, warning=True), answered)

    def action_back(self) -> None:
        self.dismiss(None)
