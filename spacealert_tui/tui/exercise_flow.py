"""Exercises in the app: the due ones, one after the other, each verdict kept; and a
won mission's efficiency (`show_efficiency`), the other lesson a mission gives.

    offer_exercises(app) → ExerciseScreen (the first due) → verdict kept → the next due … → back
    find_the_fix(app, record) → ExerciseScreen (that mission) → verdict kept → back

`keep_lost_mission(record)` is what the score screen calls on a loss: the mission
becomes an exercise due tomorrow (when a card or a pair of cards would have saved it).
`find_the_fix` is the score's and the logbook's "find the fix" of one lost mission, at
once: its try counts as the exercise's first (solved: back in 3 days; missed: tomorrow). The lesson
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
from spacealert_tui.i18n import N_, _, ngettext

if TYPE_CHECKING:
    from spacealert_tui.record.exercises import Exercise
    from spacealert_tui.rules.record import GameRecord

logger = logging.getLogger(__name__)

# said wherever a lost mission is known to have no fix a card or a pair of cards makes
NOTHING_SAVES = N_("No single card, and no pair of cards the coach tries, saves this mission: "
                   "the coach says what went wrong.")


def keep_lost_mission(record: GameRecord, today: date | None = None) -> bool | None:
    """Keep a lost mission's decisive mistake (run in a worker: it resolves the mission
    a few hundred times); whether a card or a pair of cards saves it (`saves_known`).
    Problems are logged, never raised: a mission just played is never held up by its
    exercise."""
    from spacealert_tui.record.exercises import keep_lost
    try:
        if keep_lost([record], today or date.today()):
            return True
    except (UserError, OSError) as exc:
        logger.warning("the lost mission was not kept as an exercise: %s", exc)
        return None
    return saves_known(record)


def saves_known(record: GameRecord) -> bool | None:
    """Whether a card or a pair of cards saves a lost mission, as the exercises store
    knows it without a search: True when it is kept as an exercise, False when it was
    looked at and none does, None when it was never looked at (or the store cannot be
    read: logged)."""
    from spacealert_tui.record.exercises import load_store, mission_key
    try:
        exercises, seen = load_store()
    except (UserError, OSError) as exc:
        logger.warning("the exercises were not read: %s", exc)
        return None
    key = mission_key(record)
    if any(e.key == key for e in exercises):
        return True
    return False if key in seen else None


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
            kept = load_exercises()
        except (UserError, OSError) as exc:
            app.call_from_thread(stop, str(exc))
            return
        later = [e.due for e in kept if e.due is not None and e.due > day]
        app.call_from_thread(start, due_now(kept, day), min(later) if later else None)

    def stop(problem: str) -> None:
        app.notify(problem, severity="error", timeout=10)
        if done:
            done()

    def start(due: list, next_day: date | None) -> None:
        if not due:
            said = _("No more exercises due today.") if again else _("No exercise is due today.")
            if next_day is not None:
                said += " " + _("The next is due on {day}.").format(day=next_day.isoformat())
            elif not again:
                said += " " + _("A lost mission that a card or two would have saved becomes one.")
            app.notify(said, timeout=8)
            if done:
                done()
            return
        _start(app, due[0], day, done, left=len(due))

    app.run_worker(find, thread=True, group="exercise")


def find_the_fix(app: App, record: GameRecord, today: date | None = None,
                 done: Callable[[], None] | None = None, *,
                 nothing_saves: Callable[[], None] | None = None) -> None:
    """The exercise of one lost mission, now: its decisive turn found in a worker, the
    exercise screen, the try kept (the mission kept as an exercise if it was not). A
    mission that neither a card nor a pair of cards saves is said in a notification
    (and `nothing_saves` is called: the screen that asked drops its x)."""
    from spacealert_tui.coach.lesson_from_loss import lesson_of
    from spacealert_tui.record.exercises import exercise_from
    day = today or date.today()

    def find() -> None:
        from textual.worker import get_current_worker
        lesson = lesson_of(record)
        usual = usual_text(record, exercise_from(record, lesson, day)) if lesson is not None else ""
        if not get_current_worker().is_cancelled:       # x pressed again meanwhile: that one shows
            app.call_from_thread(show, lesson, usual)

    def show(lesson, usual: str) -> None:
        from spacealert_tui.tui.screens.exercise import ExerciseScreen
        if lesson is None:
            app.notify(_(NOTHING_SAVES), timeout=10)
            if nothing_saves:
                nothing_saves()
            if done:
                done()
            return
        exercise = exercise_from(record, lesson, day)

        def after(verdict: bool | None) -> None:
            if verdict is None:         # left before trying: the mission kept, nothing counted
                _kept(exercise, None, day)
            if done:
                done()

        app.push_screen(ExerciseScreen(record, lesson, usual=usual,
                                       judged=lambda solved: _kept(exercise, solved, day)), after)

    app.notify(_("Looking for the turn that decided the mission…"), timeout=3)
    app.run_worker(find, thread=True, group="find-fix", exclusive=True)


def _start(app: App, exercise: Exercise, today: date, done: Callable[[], None] | None, left: int = 1) -> None:
    """`left`: how many are due, this one included (said on the screen when more than one)."""
    from spacealert_tui.coach.lesson_from_loss import lesson_of

    def find() -> None:
        lesson = lesson_of(exercise.record)
        app.call_from_thread(show, lesson, usual_text(exercise.record))

    def show(lesson, usual: str) -> None:
        from spacealert_tui.tui.screens.exercise import ExerciseScreen
        if lesson is None:          # the rules changed since: nothing to fix any more
            _kept(exercise, True, today)
            offer_exercises(app, today, done, again=True)
            return
        place = ngettext("{n} due today", "{n} due today", left).format(n=left) if left > 1 else ""
        app.push_screen(ExerciseScreen(exercise.record, lesson, usual=usual, place=place,
                                       judged=lambda solved: _kept(exercise, solved, today)), after)

    def after(verdict: bool | None) -> None:
        if verdict is None:
            if done:
                done()
            return
        offer_exercises(app, today, done, again=True)

    app.run_worker(find, thread=True, group="exercise")


def usual_text(record: GameRecord, adding: Exercise | None = None) -> str:
    """"The mistakes this crew makes most: …" once the crew has two exercises or more
    (`adding`: one about to be kept); "" before, or when the store cannot be read."""
    from spacealert_tui.coach.lesson_from_loss import KINDS
    from spacealert_tui.record.exercises import load_exercises, usual_mistakes
    try:
        exercises = load_exercises()
    except (UserError, OSError) as exc:
        logger.warning("the crew's usual mistakes were not read: %s", exc)
        return ""
    if adding is not None and all(e.key != adding.key for e in exercises):
        exercises.append(adding)
    kinds = usual_mistakes(exercises, record)
    if sum(count for _kind, count in kinds) < 2:
        return ""
    return _("The mistakes this crew makes most: {kinds}.").format(
        kinds=", ".join(f"{_(KINDS[kind])} ({count})" for kind, count in kinds))


def _kept(exercise: Exercise, solved: bool | None, today: date) -> None:
    """Write the verdict of one try into the store (re-read first: the file may have
    changed); the exercise is added when it was not kept yet."""
    from spacealert_tui.record.exercises import record_try
    try:
        record_try(exercise, solved, today)
    except (UserError, OSError) as exc:
        logger.warning("the exercise's verdict was not kept: %s", exc)


def show_efficiency(app: App, record: GameRecord) -> None:
    """A won mission's actions and energy per point beside the coach's plan (the coach
    searches in the screen's worker; a practice mission's with the cards dealt)."""
    from spacealert_tui.coach.legal import hands_of_record
    from spacealert_tui.tui.screens.efficiency import EfficiencyScreen
    app.push_screen(EfficiencyScreen(record, hands=hands_of_record(record)))
