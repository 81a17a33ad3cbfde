"""Whole missions, one internal threat each: destroyed for its high value by a real
plan, survived for its low value (or the ship lost) with nobody acting.

Internal track 4 (13 squares, X 9, Y 5, Z 1). A maintainer stays on the bridge and
does the computer in turns 1, 4 and 8 so that no check delay disturbs the plans.
"""
from __future__ import annotations

import pytest

from spacealert_tui.rules.threats import CARDS
from tests.rules.builders import run

M = ["C", "empty", "empty", "C", "empty", "empty", "empty", "C"]     # the maintainer
LR_BOTS = ["lift", "red", "C"]         # in lower red with that squad, end of turn 3
UB_BOTS = ["blue", "C"]                # in upper blue with that squad, end of turn 2

DESTROY_PLANS = {
    "I1-01": (5, [UB_BOTS + ["red", "red", "bots"]]),
    "I1-02": (3, [UB_BOTS + ["bots"]]),
    "I1-03": (5, [LR_BOTS + ["blue", "bots"]]),
    "I1-04": (5, [LR_BOTS + ["blue", "bots"]]),
    "I1-05": (1, [["blue", "HB", "B"]]),
    "I1-06": (1, [["red", "HB", "B"]]),
    "I1-07": (2, [["lift", "blue", "C", "C", "C"]]),
    "I2-01": (4, [UB_BOTS + ["lift", "Hbots", "bots"]]),
    "I2-02": (4, [LR_BOTS + ["Hbots", "bots"]]),
    "I2-03": (5, [LR_BOTS + ["lift", "Hbots", "bots"]]),
    "I2-04": (4, [UB_BOTS + ["lift", "Hbots", "bots"]]),
    "I2-05": (1, [["C"], ["C"], ["C"]]),
    "I2-06": (1, [["lift", "HB", "B"]]),
    "SI1-01": (4, [LR_BOTS + ["Hbots", "bots"]]),
    "SI1-02": (3, [UB_BOTS + ["Hbots", "bots"]]),
    "SI1-03": (5, [LR_BOTS + ["blue", "bots", "bots"]]),
    "SI1-04": (2, [LR_BOTS + ["lift", "C", "bots"]]),
    "SI1-05": (1, [["HB", "HB"]]),
    "SI1-06": (1, [["blue", "C", "C"], ["lift", "red", "C"]]),
    "SI2-01": (3, [UB_BOTS + ["Hbots", "bots"]]),
    "SI2-02": (4, [UB_BOTS + ["red", "Hbots", "bots"]]),
    "SI2-03": (1, [["lift", "HB", "B"], ["Hmove:lower-red", "B"], ["Hmove:lower-blue", "B"]]),
    "SI2-04": (3, [LR_BOTS + ["bots"], UB_BOTS + ["bots", "lift", "bots"]]),
    "SI2-05": (2, [["lift", "C"], ["Hmove:lower-white", "C"], ["Hmove:lower-white", "C"]]),
}
Z_LOSES = {"SI1-03", "SI1-04", "SI2-05"}


def narration(res) -> str:
    return "\n".join(str(e) for e in res.events)


def test_every_base_internal_card_has_a_plan():
    base = {c for c, cls in CARDS.items() if cls.kind == "internal" and cls.set == "base"}
    assert set(DESTROY_PLANS) == base


@pytest.mark.parametrize("card", sorted(DESTROY_PLANS))
def test_destroyed_in_a_full_mission(card):
    turn, plans = DESTROY_PLANS[card]
    res = run(threats=[(card, turn)], crew=[*plans, M])
    outcome = res.result.threats[0]
    assert res.result.status == "won", narration(res)
    assert outcome.outcome == "destroyed", narration(res)
    assert outcome.points == CARDS[card].point_values()[1]
    assert res.result.score.destroyed == outcome.points


@pytest.mark.parametrize("card", sorted(DESTROY_PLANS))
def test_survived_in_a_full_mission(card):
    crew = [M]
    if card == "I1-07":     # three rockets would be 9 damage in blue: launch one first
        crew = [M, ["lift", "blue", "C"]]
    res = run(threats=[(card, 4 if card == "I1-07" else 1)], crew=crew)
    if card in Z_LOSES:
        assert res.result.status == "lost" and res.result.score is None
        assert card in res.result.lost_cause
        return
    outcome = res.result.threats[0]
    assert res.result.status == "won", narration(res)
    assert outcome.outcome == "survived", narration(res)
    assert outcome.points == CARDS[card].point_values()[0]


def test_unstable_warheads_with_every_rocket_launched_is_a_free_trophy():
    res = run(threats=[("I1-07", 6)], crew=[["lift", "blue", "C", "C", "C"], M])
    outcome = res.result.threats[0]
    assert (outcome.outcome, outcome.points) == ("destroyed", 4)


def test_unstable_warheads_weakened_by_an_early_launch():
    res = run(threats=[("I1-07", 4)], crew=[["lift", "blue", "C", "C", "C"], M])
    assert res.result.threats[0].outcome == "destroyed"      # 2 HP: turns 4 and 5
    assert res.result.damage["blue"] == 0


def test_seeker_destroyer_pays_three_points_for_fifteen():
    turn, plans = DESTROY_PLANS["SI2-02"]
    score = run(threats=[("SI2-02", turn)], crew=[*plans, M]).result.score
    assert score.destroyed == 15
    assert score.knocked_out_penalty == -2 and score.bots_penalty == -1


def test_alien_killed_before_x_leaves_the_squad_standing():
    turn, plans = DESTROY_PLANS["SI1-03"]
    res = run(threats=[("SI1-03", turn)], crew=[*plans, M])
    assert res.result.crew[0].bots == "active" and res.result.score.bots_penalty == 0


def test_troopers_killing_hit_disables_the_squad_in_a_full_mission():
    turn, plans = DESTROY_PLANS["I2-03"]
    res = run(threats=[("I2-03", turn)], crew=[*plans, M])
    assert res.result.crew[0].bots == "inactive" and res.result.score.bots_penalty == -1


def test_overheated_reactor_blast_costs_two_points_per_victim():
    res = run(threats=[("I2-06", 1)], crew=[["lift", "HB", "B"], ["Hmove:lower-red"], M])
    assert res.result.threats[0].outcome == "destroyed"
    assert [c.knocked_out for c in res.result.crew] == [False, True, False]
    assert res.result.score.knocked_out_penalty == -2


def test_slime_disabled_stored_squad_costs_one_point():
    """Ruling R14: a squad left disabled in its storage counts as disabled."""
    res = run(threats=[("I2-02", 1)], crew=[M])
    assert res.result.battle_bots["lower-red"] == "disabled"
    assert res.result.score.bots_penalty == -1


def test_fissure_doubles_the_red_damage_of_a_whole_mission():
    # Gunship on red track 1: X (turn 3) 1 damage through the shield after the Fissure's
    # X: 2 tiles; Z (turn 5) 3 damage after its Y: 6 tiles -> the 7th tile loses the ship.
    # Without the Fissure the same Gunship costs 4 tiles and the mission is won.
    res = run(threats=[("SI1-04", 1), ("E1-05", 1, "red")], crew=[M])
    assert res.result.status == "lost" and res.result.lost_turn == 5
    assert "Gunship" in res.result.lost_cause
    assert res.result.damage["red"] == 8          # 6 tiles + 2 points with no tile left
    plain = run(threats=[("E1-05", 1, "red")], crew=[M])
    assert plain.result.status == "won" and plain.result.damage["red"] == 4


def test_nuclear_device_explodes_with_two_repairers_a_turn():
    res = run(threats=[("SI2-05", 2)],
              crew=[["lift", "C", "C"], ["Hmove:lower-white", "C", "C"], M])
    assert res.result.status == "lost" and "Nuclear Device" in res.result.lost_cause
