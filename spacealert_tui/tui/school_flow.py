"""The flight school in the app: the order of its screens.

    path → lesson text → plan → board (the resolution, narrated) → verdict
                                  ↑                                  │
                                  └──── r: try again ────────────────┤ n: the next lesson's text
                                                                     └ escape: the path

The path (`SchoolScreen`) stays under the lesson's screens; each of those dismisses
with its result and this module pushes the next. A plan that passes is written into
the progress store at once; a progress file that cannot be read is said in a
notification and left as it is (nothing passed meanwhile is written over it).
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from spacealert_tui.errors import UserError
from spacealert_tui.i18n import _

if TYPE_CHECKING:
    from spacealert_tui.school.lessons import Lesson, Verdict
    from spacealert_tui.school.progress import Progress
    from spacealert_tui.tui.app import SpaceAlertApp


#: Seconds per event on the board: a lesson's mission is mostly quiet turns.
BOARD_SECONDS = 0.3


class SchoolFlow:
    """Pushes the school's screens in order, and keeps the learner's progress."""

    def __init__(self, app: SpaceAlertApp, *, clock: Any = None, sleep: Any = None) -> None:
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

    def open(self, lesson_id: str) -> None:
        """A lesson's explanation (an unknown id is said, never a crash)."""
        from spacealert_tui.school.lessons import lesson as find_lesson
        from spacealert_tui.tui.screens.school import LessonScreen, lesson_number

        try:
            lesson = find_lesson(lesson_id)
        except UserError as exc:
            self.app.notify(str(exc), severity="error", markup=False)
            return
        lessons = self.lessons()
        screen = LessonScreen(lesson, number=lesson_number(lessons, lesson.id), of=len(lessons),
                              passed=lesson.id in self.passed())
        self.app.push_screen(screen, lambda choice: self._after_text(lesson, choice))

    def _after_text(self, lesson: Lesson, choice: str | None) -> None:
        if choice == "plan":
            self.plan(lesson)

    def plan(self, lesson: Lesson) -> None:
        from spacealert_tui.tui.screens.lesson_plan import LessonPlanScreen

        screen = LessonPlanScreen(lesson, audio=self.app.audio, clock=self.clock, sleep=self.sleep,
                                  plans=self.last_plans.get(lesson.id))
        self.app.push_screen(screen, lambda plans: self._after_plan(lesson, plans))

    def _after_plan(self, lesson: Lesson, plans: list[list[str]] | None) -> None:
        if plans is None:
            self.open(lesson.id)
            return
        self.last_plans[lesson.id] = plans
        self.fly(lesson, plans)

    def fly(self, lesson: Lesson, plans: list[list[str]]) -> None:
        """Judge the plan, then play its resolution on the board; the verdict follows."""
        from spacealert_tui.rules import record_from_dict, resolve
        from spacealert_tui.school.lessons import judge, plan_record
        from spacealert_tui.tui.screens.school import LessonBoardScreen

        try:
            verdict = judge(lesson, plans)
            record = record_from_dict(plan_record(lesson, plans))
            resolution = resolve(record, snapshots="events")
        except UserError as exc:        # a plan the lesson refuses: back to the plan
            self.app.notify(str(exc), severity="error", markup=False)
            self.plan(lesson)
            return
        except Exception as exc:        # a bug in the rules core: logged and said
            from spacealert_tui.tui.failures import show_failure

            show_failure(self.app, _("The lesson cannot be resolved"), exc)
            return
        screen = LessonBoardScreen(resolution, title=_(lesson.title), tracks=dict(record.tracks),
                                   autoplay=True, interval=BOARD_SECONDS)
        self.app.push_screen(screen, lambda _result: self.verdict(lesson, verdict))

    def verdict(self, lesson: Lesson, verdict: Verdict) -> None:
        from spacealert_tui.tui.screens.school import VerdictScreen

        problem = self._mark_passed(lesson) if verdict.passed else ""
        screen = VerdictScreen(lesson, verdict, has_next=self._following(lesson) is not None,
                               problem=problem)
        self.app.push_screen(screen, lambda choice: self._after_verdict(lesson, choice))

    def _after_verdict(self, lesson: Lesson, choice: str | None) -> None:
        if choice == "retry":
            self.plan(lesson)
        elif choice == "board":
            self.fly(lesson, self.last_plans[lesson.id])
        elif choice == "next":
            following = self._following(lesson)
            if following is not None:
                self.open(following.id)
