"""The score of a mission just resolved, as the logbook writes it — and the writing of it.

The screen shows the rulebook's logbook line (§4.1): the crew with their roles, the
date, the soundtrack and the difficulty, then the points for threats survived and
destroyed, each penalty, visual confirmation and the total; for a lost mission no
score, and the threat that destroyed the ship with the turn.

When it opens it saves the game record to `data_dir()/records/<date>-<title>.yaml`
(so the mission can be replayed from a file too) and writes the mission to the
crew's logbook, once: a draft already logged is not logged again. Where both went
is shown. A failure (disk full, read-only folder, broken logbook) is shown, never a
crash; the draft is kept unfinished, so the mission is offered again, and `s` tries
again. A logged draft is marked done.

Keys: `enter`/`escape` finish (`dismiss()`), `r` replays (`dismiss("replay")`), `s`
saves again after a failure. A replay's score (`save=False`, opened from the board at
the end of a replay) has `escape` go back to the board (`dismiss("board")`).
"""
from __future__ import annotations

import logging
from datetime import date as Date
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Header, Static

from spacealert_tui.errors import UserError
from spacealert_tui.i18n import N_, _, ngettext
from spacealert_tui.record.practice import title_words
from spacealert_tui.record.logbook import (
    Logbook,
    LogbookCorrupt,
    LogbookError,
)
from spacealert_tui.rules.text import tr
from spacealert_tui.settings import display_path
from spacealert_tui.tui.widgets.footer import Footer
from spacealert_tui.tui.widgets.score_text import (banner_text, details_of, logbook_line, record_file_for,
                                                   training_note)

logger = logging.getLogger(__name__)

if TYPE_CHECKING:
    from spacealert_tui.record.draft import MissionDraft
    from spacealert_tui.rules import GameRecord
    from spacealert_tui.rules.result import Result


class ScoreScreen(Screen[Any]):
    """The score, written to the logbook and to a record file. Dismisses with None,
    "replay", or (a replay's score, on escape) "board"."""

    SUB_TITLE = N_("Score")
    CSS_PATH = Path(__file__).with_name("score.tcss")
    # The details panel shows from 120 columns: the logbook line keeps 80 of them.
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (120, "-wide")]
    BINDINGS = [
        Binding("enter", "finish", N_("Finish")),
        Binding("escape", "board", N_("Board")),
        Binding("escape", "finish", N_("Finish"), show=False),
        Binding("r", "replay", N_("Replay")),
        Binding("c", "coach", N_("Coach")),
        Binding("p", "suggest", N_("Suggest a plan")),
        Binding("s", "save", N_("Save again")),
        # one key, two meanings: the footer shows the one the mission's end allows (check_action)
        Binding("x", "find_fix", N_("Find the fix")),
        Binding("x", "efficiency", N_("Efficiency")),
    ]

    def __init__(self, record: GameRecord, result: Result, *, draft: MissionDraft | None = None,
                 logbook: Logbook | None = None, crew_name: str | None = None,
                 date: Date | str | None = None, records_dir: Path | None = None,
                 save: bool = True) -> None:
        """`save=False` shows the score only (a replay of a mission already logged)."""
        super().__init__()
        self.record, self.result, self.draft = record, result, draft
        self.logbook = logbook
        self._own_logbook = False
        self.crew_name = crew_name or getattr(draft, "crew_name", None)
        if date is None and draft is not None and draft.created:
            date = datetime.fromtimestamp(draft.created).date()
        if isinstance(date, datetime):
            date = date.date()
        self.played = (date or Date.today()).isoformat() if not isinstance(date, str) else date
        self.records_dir = records_dir
        self.save_wanted = save
        self.mission_id: int | None = None
        self.record_path: Path | None = None
        self.already_logged = False
        self.errors: list[str] = []
        self.notes: list[str] = []
        self._leave_armed = False
        self.pending: dict[str, str] = {}        # crew name → explorer, awaiting the crew's judgement
        self.awarded: list[str] = []             # the explorers awarded for this mission
        self.nothing_saves = False               # a loss no card nor pair of cards saves (found in a worker)

    # -- layout ------------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static(banner_text(self.record, self.result), id="score-banner", markup=False,
                     classes="-won" if self.result.won else "-lost")
        with Horizontal(id="score-columns"):
            with VerticalScroll(id="score-body"):
                with Vertical(id="score-line") as line:
                    line.border_title = _("Logbook")
                    yield Static(logbook_line(self.record, self.result, self.played), id="score-text")
                with Vertical(id="score-saved") as saved:
                    saved.border_title = _("Saved")
                    yield Static("", id="score-where", markup=False)
            with VerticalScroll(id="score-details") as details:
                details.border_title = _("Damage, threats, crew")
                yield Static(details_of(self.result), id="score-details-text")
        yield Footer()

    def on_mount(self) -> None:
        self.sub_title = _(self.SUB_TITLE)
        self.query_one("#score-body").focus()
        if self.save_wanted:
            self.write()
            self.ask_judged()
            if not self.result.won:
                self.keep_exercise()
        else:
            self.show_where()
            if not self.result.won:
                self.look_up_exercise()

    @work(thread=True, group="exercise")
    def keep_exercise(self) -> None:
        """A lost mission's decisive mistake kept as an exercise, offered again tomorrow
        (a few hundred resolutions: in a thread)."""
        from spacealert_tui.tui.exercise_flow import keep_lost_mission

        saves = keep_lost_mission(self.record)
        if saves is False:
            self.app.call_from_thread(self._nothing_saves)

    @work(thread=True, group="exercise")
    def look_up_exercise(self) -> None:
        """A replayed loss: whether a card saves it, as the exercises store already knows
        (no search: a replay keeps nothing)."""
        from spacealert_tui.tui.exercise_flow import saves_known

        if saves_known(self.record) is False:
            self.app.call_from_thread(self._nothing_saves)

    def _nothing_saves(self) -> None:
        """No card and no pair of cards saves this mission: x and its hint go, the line
        says so (the coach, c, says what went wrong)."""
        self.nothing_saves = True
        if self.is_mounted:
            self.show_where()

    def on_unmount(self) -> None:
        self._release_judging()
        if self._own_logbook and self.logbook is not None:
            self.logbook.close()

    # -- writing -------------------------------------------------------------------------------

    @property
    def saved(self) -> bool:
        """The mission is safe somewhere: in the logbook, or at least in a record file."""
        return not self.save_wanted or self.mission_id is not None or self.record_path is not None

    @property
    def failed(self) -> bool:
        return self.save_wanted and (self.mission_id is None or bool(self.errors))

    def _open_logbook(self) -> Logbook:
        if self.logbook is None:
            try:
                self.logbook = Logbook.open()
            except LogbookCorrupt as exc:
                self.notes.append(str(exc))
                self.logbook = Logbook.open()      # a new one, beside the backup
            self._own_logbook = True
        return self.logbook

    def write(self) -> None:
        """Save the record file and log the mission (each at most once); show what happened."""
        self.errors = []
        draft_id = self.draft.id if self.draft is not None else None
        try:
            book = self._open_logbook()
            if draft_id and self.mission_id is None:
                logged = book.mission_for_draft(draft_id)
                if logged is not None:
                    self.mission_id, self.already_logged = logged.id, True
                    self.record_path = Path(logged.record_path) if logged.record_path else None
        except LogbookError as exc:
            self.errors.append(_("Logbook: {problem}").format(problem=exc))
            book = None
        if self.record_path is None and not self.already_logged:
            self._save_record_file()
        if book is not None and self.mission_id is None:
            self._log(book, draft_id)
        elif book is not None and self.already_logged and self.result.won and not self.awarded:
            # logged, but its explorers not all awarded yet: the row logged with it says who
            try:
                waiting = book.pending_awards().get(self.mission_id) if self.mission_id is not None else None
                self.pending = waiting or self._flying(book)
            except LogbookError as exc:
                self.errors.append(_("Explorers: {problem}").format(problem=exc))
        self._claim_judging()
        self._finish_draft()
        self.show_where()

    def _claim_judging(self) -> None:
        """While the crew judges, `explorers --settle` in another window leaves this award alone."""
        from spacealert_tui.record.claims import claim, judging_path

        if self.pending and self.mission_id is not None and self.logbook is not None:
            claim(judging_path(self.logbook.path, self.mission_id))

    def _release_judging(self) -> None:
        from spacealert_tui.record.claims import judging_path, release

        if self.mission_id is not None and self.logbook is not None:
            release(judging_path(self.logbook.path, self.mission_id))

    def _save_record_file(self) -> None:
        from spacealert_tui.record.draft import data_dir
        from spacealert_tui.record.files import save_record

        try:
            folder = self.records_dir or data_dir() / "records"
            # named in the crew's language: the title the app gave, as the crew reads it
            path = record_file_for(folder, self.played, title_words(self.record.title or ""))
            save_record(self.record, path)
        except (OSError, UserError) as exc:
            reason = getattr(exc, "strerror", None) or str(exc)
            self.errors.append(_("Record file: not saved ({reason})").format(reason=reason))
            return
        self.record_path = path

    def _log(self, book: Logbook, draft_id: str | None) -> None:
        flying = self._flying(book)
        # a won mission waits for the crew's judged achievements (who waits is written with
        # the mission, so a crash in between loses nothing); a lost one clones or kills in
        # the transaction that logs it
        now = {} if self.result.won else flying
        for attempt in (1, 2):
            try:
                self.mission_id = book.add_mission(
                    self.record, self.result, crew_name=self.crew_name, date=self.played,
                    draft_id=draft_id, record_path=self.record_path,
                    practice=bool(getattr(self.draft, "practice", False)), explorers=now,
                    pending={} if now else flying, consent=getattr(self.draft, "consent", None) or None)
                if now:
                    self.awarded = list(now.values())
                else:
                    self.pending = flying
                return
            except LogbookCorrupt as exc:      # moved aside: log it in a new logbook
                self.notes.append(str(exc))
                if attempt == 2:
                    break
                try:
                    book = self.logbook = Logbook.open(exc.path)
                    self._own_logbook = True
                except LogbookError as again:
                    self.errors.append(_("Logbook: {problem}").format(problem=again))
                    return
            except LogbookError as exc:
                self.errors.append(_("Logbook: {problem}").format(problem=exc))
                return
            except Exception as exc:         # whatever it is, the table keeps its score
                logger.exception("the mission could not be logged")     # the log stays English
                self.errors.append(_("Logbook: not written ({problem})").format(
                    problem=f"{type(exc).__name__}: {exc}"))
                return

    def _finish_draft(self) -> None:
        """A logged draft is done; one that is not stays unfinished (and saved) for next time.
        So does one whose explorers wait for their award: opened again, it is found logged
        and offers the award again (an explorer already awarded is left alone)."""
        if self.draft is None:
            return
        if self.mission_id is not None and not self.pending:
            self.draft.stage = "done"
        try:
            self.draft.save()
        except OSError as exc:
            if self.mission_id is None:
                self.errors.append(_("Mission draft: not saved ({reason})").format(reason=exc.strerror or exc))

    # -- explorers ----------------------------------------------------------------------------

    def _flying(self, book: Logbook) -> dict[str, str]:
        """Crew name → explorer for this mission's award: none for practice, a replay or a
        campaign's mission (the campaign awards its explorers at its end); an explorer the
        logbook does not know, or who died, is said and left out."""
        from spacealert_tui.record.crew import seat_explorers

        from spacealert_tui.rules.explorers import is_training

        draft = self.draft
        if draft is None or draft.practice or draft.campaign_id:
            return {}
        if is_training(self.record.soundtrack):
            if seat_explorers(draft.crew):         # the award would be shown here: say why there is none
                note = training_note(self.record.soundtrack)
                if note not in self.notes:
                    self.notes.append(note)
            return {}
        flying = {}
        for seat, name in seat_explorers(draft.crew).items():
            try:
                found = book.explorer(name)
            except LogbookError as exc:
                self.errors.append(_("Explorers: {problem}").format(problem=exc))
                return {}
            if found is None or found.sheet.dead:
                self.notes.append(_("{name} is not a living explorer of this logbook: nothing awarded").format(
                    name=name))
            elif not any(a.mission_id == self.mission_id and self.mission_id is not None for a in found.awards):
                flying[seat] = found.name
        return flying

    @staticmethod
    def _outcome(book: Logbook, name: str) -> str:
        """One line on an explorer's award, as the sheet now reads."""
        explorer = book.explorer(name)
        if explorer is None or not explorer.awards:
            return _("{name}: nothing awarded").format(name=name)
        last, sheet = explorer.awards[-1], explorer.sheet
        if sheet.dead:
            return _("{name}: did not consent to cloning, and died").format(name=name)
        if not last.success:
            return _("{name}: replaced by a clone (clone {clones}), the sheet unchanged").format(
                name=name, clones=sheet.clones)
        owed = (" · " + ngettext("{n} specialization box to tick", "{n} specialization boxes to tick",
                                 sheet.boxes_owed).format(n=sheet.boxes_owed)) if sheet.boxes_owed else ""
        from spacealert_tui.rules.achievements import BY_ID
        names = ", ".join(tr(BY_ID[a].name) if a in BY_ID else a for a in last.achievements)
        gained = _("{name}: {xp} experience").format(name=name, xp=last.written)
        return gained + (f" ({names})" if names else "") + " · " + \
            _("level {level}").format(level=sheet.level) + owed

    def ask_judged(self) -> None:
        """The judged achievements' checklist (the crew's say), then the award."""
        if not self.pending or self.mission_id is None:
            return
        from spacealert_tui.record.crew import players_of
        from spacealert_tui.tui.dialogs.after_mission import JudgedScreen

        solo = self.draft is not None and players_of(self.draft.crew) == 1
        levels: dict[str, int] = {}
        try:
            book = self._open_logbook()
            for name in self.pending.values():
                found = book.explorer(name)
                if found is not None:
                    levels[name] = found.sheet.level
        except LogbookError:
            levels = {}
        self.app.push_screen(JudgedScreen(list(self.pending.values()), solo=solo, levels=levels), self.award)

    def award(self, judged: dict[str, list[str]] | None) -> None:
        """Award the explorers waiting, with what the crew judged; then offer the boxes."""
        if not self.pending or self.mission_id is None:
            return
        by_seat = {seat: (judged or {}).get(name, []) for seat, name in self.pending.items()}
        skipped: dict[str, str] = {}
        try:
            book = self._open_logbook()
            book.award_explorers(self.mission_id, self.record, self.result, self.pending, judged=by_seat,
                                 skipped=skipped, consent=getattr(self.draft, "consent", None) or None)
        except LogbookError as exc:
            self.errors.append(_("Explorers: {problem}").format(problem=exc))
            self.show_where()
            return
        for seat, reason in skipped.items():    # each award stands alone; that one stays waiting
            self.errors.append(_("Explorers: {name} not awarded ({reason}); it stays waiting").format(
                name=self.pending[seat], reason=reason))
        names = [name for seat, name in self.pending.items() if seat not in skipped]
        self.awarded = names
        self.pending = {}
        self._release_judging()
        self._finish_draft()
        self.show_where()
        self.offer_boxes(names)

    def offer_boxes(self, names: list[str]) -> None:
        """The specialization box each level reached grants, one explorer after another."""
        from spacealert_tui.tui.dialogs.after_mission import BoxScreen

        book = self._open_logbook()
        for i, name in enumerate(names):
            try:
                explorer = book.explorer(name)
            except LogbookError:
                return
            if explorer is None or explorer.sheet.dead or not explorer.sheet.box_choices():
                continue
            sheet = explorer.sheet
            reached = sheet.level - sheet.boxes_owed + 1

            def ticked(choice: str | None, name: str = name, rest: list[str] = names[i:]) -> None:
                if choice is None:
                    self.offer_boxes(rest[1:])
                    return
                try:
                    self._open_logbook().tick_specialization(name, choice)
                except LogbookError as exc:
                    self.errors.append(_("Explorers: {problem}").format(problem=exc))
                self.show_where()
                self.offer_boxes(rest)          # the same explorer again if more are owed

            self.app.push_screen(BoxScreen(name, reached, sheet.box_choices()), ticked)
            return

    def show_where(self) -> None:
        lines: list[Text] = []
        book_path = self.logbook.path if self.logbook is not None else None
        if not self.save_wanted:
            lines.append(Text(_("Not written again: this mission is a replay.")))
        elif self.mission_id is not None:
            said = (_("Mission #{id} already in the logbook") if self.already_logged
                    else _("Mission #{id} written to the logbook")).format(id=self.mission_id)
            place = f" ({display_path(book_path)})" if book_path else ""
            lines.append(Text(said + place))
        if self.record_path is not None:
            lines.append(Text(_("Record: {path}").format(path=display_path(self.record_path))))
        if self.awarded and self.logbook is not None:
            try:
                lines.extend(Text(self._outcome(self.logbook, name)) for name in self.awarded)
            except LogbookError as exc:
                lines.append(Text(_("Explorers: {problem}").format(problem=exc), style="bold"))
        if self.pending:
            lines.append(Text(_("Explorers: the award waits for the crew's judged achievements."),
                              style="bold"))
        if self.nothing_saves:
            from spacealert_tui.tui.exercise_flow import NOTHING_SAVES

            lines.append(Text(_(NOTHING_SAVES)))
        elif not self.result.won:
            lines.append(Text(_("x: find the change that would have saved the ship (an exercise).")))
        for note in self.notes:
            lines.append(Text(note, style="bold"))
        for error in self.errors:
            lines.append(Text(error, style="bold"))
        if self.failed:
            if self.draft is not None:
                lines.append(Text(_("The mission stays in its draft: it is offered again next time. "
                                    "s tries again."), style="bold"))
            elif self.record_path is None:
                lines.append(Text(_("Nothing could be saved: s tries again."), style="bold"))
            else:
                lines.append(Text(_("s tries again."), style="bold"))
        where = self.query_one("#score-where", Static)
        where.update(Text("\n").join(lines))
        saved = self.query_one("#score-saved")
        saved.set_class(self.failed, "-error")
        saved.border_title = _("Not saved") if not self.saved else (
            _("Saved, with a problem") if self.failed else _("Saved"))
        self.refresh_bindings()

    # -- keys ----------------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "save":
            return self.failed
        if action == "board":
            return not self.save_wanted
        if action == "suggest":
            return bool(self.draft is not None and getattr(self.draft, "practice", False))
        if action == "find_fix":
            return not self.result.won and not self.nothing_saves
        if action == "efficiency":
            return self.result.won
        return True

    def action_find_fix(self) -> None:
        """A lost mission's exercise, now: its decisive turn, the crew's try, the coach's fix."""
        from spacealert_tui.tui.exercise_flow import find_the_fix

        find_the_fix(self.app, self.record, nothing_saves=self._nothing_saves)

    def action_efficiency(self) -> None:
        """A won mission's actions and energy per point, beside the coach's plan."""
        from spacealert_tui.tui.exercise_flow import show_efficiency

        show_efficiency(self.app, self.record)

    def action_save(self) -> None:
        if self.failed:
            self.write()
            if not self.failed:
                self.notify(_("Saved."), markup=False)

    def action_finish(self) -> None:
        if not self.saved and not self._leave_armed:
            self._leave_armed = True
            self.notify(_("Nothing was saved. Press esc or enter again to leave anyway, s to try again."),
                        title=_("Not saved"), severity="warning", markup=False)
            return
        self.dismiss()

    def action_replay(self) -> None:
        self.dismiss("replay")

    def action_suggest(self) -> None:
        """After practice: the coach's plan from the cards dealt, beside the player's."""
        from spacealert_tui.tui.services import review

        review(self.app).suggest(self.draft, self.record)

    def action_coach(self) -> None:
        """What went wrong and the best changes (a practice crew: only the cards dealt)."""
        from spacealert_tui.tui.services import review

        review(self.app).coach(self.record, draft=self.draft)

    def action_board(self) -> None:
        """A replay's score: back to the board, at the last event."""
        self.dismiss("board")
