"""Plain command-line text made to wrap well in a panel (never read as markup)."""
from __future__ import annotations

import re
from typing import Any

from rich.console import Group
from rich.table import Table
from rich.text import Text

from spacealert_tui.i18n import _

# What a wrapped line should hang under: indentation, then a time ("  3:05  ")
# or a short label ("X: ", "Special: "), as `spacealert cards` / `mission show` print them.
_LEAD = re.compile(r"\s*(?:\d+:\d\d\s+|[A-Za-z][\w ]{0,14}: )?")


def hanging(text: str) -> Group:
    """`text` line by line; a long line wraps under its text, not under its label."""
    parts: list[Text | Table] = []
    for line in text.split("\n"):
        lead = _LEAD.match(line)
        width = lead.end() if lead else 0
        if 0 < width < len(line):
            grid = Table.grid()
            grid.add_column(width=width, no_wrap=True)
            grid.add_column()
            grid.add_row(Text(line[:width]), Text(line[width:]))
            parts.append(grid)
        else:
            parts.append(Text(line))
    return Group(*parts)


#: where a line may be cut short between words: before a space, after a hyphen, slash or comma
_BREAK = re.compile(r"(?= )|(?<=[-/,])")


def cut_at_word(text: str, width: int) -> str:
    """`text` in `width` columns: whole when it fits, else the words that fit and "…", so
    that nothing reads cut mid-word; a first word longer than `width` alone is cut ("…")."""
    from rich.cells import cell_len, set_cell_size

    if cell_len(text) <= width:
        return text
    if width <= 1:
        return "…" if width == 1 else ""
    cuts = [m.start() for m in _BREAK.finditer(text) if m.start() and cell_len(text[:m.start()].rstrip()) < width]
    if cuts:
        return text[:cuts[-1]].rstrip() + "…"
    return set_cell_size(text, width - 1) + "…"


def cut_between(text: str, width: int, seps: tuple[str, ...] = (" · ", ", "),
                tails: tuple[str, ...] = ()) -> str:
    """`text` in `width` columns: whole when it fits, else its items (parted by `seps`)
    that fit and "…", so that no item reads cut inside (`(Medusa #…`); a first item
    longer than `width` is cut at a word. A last item in `tails` (the ship destroyed)
    is what the line is read for: it stays, and the items before it are cut."""
    from rich.cells import cell_len

    if cell_len(text) <= width:
        return text
    for tail in tails:
        for sep in seps:
            if text.endswith(sep + tail) and cell_len(sep + tail) + 10 < width:
                head = text[:-len(sep + tail)]
                return cut_between(head, width - cell_len(sep + tail), seps) + sep + tail
    ends = [i for sep in seps for i in _find_all(text, sep) if cell_len(text[:i]) < width]
    return text[:max(ends)] + "…" if ends else cut_at_word(text, width)


def _find_all(text: str, sep: str) -> list[int]:
    return [m.start() for m in re.finditer(re.escape(sep), text) if m.start()]


def lesson_header(lesson: Any) -> tuple[str, str]:
    """A lesson's screens' header, title and subtitle: Flight school — the lesson's title,
    in place of the app's name, so that the longest title fits 80 columns."""
    return _("Flight school"), _(lesson.title)
