"""The flight school's public face: the lessons in path order, and the judge.

    from spacealert_tui.school.lessons import LESSONS, lesson, judge
    verdict = judge(lesson("lasers"), [["red", "A", "A"]])

Pure data and judging, no file I/O (the progress store is `school.progress`).
"""
from __future__ import annotations

from spacealert_tui.errors import UserError
from spacealert_tui.i18n import _
from spacealert_tui.school.course import LESSONS, PARTS
from spacealert_tui.school.judge import judge, learner_names, plan_record
from spacealert_tui.school.model import Goal, Lesson, Verdict

LESSON_BY_ID = {item.id: item for item in LESSONS}


def lesson(lesson_id: str) -> Lesson:
    """The lesson `lesson_id`; an unknown id is a `UserError` that lists the known ones."""
    try:
        return LESSON_BY_ID[lesson_id]
    except KeyError:
        raise UserError(_("no lesson '{id}' (lessons: {known})").format(
            id=lesson_id, known=", ".join(LESSON_BY_ID))) from None


def part_heading(index: int) -> str:
    """The heading a part of the path starts under, worded, if lesson `index` (from 0)
    opens one: "The New Frontier" over lesson 11; '' for the others."""
    item = LESSONS[index]
    if index == 0 or LESSONS[index - 1].part == item.part or not PARTS.get(item.part):
        return ""
    return _("— {part} —").format(part=_(PARTS[item.part]))


def part_end(item: Lesson) -> bool:
    """Whether `item` is the last lesson of its part of the path."""
    at = LESSONS.index(item)
    return at + 1 == len(LESSONS) or LESSONS[at + 1].part != item.part


__all__ = ["LESSONS", "Goal", "Lesson", "Verdict", "judge", "learner_names", "lesson", "part_end", "part_heading",
           "plan_record"]
