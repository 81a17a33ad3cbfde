"""The flight school in the app: the order of its screens.

    path → lesson text → plan → board (the resolution, narrated) → verdict
                          ↑                                          │
                          └──── r: try again ────────────────────────┤ n: the next lesson's text
                                                                     └ escape: the path

The path (`SchoolScreen`) stays under the lesson's screens and asks this flow for a
lesson (`open`, through the `Course` it is given: `tui/services.py`); a lesson's screens
each dismiss with their result, and `SchoolFlow.lesson` — one coroutine, run in a worker
— pushes the next. A plan that passes is written into the progress store at once; a
progress file that cannot be read is said in a notification and left as it is (nothing
passed meanwhile is written over it).
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, cast

from spacealert_tui.errors import UserError
from spacealert_tui.i18n import _

if TYPE_CHECKING:
    from textual.app import App
    from textual.screen import Screen
    from textual.worker import Worker

    from spacealert_tui.rules import Resolution
    from spacealert_tui.school.lessons import Lesson, Verdict
    from spacealert_tui.school.progress import Progress


#: Seconds per event on the board: a lesson's mission is mostly quiet turns.
BOARD_SECONDS = 0.3


class SchoolFlow:
    """Pushes the school's screens in order, and keeps the learner's progress (a `Course`)."""

    def __init__(self, app: App[Any], *, clock: Any = None, sleep: Any = None) -> None:
        """`clock`, `sleep`: the timed lessons' round clock (tests drive it)."""
        self.app = app
        self.clock = clock
        self.sleep = sleep
        self.progress: Progress | None = None
        self.problem = ""             # why the progress store cannot be used, if it cannot
        self.last_plans: dict[str, list[list[str]]] = {}
        self._load()

    # -- the lessons and the progress ---------------------------------------------------
    @staticmethod
    def lessons() -> Sequence[Lesson]:
        from spacealert_tui.school.lessons import LESSONS

        return LESSONS

    def _load(self) -> None:
        from spacealert_tui.school.progress import Progress, load_progress

        try:
            self.progress = load_progress()
        except UserError as exc:
            self.problem = str(exc)
            self.progress = Progress()
            self.app.notify(_("The school's progress cannot be read: {problem}").format(problem=exc),
                            severity="error", timeout=10, markup=False)

    def passed(self) -> set[str]:
        return set(self.progress.passed) if self.progress is not None else set()

    def next_lesson(self) -> Lesson | None:
        from spacealert_tui.school.progress import next_lesson

        return next_lesson(self.progress) if self.progress is not None else None

    def _mark_passed(self, lesson: Lesson) -> str:
        """Write the lesson into the progress store; '' or why it was not kept."""
        from spacealert_tui.school.progress import save_progress

        assert self.progress is not None
        self.progress.mark_passed(lesson.id)
        if self.problem:
            return _("Not kept: the progress file cannot be read ({problem}).").format(problem=self.problem)
        try:
            save_progress(self.progress)
        except (UserError, OSError) as exc:
            return _("Not kept: the progress could not be written ({problem}).").format(problem=exc)
        return ""

    def _following(self, lesson: Lesson) -> Lesson | None:
        lessons = list(self.lessons())
        at = next(i for i, other in enumerate(lessons) if other.id == lesson.id)
        return lessons[at + 1] if at + 1 < len(lessons) else None

    # -- the screens --------------------------------------------------------------------
    def start(self, lesson_id: str | None = None,
              on_leave: Callable[[Any], None] | None = None) -> None:
        """The path, and over it the lesson `lesson_id` if given; `on_leave`: called when
        the learner leaves the path."""
        from spacealert_tui.tui.screens.school import SchoolScreen

        self.app.push_screen(SchoolScreen(self), on_leave)
        if lesson_id is not None:
            self.open(lesson_id)

    def open(self, lesson_id: str) -> Worker[None]:
        """The lesson `lesson_id`, from its explanation on, in a worker of the app."""
        return self.app.run_worker(self.lesson(lesson_id), name="school lesson", group="flows")

    async def lesson(self, lesson_id: str) -> None:
        """A lesson's screens, text → plan → board → verdict, until the learner goes back
        to the path (an unknown id is said, never a crash)."""
        from spacealert_tui.school.lessons import lesson as find_lesson
        from spacealert_tui.tui.screens.lesson_plan import LessonPlanScreen
        from spacealert_tui.tui.screens.school import LessonScreen, VerdictScreen, lesson_number

        try:
            lesson: Lesson | None = find_lesson(lesson_id)
        except UserError as exc:
            self.app.notify(str(exc), severity="error", markup=False)
            return
        step = "text"
        while lesson is not None:
            if step == "text":
                lessons = self.lessons()
                choice = await self.app.push_screen_wait(LessonScreen(
                    lesson, number=lesson_number(lessons, lesson.id), of=len(lessons),
                    passed=lesson.id in self.passed()))
                if choice != "plan":
                    return
                step = "plan"
            if step == "plan":
                planning = LessonPlanScreen(lesson, audio=getattr(self.app, "audio", None), clock=self.clock,
                                            sleep=self.sleep, plans=self.last_plans.get(lesson.id))
                # the plan screen is the round's (a Screen[bool]) but dismisses with the plans
                plans: list[list[str]] | None = await self.app.push_screen_wait(
                    cast("Screen[list[list[str]] | None]", planning))
                if plans is None:
                    step = "text"
                    continue
                self.last_plans[lesson.id] = plans
            flown = self.fly(lesson, self.last_plans[lesson.id])
            if flown is None:                     # a bug in the rules core, said: the lesson ends
                return
            if isinstance(flown, str):            # a plan the lesson refuses: back to the plan
                step = "plan"
                continue
            verdict, board = flown
            await self.app.push_screen_wait(board)
            problem = self._mark_passed(lesson) if verdict.passed else ""
            following = self._following(lesson)
            choice = await self.app.push_screen_wait(VerdictScreen(
                lesson, verdict, has_next=following is not None, problem=problem))
            if choice == "retry":
                step = "plan"
            elif choice == "board":
                step = "board"
            elif choice == "next" and following is not None:
                lesson, step = following, "text"
            else:
                return

    def fly(self, lesson: Lesson, plans: list[list[str]]) -> tuple[Verdict, Any] | str | None:
        """The plan judged, and the board that plays its resolution; "plan" (said) when
        the lesson refuses the plan; None (said) when the rules core fails."""
        from spacealert_tui.rules import record_from_dict, resolve
        from spacealert_tui.school.lessons import judge, plan_record
        from spacealert_tui.tui.screens.board import LessonBoardScreen

        try:
            verdict = judge(lesson, plans)
            record = record_from_dict(plan_record(lesson, plans))
            resolution: Resolution = resolve(record, snapshots="events")
        except UserError as exc:
            self.app.notify(str(exc), severity="error", markup=False)
            return "plan"
        except Exception as exc:        # a bug in the rules core: logged and said
            from spacealert_tui.tui.failures import show_failure

            show_failure(self.app, _("The lesson cannot be resolved"), exc)
            return None
        return verdict, LessonBoardScreen(resolution, title=_(lesson.title), tracks=dict(record.tracks),
                                          autoplay=True, interval=BOARD_SECONDS)
