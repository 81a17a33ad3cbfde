"""Megashields (E2-103 Megashield Destroyer, E3-104 Megashield Fighter, SE3-102
Megashield Man-of-War): full on arrival, 1 lower after every damage step in which any
weapon hit the threat, never below 0 (the expansion's rulebook, *Megaescudos*;
appendix, *Destructor con megaescudo*)."""
from __future__ import annotations

import pytest

from spacealert_tui.rules.layout import Zone
from spacealert_tui.rules.threats import CARDS
from spacealert_tui.rules.threats.base import DESTROYED
from tests.rules.builders import put_in_play
from tests.rules.new_frontier.nf_builders import nf_game, values_of
from tests.rules.test_external_common import fire, shields_spent, tiles

R, W, B = Zone.RED, Zone.WHITE, Zone.BLUE

FACTS = {
    "E2-103": ("Megashield Destroyer", "Destructor con megaescudo", "yellow", False, "new_frontier",
               3, 4, 2, 3, 6),
    "E3-104": ("Megashield Fighter", None, "red", False, "new_frontier", 4, 4, 3, 4, 8),
    "SE3-102": ("Megashield Man-of-War", None, "red", True, "new_frontier", 7, 5, 1, 8, 16),
}


@pytest.mark.parametrize("card", FACTS)
def test_printed_values_and_points(card):
    assert values_of(CARDS[card]) == FACTS[card]


def _megashield(card="E3-104", zone="red", position=4):
    g = nf_game(threats=[(card, 1, zone)], crew=[[]])
    return g, put_in_play(g, card, position=position)


@pytest.mark.parametrize("card", FACTS)
def test_full_on_arrival_and_one_lower_after_a_step_it_was_hit_for_nothing(card):
    g, threat = _megashield(card)
    assert threat.megashield == threat.megashield_full == FACTS[card][6]
    fire(g, light=[R])                            # 2 against 4 or 5: no damage
    assert threat.damage == 0 and threat.megashield == FACTS[card][6] - 1


def test_many_weapons_in_one_step_lower_it_by_one_only_and_after_the_step():
    g, fighter = _megashield()
    fire(g, heavy=[R], light=[R], pulse=1)        # 4 + 2 + 1 = 7 against the full 4
    assert fighter.damage == 3 and fighter.megashield == 3
    fire(g, heavy=[R])                            # 4 against 3
    assert fighter.state == DESTROYED


def test_a_step_in_which_nothing_hits_it_leaves_it_full():
    g = nf_game(threats=[("E3-104", 1, "red"), ("E1-07", 2, "red")], crew=[[]])
    fighter = put_in_play(g, "E3-104", position=8)
    put_in_play(g, "E1-07", position=3)           # the lasers take the nearer Fighter
    fire(g, heavy=[R])
    assert fighter.megashield == 4


def test_it_never_drops_below_zero():
    g, fighter = _megashield()
    for expected in (3, 2, 1, 0, 0):
        fire(g, pulse=1)
        assert fighter.megashield == expected
    assert fighter.damage == 1                    # only the last pulse, against 0, got through


def test_the_leviathan_tankers_explosion_is_not_a_weapon_hit():
    """Ruling NA5: only the damage step's weapons wear a megashield down."""
    g = nf_game(threats=[("SE1-03", 1, "white"), ("E3-104", 2, "blue")], crew=[[]])
    tanker = put_in_play(g, "SE1-03", position=4)
    fighter = put_in_play(g, "E3-104", position=9)
    tanker.damage = 7
    fire(g, heavy=[W])
    assert tanker.state == DESTROYED and fighter.damage == 1 and fighter.megashield == 4


def test_a_marauders_plus_one_counts_on_top_of_the_megashield():
    g = nf_game(threats=[("E3-104", 1, "red"), ("E2-06", 2, "white")], crew=[[]])
    fighter = put_in_play(g, "E3-104", position=4)
    marauder = put_in_play(g, "E2-06", position=9)
    marauder.perform("X", g)
    fire(g, heavy=[R])                            # 4 against 4 + 1
    assert fighter.damage == 0 and fighter.megashield == 3


def test_destroyer_doubles_what_gets_past_the_ships_shield():
    """Appendix, *Destructor con megaescudo*: as for every destroyer."""
    g, destroyer = _megashield("E2-103", "white")
    destroyer.perform("X", g)                     # 1 against shield 1: nothing through
    assert tiles(g) == [0, 0, 0]
    destroyer.perform("Y", g)                     # 1 against 0: 2 tiles
    assert tiles(g) == [0, 2, 0]
    g.ship.shields[W] = 1
    destroyer.perform("Z", g)                     # 3 against 1: 2 through, 4 tiles
    assert tiles(g) == [0, 6, 0]


@pytest.mark.parametrize("card, attacks", [("E3-104", (1, 2, 3)), ("SE3-102", (2, 3, 5))])
def test_fighter_and_man_of_war_attacks(card, attacks):
    for letter, strength in zip("XYZ", attacks):
        g, threat = _megashield(card, "blue")
        g.ship.shields = [20, 20, 20]
        threat.perform(letter, g)
        assert shields_spent(g) == (0, 0, strength)


def test_man_of_war_speeds_up_at_x():
    g, mow = _megashield("SE3-102")
    mow.perform("X", g)
    assert mow.speed_now == 2
