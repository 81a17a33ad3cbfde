"""Our readings of The New Frontier's cards where the public resolver
ecm85/space-alert-resolver (the peer of `benchmarks/peer_compare.py`) reads them
otherwise and the two engines part on a mission (`benchmarks/peer_compare.md`, "Where
the twelve part"). Each test pins the rulebook's words or the card's facts; the other
places where the peer parts are pinned by the tests the rulings name (NEI4, NEI11, NA9,
R10)."""
from __future__ import annotations

from spacealert_tui.rules.layout import Station
from tests.rules.builders import place, put_in_play
from tests.rules.new_frontier.nf_builders import nf_game

VORTEX = {"card": "SI3-104", "turn": 1, "summons": "I1-05"}


def test_reversed_shields_get_no_bonus_in_a_turn_nobody_repairs_them():
    """Expansion, *Escudos inversos*: "Si la reparación es realizada por un único
    jugador, la avería recibe 1 cubo rojo adicional al concluir las acciones de los
    jugadores". The bonus belongs to the turn of that repair: in a turn nobody repairs
    the card, it takes nothing, whoever repaired it alone before (ruling NID6)."""
    g = nf_game(threats=[("I3-103", 1)], crew=[["B", "empty"]])
    shields = put_in_play(g, "I3-103")
    place(g, 0, "upper-red")
    g.play_turn(1)
    assert shields.damage == 2                    # one repairer alone: 1 + the bonus
    g.play_turn(2)
    assert shields.damage == 2                    # nobody repairs: no bonus


def test_the_ninjas_drones_poison_from_the_turn_it_appears_before_its_x():
    """Expansion, *Ninja*: "Cuando el Ninja aparece, debéis colocar una ficha en la
    estación superior azul y otra en la estación inferior blanca. Cualquier jugador que
    comience o termine su movimiento en estos lugares quedará envenenado". A move in the
    very turn it appears, long before its X, poisons (ruling NID8)."""
    g = nf_game(threats=[("I2-102", 1)], crew=[["blue", "empty"], ["empty", "empty"]])
    g.play_turn(1)                                # it appears, then crew 1 moves to upper blue
    ninja = next(t for t in g.threats if t.id == "I2-102")
    assert ninja.position > g.internal_track.letters.index("X")     # its X is still ahead
    assert ninja.poisoned == {0}


def test_the_vortexs_second_y_swaps_back_the_players_its_first_y_swapped():
    """The Vortex's Y (card): players in upper red and upper blue swap places, and so do
    lower red and lower blue. Expansion, *Vórtice espacio-temporal*: "la inversión de
    zonas provocada por la acción son teletransportes". Every Y swaps the crew where it
    stands then, so a second Y brings back those the first one moved (ruling NEI1)."""
    g = nf_game([VORTEX], crew=[["empty"]] * 4)
    vortex = put_in_play(g, "SI3-104")
    start = ("upper-red", "lower-blue", "upper-white", "lower-red")
    for i, where in enumerate(start):
        place(g, i, where)
    vortex.perform("Y", g)
    assert [p.station for p in g.players] == [Station.UPPER_BLUE, Station.LOWER_RED,
                                               Station.UPPER_WHITE, Station.LOWER_BLUE]
    vortex.perform("Y", g)
    assert [p.station for p in g.players] == [Station.UPPER_RED, Station.LOWER_BLUE,
                                               Station.UPPER_WHITE, Station.LOWER_RED]
