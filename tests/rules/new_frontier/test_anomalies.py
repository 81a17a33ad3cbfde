"""New Frontier anomalies: Space Time Vortex and Cyber Gremlin (expansion rulebook,
appendix pp.37–39; printed values from the resolver ecm85/space-alert-resolver)."""
from __future__ import annotations

import pytest

from spacealert_tui.rules import resolve
from spacealert_tui.rules.layout import Station, Zone
from spacealert_tui.rules.record import RecordError
from spacealert_tui.rules.threats import CARDS
from spacealert_tui.rules.threats.base import ACTIVE, DESTROYED, SURVIVED
from tests.rules.builders import place, put_in_play, record
from tests.rules.new_frontier.nf_builders import nf_game as nf

VORTEX = {"card": "SI3-104", "turn": 1, "summons": "I1-05"}


def test_printed_values():
    v, g = CARDS["SI3-104"], CARDS["SI3-106"]
    assert (v.hp, v.speed, v.start, v.system, v.serious, v.color) == (3, 2, (Station.LOWER_WHITE,), "C", True, "red")
    assert (g.hp, g.speed, g.start, g.serious, g.color) == (1, 2, (Station.UPPER_RED,), True, "red")
    assert v.point_values() == (8, 16) and g.point_values() == (8, 16)
    assert v.name_es == "Vórtice espacio-temporal" and g.name_es == "Cibergremlin"
    assert v.summons == "internal" and v.summons_common and not g.fights_back


# -- Space Time Vortex (J18) --------------------------------------------------------------
def test_vortex_record_names_a_common_internal_card_beside_it():
    with pytest.raises(RecordError, match="summons"):
        record([{"card": "SI3-104", "turn": 1}])
    with pytest.raises(RecordError, match="serious"):
        record([{"card": "SI3-104", "turn": 1, "summons": "SI1-01"}])
    assert record([VORTEX]).threats[0].summons == "I1-05"


def test_vortex_each_damaging_repair_swaps_every_deck_once_later_players_act_there():
    # rulebook p.37: P1 repairs (heroic: one swap), P2 then acts in his new station
    g = nf([VORTEX], crew=[["empty"], ["empty"], ["empty"]])
    v = put_in_play(g, "SI3-104")
    place(g, 0, "lower-white")
    place(g, 1, "upper-red")
    place(g, 2, "interceptors")
    g.press(g.players[0], "C", True)
    assert v.hp_left == 1
    assert [p.station for p in g.players] == [Station.UPPER_WHITE, Station.LOWER_RED, Station.INTERCEPTORS]
    place(g, 0, "lower-white")
    g.press(g.players[0], "C", False)          # the destroying repair swaps too
    assert v.state == DESTROYED and g.players[1].station == Station.UPPER_RED


def test_vortex_swap_is_a_teleport_slime_does_not_delay():
    g = nf([VORTEX, ("I2-02", 2)], crew=[["empty"], ["empty"]])
    v = put_in_play(g, "SI3-104")
    put_in_play(g, "I2-02")                    # a slime token in lower red
    place(g, 0, "lower-white")
    place(g, 1, "upper-red")
    v.repair(g, g.players[0], Station.LOWER_WHITE, 1)
    assert g.players[1].station == Station.LOWER_RED
    assert not any(type(e).__name__ == "ActionDelayed" for e in g.events)


def test_vortex_x_delays_everyone_and_repeats_the_action_just_done():
    crew = [["A", "B", "C"], ["empty", "B", "C"], ["bots"]]
    g = nf([VORTEX], crew=crew)
    v = put_in_play(g, "SI3-104")
    place(g, 2, "interceptors")
    g.turn = 1
    v.perform("X", g)
    assert [a.token for a in g.players[0].actions[:4]] == ["A", "A", "B", "C"]
    # an empty last action: a plain delay
    assert [a.token for a in g.players[1].actions[:4]] == ["empty", "empty", "B", "C"]
    assert g.players[2].actions[1].token == "empty"   # the pilot is not touched (NEI3)


def test_vortex_y_swaps_red_and_blue_stations_intruders_stay():
    g = nf([VORTEX, ("I1-01", 2)], crew=[["empty"]] * 4)
    v = put_in_play(g, "SI3-104")
    sk = put_in_play(g, "I1-01")
    for i, where in enumerate(("upper-red", "lower-blue", "upper-white", "lower-red")):
        place(g, i, where)
    v.perform("Y", g)
    assert [p.station for p in g.players] == [Station.UPPER_BLUE, Station.LOWER_RED,
                                               Station.UPPER_WHITE, Station.LOWER_BLUE]
    assert sk.stations == [Station.UPPER_RED]


def test_vortex_z_plays_the_card_beside_it_at_once_and_discards_it():
    # internal track 4 has X, one Y and Z: Hacked Shields empties the blue shield, the
    # blue reactor, then deals 2 in blue; then it is discarded for no points
    g = nf([VORTEX])
    v = put_in_play(g, "SI3-104")
    v.perform("Z", g)
    assert g.ship.shields[Zone.BLUE] == 0 and g.ship.reactors[Zone.BLUE] == 0
    assert g.ship.damage_count(Zone.BLUE) == 2
    assert v.bonus_threat is not None and v.bonus_threat not in g.threats
    assert not g.covering(Station.UPPER_BLUE, "B")        # nothing of it stays


def test_vortex_bonus_card_does_two_ys_on_a_track_with_two():
    # track 7: X, Y, Y, Z. Skirmishers: X toward blue, Y change deck (twice), Z 3
    g = nf([{"card": "SI3-104", "turn": 1, "summons": "I1-01"}],
           tracks={"red": 1, "white": 2, "blue": 3, "internal": 7})
    v = put_in_play(g, "SI3-104")
    v.perform("Z", g)
    assert v.bonus_threat.stations == [Station.UPPER_WHITE]
    assert g.ship.damage_count(Zone.WHITE) == 3


def test_vortex_result_scores_the_vortex_only():
    crew = [["empty"]]
    res = resolve(record([VORTEX], crew))
    cards = [t.card for t in res.result.threats]
    assert cards == ["SI3-104"]
    assert res.result.threats[0].points == 8


# -- Cyber Gremlin (J25, P05) ----------------------------------------------------------------
def test_gremlin_x_eats_its_zone_reactor_and_speeds_up_by_as_much():
    g = nf([("SI3-106", 1)])
    gr = put_in_play(g, "SI3-106")
    energy = g.ship.reactors[Zone.RED]
    gr.perform("X", g)
    assert g.ship.reactors[Zone.RED] == 0 and gr.speed_now == 2 + energy


def test_gremlin_sabotage_places_three_one_hp_malfunctions_that_outlive_it():
    g = nf([("SI3-106", 1)], crew=[["empty"]])
    gr = put_in_play(g, "SI3-106")
    gr.perform("Y", g)                         # sabotage upper red, then move toward blue
    assert gr.stations == [Station.UPPER_WHITE]
    ovals = gr.sabotage
    assert [o.system for o in ovals] == ["A", "B", "C"] and all(o.hp == 1 for o in ovals)
    assert all(o.stations == [Station.UPPER_RED] and o.number == gr.number for o in ovals)
    gr.state = DESTROYED
    place(g, 0, "upper-red")
    shields = g.ship.shields[Zone.RED]
    g.press(g.players[0], "B", False)          # a repair, not a shield refill
    assert ovals[1].state == DESTROYED and g.ship.shields[Zone.RED] == shields
    assert ovals[0].state == ACTIVE and g.covering(Station.UPPER_RED, "A") == [ovals[0]]


def test_gremlin_sabotage_after_its_z_stays_repairable():
    g = nf([("SI3-106", 1)], crew=[["empty"]])
    gr = put_in_play(g, "SI3-106")
    gr.perform("Z", g)
    g.threat_survives(gr)
    place(g, 0, "upper-red")
    g.press(g.players[0], "C", False)
    assert gr.sabotage[2].state == DESTROYED


def test_gremlin_sabotage_ovals_never_move_and_each_covers_its_own_station():
    """Ruling NEI8: the sabotage ovals "never move, have no actions"; expansion p.39: its
    sabotage puts a malfunction on the A, B and C of its station (Y in upper red, then it
    moves toward blue; Z in the station it reached)."""
    g = nf([("SI3-106", 1)], crew=[["empty"]])
    gr = put_in_play(g, "SI3-106")
    gr.perform("Y", g)                         # upper red sabotaged, then it moves on
    gr.perform("Z", g)                         # upper white sabotaged
    first, second = gr.sabotage[:3], gr.sabotage[3:]
    positions = [o.position for o in gr.sabotage]
    gr.state = DESTROYED                       # they outlive it: only they are left to move
    g.step = "threats"
    for turn in (2, 3, 4):                     # the threats' step of three turns
        g.turn = turn
        g.threat_actions()
    assert [o.position for o in gr.sabotage] == positions
    assert all(o.state == ACTIVE for o in gr.sabotage)
    for letter, red, white in zip("ABC", first, second):
        assert g.covering(Station.UPPER_RED, letter) == [red]
        assert g.covering(Station.UPPER_WHITE, letter) == [white]


def test_gremlin_inaccessible_one_hit_a_turn_ignored():
    g = nf([("SI3-106", 1)], crew=[["empty"], ["empty"]])
    gr = put_in_play(g, "SI3-106")
    gr.hit_by_bots(g, g.players[0], Station.UPPER_RED)
    assert gr.state == ACTIVE
    gr.hit_by_bots(g, g.players[1], Station.UPPER_RED)
    assert gr.state == DESTROYED


def test_gremlin_not_destroyed_knocks_everyone_out_at_the_jump_even_after_its_z():
    g = nf([("SI3-106", 1)], crew=[["empty"], ["empty"]]).run()
    gr = next(t for t in g.threats if t.id == "SI3-106" and t.name == "Cyber Gremlin")
    assert gr.state == SURVIVED and g.lost is None
    assert all(p.knocked_out for p in g.players)
    res = resolve(record([("SI3-106", 1)], [["empty"], ["empty"]]))
    assert res.result.threats[0].points == 8          # still survived
    assert all(t.points == 0 for t in res.result.threats[1:])


def test_destroyed_gremlin_knocks_no_one_out_at_the_jump():
    g = nf([("SI3-106", 1)], crew=[["empty"]])
    gr = put_in_play(g, "SI3-106")
    g.destroy_threat(gr)
    g.at_jump()
    assert not g.players[0].knocked_out
