"""The New Frontier's weapon malfunctions and Reversed Shields (cards I1-101, I3-101,
I2-101, I3-102, I3-103), from the card facts and the expansion's notes pp.35–37.

Internal track 4 in the builders: 13 squares, X on 9, Y on 5, Z on 1.
"""
from __future__ import annotations

import pytest

from spacealert_tui.rules import resolve
from spacealert_tui.rules.layout import Station as S
from spacealert_tui.rules.layout import Zone
from spacealert_tui.rules.threats import CARDS
from spacealert_tui.rules.threats.base import DESTROYED, SURVIVED
from tests.rules.builders import place, put_in_play, record
from tests.rules.new_frontier.nf_builders import act, crew, nf_game, tiles

R, W, B = Zone.RED, Zone.WHITE, Zone.BLUE

# card: (colour, serious, hp, speed, stations, system, survived, destroyed)
PRINTED = {
    "I1-101": ("white", False, 2, 2, (S.UPPER_WHITE,), "A", 2, 4),
    "I3-101": ("red", False, 3, 3, (S.UPPER_RED, S.UPPER_BLUE), "A", 4, 8),
    "I2-101": ("yellow", False, 4, 3, (S.LOWER_RED, S.LOWER_BLUE), "A", 3, 6),
    "I3-102": ("red", False, 2, 2, (S.LOWER_WHITE,), "A", 4, 8),
    "I3-103": ("red", False, 5, 4, (S.UPPER_RED, S.UPPER_WHITE, S.UPPER_BLUE), "B", 4, 8),
}


@pytest.mark.parametrize("card", PRINTED)
def test_printed_values(card):
    colour, serious, hp, speed, stations, system, survived, destroyed = PRINTED[card]
    cls = CARDS[card]
    assert (cls.color, cls.serious, cls.hp, cls.speed, cls.start, cls.system) == (
        colour, serious, hp, speed, stations, system)
    assert cls.point_values() == (survived, destroyed)
    assert cls.set == "new_frontier" and cls.kind == "internal"


def test_inaccessibility_printed():
    assert CARDS["I3-102"].inaccessibility == 1
    assert all(CARDS[c].inaccessibility == 0 for c in ("I1-101", "I3-101", "I2-101", "I3-103"))


@pytest.mark.parametrize("card,station", [("I1-101", "upper-white"), ("I2-101", "lower-red"),
                                          ("I2-101", "lower-blue"), ("I3-102", "lower-white")])
def test_a_press_on_a_jammed_weapon_repairs_and_fires_nothing(card, station):
    """H08/J11: weapons can malfunction now; the covered A repairs, heroic A for 2."""
    g = nf_game(threats=[(card, 2)])
    t = put_in_play(g, card)
    place(g, 0, station)
    g.turn = 3                          # another turn: no inaccessibility tally carried
    g.press(g.players[0], "A", True)
    expected = 1 if card == "I3-102" else 2     # inaccessibility 1 eats one point
    assert t.damage == expected
    assert g.ship.heavy_fired == [0, 0, 0] and g.ship.light_fired == [0, 0, 0] and not g.ship.pulse_fired


# -- Central Laser Jam -----------------------------------------------------------------
def test_central_jam_finishing_repair_takes_one_central_energy():
    g = nf_game(threats=[("I1-101", 1)])
    t = put_in_play(g, "I1-101")
    place(g, 0, "upper-white")
    g.press(g.players[0], "A", False)
    assert t.damage == 1 and g.ship.reactors == [2, 3, 2]     # not the last point: free
    g.press(g.players[0], "A", False)
    assert t.state == DESTROYED and g.ship.reactors == [2, 2, 2]


def test_central_jam_empty_reactor_the_finishing_point_is_not_dealt():
    g = nf_game(threats=[("I1-101", 1)])
    t = put_in_play(g, "I1-101")
    place(g, 0, "upper-white")
    g.ship.reactors[W] = 0
    g.press(g.players[0], "A", True)    # 2 points: the first counts, the finishing one does not
    assert t.damage == 1 and t.state != DESTROYED
    g.press(g.players[0], "A", False)
    assert t.damage == 1
    assert any("finishing point is not dealt" in str(e) for e in g.events)


def test_central_jam_heroic_finish_takes_one_energy_only():
    g = nf_game(threats=[("I1-101", 1)])
    t = put_in_play(g, "I1-101")
    place(g, 0, "upper-white")
    g.press(g.players[0], "A", True)
    assert t.state == DESTROYED and g.ship.reactors[W] == 2


def test_central_jam_x_y_z():
    g = nf_game(threats=[("I1-101", 1)])
    t = put_in_play(g, "I1-101")
    act(g, t, "X")
    assert g.ship.reactors == [2, 2, 2]
    act(g, t, "Y")
    assert tiles(g) == [0, 1, 0]
    act(g, t, "Z")
    assert tiles(g) == [1, 4, 1] and t.state == SURVIVED


def test_central_jam_after_z_the_central_laser_is_lost():
    g = nf_game(threats=[("I1-101", 1)])
    t = put_in_play(g, "I1-101")
    act(g, t, "Z")
    place(g, 0, "upper-white")
    g.press(g.players[0], "A", False)
    assert g.ship.heavy_fired == [0, 0, 0] and "beyond repair" in str(g.events[-1])


# -- Lateral Laser Jam -----------------------------------------------------------------
@pytest.mark.parametrize("turn,station,zone", [(1, S.UPPER_RED, R), (3, S.UPPER_RED, R),
                                               (2, S.UPPER_BLUE, B), (8, S.UPPER_BLUE, B)])
def test_lateral_jam_side_by_turn_parity(turn, station, zone):
    """J12: odd turn → upper red, even turn → upper blue."""
    g = nf_game(threats=[("I3-101", turn)])
    t = put_in_play(g, "I3-101", turn=turn)
    assert t.stations == [station]
    act(g, t, "X")
    assert g.ship.reactors[zone] == 0 and g.ship.reactors[W] == 3      # drains 2 of its side


def test_lateral_jam_covers_only_its_side():
    g = nf_game(threats=[("I3-101", 1)], crew=crew(2))
    t = put_in_play(g, "I3-101")
    place(g, 0, "upper-blue")
    g.press(g.players[0], "A", False)
    assert t.damage == 0 and g.ship.heavy_fired[B]          # blue laser fires normally


def test_lateral_jam_finishing_repair_uses_its_side_reactor():
    g = nf_game(threats=[("I3-101", 2)])
    t = put_in_play(g, "I3-101", turn=2)
    place(g, 0, "upper-blue")
    t.damage = 2
    g.ship.reactors[B] = 0
    g.press(g.players[0], "A", False)
    assert t.damage == 2 and t.state != DESTROYED     # the blue reactor is empty
    g.ship.reactors[B] = 1
    g.press(g.players[0], "A", False)
    assert t.state == DESTROYED and g.ship.reactors == [2, 3, 0]


@pytest.mark.parametrize("turn,expected", [(1, [3, 2, 1]), (2, [1, 2, 3])])
def test_lateral_jam_y_and_z(turn, expected):
    g = nf_game(threats=[("I3-101", turn)])
    t = put_in_play(g, "I3-101", turn=turn)
    act(g, t, "Y")
    own = 0 if turn == 1 else 2
    assert tiles(g)[own] == 2
    g2 = nf_game(threats=[("I3-101", turn)])
    t2 = put_in_play(g2, "I3-101", turn=turn)
    act(g2, t2, "Z")
    assert tiles(g2) == expected


# -- Power Pack Overload ----------------------------------------------------------------
def test_power_pack_x_disables_stored_red_bots_and_destroys_a_rocket():
    """J13: the two base Slimes' X together."""
    g = nf_game(threats=[("I2-101", 1)])
    t = put_in_play(g, "I2-101")
    act(g, t, "X")
    assert g.ship.rockets == 2 and not g.ship.squads[S.LOWER_RED].ready


def test_power_pack_y_repairs_one_and_z():
    g = nf_game(threats=[("I2-101", 1)], crew=crew(3))
    t = put_in_play(g, "I2-101")
    t.damage = 2
    act(g, t, "Y")
    assert t.damage == 1
    place(g, 0, "lower-red")
    place(g, 1, "lower-blue")
    place(g, 2, "lower-white")
    act(g, t, "Z")
    assert [p.knocked_out for p in g.players] == [True, True, False]
    assert tiles(g) == [3, 0, 3]


def test_power_pack_repairs_in_both_stations_in_one_turn_add_one():
    """J13: the bonus follows the BattleBot Uprising's."""
    g = nf_game(threats=[("I2-101", 1)], crew=[["A"], ["A"]])
    t = put_in_play(g, "I2-101")
    place(g, 0, "lower-red")
    place(g, 1, "lower-blue")
    g.play_turn(1)
    assert t.damage == 3


def test_power_pack_repairs_in_one_station_add_nothing():
    g = nf_game(threats=[("I2-101", 1)], crew=[["A"], ["A"]])
    t = put_in_play(g, "I2-101")
    place(g, 0, "lower-red")
    place(g, 1, "lower-red")
    g.play_turn(1)
    assert t.damage == 2


# -- Pulse Cannon Short Circuit -------------------------------------------------------------
def test_short_circuit_x_discharges_into_every_zone_absorbed_by_shields():
    """J14: its actions are attacks; the shields absorb them."""
    g = nf_game(threats=[("I3-102", 1)])
    t = put_in_play(g, "I3-102")
    g.ship.shields = [1, 0, 1]
    act(g, t, "X")
    assert g.ship.reactors[W] == 2 and g.ship.shields == [0, 0, 0] and tiles(g) == [0, 1, 0]


def test_short_circuit_x_with_an_empty_reactor_does_nothing():
    g = nf_game(threats=[("I3-102", 1)])
    t = put_in_play(g, "I3-102")
    g.ship.reactors[W] = 0
    g.ship.shields = [0, 0, 0]
    act(g, t, "X")
    assert tiles(g) == [0, 0, 0]


def test_short_circuit_y_destroys_a_capsule_which_attacks():
    g = nf_game(threats=[("I3-102", 1)])
    t = put_in_play(g, "I3-102")
    g.ship.shields = [0, 0, 0]
    act(g, t, "Y")
    assert g.ship.capsules == 2 and tiles(g) == [1, 1, 1]
    g.ship.capsules = 0
    act(g, t, "Y")
    assert tiles(g) == [1, 1, 1]


def test_short_circuit_z_attacks_one_everywhere():
    g = nf_game(threats=[("I3-102", 1)])
    t = put_in_play(g, "I3-102")
    g.ship.shields = [0, 1, 0]
    act(g, t, "Z")
    assert tiles(g) == [1, 0, 1] and t.state == SURVIVED


def test_central_heavy_laser_sets_off_the_pulse_cannon():
    """J14: every real shot of the central laser, target or not, fires the pulse cannon."""
    g = nf_game(threats=[("I3-102", 1)])
    put_in_play(g, "I3-102")
    g.ship.shields = [0, 0, 0]
    place(g, 0, "upper-white")
    g.press(g.players[0], "A", False)      # no external threat: no target, but it fires
    assert g.ship.heavy_fired[W] and tiles(g) == [1, 1, 1]
    g.press(g.players[0], "A", False)      # already fired: no shot, no pulse
    assert tiles(g) == [1, 1, 1]


def test_side_lasers_and_a_failed_central_shot_do_not_set_it_off():
    g = nf_game(threats=[("I3-102", 1)], crew=crew(2))
    put_in_play(g, "I3-102")
    g.ship.shields = [0, 0, 0]
    place(g, 0, "upper-red")
    g.press(g.players[0], "A", False)
    place(g, 1, "upper-white")
    g.ship.reactors[W] = 0                  # no energy: the shot fails
    g.press(g.players[1], "A", False)
    assert tiles(g) == [0, 0, 0]


def test_after_z_the_central_laser_no_longer_sets_it_off():
    g = nf_game(threats=[("I3-102", 1)])
    t = put_in_play(g, "I3-102")
    act(g, t, "Z")
    g.ship.shields = [0, 0, 0]
    before = tiles(g)
    place(g, 0, "upper-white")
    g.press(g.players[0], "A", False)
    assert g.ship.heavy_fired[W] and tiles(g) == before


# -- Reversed Shields --------------------------------------------------------------------
def reversed_shields(condition: str | None):
    g = nf_game(threats=[("I3-103", 1), ("E1-07", 1, "red")])
    t = put_in_play(g, "I3-103")
    if condition == "ineffective":
        act(g, t, "X")
    elif condition == "reversed":
        act(g, t, "X")
        act(g, t, "Y")
    return g, t


def test_reversed_shields_cover_the_three_b_before_x_shields_work():
    g, t = reversed_shields(None)
    g.ship.reactors = [2, 3, 2]
    g.ship.shields = [0, 0, 0]
    place(g, 0, "upper-red")
    g.press(g.players[0], "B", False)
    assert t.damage == 1 and g.ship.shields == [0, 0, 0]      # no recharge
    assert g.attack_zone(R, 2, g.threats[0]) == 2
    g.ship.shields[W] = 2
    assert g.attack_zone(W, 3, g.threats[0]) == 1             # absorbs as usual


def test_ineffective_shields_stop_nothing_and_keep_their_energy():
    """J15, X: the shields don't protect and their energy isn't drained."""
    g, t = reversed_shields("ineffective")
    g.ship.shields = [2, 2, 2]
    through = g.attack_zone(R, 3, t)
    assert through == 3 and g.ship.shields == [2, 2, 2] and tiles(g)[R] == 3


def test_reversed_shields_add_their_energy_to_the_attack():
    """J15, Y: the attack grows by the shield's cubes, which are then spent."""
    g, t = reversed_shields("reversed")
    g.ship.shields = [2, 1, 0]
    assert g.attack_zone(R, 1, t) == 3
    assert g.ship.shields == [0, 1, 0] and tiles(g)[R] == 3
    assert any("grows by its 2 energy" in str(e) for e in g.events)


def test_reversed_shields_add_nothing_to_an_attack_that_ignores_shields():
    """Ruling NID5 (the resolver's clarification on the Scout's Z)."""
    g, t = reversed_shields("reversed")
    g.ship.shields = [2, 1, 0]
    assert g.attack_zone(R, 1, t, ignores_shields=True) == 1 and g.ship.shields == [2, 1, 0]


def test_reversed_shields_double_damage_doubles_the_added_part():
    """Ruling NID5: against a double-damage attack the shield-added part doubles too."""
    g, t = reversed_shields("reversed")
    g.ship.shields = [1, 0, 0]
    g.attack_zone(R, 1, t, double=True)
    assert tiles(g)[R] == 4


def test_after_z_the_last_condition_stays_destroyed_it_goes():
    g, t = reversed_shields("reversed")
    act(g, t, "Z")
    g.ship.shields = [1, 1, 1]
    assert g.attack_zone(B, 1, t) == 2
    g2, t2 = reversed_shields("ineffective")
    t2.damage = 4
    place(g2, 0, "upper-blue")
    g2.press(g2.players[0], "B", False)
    assert t2.state == DESTROYED
    g2.ship.shields = [1, 1, 1]
    assert g2.attack_zone(B, 1, t2) == 0


def test_x_effect_lasts_after_z_on_a_track_without_y():
    """J15: on a board without Y, the X effect lasts for the rest of the mission."""
    rec = record(threats=[("I3-103", 1)], crew=[["empty"]],
                 tracks={"red": 3, "white": 4, "blue": 5, "internal": 1})
    from spacealert_tui.rules.new_frontier.game import NewFrontierGame
    g = NewFrontierGame(rec)
    t = g.threats[0]
    for turn in range(1, 4):                # 10 squares at speed 4: X on turn 2, Z on turn 3
        g.play_turn(turn)
    assert t.state == SURVIVED and t.shields_condition() == "ineffective"


def test_lone_repairer_bonus():
    """J15: repaired by a single player in a turn → 1 extra cube, even after a heroic 2."""
    g = nf_game(threats=[("I3-103", 1)], crew=[["HB"]])
    t = put_in_play(g, "I3-103")
    place(g, 0, "upper-white")
    g.play_turn(1)
    assert t.damage == 3


def test_two_repairers_get_no_bonus_and_the_tally_restarts_each_turn():
    g = nf_game(threats=[("I3-103", 1)], crew=[["B", "B"], ["B", "empty"]])
    t = put_in_play(g, "I3-103")
    place(g, 0, "upper-red")
    place(g, 1, "upper-blue")
    g.play_turn(1)
    assert t.damage == 2
    g.play_turn(2)
    assert t.damage == 4                    # one repairer alone: 1 + bonus


def test_reversed_shields_in_a_whole_mission():
    """A red shield full of energy turns an attack 1 into 3 once the shields are reversed."""
    res = resolve(record(threats=[("I3-103", 1), ("E1-07", 5, "red")], crew=[["empty"]],
                         tracks={"red": 1, "white": 2, "blue": 3, "internal": 4}))
    assert any("reversed" in str(e) for e in res.events)


def test_worked_example_reversed_shields_let_a_plasmatic_attack_knock_out():
    """The expansion's note on *Escudos inversos* (p.36): the damage reversed shields
    add counts as not stopped by the defences, so plasmatic weapons keep their power to
    knock players out, even with energy in the shield."""
    g = nf_game(threats=[("I3-103", 1), ("E1-101", 1, "white")], crew=[[], [], [], []])
    shields = put_in_play(g, "I3-103")
    act(g, shields, "X")
    act(g, shields, "Y")
    place(g, 0, "upper-white")
    place(g, 1, "lower-white")
    place(g, 2, "upper-red")
    place(g, 3, "upper-red")
    plasma = put_in_play(g, "E1-101")
    g.ship.shields = [0, 2, 0]
    plasma.perform("X", g)
    assert g.ship.shields == [0, 0, 0] and tiles(g)[Zone.WHITE] > 0
    assert [p.knocked_out for p in g.players] == [True, True, False, False]
