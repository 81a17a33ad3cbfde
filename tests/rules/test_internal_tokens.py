"""Intruders made of several oval tokens: Slime (I2-01, I2-02) and Contamination (SI2-04)."""
from __future__ import annotations

from spacealert_tui.rules.layout import Station as S
from spacealert_tui.rules.threats.base import ACTIVE, DESTROYED, IGNORED, SURVIVED
from tests.rules.builders import game as new_game
from tests.rules.builders import place, put_in_play


def game(*args, **kw):
    """A game whose computer is always maintained: no check delays to confuse the tests."""
    g = new_game(*args, **kw)
    g.ship.maintained_phases.update((1, 2, 3))
    return g


def tiles(g) -> list[int]:
    return [len(t) for t in g.ship.tiles]


def arm(g, index: int, storage: S = S.LOWER_RED):
    p = g.players[index]
    squad = g.ship.squads[storage]
    squad.holder, p.squad, squad.ready = p, squad, True
    return p


def to_z(g, t):
    g.advance(t, t.position - 1)


def delayed(g, index: int, turn: int) -> bool:
    return g.players[index].actions[turn - 1].token == "empty"


LW, LR, LB = S.LOWER_WHITE, S.LOWER_RED, S.LOWER_BLUE


# -- Slime: spreading -------------------------------------------------------------------------------
def test_slime_spreads_toward_red_one_station_per_token():
    g = game(threats=[("I2-01", 1)])
    t = put_in_play(g, "I2-01")
    assert t.stations == [LB] and t.hp_left == 2
    t.perform("Y", g)
    assert t.stations == [LW, LB] and t.token_hp == {LB: 2, LW: 1}
    t.perform("Y", g)                       # original blocked; the offspring goes on
    assert t.stations == [LR, LW, LB] and t.hp_left == 4
    t.perform("Y", g)                       # at most one token per lower station
    assert t.stations == [LR, LW, LB]


def test_red_slime_spreads_toward_blue():
    g = game(threats=[("I2-02", 1)])
    t = put_in_play(g, "I2-02")
    t.perform("Y", g)
    t.perform("Y", g)
    assert t.stations == [LR, LW, LB] and t.token_hp == {LR: 2, LW: 1, LB: 1}


def test_slime_a_new_offspring_does_not_spread_in_the_y_that_made_it():
    g = game(threats=[("I2-01", 1)])
    t = put_in_play(g, "I2-01")
    t.perform("Y", g)
    p = arm(g, 0)
    place(g, 0, "lower-white")
    g.bots_action(p, False)                 # the offspring is killed
    assert t.stations == [LB] and t.state == ACTIVE
    t.perform("Y", g)                       # the original spreads again into lower white
    assert t.stations == [LW, LB]


def test_slime_without_its_original_token_offspring_still_spread():
    g = game(threats=[("I2-01", 1)], crew=[["empty"], ["empty"]])
    t = put_in_play(g, "I2-01")
    t.perform("Y", g)
    p = arm(g, 0, S.UPPER_BLUE)
    place(g, 0, "lower-blue")
    g.bots_action(p, False)
    assert t.stations == [LW, LB] and t.token_hp[LB] == 1
    g.bots_action(p, True)                  # 2 cubes: the original token goes, the card stays
    assert t.stations == [LW] and t.state == ACTIVE and t.hp_left == 1
    t.perform("Y", g)
    assert t.stations == [LR, LW]           # no token left in lower blue to spread from
    assert p.squad.ready                    # slime never fights back


def test_slime_is_destroyed_when_its_last_token_goes():
    g = game(threats=[("I2-02", 1)], crew=[["empty"], ["empty"]])
    t = put_in_play(g, "I2-02")
    t.perform("Y", g)
    a, b = arm(g, 0), arm(g, 1, S.UPPER_BLUE)
    place(g, 0, "lower-red")
    place(g, 1, "lower-white")
    g.bots_action(b, False)
    assert t.stations == [LR] and t.state == ACTIVE
    g.bots_action(a, False)
    g.bots_action(a, False)
    assert t.state == DESTROYED and t.stations == []


# -- Slime: entering delays ----------------------------------------------------------------------------------
def test_entering_a_slimed_station_delays_the_next_turn():
    g = game(threats=[("I2-01", 1)], crew=[["blue", "A", "B"]])
    put_in_play(g, "I2-01")
    place(g, 0, "lower-white")
    g.play_turn(1)
    assert g.players[0].station == LB
    assert delayed(g, 0, 2) and g.players[0].actions[2].token == "A"


def test_heroic_moves_and_lifts_into_slime_are_delayed_too():
    g = game(threats=[("I2-01", 1)], crew=[["Hmove:lower-blue", "A"], ["empty", "lift", "A"]])
    t = put_in_play(g, "I2-01")
    t.perform("Y", g)                       # lower white slimed too
    g.play_turn(1)
    assert delayed(g, 0, 2)
    g.play_turn(2)                          # P2 lifts from upper white into lower white
    assert g.players[1].station == LW and delayed(g, 1, 3)


def test_two_delays_in_one_turn_do_not_add_up():
    """Rulebook 7.2 note: entering slime by an already used gravolift is one delay."""
    g = game(threats=[("I2-01", 1)], crew=[["lift", "A", "B"], ["lift", "A", "B"]])
    t = put_in_play(g, "I2-01")
    t.perform("Y", g)
    g.play_turn(1)                          # P2 uses the lift after P1, into slime
    assert [a.token for a in g.players[1].actions[:4]] == ["lift", "empty", "A", "B"]


def test_no_delay_when_not_entering():
    g = game(threats=[("I2-01", 1)], crew=[["red", "B"], ["empty", "A"]])
    t = put_in_play(g, "I2-01")
    t.perform("Y", g)
    t.perform("Y", g)
    place(g, 0, "lower-red")                # already slimed there; red at the red end: no move
    place(g, 1, "lower-white")              # slime spread in around him: not an entry
    g.play_turn(1)
    assert not delayed(g, 0, 2) and not delayed(g, 1, 2)


def test_leaving_slime_or_entering_a_cleaned_station_is_free():
    g = game(threats=[("I2-01", 1)], crew=[["blue", "A"], ["red", "A"]])
    t = put_in_play(g, "I2-01")
    t.perform("Y", g)
    p = arm(g, 0)
    place(g, 0, "lower-white")
    g.bots_action(p, False)                 # the offspring in lower white is gone
    place(g, 1, "lower-blue")
    g.play_turn(1)                          # P1 into the original's station, P2 out of it
    assert g.players[0].station == LB and delayed(g, 0, 2)
    assert g.players[1].station == LW and not delayed(g, 1, 2)


def test_ignored_or_waiting_slime_delays_nobody():
    g = game(threats=[{"card": "I2-01", "turn": 1, "unconfirmed": True}],
             crew=[["lift", "blue", "A"]])
    g.play_turn(1)
    g.play_turn(2)
    assert g.threats[0].state == IGNORED and not delayed(g, 0, 3)
    g2 = game(threats=[("I2-01", 5)], crew=[["lift", "blue", "A"]])
    g2.play_turn(1)
    g2.play_turn(2)
    assert not delayed(g2, 0, 3)


# -- Slime: X and Z ---------------------------------------------------------------------------------------------
def test_blue_slime_x_destroys_a_rocket_and_weakens_the_warheads():
    g = game(threats=[("I1-07", 1), ("I2-01", 2)])
    warheads = put_in_play(g, "I1-07")
    slime = put_in_play(g, "I2-01", turn=2)
    slime.perform("X", g)
    assert g.ship.rockets == 2 and warheads.hp_left == 2
    g.ship.rockets = 0
    slime.perform("X", g)
    assert g.ship.rockets == 0 and warheads.hp_left == 2


def test_red_slime_x_disables_the_stored_lower_red_squad():
    g = game(threats=[("I2-02", 1)], crew=[["C", "C", "bots"]])
    t = put_in_play(g, "I2-02")
    t.perform("X", g)
    squad = g.ship.squads[S.LOWER_RED]
    assert squad.state == "disabled"
    place(g, 0, "lower-red")
    g.play_turn(1)                          # taken, still disabled
    assert g.players[0].squad is squad and squad.state == "inactive"
    g.play_turn(2)                          # a second C makes it active
    assert squad.state == "active"


def test_red_slime_x_leaves_a_squad_already_following_someone():
    g = game(threats=[("I2-02", 1)])
    t = put_in_play(g, "I2-02")
    p = arm(g, 0)
    t.perform("X", g)
    assert p.squad.ready
    assert g.ship.squads[S.UPPER_BLUE].state == "stored"


def test_slime_z_damages_each_token_zone_and_the_tokens_stay():
    g = game(threats=[("I2-01", 1)], crew=[["empty", "blue", "A"]])
    t = put_in_play(g, "I2-01", position=2)
    t.perform("Y", g)
    t.perform("Y", g)
    to_z(g, t)
    assert tiles(g) == [2, 2, 2]
    assert t.state == SURVIVED and t.stations == [LR, LW, LB]
    p = arm(g, 0)
    place(g, 0, "lower-white")
    g.bots_action(p, False)                 # can no longer be destroyed
    assert t.stations == [LR, LW, LB] and t.state == SURVIVED
    g.play_turn(2)                          # after Z: entering lower blue still delays
    assert g.players[0].station == LB and delayed(g, 0, 3)


def test_two_slimes_in_one_station_bots_hit_the_lower_number():
    g = game(threats=[("I2-01", 1), ("I2-02", 2)])
    blue, red = put_in_play(g, "I2-01"), put_in_play(g, "I2-02", turn=2)
    blue.perform("Y", g)
    red.perform("Y", g)
    p = arm(g, 0)
    place(g, 0, "lower-white")
    g.bots_action(p, False)
    assert LW not in blue.stations and LW in red.stations


# -- Contamination ------------------------------------------------------------------------------------------------
SIDES = [S.UPPER_RED, S.LOWER_RED, S.UPPER_BLUE, S.LOWER_BLUE]


def test_contamination_x_delays_players_in_contaminated_stations():
    g = game(threats=[("SI2-04", 1)], crew=[["empty", "A"]] * 4)
    t = put_in_play(g, "SI2-04")
    for i, where in enumerate(["upper-red", "lower-blue", "upper-white"]):
        place(g, i, where)
    g.players[3].station = S.INTERCEPTORS
    t.perform("X", g)
    assert [delayed(g, i, 2) for i in range(4)] == [True, True, False, False]


def test_contamination_x_delays_the_next_turn():
    """Ruling RI14, rulebook §3.4: "los jugadores indicados por la carta deberán retrasar
    su acción del siguiente turno". The X in turn 3's threat step delays the action of
    turn 4 of a player in a contaminated station, not turn 5 (the peer resolver delays
    one turn late)."""
    g = game(threats=[("SI2-04", 2)], crew=[["C", "red", "empty", "A", "B", "C"]])
    t = next(t for t in g.threats if t.id == "SI2-04")   # appears on square 13, speed 2
    for turn in (1, 2, 3):                                 # turn 1: C, the computer is kept
        g.play_turn(turn)
    assert t.position == 9                                 # trajectory 4's X, in turn 3
    assert [a.token for a in g.players[0].actions[3:7]] == ["empty", "A", "B", "C"]


def test_contamination_y_damages_the_zone_of_each_token():
    g = game(threats=[("SI2-04", 1)])
    t = put_in_play(g, "SI2-04")
    t.perform("Y", g)
    assert tiles(g) == [2, 0, 2]
    p = arm(g, 0)
    place(g, 0, "upper-red")
    g.bots_action(p, False)
    t.perform("Y", g)
    assert tiles(g) == [3, 0, 4]


def test_contamination_bots_remove_tokens_and_the_third_removes_the_fourth():
    g = game(threats=[("SI2-04", 1)])
    t = put_in_play(g, "SI2-04")
    p = arm(g, 0)
    place(g, 0, "upper-white")
    g.bots_action(p, False)                 # not contaminated: nothing
    assert t.stations == SIDES and t.damage == 0
    for where, left in (("upper-red", 3), ("lower-red", 2)):
        place(g, 0, where)
        g.bots_action(p, where == "lower-red")
        assert len(t.stations) == left
    assert p.squad.ready                    # it never fights back
    place(g, 0, "lower-blue")
    g.bots_action(p, False)
    assert t.state == DESTROYED and t.stations == []


def test_contamination_z_knocks_out_players_in_its_stations():
    g = game(threats=[("SI2-04", 1)], crew=[["empty"]] * 3)
    t = put_in_play(g, "SI2-04", position=2)
    for i, where in enumerate(["upper-red", "upper-white", "lower-blue"]):
        place(g, i, where)
    to_z(g, t)
    assert [p.knocked_out for p in g.players] == [True, False, True]
    assert t.state == SURVIVED and t.stations == SIDES


def test_after_z_entering_a_contaminated_station_knocks_out():
    g = game(threats=[("SI2-04", 1)],
             crew=[["red"], ["Hmove:lower-blue"], ["lift"], ["blue"]])
    t = put_in_play(g, "SI2-04", position=2)
    p = arm(g, 0)
    place(g, 0, "upper-red")
    g.bots_action(p, False)                 # upper red cleaned before Z
    to_z(g, t)
    assert g.players[0].knocked_out is False
    place(g, 0, "upper-white")
    place(g, 2, "upper-blue")
    place(g, 3, "upper-white")
    g.play_turn(1)
    assert [q.knocked_out for q in g.players] == [False, True, True, True]
    assert g.players[0].station == S.UPPER_RED


def test_before_z_entering_a_contaminated_station_is_harmless():
    g = game(threats=[("SI2-04", 1)], crew=[["red"]])
    put_in_play(g, "SI2-04")
    g.play_turn(1)
    assert g.players[0].station == S.UPPER_RED and not g.players[0].knocked_out


def test_pilot_coming_back_to_a_contaminated_upper_red_is_knocked_out():
    g = game(threats=[("SI2-04", 1)], crew=[["empty", "empty"]])
    t = put_in_play(g, "SI2-04", position=2)
    to_z(g, t)
    p = arm(g, 0)
    p.station = S.INTERCEPTORS
    g.play_turn(2)                          # empty action in space: back to upper red
    assert p.station == S.UPPER_RED and p.knocked_out and not p.squad.ready


def test_pilot_coming_back_at_turn_13_is_knocked_out_too():
    g = game(threats=[("SI2-04", 1)])
    t = put_in_play(g, "SI2-04", position=2)
    to_z(g, t)
    p = arm(g, 0)
    p.station = S.INTERCEPTORS
    g.final_turn()
    assert p.knocked_out
