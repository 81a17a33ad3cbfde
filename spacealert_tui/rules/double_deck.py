"""*The New Frontier*'s 90 double-action cards as data (docs/reference/deck.md).

Each card shows one action or move on one half (the single half) and two symbols on
the other (the double half, read top symbol first). A double half that starts with an
action has a move for its single half, one that starts with a move an action
(expansion rulebook p.9). The list is the one composition found (78 distinct cards,
90 physical); `action_deck.DOUBLE_CARDS` turns it into cards. Kept as plain text so
the rows read like the reference table they come from.
"""
from __future__ import annotations

# double half, single half, copies — in the reference table's order
_ROWS = """
A+B red 1 | A+B blue 1 | A+B lift 1 | A+C red 1 | A+C blue 1 | A+C lift 1
A+red blue 1 | A+red lift 2 | A+blue red 1 | A+blue lift 2 | A+lift red 1 | A+lift blue 1
B+A red 1 | B+A blue 1 | B+A lift 1 | B+C red 1 | B+C blue 1 | B+C lift 1
B+red blue 2 | B+red lift 1 | B+blue red 1 | B+blue lift 2 | B+lift red 2 | B+lift blue 1
C+A red 1 | C+A blue 1 | C+A lift 1 | C+red blue 1 | C+blue lift 1 | C+lift red 1
bots+A red 1 | bots+A blue 1 | bots+A lift 1 | bots+B blue 1 | bots+B lift 1
bots+C red 1 | bots+C lift 1 | bots+red lift 1 | bots+blue red 1 | bots+lift blue 1
red+A B 1 | red+A C 1 | red+A bots 1 | red+B A 2 | red+B C 1 | red+C A 1 | red+C B 1
red+bots A 1 | red+red A 1 | red+red B 1 | red+red C 1 | red+red bots 1
red+lift A 2 | red+lift B 1 | red+lift C 2 | red+lift bots 2
blue+A B 1 | blue+A C 1 | blue+A bots 1 | blue+B C 1 | blue+C A 1 | blue+C B 1
blue+bots A 1 | blue+blue A 1 | blue+blue B 1 | blue+blue C 1 | blue+blue bots 1
blue+lift A 1 | blue+lift B 2 | blue+lift C 2 | blue+lift bots 2
lift+A B 1 | lift+A C 1 | lift+A bots 1 | lift+B A 1 | lift+B C 1 | lift+C B 1 | lift+bots A 1
"""


def _parse(text: str) -> tuple[tuple[str, str, int], ...]:
    rows = []
    for item in text.replace("\n", "|").split("|"):
        if item.strip():
            double, single, copies = item.split()
            rows.append((double, single, int(copies)))
    return tuple(rows)


#: (double half, single half, copies): 78 distinct cards, 90 in all.
DOUBLE_ROWS: tuple[tuple[str, str, int], ...] = _parse(_ROWS)

__all__ = ["DOUBLE_ROWS"]
