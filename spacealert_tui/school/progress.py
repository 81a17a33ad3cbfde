"""Which lessons the learner passed, kept in the user's data folder.

A small JSON file (`school.json` beside the logbook, `fileio.data_dir()`), written
atomically. A damaged file is never taken for "nothing passed": `load_progress`
raises `UserError` naming the file and the field, so the command line says it in one
line (exit 2) and the app shows a notice, and nothing is written over it.
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path

from spacealert_tui.errors import UserError
from spacealert_tui.fileio import data_dir, read_user_text, write_atomic
from spacealert_tui.i18n import _
from spacealert_tui.school.course import LESSONS
from spacealert_tui.school.model import Lesson

FILENAME = "school.json"
FORMAT = "spacealert-school/1"


@dataclass
class Progress:
    """The ids of the lessons passed (ids of lessons this version lacks are kept)."""

    passed: set[str] = field(default_factory=set)

    def mark_passed(self, lesson_id: str) -> None:
        self.passed.add(lesson_id)

    def to_json(self) -> dict:
        return {"format": FORMAT, "passed": sorted(self.passed)}


def progress_path() -> Path:
    return data_dir() / FILENAME


def load_progress(path: str | os.PathLike | None = None) -> Progress:
    """The progress saved at `path` (default: the data folder's); none saved: nothing passed."""
    path = Path(path) if path is not None else progress_path()
    name = os.fspath(path)
    if not path.exists():
        return Progress()
    text = read_user_text(name, what="school progress file")
    try:
        doc = json.loads(text)
    except ValueError as exc:
        raise UserError(_("not JSON ({reason})").format(reason=getattr(exc, "msg", exc)), file=name,
                        line=getattr(exc, "lineno", None)) from None
    except RecursionError:
        raise UserError(_("not JSON ({reason})").format(reason=_("nested too deep")), file=name) from None
    if not isinstance(doc, dict):
        raise UserError(_("expected a JSON object"), file=name)
    if doc.get("format") != FORMAT:
        raise UserError(_("expected {format}").format(format=FORMAT), file=name, field="format")
    passed = doc.get("passed")
    if not isinstance(passed, list) or not all(isinstance(item, str) for item in passed):
        raise UserError(_("expected a list of lesson ids"), file=name, field="passed")
    return Progress(set(passed))


def save_progress(progress: Progress, path: str | os.PathLike | None = None) -> None:
    """Write atomically: a crash leaves the old file or the new one, never half of one."""
    path = Path(path) if path is not None else progress_path()
    try:
        write_atomic(path, json.dumps(progress.to_json(), indent=1) + "\n")
    except OSError as exc:
        raise UserError(_("cannot save the school's progress ({reason})").format(
            reason=exc.strerror or exc), file=os.fspath(path)) from None


def next_lesson(progress: Progress) -> Lesson | None:
    """The first lesson of the path not passed yet; None once every one is."""
    return next((item for item in LESSONS if item.id not in progress.passed), None)
