"""How long the flight school takes a new player: an estimate per lesson, not a timing.

Nobody was timed going through the school; this adds up what a lesson asks of a new
player, with stated rates, so that the figure can be checked and changed:

- reading the title, idea, text and source at 150 words a minute (rules text, read
  once, in the learner's language: the English word count is used for all three);
- planning: 10 seconds a turn per learner when untimed, the soundtrack's length when
  the lesson plays one (the action round is that long, whatever the learner does);
- the resolution shown on the board (45 s) and the verdict read (40 s);
- one retry for half the lessons: half the planning, resolution and verdict again.

    .venv/bin/python benchmarks/school_time.py
"""
from __future__ import annotations

from spacealert_tui.mission.catalogue import list_missions
from spacealert_tui.school.lessons import LESSONS, Lesson

WORDS_PER_MINUTE = 150
SECONDS_PER_TURN = 10
BOARD_SECONDS = 45
VERDICT_SECONDS = 40
RETRY_SHARE = 0.5


def lesson_seconds(lesson: Lesson, durations: dict[str, float]) -> float:
    words = sum(len(text.split()) for text in (lesson.title, lesson.idea, *lesson.text, lesson.source))
    read = words / WORDS_PER_MINUTE * 60
    plan = durations[lesson.soundtrack] if lesson.soundtrack else lesson.turns * SECONDS_PER_TURN * lesson.learners
    once = plan + BOARD_SECONDS + VERDICT_SECONDS
    return read + once + RETRY_SHARE * once


def main() -> None:
    durations = {info.id: info.duration for info in list_missions() if info.kind == "official"}
    total = 0.0
    for number, lesson in enumerate(LESSONS, 1):
        seconds = lesson_seconds(lesson, durations)
        total += seconds
        print(f"{number:>2}. {lesson.id:<16} {seconds / 60:5.1f} min   (lesson says {lesson.minutes})")
    print(f"school_minutes_total {total / 60:.0f}")


if __name__ == "__main__":
    main()
