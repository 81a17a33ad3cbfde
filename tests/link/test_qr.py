"""The QR code drawn with text holds exactly the modules segno made."""
from __future__ import annotations

import segno

from spacealert_tui.link.qr import QUIET, qr_lines

ADDRESS = "http://192.168.1.23:8765/m/J0inC0de-for-tests-0123"


def modules_drawn(lines: list[str]) -> list[list[bool]]:
    """Read the half blocks back: True where a module is dark (no ink)."""
    top = {"█": True, "▀": True, "▄": False, " ": False}
    bottom = {"█": True, "▀": False, "▄": True, " ": False}
    rows: list[list[bool]] = []
    for line in lines:
        rows.append([not top[c] for c in line])
        rows.append([not bottom[c] for c in line])
    return rows


def test_the_drawing_is_the_code_with_a_quiet_zone() -> None:
    matrix = [[bool(m) for m in row] for row in segno.make(ADDRESS, error="l", boost_error=False).matrix]
    drawn = modules_drawn(qr_lines(ADDRESS))
    size = len(matrix)
    assert [row[QUIET:QUIET + size] for row in drawn[QUIET:QUIET + size]] == matrix
    assert not any(drawn[y][x] for y in range(len(drawn)) for x in range(len(drawn[0]))
                   if not (QUIET <= y < QUIET + size and QUIET <= x < QUIET + size))


def test_the_address_fits_an_80_by_24_screen() -> None:
    lines = qr_lines(ADDRESS)
    assert len(lines) <= 18 and all(len(line) <= 40 for line in lines)
