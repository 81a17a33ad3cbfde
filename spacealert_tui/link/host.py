"""The table link as the host runs it for one mission's draft.

Joins the three parts: the draft's crew become the seats, a device's change is written
into the draft at once (`draft.save()`, atomic: a crash of the host loses nothing a
device sent), and the server is started on the address the crew chose. The screens
call `publish` (clock, phase, announcements) and `host_set` (the entry's corrections),
and hear of a device's change through `on_change`.
"""
from __future__ import annotations

import logging
import socket
from collections.abc import Callable
from typing import Any

from spacealert_tui.link.server import LinkServer
from spacealert_tui.link.session import TableLink, new_secret
from spacealert_tui.record.crew import colour_word
from spacealert_tui.record.draft import MissionDraft

logger = logging.getLogger(__name__)


def table_address() -> str:
    """This machine's address on the table's network (the one a route out would use;
    nothing is sent), or loopback when there is no network."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.254.254.254", 1))
        return str(probe.getsockname()[0])
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()


class LinkHost:
    """Serves `draft`'s boards to the crew's devices while a mission runs."""

    def __init__(self, draft: MissionDraft, host: str | None = None, port: int = 0,
                 save: Callable[[], None] | None = None) -> None:
        self.draft = draft
        if not draft.link_code:
            draft.link_code = new_secret()
        self.link = TableLink([(seat.name, colour_word(seat.color)) for seat in draft.crew], draft.plans,
                              rules=frozenset(draft.rules), join_code=draft.link_code,
                              holders=draft.link_holders,
                              androids=[i for i, seat in enumerate(draft.crew) if seat.android])
        self.server = LinkServer(self.link, host or table_address(), port)
        self.save = save or draft.save
        self.on_change: Callable[[int], None] | None = None
        self.on_seats: Callable[[], None] | None = None
        self.link.on_change = self._changed
        self.link.on_seats = self._seats

    async def start(self) -> str:
        return await self.server.start()

    async def stop(self) -> None:
        await self.server.stop()

    @property
    def address(self) -> str:
        return self.server.address()

    def publish(self, **public: Any) -> None:
        self.server.deliver(self.link.publish(**public))

    def set_private(self, seat: int, **values: Any) -> None:
        """What only that seat's device shows (its hand, in practice with the app's deck)."""
        self.server.deliver(self.link.set_private(seat, **values))

    def host_set(self, seat: int, slot: int, card: str) -> None:
        self.server.deliver(self.link.host_set(seat, slot, card))

    def close_boards(self) -> None:
        """The entry is done: the devices keep reading (the resolution's result comes
        next) but their boards take no more writes."""
        self.link.close_boards()
        self.on_change = None

    def sync(self) -> None:
        """The host typed into the draft's plans (its entry): each space that changed goes
        to its seat's device."""
        for seat, (theirs, ours) in enumerate(zip(self.link.plans(), self.draft.plans, strict=False)):
            for slot, (old, new) in enumerate(zip(theirs, ours, strict=False)):
                if old != new:
                    self.host_set(seat, slot, new)

    def _seats(self) -> None:
        """Who holds which seat goes into the draft, so a restarted host knows them again."""
        holders = self.link.holders()
        if holders != self.draft.link_holders:
            self.draft.link_holders = holders
            try:
                self.save()
            except OSError:
                logger.exception("the draft could not be saved after a seat changed hands")
        if self.on_seats is not None:
            self.on_seats()

    def _changed(self, seat: int) -> bool:
        plans = self.link.plans()
        while len(self.draft.plans) < len(plans):
            self.draft.plans.append(["empty"] * 12)
        self.draft.plans[seat] = plans[seat]
        try:
            self.save()
        except OSError:
            # not acknowledged: the device keeps the write and sends it again
            logger.exception("the draft could not be saved after a table-link change")
            return False
        if self.on_change is not None:
            self.on_change(seat)
        return True
