"""Widgets drawn line by line from "runs" of text, each run with a style name.

The ship board, the trajectories, the step track and the event log are all drawn
this way (Textual's line API: `render_line` returns a `Strip`). A subclass builds
its lines as lists of `(text, style)` runs for a given width; this base turns them
into strips once, and keeps them until the content or the width changes, so a
repaint (scrolling, another widget changing, a resize of something else) costs
nothing. Runs are never read as markup: names and narration from records are shown
as they are, brackets included.

Style names are the widget's component classes without their prefix
(`"fired"` → `ship-board--fired`); `"a+b"` combines two of them. Every state the
widgets show is also written as letters or symbols, so they read without colour.
"""
from __future__ import annotations

import re
from collections.abc import Sequence

from rich.cells import cell_len, set_cell_size
from rich.segment import Segment
from rich.style import Style
from textual.geometry import Size
from textual.strip import Strip
from textual.widget import Widget

Run = tuple[str, str]          # (text, style name; "" = the widget's own style)
Line = list[Run]

ELLIPSIS = "…"
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")


def clean(text: object) -> str:
    """Text from a record made safe for one cell line: control characters become spaces."""
    return _CONTROL.sub(" ", str(text))


def runs_width(runs: Sequence[Run]) -> int:
    return sum(cell_len(text) for text, _ in runs)


def fit(runs: Sequence[Run], width: int, fill: str = "") -> Line:
    """Exactly `width` cells: cut with … when too long, padded with spaces (style `fill`)."""
    if width <= 0:
        return []
    out: Line = []
    used = 0
    for index, (text, style) in enumerate(runs):
        size = cell_len(text)
        if used + size <= width:
            out.append((text, style))
            used += size
            continue
        # too long: this run is cut, and marks the cut with … when anything is lost
        room = width - used
        more = size > room or any(t for t, _ in runs[index + 1:])
        if more and room >= 1:
            out.append((set_cell_size(text, room - 1) + ELLIPSIS, style))
        elif room > 0:
            out.append((set_cell_size(text, room), style))
        return out
    if used < width:
        out.append((" " * (width - used), fill))
    return out


def plain(line: Sequence[Run]) -> str:
    return "".join(text for text, _ in line)


class LineWidget(Widget):
    """A widget whose content is `build(width)`: a list of lines of runs.

    Call `refresh_content()` when what it shows changed: the lines are rebuilt on the
    next paint, and the widget re-laid out only if their number changed.
    """

    PREFIX = "line-widget"
    DEFAULT_CSS = """
    LineWidget {
        height: auto;
    }
    """

    def __init__(self, *, name: str | None = None, id: str | None = None,
                 classes: str | None = None) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self._cache_key: tuple[int, int] | None = None
        self._lines: list[Line] = []
        self._strips: list[Strip] | None = None
        self._version = 0
        self._styles: dict[str, Style] = {}
        self._strip_cache: dict[tuple[Run, ...], Strip] = {}

    # -- what subclasses provide ------------------------------------------------
    def build(self, width: int) -> list[Line]:
        raise NotImplementedError

    # -- content ------------------------------------------------------------------
    def refresh_content(self) -> None:
        """What the widget shows changed: rebuild and repaint (re-layout if its height changed)."""
        old = len(self._lines) if self._cache_key is not None else None
        self._version += 1
        self._cache_key = None
        if not self.is_mounted:
            self.refresh(layout=True)
        elif self.size.width:
            self._ensure(self.size.width)
            self.refresh(layout=old is not None and len(self._lines) != old)
        # hidden (no width): nothing to draw; showing it again lays it out anew

    def lines(self, width: int | None = None) -> list[Line]:
        """The lines as runs, for `width` cells (the widget's width by default)."""
        width = self.size.width if width is None else width
        self._ensure(width)
        return self._lines

    def text_lines(self, width: int | None = None) -> list[str]:
        """The content as plain text, one string a line, without colour."""
        return [plain(line).rstrip() for line in self.lines(width)]

    def render_strips(self, width: int | None = None) -> list[Strip]:
        """Every line of the widget as a strip (what a repaint draws)."""
        width = self.size.width if width is None else width
        self._ensure(width)
        if self._strips is None:
            self._strips = [self._strip(line, width) for line in self._lines]
        return self._strips

    def _ensure(self, width: int) -> None:
        """Lines for `width` (strips are made from them when first painted)."""
        key = (width, self._version)
        if key == self._cache_key:
            return
        self._lines = [fit(line, width) for line in self.build(width)] if width > 0 else []
        self._strips = None
        self._cache_key = key

    def _strip(self, line: Line, width: int) -> Strip:
        """A line's strip; the same line (text and styles) reuses the strip made before."""
        key = tuple(line)
        strip = self._strip_cache.get(key)
        if strip is None:
            style = self._style
            strip = Strip([Segment(text, style(name)) for text, name in line if text], width)
            if len(self._strip_cache) >= 512:
                self._strip_cache.clear()
            self._strip_cache[key] = strip
        return strip

    def _style(self, name: str) -> Style:
        style = self._styles.get(name)
        if style is None:
            base = self.rich_style
            if name:
                for part in name.split("+"):
                    base = base + self._component(part)
            style = self._styles[name] = base
        return style

    def _component(self, part: str) -> Style:
        """What one component class sets, its colours blended (CSS alpha such as
        `$warning 25%` is only resolved in the full style)."""
        name = f"{self.PREFIX}--{part}"
        partial = self.get_component_rich_style(name, partial=True, default=Style())
        if partial.color is None and partial.bgcolor is None:
            return partial
        full = self.get_component_rich_style(name, default=Style())
        return partial + Style(color=full.color if partial.color is not None else None,
                               bgcolor=full.bgcolor if partial.bgcolor is not None else None)

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self._styles = {}
        self._strip_cache = {}
        self._strips = None

    # -- Textual's side -----------------------------------------------------------
    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self.lines(width))

    def render_line(self, y: int) -> Strip:
        strips = self.render_strips()
        if 0 <= y < len(strips):
            return strips[y]
        return Strip.blank(self.size.width, self.rich_style)
