"""How many exercises are due today, read lightly for the home screen's entry.

The home screen starts without the rules core, the coach or YAML (`tests/tui/
test_start_lean.py`); `record.exercises` needs all three to read a mission back. This
reads only each exercise's `due` date from the same file (`exercises.json`), with the
standard library. It is a count shown beside a menu entry, not a reading of the store:
a file this cannot make sense of counts none, and the Exercises screen, which reads it
strictly, says what is wrong with it.
"""
from __future__ import annotations

import json
import logging
from datetime import date
from pathlib import Path

from spacealert_tui.fileio import data_dir

logger = logging.getLogger(__name__)

FILENAME = "exercises.json"     # the store `record.exercises` reads and writes


def due_count(today: date, path: Path | None = None) -> int:
    """The exercises due on `today` or earlier (not yet solved twice); 0 without a file
    or with one that is not an exercises file (logged)."""
    path = path or data_dir() / FILENAME
    try:
        if not path.is_file():
            return 0
        doc = json.loads(path.read_text(encoding="utf-8"))
        items = doc.get("exercises", []) if isinstance(doc, dict) else []
        due = [item.get("due") for item in items if isinstance(item, dict)]
        return sum(1 for d in due if isinstance(d, str) and date.fromisoformat(d) <= today)
    except (OSError, ValueError, AttributeError, TypeError):
        logger.warning("the exercises due could not be counted", exc_info=True)
        return 0
