"""Jumping threats (E3-105, E3-106 Jumper; SE3-106 Leaper): The New Frontier's
rulebook, *Saltos* (pp. 6–7). Values from the public resolver
ecm85/space-alert-resolver (docs/reference/threats.md)."""
from __future__ import annotations

import pytest

from spacealert_tui.rules import events as ev
from spacealert_tui.rules.layout import Zone
from spacealert_tui.rules.threats import CARDS
from tests.rules.builders import put_in_play
from tests.rules.new_frontier.nf_builders import nf_game
from tests.rules.new_frontier.test_phasing import _outcomes, attacks, own_move

R, W, B = Zone.RED, Zone.WHITE, Zone.BLUE
LONG = {"red": 7, "white": 6, "blue": 5, "internal": 4}     # 16, 15, 14 squares


@pytest.mark.parametrize("card, serious, hp, shield, speed, points", [
    ("E3-105", False, 6, 1, 3, (4, 8)), ("E3-106", False, 6, 1, 3, (4, 8)),
    ("SE3-106", True, 7, 2, 2, (8, 16))])
def test_printed_values(card, serious, hp, shield, speed, points):
    cls = CARDS[card]
    assert (cls.color, cls.serious, cls.set) == ("red", serious, "new_frontier")
    assert (cls.hp, cls.shield, cls.speed) == (hp, shield, speed)
    assert cls.point_values() == points


# (card, start zone, letter) -> attacks in order, from the card facts
@pytest.mark.parametrize("card, zone, letter, want, ends", [
    ("E3-105", "white", "X", [("red", 1)], R),                        # jump left, attack 1
    ("E3-105", "red", "X", [("blue", 1)], B),                         # red wraps to blue
    ("E3-105", "white", "Y", [("white", 1), ("red", 1)], R),
    ("E3-105", "blue", "Z", [("blue", 3), ("white", 1)], W),
    ("E3-106", "white", "X", [("blue", 1)], B),                       # jump right
    ("E3-106", "blue", "Y", [("blue", 1), ("red", 1)], R),            # blue wraps to red
    ("E3-106", "red", "Z", [("red", 3), ("white", 1)], W),
    ("SE3-106", "red", "X", [("red", 1), ("white", 1)], W),           # right
    ("SE3-106", "red", "Y", [("red", 2), ("blue", 1)], B),            # left
    ("SE3-106", "blue", "Z", [("blue", 4), ("red", 1)], R),           # right
])
def test_attack_jump_attack_hits_two_zones(card, zone, letter, want, ends):
    """I12, I13: the steps are done in order; the jump keeps the square."""
    g = nf_game(threats=[(card, 1, zone)], tracks=LONG)
    t = put_in_play(g, card, position=9)
    g.ship.shields = [20, 20, 20]
    start = len(g.events)
    t.perform(letter, g)
    assert attacks(g.events[start:]) == want
    assert t.zone == ends and t.track is g.tracks[ends] and t.position == 9


def test_jump_to_a_too_short_trajectory_stays_but_still_attacks():
    """I13: 'Jump left. Attack 1.' attacks even when the left trajectory is too short."""
    g = nf_game(threats=[("E3-105", 1, "white")], tracks={"red": 1, "white": 7, "blue": 5, "internal": 4})
    t = put_in_play(g, "E3-105", position=13)         # red 1 has 10 squares
    g.ship.shields = [20, 20, 20]
    start = len(g.events)
    t.perform("X", g)
    assert t.zone == W and attacks(g.events[start:]) == [("white", 1)]
    assert any("cannot jump left" in str(e) for e in g.events[start:])



@pytest.mark.parametrize("square, lands", [(10, True), (11, False)])
def test_a_trajectory_exactly_as_long_as_its_distance_takes_the_jump(square, lands):
    """Expansion rulebook, *Saltos* (pp. 6–7): "Si la amenaza tuviera que saltar a una trayectoria más corta
    y sin una casilla equivalente a su distancia respecto a la nave, permanecerá en la
    trayectoria en la que se encuentra." Red trajectory 1 has 10 squares: its square 10
    is the equivalent of square 10, so the jump lands there; from square 11 it has none."""
    g = nf_game(threats=[("E3-105", 1, "white")], tracks={"red": 1, "white": 7, "blue": 5, "internal": 4})
    t = put_in_play(g, "E3-105", position=square)
    assert g.tracks[R].length == 10
    g.ship.shields = [20, 20, 20]
    start = len(g.events)
    t.perform("X", g)                                 # jump left, attack 1
    zone = R if lands else W
    assert t.zone == zone and t.track is g.tracks[zone] and t.position == square
    assert attacks(g.events[start:]) == [(zone.label, 1)]


def test_squares_it_lands_on_by_jumping_do_nothing_this_move():
    """I13, ruling NB5: the rest of its move follows the trajectory it was moving along,
    and the new trajectory's X/Y/Z squares count from its next move."""
    # white 6 (15: X 10, Y 7, Y 3) -> jump left at X to red 7 (16: X 12, Y 8, Y 5)
    g = nf_game(threats=[("E3-105", 1, "white")], tracks=LONG)
    t = put_in_play(g, "E3-105", position=12)
    g.ship.shields = [20, 20, 20]
    events = own_move(g, t)                           # 12 -> 9 through white's X on 10
    assert t.zone == R and t.position == 9
    assert [e.letter for e in events if isinstance(e, ev.ThreatActs)] == ["X"]
    events = own_move(g, t)                           # 9 -> 6 on red: red's Y on 8
    assert [e.letter for e in events if isinstance(e, ev.ThreatActs)] == ["Y"]
    assert attacks(events) == [("red", 1), ("blue", 1)]


def test_it_can_do_the_same_letter_twice_in_a_mission():
    """I13: a jumper may perform a letter again on its new trajectory (never in one turn).
    White 2 (X on 8) -> jump left to red 1 (X on 5) -> X again the next turn."""
    g = nf_game(threats=[("E3-105", 1, "white")], tracks={"red": 1, "white": 2, "blue": 3, "internal": 4})
    t = put_in_play(g, "E3-105", position=9)
    g.ship.shields = [20, 20, 20]
    first = own_move(g, t)                             # 9 -> 6: X on white's 8, jumps to red
    second = own_move(g, t)                            # 6 -> 3: X on red's 5, jumps to blue
    assert [e.letter for e in first + second if isinstance(e, ev.ThreatActs)] == ["X", "X"]
    assert attacks(first) == [("red", 1)] and attacks(second) == [("blue", 1)]
    assert t.zone == B and t.position == 3


def test_points():
    assert _outcomes("E3-105", [["empty"]], red_track=1) == [("survived", 4)]
    assert _outcomes("SE3-106", [["empty"]], red_track=1) == [("survived", 8)]
