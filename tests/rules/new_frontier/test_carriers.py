"""Carriers (SE1-101 Spacecraft Carrier, E2-101 Mini-Carrier): every attack 2 weaker
while someone with an active squad is out in the interceptors (the expansion's
rulebook, *Amenazas blancas: Portanaves*)."""
from __future__ import annotations

import pytest

from spacealert_tui.rules import events as ev
from spacealert_tui.rules.layout import Zone
from spacealert_tui.rules.new_frontier.game import NewFrontierGame
from spacealert_tui.rules.threats import CARDS
from tests.rules.builders import put_in_play, record
from tests.rules.new_frontier.nf_builders import launch, nf_game, values_of
from tests.rules.test_external_common import shields_spent, tiles

R, W, B = Zone.RED, Zone.WHITE, Zone.BLUE

FACTS = {
    "SE1-101": ("Spacecraft Carrier", None, "white", True, "new_frontier", 6, 3, 2, 4, 8),
    "E2-101": ("Mini-Carrier", None, "yellow", False, "new_frontier", 5, 2, 2, 3, 6),
}
# what each of X, Y, Z takes from the (red, white, blue) shields, on the white track
FULL = {"X": (0, 2, 0), "Y": (3, 0, 3), "Z": (4, 4, 4)}
CUT = {"X": (0, 0, 0), "Y": (1, 0, 1), "Z": (2, 2, 2)}


@pytest.mark.parametrize("card", FACTS)
def test_printed_values_and_points(card):
    assert values_of(CARDS[card]) == FACTS[card]


def _carrier(card, *, pilot=False, squad=True):
    g = nf_game(threats=[(card, 1, "white")], crew=[[]])
    carrier = put_in_play(g, card, position=4)
    g.ship.shields = [20, 20, 20]
    if pilot:
        launch(g, 0, squad=squad)
    return g, carrier


@pytest.mark.parametrize("card", FACTS)
@pytest.mark.parametrize("letter", "XYZ")
def test_attacks_at_full_strength_with_nobody_in_the_interceptors(card, letter):
    g, carrier = _carrier(card)
    carrier.perform(letter, g)
    assert shields_spent(g) == FULL[letter]


@pytest.mark.parametrize("card", FACTS)
@pytest.mark.parametrize("letter", "XYZ")
def test_every_attack_is_2_weaker_while_the_interceptors_are_out(card, letter):
    g, carrier = _carrier(card, pilot=True)
    carrier.perform(letter, g)
    assert shields_spent(g) == CUT[letter]


def test_attack_2_does_nothing_while_the_interceptors_are_out():
    """Rulebook, *Portanaves*: 'an Attack 2 action will have no effect on your ship'."""
    g, carrier = _carrier("SE1-101", pilot=True)
    g.ship.shields = [0, 0, 0]
    start = len(g.events)
    carrier.perform("X", g)
    assert tiles(g) == [0, 0, 0]
    assert any("interceptors meet" in str(e) and "2 weaker" in str(e) for e in g.events[start:])


def test_a_pilot_without_an_active_squad_does_not_screen_the_ship():
    g, carrier = _carrier("E2-101", pilot=True, squad=False)
    carrier.perform("X", g)
    assert shields_spent(g) == FULL["X"]


def test_the_scouts_plus_one_still_counts_after_the_cut():
    """Ruling NA4: the cut comes off the printed strength, the Scout adds 1, never below 0."""
    g = nf_game(threats=[("SE1-101", 1, "white"), ("E2-02", 2, "red")], crew=[[]])
    carrier = put_in_play(g, "SE1-101", position=4)
    scout = put_in_play(g, "E2-02", position=9)
    scout.perform("X", g)
    g.ship.shields = [20, 20, 20]
    launch(g, 0)
    carrier.perform("X", g)                       # 2 - 2 + 1
    assert shields_spent(g) == (0, 1, 0)


class _FarInterceptors(NewFrontierGame):
    """Variable-distance interceptors out at distance 2 (the ruleset's own override)."""

    def interceptor_distance(self, pilot) -> int:
        return 2


@pytest.mark.parametrize("position, cut", [(4, False), (7, True), (11, True)])
def test_variable_interceptors_screen_only_at_the_carriers_distance_or_closer(position, cut):
    """Rulebook, *Portanaves*: with variable distance, only if the interceptors are at
    the carrier's distance or closer to the ship."""
    g = _FarInterceptors(record(threats=[("SE1-101", 1, "white")], crew=[[]]))
    carrier = put_in_play(g, "SE1-101", position=position)
    g.ship.shields = [20, 20, 20]
    launch(g, 0)
    carrier.perform("X", g)
    assert shields_spent(g) == (CUT if cut else FULL)["X"]


def test_a_whole_mission_with_the_pilot_out_when_the_carrier_attacks():
    """P1 takes bots at upper blue, launches from upper red in turn 5 and stays out
    (battle bots in space); P2 maintains the computer. The Mini-Carrier (white track 2,
    speed 2, from turn 4) reaches X in turn 5 and Z in turn 8: both cut by 2."""
    pilot = ["blue", "C", "red", "red", "C"] + ["bots"] * 7
    keeper = ["C", "empty", "empty", "C", "empty", "empty", "empty", "C"]
    g = nf_game(threats=[("E2-101", 4, "white")], crew=[pilot, keeper])
    g.run()
    attacks = [(e.zone, e.strength) for e in g.events if isinstance(e, ev.ShipAttacked)]
    assert attacks == [("white", 0), ("red", 2), ("white", 2), ("blue", 2)]
    assert g.threats[0].state == "survived"
