"""The crew's past decisive mistakes, offered again until solved twice (spaced repetition).

Each lost mission with a fix of one card or two (`coach.lesson_from_loss`) becomes an exercise:
the mission's record, its decisive turn and the kind of mistake. It is due one day
after the loss; solved, it comes back 3 days later, then 7 (`INTERVALS`); missed, the
next day. Solved twice, it is done (kept: the summary of the kinds of mistakes this
crew makes counts every exercise).

Kept in `data_dir()/exercises.json` (written atomically), not in the logbook's SQLite:
the list is small, read whole and written whole, and a schema migration of the logbook
for it would tie two features' upgrades together. Read strictly: a file that is not
what this module writes raises `UserError`, one line naming the file, the line and the
field (the JSON read as YAML for its line marks), never a half-read list.
"""
from __future__ import annotations

import hashlib
import json
import logging
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from datetime import date, timedelta
from pathlib import Path
from typing import Any, TypeVar

from spacealert_tui.coach.lesson_from_loss import KINDS, Lesson, lesson_of
from spacealert_tui.errors import UserError
from spacealert_tui.fileio import data_dir, exists, read_user_text
from spacealert_tui.i18n import _
from spacealert_tui.record.claims import locked
from spacealert_tui.record.exercise_count import FILENAME
from spacealert_tui.record.files import _line_of, write_atomic
from spacealert_tui.rules import RecordError, record_from_dict, record_to_dict
from spacealert_tui.rules.record import GameRecord, path_text
from spacealert_tui.rules.text import tr
from spacealert_tui.yamlio import load_yaml

FORMAT = "spacealert-exercises/1"
logger = logging.getLogger(__name__)
INTERVALS = (1, 3, 7)           # days to wait: after the loss, after a first solve, after a second
SOLVED_TWICE = 2
T = TypeVar("T")


def exercises_path() -> Path:
    return data_dir() / FILENAME


@dataclass(frozen=True, slots=True)
class Exercise:
    """One decisive mistake to find the fix of again."""

    record: GameRecord          # the lost mission, as played
    turn: int                   # its decisive turn
    kind: str                   # a key of `coach.lesson_from_loss.KINDS`
    added: date
    due: date | None            # None once solved twice
    solved: int = 0
    tries: int = 0

    @property
    def key(self) -> str:
        """The mission's identity: a lost mission is one exercise, however often added."""
        return mission_key(self.record)

    @property
    def done(self) -> bool:
        return self.solved >= SOLVED_TWICE


def mission_key(record: GameRecord) -> str:
    text = json.dumps(record_to_dict(record), sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]


def exercise_of(record: GameRecord, today: date) -> Exercise | None:
    """The exercise a lost mission gives; None when it was won or neither one card nor
    a pair of cards saves it."""
    lesson = lesson_of(record)
    return None if lesson is None else exercise_from(record, lesson, today)


def exercise_from(record: GameRecord, lesson: Lesson, today: date) -> Exercise:
    """The exercise of a lesson already found (`coach.lesson_from_loss.lesson_of`)."""
    return Exercise(record, lesson.turn, lesson.kind, today, today + timedelta(days=INTERVALS[0]))


def add(exercises: list[Exercise], exercise: Exercise) -> bool:
    """Add `exercise` unless its mission is already there; whether it was added."""
    if any(e.key == exercise.key for e in exercises):
        return False
    exercises.append(exercise)
    return True


def attempted(exercise: Exercise, solved: bool, today: date) -> Exercise:
    """The exercise after a try: solved, it comes back after the next interval (done
    after the second solve); missed, the next day."""
    if not solved:
        return replace(exercise, tries=exercise.tries + 1, due=today + timedelta(days=INTERVALS[0]))
    count = exercise.solved + 1
    due = None if count >= SOLVED_TWICE else today + timedelta(days=INTERVALS[min(count, len(INTERVALS) - 1)])
    return replace(exercise, tries=exercise.tries + 1, solved=count, due=due)


def due_now(exercises: list[Exercise], today: date) -> list[Exercise]:
    """The exercises to offer today, the longest waiting first."""
    return sorted((e for e in exercises if e.due is not None and e.due <= today), key=lambda e: (e.due, e.added))


def kinds_summary(exercises: list[Exercise]) -> list[tuple[str, int]]:
    """The kinds of mistakes this crew makes, most frequent first (then in `KINDS` order)."""
    counts: dict[str, int] = {}
    for e in exercises:
        counts[e.kind] = counts.get(e.kind, 0) + 1
    order = list(KINDS)
    return sorted(counts.items(), key=lambda kv: (-kv[1], order.index(kv[0])))


def crew_of(exercise: Exercise) -> str:
    """The crew that made the mistake (`crew_names` of its mission)."""
    return crew_names(exercise.record)


def crew_names(record: GameRecord) -> str:
    """A mission's crew: its people's names (androids left out when someone else
    played), in seat order."""
    people = [m.name for m in record.crew if not m.android] or [m.name for m in record.crew]
    return ", ".join(people)


def usual_mistakes(exercises: list[Exercise], record: GameRecord) -> list[tuple[str, int]]:
    """The kinds of mistakes the crew of `record` makes most, over its exercises kept."""
    crew = crew_names(record)
    return kinds_summary([e for e in exercises if crew_of(e) == crew])


def kinds_by_crew(exercises: list[Exercise]) -> list[tuple[str, list[tuple[str, int]]]]:
    """Each crew (most exercises first) with the kinds of mistakes it makes most."""
    crews: dict[str, list[Exercise]] = {}
    for e in exercises:
        crews.setdefault(crew_of(e), []).append(e)
    ordered = sorted(crews.items(), key=lambda kv: (-len(kv[1]), kv[0].casefold()))
    return [(crew, kinds_summary(mine)) for crew, mine in ordered]


# -- the file ----------------------------------------------------------------------------------
def _doc_of(e: Exercise) -> dict[str, Any]:
    return {"mission": record_to_dict(e.record), "turn": e.turn, "kind": e.kind,
            "added": e.added.isoformat(), "due": e.due.isoformat() if e.due else None,
            "solved": e.solved, "tries": e.tries}


def save_exercises(exercises: list[Exercise], path: Path | None = None,
                   seen: Iterable[str] | None = None) -> None:
    """Write the list atomically (one exercise a line), with the keys of the missions
    already looked at (`seen`; None: those the file holds now). OSError as it comes."""
    path = path or exercises_path()
    if seen is None:
        seen = load_store(path)[1] if exists(path) else set()
    lines = ",\n".join(json.dumps(_doc_of(e), ensure_ascii=False) for e in exercises)
    text = (f'{{"format": "{FORMAT}",\n "seen": {json.dumps(sorted(seen))},\n'
            f' "exercises": [\n{lines}\n]}}\n')
    write_atomic(path, text)


def load_exercises(path: Path | None = None) -> list[Exercise]:
    """The exercises kept; [] when there is no file. A bad file raises `UserError`."""
    return load_store(path)[0]


def load_store(path: Path | None = None) -> tuple[list[Exercise], set[str]]:
    """The exercises kept and the keys of the lost missions already looked at (a mission
    no single card saves is looked at once, not at every opening)."""
    path = path or exercises_path()
    if not exists(path):
        return [], set()
    name = str(path)
    text = read_user_text(path, what="file")
    doc, node = load_yaml(text, name)

    def bad(where: tuple, message: str) -> UserError:
        return UserError(message, file=name, line=_line_of(node, where) or 1, field=path_text(where) or None)

    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise bad(("format",), _("not an exercises file (expected format {format})").format(format=FORMAT))
    unknown = sorted(set(doc) - {"format", "seen", "exercises"})
    if unknown:
        raise bad((unknown[0],), _("unknown field"))
    items = doc.get("exercises")
    if not isinstance(items, list):
        raise bad(("exercises",), _("expected a list of exercises"))
    seen = doc.get("seen", [])
    if not isinstance(seen, list) or not all(isinstance(k, str) for k in seen):
        raise bad(("seen",), _("expected a list of mission keys"))
    return [_exercise(item, ("exercises", i), bad) for i, item in enumerate(items)], set(seen)


@contextmanager
def _store_locked(path: Path) -> Iterator[None]:
    """Hold the store's lock (`exercises.json.lock` beside it) for one read-change-write:
    a window's worker and its screen, or two windows, never interleave theirs."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:      # the lock then locks nothing; the write says it to the crew
        logger.warning("no folder for the exercises' lock: %s", exc)
    with locked(path.with_name(path.name + ".lock")):
        yield


def update_store(change: Callable[[list[Exercise], set[str]], T], path: Path | None = None) -> T:
    """Apply `change` (it edits the lists in place) to the store as it is on disk now, under
    its lock, and write the result atomically; what `change` returns. Whatever another
    writer kept meanwhile is kept too: nothing a crew typed (a try judged) is lost."""
    path = path or exercises_path()
    with _store_locked(path):
        exercises, seen = load_store(path)
        result = change(exercises, seen)
        save_exercises(exercises, path, seen)
    return result


def keep_lost(records: Iterable[GameRecord], today: date, path: Path | None = None) -> list[Exercise]:
    """Keep the decisive mistake of each lost mission not looked at yet; the exercises
    added. Each mission is looked at once (its key goes to `seen`, lesson or not). The
    search (slow) runs on a copy read first; its findings join the store as it is after."""
    exercises, seen = load_store(path)
    known = seen | {e.key for e in exercises}
    found: list[tuple[str, Exercise | None]] = []
    for record in records:
        key = mission_key(record)
        if key in known:
            continue
        known.add(key)
        found.append((key, exercise_of(record, today)))

    def join(exercises: list[Exercise], seen: set[str]) -> list[Exercise]:
        added = []
        for key, exercise in found:
            seen.add(key)
            if exercise is not None and add(exercises, exercise):
                added.append(exercise)
        return added

    return update_store(join, path)


def add_exercises(new: Iterable[Exercise], path: Path | None = None) -> list[bool]:
    """Add each exercise unless its mission is kept already (the store read under its
    lock); whether each was added."""
    items = list(new)

    def join(exercises: list[Exercise], seen: set[str]) -> list[bool]:
        return [add(exercises, e) for e in items]

    return update_store(join, path)


def record_try(exercise: Exercise, solved: bool | None, today: date, path: Path | None = None) -> Exercise:
    """Keep a try at `exercise` (its mission added when not kept yet; `solved` None: left
    before trying, nothing counted) and return it as kept. Applied to the store as it is
    on disk now, under its lock. `UserError`/`OSError` as they come."""
    key = exercise.key

    def apply(exercises: list[Exercise], seen: set[str]) -> Exercise:
        kept = next((e for e in exercises if e.key == key), None)
        if kept is None:
            kept = exercise
            exercises.append(kept)
        if solved is not None:
            tried = attempted(kept, solved, today)
            exercises[:] = [tried if e.key == key else e for e in exercises]
            kept = tried
        seen.add(key)
        return kept

    return update_store(apply, path)


def lost_in_logbook() -> list[tuple[int, GameRecord]]:
    """(logbook id, record) of every lost mission of the logbook, oldest first."""
    from spacealert_tui.record.logbook import Logbook
    out = []
    with Logbook.open() as book:
        for listed in book.missions():
            if listed.status != "lost":
                continue
            mission = book.mission(listed.id)
            if mission is not None and mission.record_yaml is not None:
                out.append((listed.id, mission.record()))
    return sorted(out, key=lambda item: item[0])


def _exercise(item: Any, where: tuple, bad) -> Exercise:
    if not isinstance(item, dict):
        raise bad(where, _("expected an exercise (an object)"))
    unknown = sorted(set(item) - {"mission", "turn", "kind", "added", "due", "solved", "tries"})
    if unknown:
        raise bad((*where, unknown[0]), _("unknown field"))
    try:
        record = record_from_dict(item.get("mission"))
    except RecordError as exc:
        problem = exc.problems[0]
        raise bad((*where, "mission", *problem.path), tr(problem.message)) from None
    turn, kind, solved, tries = item.get("turn"), item.get("kind"), item.get("solved"), item.get("tries")
    if type(turn) is not int or not 1 <= turn <= 12:
        raise bad((*where, "turn"), _("expected a turn from 1 to 12"))
    if kind not in KINDS:
        raise bad((*where, "kind"), _("expected one of: {kinds}").format(kinds=", ".join(KINDS)))
    counts = []
    for field, value in (("solved", solved), ("tries", tries)):
        if type(value) is not int or value < 0:
            raise bad((*where, field), _("expected a whole number, 0 or more"))
        counts.append(value)
    added = _date(item.get("added"), (*where, "added"), bad)
    due = None if item.get("due") is None else _date(item.get("due"), (*where, "due"), bad)
    return Exercise(record, turn, kind, added, due, counts[0], counts[1])


def _date(value: Any, where: tuple, bad) -> date:
    try:
        if isinstance(value, str):
            return date.fromisoformat(value)
    except ValueError:
        pass
    raise bad(where, _("expected a date (YYYY-MM-DD)"))
