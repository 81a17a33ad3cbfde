"""An exercise from a lost mission: find the change that saves the ship, then see the coach's.

As the best chess sites teach: the crew sees the mission's plan grid at its decisive
turn (`coach.lesson_from_loss`); only the cards of that turn may change. Enter plays
their attempt on the mission's own damage draw (results only) and says whether it
works; then the coach's own smallest fix is shown. Enter again (or escape) leaves,
dismissing with the verdict: True solved, False not, None left before trying.

A view: it imports no sibling screen and pushes nothing.
"""
from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Header, Static

from spacealert_tui.coach.changes import swap_text
from spacealert_tui.coach.lesson_from_loss import KINDS, Lesson, attempt_result
from spacealert_tui.i18n import N_, _
from spacealert_tui.record.practice import title_words
from spacealert_tui.rules.actions import parse_action
from spacealert_tui.rules.record import GameRecord
from spacealert_tui.tui.widgets.footer import Footer
from spacealert_tui.tui.widgets.plan_grid import PlanGrid


class ExerciseScreen(Screen[bool | None]):
    """The decisive turn of a lost mission, to fix (see the module docstring)."""

    DEFAULT_CSS = """
    ExerciseScreen #exercise-body { height: 1fr; padding: 0 1; }
    ExerciseScreen #exercise-task { margin-bottom: 1; }
    ExerciseScreen #exercise-verdict { margin-top: 1; }
    ExerciseScreen #exercise-verdict.-solved { color: $success; text-style: bold; }
    ExerciseScreen #exercise-verdict.-missed { color: $warning; text-style: bold; }
    """
    BINDINGS = [
        Binding("enter", "try", N_("Try it"), priority=True),
        Binding("escape", "leave", N_("Back")),
    ]

    def __init__(self, record: GameRecord, lesson: Lesson) -> None:
        super().__init__()
        self.record, self.lesson = record, lesson
        self.original = [[a.token for a in m.actions] for m in record.crew]
        self.verdict: bool | None = None

    def compose(self) -> ComposeResult:
        yield Header()
        with VerticalScroll(id="exercise-body"):
            yield Static(self.task_text(), id="exercise-task", markup=False)
            yield PlanGrid([m.name for m in self.record.crew], [list(p) for p in self.original],
                           androids=[m.android for m in self.record.crew],
                           double_actions="double_actions" in self.record.rules, id="exercise-grid")
            yield Static("", id="exercise-verdict", markup=False)
            yield Static("", id="exercise-fix", markup=False)
        yield Footer(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        title = title_words(self.record.title) if self.record.title else _("Mission")
        self.sub_title = _("Exercise · {title}").format(title=title)
        grid = self.query_one(PlanGrid)
        grid.check = self.only_the_decisive_turn
        grid.turn = self.lesson.turn
        grid.focus()

    def task_text(self) -> str:
        lost = self.lesson.lost_turn
        lost_text = (_("The ship was lost in turn {turn}.").format(turn=lost) if lost
                     else _("The ship was lost."))
        return lost_text + " " + _("Turn {turn} decided it. Change the cards of turn {turn} so that the "
                                   "ship jumps home, then press Enter.").format(turn=self.lesson.turn)

    # -- only the decisive turn may change -------------------------------------------------------
    def only_the_decisive_turn(self, row: int, turn: int, token: str) -> str | None:
        if self.verdict is not None:
            return _("The exercise is over: Enter or escape to leave.")
        if turn != self.lesson.turn:
            return _("Only the cards of turn {turn} may change.").format(turn=self.lesson.turn)
        return None

    def on_plan_grid_changed(self, event: PlanGrid.Changed) -> None:
        """A card cleared or a stumble marked where the crew may not change: put back."""
        grid = event.grid
        original = self.original[event.row][event.turn - 1]
        if (event.turn != self.lesson.turn or self.verdict is not None) and event.token != original:
            grid.plans[event.row][event.turn - 1] = original
            grid.message = self.only_the_decisive_turn(event.row, event.turn, event.token) or ""
            grid.refresh(layout=True)

    # -- trying ----------------------------------------------------------------------------------
    def action_try(self) -> None:
        if self.verdict is not None:
            self.dismiss(self.verdict)
            return
        grid = self.query_one(PlanGrid)
        try:
            plans = [[parse_action(t) for t in plan] for plan in grid.plans]
        except ValueError:
            self.say(_("That is not a card a crew may play: change it and press Enter."), None)
            return
        result = attempt_result(self.record, plans)
        if result is None:
            self.say(_("Not a plan a crew may play (one heroic card each at most): change it and "
                       "press Enter."), None)
            return
        self.verdict = result.won
        if result.won:
            self.say(_("It works: the ship jumps home!"), True)
        elif result.lost_turn:
            self.say(_("Not this: the ship is still lost, in turn {turn}.").format(turn=result.lost_turn), False)
        else:
            self.say(_("Not this: the ship is still lost."), False)
        fix = swap_text(self.record, self.lesson.fix)
        self.query_one("#exercise-fix", Static).update(
            _("The coach's smallest fix: {fix}. The mistake: {kind}.").format(
                fix=fix, kind=_(KINDS[self.lesson.kind])) + "\n" + _("Enter or escape: leave."))

    def say(self, text: str, solved: bool | None) -> None:
        verdict = self.query_one("#exercise-verdict", Static)
        verdict.update(text)
        verdict.set_class(solved is True, "-solved")
        verdict.set_class(solved is False, "-missed")

    def action_leave(self) -> None:
        self.dismiss(self.verdict)

    # -- for tests -------------------------------------------------------------------------------
    def verdict_text(self) -> str:
        return str(self.query_one("#exercise-verdict", Static).render())

    def fix_text(self) -> str:
        return str(self.query_one("#exercise-fix", Static).render())
