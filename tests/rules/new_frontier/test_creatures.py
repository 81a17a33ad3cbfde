"""New Frontier creatures: Driller, Rabid Beast, Siren, Parasite (expansion rulebook,
appendix pp.38–39; printed values from the resolver ecm85/space-alert-resolver)."""
from __future__ import annotations

import pytest

from spacealert_tui.rules import record_from_dict
from spacealert_tui.rules.layout import Station, Zone
from spacealert_tui.rules.new_frontier.game import NewFrontierGame
from spacealert_tui.rules.rulesets import game_class
from spacealert_tui.rules.threats import CARDS
from spacealert_tui.rules.threats.base import ACTIVE, DESTROYED, SURVIVED
from tests.rules.builders import place, put_in_play, record
from tests.rules.new_frontier.spec_builders import member, spec_doc


def nf(threats, crew=(("empty",),), **kw) -> NewFrontierGame:
    rec = record(threats, crew, **kw)
    assert game_class(rec) is NewFrontierGame
    return NewFrontierGame(rec)


def tiles(game, zone: Zone) -> int:
    return game.ship.damage_count(zone)


def test_printed_values():
    # (hp, speed, start, serious, points survived/destroyed, fights back)
    facts = {"I3-107": (2, 3, (Station.LOWER_BLUE,), False, (4, 8), False),
             "SI3-101": (2, 2, (Station.UPPER_BLUE,), True, (8, 16), True),
             "SI3-105": (2, 2, (Station.UPPER_RED,), True, (8, 16), True),
             "SI3-107": (1, 2, (), True, (8, 16), False)}
    for card, (hp, speed, start, serious, points, fights) in facts.items():
        cls = CARDS[card]
        assert (cls.hp, cls.speed, cls.start, cls.serious) == (hp, speed, start, serious), card
        assert cls.point_values() == points and cls.fights_back is fights, card
        assert cls.set == "new_frontier" and cls.color == "red" and cls.kind == "internal"
    assert CARDS["I3-107"].name_es == "Perforador" and CARDS["SI3-101"].name_es == "Bestia rabiosa"
    assert CARDS["SI3-105"].name_es == "Sirena" and CARDS["SI3-107"].name_es == "Parásito"


# -- Driller (J19) -------------------------------------------------------------------------
def test_driller_inaccessible_until_its_x():
    g = nf([("I3-107", 1)], crew=[["empty"], ["empty"]])
    d = put_in_play(g, "I3-107")
    place(g, 0, "lower-blue")
    d.hit_by_bots(g, g.players[0], Station.LOWER_BLUE)
    assert d.damage == 0                     # the first hit of the turn is ignored
    d.hit_by_bots(g, g.players[0], Station.LOWER_BLUE)
    assert d.damage == 1                     # the second lands
    g.turn += 1
    d.perform("X", g)
    d.hit_by_bots(g, g.players[0], d.stations[0])
    assert d.state == DESTROYED              # after X a single hit counts


def test_driller_heads_for_the_most_damaged_zone_on_its_deck():
    # rulebook p.38: in the blue zone it goes to the centre if white or red is the most damaged
    g = nf([("I3-107", 1)], initial_damage={"red": ["structure", "gravolift"], "white": ["structure"]})
    d = put_in_play(g, "I3-107")
    d.perform("X", g)
    assert d.stations == [Station.LOWER_WHITE]
    d.perform("Y", g)
    assert d.stations == [Station.LOWER_RED]
    d.perform("Y", g)
    assert d.stations == [Station.LOWER_RED]     # already there; never changes deck


def test_driller_stays_when_its_zone_is_the_most_damaged_and_ties_go_white():
    g = nf([("I3-107", 1)], initial_damage={"blue": ["structure"]})
    d = put_in_play(g, "I3-107")
    d.perform("Y", g)
    assert d.stations == [Station.LOWER_BLUE]
    g2 = nf([("I3-107", 1)], initial_damage={"red": ["structure"], "blue": ["structure"]})
    d2 = put_in_play(g2, "I3-107")
    d2.perform("Y", g2)
    assert d2.stations == [Station.LOWER_WHITE]  # a tie: toward white
    d2.perform("Y", g2)
    assert d2.stations == [Station.LOWER_WHITE]  # and stays there


def test_driller_z_deals_4_in_its_zone():
    g = nf([("I3-107", 1)])
    d = put_in_play(g, "I3-107")
    d.perform("Z", g)
    assert tiles(g, Zone.BLUE) == 4


# -- Rabid Beast (J23) ---------------------------------------------------------------------
def test_rabid_beast_x_infects_then_moves_twice_toward_red():
    g = nf([("SI3-101", 1)], crew=[["empty"], ["empty"], ["empty"]])
    b = put_in_play(g, "SI3-101")
    place(g, 0, "upper-blue")
    place(g, 1, "upper-red")
    b.perform("X", g)
    assert b.infected == [g.players[0]] and b.stations == [Station.UPPER_RED]
    b.perform("Y", g)      # infects P2 in upper red, then lower red, then lower white
    assert b.infected == [g.players[0], g.players[1]] and b.stations == [Station.LOWER_WHITE]
    b.perform("X", g)      # nobody new: each player is infected once
    assert len(b.infected) == 2


def test_rabid_beast_survives_infected_deal_2_each_and_it_adds_4():
    g = nf([("SI3-101", 1)], crew=[["empty"], ["empty"], ["empty"]])
    b = put_in_play(g, "SI3-101")
    place(g, 0, "upper-blue")
    place(g, 1, "upper-blue")
    place(g, 2, "upper-blue")
    b.perform("X", g)
    place(g, 1, "lower-red")
    g.knock_out(g.players[2], "test")             # knocked out: no damage from him
    b.perform("Z", g)
    assert tiles(g, Zone.BLUE) == 2 and tiles(g, Zone.RED) == 2 + 4
    assert b.infected == []                       # the infection ends with Z


def test_destroyed_rabid_beast_token_moves_on_and_infection_strikes_at_its_z():
    g = nf([("SI3-101", 1)], crew=[["empty"], ["empty"]])
    b = put_in_play(g, "SI3-101", position=5)
    place(g, 0, "upper-blue")
    b.perform("X", g)
    g.destroy_threat(b)
    assert b.state == DESTROYED and b.lingers()
    g.turn = 5
    g.threat_actions()                            # square 5 to 3: nothing yet
    assert b.position == 3 and tiles(g, Zone.BLUE) == 0
    place(g, 0, "lower-white")
    g.threat_actions()                            # Z: P1 deals 2 in his zone, no +4
    assert b.position == 1 and not b.lingers()
    assert tiles(g, Zone.WHITE) == 2 and tiles(g, Zone.RED) == 0 and b.state == DESTROYED


def test_destroyed_rabid_beast_infection_does_nothing_if_the_ship_jumps_first():
    # checklist P05: its token is on square 6 before turn 12, on square 2 at the jump
    g = nf([("SI3-101", 1)], crew=[["empty"]])
    b = put_in_play(g, "SI3-101", position=6, turn=11)
    place(g, 0, "upper-blue")
    b.perform("X", g)
    g.destroy_threat(b)
    g.play_turn(12)
    g.final_turn()
    assert b.position == 2 and b.lingers() and b.state == DESTROYED
    assert sum(tiles(g, z) for z in (Zone.RED, Zone.WHITE, Zone.BLUE)) == 0
    assert g.lost is None


# -- Siren (J24) ------------------------------------------------------------------------------
def test_siren_x_knocks_out_the_lonely_and_y_the_company_never_the_pilot():
    g = nf([("SI3-105", 1)], crew=[["empty"]] * 5)
    s = put_in_play(g, "SI3-105")
    place(g, 0, "upper-red")
    place(g, 1, "lower-red")
    place(g, 2, "lower-red")
    place(g, 3, "interceptors")
    place(g, 4, "lower-blue")
    s.perform("X", g)
    assert [p.knocked_out for p in g.players] == [True, False, False, False, True]
    s.perform("Y", g)
    assert [p.knocked_out for p in g.players] == [True, True, True, False, True]
    s.perform("Z", g)
    assert not g.players[3].knocked_out


def test_siren_teleports_on_its_first_hit_so_it_can_be_hit_twice_in_a_turn():
    # rulebook p.39: a player with bots waiting in its new station, who has not acted
    # yet this turn, can hit it again (destination lower blue: ruling NEI6)
    g = nf([("SI3-105", 1)], crew=[["empty"], ["empty"]])
    s = put_in_play(g, "SI3-105")
    place(g, 0, "upper-blue")
    place(g, 1, "lower-red")
    g.take_bots(g.players[0], False)
    g.take_bots(g.players[1], False)
    place(g, 0, "upper-red")
    place(g, 1, "lower-blue")
    g.bots_action(g.players[0], True)
    assert s.stations == [Station.LOWER_BLUE] and s.hp_left == 1
    g.bots_action(g.players[1], True)
    assert s.state == DESTROYED


def test_siren_fights_back():
    g = nf([("SI3-105", 1)], crew=[["empty"]])
    put_in_play(g, "SI3-105")
    place(g, 0, "upper-blue")
    g.take_bots(g.players[0], False)
    place(g, 0, "upper-red")
    g.bots_action(g.players[0], False)
    assert not g.players[0].squad.ready


def test_siren_z_knocks_out_everyone_aboard():
    g = nf([("SI3-105", 1)], crew=[["empty"], ["empty"]])
    s = put_in_play(g, "SI3-105")
    place(g, 1, "lower-blue")
    s.perform("Z", g)
    assert all(p.knocked_out for p in g.players)


# -- Parasite (J26) ------------------------------------------------------------------------
def test_parasite_waits_then_sticks_to_the_first_player_who_moves():
    crew = [["empty", "C"], ["empty", "red"], ["empty", "blue"]]
    g = nf([("SI3-107", 1)], crew=crew)
    g.play_turn(1)
    p = next(t for t in g.threats if t.id == "SI3-107")
    assert p.host is None and p.stations == [] and p.where().startswith("beside the ship")
    g.play_turn(2)
    assert p.host is g.players[1] and p.stations == [Station.UPPER_RED]


def test_parasite_ignores_teleports():
    g = nf([("SI3-107", 1)], crew=[["empty"]])
    p = put_in_play(g, "SI3-107")
    g.teleport_player(g.players[0], Station.LOWER_WHITE, "by teleport (test)")
    assert p.host is None


def test_parasite_actions_do_nothing_without_a_host():
    g = nf([("SI3-107", 1)], crew=[["empty"], ["empty"]])
    p = put_in_play(g, "SI3-107")
    shields = list(g.ship.shields)
    for letter in "XYZ":
        p.perform(letter, g)
    assert g.ship.shields == shields and not any(pl.knocked_out for pl in g.players)
    assert sum(tiles(g, z) for z in (Zone.RED, Zone.WHITE, Zone.BLUE)) == 0


def test_parasite_x_y_z_through_its_host():
    g = nf([("SI3-107", 1)], crew=[["empty"], ["empty"], ["empty"]])
    p = put_in_play(g, "SI3-107")
    p.host = g.players[0]
    place(g, 0, "upper-red")
    place(g, 1, "upper-red")
    place(g, 2, "lower-red")
    shield, reactor = g.ship.shields[Zone.RED], g.ship.reactors[Zone.RED]
    p.perform("X", g)                      # upstairs: the shield loses 1
    assert g.ship.shields[Zone.RED] == shield - 1
    place(g, 0, "lower-red")
    p.perform("X", g)                      # downstairs: the reactor loses 1
    assert g.ship.reactors[Zone.RED] == reactor - 1
    p.perform("Y", g)                      # everyone else in the host's station
    assert [pl.knocked_out for pl in g.players] == [False, False, True]
    p.perform("Z", g)                      # the host deals 5 to his zone
    assert tiles(g, Zone.RED) == 5


def test_parasite_only_another_players_bots_destroy_it_knocking_out_the_host():
    g = nf([("SI3-107", 1)], crew=[["empty"], ["empty"]])
    p = put_in_play(g, "SI3-107")
    place(g, 0, "upper-blue")
    place(g, 1, "upper-blue")
    g.take_bots(g.players[0], False)
    p.host = g.players[0]
    g.bots_action(g.players[0], False)     # the host's own squad cannot attack it
    assert p.state == ACTIVE
    g.take_bots(g.players[1], False)       # no squad left here: give P2 P1's
    g.players[1].squad, g.players[0].squad = g.players[0].squad, None
    g.players[1].squad.holder = g.players[1]
    g.bots_action(g.players[1], True)      # heroic: still disabled by destroying it
    assert p.state == DESTROYED and g.players[0].knocked_out
    assert not g.players[1].squad.ready


def test_parasite_ends_survived_when_its_host_is_knocked_out_otherwise():
    g = nf([("SI3-107", 1)], crew=[["empty"]])
    p = put_in_play(g, "SI3-107")
    p.host = g.players[0]
    g.knock_out(g.players[0], "something else")
    assert p.state == SURVIVED


def test_parasite_sticks_to_the_medic_moving_under_his_special_card():
    """The Parasite takes the first crew member who moves to another station; the Medic's
    move under his special card is a movement card (expansion rulebook p.18)."""
    doc = spec_doc(member(None, ["empty", "empty"]), member("medic", ["empty", "red+spec"]),
                   threats=[("SI3-107", 1)])
    g = NewFrontierGame(record_from_dict(doc))
    g.play_turn(1), g.play_turn(2)
    p = next(t for t in g.threats if t.id == "SI3-107")
    assert p.host is g.players[1]


@pytest.mark.parametrize("card", ["red+A", "A+red"])
def test_parasite_sticks_to_either_half_of_a_double_card_that_moves(card):
    doc = spec_doc(member(None, ["empty", card]), threats=[("SI3-107", 1)], rules=["double_actions"])
    g = NewFrontierGame(record_from_dict(doc))
    g.play_turn(1), g.play_turn(2)
    p = next(t for t in g.threats if t.id == "SI3-107")
    assert p.host is g.players[0] and p.stations == [Station.UPPER_RED]
