"""Block letters readable across a table: `BlockText`, and `BigClock` (MM:SS).

The glyphs are the terminal player's (`audio.terminal.DIGITS`, 5 rows, 3 columns),
plus the capital letters the app's words need in block letters ("NO TALKING", "PAUSED"
and their Spanish and Portuguese), accents dropped (a block Ã is an A). The widget scales them to the room it
is given: rows ×1, ×2, ×3 …, columns up to twice that (a terminal cell is about half
as wide as it is tall, so ×2 columns keeps the digits' shape). When even ×1 does
not fit, it falls back to plain bold text, so it never cuts a digit off.
"""
from __future__ import annotations

import unicodedata

from rich.text import Text
from textual.reactive import reactive
from textual.widget import Widget

from spacealert_tui.audio.terminal import DIGITS, block_rows, mmss

ROWS = 5

LETTERS: dict[str, tuple[str, ...]] = {
    "A": ("███", "█ █", "███", "█ █", "█ █"),
    "B": ("██ ", "█ █", "██ ", "█ █", "██ "),
    "C": ("███", "█  ", "█  ", "█  ", "███"),
    "D": ("██ ", "█ █", "█ █", "█ █", "██ "),
    "E": ("███", "█  ", "██ ", "█  ", "███"),
    "F": ("███", "█  ", "██ ", "█  ", "█  "),
    "G": ("████", "█   ", "█ ██", "█  █", "████"),
    "H": ("█ █", "█ █", "███", "█ █", "█ █"),
    "I": ("███", " █ ", " █ ", " █ ", "███"),
    "K": ("█  █", "█ █ ", "██  ", "█ █ ", "█  █"),
    "L": ("█  ", "█  ", "█  ", "█  ", "███"),
    "M": ("█   █", "██ ██", "█ █ █", "█   █", "█   █"),
    "N": ("█  █", "██ █", "█ ██", "█  █", "█  █"),
    "O": ("███", "█ █", "█ █", "█ █", "███"),
    "P": ("███", "█ █", "███", "█  ", "█  "),
    "R": ("██ ", "█ █", "██ ", "█ █", "█ █"),
    "S": ("███", "█  ", "███", "  █", "███"),
    "T": ("███", " █ ", " █ ", " █ ", " █ "),
    "U": ("█ █", "█ █", "█ █", "█ █", "███"),
    " ": ("  ", "  ", "  ", "  ", "  "),
}

FONT: dict[str, tuple[str, ...]] = {**DIGITS, **LETTERS}


def unaccented(text: str) -> str:
    """`text` without its accents: the block font has one glyph per base letter."""
    return "".join(ch for ch in unicodedata.normalize("NFD", text) if not unicodedata.combining(ch))


def can_draw(text: str) -> bool:
    text = unaccented(text)
    return bool(text) and all(ch in FONT for ch in text)


def scaled(rows: list[str], sx: int, sy: int) -> list[str]:
    """Each glyph cell repeated `sx` times across and `sy` times down.

    The colon's small square (▪) becomes a full block once scaled: repeated, it
    would read as a row of dots.
    """
    if sx == 1 and sy == 1:
        return list(rows)
    out: list[str] = []
    for row in rows:
        line = "".join(("█" if ch == "▪" else ch) * sx for ch in row)
        out.extend([line] * sy)
    return out


def fit(text: str, width: int, height: int, max_scale: int = 4) -> list[str] | None:
    """The block rows of `text` at the largest scale that fits, or None if none does."""
    if not can_draw(text) or height < ROWS:
        return None
    rows = block_rows(unaccented(text), FONT)
    base = len(rows[0])
    if base > width:
        return None
    sy = max(1, min(height // ROWS, max_scale))
    sx = max(1, min(width // base, 2 * sy))
    sy = min(sy, sx)   # never taller than it is widened: thin giants read badly
    return scaled(rows, sx, sy)


class BlockText(Widget):
    """`text` in block letters, as large as the widget's size allows (plain bold if none fits)."""

    DEFAULT_CSS = """
    BlockText {
        height: 5;
        width: 1fr;
        content-align: center middle;
        text-style: bold;
    }
    """

    text: reactive[str] = reactive("")

    def __init__(self, text: str = "", *, max_scale: int = 4, name: str | None = None,
                 id: str | None = None, classes: str | None = None) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self.max_scale = max_scale
        self.set_reactive(BlockText.text, text)

    def render(self) -> Text:
        size = self.content_size
        rows = fit(self.text, size.width, size.height, self.max_scale)
        if rows is None:
            return Text(self.text, no_wrap=True, overflow="ellipsis", justify="center")
        return Text("\n".join(rows), no_wrap=True, overflow="crop")


class BigClock(BlockText):
    """MM:SS in block digits; `show(seconds)` sets it (whole seconds, rounded down)."""

    def __init__(self, seconds: float = 0, **kwargs) -> None:
        super().__init__(mmss(seconds), **kwargs)

    def show(self, seconds: float) -> None:
        self.text = mmss(seconds)   # reactive: repaints only when the text changes
