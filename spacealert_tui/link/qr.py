"""The link's address as a QR code drawn with text, for a phone's camera.

segno makes the code (pure Python, no dependencies, well kept); this draws it two
modules to a character with half blocks, light modules as ink, so on the usual dark
terminal it reads as dark-on-light, as a camera expects, with a quiet zone around it.
"""
from __future__ import annotations

import segno

#: (top light, bottom light) → the character that shows it.
_BLOCKS = {(True, True): "█", (True, False): "▀", (False, True): "▄", (False, False): " "}
QUIET = 2


def qr_lines(text: str) -> list[str]:
    """`text` (an address) as lines of half blocks, each two rows of modules high."""
    code = segno.make(text, error="l", boost_error=False)
    size = len(code.matrix) + 2 * QUIET
    dark = [[False] * size for _ in range(size)]
    for y, row in enumerate(code.matrix):
        for x, module in enumerate(row):
            dark[y + QUIET][x + QUIET] = bool(module)
    if size % 2:
        dark.append([False] * size)
    return ["".join(_BLOCKS[not dark[y][x], not dark[y + 1][x]] for x in range(size))
            for y in range(0, len(dark), 2)]
