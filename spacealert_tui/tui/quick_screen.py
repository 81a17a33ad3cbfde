"""A screen that opens without what Textual does on opening that it need not do.

Measured on the logbook (`benchmarks/logbook_bench.py`, issue 26), opening a screen in
Textual also:

- let Python's cyclic garbage collector run some forty times, and in about one opening
  in three a full collection going through every object the app holds (30 to 100 ms):
  the collector's threshold is raised from `compose` to the first drawing and put back
  then, so the new objects are collected in one go while the crew reads;
- worked out every widget's styles a second time as the screen was first shown;
- laid the screen out and drew it a second time, all of it, at the size it already had
  (the first Resize a new screen is told of);
- kept the closed screen's header (and what it drew) for the rest of the session:
  Textual's header watches the app's title, and the app lets a closed watcher go only
  when its title next changes.

A screen deriving from `QuickScreen` calls `hold_collector()` first thing in `compose`
and `opened()` at the end of its `on_mount`. Textual calls each class's own handler of
an event, so a subclass's `on_unmount` does not replace this one.
"""
from __future__ import annotations

import gc
from typing import TypeVar

from textual.app import App
from textual.events import ScreenResume
from textual.geometry import Size
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import Header

#: while a screen opens, a collection waits for this many new objects (Python's default: 700)
OPENING_THRESHOLD = 200_000
#: should the screen never be drawn, the threshold is put back after this many seconds
HELD_AT_MOST = 1.0

ResultType = TypeVar("ResultType")


def forget_watchers_of(app: App, headers: list[Header]) -> None:
    """The app's watchers of its title and sub-title that belong to `headers` dropped
    (where Textual keeps them; nothing is done if it no longer does)."""
    watchers = getattr(app, "__watchers", None)
    if not isinstance(watchers, dict):
        return
    for name in ("title", "sub_title"):
        kept = watchers.get(name)
        if isinstance(kept, list):
            kept[:] = [entry for entry in kept
                       if not (isinstance(entry, tuple) and any(entry[0] is header for header in headers))]


class QuickScreen(Screen[ResultType]):
    """A screen opened without the collector, a second styling, a second layout at the
    same size, or a header left behind (module docstring)."""

    def __init__(self, name: str | None = None, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self._resumed = False           # shown once (ScreenResume)
        self._collector_held: tuple[int, ...] | None = None    # the collector's thresholds before opening
        self._collector_timer: Timer | None = None
        self._headers: list[Header] = []

    def hold_collector(self) -> None:
        """No collection until the first drawing (`opened`), unless the collector is
        off or already tuned elsewhere. Never turned off: should the screen never be
        drawn, it still collects, less often, until closed or `HELD_AT_MOST` passed."""
        threshold = gc.get_threshold()
        if gc.isenabled() and threshold[0] < OPENING_THRESHOLD:
            gc.set_threshold(OPENING_THRESHOLD, *threshold[1:])
            self._collector_held = threshold
            self._collector_timer = self.app.set_timer(HELD_AT_MOST, self._release_collector)

    def opened(self) -> None:
        """Mounted: the collector back once drawn; the headers to let go when closed."""
        self.call_after_refresh(self._release_collector)
        self._headers = list(self.query(Header))

    def _release_collector(self) -> None:
        held, self._collector_held = self._collector_held, None
        timer, self._collector_timer = self._collector_timer, None
        if timer is not None:
            timer.stop()
        if held is not None and gc.get_threshold()[0] == OPENING_THRESHOLD:
            gc.set_threshold(*held)

    def on_screen_resume(self, event: ScreenResume) -> None:
        """Opened, the screen's styles were just worked out as its widgets were mounted:
        Textual working them out again for every widget is skipped the first time."""
        if not self._resumed:
            self._resumed = True
            event.refresh_styles = False

    def _screen_resized(self, size: Size) -> None:
        """A size the screen is already laid out at changes nothing: only another size
        is laid out again."""
        if self._resumed and self._compositor.size == size:
            return
        super()._screen_resized(size)

    def on_unmount(self) -> None:
        self._release_collector()
        forget_watchers_of(self.app, self._headers)
