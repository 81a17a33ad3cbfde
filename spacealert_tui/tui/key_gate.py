"""Keys typed quickly reach the screen that is open when they are handled, one at a time.

Textual hands each key the terminal sends to the widget focused *when the key is read*.
Typed quickly (`ctrl+p` `enter` `enter`), the second `enter` is already queued on the
command palette's input before the first one has dismissed the palette; it then submits
a palette that is gone, and the app stops. Likewise `enter` `a` on home: the `a` reaches
home's bindings while the set-up is being pushed and opens the campaign over a screen
still mounting.

`KeyGate` is the one cure, for every screen: it lets a key in only once what the key
before it set going has settled — the messages it caused handled, a screen it pushed
mounted and focused, a screen it dismissed gone. Keys typed meanwhile wait, in order,
and each then goes to the screen open at that moment, as if typed a little later. A key
with nothing before it is handled at once, as Textual would. (The pilot of the tests
waits after every key, which is why only a real terminal showed the crashes.)
"""
from __future__ import annotations

import asyncio
import logging
from collections import deque
from typing import TYPE_CHECKING

from textual import events

if TYPE_CHECKING:
    from textual.app import App
    from textual.message_pump import MessagePump

logger = logging.getLogger(__name__)

#: Rounds of "every pump has handled what it had" before a key is let in regardless: a
#: screen with a busy clock or animation is never perfectly still.
MAX_ROUNDS = 40
#: A hang guard on one round (a handler waiting on something slow): the key goes in then.
ROUND_TIMEOUT = 2.0


class KeyGate:
    """Holds the keys of one app while a key before them is still having its effects.

    The app asks `admit(event)` of every key the terminal sends, before its own key
    handling (priority bindings, then the focused widget)."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.waiting: deque[events.Key] = deque()
        self.letting_in: events.Key | None = None   # the held key now handed back to the app
        self.task: asyncio.Task[None] | None = None
        self.quiet_screen: object = None             # the screen open when the app last settled

    def admit(self, event: events.Key) -> bool:
        """True if the app should handle `event` now; False if it is held (it comes back
        through the app's queue once the keys before it have settled)."""
        if event is self.letting_in:
            self.letting_in = None
            return True
        if self.task is None and self.app.screen is self.quiet_screen:
            self.task = asyncio.create_task(self._settle_then_feed())
            self.task.add_done_callback(self._finished)
            return True
        self.waiting.append(event)
        if self.task is None:      # the screen changed on its own (a timer, a worker): settle first
            self.task = asyncio.create_task(self._settle_then_feed())
            self.task.add_done_callback(self._finished)
        return False

    async def _settle_then_feed(self) -> None:
        while True:
            await settle(self.app)
            self.quiet_screen = self.app.screen
            if not self.waiting or not self.app.is_running:
                return
            self.letting_in = self.waiting.popleft()
            self.app.post_message(self.letting_in)

    def close(self) -> None:
        """The app is ending: keys still waiting are dropped with it."""
        self.waiting.clear()
        if self.task is not None:
            self.task.cancel()

    def _finished(self, task: asyncio.Task[None]) -> None:
        self.task = None
        if not task.cancelled() and task.exception() is not None:
            logger.error("the key gate stopped; keys go straight to the app",
                         exc_info=task.exception())
            self.quiet_screen = self.app.screen
        if self.waiting and self.app.is_running:   # a key came in as the last settle ended
            self.task = asyncio.create_task(self._settle_then_feed())
            self.task.add_done_callback(self._finished)


async def settle(app: App) -> None:
    """Wait until the app, and every widget of the screen open, have handled every message
    they had, and the screen stack stays the same meanwhile (at most `MAX_ROUNDS` rounds)."""
    for _ in range(MAX_ROUNDS):
        if not app.is_running:
            return
        try:
            screen = app.screen
        except Exception:       # no screen yet, or the app closing
            return
        stack = list(app.screen_stack)
        pumps: list[MessagePump] = [app, *screen.walk_children(with_self=True)]
        await each_handled(pumps)
        if (app.is_running and app.screen_stack == stack and screen.is_mounted
                and all(p.message_queue_size == 0 for p in [app, *screen.walk_children(with_self=True)])):
            return


async def each_handled(pumps: list[MessagePump]) -> None:
    """Return once each of `pumps` has handled what was in its queue when called."""
    busy: set[MessagePump] = set()
    done = asyncio.Event()

    def handled(pump: MessagePump) -> None:
        busy.discard(pump)
        if not busy:
            done.set()

    for pump in pumps:
        if pump.call_later(handled, pump):
            busy.add(pump)
    if busy:
        try:
            await asyncio.wait_for(done.wait(), ROUND_TIMEOUT)
        except TimeoutError:
            logger.warning("still busy after %s s, the next key goes in: %s", ROUND_TIMEOUT,
                           ", ".join(sorted(repr(p) for p in busy)[:5]))

