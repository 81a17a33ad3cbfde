"""Intruders (battle-bot targets): Skirmishers, Saboteur, Troopers, Commandos,
Executioner, Alien, Seeker. X, Y, Z, battle bots and return fire, special rules.

Internal track 4 in the builders: 13 squares, X on 9, Y on 5, Z on 1, so from the
start square `advance(t, 4)` reaches X, 4 more reach Y, 4 more reach Z.
"""
from __future__ import annotations

import pytest

from spacealert_tui.rules.layout import Station as S
from spacealert_tui.rules.layout import Zone
from spacealert_tui.rules.threats.base import ACTIVE, DESTROYED, SURVIVED, Intruder
from tests.rules.builders import game, place, put_in_play

CREW3 = [["empty"], ["empty"], ["empty"]]


def tiles(g) -> list[int]:
    return [len(t) for t in g.ship.tiles]


def arm(g, index: int, storage: S = S.LOWER_RED):
    """Give a crew member the squad stored in `storage`, active."""
    p = g.players[index]
    squad = g.ship.squads[storage]
    squad.holder, p.squad, squad.ready = p, squad, True
    return p


def to_x(g, t):
    g.advance(t, t.position - 9)


def to_y(g, t):
    g.advance(t, t.position - 5)


def to_z(g, t):
    g.advance(t, t.position - 1)


# -- the plain walkers: where X and Y take them, what Z does ------------------------------
WALKS = [
    # card, start, after X, after Y, Z damage (in the zone of the station after Y)
    ("I1-01", S.UPPER_RED, S.UPPER_WHITE, S.LOWER_WHITE, 3),
    ("I1-02", S.UPPER_BLUE, S.UPPER_WHITE, S.LOWER_WHITE, 3),
    ("I1-03", S.LOWER_WHITE, S.LOWER_BLUE, S.LOWER_BLUE, 2),
    ("I1-04", S.LOWER_WHITE, S.LOWER_RED, S.LOWER_RED, 2),
    ("I2-03", S.UPPER_RED, S.LOWER_RED, S.LOWER_WHITE, 4),
    ("I2-04", S.LOWER_BLUE, S.UPPER_BLUE, S.UPPER_WHITE, 4),
]


@pytest.mark.parametrize("card,start,after_x,after_y,z_damage", WALKS)
def test_plain_intruders_x_y_z(card, start, after_x, after_y, z_damage):
    g = game(threats=[(card, 1)])
    t = put_in_play(g, card)
    assert t.stations == [start]
    to_x(g, t)
    assert t.stations == [after_x]
    to_y(g, t)
    assert t.stations == [after_y]
    before = tiles(g)
    to_z(g, t)
    expected = list(before)
    expected[after_y.zone] += z_damage
    assert tiles(g) == expected
    assert t.state == SURVIVED
    assert not t.present_in(after_y)          # an intruder's token leaves after Z


@pytest.mark.parametrize("card,zone", [("I1-03", Zone.BLUE), ("I1-04", Zone.RED)])
def test_saboteur_y_takes_energy_then_damages_when_empty(card, zone):
    g = game(threats=[(card, 1)])
    t = put_in_play(g, card)
    to_x(g, t)
    g.ship.reactors[zone] = 1
    t.perform("Y", g)
    assert g.ship.reactors[zone] == 0 and tiles(g) == [0, 0, 0]
    t.perform("Y", g)
    assert tiles(g)[zone] == 1


def test_saboteur_y_in_white_takes_central_energy():
    g = game(threats=[("I1-03", 1)])
    t = put_in_play(g, "I1-03")
    t.perform("Y", g)               # still in lower white
    assert g.ship.reactors == [2, 2, 2]


# -- battle bots and return fire -------------------------------------------------------------
def test_return_fire_disables_the_squad_even_when_the_hit_destroys():
    """Ruling R12: the return-fire symbol disables the squad even on the killing hit."""
    g = game(threats=[("I1-01", 1)])
    t = put_in_play(g, "I1-01")
    p = arm(g, 0)
    place(g, 0, "upper-red")
    g.bots_action(p, False)
    assert t.state == DESTROYED
    assert not p.squad.ready and p.squad.state == "inactive"


def test_heroic_bots_are_never_disabled():
    g = game(threats=[("I2-03", 1)])
    t = put_in_play(g, "I2-03")
    p = arm(g, 0)
    place(g, 0, "upper-red")
    g.bots_action(p, True)
    assert t.hp_left == 1 and p.squad.ready
    g.bots_action(p, True)           # heroic is still 1 damage
    assert t.state == DESTROYED and p.squad.ready


def test_disabled_squad_cannot_attack_until_reactivated():
    g = game(threats=[("I2-03", 1)])
    t = put_in_play(g, "I2-03")
    p = arm(g, 0)
    place(g, 0, "upper-red")
    g.bots_action(p, False)
    assert t.hp_left == 1 and not p.squad.ready
    g.bots_action(p, False)
    g.bots_action(p, True)           # heroic bots need an active squad too
    assert t.hp_left == 1
    place(g, 0, "lower-red")
    g.press(p, "C", False)           # C at a battle-bot station reactivates
    assert p.squad.ready


def test_intruder_without_the_symbol_never_disables():
    g = game(threats=[("I1-03", 1)])
    t = put_in_play(g, "I1-03")
    p = arm(g, 0)
    place(g, 0, "lower-white")
    g.bots_action(p, False)
    assert t.state == DESTROYED and p.squad.ready


def test_bots_hit_the_lowest_numbered_intruder_in_the_station():
    g = game(threats=[("I1-03", 2), ("I1-04", 5)])
    low = put_in_play(g, "I1-03")
    high = put_in_play(g, "I1-04")
    p = arm(g, 0)
    place(g, 0, "lower-white")
    g.bots_action(p, False)
    assert low.state == DESTROYED and high.state == ACTIVE
    g.bots_action(p, False)
    assert high.state == DESTROYED


def test_bots_need_the_intruder_in_the_same_station():
    g = game(threats=[("I1-03", 1)])
    t = put_in_play(g, "I1-03")
    p = arm(g, 0)
    place(g, 0, "lower-red")
    g.bots_action(p, False)
    assert t.state == ACTIVE and t.damage == 0


def test_bots_without_a_squad_do_nothing():
    g = game(threats=[("I1-03", 1)])
    t = put_in_play(g, "I1-03")
    place(g, 0, "lower-white")
    g.bots_action(g.players[0], False)
    assert t.damage == 0


def test_an_intruder_gone_after_z_cannot_be_hit():
    g = game(threats=[("I1-03", 1)])
    t = put_in_play(g, "I1-03", position=2)
    to_z(g, t)
    p = arm(g, 0)
    place(g, 0, "lower-white")
    g.bots_action(p, False)
    assert t.state == SURVIVED and t.damage == 0


# -- Commandos ------------------------------------------------------------------------------------
@pytest.mark.parametrize("card,after_x,after_damaged_y", [
    ("SI1-01", S.UPPER_RED, S.UPPER_WHITE),
    ("SI1-02", S.LOWER_BLUE, S.LOWER_WHITE),
])
def test_commandos_y_moves_only_when_damaged(card, after_x, after_damaged_y):
    g = game(threats=[(card, 1)])
    t = put_in_play(g, card)
    to_x(g, t)
    assert t.stations == [after_x]
    t.perform("Y", g)                           # undamaged: 2 damage where it is
    assert t.stations == [after_x] and tiles(g)[after_x.zone] == 2
    t.damage = 1
    t.perform("Y", g)                           # damaged: it moves instead
    assert t.stations == [after_damaged_y] and sum(tiles(g)) == 2


def test_commandos_z_knocks_out_its_station_then_deals_4():
    g = game(threats=[("SI1-01", 1)], crew=CREW3)
    t = put_in_play(g, "SI1-01")
    to_x(g, t)                                 # upper red
    place(g, 0, "upper-red")
    place(g, 1, "upper-white")
    g.players[2].station = S.INTERCEPTORS      # the pilot is never touched
    t.damage = 1
    to_z(g, t)                                 # damaged at Y: moved to upper white
    assert t.stations == [S.UPPER_WHITE]
    assert [p.knocked_out for p in g.players] == [False, True, False]
    assert tiles(g) == [0, 4, 0]


# -- Executioner ------------------------------------------------------------------------------------
def test_executioner_knocks_out_players_without_active_bots_after_each_move():
    g = game(threats=[("SI2-01", 1)], crew=CREW3)
    t = put_in_play(g, "SI2-01")
    for i in range(3):
        place(g, i, "upper-white")
    armed = arm(g, 0)
    disabled = arm(g, 1, S.UPPER_BLUE)
    disabled.squad.ready = False
    to_x(g, t)
    assert t.stations == [S.UPPER_WHITE]
    assert [p.knocked_out for p in g.players] == [False, True, True]
    assert armed.squad.ready
    place(g, 0, "lower-white")
    to_y(g, t)
    assert t.stations == [S.LOWER_WHITE] and not g.players[0].knocked_out
    to_z(g, t)
    assert tiles(g) == [0, 3, 0]


def test_executioner_blocked_in_red_still_knocks_out():
    """Ruling RI9: the knock-out follows the move step even if it could not move."""
    g = game(threats=[("SI2-01", 1)])
    t = put_in_play(g, "SI2-01")
    t.stations[0] = S.UPPER_RED
    place(g, 0, "upper-red")
    t.perform("X", g)
    assert t.stations == [S.UPPER_RED] and g.players[0].knocked_out


def test_executioner_spares_the_pilot():
    g = game(threats=[("SI2-01", 1)])
    t = put_in_play(g, "SI2-01")
    g.players[0].station = S.INTERCEPTORS
    t.stations[0] = S.UPPER_RED
    t.perform("X", g)
    assert not g.players[0].knocked_out


# -- Alien -----------------------------------------------------------------------------------------------
def test_alien_fights_back_only_after_x():
    g = game(threats=[("SI1-03", 1)], crew=[["empty"], ["empty"]])
    t = put_in_play(g, "SI1-03")
    p = arm(g, 0)
    place(g, 0, "lower-white")
    g.bots_action(p, False)
    assert t.hp_left == 1 and p.squad.ready        # not grown yet
    to_x(g, t)
    assert t.grown
    q = arm(g, 1, S.UPPER_BLUE)
    place(g, 1, "lower-white")
    g.bots_action(q, False)
    assert t.state == DESTROYED and not q.squad.ready   # killing hit disabled too (R12)


def test_alien_y_changes_deck_and_deals_one_per_player_there():
    g = game(threats=[("SI1-03", 1)], crew=[["empty"]] * 4)
    t = put_in_play(g, "SI1-03")
    to_x(g, t)
    place(g, 0, "upper-white")
    place(g, 1, "upper-white")
    place(g, 2, "lower-white")                    # left behind: not counted
    g.players[3].station = S.INTERCEPTORS         # in space: in no station
    to_y(g, t)
    assert t.stations == [S.UPPER_WHITE]
    assert tiles(g) == [0, 2, 0]


def test_alien_y_counts_knocked_out_players():
    """Ruling RI5: a knocked-out figure still lies in its station and counts."""
    g = game(threats=[("SI1-03", 1)], crew=[["empty"], ["empty"]])
    t = put_in_play(g, "SI1-03")
    place(g, 1, "lower-red")
    g.players[0].knocked_out = True               # lying in upper white
    t.perform("Y", g)
    assert tiles(g) == [0, 1, 0]


def test_alien_y_with_nobody_there_does_no_damage():
    g = game(threats=[("SI1-03", 1)])
    t = put_in_play(g, "SI1-03")
    place(g, 0, "lower-red")
    t.perform("Y", g)
    assert tiles(g) == [0, 0, 0] and t.stations == [S.UPPER_WHITE]


def test_alien_z_loses_the_game():
    g = game(threats=[("SI1-03", 1)])
    t = put_in_play(g, "SI1-03", position=2)
    from spacealert_tui.rules.game import ShipLost
    with pytest.raises(ShipLost):
        to_z(g, t)


# -- Seeker ------------------------------------------------------------------------------------------------
def seeker_with(positions: list[str], at: S = S.UPPER_WHITE):
    g = game(threats=[("SI2-02", 1)], crew=[["empty"]] * len(positions))
    t = put_in_play(g, "SI2-02")
    assert isinstance(t, Intruder)
    t.stations[0] = at
    for i, where in enumerate(positions):
        if where == "space":
            g.players[i].station = S.INTERCEPTORS
        else:
            place(g, i, where)
    return g, t


def test_seeker_moves_to_the_neighbour_with_most_players():
    g, t = seeker_with(["upper-red", "lower-white", "lower-white"])
    t.perform("X", g)
    assert t.stations == [S.LOWER_WHITE]


def test_seeker_ignores_its_own_station():
    g, t = seeker_with(["upper-white", "upper-white", "upper-white", "upper-blue"])
    t.perform("X", g)
    assert t.stations == [S.UPPER_BLUE]


def test_seeker_stays_on_a_tie_for_most():
    g, t = seeker_with(["upper-red", "upper-blue", "lower-white", "lower-white", "upper-red"])
    t.perform("X", g)                              # 2 upper red, 2 lower white
    assert t.stations == [S.UPPER_WHITE]


def test_seeker_stays_with_nobody_around():
    g, t = seeker_with(["lower-red"])
    t.perform("Y", g)
    assert t.stations == [S.UPPER_WHITE]


def test_seeker_in_a_corner_has_two_neighbours():
    g, t = seeker_with(["upper-white", "lower-blue", "lower-blue"], at=S.UPPER_RED)
    t.perform("X", g)                               # lower blue is not adjacent to upper red
    assert t.stations == [S.UPPER_WHITE]


def test_seeker_counts_knocked_out_players():
    """Ruling RI5: knocked-out figures count as players in their station."""
    g, t = seeker_with(["upper-red", "lower-white", "lower-white"])
    g.players[1].knocked_out = g.players[2].knocked_out = True
    t.perform("X", g)
    assert t.stations == [S.LOWER_WHITE]


def test_seeker_does_not_count_the_pilot():
    g, t = seeker_with(["space", "lower-white"], at=S.UPPER_RED)
    t.perform("X", g)                               # upper white 0, lower red 0: a tie
    assert t.stations == [S.UPPER_RED]


def test_seeker_z_deals_5_and_knocks_out_its_station():
    g, t = seeker_with(["upper-white", "lower-white"])
    t.position = 2
    g.players[1].station = S.LOWER_RED
    to_z(g, t)
    assert tiles(g) == [0, 5, 0]
    assert [p.knocked_out for p in g.players] == [True, False]
    assert t.state == SURVIVED


@pytest.mark.parametrize("heroic", [False, True])
def test_whoever_destroys_the_seeker_is_knocked_out(heroic):
    g, t = seeker_with(["upper-white", "upper-white"])
    first, second = arm(g, 0), arm(g, 1, S.UPPER_BLUE)
    g.bots_action(first, heroic)
    assert t.hp_left == 1 and not first.knocked_out and first.squad.ready   # no return fire
    g.bots_action(second, heroic)
    assert t.state == DESTROYED
    assert second.knocked_out and not second.squad.ready and not first.knocked_out
