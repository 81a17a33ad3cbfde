"""Whole missions (`run`, resolved by The New Frontier's ruleset) with each of share A's
external cards: destroyed and survived points.

Default trajectories: red 1 (10 squares, X 5), white 2 (11 squares, X 8). Crew members
start at upper-white; the central heavy laser is 5, the side ones 4, light lasers 2,
the central reactor holds 3. A last crew member maintains the computer (turns 1, 4, 8).
"""
from __future__ import annotations

import pytest

from spacealert_tui.rules.new_frontier.game import NewFrontierGame
from spacealert_tui.rules.rulesets import game_class
from tests.rules.builders import record, run

A2, A3 = ["A"] * 2, ["A"] * 3
REFUEL = ["lift", "B"]                  # a capsule into the central reactor in turn 2
MAINT = ["C", "empty", "empty", "C", "empty", "empty", "empty", "C"]

# card -> (turn, zone, crew plans) that destroy it; comments give the damage per step
DESTROY = {
    "E1-101": (1, "white", [A2]),                              # 3 + 3 >= 4
    "SE2-101": (1, "white", [A3]),                             # 3 x 3 >= 7
    # heavy lasers ignore it: light laser 1 in turns 3 and 4, a rocket 2 in turn 4
    "E3-101": (3, "red", [["lift", "blue", "C"], ["red", "lift", "A", "A"]]),
    "SE1-101": (1, "white", [A3]),                             # 2 x 3
    "E2-101": (1, "white", [A2]),                              # 3 + 3
    "E2-103": (1, "white", [A2]),                              # 5 - 4, then 5 - 3
    "E3-104": (1, "white", [A3]),                              # 1, 2, 3 (megashield 4, 3, 2)
    "SE3-102": (1, "white", [["A"] * 5, REFUEL]),              # 0, 1, 2, 3, 4 >= 7
    "E3-109": (1, "white", [["A"] * 4, REFUEL]),               # 2 (X heals 1), 2, 2, 2
    # heavy 5 + pulse 1 against a stripped shield, turns 2 and 3 (refuel first in turn 3)
    "SE3-108": (1, "white", [["lift", "empty", "B"], ["empty", "A", "A"], ["lift", "A", "A"]]),
    "E1-102": (1, "white", [A3]),                              # 1 x 3
    "SE1-102": (1, "white", [A3]),                             # 5 x 3, shield 0 until its X
    "SE2-103": (1, "white", [A3]),                             # capped at 2 x 3
    "SE3-107": (1, "white", [A3]),                             # 5 x 3; breaks up for 4
}

# card -> (zone, crew plans) with which it reaches Z and the ship survives
SURVIVE: dict[str, tuple[str, list[list[str]]]] = {card: ("red", [[]]) for card in DESTROY}
SURVIVE["SE3-107"] = ("red", [["red", "A", "A"]])              # Z = 13 - 8

POINTS = {"E1": (2, 4), "E2": (3, 6), "E3": (4, 8), "SE1": (4, 8), "SE2": (6, 12), "SE3": (8, 16)}


def _threat(res, card):
    return next(t for t in res.result.threats if t.card == card)


def test_these_records_are_resolved_by_the_new_frontier():
    for card in DESTROY:
        assert game_class(record(threats=[(card, 1, "red")])) is NewFrontierGame


@pytest.mark.parametrize("card", sorted(DESTROY))
def test_destroyed_card_scores_its_high_value(card):
    turn, zone, crew = DESTROY[card]
    res = run(threats=[(card, turn, zone)], crew=crew + [MAINT])
    t = _threat(res, card)
    assert res.result.won, res.result.lost_cause
    assert (t.outcome, t.points) == ("destroyed", POINTS[card.split("-")[0]][1])
    assert res.result.score.destroyed == t.points


@pytest.mark.parametrize("card", sorted(SURVIVE))
def test_survived_card_scores_its_low_value(card):
    zone, crew = SURVIVE[card]
    res = run(threats=[(card, 1, zone)], crew=crew + [MAINT])
    t = _threat(res, card)
    assert res.result.won, res.result.lost_cause
    assert (t.outcome, t.points) == ("survived", POINTS[card.split("-")[0]][0])
    assert res.result.score.survived == t.points
