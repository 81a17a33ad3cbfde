"""About: the app's version, the game's designer and publisher, and the editions whose
rules and words the app follows (`spacealert_tui.credits`, also `spacealert --version`).
Reached from the home menu and the command palette; `escape` goes back."""
from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Header, Static

from spacealert_tui.credits import credit_lines
from spacealert_tui.i18n import N_
from spacealert_tui.tui.widgets.footer import Footer


class AboutScreen(Screen[None]):
    """The credits, scrollable on a small terminal."""

    SUB_TITLE = N_("About")
    DEFAULT_CSS = """
    #about-body { padding: 1 2; }
    #about-text { width: 100%; max-width: 90; }
    """
    BINDINGS = [Binding("escape", "back", N_("Back"))]

    def compose(self) -> ComposeResult:
        yield Header()
        with VerticalScroll(id="about-body"):
            yield Static("\n".join(credit_lines()), id="about-text", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#about-body").focus()

    def action_back(self) -> None:
        self.dismiss()
