"""The table link as the host's screen shows it: the QR code and address a phone opens,
and each seat's state — no device yet, connected, away, its board finished.

`link_lines` is the text, a pure function tested without a pilot; `LinkPanel` draws it
and redraws when a device comes, goes or finishes.
"""
from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widgets import Static

from spacealert_tui.i18n import _
from spacealert_tui.link.qr import qr_lines
from spacealert_tui.link.session import TableLink


def seat_line(link: TableLink, index: int) -> str:
    """One seat in words (never colour alone): who, which device state, finished or not."""
    seat = link.seats[index]
    if seat.device is None:
        state = _("no device yet")
    elif link.connected(index):
        state = _("on a device")
    else:
        state = _("device away (it will come back)")
    done = "  ✓ " + _("board entered") if seat.done else ""
    return f"{index + 1}. {seat.name} ({seat.colour}): {state}{done}"


def boards_done(link: TableLink) -> str:
    """The entry's title while the link serves: how many boards their players finished."""
    done = sum(seat.done for seat in link.seats)
    return _("link: {done} of {n} boards done on devices").format(done=done, n=len(link.seats))


def link_lines(link: TableLink, address: str) -> list[str]:
    """The panel's words: the address, then the seats (the QR code stands beside them)."""
    lines = [_("Open on each phone or laptop, on this network:"), address, ""]
    lines += [seat_line(link, n) for n in range(len(link.seats))]
    return lines


class LinkPanel(Horizontal):
    """The link's QR code, and beside it the address and the seats; the seats are
    redrawn when one changes."""

    DEFAULT_CSS = """
    LinkPanel { height: auto; }
    LinkPanel #link-code { width: auto; margin-right: 2; }
    LinkPanel #link-words { width: 1fr; }
    """

    def __init__(self, link: TableLink, address: str, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.link, self.address = link, address

    def compose(self) -> ComposeResult:
        yield Static("\n".join(qr_lines(self.address)), id="link-code", markup=False)
        yield Static(id="link-words", markup=False)

    def on_mount(self) -> None:
        self.refresh_lines()

    def refresh_lines(self) -> None:
        self.query_one("#link-words", Static).update("\n".join(link_lines(self.link, self.address)))
