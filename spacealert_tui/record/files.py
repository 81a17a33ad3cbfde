"""Read and write game records (`spacealert-record/1`, YAML).

Errors name the file, the line and the field (`mission.yaml:14: crew[1].actions[3]:
unknown action 'X'`) and are raised as `UserError`, which the command line turns
into one line on stderr and exit status 2. Writes are atomic: a crash never leaves
half a file.
"""
from __future__ import annotations

import os
import tempfile
from pathlib import Path

import yaml

from spacealert_tui.errors import UserError
from spacealert_tui.rules import GameRecord, RecordError, record_from_dict, record_to_dict
from spacealert_tui.rules.record import path_text

_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
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
    loader = _Loader(text)
    try:
        node = loader.get_single_node()
        doc = loader.construct_document(node) if node is not None else None
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        problem = exc.problem or exc.context or "invalid YAML"
        if exc.context and exc.context_mark and exc.problem_mark:
            problem += f" ({exc.context} on line {exc.context_mark.line + 1})"
        raise UserError(f"not valid YAML: {problem}", file=name,
                        line=mark.line + 1 if mark else None) from None
    except yaml.YAMLError as exc:
        raise UserError(f"not valid YAML: {exc}", file=name) from None
    finally:
        loader.dispose()
    try:
        return record_from_dict(doc)
    except RecordError as exc:
        raise UserError(exc.message, file=name, line=_line_of(node, exc.path),
                        field=path_text(exc.path) or None) from None


def load_record(path: str | os.PathLike) -> GameRecord:
    name = os.fspath(path)
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise UserError("no such file", file=name) from None
    except IsADirectoryError:
        raise UserError("is a directory, not a record file", file=name) from None
    except UnicodeDecodeError as exc:
        raise UserError(f"not UTF-8 text (byte {exc.start})", file=name) from None
    except OSError as exc:
        raise UserError(exc.strerror or str(exc), file=name) from None
    return load_record_text(text, name)


def dump_record(record: GameRecord) -> str:
    return yaml.dump(record_to_dict(record), Dumper=_Dumper, sort_keys=False,
                     allow_unicode=True, default_flow_style=None, width=100)


def save_record(record: GameRecord, path: str | os.PathLike) -> None:
    """Write atomically: to a temporary file beside it, then rename over."""
    write_atomic(Path(path), dump_record(record))


def write_atomic(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
