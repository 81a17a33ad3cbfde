"""The flight school's screens: the path of lessons, a lesson's explanation, the verdict.

`SchoolScreen` lists the lessons in path order, ✓ on those passed and ▶ on the next
one; any lesson may be opened. `LessonScreen` explains the lesson's one idea in the
game's words, with the rulebook section it comes from and the goal; `enter` goes to the
plan (`lesson_plan.py`). `VerdictScreen` says what came of the plan: the headline, why,
and what would have worked; `r` tries again, `n` opens the next lesson, `escape` goes
back to the path. The order of the screens is `tui/flows/school.py`'s; the path asks
it for a lesson through the `Course` it is given (`tui/services.py`).
"""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Header, OptionList, Static

from spacealert_tui.i18n import N_, _, ngettext
from spacealert_tui.tui.commands import ScreenKeyCommands
from spacealert_tui.tui.widgets.footer import Footer
from spacealert_tui.tui.widgets.menu import Menu
from spacealert_tui.tui.widgets.text import lesson_header

if TYPE_CHECKING:
    from spacealert_tui.school.lessons import Lesson, Verdict
    from spacealert_tui.tui.services import Course

HERE = Path(__file__).parent
#: The option id of a part's heading on the path ("part:new_frontier"): never a lesson's.
HEADING_PREFIX = "part:"


def path_label(number: int, lesson: Lesson, passed: bool, upcoming: bool) -> str:
    """One line of the path: ✓ passed, → the next lesson to take, the number and title."""
    mark = "✓" if passed else ("→" if upcoming else " ")
    return f"{mark} {number:>2}. {_(lesson.title)}"


class SchoolScreen(Screen[None]):
    """The path: every lesson in order, the passed ones ticked, the next one marked."""

    CSS_PATH = HERE / "school.tcss"
    SUB_TITLE = N_("Flight school")
    COMMANDS = Screen.COMMANDS | {ScreenKeyCommands}
    BINDINGS = [
        Binding("escape", "back", N_("Back")),
        Binding("enter", "open", N_("Open the lesson"), show=False),
    ]

    def __init__(self, flow: Course) -> None:
        super().__init__()
        self.flow = flow

    def compose(self) -> ComposeResult:
        yield Header()
        with Vertical(id="school-box"):
            yield Static("", id="school-intro", markup=False)
            yield Menu(id="school-path")
            yield Static("", id="school-about", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self.sub_title = _(self.SUB_TITLE)
        self.query_one("#school-path").border_title = _("The path")
        self._fill(initial=True)
        self.query_one("#school-path").focus()

    def on_screen_resume(self) -> None:
        """Back from a lesson: it may have been passed meanwhile."""
        self._fill(initial=False)

    def _fill(self, *, initial: bool) -> None:
        from spacealert_tui.school.lessons import part_heading

        flow = self.flow
        lessons = flow.lessons()
        upcoming = flow.next_lesson()
        menu = self.query_one("#school-path", Menu)
        highlighted = self._lesson_id()
        entries, headings = [], []
        for i, lesson in enumerate(lessons):
            heading = part_heading(i)
            if heading:     # a part of the path begins: its heading, never opened
                heading_id = HEADING_PREFIX + lesson.part
                headings.append(heading_id)
                entries.append((heading_id, heading))
            entries.append((lesson.id, path_label(i + 1, lesson, lesson.id in flow.passed(),
                                                  upcoming is not None and lesson.id == upcoming.id)))
        menu.set_entries(entries)
        for heading_id in headings:
            menu.disable_option(heading_id)
        ids = [entry_id for entry_id, _label in entries]
        lesson_ids = [lesson.id for lesson in lessons]
        passed_here = highlighted is not None and highlighted in flow.passed()
        if initial or highlighted is None or (passed_here and upcoming is not None):
            # first, or back from a lesson just passed: on to the next one
            highlighted = upcoming.id if upcoming is not None else (lesson_ids[0] if lesson_ids else None)
        menu.highlighted = ids.index(highlighted) if highlighted in ids else None
        done = len(flow.passed() & set(lesson_ids))
        ids = lesson_ids
        minutes = sum(getattr(lesson, "minutes", 0) for lesson in lessons)
        intro = ngettext("{done} of {n} lesson passed", "{done} of {n} lessons passed", len(ids)).format(
            done=done, n=len(ids))
        intro += " · " + _("about {minutes} minutes in all").format(minutes=minutes)
        if upcoming is None and ids:
            intro += " · " + _("every lesson passed: ready for a first mission")
        self.query_one("#school-intro", Static).update(intro)
        self._about()

    def _lesson_id(self) -> str | None:
        """The id of the lesson highlighted on the path (None: none, or a part's heading)."""
        menu = self.query_one("#school-path", Menu)
        if menu.highlighted is None or menu.highlighted >= menu.option_count:
            return None
        option_id = menu.get_option_at_index(menu.highlighted).id
        return None if option_id is None or option_id.startswith(HEADING_PREFIX) else option_id

    def _about(self) -> None:
        lesson_id = self._lesson_id()
        if lesson_id is None:
            return
        lesson = next(lesson for lesson in self.flow.lessons() if lesson.id == lesson_id)
        state = _("passed") if lesson.id in self.flow.passed() else _("not passed yet")
        lines = [_(lesson.idea), f"{_(lesson.source)} · {state}"]
        self.query_one("#school-about", Static).update("\n".join(lines))

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        self._about()

    @on(OptionList.OptionSelected)
    def _selected(self, event: OptionList.OptionSelected) -> None:
        if event.option.id and not event.option.id.startswith(HEADING_PREFIX):
            self.flow.open(event.option.id)

    def action_open(self) -> None:
        lesson_id = self._lesson_id()
        if lesson_id is not None:
            self.flow.open(lesson_id)

    def action_back(self) -> None:
        self.dismiss(None)


class LessonScreen(Screen[str | None]):
    """A lesson's explanation: its one idea, the rulebook section, the goal. Dismisses
    with "plan" (`enter`), or None (`escape`: back to the path)."""

    CSS_PATH = HERE / "school.tcss"
    SUB_TITLE = N_("Flight school")
    COMMANDS = Screen.COMMANDS | {ScreenKeyCommands}
    BINDINGS = [
        Binding("enter", "plan", N_("Plan")),
        Binding("escape", "back", N_("The path")),
    ]

    def __init__(self, lesson: Lesson, *, number: int, of: int, passed: bool) -> None:
        super().__init__()
        self.lesson = lesson
        self.number, self.of, self.passed = number, of, passed

    def compose(self) -> ComposeResult:
        yield Header()
        with VerticalScroll(id="lesson-box"):
            yield Static("", id="lesson-title", markup=False)
            yield Static("", id="lesson-text", markup=False)
            yield Static("", id="lesson-goal", markup=False)
            yield Static("", id="lesson-source", markup=False)
        yield Static("", id="lesson-keys", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        lesson = self.lesson
        self.sub_title = _("Flight school · lesson {n} of {of}").format(n=self.number, of=self.of)
        title = Text(_(lesson.title), style="bold")
        if self.passed:
            title.append("  ✓ " + _("passed"), style="dim")
        title.append("\n" + _(lesson.idea), style="italic")
        self.query_one("#lesson-title", Static).update(title)
        self.query_one("#lesson-text", Static).update("\n\n".join(_(p) for p in lesson.text))
        goal = getattr(lesson, "goal", None)
        self.query_one("#lesson-goal", Static).update(
            _("Goal: {goal}").format(goal=_(goal.text)) if goal is not None else "")
        self.query_one("#lesson-source", Static).update(_(lesson.source))
        timed = (_("with the soundtrack: plan against the clock") if lesson.soundtrack
                 else _("no clock: take your time"))
        self.query_one("#lesson-keys", Static).update(
            _("enter: plan ({timed}) · escape: the path").format(timed=timed))
        self.query_one("#lesson-box").focus()

    def action_plan(self) -> None:
        self.dismiss("plan")

    def action_back(self) -> None:
        self.dismiss(None)


class VerdictScreen(Screen[str | None]):
    """What came of the plan. Dismisses with "retry", "next", "board" or None (the path)."""

    CSS_PATH = HERE / "school.tcss"
    SUB_TITLE = N_("Flight school")
    COMMANDS = Screen.COMMANDS | {ScreenKeyCommands}
    BINDINGS = [
        Binding("r", "choose('retry')", N_("Try again")),
        Binding("n", "choose('next')", N_("Next lesson")),
        Binding("b", "choose('board')", N_("Board again")),
        Binding("escape", "choose('path')", N_("The path")),
    ]

    def __init__(self, lesson: Lesson, verdict: Verdict, *, has_next: bool,
                 problem: str = "") -> None:
        """`problem`: why the progress could not be kept (said on the screen)."""
        super().__init__()
        self.lesson = lesson
        self.verdict = verdict
        self.has_next = has_next
        self.problem = problem

    def compose(self) -> ComposeResult:
        yield Header()
        with VerticalScroll(id="verdict-box"):
            yield Static("", id="verdict-headline", markup=False)
            yield Static("", id="verdict-next", markup=False)
            yield Static("", id="verdict-better", markup=False)   # first: it fits at 80×24
            yield Static("", id="verdict-why", markup=False)
            yield Static("", id="verdict-problem", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        v = self.verdict
        self.title, self.sub_title = lesson_header(self.lesson)
        head = Text()
        if v.passed:
            head.append("✓ " + _("PASSED"), style="bold reverse")
        else:
            head.append("✗ " + _("NOT PASSED YET"), style="bold reverse")
        head.append("\n" + v.headline, style="bold")
        self.query_one("#verdict-headline", Static).update(head)
        # The last lesson of a part passed: the school ends where the game begins (the
        # base path: a first official mission; The New Frontier: a mission with its cards).
        from spacealert_tui.school.lessons import LESSONS, part_end

        after = self.query_one("#verdict-next", Static)
        if getattr(self.lesson, "part", "base") == "base":
            after.update(_("The school is done. Next, a first official mission: on Home, Play a mission at the "
                           "table (p); the set-up starts on Mission 1 and its soundtrack."))
        else:
            after.update(_("The New Frontier is done. Next, a mission with its threats: in Settings choose "
                           "\"we own The New Frontier\", then on Home, Play a mission at the table (p)."))
        last = self.lesson not in LESSONS or part_end(self.lesson)
        after.display = v.passed and (not self.has_next or last)
        why = self.query_one("#verdict-why", Static)
        why.border_title = _("Why")
        why.update("\n".join(v.why) if v.why else _("Nothing happened worth telling."))
        better = self.query_one("#verdict-better", Static)
        if v.better:
            better.border_title = _("What would have worked")
            better.update(v.better)
        else:
            better.display = False
        problem = self.query_one("#verdict-problem", Static)
        problem.update(self.problem)
        problem.display = bool(self.problem)
        self.query_one("#verdict-box").focus()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "choose" and parameters and parameters[0] == "next":
            return self.has_next
        return True

    def action_choose(self, choice: str) -> None:
        self.dismiss(None if choice == "path" else choice)


def lesson_number(lessons: Any, lesson_id: str) -> int:
    """The lesson's place on the path, from 1."""
    return next((i for i, lesson in enumerate(lessons, 1) if lesson.id == lesson_id), 0)
