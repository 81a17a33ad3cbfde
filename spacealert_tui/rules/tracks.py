"""The seven trajectory boards (facts: docs/reference/trajectories.md; movement: rulebook §3.4).

Squares count from the ship: square 1 is the Z square next to the ship; a threat
appears on square `length`. Range bands: squares 1–5 are range 1, 6–10 range 2,
the rest range 3.
"""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Trajectory:
    number: int
    length: int
    actions: dict[int, str]   # square -> "X" | "Y" | "Z"
    letters: tuple[str, ...] = field(default=(), init=False, compare=False, repr=False)
    stops: tuple[int, ...] = field(default=(), init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        # letters[square] is "X", "Y", "Z" or "" (index 0 unused): read on every move
        letters = tuple(self.actions.get(sq, "") for sq in range(self.length + 1))
        object.__setattr__(self, "letters", letters)
        # stops[square]: the nearest X/Y/Z square below it (0: none), so that a move
        # goes from action square to action square without visiting the blank ones
        stops, below = [0], 0
        for square in range(1, self.length + 2):
            stops.append(below)
            if square <= self.length and letters[square]:
                below = square
        object.__setattr__(self, "stops", tuple(stops))

    def crossed(self, start: int, end: int) -> list[tuple[int, str]]:
        """Action squares reached when moving from `start` down to `end` (exclusive of start)."""
        letters = self.letters
        return [(sq, letters[sq]) for sq in range(start - 1, max(end, 1) - 1, -1) if letters[sq]]


def range_band(square: int) -> int:
    return 1 if square <= 5 else 2 if square <= 10 else 3


TRAJECTORIES: dict[int, Trajectory] = {
    1: Trajectory(1, 10, {5: "X", 1: "Z"}),
    2: Trajectory(2, 11, {8: "X", 1: "Z"}),
    3: Trajectory(3, 12, {8: "X", 3: "Y", 1: "Z"}),
    4: Trajectory(4, 13, {9: "X", 5: "Y", 1: "Z"}),
    5: Trajectory(5, 14, {11: "X", 7: "Y", 1: "Z"}),
    6: Trajectory(6, 15, {10: "X", 7: "Y", 3: "Y", 1: "Z"}),
    7: Trajectory(7, 16, {12: "X", 8: "Y", 5: "Y", 1: "Z"}),
}
