"""What the crew's devices show during the action round (the table link): the clock, the
phase, each announcement as the ship's computer says it, the threats announced so far,
communications down — the same as the table hears and the host's screen shows.

`RoundLink(host, controller)` reads the round's controller (`round_controller.py`) once a
second and publishes what changed; no screen is edited for it (the table flow starts it
beside the round's screen and stops it after).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from spacealert_tui.link.host import LinkHost
from spacealert_tui.tui.round_controller import RoundController
from spacealert_tui.tui.widgets.round_text import m_ss, threat_text

#: the announcements a device keeps (the newest last)
KEPT = 12


def round_public(rc: RoundController, said: list[str]) -> dict[str, Any]:
    """The public state of the round: plain JSON values for `LinkHost.publish`."""
    clock = rc.clock_now()
    threats = [threat_text(rc.draft, call, False, "").plain.split("\n")[0] for call in rc.calls if call.counts]
    return {"clock": m_ss(clock.left), "phase": clock.phase, "announcements": said[-KEPT:],
            "threats": threats, "comms_down": bool(rc.comms_down),
            "transfer_open": rc.transfer_open(clock.t)}


class RoundLink:
    """Publishes the round to the devices while it runs."""

    def __init__(self, host: LinkHost, rc: RoundController,
                 extra: Callable[[], dict[str, Any]] | None = None) -> None:
        """`extra`: what a screen says in its own way (practice without the clock: its
        phase and its computer's messages), laid over the round's public state."""
        self.host, self.rc, self.extra = host, rc, extra
        self.said: list[str] = []
        self.last: dict[str, Any] = {}

    def tick(self) -> None:
        """Called once a second (and at each change): publish what changed."""
        subtitle = (self.rc.subtitle or "").strip()
        if subtitle and (not self.said or self.said[-1] != subtitle):
            if self.said and subtitle.startswith(self.said[-1]):
                self.said[-1] = subtitle       # the same announcement, its next sentence said
            else:
                self.said.append(subtitle)
        public = round_public(self.rc, self.said)
        if self.extra is not None:
            public.update(self.extra())
        changed = {key: value for key, value in public.items() if self.last.get(key) != value}
        if changed:
            self.host.publish(**changed)
            self.last.update(changed)
