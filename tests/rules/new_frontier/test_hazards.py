"""The New Frontier's movement hazards (cards SI1-101 Shambler, I2-102 Ninja, I3-104
Breached Airlock) and the movement rules they follow (J10), from the card facts and
the expansion's notes pp.35–38.

Internal track 4 in the builders: 13 squares, X on 9, Y on 5, Z on 1.
"""
from __future__ import annotations

import pytest

from spacealert_tui.rules.actions import Act, Action
from spacealert_tui.rules.layout import Station as S
from spacealert_tui.rules.layout import Zone
from spacealert_tui.rules.threats import CARDS
from spacealert_tui.rules.threats.base import DESTROYED, SURVIVED
from tests.rules.builders import place, put_in_play
from tests.rules.new_frontier.nf_builders import act, arm, crew, nf_game, tiles

R, W, B = Zone.RED, Zone.WHITE, Zone.BLUE

PRINTED = {   # card: (colour, serious, hp, speed, stations, kind, survived, destroyed)
    "SI1-101": ("white", True, 2, 2, (S.LOWER_WHITE,), "intruder", 4, 8),
    "I2-102": ("yellow", False, 3, 2, (S.LOWER_BLUE,), "intruder", 3, 6),
    "I3-104": ("red", False, 3, 4, (S.UPPER_RED,), "malfunction", 4, 8),
}


@pytest.mark.parametrize("card", PRINTED)
def test_printed_values(card):
    colour, serious, hp, speed, stations, kind, survived, destroyed = PRINTED[card]
    cls = CARDS[card]
    from spacealert_tui.rules.threats.base import Malfunction
    assert (cls.color, cls.serious, cls.hp, cls.speed, cls.start) == (colour, serious, hp, speed, stations)
    assert ("malfunction" if issubclass(cls, Malfunction) else "intruder") == kind
    assert cls.point_values() == (survived, destroyed) and cls.set == "new_frontier"
    assert cls.inaccessibility == 0


def heroic_move(g, index: int, target: str) -> None:
    from spacealert_tui.rules.layout import STATION_BY_NAME
    p = g.players[index]
    g.do_action(p, Action(Act.HMOVE, STATION_BY_NAME[target]), g.turn or 1)


# -- Shambler -----------------------------------------------------------------------------
def test_shambler_x_moves_toward_blue_only_with_someone_in_its_station():
    """J20: it moves right if any player is in its current station."""
    g = nf_game(threats=[("SI1-101", 1)])
    t = put_in_play(g, "SI1-101")
    place(g, 0, "lower-blue")               # someone at the destination does not matter
    act(g, t, "X")
    assert t.stations == [S.LOWER_WHITE]
    place(g, 0, "lower-white")
    act(g, t, "X")
    assert t.stations == [S.LOWER_BLUE]


def test_shambler_y_damages_with_someone_there_else_heals():
    g = nf_game(threats=[("SI1-101", 1)])
    t = put_in_play(g, "SI1-101")
    t.damage = 1
    act(g, t, "Y")
    assert t.damage == 0 and tiles(g) == [0, 0, 0]
    place(g, 0, "lower-white")
    act(g, t, "Y")
    assert tiles(g) == [0, 2, 0]


def test_shambler_z_and_bots():
    g = nf_game(threats=[("SI1-101", 1)])
    t = put_in_play(g, "SI1-101")
    p = arm(g, 0, S.LOWER_RED)
    place(g, 0, "lower-white")
    g.bots_action(p, False)
    assert t.damage == 1 and p.squad.ready          # it does not fight back
    act(g, t, "Z")
    assert tiles(g)[W] == 4 and t.state == SURVIVED


# -- Ninja -----------------------------------------------------------------------------------
def test_ninja_drones_appear_and_poison_a_move_that_starts_or_ends_there():
    """J22: drones on upper blue and lower white; starting or ending a move there poisons."""
    g = nf_game(threats=[("I2-102", 1)], crew=crew(3))
    t = put_in_play(g, "I2-102")
    assert t.drones == (S.UPPER_BLUE, S.LOWER_WHITE)
    place(g, 0, "upper-white")
    g.move_player(g.players[0], S.UPPER_BLUE, "toward blue")      # ends there
    place(g, 1, "lower-white")
    g.move_player(g.players[1], S.LOWER_RED, "toward red")        # starts there
    place(g, 2, "upper-red")
    g.move_player(g.players[2], S.UPPER_WHITE, "toward blue")     # neither
    assert t.poisoned == {0, 1}


def test_ninja_heroic_move_passing_through_does_not_poison():
    """J10/J22: a heroic move triggers only the station where it ends."""
    g = nf_game(threats=[("I2-102", 1)], crew=crew(2))
    t = put_in_play(g, "I2-102")
    place(g, 0, "upper-white")
    heroic_move(g, 0, "lower-blue")
    place(g, 1, "lower-red")
    heroic_move(g, 1, "upper-blue")
    assert t.poisoned == {1}


def test_ninja_a_move_that_changes_no_station_does_not_poison():
    g = nf_game(threats=[("I2-102", 1)])
    t = put_in_play(g, "I2-102")
    place(g, 0, "upper-blue")
    g.move_player(g.players[0], S.UPPER_BLUE, "toward blue")      # at the end of the ship
    assert t.poisoned == set()


def test_ninja_poison_before_it_appears_does_not_exist():
    g = nf_game(threats=[("I2-102", 3)])
    place(g, 0, "upper-white")
    g.move_player(g.players[0], S.UPPER_BLUE, "toward blue")
    t = put_in_play(g, "I2-102", turn=3)
    assert t.poisoned == set()


def test_ninja_y_drains_its_zone_reactor_and_x_does_nothing():
    g = nf_game(threats=[("I2-102", 1)])
    t = put_in_play(g, "I2-102")
    act(g, t, "X")
    assert g.ship.reactors == [2, 3, 2]
    act(g, t, "Y")
    assert g.ship.reactors == [2, 3, 1]


def test_ninja_z_knocks_out_the_poisoned_and_fires_every_rocket_at_red():
    """J22: attack 2 per stored rocket, each absorbed by the red shield."""
    g = nf_game(threats=[("I2-102", 1)], crew=crew(2))
    t = put_in_play(g, "I2-102")
    t.poisoned = {0}
    g.ship.shields[R] = 1
    act(g, t, "Z")
    assert g.players[0].knocked_out and not g.players[1].knocked_out
    assert g.ship.rockets == 0 and tiles(g)[R] == 5        # 2 - 1, then 2, then 2
    assert t.drones == () and t.state == SURVIVED


def test_destroyed_ninja_token_moves_on_and_the_poison_strikes_at_z():
    """J22: destroyed, the drones go; the token keeps moving; at Z the poisoned are
    knocked out; it counts as destroyed."""
    g = nf_game(threats=[("I2-102", 1)], crew=[["empty"] * 12, ["bots"] + ["empty"] * 11])
    t = put_in_play(g, "I2-102")
    t.poisoned = {0}
    p = arm(g, 1, S.LOWER_RED)
    place(g, 1, "lower-blue")
    t.damage = 2
    g.play_turn(1)
    assert t.state == DESTROYED and t.drones == () and t.lingering
    place(g, 1, "upper-white")
    g.move_player(g.players[1], S.UPPER_BLUE, "toward blue")       # no drones any more
    assert t.poisoned == {0}
    assert p.squad is not None
    for turn in range(2, 7):               # 13 → 11 (turn 1), … square 1 on turn 6
        g.play_turn(turn)
        assert not g.players[0].knocked_out or turn == 6
    assert g.players[0].knocked_out and not t.lingering and t.state == DESTROYED
    assert g.ship.rockets == 3             # a destroyed Ninja fires no rockets


def test_destroyed_ninja_poison_does_nothing_if_the_ship_jumps_first():
    g = nf_game(threats=[("I2-102", 8)], tracks={"red": 1, "white": 2, "blue": 3, "internal": 7})
    for turn in range(1, 10):
        g.play_turn(turn)
    t = g.threats[0]
    t.poisoned = {0}
    g.destroy_threat(t)
    for turn in range(10, 13):
        g.play_turn(turn)
    g.final_turn()                          # token on square 4 at the jump: no Z reached
    assert t.position == 4 and t.lingering and not g.players[0].knocked_out


# -- Breached Airlock ---------------------------------------------------------------------
def airlock(doors: str):
    g = nf_game(threats=[("I3-104", 1), ("I1-01", 2)], crew=crew(2))
    t = put_in_play(g, "I3-104")
    if "X" in doors:
        act(g, t, "X")
    if "Y" in doors:
        act(g, t, "Y")
    return g, t


def test_airlock_x_seals_red_white_players_cannot_cross():
    """J16: X seals the red–white doors (both decks)."""
    g, t = airlock("X")
    place(g, 0, "upper-white")
    g.move_player(g.players[0], S.UPPER_RED, "toward red")
    assert g.players[0].station == S.UPPER_WHITE and "sealed" in str(g.events[-1])
    place(g, 1, "lower-red")
    g.move_player(g.players[1], S.LOWER_WHITE, "toward blue")
    assert g.players[1].station == S.LOWER_RED
    g.move_player(g.players[0], S.UPPER_BLUE, "toward blue")      # the other doors are open
    assert g.players[0].station == S.UPPER_BLUE


def test_airlock_y_seals_white_blue():
    g, t = airlock("Y")
    place(g, 0, "lower-white")
    g.move_player(g.players[0], S.LOWER_BLUE, "toward blue")
    assert g.players[0].station == S.LOWER_WHITE


def test_gravolifts_are_not_blocked():
    g, t = airlock("XY")
    place(g, 0, "upper-red")
    g.do_action(g.players[0], Action(Act.LIFT), 1)
    assert g.players[0].station == S.LOWER_RED


def test_heroic_move_stops_as_near_as_the_doors_let():
    """J16 / p.35 (Squad Leader's example): from lower white toward upper red with the
    red doors sealed, you reach the bridge (upper white)."""
    g, t = airlock("X")
    place(g, 0, "lower-white")
    heroic_move(g, 0, "upper-red")
    assert g.players[0].station == S.UPPER_WHITE
    g2, _ = airlock("XY")
    place(g2, 0, "upper-white")
    heroic_move(g2, 0, "lower-blue")
    assert g2.players[0].station == S.LOWER_WHITE


def test_intruders_cannot_cross_sealed_doors():
    g, t = airlock("Y")
    sk = put_in_play(g, "I1-01", turn=2)     # Skirmishers: upper red, X moves toward blue
    act(g, sk, "X")
    assert sk.stations == [S.UPPER_WHITE]
    act(g, t, "X")
    sk.stations = [S.UPPER_WHITE]
    from spacealert_tui.rules.threats.steps import move
    move("blue")(sk, g)
    assert sk.stations == [S.UPPER_WHITE] and "cannot pass" in str(g.events[-1])


def test_destroyed_airlock_opens_the_doors_after_z_they_stay_sealed():
    g, t = airlock("XY")
    t.damage = 2
    place(g, 0, "upper-red")
    g.press(g.players[0], "C", False)
    assert t.state == DESTROYED
    g.move_player(g.players[0], S.UPPER_WHITE, "toward blue")
    assert g.players[0].station == S.UPPER_WHITE
    g2, t2 = airlock("X")
    act(g2, t2, "Z")
    place(g2, 0, "upper-white")
    g2.move_player(g2.players[0], S.UPPER_RED, "toward red")
    assert g2.players[0].station == S.UPPER_WHITE


def test_airlock_covers_the_interceptors_and_an_active_squad_repairs_one_more():
    g, t = airlock("")
    p = arm(g, 0, S.LOWER_RED)
    place(g, 0, "upper-red")
    g.press(p, "C", False)
    assert t.damage == 2 and p.station == S.UPPER_RED        # no launch: a repair (+1)
    place(g, 1, "upper-red")
    g.press(g.players[1], "C", False)
    assert t.state == DESTROYED


def test_airlock_z_damage_and_knock_out_in_its_zone():
    g, t = airlock("")
    place(g, 0, "lower-red")
    place(g, 1, "upper-white")
    act(g, t, "Z")
    assert tiles(g) == [3, 0, 0]
    assert [p.knocked_out for p in g.players] == [True, False]
