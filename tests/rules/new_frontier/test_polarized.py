"""Polarized threats (E3-108, SE3-109): The New Frontier's rulebook, *Amenazas
polarizadas* (p. 6). The Polarized Fighter's values are its card printed there; the
Frigate's the public resolver ecm85/space-alert-resolver's."""
from __future__ import annotations

import pytest

from spacealert_tui.rules import events as ev
from spacealert_tui.rules.layout import Zone
from spacealert_tui.rules.threats import CARDS
from spacealert_tui.rules.threats.base import ACTIVE, DESTROYED
from tests.rules.builders import put_in_play
from tests.rules.new_frontier.nf_builders import nf_game
from tests.rules.new_frontier.test_phasing import _outcomes, attacks

R, W, B = Zone.RED, Zone.WHITE, Zone.BLUE


@pytest.mark.parametrize("card, name, serious, hp, shield, speed, xyz, points", [
    ("E3-108", "Polarized Fighter", False, 4, 1, 3, (1, 2, 4), (4, 8)),
    ("SE3-109", "Polarized Frigate", True, 5, 2, 2, (1, 3, 5), (8, 16)),
])
def test_printed_values_and_attacks(card, name, serious, hp, shield, speed, xyz, points):
    cls = CARDS[card]
    assert (cls.name, cls.color, cls.serious, cls.set) == (name, "red", serious, "new_frontier")
    assert (cls.hp, cls.shield, cls.speed) == (hp, shield, speed)
    assert cls.point_values() == points
    g = nf_game(threats=[(card, 1, "blue")])
    t = put_in_play(g, card)
    g.ship.shields = [20, 20, 20]
    for letter, strength in zip("XYZ", xyz):
        start = len(g.events)
        t.perform(letter, g)
        assert attacks(g.events[start:]) == [("blue", strength)]


def _hit(g, *, heavy=0, light=0, pulse=0, rocket=False):
    g.ship.heavy_fired[R], g.ship.light_fired[R] = heavy, light
    g.ship.pulse_fired, g.ship.rocket_flying = pulse, rocket
    start = len(g.events)
    g.damage_step()
    return g.events[start:]


def _fighter():
    g = nf_game(threats=[("E3-108", 1, "red")])
    return g, put_in_play(g, "E3-108", position=3)


def test_worked_example_heavy_and_damaged_light_laser_and_pulse():
    """Rulebook p.6: heavy laser 4 + damaged light laser 1 = 5, halved rounding up = 3;
    plus the pulse cannon's 1 = 4; minus shield 1 = 3 damage: one short of its 4 HP."""
    g, t = _fighter()
    events = _hit(g, heavy=4, light=1, pulse=1)
    [step] = [e for e in events if isinstance(e, ev.ThreatDamaged)]
    assert (step.strength, step.shield, step.damage) == (4, 1, 3)
    assert t.damage == 3 and t.state == ACTIVE
    assert any("polarized" in str(e) and "5 counts as 3" in str(e) for e in events)


def test_worked_example_a_heroic_laser_changes_nothing():
    g, t = _fighter()
    _hit(g, heavy=4 + 1, light=1, pulse=1)           # 6 halves to 3
    assert t.damage == 3 and t.state == ACTIVE


def test_worked_example_a_heroic_pulse_destroys_it():
    g, t = _fighter()
    _hit(g, heavy=4, light=1, pulse=1 + 1)            # 3 + 2 - 1 = 4
    assert t.state == DESTROYED


def test_odd_laser_total_rounds_up_and_rocket_counts_in_full():
    g = nf_game(threats=[("SE3-109", 1, "red")])
    t = put_in_play(g, "SE3-109", position=3)
    _hit(g, heavy=3, rocket=True)                     # ceil(3/2) = 2, + rocket 3 = 5 - 2 = 3
    assert t.damage == 3


def test_lasers_alone_against_the_frigate():
    g = nf_game(threats=[("SE3-109", 1, "red")])
    t = put_in_play(g, "SE3-109", position=3)
    _hit(g, heavy=4, light=2)                         # 6 -> 3 - 2 = 1
    assert t.damage == 1


def test_polarized_fighter_destroyed_scores_8_and_frigate_survived_scores_8():
    # white 2: central heavy laser 5 halves to 3 - shield 1 = 2, on turns 1 and 2: 4 HP
    assert _outcomes("E3-108", [["A", "A"], ["C"]], zone="white") == [("destroyed", 8)]
    assert _outcomes("SE3-109", [["empty"]], red_track=1) == [("survived", 8)]
