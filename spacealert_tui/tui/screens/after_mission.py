"""Moved to `tui/dialogs/after_mission.py`: this name stays until the campaign screen
imports the dialogs itself (`tests/test_layers.py`, PENDING)."""
from spacealert_tui.tui.dialogs.after_mission import BoxScreen, JudgedScreen, mission_judged

__all__ = ["BoxScreen", "JudgedScreen", "mission_judged"]
