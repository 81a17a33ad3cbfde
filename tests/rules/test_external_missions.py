"""Whole missions (`run`) with one or two external threats: destroyed and survived points
for every base external card, and a few special rules seen through the full turn flow.

Default trajectories: red 1 (10 squares, X 5), white 2 (11 squares, X 8), blue 3.
Crew members start at upper-white; the central reactor holds 3 energy. Every mission
below adds a last crew member who maintains the computer (turns 1, 4, 8), so that the
checks delay nobody and the plans read turn by turn.
"""
from __future__ import annotations

import pytest

from tests.rules.builders import run

A2 = ["A", "A"]
A3 = ["A", "A", "A"]
LATE2 = ["empty", "A", "A"]            # for threats weapons cannot see in turn 1
PULSE_T2 = [["empty", "A"], ["lift", "A"]]
MAINT = ["C", "empty", "empty", "C", "empty", "empty", "empty", "C"]

# card -> (zone, crew plans) that destroy it; comments give the damage per shot
DESTROY = {
    "E1-01": ("white", [A2]),                          # 4 + 4 >= 5
    "E1-02": ("white", [A2]),                          # 3 + 3
    "E1-03": ("white", [LATE2]),                       # invisible in turn 1 (X at its end)
    "E1-04": ("white", PULSE_T2),                      # heavy 5 + pulse 1 against shield 0
    "E1-05": ("white", [A2]),
    "E1-06": ("white", [A2]),                          # cryoshield, then 5 - 1
    "E1-07": ("white", [A2]),
    "E1-08": ("white", [A2]),                          # 2 + 2
    "E1-09": ("white", [A2]),                          # 5 + 5
    "E1-10": ("white", [["A"]]),
    "E2-01": ("white", [A2]),                          # 3, then 5 - 1 after its X
    # light laser 2 + pulse 1 against shield 1, in turns 3 and 4
    "E2-02": ("red", [["red", "lift", "A", "A"], ["lift", "empty", "A", "A"]]),
    "E2-03": ("white", [LATE2]),                       # 2 + 2 after its X
    "E2-04": ("white", [A3]),                          # 1 per step, three steps
    "E2-05": ("white", [A2]),                          # 7 + 7 (shield -2)
    "E2-06": ("white", [A2]),                          # 4, then 5 - 2 after its X
    "E2-07": ("white", [A2]),
    "SE1-01": ("white", [A3]),
    "SE1-02": ("white", [A3]),
    "SE1-03": ("white", [["A"] * 4, ["lift", "B"]]),   # 2 x 4; refuel in turn 2
    "SE1-04": ("white", [LATE2]),                      # distance 3 in turn 1
    "SE1-05": ("white", [A3]),                         # cryoshield, 4, 4
    "SE1-06": ("white", [A2]),
    "SE1-07": ("white", [["empty", "A", "A"], ["lift", "A"]]),  # 6 against 0, then 5 - 3
    "SE1-08": ("white", [A2]),
    "SE2-01": ("white", [A3, ["blue", "C", "red", "red", "C"]]),  # 1 x 3, then the trap 9 - 4
    "SE2-02": ("red", [["red", "A", "A", "empty", "A", "A"], ["red", "lift", "A", "B", "A", "A"]]),
    "SE2-03": ("white", [["empty", "A", "A", "A"]]),   # its X delays the turn-3 shot
    "SE2-04": ("white", [A3]),                         # 3, 3, then 5 - 4
    "SE2-05": ("white", [A2]),                         # 4, (X: 1 itself), 4
    "SE2-06": ("white", [A3]),
}

# card -> (zone, crew plans) with which it reaches Z and the ship survives
SURVIVE: dict[str, tuple[str, list[list[str]]]] = {card: ("red", [[]]) for card in DESTROY}
SURVIVE.update({
    "SE1-06": ("red", [["red", "A", "A"]]),            # Z = 2 x 2 remaining
    "SE1-08": ("red", [["red", "A"]]),                 # Z = 5
    "SE2-01": ("white", [A2]),                         # 2 damage: X skipped, Z 6 - 1
    "SE2-02": ("white", [["B", "empty", "empty", "B"]]),  # shields up twice: Z 7 - 2
    "SE2-06": ("red", [["red", "A", "A"]]),            # Z = 3
})
del SURVIVE["SE2-05"]                                  # its Z loses the mission

POINTS = {"E1": (2, 4), "E2": (3, 6), "SE1": (4, 8), "SE2": (6, 12)}


def _threat(res, card):
    return next(t for t in res.result.threats if t.card == card)


@pytest.mark.parametrize("card", sorted(DESTROY))
def test_destroyed_card_scores_its_high_value(card):
    zone, crew = DESTROY[card]
    res = run(threats=[(card, 1, zone)], crew=crew + [MAINT])
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


def test_nemesis_reaching_z_loses_the_mission():
    res = run(threats=[("SE2-05", 1, "red")])          # X on turn 2, Z on turn 3
    assert not res.result.won and res.result.lost_turn == 3
    assert "Nemesis" in res.result.lost_cause and res.result.score is None


def test_minor_asteroid_z_fills_its_zone_to_exactly_six_tiles():
    res = run(threats=[("E2-07", 1, "red")])
    assert res.result.won and res.result.damage == {"red": 6, "white": 0, "blue": 0}


def test_behemoth_trap_costs_the_pilot_and_the_squad():
    zone, crew = DESTROY["SE2-01"]
    res = run(threats=[("SE2-01", 1, zone)], crew=crew + [MAINT])
    score = res.result.score
    assert score.destroyed == 12
    assert score.knocked_out_penalty == -2 and score.bots_penalty == -1     # the rulebook's -3
    pilot = res.result.crew[1]
    assert pilot.knocked_out and pilot.bots == "inactive"


def test_scout_bonus_in_a_mission_reaches_a_later_threat_and_not_the_scout():
    # Scout (white, speed 2): X at the end of turn 2, Z in turn 5: 3 ignoring shields.
    # Fighter #2 (red, speed 3) appears in turn 2 and moves after the Scout: X in turn 3
    # attacks 1 + 1 (shield 1 absorbs 1), Z in turn 4 attacks 3 + 1.
    res = run(threats=[("E2-02", 1, "white"), ("E1-07", 2, "red")], crew=[MAINT])
    assert res.result.won
    assert res.result.damage == {"red": 5, "white": 3, "blue": 0}
    res = run(threats=[("E1-07", 2, "red")], crew=[MAINT])
    assert res.result.damage == {"red": 3, "white": 0, "blue": 0}


def test_psionic_satellite_x_delays_the_gunner_in_its_zone():
    zone, crew = DESTROY["SE2-03"]
    res = run(threats=[("SE2-03", 1, zone)], crew=crew + [MAINT])
    delays = [e for e in res.events if type(e).__name__ == "ActionDelayed"]
    assert [(e.player, e.turn) for e in delays] == [("P1", 3)]


def test_asteroid_break_up_attack_after_the_destroying_damage_step():
    # Asteroid (white, speed 3) passes its X at the end of turn 1; shot twice (5 + 5):
    # destroyed in turn 2, then attacks white for 2 x 1: shield 1 absorbs 1.
    res = run(threats=[("SE1-08", 1, "white")], crew=[A2, MAINT])
    assert res.result.damage == {"red": 0, "white": 1, "blue": 0}


def test_leviathan_explosion_finishes_a_damaged_fighter_in_a_mission():
    # Fighter #2 (red, speed 3, appears turn 2): hit once by the red heavy laser (4 - 2).
    # Leviathan #1 (white): destroyed in turn 4 by the central heavy laser (2 x 4 shots);
    # its explosion takes 1 of the Fighter's 2 remaining HP, then the Fighter reaches Z.
    res = run(threats=[("SE1-03", 1, "white"), ("E1-07", 2, "red")],
              crew=[["A"] * 4, ["lift", "B"], ["red", "A"], MAINT])
    lev, fighter = _threat(res, "SE1-03"), _threat(res, "E1-07")
    assert lev.outcome == "destroyed" and fighter.outcome == "survived"
    hits = [e for e in res.events if type(e).__name__ == "ThreatHit"]
    assert [(e.threat, e.amount, e.hp_left) for e in hits] == [("Fighter #2", 1, 1)]
