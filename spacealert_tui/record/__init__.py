"""Game records on disk (YAML) and the crew's logbook.

The names below are read from `record.files` when first asked for, so that a module of
the package the home screen needs (`record.claims`: which mission this window holds)
loads neither YAML nor the rules core's records.
"""
from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from spacealert_tui.record.files import dump_record, load_record, load_record_text, save_record

__all__ = ["dump_record", "load_record", "load_record_text", "save_record"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        value = getattr(importlib.import_module("spacealert_tui.record.files"), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
