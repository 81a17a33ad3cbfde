#!/usr/bin/env python3
"""Perft for Space Alert: how many distinct end states every plan of a small bounded
space reaches, for each ruleset (as chess engines count the positions `perft(n)`
reaches, to catch a move generator that changed).

The space: one crew member, two threats, every plan whose first `depth` turns are
any of `TOKENS` (the other turns empty): 7**depth plans. An end state is the board
after the jump (or after the loss) as one line of text (`rules/state_text.py`), so
two plans that end on the same board count once. The counts are deterministic (the
damage tiles come from the record's seed). The base game's space is resolved by
both rulesets: The New Frontier resolves a base-game record exactly as the base
game, so it must reach the same end states; the expansion's space adds a New
Frontier card, resolved by its ruleset.

    python benchmarks/perft_bench.py            # depths 1-3, both rulesets
    python benchmarks/run.py perft --json        # the figures, as every benchmark's

A count that moves is a change of what the rules core resolves: find the plans whose
end state changed before believing either figure.
"""
from __future__ import annotations

import itertools
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spacealert_tui.rules import Game, record_from_dict
from spacealert_tui.rules.new_frontier.game import NewFrontierGame
from spacealert_tui.rules.snapshot import take_snapshot
from spacealert_tui.rules.state_text import state_text

TOKENS = ("empty", "red", "blue", "lift", "A", "B", "C")
TRACKS = {"red": 1, "white": 2, "blue": 3, "internal": 4}
SPACES = {
    # a Fighter on the white trajectory and Skirmishers aboard
    "base": [{"card": "E1-07", "turn": 1, "zone": "white"}, {"card": "I1-01", "turn": 2}],
    # a Jumper (it jumps toward red at each action) and the same Skirmishers
    "new_frontier": [{"card": "E3-105", "turn": 1, "zone": "white"}, {"card": "I1-01", "turn": 2}],
}


def plans(depth: int):
    for head in itertools.product(TOKENS, repeat=depth):
        yield [*head, *["empty"] * (12 - depth)]


def end_states(depth: int, space: str, ruleset: type[Game]) -> set[str]:
    """The distinct boards after the jump over every plan of the space."""
    out = set()
    for actions in plans(depth):
        doc = {"format": "spacealert-record/1",
               "mission": {"tracks": TRACKS, "threats": SPACES[space], "damage_tokens": {"seed": 1}},
               "crew": [{"name": "Ana", "actions": actions}]}
        game = ruleset(record_from_dict(doc)).quiet().run()
        out.add(state_text(take_snapshot(game)))
    return out


def perft(depth: int, space: str = "base", ruleset: type[Game] = Game) -> int:
    return len(end_states(depth, space, ruleset))


def run(quick: bool = False) -> list[dict]:
    """perft(depth) of each space and ruleset (`quick`: depth 2 only)."""
    figures = []
    for depth in ((2,) if quick else (1, 2, 3)):
        for space, ruleset in (("base", Game), ("base", NewFrontierGame), ("new_frontier", NewFrontierGame)):
            figures.append({"name": f"perft_{space}_{ruleset.__name__}_depth{depth}",
                            "value": perft(depth, space, ruleset), "unit": "end states"})
    return figures


if __name__ == "__main__":
    for figure in run():
        print(f"{figure['name']:<45} {figure['value']:>6} {figure['unit']}")
