"""The seven trajectory boards, square by square, as the printed boards show them.

Written from the boards (docs/reference/trajectories.md keeps the facts: the rulebooks
draw the boards as pictures, §1 *Preparación de la partida*), never read back from
`rules/tracks.py`: a moved X or Y fails here, not only in the generated reference docs.
"""
from __future__ import annotations

import pytest

from spacealert_tui.rules.tracks import TRAJECTORIES, range_band

# board: (squares, X on, Y on, Z on): "square 1 is the Z square next to the ship; a
# threat appears on the highest square (the board's length)"
PRINTED = {
    1: (10, 5, (), 1),
    2: (11, 8, (), 1),
    3: (12, 8, (3,), 1),
    4: (13, 9, (5,), 1),
    5: (14, 11, (7,), 1),
    6: (15, 10, (7, 3), 1),
    7: (16, 12, (8, 5), 1),
}


def test_there_are_seven_boards():
    assert sorted(TRAJECTORIES) == [1, 2, 3, 4, 5, 6, 7]


@pytest.mark.parametrize("board", sorted(PRINTED))
def test_each_board_has_its_printed_squares(board):
    squares, x, ys, z = PRINTED[board]
    track = TRAJECTORIES[board]
    assert (track.number, track.length) == (board, squares)
    printed = {x: "X", z: "Z", **dict.fromkeys(ys, "Y")}
    assert track.actions == printed
    # what a move reads: the letter of every square, blanks between
    assert [track.letters[sq] for sq in range(1, squares + 1)] == [printed.get(sq, "") for sq in range(1, squares + 1)]


@pytest.mark.parametrize("board", sorted(PRINTED))
def test_a_threat_from_the_start_square_to_the_ship_meets_x_then_each_y_then_z(board):
    """§3.4 *Las acciones de las amenazas*: every X, Y or Z square it lands on or passes
    is done then, nearest the start first; a board with two Y squares means Y twice."""
    squares, x, ys, z = PRINTED[board]
    track = TRAJECTORIES[board]
    assert track.crossed(squares + 1, 1) == [(x, "X"), *((y, "Y") for y in ys), (z, "Z")]
    # the stops a move jumps between: from above each action square, that square
    for square, _ in track.crossed(squares + 1, 1):
        assert track.stops[square + 1] == square


def test_range_bands():
    """§3.3: squares 1–5 are range 1, 6–10 range 2, 11 and beyond range 3."""
    assert [range_band(sq) for sq in range(1, 17)] == [1] * 5 + [2] * 5 + [3] * 6
