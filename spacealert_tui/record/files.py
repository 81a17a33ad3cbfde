"""Read and write game records (`spacealert-record/1`, YAML).

Errors name the file, the line and the field (`mission.yaml:14: crew[1].actions[3]:
unknown action 'X'`) and are raised as `UserError`, which the command line turns
into one line on stderr per problem of the file and exit status 2. Writes are atomic: a crash never leaves
half a file.
"""
from __future__ import annotations

import os
import re
import unicodedata
from pathlib import Path

import yaml

from spacealert_tui.errors import UserError
from spacealert_tui.fileio import read_user_text, write_atomic
from spacealert_tui.rules import GameRecord, RecordError, record_from_dict, record_to_dict
from spacealert_tui.rules.record import path_text
from spacealert_tui.rules.text import tr
from spacealert_tui.yamlio import load_yaml

_Dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)


def _line_of(node: yaml.Node | None, path: tuple) -> int | None:
    """The 1-based line of the deepest node along `path` that exists."""
    if node is None:
        return None
    line = node.start_mark.line + 1
    for part in path:
        child = None
        if isinstance(node, yaml.MappingNode) and isinstance(part, str):
            for key, value in node.value:
                if isinstance(key, yaml.ScalarNode) and key.value == part:
                    child = value
                    line = key.start_mark.line + 1
                    break
        elif isinstance(node, yaml.SequenceNode) and isinstance(part, int) and part < len(node.value):
            child = node.value[part]
        if child is None:
            break
        node = child
        line = node.start_mark.line + 1
    return line


def load_record_text(text: str, name: str = "<record>") -> GameRecord:
    """The record in `text`; a bad one raises `UserError` with every problem it has, one
    line each (`file:line: field: message`)."""
    doc, node = load_yaml(text, name)
    try:
        return record_from_dict(doc)
    except RecordError as exc:
        raise UserError.several([
            UserError(tr(problem.message), file=name, line=_line_of(node, problem.path) or 1,
                      field=path_text(problem.path) or None)
            for problem in exc.problems]) from None


def load_record(path: str | os.PathLike) -> GameRecord:
    name = os.fspath(path)
    return load_record_text(read_user_text(name, what="record file"), name)


def dump_record(record: GameRecord) -> str:
    return yaml.dump(record_to_dict(record), Dumper=_Dumper, sort_keys=False,
                     allow_unicode=True, default_flow_style=None, width=100)


def save_record(record: GameRecord, path: str | os.PathLike) -> None:
    """Write atomically: to a temporary file beside it, then rename over."""
    write_atomic(Path(path), dump_record(record))


def slug(text: str | None, limit: int = 40) -> str:
    """A file-name part from a title: "Lost in blue!" -> "lost-in-blue", accents
    dropped rather than the letter ("Misión del" -> "mision-del")."""
    folded = unicodedata.normalize("NFKD", (text or "").lower())
    folded = "".join(c for c in folded if not unicodedata.combining(c))
    out = re.sub(r"[^a-z0-9]+", "-", folded).strip("-")
    return out[:limit].rstrip("-") or "mission"
