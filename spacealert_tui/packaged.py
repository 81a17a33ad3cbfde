"""Where the data shipped inside the package lies: built-in clips and example records.

Everything is package data found with `importlib.resources`, so a checkout
(editable install), a wheel and pipx all have it, from any working folder. The
checkout's `assets` and `missions/examples` are links to these folders. This module
imports nothing of the project but `errors`, so the app can list the examples
without loading the rules core.

A user of an installed package cannot guess where pip put the examples, hence the
short name `example/NAME` (`spacealert resolve example/01-first-flight`).
"""
from __future__ import annotations

from importlib import resources
from pathlib import Path

from spacealert_tui.errors import UserError

EXAMPLE_PREFIX = "example/"
RECORD_SUFFIXES = (".yaml", ".yml")


def _folder(name: str) -> Path:
    # pip installs a package unzipped, so the resource is a real folder.
    return Path(str(resources.files("spacealert_tui").joinpath(name)))


def packaged_assets() -> Path:
    """The built-in voice clips and sound effects, with their manifest.json."""
    return _folder("assets")


def examples_dir() -> Path:
    """The example game records (spacealert-record/1)."""
    return _folder("examples")


def example_records() -> list[Path]:
    """The shipped example records, sorted by file name."""
    folder = examples_dir()
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.iterdir() if p.suffix in RECORD_SUFFIXES and p.is_file())


def record_path(spec: str | Path) -> Path:
    """The file a record argument names: `example/NAME` is a shipped example, unless a file
    of that very path exists; anything else is the path itself (`~` expanded)."""
    text = str(spec)
    path = Path(text).expanduser()
    if not text.startswith(EXAMPLE_PREFIX) or path.exists():
        return path
    name = text.removeprefix(EXAMPLE_PREFIX)
    for example in example_records():
        if name in (example.name, example.stem):
            return example
    names = ", ".join(EXAMPLE_PREFIX + p.stem for p in example_records()) or "none shipped"
    raise UserError(f"no such file or example record (examples: {names})", file=text)
