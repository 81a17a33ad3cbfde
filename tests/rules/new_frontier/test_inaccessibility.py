"""Inaccessibility (I10; The New Frontier pp.5–6, *Inaccesibilidad*): each turn an
internal threat ignores its first N points of damage. The rulebook's examples are
tests; the Pulse Cannon Short Circuit (inaccessibility 1) is the card in play, and a
throwaway intruder checks battle bots.
"""
from __future__ import annotations

from spacealert_tui.rules.layout import Station as S
from spacealert_tui.rules.new_frontier.threats.internal_kit import Inaccessible
from spacealert_tui.rules.threats import CARDS
from spacealert_tui.rules.threats.base import DESTROYED, Intruder
from tests.rules.builders import place, put_in_play
from tests.rules.new_frontier.nf_builders import arm, crew, nf_game


def short_circuit(players: int):
    g = nf_game(threats=[("I3-102", 1)], crew=crew(players))
    t = put_in_play(g, "I3-102")
    for i in range(players):
        place(g, i, "lower-white")
    return g, t


def test_example_a_single_repair_adds_no_cube():
    """p.6: inaccessibility 1, a single repair in the turn → no damage, no cube."""
    g, t = short_circuit(1)
    g.press(g.players[0], "A", False)
    assert t.damage == 0
    assert any("ignores 1 damage (inaccessibility 1" in str(e) for e in g.events)


def test_example_a_heroic_repair_adds_one_cube():
    """p.6: a heroic repair → the first point has no effect, the second is a cube."""
    g, t = short_circuit(1)
    g.press(g.players[0], "A", True)
    assert t.damage == 1


def test_example_three_coordinated_repairs_add_two_cubes():
    """p.6: three players coordinating → the first point is ignored, two cubes."""
    g, t = short_circuit(3)
    for p in g.players:
        g.press(p, "A", False)
    assert t.damage == 2 and t.state == DESTROYED


def test_the_tally_restarts_every_turn():
    g = nf_game(threats=[("I3-102", 1)], crew=[["A", "A"], ["empty", "A"]])
    t = put_in_play(g, "I3-102")
    place(g, 0, "lower-white")
    place(g, 1, "lower-white")
    g.play_turn(1)
    assert t.damage == 0                 # one repair, ignored
    g.play_turn(2)
    assert t.damage == 1                 # two repairs: the first ignored again


class _Sneak(Inaccessible, Intruder):
    id, name, hp, speed, inaccessibility = "T-IN", "Sneak", 2, 2, 1
    start = (S.LOWER_RED,)


def test_example_battle_bots_must_coordinate():
    """p.6: against an intruder with inaccessibility 1 the first bots' attack does
    nothing, the second deals 1."""
    g = nf_game(crew=crew(2))
    sneak = _Sneak(1, g.internal_track)
    g.add_threat(sneak)
    g.turn = 1
    g.threat_appears(sneak)
    for i, storage in ((0, S.LOWER_RED), (1, S.UPPER_BLUE)):
        arm(g, i, storage)
        place(g, i, "lower-red")
    g.bots_action(g.players[0], False)
    assert sneak.damage == 0
    g.bots_action(g.players[1], False)
    assert sneak.damage == 1


def test_every_card_printed_with_inaccessibility_applies_it():
    """A card that prints a green shield ignores that much damage in a turn, then
    takes the rest (whichever class implements it)."""
    for card, cls in CARDS.items():
        if cls.kind == "internal" and cls.inaccessibility:
            draw = {"card": card, "turn": 1}
            if cls.summons:
                draw["summons"] = "E1-07" if cls.summons == "external" else "I1-01"
            g = nf_game(threats=[draw])
            t = put_in_play(g, card)
            t.take_damage(cls.inaccessibility, g)
            assert t.damage == 0, card
            t.take_damage(1, g)
            assert t.damage == 1, card
