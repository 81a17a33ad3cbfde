"""Plain command-line text made to wrap well in a panel (never read as markup)."""
from __future__ import annotations

import re

from rich.console import Group
from rich.table import Table
from rich.text import Text

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
