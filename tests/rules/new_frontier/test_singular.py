"""Spinning Saucer (E1-102), Dimension Spider (SE1-102), Mother Swarm (SE2-103) and
Planetoid (SE3-107): the expansion's appendix, *Notas sobre las cartas*."""
from __future__ import annotations

import pytest

from spacealert_tui.rules import events as ev
from spacealert_tui.rules.game import ShipLost
from spacealert_tui.rules.layout import Zone
from spacealert_tui.rules.threats import CARDS
from spacealert_tui.rules.threats.base import ACTIVE, DESTROYED, SURVIVED
from tests.rules.builders import put_in_play
from tests.rules.new_frontier.nf_builders import nf_game, values_of
from tests.rules.test_external_common import fire, shields_spent, targets, tiles

R, W, B = Zone.RED, Zone.WHITE, Zone.BLUE

FACTS = {
    "E1-102": ("Spinning Saucer", "Platillo volante", "white", False, "new_frontier", 3, 4, 3, 2, 4),
    "SE1-102": ("Dimension Spider", "Araña dimensional", "white", True, "new_frontier", 13, 0, 1, 4, 8),
    "SE2-103": ("Mother Swarm", "Enjambre madre", "yellow", True, "new_frontier", 6, 1, 2, 6, 12),
    "SE3-107": ("Planetoid", "Planetoide", "red", True, "new_frontier", 13, 0, 1, 8, 16),
}


@pytest.mark.parametrize("card", FACTS)
def test_printed_values_and_points(card):
    assert values_of(CARDS[card]) == FACTS[card]


@pytest.mark.parametrize("card, immune", [("E1-102", False), ("SE1-102", True), ("SE2-103", True),
                                          ("SE3-107", True)])
def test_which_rockets_can_target(card, immune):
    g = nf_game(threats=[(card, 1, "white")], crew=[[]])
    put_in_play(g, card, position=4)
    events = fire(g, rocket=True)
    assert [w for w, _ in targets(events)] == ([] if immune else ["rocket"])


# -- E1-102 Spinning Saucer -------------------------------------------------------------------
def _saucer():
    g = nf_game(threats=[("E1-102", 1, "white")], crew=[[]])
    g.ship.shields = [20, 20, 20]
    return g, put_in_play(g, "E1-102", position=4)


def test_saucer_x_and_y_attack_1_and_z_attacks_5():
    g, saucer = _saucer()
    for letter in "XYZ":
        saucer.perform(letter, g)
    assert shields_spent(g) == (0, 7, 0)


def test_a_rocket_that_does_no_damage_still_knocks_it_off_course():
    """Appendix, *Platillo volante*: even a hit without damage knocks it off course; at
    the end of its trajectory it makes no final attack and counts as survived."""
    g, saucer = _saucer()
    fire(g, rocket=True)                          # 3 against shield 4
    assert saucer.damage == 0 and saucer.knocked_off_course
    g.advance(saucer, 3)                          # white square 1: Z
    assert saucer.state == SURVIVED and shields_spent(g) == (0, 0, 0)
    assert any("knocked off course" in str(e) for e in g.events)


def test_other_weapons_do_not_knock_it_off_course():
    g, saucer = _saucer()
    fire(g, heavy=[W], pulse=1)
    assert not saucer.knocked_off_course
    saucer.perform("Z", g)
    assert shields_spent(g) == (0, 5, 0)


def test_a_knocked_off_saucer_scores_as_survived_in_a_whole_mission():
    """P1 launches a rocket from lower blue in turn 3 (P2 maintains the computer); it hits
    in turn 4 the Saucer (turn 3, white track 2, speed 3: square 8), which reaches Z in
    turn 6 and leaves without its attack."""
    g = nf_game(threats=[("E1-102", 3, "white")], crew=[["blue", "lift", "C"], ["C"]])
    g.run()
    saucer = g.threats[0]
    assert saucer.knocked_off_course and saucer.state == SURVIVED
    attacks = [(e.zone, e.strength) for e in g.events if isinstance(e, ev.ShipAttacked)]
    assert attacks == [("white", 1)]              # its X only (the white track has no Y)


# -- SE1-102 Dimension Spider -------------------------------------------------------------------
def test_spider_x_sets_its_shield_to_1_y_adds_1_z_attacks_every_zone_for_4():
    g = nf_game(threats=[("SE1-102", 1, "white")], crew=[[]])
    spider = put_in_play(g, "SE1-102")
    spider.perform("X", g)
    assert spider.shield_now == 1
    spider.perform("Y", g)
    assert spider.shield_now == 2
    g.ship.shields = [20, 20, 20]
    spider.perform("Z", g)
    assert shields_spent(g) == (4, 4, 4)


def test_spider_still_on_its_trajectory_does_its_z_just_before_the_jump():
    """Appendix, *Araña dimensional*: it acts just before the jump and, if the ship
    survives, counts as survived. From turn 8 at speed 1 it is on square 5 at the end."""
    g = nf_game(threats=[("SE1-102", 8, "white")], crew=[[]])
    g.run()
    spider = g.threats[0]
    assert spider.position == 5 and spider.state == SURVIVED and g.lost is None
    jump = next(i for i, e in enumerate(g.events) if isinstance(e, ev.StepBegan) and e.step == "jump")
    attacks = [(e.zone, e.strength) for e in g.events[jump:] if isinstance(e, ev.ShipAttacked)]
    assert attacks == [("red", 4), ("white", 4), ("blue", 4)]
    assert isinstance(g.events[-1], ev.Jumped)
    assert tiles(g) == [3, 3, 3]


def test_spider_at_the_jump_can_destroy_the_ship():
    g = nf_game(threats=[("SE1-102", 8, "white")], crew=[[]],
                initial_damage={"red": ["structure", "gravolift", "upper_cannon", "lower_cannon"]})
    g.run()
    assert g.lost is not None and g.lost.turn == 13
    assert not any(isinstance(e, ev.Jumped) for e in g.events)


def test_a_spider_that_reached_z_does_not_act_again_at_the_jump():
    g = nf_game(threats=[("SE1-102", 1, "red")], crew=[[]])
    g.run()                                       # red track 1: 10 squares, Z reached in turn 9
    attacks = [e for e in g.events if isinstance(e, ev.ShipAttacked)]
    assert len(attacks) == 3 and g.threats[0].state == SURVIVED


def test_a_destroyed_spider_does_nothing_at_the_jump():
    g = nf_game(threats=[("SE1-102", 8, "white")], crew=[[]])
    for turn in range(1, 13):
        g.play_turn(turn)
    g.destroy_threat(g.threats[0])
    g.final_turn()
    assert not any(isinstance(e, ev.ShipAttacked) for e in g.events)


# -- SE2-103 Mother Swarm -----------------------------------------------------------------------
def test_mother_swarm_takes_at_most_2_damage_per_damage_step():
    """Appendix, *Enjambre madre*: like the Swarm but up to 2 damage per turn."""
    g = nf_game(threats=[("SE2-103", 1, "red")], crew=[[]])
    swarm = put_in_play(g, "SE2-103", position=4)
    fire(g, heavy=[R], light=[R], pulse=1)        # 4 + 2 + 1 - 1 = 6: capped
    assert swarm.damage == 2
    fire(g, light=[R])                            # 2 - 1
    assert swarm.damage == 3


def test_the_leviathan_tankers_explosion_is_outside_the_cap():
    g = nf_game(threats=[("SE1-03", 1, "red"), ("SE2-103", 2, "white")], crew=[[]])
    tanker = put_in_play(g, "SE1-03", position=3)
    swarm = put_in_play(g, "SE2-103", position=4)
    tanker.damage = 6
    fire(g, heavy=[R, W], light=[R], pulse=1)     # tanker 4 + 2 + 1 - 3; swarm 4 + 1 - 1 capped
    assert tanker.state == DESTROYED and swarm.damage == 3


def test_mother_swarm_attacks():
    g = nf_game(threats=[("SE2-103", 1, "blue")], crew=[[]])
    swarm = put_in_play(g, "SE2-103")
    g.ship.shields = [20, 20, 20]
    swarm.perform("X", g)
    assert shields_spent(g) == (0, 0, 1)
    swarm.perform("Y", g)
    assert shields_spent(g) == (1, 1, 3)
    swarm.perform("Z", g)
    assert shields_spent(g) == (4, 4, 7)


# -- SE3-107 Planetoid -----------------------------------------------------------------------------
def test_planetoid_speed_is_1_when_it_appears_then_2_3_4():
    """Appendix, *Planetoide*: 1 when it appears, 2 the next turn, 3 the next, and so on.
    Blue track 3 (12 squares: X 8, Y 3): squares 11, 9, 6, 2, then Z."""
    g = nf_game(threats=[("SE3-107", 1, "blue")], crew=[[]])
    positions = []
    with pytest.raises(ShipLost):
        for turn in range(1, 6):
            g.play_turn(turn)
            positions.append(g.threats[0].position)
    planetoid = g.threats[0]
    assert positions == [11, 9, 6, 2] and planetoid.squares_reached == 2
    assert g.turn == 5 and planetoid.position == 1      # Z: attack 13, its remaining HP


def test_planetoid_breaks_up_with_4_per_x_and_y_square_reached():
    """Appendix: it attacks as the base asteroids do (4 per square: ruling NA12)."""
    g = nf_game(threats=[("SE3-107", 1, "blue")], crew=[[]])
    planetoid = put_in_play(g, "SE3-107", position=2)
    planetoid.squares_reached, planetoid.damage = 2, 12
    g.ship.shields = [20, 20, 20]
    fire(g, heavy=[B])
    assert planetoid.state == DESTROYED and shields_spent(g) == (0, 0, 8)


def test_planetoid_z_attacks_with_its_remaining_hp():
    g = nf_game(threats=[("SE3-107", 1, "blue")], crew=[[]])
    planetoid = put_in_play(g, "SE3-107", position=1)
    planetoid.damage = 10
    g.ship.shields = [20, 20, 20]
    planetoid.perform("Z", g)
    assert shields_spent(g) == (0, 0, 3) and planetoid.state == ACTIVE
