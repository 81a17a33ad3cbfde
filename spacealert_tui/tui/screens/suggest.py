"""A plan suggested by the coach for a mission: searched in a worker thread, shown as a
plan grid, playable as a replay, and beside the crew's own plan.

`SuggestScreen(record, hands=..., iterations=N)` runs `coach.plan.search_plan` on the
record's threats, trajectories and crew in a thread (thousands of resolutions: too slow
for the event loop) with a progress bar over its iterations; escape stops it (the
search asks `stop` between iterations) and leaves. The search is bounded by
iterations, not time, so the same mission gives the same plan. With `hands` (a
practice mission) the plan uses only the cards each player held. With `own=True` the
record's plan is the crew's, played: the screen names the first turn where the two
plans differ and `c` opens both on the compare screen.
"""
from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Header, ProgressBar, Static

from spacealert_tui.coach.judge import Verdict
from spacealert_tui.coach.legal import Hands
from spacealert_tui.coach.changes import token_word
from spacealert_tui.coach.plan import PlanResult, search_plan
from spacealert_tui.i18n import N_, _, decimal
from spacealert_tui.record.practice import title_words
from spacealert_tui.rules.record import GameRecord
from spacealert_tui.tui.widgets.footer import Footer
from spacealert_tui.tui.widgets.plan_grid import PlanGrid

ITERATIONS = 6000            # four cooling cycles of the search: a few seconds here
DRAWS = 20
EVERY = 50                   # iterations between two progress reports to the screen


def first_difference(own: GameRecord, plan: GameRecord) -> str | None:
    """"The plans first differ in turn 3: Ana plays B instead of A"."""
    for turn in range(1, 13):
        diffs = [_("{player} plays {new} instead of {old}").format(
                     player=a.name, new=token_word(b.actions[turn - 1].token),
                     old=token_word(a.actions[turn - 1].token))
                 for a, b in zip(own.crew, plan.crew) if a.actions[turn - 1] != b.actions[turn - 1]]
        if diffs:
            return _("The plans first differ in turn {turn}: {changes}").format(turn=turn, changes="; ".join(diffs))
    return None


def verdict_line(v: Verdict) -> str:
    line = _("wins {wins} of {runs} damage draws").format(wins=v.wins, runs=v.runs)
    return line + (_(", mean score {score}").format(score=decimal(v.mean_score, 1)) if v.wins else "")


class SuggestScreen(Screen[None]):
    """The coach's plan for a mission (see the module docstring)."""

    CSS_PATH = Path(__file__).with_name("suggest.tcss")
    BINDINGS = [
        Binding("escape", "back", N_("Back")),
        Binding("r", "replay", N_("Replay")),
        Binding("c", "compare", N_("Beside yours")),
        Binding("t", "take", N_("Take this plan")),
        Binding("l", "longer", N_("Search longer")),
    ]

    def __init__(self, record: GameRecord, *, hands: Hands | None = None, own: bool = False,
                 iterations: int = ITERATIONS, draws: int = DRAWS, seed: int = 0,
                 take: Callable[[list[list[str]]], None] | None = None) -> None:
        super().__init__()
        self.record, self.hands, self.own, self.take = record, hands, own, take
        self.iterations, self.draws, self.seed = iterations, draws, seed
        self.result: PlanResult | None = None
        self.stopping = threading.Event()

    def compose(self) -> ComposeResult:
        yield Header()
        with VerticalScroll(id="suggest-body"):
            yield Static(_("Looking for a plan that brings the ship home…"), id="suggest-status", markup=False)
            yield ProgressBar(total=self.iterations, show_eta=False, id="suggest-progress")
            yield Static("", id="suggest-verdict", markup=False)
        yield Footer(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        title = title_words(self.record.title) if self.record.title else _("Mission")
        self.sub_title = _("Suggested plan · {title}").format(title=title)
        self.search()

    @work(thread=True, exclusive=True, group="suggest")
    def search(self) -> None:
        def progress(done: int, _v: Verdict) -> None:
            if done % EVERY == 0 and not self.stopping.is_set():
                self.app.call_from_thread(self.show_progress, done)

        result = search_plan(self.record, iterations=self.iterations, seed=self.seed, draws=self.draws,
                             hands=self.hands, stop=self.stopping.is_set, progress=progress)
        if not self.stopping.is_set():
            self.app.call_from_thread(self.show_plan, result)

    def show_progress(self, done: int) -> None:
        if self.is_attached:
            self.query_one(ProgressBar).update(progress=done)

    def show_plan(self, result: PlanResult) -> None:
        self.result = result
        self.query_one(ProgressBar).update(progress=self.iterations)
        status = _("The suggested plan: {verdict}.").format(verdict=verdict_line(result.verdict))
        if not result.verdict.wins:
            status = _("No plan found that brings the ship home in {n} tries: l searches longer. "
                       "The best found: {verdict}.").format(n=self.iterations, verdict=verdict_line(result.verdict))
        self.query_one("#suggest-status", Static).update(status)
        mine = _("Your plan: {verdict}.") if self.own else _("The crew's plan: {verdict}.")
        lines = [mine.format(verdict=verdict_line(result.start))]
        if self.hands is not None:
            lines.append(_("Only the cards each player held are used."))
        if self.own:
            lines.append(first_difference(self.record, result.record) or _("The two plans are the same."))
        self.query_one("#suggest-verdict", Static).update("\n".join(lines))
        grid = PlanGrid([m.name for m in result.record.crew],
                        [[a.token for a in m.actions] for m in result.record.crew],
                        androids=[m.android for m in result.record.crew], id="suggest-grid")
        grid.can_focus = False          # shown, not edited: the screen's keys stay free
        self.query_one("#suggest-body").mount(grid, before="#suggest-verdict")
        self.refresh_bindings()

    # -- keys ---------------------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "replay":
            return True if self.result is not None else None
        if action == "compare":
            return False if not self.own else (True if self.result is not None else None)
        if action == "take":
            return False if self.take is None else (True if self.result is not None else None)
        if action == "longer":      # offered when no plan the search found survives
            return self.result is not None and not self.result.verdict.wins
        return True

    def action_take(self) -> None:
        """The suggested plan into the crew's boards (the entry's grid), replacing theirs."""
        if self.result is None or self.take is None:
            return
        self.stopping.set()
        self.take([[a.token for a in m.actions] for m in self.result.record.crew])
        self.dismiss(None)

    async def action_longer(self) -> None:
        """Search again, twice as long (the same seed: the same longer search every time)."""
        if self.result is None:
            return
        self.iterations *= 2
        self.result = None
        await self.query("#suggest-grid").remove()
        self.refresh_bindings()
        bar = self.query_one(ProgressBar)
        bar.update(total=self.iterations, progress=0)
        self.query_one("#suggest-status", Static).update(_("Looking for a plan that brings the ship home…"))
        self.search()

    def action_replay(self) -> None:
        """The suggested plan on the resolution board, event by event."""
        from spacealert_tui.tui.services import review

        if self.result is not None:
            review(self.app).board(self.result.record, title=_("Suggested plan"))

    def action_compare(self) -> None:
        from spacealert_tui.tui.services import review

        if self.result is not None:
            review(self.app).compare(self.record, self.result.record,
                                     titles=(_("Your plan"), _("Suggested plan")))

    def action_back(self) -> None:
        self.stopping.set()
        self.dismiss(None)
