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
    res = run(threats=[("E1-07", 1, "white")], crew=[["A", "A"]],
              tracks={"red": 1, "white": 3, "blue": 2, "internal": 4})
    fighter = res.result.threats[0]
    assert fighter.outcome == "destroyed" and fighter.points == 4


def test_delay_shifts_cards_until_a_gap():
    """§3.2: the card of the delayed turn moves right, pushing the cards behind it, up to
    the first empty space. R6: a second delay of that turn finds its space empty and
    moves nothing; so does a delay of a turn planned empty."""
    g = game(crew=[["A", "B", "C", "empty", "red", "A"]])
    p = g.players[0]
    assert p.delay(2)
    after_one = ["A", "empty", "B", "C", "red", "A", "empty"]
    assert [a.token for a in p.actions[:7]] == after_one
    assert not p.delay(2)                     # delays of one turn never add up
    assert [a.token for a in p.actions[:7]] == after_one
    g2 = game(crew=[["A", "empty", "B"]])
    assert not g2.players[0].delay(2)         # nothing in that space: nothing moves
    assert [a.token for a in g2.players[0].actions[:4]] == ["A", "empty", "B", "empty"]


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


def test_damage_piles_are_fixed_for_a_seed_forever():
    """The tile order of a seed must never change (logged missions replay identically)."""
    from spacealert_tui.rules.ship import Ship

    piles = [[t.label for t in reversed(p)] for p in Ship(1234).piles]
    assert piles == PILES_1234
    assert Ship(1234).piles == Ship(1234).piles and Ship(1234).piles != Ship(1235).piles


PILES_1234 = [
    ["lower_cannon", "reactor", "structure", "upper_cannon", "shield", "gravolift"],
    ["upper_cannon", "gravolift", "shield", "lower_cannon", "structure", "reactor"],
    ["shield", "upper_cannon", "structure", "gravolift", "reactor", "lower_cannon"],
]
