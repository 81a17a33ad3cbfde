"""Soundtrack timelines: official tracks, the generator, flash code, and the drift-free scheduler.

The public API for the rest of the app (the audio engineer, the TUI):

    list_missions()            official tracks, examples and the user's saved missions
    load_mission(id_or_path)   -> Timeline (ids from list_missions, `generated/SEED...`, or a file)
    generate(seed, players=4, threat_level=None, double_threats=False) -> Timeline
    validate(timeline)         -> [problem, ...]; [] when playable
    to_flash / from_flash      flash code, both ways
    load_mission_file / save_mission_file   the project's YAML mission files
    spoken_spans(timeline)     what is spoken when, with SPOKEN_SECONDS, the length table

The scheduler lives in `spacealert_tui.mission.scheduler` (not imported here).
"""
from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from spacealert_tui.mission.catalogue import (
        MissionInfo, data_dir, list_missions, load_mission, user_missions_dir)
    from spacealert_tui.mission.files import load_mission_file, save_mission_file
    from spacealert_tui.mission.flash import from_flash, to_flash
    from spacealert_tui.mission.generator import generate
    from spacealert_tui.mission.spoken import SPOKEN_SECONDS, Span, spoken_spans
    from spacealert_tui.mission.timeline import Timeline, TimelineEvent

# Read now, not lazily: its module has the same name, and importing a module sets the
# package's attribute to it (`mission.validate` must stay the function). It is light.
from spacealert_tui.mission.validate import validate

#: Each name and the module it is read from when first asked for: a module of the package
#: (`mission.generator` for the command line's help) loads neither the catalogs nor YAML.
_LAZY = {"MissionInfo": "catalogue", "data_dir": "catalogue", "user_missions_dir": "catalogue",
         "load_mission_file": "files", "save_mission_file": "files", "from_flash": "flash",
         "to_flash": "flash", "generate": "generator", "SPOKEN_SECONDS": "spoken", "Span": "spoken",
         "spoken_spans": "spoken", "Timeline": "timeline", "TimelineEvent": "timeline"}


if not TYPE_CHECKING:
    def list_missions(*args: Any, **kwargs: Any) -> Any:
        """`catalogue.list_missions`, the catalogs read when first called (the app's start-up
        asks only whether the package offers it)."""
        from spacealert_tui.mission.catalogue import list_missions
        return list_missions(*args, **kwargs)

    def load_mission(*args: Any, **kwargs: Any) -> Any:
        """`catalogue.load_mission`, read when first called."""
        from spacealert_tui.mission.catalogue import load_mission
        return load_mission(*args, **kwargs)


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


__all__ = [
    "MissionInfo", "SPOKEN_SECONDS", "Span", "Timeline", "TimelineEvent", "data_dir", "from_flash",
    "generate", "list_missions", "load_mission", "load_mission_file", "save_mission_file",
    "spoken_spans", "to_flash", "user_missions_dir", "validate",
]
