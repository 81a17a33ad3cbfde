"""An exercise from a lost mission: find the change that saves the ship, then see the coach's.

As the best chess sites teach: the crew sees the mission's plan grid at its decisive
turn (`coach.lesson_from_loss`); only the cards of that turn may change, or, when only
a pair of cards saves the ship (`Lesson.also`), any two cards of the plan. Enter plays
their attempt on the mission's own damage draw (results only) and says whether it
works; then the coach's own smallest fix is shown. Enter again (or escape) leaves,
dismissing with the verdict: True solved, False not, None left before trying.

A view: it imports no sibling screen and pushes nothing.
"""
from __future__ import annotations

from collections.abc import Callable

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

#: The plan grid's keys, under it: without them a crew cannot tell how to put a card
#: (the entry's legend, less what an exercise has no use for: stumbles, next crew member).
LEGEND = N_("r ←red  b →blue  l ↕lift  a s d or A B C  f bots  e/space/0 empty  "
            "H+a/b/f heroic  m+1-6 heroic move  ⌫ clear  ←→↑↓ another card")
LEGEND_DOUBLE = N_("r ←red  b →blue  l ↕lift  a s d or A B C  f bots  e/space/0 empty  "
                   "x+two halves double card (x l a: ↕+A)  H+a/b/f heroic  m+1-6 heroic move  "
                   "⌫ clear  ←→↑↓ another card")


class ExerciseScreen(Screen[bool | None]):
    """The decisive turn of a lost mission, to fix (see the module docstring)."""

    DEFAULT_CSS = """
    ExerciseScreen #exercise-body { height: 1fr; padding: 0 1; }
    ExerciseScreen #exercise-task { margin-bottom: 1; }
    ExerciseScreen #exercise-legend { color: $text-muted; }
    ExerciseScreen #exercise-verdict { margin-top: 1; }
    ExerciseScreen #exercise-verdict.-solved { color: $success; text-style: bold; }
    ExerciseScreen #exercise-verdict.-missed { color: $warning; text-style: bold; }
    """
    BINDINGS = [
        Binding("enter", "try", N_("Try it"), priority=True),
        Binding("enter", "done", N_("Leave"), priority=True),
        Binding("escape", "leave", N_("Back")),
    ]

    def __init__(self, record: GameRecord, lesson: Lesson, *, usual: str = "", place: str = "",
                 judged: Callable[[bool], None] | None = None) -> None:
        """`usual`: a line on the mistakes this crew makes most (shown under the verdict);
        `place`: "1 of 3" when several are due; `judged`: called with the verdict as soon
        as it is given (kept then, not on leaving: a crew may quit the app right after)."""
        super().__init__()
        self.record, self.lesson, self.usual, self.place, self.judged = record, lesson, usual, place, judged
        self.original = [[a.token for a in m.actions] for m in record.crew]
        self.verdict: bool | None = None

    def compose(self) -> ComposeResult:
        yield Header()
        with VerticalScroll(id="exercise-body"):
            yield Static(self.task_text(), id="exercise-task", markup=False)
            double = "double_actions" in self.record.rules
            yield PlanGrid([m.name for m in self.record.crew], [list(p) for p in self.original],
                           androids=[m.android for m in self.record.crew],
                           double_actions=double, id="exercise-grid")
            yield Static(_(LEGEND_DOUBLE if double else LEGEND), id="exercise-legend", markup=False)
            yield Static("", id="exercise-verdict", markup=False)
            yield Static("", id="exercise-fix", markup=False)
        yield Footer(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        title = title_words(self.record.title) if self.record.title else _("Mission")
        self.sub_title = _("Exercise · {title}").format(title=title)
        if self.place:
            self.sub_title += f" · {self.place}"
        grid = self.query_one(PlanGrid)
        grid.check = self.only_the_decisive_turn
        grid.turn = self.lesson.turn
        grid.focus()

    def task_text(self) -> str:
        lost = self.lesson.lost_turn
        lost_text = (_("The ship was lost in turn {turn}.").format(turn=lost) if lost
                     else _("The ship was lost."))
        if self.lesson.also is not None:
            return lost_text + " " + _(
                "No single card saves it: it takes two, and turn {turn} is where the coach's pair begins. "
                "Change two cards (any turn, any crew member) so that the ship jumps home, then press "
                "Enter.").format(turn=self.lesson.turn)
        return lost_text + " " + _("Turn {turn} decided it. Change the cards of turn {turn} so that the "
                                   "ship jumps home, then press Enter.").format(turn=self.lesson.turn)

    # -- only the decisive turn (or two cards) may change ----------------------------------------
    def changed_slots(self, row: int, turn: int, token: str) -> int:
        """How many cards would differ from the crew's plan with `token` put at (row, turn)."""
        plans = self.query_one(PlanGrid).plans
        return sum(1 for r, plan in enumerate(self.original) for t, old in enumerate(plan, 1)
                   if (token if (r, t) == (row, turn) else plans[r][t - 1]) != old)

    def only_the_decisive_turn(self, row: int, turn: int, token: str) -> str | None:
        if self.verdict is not None:
            return _("The exercise is over: Enter or escape to leave.")
        if self.lesson.also is not None:
            if self.changed_slots(row, turn, token) > self.lesson.cards:
                return _("Two cards at most: first put back a card you changed as it was.")
            return None
        if turn != self.lesson.turn:
            return _("Only the cards of turn {turn} may change.").format(turn=self.lesson.turn)
        return None

    def on_plan_grid_changed(self, event: PlanGrid.Changed) -> None:
        """A card cleared or a stumble marked where the crew may not change: put back."""
        grid = event.grid
        original = self.original[event.row][event.turn - 1]
        if event.token == original:
            return
        if self.lesson.also is not None:
            changed = self.changed_slots(event.row, event.turn, event.token)
            refused = self.verdict is not None or changed > self.lesson.cards
        else:
            refused = event.turn != self.lesson.turn or self.verdict is not None
        if refused:
            grid.plans[event.row][event.turn - 1] = original
            grid.message = self.only_the_decisive_turn(event.row, event.turn, event.token) or ""
            grid.refresh(layout=True)

    # -- trying ----------------------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Enter tries until the verdict, then leaves (the footer says which)."""
        if action == "try":
            return self.verdict is None
        if action == "done":
            return self.verdict is not None
        return True

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
        if self.judged is not None:
            self.judged(result.won)
        self.refresh_bindings()
        self.query_one("#exercise-legend").display = False     # nothing more to type: room for the fix
        if result.won:
            self.say(_("It works: the ship jumps home!"), True)
        elif result.lost_turn:
            self.say(_("Not this: the ship is still lost, in turn {turn}.").format(turn=result.lost_turn), False)
        else:
            self.say(_("Not this: the ship is still lost."), False)
        fix = "; ".join(swap_text(self.record, s) for s in self.lesson.swaps)
        self.query_one("#exercise-fix", Static).update(
            _("The coach's smallest fix: {fix}. The mistake: {kind}.").format(
                fix=fix, kind=_(KINDS[self.lesson.kind])) + "\n"
            + (self.usual + "\n" if self.usual else "") + _("Enter or escape: leave."))

    def say(self, text: str, solved: bool | None) -> None:
        verdict = self.query_one("#exercise-verdict", Static)
        verdict.update(text)
        verdict.set_class(solved is True, "-solved")
        verdict.set_class(solved is False, "-missed")

    def action_leave(self) -> None:
        self.dismiss(self.verdict)

    def action_done(self) -> None:
        self.dismiss(self.verdict)

    # -- for tests -------------------------------------------------------------------------------
    def verdict_text(self) -> str:
        return str(self.query_one("#exercise-verdict", Static).render())

    def fix_text(self) -> str:
        return str(self.query_one("#exercise-fix", Static).render())
