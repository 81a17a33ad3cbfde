"""Malfunctions (repaired by pressing the covered system): Hacked Shields, Unstable
Warheads, Virus, Overheated Reactor, Crossed Wires, BattleBot Uprising, Power System
Overload, Nuclear Device, and the Fissure (repaired by interceptor attacks only).

Internal track 4 in the builders: 13 squares, X on 9, Y on 5, Z on 1.
"""
from __future__ import annotations

import pytest

from spacealert_tui.rules.game import ShipLost
from spacealert_tui.rules.layout import Station as S
from spacealert_tui.rules.layout import Zone
from spacealert_tui.rules.threats.base import ACTIVE, DESTROYED, SURVIVED
from tests.rules.builders import game, place, put_in_play


def tiles(g) -> list[int]:
    return [len(t) for t in g.ship.tiles]


def arm(g, index: int, storage: S = S.LOWER_RED):
    p = g.players[index]
    squad = g.ship.squads[storage]
    squad.holder, p.squad, squad.ready = p, squad, True
    return p


def to_z(g, t):
    g.advance(t, t.position - 1)


def crew(n: int):
    return [["empty"]] * n


# structural damage first: tiles that change no capacity
PLAIN_TILES = ["structure", "gravolift", "upper_cannon", "lower_cannon", "shield", "reactor"]
PLAIN_ORDER = {"red": PLAIN_TILES, "white": PLAIN_TILES, "blue": PLAIN_TILES}


# -- generic repair rules -----------------------------------------------------------------------
MALFUNCTIONS = [
    # card, station, letter
    ("I1-05", "upper-blue", "B"),
    ("I1-06", "upper-red", "B"),
    ("I1-07", "lower-blue", "C"),
    ("I2-05", "upper-white", "C"),
    ("I2-06", "lower-white", "B"),
    ("SI1-05", "upper-white", "B"),
    ("SI1-06", "upper-blue", "C"),
    ("SI1-06", "lower-red", "C"),
    ("SI2-03", "lower-red", "B"),
    ("SI2-03", "lower-white", "B"),
    ("SI2-03", "lower-blue", "B"),
]


@pytest.mark.parametrize("card,station,letter", MALFUNCTIONS)
def test_a_press_of_the_covered_system_repairs_instead_of_working(card, station, letter):
    g = game(threats=[(card, 1)])
    t = put_in_play(g, card)
    place(g, 0, station)
    ship_before = (list(g.ship.shields), list(g.ship.reactors), g.ship.capsules, g.ship.rockets,
                   set(g.ship.maintained_phases), g.ship.visual_this_turn)
    g.press(g.players[0], letter, False)
    assert t.damage == 1
    assert (g.ship.shields, g.ship.reactors, g.ship.capsules, g.ship.rockets,
            g.ship.maintained_phases, g.ship.visual_this_turn) == ship_before
    assert g.players[0].squad is None          # no battle bots taken under a C malfunction


@pytest.mark.parametrize("card,station,letter", [m for m in MALFUNCTIONS if m[2] == "B"])
def test_heroic_b_repairs_two(card, station, letter):
    g = game(threats=[(card, 1)])
    t = put_in_play(g, card)
    place(g, 0, station)
    g.press(g.players[0], "B", True)
    assert t.damage == 2


@pytest.mark.parametrize("card,station,letter", MALFUNCTIONS)
def test_after_z_the_system_is_lost_for_good(card, station, letter):
    g = game(threats=[(card, 1)])
    t = put_in_play(g, card, position=2)
    if card == "I1-07":
        g.ship.rockets = t.hp_now = 1            # 9 damage in blue would lose the ship
    to_z(g, t)
    assert t.state == SURVIVED and t.broken
    place(g, 0, station)
    before = (list(g.ship.shields), list(g.ship.reactors), g.ship.capsules, g.ship.rockets)
    g.press(g.players[0], letter, True)
    assert t.damage == 0
    assert (g.ship.shields, g.ship.reactors, g.ship.capsules, g.ship.rockets) == before
    assert str(g.events[-1]).endswith("beyond repair)")


def test_a_repair_goes_to_the_lowest_numbered_malfunction():
    g = game(threats=[("I2-06", 2), ("SI2-03", 4)])
    low, high = put_in_play(g, "I2-06"), put_in_play(g, "SI2-03")
    place(g, 0, "lower-white")
    g.press(g.players[0], "B", True)
    assert (low.damage, high.damage) == (2, 0)
    g.press(g.players[0], "B", False)          # destroys the Overheated Reactor
    assert low.state == DESTROYED
    g.press(g.players[0], "B", False)
    assert high.damage == 1


def test_a_repair_skips_an_irreparable_malfunction_and_the_system_stays_lost():
    g = game(threats=[("I2-06", 1), ("SI2-03", 3)])
    broken = put_in_play(g, "I2-06", position=2)
    to_z(g, broken)
    pso = put_in_play(g, "SI2-03", turn=3)
    pso.damage = 6
    place(g, 0, "lower-white")
    g.press(g.players[0], "B", False)
    assert broken.damage == 0 and pso.state == DESTROYED
    capsules = g.ship.capsules
    g.press(g.players[0], "B", False)          # still covered by the broken reactor: no refuel
    assert g.ship.capsules == capsules


def test_heroic_a_repairs_two():
    """No base card covers an A system; a throwaway test card checks the press rule."""
    from spacealert_tui.rules.threats.base import Malfunction

    class LaserJam(Malfunction):
        id, name, hp, speed, system = "T-A", "Laser Jam", 3, 2, "A"
        start = (S.UPPER_RED,)

    g = game()
    jam = LaserJam(1, g.internal_track)
    g.add_threat(jam)
    g.threat_appears(jam)
    place(g, 0, "upper-red")
    g.press(g.players[0], "A", True)
    assert jam.damage == 2 and g.ship.heavy_fired == [0, 0, 0] and g.ship.reactors[Zone.RED] == 2


def test_a_malfunction_not_yet_appeared_covers_nothing():
    g = game(threats=[("I1-05", 3)])
    place(g, 0, "upper-blue")
    g.press(g.players[0], "B", False)
    assert g.ship.shields[Zone.BLUE] == 2


# -- Hacked Shields --------------------------------------------------------------------------------
@pytest.mark.parametrize("card,zone", [("I1-05", Zone.BLUE), ("I1-06", Zone.RED)])
def test_hacked_shields_x_y_z(card, zone):
    g = game(threats=[(card, 1)])
    t = put_in_play(g, card)
    t.perform("X", g)
    assert g.ship.shields[zone] == 0 and g.ship.shields[Zone.WHITE] == 1
    t.perform("Y", g)
    assert g.ship.reactors[zone] == 0 and g.ship.reactors[Zone.WHITE] == 3
    t.position = 2
    to_z(g, t)
    assert tiles(g)[zone] == 2 and sum(tiles(g)) == 2


# -- Unstable Warheads ----------------------------------------------------------------------------------
def test_unstable_warheads_hp_is_the_rockets_aboard():
    g = game(threats=[("I1-07", 1)])
    g.ship.rockets = 2                           # one already launched
    t = put_in_play(g, "I1-07")
    assert t.max_hp == 2 and t.hp_left == 2


def test_unstable_warheads_ignores_a_rocket_on_the_rocket_track():
    g = game(threats=[("I1-07", 2)])
    place(g, 0, "lower-blue")
    g.turn = 1
    g.press(g.players[0], "C", False)           # launch in turn 1
    g.threat_actions()                           # the rocket moves onto its track
    assert g.ship.rocket_flying and g.ship.rockets == 2
    t = put_in_play(g, "I1-07", turn=2)
    assert t.max_hp == 2


def test_unstable_warheads_with_no_rocket_is_destroyed_at_once():
    g = game(threats=[("I1-07", 1)])
    g.ship.rockets = 0
    t = next(t for t in g.threats if t.id == "I1-07")
    g.turn = 1
    g.threat_appears(t)
    assert t.state == DESTROYED
    names = [type(e).__name__ for e in g.events]
    assert names.index("ThreatAppeared") < names.index("ThreatDestroyed")


def test_unstable_warheads_blocks_rocket_launches():
    g = game(threats=[("I1-07", 1)])
    t = put_in_play(g, "I1-07")
    place(g, 0, "lower-blue")
    g.press(g.players[0], "C", False)
    assert g.ship.rockets == 3 and not g.ship.rocket_launched and t.damage == 1


def test_unstable_warheads_loses_hp_with_each_destroyed_rocket():
    g = game(threats=[("I1-07", 1)])
    t = put_in_play(g, "I1-07")
    t.damage = 1
    assert g.destroy_rocket("test")
    assert (t.max_hp, t.hp_left, t.state) == (2, 1, ACTIVE)
    g.destroy_rocket("test")
    assert t.state == DESTROYED and g.ship.rockets == 1


def test_unstable_warheads_z_is_three_per_rocket_left_minus_cubes_in_blue():
    """Ruling RI1: (rockets aboard − damage cubes) × 3, to the blue zone."""
    g = game(threats=[("I1-07", 1)])
    t = put_in_play(g, "I1-07", position=2)
    place(g, 0, "lower-blue")
    g.press(g.players[0], "C", False)
    to_z(g, t)
    assert tiles(g) == [0, 0, 6]
    assert t.state == SURVIVED


def test_unstable_warheads_x_and_y_do_nothing():
    g = game(threats=[("I1-07", 1)])
    t = put_in_play(g, "I1-07")
    t.perform("X", g)
    t.perform("Y", g)
    assert tiles(g) == [0, 0, 0] and g.ship.rockets == 3


# -- Virus -----------------------------------------------------------------------------------------------------------
def test_virus_x_y_z():
    g = game(threats=[("I2-05", 1)], crew=[["empty", "A"], ["empty", "A"]])
    t = put_in_play(g, "I2-05")
    t.perform("X", g)
    assert g.ship.reactors == [1, 2, 1]
    g.players[1].station = S.INTERCEPTORS
    t.perform("Y", g)
    assert g.players[0].actions[1].token == "empty" and g.players[0].actions[2].token == "A"
    assert g.players[1].actions[1].token == "A"          # the pilot is not delayed
    t.position = 2
    to_z(g, t)
    assert tiles(g) == [1, 1, 1]


def test_virus_blocks_computer_maintenance():
    g = game(threats=[("I2-05", 1)])
    put_in_play(g, "I2-05")
    g.press(g.players[0], "C", False)
    assert g.ship.maintained_phases == set()


# -- Overheated Reactor ------------------------------------------------------------------------------------------------
def test_overheated_reactor_x_deals_the_central_energy_and_keeps_it():
    g = game(threats=[("I2-06", 1)])
    t = put_in_play(g, "I2-06")
    t.perform("X", g)
    assert tiles(g) == [0, 3, 0] and g.ship.reactors[Zone.WHITE] == 3
    g.ship.reactors[Zone.WHITE] = 0
    t.perform("X", g)
    assert tiles(g) == [0, 3, 0]


def test_overheated_reactor_y_destroys_a_capsule_z_deals_3():
    g = game(threats=[("I2-06", 1)])
    t = put_in_play(g, "I2-06")
    t.perform("Y", g)
    assert g.ship.capsules == 2
    g.ship.capsules = 0
    t.perform("Y", g)
    assert g.ship.capsules == 0
    t.position = 2
    to_z(g, t)
    assert tiles(g) == [0, 3, 0]


def test_overheated_reactor_blocks_refuelling():
    g = game(threats=[("I2-06", 1)])
    put_in_play(g, "I2-06")
    g.ship.reactors[Zone.WHITE] = 0
    place(g, 0, "lower-white")
    g.press(g.players[0], "B", False)
    assert g.ship.reactors[Zone.WHITE] == 0 and g.ship.capsules == 3


def test_destroying_the_overheated_reactor_knocks_out_the_side_reactor_stations():
    g = game(threats=[("I2-06", 1)], crew=crew(5))
    t = put_in_play(g, "I2-06")
    for i, where in enumerate(["lower-white", "lower-red", "lower-blue", "upper-red"]):
        place(g, i, where)
    g.players[4].station = S.INTERCEPTORS
    g.press(g.players[0], "B", True)
    assert not any(p.knocked_out for p in g.players)      # only the destroying repair
    g.press(g.players[0], "B", False)
    assert t.state == DESTROYED
    assert [p.knocked_out for p in g.players] == [False, True, True, False, False]


def test_overheated_reactor_knocks_out_only_those_there_at_that_instant():
    """Rulebook 7.2: action order matters. P1 leaves lower red before the repair, P2's
    repair destroys it, P3 reaches lower red after it: only P4 (lower blue) is hit."""
    g = game(threats=[("I2-06", 1)], crew=[["blue"], ["B"], ["red"], ["empty"]])
    t = put_in_play(g, "I2-06")
    t.damage = 2
    for i, where in enumerate(["lower-red", "lower-white", "lower-white", "lower-blue"]):
        place(g, i, where)
    g.play_turn(1)
    assert t.state == DESTROYED
    assert [p.knocked_out for p in g.players] == [False, False, False, True]
    assert g.players[2].station == S.LOWER_RED


# -- Crossed Wires ---------------------------------------------------------------------------------------------------
def test_crossed_wires_x_fills_the_central_shield_and_leaks_the_rest():
    g = game(threats=[("SI1-05", 1)], damage_tokens=PLAIN_ORDER)
    t = put_in_play(g, "SI1-05")
    t.perform("X", g)               # shield 1 of 3: 2 go in, 1 leaks out
    assert g.ship.shields[Zone.WHITE] == 3 and g.ship.reactors[Zone.WHITE] == 0
    assert tiles(g) == [0, 1, 0]


def test_crossed_wires_x_with_a_full_shield_leaks_everything():
    g = game(threats=[("SI1-05", 1)])
    t = put_in_play(g, "SI1-05")
    g.ship.shields[Zone.WHITE] = 3
    t.perform("X", g)
    assert g.ship.reactors[Zone.WHITE] == 0 and tiles(g) == [0, 3, 0]


def test_crossed_wires_y_leaks_the_central_shield():
    g = game(threats=[("SI1-05", 1)])
    t = put_in_play(g, "SI1-05")
    g.ship.shields[Zone.WHITE] = 3
    t.perform("Y", g)
    assert g.ship.shields[Zone.WHITE] == 0 and tiles(g) == [0, 3, 0]
    assert g.ship.shields[Zone.RED] == 1


def test_crossed_wires_z_each_zone_takes_its_own_reactor():
    """Ruling RI18. The card's Z: every reactor empties and each zone takes damage equal
    to what its own reactor held (not all three into white, the peer resolver's
    reading of §3.4 "causan daño en la zona donde se encuentra su ficha ovalada")."""
    g = game(threats=[("SI1-05", 1)])
    t = put_in_play(g, "SI1-05", position=2)
    g.ship.reactors = [1, 3, 2]
    to_z(g, t)
    assert g.ship.reactors == [0, 0, 0] and tiles(g) == [1, 3, 2]


def test_crossed_wires_blocks_the_central_shield():
    g = game(threats=[("SI1-05", 1)])
    put_in_play(g, "SI1-05")
    g.press(g.players[0], "B", False)
    assert g.ship.shields[Zone.WHITE] == 1 and g.ship.reactors[Zone.WHITE] == 3


# -- BattleBot Uprising ---------------------------------------------------------------------------------------------
def test_uprising_repairs_in_both_stations_in_one_turn_add_one():
    g = game(threats=[("SI1-06", 1)], crew=crew(2))
    t = put_in_play(g, "SI1-06")
    place(g, 0, "upper-blue")
    place(g, 1, "lower-red")
    g.press(g.players[0], "C", False)
    g.press(g.players[1], "C", False)
    assert t.damage == 2
    t.on_player_actions_end(g)
    assert t.damage == 3


def test_uprising_repairs_in_one_station_only_add_nothing():
    g = game(threats=[("SI1-06", 1)], crew=crew(2))
    t = put_in_play(g, "SI1-06")
    place(g, 0, "upper-blue")
    place(g, 1, "upper-blue")
    g.press(g.players[0], "C", False)
    g.press(g.players[1], "C", False)
    t.on_player_actions_end(g)
    assert t.damage == 2
    place(g, 1, "lower-red")            # next turn: one in each → bonus, tallies were reset
    g.press(g.players[1], "C", False)
    t.on_player_actions_end(g)
    assert t.damage == 3


def test_uprising_bonus_in_a_full_turn_destroys_it():
    g = game(threats=[("SI1-06", 1)], crew=[["C", "C"], ["C", "C"]])
    t = put_in_play(g, "SI1-06")
    place(g, 0, "upper-blue")
    place(g, 1, "lower-red")
    g.play_turn(1)
    assert t.damage == 3
    g.play_turn(2)                      # 3 + 1: destroyed by the second repair; no bonus needed
    assert t.state == DESTROYED


def test_uprising_x_knocks_out_active_squad_leaders_aboard():
    """Ruling RI6: only leaders of an ACTIVE squad (Portuguese text); never the pilot."""
    g = game(threats=[("SI1-06", 1)], crew=crew(4))
    t = put_in_play(g, "SI1-06")
    active = arm(g, 0)
    disabled = arm(g, 1, S.UPPER_BLUE)
    disabled.squad.ready = False
    place(g, 2, "lower-red")
    t.perform("X", g)
    assert [p.knocked_out for p in g.players] == [True, False, False, False]
    assert not active.squad.ready


def test_uprising_x_spares_the_pilot_with_his_squad():
    g = game(threats=[("SI1-06", 1)])
    t = put_in_play(g, "SI1-06")
    pilot = arm(g, 0)
    pilot.station = S.INTERCEPTORS
    t.perform("X", g)
    assert not pilot.knocked_out and pilot.squad.ready


def test_uprising_y_knocks_out_both_bot_stations_wherever_the_squads_are():
    g = game(threats=[("SI1-06", 1)], crew=crew(4))
    t = put_in_play(g, "SI1-06")
    for i, where in enumerate(["upper-blue", "lower-red", "upper-red", "lower-white"]):
        place(g, i, where)
    arm(g, 2)
    t.perform("Y", g)
    assert [p.knocked_out for p in g.players] == [True, True, False, False]


def test_uprising_z_knocks_out_everyone_aboard_except_the_bridge():
    g = game(threats=[("SI1-06", 1)], crew=crew(5))
    t = put_in_play(g, "SI1-06", position=2)
    for i, where in enumerate(["upper-white", "upper-red", "lower-white", "lower-blue"]):
        place(g, i, where)
    g.players[4].station = S.INTERCEPTORS
    to_z(g, t)
    assert [p.knocked_out for p in g.players] == [False, True, True, True, False]
    assert t.broken


def test_uprising_blocks_taking_and_reactivating_squads():
    g = game(threats=[("SI1-06", 1)])
    put_in_play(g, "SI1-06")
    p = arm(g, 0)
    p.squad.ready = False
    place(g, 0, "upper-blue")
    g.press(p, "C", False)
    assert not p.squad.ready


# -- Power System Overload ---------------------------------------------------------------------------------------------
def test_pso_x_y_z():
    g = game(threats=[("SI2-03", 1)])
    t = put_in_play(g, "SI2-03")
    t.perform("X", g)
    assert g.ship.reactors == [2, 1, 2]
    t.perform("Y", g)
    assert g.ship.reactors == [1, 0, 1]
    t.perform("X", g)
    assert g.ship.reactors == [1, 0, 1]
    t.position = 2
    to_z(g, t)
    assert tiles(g) == [3, 3, 3]


def test_pso_all_three_stations_in_a_turn_add_two():
    g = game(threats=[("SI2-03", 1)], crew=crew(3))
    t = put_in_play(g, "SI2-03")
    for i, where in enumerate(["lower-red", "lower-white", "lower-blue"]):
        place(g, i, where)
    g.press(g.players[0], "B", True)
    g.press(g.players[1], "B", False)
    g.press(g.players[2], "B", False)
    t.on_player_actions_end(g)
    assert t.damage == 6
    g.press(g.players[0], "B", False)
    assert t.state == DESTROYED


def test_pso_two_stations_of_three_add_nothing():
    g = game(threats=[("SI2-03", 1)], crew=crew(3))
    t = put_in_play(g, "SI2-03")
    for i, where in enumerate(["lower-red", "lower-white", "lower-white"]):
        place(g, i, where)
    for p in g.players:
        g.press(p, "B", False)
    t.on_player_actions_end(g)
    assert t.damage == 3


def test_pso_repair_taken_by_a_lower_numbered_malfunction_does_not_count_for_the_bonus():
    g = game(threats=[("I2-06", 1), ("SI2-03", 2)], crew=crew(3))
    reactor, pso = put_in_play(g, "I2-06"), put_in_play(g, "SI2-03")
    for i, where in enumerate(["lower-red", "lower-white", "lower-blue"]):
        place(g, i, where)
    for p in g.players:
        g.press(p, "B", False)
    pso.on_player_actions_end(g)
    assert (reactor.damage, pso.damage) == (1, 2)


def test_pso_blocks_side_reactor_transfers():
    g = game(threats=[("SI2-03", 1)])
    put_in_play(g, "SI2-03")
    g.ship.reactors[Zone.RED] = 0
    place(g, 0, "lower-red")
    g.press(g.players[0], "B", False)
    assert g.ship.reactors == [0, 3, 2]


# -- Nuclear Device -------------------------------------------------------------------------------
def test_nuclear_device_needs_three_repairs_in_one_turn():
    g = game(threats=[("SI2-05", 1)], crew=crew(4))
    t = put_in_play(g, "SI2-05")
    for i in range(4):
        place(g, i, "lower-white")
    g.press(g.players[0], "C", False)
    g.press(g.players[1], "C", False)
    assert t.state == ACTIVE and t.damage == 0
    t.on_player_actions_end(g)           # a new turn: the count starts again
    g.press(g.players[0], "C", False)
    g.press(g.players[1], "C", False)
    assert t.state == ACTIVE
    g.press(g.players[2], "C", False)
    assert t.state == DESTROYED
    g.press(g.players[3], "C", False)    # no malfunction left: visual confirmation works
    assert g.ship.visual_this_turn == 1


def test_nuclear_device_blocks_visual_confirmation():
    g = game(threats=[("SI2-05", 1)])
    put_in_play(g, "SI2-05")
    place(g, 0, "lower-white")
    g.press(g.players[0], "C", False)
    assert g.ship.visual_this_turn == 0


def test_nuclear_device_speeds_up_and_z_loses():
    g = game(threats=[("SI2-05", 1)], tracks={"red": 1, "white": 2, "blue": 3, "internal": 7})
    t = put_in_play(g, "SI2-05")
    assert g.internal_track.length == 16
    g.advance(t, t.speed_now)           # 16 → 12: X
    assert t.speed_now == 5
    g.advance(t, t.speed_now)           # 12 → 7: Y on 8
    assert t.speed_now == 6
    with pytest.raises(ShipLost):
        g.advance(t, t.speed_now)       # 7 → 1: Y on 5 (speed 7), then Z
    assert t.speed_now == 7


def test_nuclear_device_z_raises_ship_lost():
    g = game(threats=[("SI2-05", 1)])
    t = put_in_play(g, "SI2-05", position=2)
    with pytest.raises(ShipLost):
        to_z(g, t)


# -- Fissure --------------------------------------------------------------------------------------
def fissure_game(extra=(), **kw):
    g = game(threats=[("SI1-04", 1), *extra], **kw)
    return g, put_in_play(g, "SI1-04")


def launch(g, index=0, heroic=False):
    p = arm(g, index)
    p.station = S.INTERCEPTORS
    g.heroic_interceptors = heroic
    return p


def test_fissure_is_outside_the_hull_and_no_button_repairs_it():
    g, t = fissure_game()
    assert t.stations == [] and "outside" in t.where()
    for station in ("upper-red", "upper-white", "lower-blue"):
        place(g, 0, station)
        for letter in "ABC":
            assert not g.covering(g.players[0].station, letter)


@pytest.mark.parametrize("heroic", [False, True])
def test_each_interceptor_attack_repairs_the_fissure_by_one(heroic):
    g, t = fissure_game()
    launch(g, heroic=heroic)
    g.damage_step()
    assert t.damage == 1
    g.damage_step()
    assert t.state == DESTROYED


def test_interceptors_ignore_external_threats_while_the_fissure_is_there():
    g, t = fissure_game(extra=[("E1-07", 2, "red")])
    fighter = put_in_play(g, "E1-07", position=4, turn=2)
    launch(g)
    g.damage_step()
    assert fighter.damage == 0 and t.damage == 1
    g.damage_step()
    assert fighter.damage == 0 and t.state == DESTROYED
    g.damage_step()                      # the fissure is fixed: back to the externals
    assert fighter.damage == 1


def test_fissure_x_doubles_red_damage_y_doubles_everywhere():
    g, t = fissure_game()
    t.perform("X", g)
    g.damage_zone(Zone.RED, 1, "test")
    g.damage_zone(Zone.WHITE, 1, "test")
    assert tiles(g) == [2, 1, 0]
    t.perform("Y", g)
    g.damage_zone(Zone.WHITE, 1, "test")
    g.damage_zone(Zone.BLUE, 1, "test")
    assert tiles(g) == [2, 3, 2]


def test_fissure_doubling_ends_when_it_is_repaired():
    g, t = fissure_game()
    t.perform("Y", g)
    launch(g)
    g.damage_step()
    g.damage_step()
    assert t.state == DESTROYED and g.ship.double_damage == [False, False, False]
    g.damage_zone(Zone.RED, 1, "test")
    assert tiles(g) == [1, 0, 0]


def test_fissure_and_old_structural_damage_do_not_make_four():
    g, t = fissure_game(initial_damage={"red": ["structure"]})
    t.perform("X", g)
    g.damage_zone(Zone.RED, 1, "test")
    assert tiles(g) == [3, 0, 0]          # the old tile plus 2


def test_internal_damage_in_a_fissured_zone_costs_two_tiles():
    g, t = fissure_game(extra=[("I1-05", 2)])
    hacked = put_in_play(g, "I1-05", turn=2, position=2)
    t.perform("Y", g)
    to_z(g, hacked)                        # Hacked Shields Z: 2 damage to blue
    assert tiles(g) == [0, 0, 4]


def test_fissure_z_loses():
    g, t = fissure_game()
    t.position = 2
    with pytest.raises(ShipLost):
        to_z(g, t)


def test_no_interceptor_attack_on_turn_13():
    g, t = fissure_game()
    launch(g)
    g.damage_step(interceptors=False)
    assert t.damage == 0
