"""What a won mission cost: actions and energy spent per point, beside the coach's plan.

`EfficiencyScreen(record, hands=...)` shows the crew's figures at once (one resolution,
`coach.efficiency`), then searches the coach's own plan for the same mission in a
worker thread (`coach.plan.search_plan`, `ITERATIONS` steps from seed 0: the plan
`spacealert efficiency` finds, the same on any machine) with a progress bar, and sets
its figures beside the crew's. Escape stops the search (it asks `stop` between steps)
and leaves. With `hands` (a practice mission) the coach plays only the cards dealt.

A view: it imports no sibling screen and pushes nothing.
"""
from __future__ import annotations

import threading

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Header, ProgressBar, Static

from spacealert_tui.coach.efficiency import Comparison, Efficiency, column_lines, compare_with, efficiency_of
from spacealert_tui.coach.legal import Hands
from spacealert_tui.i18n import N_, _, decimal
from spacealert_tui.record.practice import title_words
from spacealert_tui.rules.record import GameRecord
from spacealert_tui.tui.widgets.footer import Footer

ITERATIONS = 1000           # `spacealert efficiency`'s default: the same plan from either
EVERY = 50                  # steps between two progress reports to the screen


def compared_text(comparison: Comparison) -> str:
    """One line on what the two plans' figures say."""
    crew, coach = comparison.crew, comparison.other
    if coach is None:
        return _("The coach's plan is lost on this mission's own damage draw: yours did better.")
    if coach.score > crew.score and coach.actions_per_point is not None and crew.actions_per_point is None:
        # the crew scored nothing: still say that the coach's plan scores (not just "nothing to divide")
        return _("The coach scores {more} more, with {actions} actions per point; your plan scored "
                 "no points.").format(more=coach.score - crew.score, actions=decimal(coach.actions_per_point, 2))
    if crew.actions_per_point is None or coach.actions_per_point is None:
        return _("No points to divide by: the figures per point are left out.")
    fewer = crew.actions_per_point - coach.actions_per_point
    if coach.score > crew.score:
        return _("The coach scores {more} more with {actions} actions per point to your "
                 "{yours}.").format(more=coach.score - crew.score, actions=decimal(coach.actions_per_point, 2),
                                    yours=decimal(crew.actions_per_point, 2))
    if fewer > 0:
        return _("Your score is as high as the coach's or higher, but the coach spends {fewer} "
                 "actions per point less.").format(fewer=decimal(fewer, 2))
    return _("As efficient as the coach's plan, or more: well flown.")


class EfficiencyScreen(Screen[None]):
    """The efficiency of a won mission (see the module docstring)."""

    DEFAULT_CSS = """
    EfficiencyScreen #efficiency-body { height: 1fr; padding: 0 1; }
    EfficiencyScreen #efficiency-table { margin: 1 0; }
    EfficiencyScreen #efficiency-progress { margin-bottom: 1; }
    """
    BINDINGS = [Binding("escape", "back", N_("Back"))]

    def __init__(self, record: GameRecord, *, hands: Hands | None = None, iterations: int = ITERATIONS) -> None:
        super().__init__()
        self.record, self.hands, self.iterations = record, hands, iterations
        self.crew: Efficiency | None = efficiency_of(record)
        self.comparison: Comparison | None = None
        self.stopping = threading.Event()

    def compose(self) -> ComposeResult:
        yield Header()
        with VerticalScroll(id="efficiency-body"):
            yield Static(_("What the mission cost, on its own damage draw: actions (cards played) and "
                           "energy (heavy laser and pulse cannon shots, energy put into shields) per "
                           "point, beside the coach's own plan for the same mission."),
                         id="efficiency-intro", markup=False)
            yield Static(self.table_text(), id="efficiency-table", markup=False)
            if self.crew is not None:
                yield Static(_("The coach is looking for its plan…"), id="efficiency-status", markup=False)
                yield ProgressBar(total=self.iterations, show_eta=False, id="efficiency-progress")
        yield Footer(compact=True, show_command_palette=False)

    def table_text(self) -> str:
        if self.crew is None:
            return _("The ship was lost: no points to spend for.")
        if self.comparison is None:         # the coach's column waits for its plan
            return "\n".join(column_lines(Comparison(self.crew, None), coach=False))
        return "\n".join(column_lines(self.comparison))

    def on_mount(self) -> None:
        title = title_words(self.record.title) if self.record.title else _("Mission")
        self.sub_title = _("Efficiency · {title}").format(title=title)
        if self.crew is not None:
            self.search()

    @work(thread=True, exclusive=True, group="efficiency")
    def search(self) -> None:
        from spacealert_tui.coach.plan import search_plan

        def progress(done: int, _verdict: object) -> None:
            if done % EVERY == 0 and not self.stopping.is_set():
                self.app.call_from_thread(self.show_progress, done)

        plan = search_plan(self.record, iterations=self.iterations, hands=self.hands,
                           stop=self.stopping.is_set, progress=progress)
        if self.stopping.is_set():
            return
        comparison = compare_with(self.record, plan.record)
        if not self.stopping.is_set():
            self.app.call_from_thread(self.show, comparison)

    def show_progress(self, done: int) -> None:
        if self.is_attached:
            self.query_one(ProgressBar).update(progress=done)

    def show(self, comparison: Comparison | None) -> None:
        if not self.is_attached or comparison is None:
            return
        self.comparison = comparison
        self.query_one("#efficiency-table", Static).update(self.table_text())
        self.query_one("#efficiency-status", Static).update(compared_text(comparison))
        self.query_one(ProgressBar).display = False

    def action_back(self) -> None:
        self.stopping.set()
        self.dismiss(None)

    def on_unmount(self) -> None:
        self.stopping.set()
