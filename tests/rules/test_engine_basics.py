"""The ship, the crew's actions and the turn flow, without special threat rules."""
from __future__ import annotations

from spacealert_tui.rules.layout import Station, Zone
from tests.rules.builders import game, place, put_in_play, run


def test_everyone_starts_on_the_bridge_with_the_rulebook_values():
    g = game()
    assert [p.station for p in g.players] == [Station.UPPER_WHITE]
    ship = g.ship
    assert ship.shields == [1, 1, 1] and ship.reactors == [2, 3, 2]
    assert ship.capsules == 3 and ship.rockets == 3


def test_fighter_is_destroyed_by_two_heavy_laser_hits():
    res = run(threats=[("E1-07", 1, "white")], crew=[["A", "A"]], tracks={"red": 1, "white": 3, "blue": 2, "internal": 4})
    fighter = res.result.threats[0]
    assert fighter.outcome == "destroyed" and fighter.points == 4


def test_delay_shifts_cards_until_a_gap():
    g = game(crew=[["A", "B", "C", "empty", "red"]])
    p = g.players[0]
    assert p.delay(2)
    assert [a.token for a in p.actions[:6]] == ["A", "empty", "B", "C", "red", "empty"]
    assert not p.delay(2)   # delays of one turn never add up


def test_threat_attack_absorbed_by_shield_then_tiles():
    g = game(threats=[("E1-05", 1, "red")])
    t = put_in_play(g, "E1-05")
    g.attack_zone(Zone.RED, 3, t)
    assert g.ship.shields[Zone.RED] == 0
    assert len(g.ship.tiles[Zone.RED]) == 2


def test_place_helper_moves_a_crew_member():
    g = game(crew=[["A"], ["A"]])
    place(g, 1, "lower-blue")
    assert g.players[1].station is Station.LOWER_BLUE
