"""Before the round: the crew opens the table link on their devices (docs/table-link.md).

Shows the QR code, the address and each seat as devices take them; Enter goes on (a
player without a device still plays: the host types their board), Escape goes on
without the link. Dismissed with True (with the link) or False (without).
"""
from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Header

from spacealert_tui.i18n import N_
from spacealert_tui.link.host import LinkHost
from spacealert_tui.tui.widgets.footer import Footer
from spacealert_tui.tui.widgets.link_panel import LinkPanel


class LinkJoinScreen(Screen[bool]):
    """The QR code and the seats, until the crew goes on."""

    SUB_TITLE = N_("Table link")
    DEFAULT_CSS = """
    #link-body { padding: 0 2; }
    """
    BINDINGS = [Binding("enter", "go_on", N_("Go on")), Binding("escape", "back", N_("Without the link"))]

    def __init__(self, host: LinkHost) -> None:
        super().__init__()
        self.host = host

    def compose(self) -> ComposeResult:
        yield Header()
        with VerticalScroll(id="link-body"):
            yield LinkPanel(self.host.link, self.host.address, id="link-panel")
        yield Footer()

    def on_mount(self) -> None:
        self.host.on_seats = self._seats_changed
        self.query_one("#link-body").focus()

    def on_unmount(self) -> None:
        self.host.on_seats = None

    def _seats_changed(self) -> None:
        self.query_one(LinkPanel).refresh_lines()

    def action_go_on(self) -> None:
        self.dismiss(True)

    def action_back(self) -> None:
        self.dismiss(False)
