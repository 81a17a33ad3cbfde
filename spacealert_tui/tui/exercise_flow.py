"""Exercises in the app: the due ones, one after the other, each verdict kept.

    offer_exercises(app) → ExerciseScreen (the first due) → verdict kept → the next due … → back

`keep_lost_mission(record)` is what the after-mission flow calls on a loss: the mission
becomes an exercise due tomorrow (when a single card would have saved it). The lesson
of each (a few hundred resolutions) is found in a worker thread, never on the event
loop. An exercises file that cannot be read is said in a notification, and left as it is.
"""
from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import date
from typing import TYPE_CHECKING

from textual.app import App

from spacealert_tui.errors import UserError
from spacealert_tui.i18n import _

if TYPE_CHECKING:
    from spacealert_tui.record.exercises import Exercise
    from spacealert_tui.rules.record import GameRecord

logger = logging.getLogger(__name__)


def keep_lost_mission(record: GameRecord, today: date | None = None) -> bool:
    """Keep a lost mission's decisive mistake (run in a worker: it resolves the mission
    a few hundred times); whether one was added. Problems are logged, never raised: a
    mission just played is never held up by its exercise."""
    from spacealert_tui.record.exercises import keep_lost
    try:
        return bool(keep_lost([record], today or date.today()))
    except (UserError, OSError) as exc:
        logger.warning("the lost mission was not kept as an exercise: %s", exc)
        return False


def offer_exercises(app: App, today: date | None = None, done: Callable[[], None] | None = None,
                    *, again: bool = False) -> None:
    """Keep the logbook's new lost missions (in a worker), then push the exercises due
    `today`, one after the other; `done` when none is left (`again`: one was just done)."""
    from spacealert_tui.record.exercises import due_now, keep_lost, load_exercises, lost_in_logbook
    day = today or date.today()

    def find() -> None:
        try:
            if not again:
                keep_lost((record for _id, record in lost_in_logbook()), day)
            due = due_now(load_exercises(), day)
        except (UserError, OSError) as exc:
            app.call_from_thread(stop, str(exc))
            return
        app.call_from_thread(start, due)

    def stop(problem: str) -> None:
        app.notify(problem, severity="error", timeout=10)
        if done:
            done()

    def start(due: list) -> None:
        if not due:
            app.notify(_("No more exercises due today.") if again else _("No exercise is due today."))
            if done:
                done()
            return
        _start(app, due[0], day, done)

    app.run_worker(find, thread=True, group="exercise")


def _start(app: App, exercise: Exercise, today: date, done: Callable[[], None] | None) -> None:
    from spacealert_tui.coach.lesson_from_loss import lesson_of

    def find() -> None:
        lesson = lesson_of(exercise.record)
        app.call_from_thread(show, lesson)

    def show(lesson) -> None:
        from spacealert_tui.tui.screens.exercise import ExerciseScreen
        if lesson is None:          # the rules changed since: nothing to fix any more
            _kept(exercise, True, today)
            offer_exercises(app, today, done, again=True)
            return
        app.push_screen(ExerciseScreen(exercise.record, lesson), after)

    def after(verdict: bool | None) -> None:
        if verdict is None:
            if done:
                done()
            return
        _kept(exercise, verdict, today)
        offer_exercises(app, today, done, again=True)

    app.run_worker(find, thread=True, group="exercise")


def _kept(exercise: Exercise, solved: bool, today: date) -> None:
    """Write the verdict of one try into the store (re-read first: the file may have changed)."""
    from spacealert_tui.record.exercises import attempted, load_exercises, save_exercises
    try:
        exercises = load_exercises()
        exercises = [attempted(e, solved, today) if e.key == exercise.key else e for e in exercises]
        save_exercises(exercises)
    except (UserError, OSError) as exc:
        logger.warning("the exercise's verdict was not kept: %s", exc)
