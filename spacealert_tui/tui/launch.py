"""Start the Textual app (imported lazily so subcommands never pay for Textual)."""
from __future__ import annotations


def run_app() -> int:
    """Run the app; its exit status (1 if it stopped on an unexpected error)."""
    from spacealert_tui.tui.app import SpaceAlertApp

    app = SpaceAlertApp()
    app.run()
    return app.return_code or 0
