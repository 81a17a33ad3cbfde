"""The narration under the board: the current event and the few before it.

The current event is the last line, marked ▶ (and highlighted), wrapped when long;
the lines above are the events before it, newest at the bottom, cut with … when
too long. Step headings ("Turn 4 · damage computation") are in bold. A click on
a line posts `EventLog.EventClicked` with the index of that event.
"""
from __future__ import annotations

from collections.abc import Sequence

from rich.cells import cell_len
from textual import events
from textual.message import Message

from spacealert_tui.i18n import _
from spacealert_tui.tui.widgets.board_lines import Line, LineWidget, clean


def wrap(text: str, width: int) -> list[str]:
    """Words into lines of at most `width` cells (a word longer than a line is cut)."""
    if width <= 0:
        return [text]
    lines: list[str] = []
    current = ""
    for word in text.split(" "):
        candidate = f"{current} {word}" if current else word
        if cell_len(candidate) <= width or not current:
            current = candidate
        else:
            lines.append(current)
            current = word
    lines.append(current)
    return lines


class EventLog(LineWidget):
    """Event lines up to `index`, as many as the widget's height holds.

    `texts`: every event's narration (`str(event)`); `headings`: the indexes of the
    step markers. The height comes from CSS (the parent gives it room).
    """

    PREFIX = "event-log"
    COMPONENT_CLASSES = {"event-log--current", "event-log--heading", "event-log--mark",
                         "event-log--old", "event-log--alert"}
    DEFAULT_CSS = """
    EventLog {
        height: 1fr;
        min-height: 1;
    }
    EventLog > .event-log--current { color: $text; background: $accent 30%; text-style: bold; }
    EventLog > .event-log--heading { text-style: bold; color: $foreground; }
    EventLog > .event-log--mark { color: $accent; text-style: bold; }
    EventLog > .event-log--old { color: $foreground-muted; }
    EventLog > .event-log--alert { color: $error; text-style: bold; }
    """

    class EventClicked(Message):
        def __init__(self, index: int) -> None:
            super().__init__()
            self.index = index

    def __init__(self, texts: Sequence[str], headings: Sequence[int] = (), *,
                 alerts: Sequence[int] = (), name: str | None = None, id: str | None = None,
                 classes: str | None = None) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self.texts = [clean(t) for t in texts]
        self.headings = set(headings)
        self.alerts = set(alerts)
        self.index = 0
        self._rows: list[int] = []        # event index of each line shown

    def show(self, index: int) -> None:
        self.index = index
        self.refresh_content()

    def get_content_height(self, container, viewport, width) -> int:
        return max(1, container.height)

    def build(self, width: int) -> list[Line]:
        height = max(1, self.size.height)
        if not self.texts:
            self._rows = [-1]
            return [[("  " + _("no events"), "old")]]
        index = max(0, min(self.index, len(self.texts) - 1))
        current = wrap(self.texts[index], width - 2)[:max(1, min(3, height))]
        lines: list[Line] = []
        rows: list[int] = []
        for n, part in enumerate(current):
            style = "alert+current" if index in self.alerts else "current"
            lines.append([("▶ " if n == 0 else "  ", "mark"), (part, style)])
            rows.append(index)
        before = index - 1
        while len(lines) < height and before >= 0:
            style = ("heading" if before in self.headings else
                     "alert" if before in self.alerts else "old")
            lines.insert(0, [("  ", ""), (self.texts[before], style)])
            rows.insert(0, before)
            before -= 1
        while len(lines) < height:
            lines.insert(0, [])
            rows.insert(0, -1)
        self._rows = rows
        return lines

    def on_resize(self, event: events.Resize) -> None:
        self.refresh_content()

    def on_click(self, event: events.Click) -> None:
        self.lines()
        offset = event.get_content_offset(self)
        if offset is not None and 0 <= offset.y < len(self._rows) and self._rows[offset.y] >= 0:
            event.stop()
            self.post_message(self.EventClicked(self._rows[offset.y]))
