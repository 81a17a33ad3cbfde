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
from spacealert_tui.mission.catalogue import (
    MissionInfo, data_dir, list_missions, load_mission, user_missions_dir)
from spacealert_tui.mission.files import load_mission_file, save_mission_file
from spacealert_tui.mission.flash import from_flash, to_flash
from spacealert_tui.mission.generator import generate
from spacealert_tui.mission.spoken import SPOKEN_SECONDS, Span, spoken_spans
from spacealert_tui.mission.timeline import Timeline, TimelineEvent
from spacealert_tui.mission.validate import validate

__all__ = [
    "MissionInfo", "SPOKEN_SECONDS", "Span", "Timeline", "TimelineEvent", "data_dir", "from_flash",
    "generate", "list_missions", "load_mission", "load_mission_file", "save_mission_file",
    "spoken_spans", "to_flash", "user_missions_dir", "validate",
]
