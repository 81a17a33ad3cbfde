"""What a screen may ask of the app and of the flows, as small Protocols.

A screen is a view: it never imports another screen, a flow or the app class. What
it needs beyond its own widgets it asks through these: `companion(app)` (the app's
services: its example records, soundtracks, errors to report, a record to open),
`review(app)` (the screens that open over a mission looked at again: its board,
score, coach, suggestion, comparison — `tui/flows/review.py` decides how) and the
school's `Course` (the path's lessons and the learner's progress, `tui/flows/school.py`).

`SpaceAlertApp` satisfies `Companion` without naming it (a Protocol is structural);
mypy checks it where the app is handed over as one (`tui/app.py`).
"""
from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, cast

if TYPE_CHECKING:
    from textual.app import App

    from spacealert_tui.rules import GameRecord, Resolution, Result
    from spacealert_tui.school.lessons import Lesson
    from spacealert_tui.tui.records import ExampleRecord, ResolvedRecord


class Review(Protocol):
    """The screens of a mission looked at again, each opened over the screen that asks
    (which stays beneath, its place kept: `escape` goes back to it)."""

    def board(self, record: GameRecord, *, title: str | None = None, played: str | None = None) -> None:
        """The record on the resolution board, played event by event, ending on its score."""

    def board_at(self, resolution: Resolution, record: GameRecord, start: int, *, title: str) -> None:
        """A resolution already made (a side of a comparison) on the board at event `start`."""

    def replay_score(self, record: GameRecord, result: Result, *, date: str | None,
                     then: Callable[[str | None], None]) -> None:
        """A replay's score (nothing written); `then` gets "replay", "board" or None."""

    def coach(self, record: GameRecord, *, title: str | None = None, draft: Any = None,
              hands: Any = None) -> None:
        """What went wrong and the best changes (a practice `draft`: only the cards dealt)."""

    def suggest(self, draft: Any, record: GameRecord | None = None, deal: Any = None,
                take: Callable[[list[list[str]]], None] | None = None) -> None:
        """The coach's plan for a draft's mission, beside the crew's own."""

    def compare(self, record_a: GameRecord, record_b: GameRecord, *,
                titles: tuple[str, str] | None = None) -> None:
        """Two records of one mission side by side."""

    def resolution(self, resolved: ResolvedRecord) -> Awaitable[object]:
        """A record just resolved: its score and turns (awaited: until it is shown)."""


class Companion(Protocol):
    """What the home screen, the record picker and the command palette ask of the app."""

    has_soundtracks: bool
    examples_dir: Path

    @property
    def review(self) -> Review: ...

    def example_records(self) -> list[ExampleRecord]: ...

    def report_error(self, message: str) -> None: ...

    async def open_record(self, path: str | Path) -> None: ...

    def start_table(self, draft: Any) -> None:
        """A new mission at the table from this draft (its set-up first)."""


class Course(Protocol):
    """The flight school as its path sees it: the lessons, the progress, a lesson opened."""

    def lessons(self) -> Sequence[Lesson]: ...

    def passed(self) -> set[str]: ...

    def next_lesson(self) -> Lesson | None: ...

    def open(self, lesson_id: str) -> object: ...


def companion(app: App[Any]) -> Companion:
    """The running app, as the services it offers (the one cast the screens need)."""
    return cast("Companion", app)


def review(app: App[Any]) -> Review:
    """The review flow of the running app."""
    return companion(app).review
