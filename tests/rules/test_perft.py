"""Perft (benchmarks/perft_bench.py): distinct end states over every plan of a small
bounded space, for both rulesets. Deterministic; the base game's space reaches the
same boards under The New Frontier's ruleset."""
from __future__ import annotations

import importlib.util
from pathlib import Path

from spacealert_tui.rules import Game
from spacealert_tui.rules.new_frontier.game import NewFrontierGame

BENCH = Path(__file__).resolve().parents[2] / "benchmarks" / "perft_bench.py"


def load():
    spec = importlib.util.spec_from_file_location("perft_bench", BENCH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_each_single_first_action_leaves_its_own_board():
    """Depth 1, by the rules alone: from the bridge (upper white) an empty turn, a move
    red, blue or by gravolift (three stations), A (the central heavy laser spends a cube
    of the central reactor), B (a cube into the white shield) and C (computer maintenance,
    phase 1) each end the mission on a board of its own: 7 plans, 7 end states."""
    perft = load().perft
    assert perft(1, "base", Game) == 7
    assert perft(1, "base", NewFrontierGame) == 7


def test_the_same_plans_reach_the_same_boards_under_both_rulesets_and_every_time():
    bench = load()
    base = bench.end_states(2, "base", Game)
    assert base == bench.end_states(2, "base", Game)                    # deterministic
    assert base == bench.end_states(2, "base", NewFrontierGame)         # the expansion changes nothing here
    assert bench.end_states(2, "new_frontier", NewFrontierGame) == bench.end_states(2, "new_frontier",
                                                                                    NewFrontierGame)


def test_the_depth_two_counts_are_pinned():
    """The figures of benchmarks/perft_bench.py at depth 2 (49 plans each). A count that
    moves is a change of what the rules core resolves: find the plans whose end state
    changed, and judge them by the rulebook, before pinning the new figure."""
    perft = load().perft
    assert (perft(2, "base", Game), perft(2, "new_frontier", NewFrontierGame)) == (32, 33)
