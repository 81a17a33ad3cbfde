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
    if seat.android:                 # no device takes it: its cards lie on the table
        return f"{index + 1}. {seat.name} ({seat.colour}): " + _("an android, its cards entered at the host")
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
    players = [seat for seat in link.seats if not seat.android]     # an android's board: the host's
    done = sum(seat.done for seat in players)
    return _("link: {done} of {n} boards done on devices").format(done=done, n=len(players))


#: the entry grid's marks: a board entered on a device, and finished there
DEVICE_MARK, DONE_MARK = "▣", "✓"


def device_badges(link: TableLink) -> list[str]:
    """Each seat's mark on the entry's grid: "▣" entered on a device, "▣✓" and its player
    says it is complete, "" typed at the host."""
    return [(DEVICE_MARK + (DONE_MARK if seat.done else "")) if seat.entered_by == "device" else ""
            for seat in link.seats]


def device_legend() -> str:
    """The line under the entry's grid that says what the marks mean."""
    return _("{device} entered on the player's device · {done} finished there").format(
        device=DEVICE_MARK, done=DEVICE_MARK + DONE_MARK)


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
