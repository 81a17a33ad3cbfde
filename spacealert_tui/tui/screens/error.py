"""An error the user must see before going on: `ErrorScreen(title, message)`.

For a failure that stops what the table was doing (the rules core failing on the
mission just entered): a notification could pass unseen. One button, `escape` or
`enter` closes it.
"""
from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from spacealert_tui.i18n import N_, _


class ErrorScreen(ModalScreen[None]):
    """A title, what went wrong (with where the log is), and Close."""

    DEFAULT_CSS = """
    ErrorScreen { align: center middle; }
    #error-box { width: 72; max-width: 95%; height: auto; border: thick $error;
                 background: $surface; padding: 1 2; }
    #error-title { text-style: bold; color: $error; }
    #error-message { margin: 1 0; }
    """
    BINDINGS = [Binding("escape,enter", "close", N_("Close"))]

    def __init__(self, title: str, message: str) -> None:
        """`title` and `message` in the crew's language (or plain English marked `N_`)."""
        super().__init__()
        self.title_text, self.message = title, message

    def compose(self) -> ComposeResult:
        with Vertical(id="error-box"):
            yield Static(_(self.title_text) if self.title_text else "", id="error-title", markup=False)
            yield Static(_(self.message) if self.message else "", id="error-message", markup=False)
            yield Button(_("Close (esc)"), id="error-close", compact=True, variant="error")

    def on_mount(self) -> None:
        self.query_one("#error-close", Button).focus()

    def on_button_pressed(self, _event: Button.Pressed) -> None:
        self.dismiss(None)

    def action_close(self) -> None:
        self.dismiss(None)
