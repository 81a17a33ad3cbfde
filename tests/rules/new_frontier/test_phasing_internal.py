"""Phasing internal threats (SI2-101 Phasing Anomaly, SI2-102 Phasing Mine Layer, I3-105
and I3-106 Phasing Troopers): The New Frontier's rulebook, *Amenazas cambiafases* (p. 4:
dematerialised intruders cannot be hit by battle bots, malfunctions cannot be repaired
and their systems work) and its card notes (*Anomalía de fase*, *Plantador de minas
cambiafases*, pp. 37–38). Values from the public resolver ecm85/space-alert-resolver.

Internal track 4 in the builders: 13 squares, X on 9, Y on 5, Z on 1.
"""
from __future__ import annotations

import pytest

from spacealert_tui.rules import events as ev
from spacealert_tui.rules import resolve
from spacealert_tui.rules.layout import Station as S
from spacealert_tui.rules.layout import Zone
from spacealert_tui.rules.threats import CARDS
from spacealert_tui.rules.threats.base import DESTROYED, SURVIVED
from tests.rules.builders import place, put_in_play, record
from tests.rules.new_frontier.nf_builders import nf_game
from tests.rules.new_frontier.test_phasing import fire, own_move
from tests.rules.test_internal_intruders import arm, tiles

R, W, B = Zone.RED, Zone.WHITE, Zone.BLUE


@pytest.mark.parametrize("card, name, color, serious, hp, speed, start, points", [
    ("SI2-101", "Phasing Anomaly", "yellow", True, 2, 3, S.UPPER_WHITE, (6, 12)),
    ("SI2-102", "Phasing Mine Layer", "yellow", True, 2, 2, S.UPPER_WHITE, (6, 12)),
    ("I3-105", "Phasing Troopers", "red", False, 2, 2, S.LOWER_RED, (4, 8)),
    ("I3-106", "Phasing Troopers", "red", False, 2, 2, S.LOWER_BLUE, (4, 8)),
])
def test_printed_values(card, name, color, serious, hp, speed, start, points):
    cls = CARDS[card]
    assert (cls.name, cls.color, cls.serious, cls.set, cls.kind) == (name, color, serious, "new_frontier", "internal")
    assert (cls.hp, cls.speed, cls.start) == (hp, speed, (start,))
    assert cls.point_values() == points


def _bots(g, player=0):
    start = len(g.events)
    g.bots_action(g.players[player], False)
    return g.events[start:]


# -- the mechanic, internal -----------------------------------------------------------------------
def test_battle_bots_cannot_hit_a_dematerialised_intruder():
    """I05."""
    g = nf_game(threats=[("I3-105", 1)])
    t = put_in_play(g, "I3-105")
    arm(g, 0)
    place(g, 0, "lower-red")
    t.dematerialized = True
    events = _bots(g)
    assert t.damage == 0 and any(isinstance(e, ev.NothingHappens) for e in events)
    t.dematerialized = False
    _bots(g)
    assert t.damage == 1
    assert not g.players[0].squad.ready            # it fights back


def test_internal_threat_changes_phase_in_its_own_move():
    g = nf_game(threats=[("I3-106", 1)])
    t = put_in_play(g, "I3-106")
    own_move(g, t)
    assert t.dematerialized and not t.materialised()
    own_move(g, t)
    assert not t.dematerialized


def test_a_dematerialised_malfunction_cannot_be_repaired_and_its_system_works():
    """I05 and the Anomaly's note: maintenance is possible while it is away."""
    g = nf_game(threats=[("SI2-101", 1)], crew=[["C"]])
    t = put_in_play(g, "SI2-101")
    t.dematerialized = True
    g.turn = 1
    g.press(g.players[0], "C", False)
    assert 1 in g.ship.maintained_phases and t.damage == 0


def test_a_materialised_anomaly_blocks_the_computer_and_is_inaccessible_1():
    """Inaccessibility 1: a single repair in a turn is ignored, a heroic one deals 1."""
    g = nf_game(threats=[("SI2-101", 1)], crew=[["C"], ["C"], ["C"]])
    t = put_in_play(g, "SI2-101")
    g.turn = 1
    g.press(g.players[0], "C", False)
    assert t.damage == 0 and not g.ship.maintained_phases
    assert any("inaccessible" in str(e) for e in g.events)
    g.press(g.players[1], "C", False)               # second repair of the turn counts
    assert t.damage == 1
    t.on_turn_end(g)
    g.press(g.players[2], "C", True)                # heroic 2 - 1 ignored = 1: destroyed
    assert t.state == DESTROYED


# -- Phasing Anomaly --------------------------------------------------------------------------------
def test_anomaly_x_y_and_second_y_disrupt_white_red_blue():
    g = nf_game(threats=[("SI2-101", 1)], tracks={"red": 1, "white": 2, "blue": 3, "internal": 6})
    t = put_in_play(g, "SI2-101")                   # internal 6: X 10, Y 7, Y 3
    t.perform("X", g)
    assert t.disrupted_zones == (W,)
    t.perform("Y", g)
    t.perform("Y", g)
    assert t.disrupted_zones == (W, R, B)


def test_disrupted_lasers_find_no_target_but_spend_their_energy():
    g = nf_game(threats=[("SI2-101", 1), ("E1-07", 2, "white")])
    anomaly = put_in_play(g, "SI2-101")
    fighter = put_in_play(g, "E1-07", position=4)
    anomaly.perform("X", g)
    g.players[0].station = S.UPPER_WHITE
    g.turn = 2
    g.fire_heavy_laser(g.players[0], False)
    assert g.ship.reactors[W] == 3 - 1
    events = fire(g)
    assert fighter.damage == 0
    assert any("optics are disrupted" in str(e) for e in events)


@pytest.mark.parametrize("how", ["interceptors", "visual"])
def test_disrupted_lasers_aim_with_someone_in_the_interceptors_or_a_visual_confirmation(how):
    g = nf_game(threats=[("SI2-101", 1), ("E1-07", 2, "white")], crew=[["empty"], ["empty"]])
    anomaly = put_in_play(g, "SI2-101")
    fighter = put_in_play(g, "E1-07", position=8)    # out of the interceptors' reach
    anomaly.perform("X", g)
    if how == "interceptors":
        g.players[1].station = S.INTERCEPTORS
    else:
        g.ship.visual_this_turn = 1
    fire(g, heavy=[W])
    assert fighter.damage == 3                       # central heavy 5 - shield 2


def test_disruption_holds_while_dematerialised_and_ends_when_destroyed():
    g = nf_game(threats=[("SI2-101", 1), ("E1-07", 2, "white")])
    anomaly = put_in_play(g, "SI2-101")
    fighter = put_in_play(g, "E1-07", position=8)
    anomaly.perform("X", g)
    anomaly.dematerialized = True
    fire(g, heavy=[W])
    assert fighter.damage == 0
    anomaly.dematerialized = False
    anomaly.damage = 1
    anomaly.ignored_this_turn = 1
    anomaly.take_damage(1, g)
    assert anomaly.state == DESTROYED and anomaly.disrupted_zones == ()
    fire(g, heavy=[W])
    assert fighter.damage == 3


def test_only_lasers_are_blind():
    g = nf_game(threats=[("SI2-101", 1), ("E1-07", 2, "white")])
    anomaly = put_in_play(g, "SI2-101")
    fighter = put_in_play(g, "E1-07", position=3)
    anomaly.perform("X", g)
    fire(g, pulse=1)
    assert fighter.damage == 0                       # pulse 1 - shield 2: it aimed, no damage
    fire(g, rocket=True)
    assert fighter.damage == 3 - 2


def test_anomaly_z_knocks_out_the_white_zone_and_deals_3_and_blocks_the_computer_for_good():
    g = nf_game(threats=[("SI2-101", 1)], crew=[["empty"], ["empty"], ["empty"]])
    t = put_in_play(g, "SI2-101", position=2)
    place(g, 0, "upper-white")
    place(g, 1, "lower-white")
    place(g, 2, "upper-red")
    own_move(g, t)
    assert t.state == SURVIVED
    assert [p.knocked_out for p in g.players] == [True, True, False]
    assert tiles(g) == [0, 3, 0]
    assert t.covers(S.UPPER_WHITE, "C")


# -- Phasing Mine Layer ----------------------------------------------------------------------------
def test_mine_layer_lays_mines_and_walks():
    g = nf_game(threats=[("SI2-102", 1)])
    t = put_in_play(g, "SI2-102")
    t.perform("X", g)                                 # mine upper white, move red
    assert t.mines == [S.UPPER_WHITE] and t.stations == [S.UPPER_RED]
    t.perform("Y", g)                                 # mine upper red, change deck
    assert t.mines == [S.UPPER_WHITE, S.UPPER_RED] and t.stations == [S.LOWER_RED]


def test_mine_layer_bracketed_x_walks_toward_blue():
    g = nf_game(threats=[("SI2-102", 1)])
    t = put_in_play(g, "SI2-102")
    t.phased_turn = True
    t.perform("X", g)
    assert t.stations == [S.UPPER_BLUE]


def test_mine_layer_z_detonates_2_per_mine_in_each_zone():
    """Card note p.38: each zone takes 2 damage per mine in it, then the cubes go."""
    g = nf_game(threats=[("SI2-102", 1)])
    t = put_in_play(g, "SI2-102")
    t.mines = [S.UPPER_WHITE, S.UPPER_RED]
    t.stations = [S.LOWER_RED]
    t.perform("Z", g)                                 # + a mine in lower red
    assert tiles(g) == [4, 2, 0] and t.mines == []


def test_mine_layer_destroyed_removes_its_mines_harmlessly():
    g = nf_game(threats=[("SI2-102", 1)])
    t = put_in_play(g, "SI2-102")
    t.mines = [S.UPPER_WHITE]
    t.take_damage(2, g)
    assert t.state == DESTROYED and t.mines == [] and tiles(g) == [0, 0, 0]


# -- Phasing Troopers ---------------------------------------------------------------------------------
@pytest.mark.parametrize("card, start, after_x, after_y", [
    ("I3-105", S.LOWER_RED, S.UPPER_RED, S.UPPER_WHITE),
    ("I3-106", S.LOWER_BLUE, S.UPPER_BLUE, S.UPPER_WHITE),
])
def test_troopers_x_y_z(card, start, after_x, after_y):
    g = nf_game(threats=[(card, 1)])
    t = put_in_play(g, card)
    t.perform("X", g)
    t.perform("Y", g)
    assert t.stations == [after_y]
    t.perform("Z", g)
    assert tiles(g)[after_y.zone] == 4
    g2 = nf_game(threats=[(card, 1)])
    t2 = put_in_play(g2, card)
    t2.phased_turn = True
    t2.perform("X", g2)                               # bracketed X: nothing
    assert t2.stations == [start]
    t2.perform("Z", g2)                               # bracketed Z: 3
    assert tiles(g2)[start.zone] == 3


def test_troopers_destroyed_8_on_their_turns_only_and_survived_4():
    """I3-105 appears on turn 2: hittable on even turns. P1 walks to lower red, takes the
    squad (turn 3), hits heroically on turn 4 (no return fire), follows it to lower white
    (its Y on turn 5) and hits it on turn 6. P2 maintains the computer."""
    crew = [["red", "lift", "C", "Hbots", "blue", "bots"], ["C", "empty", "empty", "C"]]
    res = resolve(record(threats=[("I3-105", 2)], crew=crew))
    assert [(t["outcome"], t["points"]) for t in res.result.to_json()["threats"]] == [("destroyed", 8)]
    res = resolve(record(threats=[("I3-106", 1)], crew=[["empty"]]))
    assert [(t["outcome"], t["points"]) for t in res.result.to_json()["threats"]] == [("survived", 4)]


def test_bots_on_a_turn_it_is_away_find_nobody():
    crew = [["red", "lift", "C", "empty", "blue", "Hbots", "bots"], ["C", "empty", "empty", "C"]]
    res = resolve(record(threats=[("I3-105", 2)], crew=crew))
    assert [t["outcome"] for t in res.result.to_json()["threats"]] == ["survived"]
    assert any("no intruder here" in str(e) for e in res.events)
