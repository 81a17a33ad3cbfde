"""Threats that span all three trajectories (I14–I15) and SE3-105 Overlord.

Written from the card facts (values: the public resolver ecm85/space-alert-resolver;
the mechanic: expansion rulebook p.7). Default trajectories (builders): red 1
(10 squares: X 5), white 2 (11: X 8), blue 3 (12: X 8, Y 3).
"""
from __future__ import annotations

import pytest

from spacealert_tui.rules.game import ShipLost
from spacealert_tui.rules.layout import Zone
from spacealert_tui.rules.threats import CARDS
from spacealert_tui.rules.threats.base import ACTIVE
from tests.rules.builders import put_in_play
from tests.rules.new_frontier.test_summoners import draw, end_threat_step
from tests.rules.test_external_common import fire, targets
from tests.rules.new_frontier.nf_builders import nf_game as nf

R, W, B = Zone.RED, Zone.WHITE, Zone.BLUE


def test_overlord_printed_values():
    cls = CARDS["SE3-105"]
    assert (cls.name, cls.color, cls.serious, cls.set) == ("Overlord", "red", True, "new_frontier")
    assert (cls.hp, cls.shield, cls.speed) == (14, 5, 2)
    assert cls.point_values() == (4, 8) and cls.summons == "external" and cls.spans_all_tracks


# -- I15: targeting -----------------------------------------------------------------------------
def test_every_zones_lasers_may_target_it():
    g = nf([draw("SE3-105", 1, "white", "E1-07")])
    lord = put_in_play(g, "SE3-105", position=9)
    events = fire(g, heavy=[R, B], light=[R, B])
    assert sorted(w for w, _ in targets(events)) == sorted(
        ["red heavy laser", "blue heavy laser", "red light laser", "blue light laser"])
    assert lord.damage == 4 + 4 + 2 + 2 - 5


def test_a_laser_takes_the_nearest_target_span_tokens_included():
    g = nf([draw("SE3-105", 1, "white", "E1-09"), draw("E1-07", 2, "red"), draw("E1-08", 3, "blue")])
    lord = put_in_play(g, "SE3-105", position=6)
    near = put_in_play(g, "E1-07", turn=2, position=4)      # red: nearer than the Overlord
    far = put_in_play(g, "E1-08", turn=3, position=8)       # blue: farther than the Overlord
    events = fire(g, heavy=[R, B])
    assert dict(targets(events)) == {"red heavy laser": near.label, "blue heavy laser": lord.label}
    assert far.damage == 0


def test_on_equal_distance_the_lower_number_is_nearer():
    g = nf([draw("SE3-105", 1, "white", "E1-09"), draw("E1-07", 2, "red")])
    lord = put_in_play(g, "SE3-105", position=6)
    put_in_play(g, "E1-07", turn=2, position=6)
    assert dict(targets(fire(g, heavy=[R]))) == {"red heavy laser": lord.label}
    g = nf([draw("E1-07", 1, "red"), draw("SE3-105", 2, "white", "E1-08")])
    fighter = put_in_play(g, "E1-07", position=6)
    put_in_play(g, "SE3-105", turn=2, position=6)
    assert dict(targets(fire(g, heavy=[R]))) == {"red heavy laser": fighter.label}


def test_its_span_token_waits_beside_a_shorter_track_and_lasers_there_still_reach_it():
    """I14: main track 7 (16 squares); red track 1 has 10. At square 13 the red span
    token waits beside the start square, and the red laser still hits it."""
    g = nf([draw("SE3-105", 1, "white", "E1-07")], tracks={"red": 1, "white": 7, "blue": 3, "internal": 4})
    lord = put_in_play(g, "SE3-105", position=13)
    assert lord.span_positions(g) == {"red": None, "blue": None}
    lord.position = 11
    assert lord.span_positions(g) == {"red": None, "blue": 11}
    assert dict(targets(fire(g, heavy=[R]))) == {"red heavy laser": lord.label}


def test_the_pulse_cannon_hits_it_once_and_the_interceptors_count_it_as_one_threat():
    g = nf([draw("SE3-105", 1, "white", "E1-07")])
    lord = put_in_play(g, "SE3-105", position=4)
    lord.shield_now = 0
    events = fire(g, pulse=1, pilot=0)
    assert targets(events) == [("pulse cannon", lord.label), ("interceptors", lord.label)]
    assert lord.damage == 1 + 3                              # interceptors alone: 3


def test_rockets_take_the_nearest_target():
    g = nf([draw("SE3-105", 1, "white", "E1-09"), draw("E1-07", 2, "red")])
    lord = put_in_play(g, "SE3-105", position=5)
    put_in_play(g, "E1-07", turn=2, position=7)
    assert targets(fire(g, rocket=True)) == [("rocket", lord.label)]


def test_two_spanning_threats_each_zone_hits_the_nearer():
    """Ruling NC5: span tokens mark only the nearer one on the board; every laser hits the
    nearer anyway."""
    # one Overlord card exists; a second spanning card is built by hand for the test
    g = nf([draw("SE3-105", 1, "white", "E1-09"), draw("E1-07", 2, "red")])
    lord = put_in_play(g, "SE3-105", position=8)
    other = CARDS["SE3-105"](2, g.tracks[R], R)
    g.add_threat(other)
    other.appear(g)
    other.position = 7
    events = fire(g, heavy=[R, W, B])
    assert {t for _, t in targets(events)} == {other.label} and lord.damage == 0


# -- Overlord's X, Y, Z ------------------------------------------------------------------------
def test_overlord_x_drops_its_shield_and_summons_onto_its_main_track_start():
    g = nf([draw("SE3-105", 1, "blue", "E1-07")])
    lord = put_in_play(g, "SE3-105", position=9)            # blue track 3: X on 8
    end_threat_step(g, 3)
    fighter = lord.secondary
    assert lord.shield_now == 4
    assert (fighter.state, fighter.zone, fighter.position, fighter.summon_token) == (ACTIVE, B, 12, "α")


def test_overlord_y_repairs_every_external_threat_itself_included():
    g = nf([draw("SE3-105", 1, "blue", "E1-07"), draw("E1-08", 2, "red"), draw("E1-02", 3, "white")])
    lord = put_in_play(g, "SE3-105")
    grappler = put_in_play(g, "E1-08", turn=2)
    destroyer = put_in_play(g, "E1-02", turn=3)
    lord.damage, grappler.damage = 3, 2
    destroyer.materialised = lambda: False                  # a dematerialised threat is skipped
    destroyer.damage = 1
    lord.perform("Y", g)
    assert (lord.damage, grappler.damage, destroyer.damage) == (2, 1, 1)


def test_overlord_z_destroys_the_ship():
    g = nf([draw("SE3-105", 1, "blue", "E1-07")])
    lord = put_in_play(g, "SE3-105")
    with pytest.raises(ShipLost):
        lord.perform("Z", g)


# -- SE3-103 Super-Carrier: a carrier spanning all three trajectories ---------------------------
def test_super_carrier_printed_values():
    cls = CARDS["SE3-103"]
    assert (cls.name, cls.color, cls.serious, cls.set) == ("Super-Carrier", "red", True, "new_frontier")
    assert (cls.hp, cls.shield, cls.speed) == (13, 5, 2)
    assert cls.point_values() == (8, 16) and cls.spans_all_tracks and cls.summons is None


def _super_carrier(*, pilot: bool):
    from tests.rules.new_frontier.nf_builders import launch
    g = nf([("SE3-103", 1, "white")], crew=[[]])
    carrier = put_in_play(g, "SE3-103", position=4)
    g.ship.shields = [20, 20, 20]
    if pilot:
        launch(g, 0)
    return g, carrier


@pytest.mark.parametrize(("letter", "pilot", "spent"), [
    # X: attack 2 on its own (main) zone; Y: attack 4 on the other zones; Z: attack 5 on all;
    # each 2 weaker with the interceptors out (the carrier rule)
    ("X", False, (0, 2, 0)), ("X", True, (0, 0, 0)),
    ("Y", False, (4, 0, 4)), ("Y", True, (2, 0, 2)),
    ("Z", False, (5, 5, 5)), ("Z", True, (3, 3, 3)),
])
def test_super_carrier_attacks_as_a_carrier_on_its_main_zone(letter, pilot, spent):
    g, carrier = _super_carrier(pilot=pilot)
    carrier.perform(letter, g)
    assert tuple(20 - s for s in g.ship.shields) == spent


def test_super_carrier_may_be_targeted_by_every_zones_lasers():
    g = nf([("SE3-103", 1, "white")])
    carrier = put_in_play(g, "SE3-103", position=9)
    events = fire(g, heavy=[R, B])
    assert sorted(w for w, _ in targets(events)) == ["blue heavy laser", "red heavy laser"]
    assert carrier.damage == 4 + 4 - 5
