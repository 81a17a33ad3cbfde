"""Moved to `tui/flows/table.py`: this name stays until the screens that start a table
mission (campaign, solo practice, soundtracks) import the flow from there."""
from spacealert_tui.tui.flows.table import TableFlow

__all__ = ["TableFlow"]
