"""Plasmatic ships (E1-101, SE2-101, E3-101): an attack the shield does not touch
knocks out everyone aboard in that zone (the expansion's rulebook, *Naves plasmáticas*;
appendix, *Aguijón plasmático*)."""
from __future__ import annotations

import pytest

from spacealert_tui.rules import events as ev
from spacealert_tui.rules.layout import Zone
from spacealert_tui.rules.threats import CARDS
from tests.rules.builders import place, put_in_play
from tests.rules.new_frontier.nf_builders import launch, nf_game, values_of
from tests.rules.test_external_common import fire, targets, tiles

R, W, B = Zone.RED, Zone.WHITE, Zone.BLUE

FACTS = {   # name, Spanish name, colour, serious, set, HP, shield, speed, points survived/destroyed
    "E1-101": ("Plasmatic Fighter", None, "white", False, "new_frontier", 4, 2, 3, 2, 4),
    "SE2-101": ("Plasmatic Frigate", None, "yellow", True, "new_frontier", 7, 2, 2, 6, 12),
    "E3-101": ("Plasmatic Needleship", "Aguijón plasmático", "red", False, "new_frontier", 3, 1, 3, 4, 8),
}
ATTACKS = {"E1-101": (1, 1, 2), "SE2-101": (2, 2, 4), "E3-101": (1, 2, 4)}


@pytest.mark.parametrize("card", FACTS)
def test_printed_values_and_points(card):
    assert values_of(CARDS[card]) == FACTS[card]


def _crew_in_white():
    g = nf_game(threats=[("E1-101", 1, "white"), ("SE2-101", 2, "white"), ("E3-101", 3, "white")],
                crew=[[], [], [], []])
    place(g, 0, "upper-white")
    place(g, 1, "lower-white")
    place(g, 2, "upper-red")
    launch(g, 3)                                  # out in space: never reached by the plasma
    return g


@pytest.mark.parametrize("card", ATTACKS)
@pytest.mark.parametrize("letter", "XYZ")
def test_each_attack_with_no_shield_knocks_out_the_zone(card, letter):
    g = _crew_in_white()
    threat = put_in_play(g, card)
    g.ship.shields = [0, 0, 0]
    threat.perform(letter, g)
    strength = ATTACKS[card]["XYZ".index(letter)]
    assert tiles(g) == [0, strength, 0]
    assert [p.knocked_out for p in g.players] == [True, True, False, False]
    assert g.players[3].in_space


@pytest.mark.parametrize("card", ATTACKS)
@pytest.mark.parametrize("letter", "XYZ")
def test_a_shield_that_absorbs_one_point_keeps_everyone_awake(card, letter):
    """Rulebook, *Naves plasmáticas*: absorbing at least 1 damage saves the crew."""
    g = _crew_in_white()
    threat = put_in_play(g, card)
    threat.perform(letter, g)                     # white shield 1 absorbs 1
    strength = ATTACKS[card]["XYZ".index(letter)]
    assert g.ship.shields[W] == 0 and tiles(g) == [0, strength - 1, 0]
    assert not any(p.knocked_out for p in g.players)


def test_the_narration_says_why_the_crew_is_knocked_out():
    g = _crew_in_white()
    fighter = put_in_play(g, "E1-101")
    g.ship.shields[W] = 0
    start = len(g.events)
    fighter.perform("X", g)
    lines = [str(e) for e in g.events[start:]]
    assert any("absorbed none of it" in line and "white zone is knocked out" in line for line in lines)
    knocked = [e for e in g.events[start:] if isinstance(e, ev.KnockedOut)]
    assert [e.player for e in knocked] == ["P1", "P2"]


def test_plasma_in_an_empty_zone_says_nobody_is_there():
    g = nf_game(threats=[("E1-101", 1, "blue")], crew=[[]])
    fighter = put_in_play(g, "E1-101")
    g.ship.shields[B] = 0
    fighter.perform("Y", g)
    assert "nobody is in the blue zone" in str(g.events[-1])
    assert not g.players[0].knocked_out


def test_frigate_first_attack_is_absorbed_then_the_second_knocks_out():
    g = _crew_in_white()
    frigate = put_in_play(g, "SE2-101")
    frigate.perform("X", g)                       # 2 against shield 1: 1 absorbed, nobody out
    assert not g.players[0].knocked_out and tiles(g) == [0, 1, 0]
    frigate.perform("Y", g)                       # 2 against shield 0: knocked out
    assert g.players[0].knocked_out and g.players[1].knocked_out and tiles(g) == [0, 3, 0]


def test_needleship_heavy_lasers_ignore_it_and_hit_the_next_threat():
    """Appendix, *Aguijón plasmático*: as for the Scout, the heavy laser takes the next valid threat."""
    g = nf_game(threats=[("E3-101", 1, "red"), ("E1-07", 2, "red")], crew=[[]])
    needle = put_in_play(g, "E3-101", position=3)
    fighter = put_in_play(g, "E1-07", position=7)
    events = fire(g, heavy=[R], light=[R])
    assert targets(events) == [("red heavy laser", fighter.label), ("red light laser", needle.label)]
    assert needle.damage == 1 and fighter.damage == 2       # light 2 - 1; heavy 4 - 2


def test_needleship_is_hit_by_rockets_pulse_and_interceptors():
    g = nf_game(threats=[("E3-101", 1, "white")], crew=[[]])
    needle = put_in_play(g, "E3-101", position=4)
    fire(g, pulse=1, rocket=True, pilot=0)
    assert needle.damage == 3                                 # 1 + 3 + 3 - 1, capped at its 3 HP
