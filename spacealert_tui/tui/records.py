"""Finding, loading and resolving game records for the app (no Textual here).

The app lists the example records shipped with the package (`packaged`) and
resolves any record the user names, a file or `example/NAME`. Every failure becomes a
`UserError` with the one-line message the command line would print, so a screen only
has to show it.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from spacealert_tui.errors import UserError
from spacealert_tui.i18n import N_, _
from spacealert_tui.packaged import RECORD_SUFFIXES, examples_dir, record_path
from spacealert_tui.record.practice import title_words

if TYPE_CHECKING:
    from spacealert_tui.rules import GameRecord, Resolution


def default_examples_dir() -> Path:
    """The example records shipped inside the package, installed or checked out."""
    return examples_dir()


@dataclass(frozen=True, slots=True)
class ExampleRecord:
    """One record file offered in the picker: its path and, if it says so, its title."""

    path: Path
    title: str | None = None

    @property
    def label(self) -> str:
        return f"{self.path.name} · {title_words(self.title)}" if self.title else self.path.name


def list_example_records(folder: Path | None) -> list[ExampleRecord]:
    """The record files in `folder`, sorted by name (none if it does not exist)."""
    if folder is None or not folder.is_dir():
        return []
    paths = sorted(p for p in folder.iterdir() if p.suffix in RECORD_SUFFIXES and p.is_file())
    return [ExampleRecord(p, _title_of(p)) for p in paths]


def _title_of(path: Path) -> str | None:
    """The record's `mission.title`, read without validating the rest (None if unreadable)."""
    from spacealert_tui.fileio import read_user_text
    from spacealert_tui.yamlio import load_yaml

    try:
        doc, _node = load_yaml(read_user_text(path, what="record file"), str(path))
    except UserError:
        return None
    mission = doc.get("mission") if isinstance(doc, dict) else None
    title = mission.get("title") if isinstance(mission, dict) else None
    return " ".join(str(title).split()) if title else None


@dataclass(frozen=True, slots=True)
class ResolvedRecord:
    """A record loaded from `path` and its resolution."""

    path: Path
    record: GameRecord
    resolution: Resolution

    @property
    def title(self) -> str:
        return title_words(self.record.title) if self.record.title else self.path.name


def load_and_resolve(path: str | Path) -> ResolvedRecord:
    """Load and resolve a record; any problem raises `UserError` with one line to show."""
    from spacealert_tui.record import load_record
    from spacealert_tui.rules import resolve

    text = str(path).strip()
    if not text:
        raise UserError(_("type the path of a record file (YAML)"))
    where = record_path(text)
    record = load_record(where)
    try:
        resolution = resolve(record)
    except Exception as exc:  # a bug in the rules core must not take the app down
        from spacealert_tui.tui.failures import log_failure

        raise UserError(log_failure(N_("the rules core failed on this record"), exc),
                        file=str(where)) from exc
    return ResolvedRecord(where, record, resolution)
