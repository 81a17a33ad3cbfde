"""Energy Snake (E3-109) and Energy Dragon (SE3-108): pulse-stripped shields, 2 slower
in a turn they lose HP, X/Y heal 1 per point the ship's shield absorbs, Z not an attack
(1 + the reactor's energy, per zone for the Dragon) (the expansion's appendix,
*Serpiente de energía, Dragón de energía*)."""
from __future__ import annotations

import pytest

from spacealert_tui.rules import events as ev
from spacealert_tui.rules.layout import Zone
from spacealert_tui.rules.threats import CARDS
from tests.rules.builders import put_in_play
from tests.rules.new_frontier.nf_builders import nf_game, values_of
from tests.rules.test_external_common import fire, tiles

R, W, B = Zone.RED, Zone.WHITE, Zone.BLUE

FACTS = {
    "E3-109": ("Energy Snake", "Serpiente de energía", "red", False, "new_frontier", 6, 3, 4, 4, 8),
    "SE3-108": ("Energy Dragon", "Dragón de energía", "red", True, "new_frontier", 9, 3, 4, 8, 16),
}
ATTACKS = {"E3-109": (1, 2), "SE3-108": (2, 3)}


@pytest.mark.parametrize("card", FACTS)
def test_printed_values_and_points(card):
    assert values_of(CARDS[card]) == FACTS[card]


def _beast(card, zone="white", position=4):
    g = nf_game(threats=[(card, 1, zone)], crew=[[]])
    return g, put_in_play(g, card, position=position)


@pytest.mark.parametrize("card", FACTS)
def test_the_pulse_cannon_strips_its_shield_for_the_whole_step(card):
    """Appendix: the pulse cannon works on them as on the Energy Cloud."""
    g, beast = _beast(card, "red")
    fire(g, heavy=[R], pulse=1)                   # 4 + 1 against 0
    assert beast.damage == 5
    g2, beast2 = _beast(card, "red")
    fire(g2, heavy=[R])                           # 4 against 3
    assert beast2.damage == 1


@pytest.mark.parametrize("card", FACTS)
@pytest.mark.parametrize("index, letter", [(0, "X"), (1, "Y")])
def test_x_and_y_attack_and_repair_one_per_point_the_shield_absorbs(card, index, letter):
    g, beast = _beast(card)
    beast.damage = 4
    g.ship.shields[W] = 1
    beast.perform(letter, g)
    strength = ATTACKS[card][index]
    assert beast.damage == 3                      # the shield absorbed 1
    assert tiles(g) == [0, strength - 1, 0]
    g.ship.shields[W] = 5
    beast.perform(letter, g)                      # all of it absorbed
    assert beast.damage == 3 - strength and tiles(g) == [0, strength - 1, 0]


def test_with_an_empty_shield_it_repairs_nothing():
    g, snake = _beast("E3-109")
    snake.damage = 2
    g.ship.shields[W] = 0
    snake.perform("Y", g)
    assert snake.damage == 2 and tiles(g) == [0, 2, 0]


def test_the_repair_never_goes_past_its_printed_hp():
    g, snake = _beast("E3-109")
    g.ship.shields[W] = 3
    snake.perform("Y", g)
    assert snake.damage == 0 and g.ship.shields[W] == 1


def test_snake_z_is_one_plus_its_zones_reactor_and_no_shield_absorbs_it():
    """Appendix: 1 + 1 per green cube in that zone's reactor; not drained; not an attack."""
    g, snake = _beast("E3-109")
    snake.perform("Z", g)                         # white reactor holds 3
    assert tiles(g) == [0, 4, 0]
    assert g.ship.shields == [1, 1, 1] and g.ship.reactors == [2, 3, 2]
    assert not any(isinstance(e, ev.ShipAttacked) for e in g.events)


def test_dragon_z_counts_each_zones_own_reactor():
    """Appendix: the Dragon makes the same count separately for each zone."""
    g, dragon = _beast("SE3-108", "red")
    g.ship.reactors = [0, 3, 1]
    dragon.perform("Z", g)
    assert tiles(g) == [1, 4, 2] and g.ship.reactors == [0, 3, 1]


def test_the_scouts_plus_one_does_not_reach_the_z_which_is_not_an_attack():
    """Ruling NA7."""
    g = nf_game(threats=[("E3-109", 1, "white"), ("E2-02", 2, "red")], crew=[[]])
    snake = put_in_play(g, "E3-109", position=4)
    put_in_play(g, "E2-02", position=9).perform("X", g)
    g.ship.reactors[W] = 0
    snake.perform("Z", g)
    assert tiles(g) == [0, 1, 0]


@pytest.mark.parametrize("card", FACTS)
def test_it_moves_two_slower_in_a_turn_it_lost_hp_then_back_to_normal(card):
    g, beast = _beast(card, position=11)          # white track 2: X on 8
    fire(g, heavy=[W])                            # 4 against 3: 1 damage
    assert beast.slowed and beast.speed_now == 2
    g.threat_actions()
    assert beast.position == 9
    beast.on_turn_end(g)
    assert not beast.slowed and beast.speed_now == 4
    g.threat_actions()                            # not hit this turn: full speed
    assert beast.position == 5


def test_targeted_without_losing_hp_it_keeps_its_speed():
    """Appendix: only turns in which damage gets through its shield slow it."""
    g, snake = _beast("E3-109", "red", position=8)
    fire(g, light=[R])                            # 2 against 3
    assert not snake.slowed and snake.speed_now == 4


def test_in_a_whole_mission_a_hit_slows_it_for_that_turn_only():
    """Snake from turn 1 on white (11 squares): moves 4, then hit in turn 2 (heavy laser
    fired from the bridge), moves 2, then 4 again."""
    g = nf_game(threats=[("E3-109", 1, "white")], crew=[["empty", "A"]])
    moves = []
    for turn in (1, 2, 3):
        g.play_turn(turn)
        moves.append(g.threats[0].position)
    assert moves == [7, 5, 1]
