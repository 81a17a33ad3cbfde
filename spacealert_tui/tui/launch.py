"""Start the Textual app (imported lazily so subcommands never pay for Textual)."""
from __future__ import annotations


def run_app() -> int:
    from spacealert_tui.tui.app import SpaceAlertApp
    SpaceAlertApp().run()
    return 0
