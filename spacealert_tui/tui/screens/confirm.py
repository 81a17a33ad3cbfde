"""Moved to `tui/dialogs/confirm.py`: this name stays until the screens that still import
it here (`tests/test_layers.py`, PENDING) import the dialog itself."""
from spacealert_tui.tui.dialogs.confirm import ConfirmScreen

__all__ = ["ConfirmScreen"]
