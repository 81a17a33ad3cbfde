"""Every base external card: printed values, names, points and its plain X/Y/Z.

Values as docs/reference/threats.md gives them and says where from (with the rulings of
docs/rulings.md, "External threats", where the sources disagree). Special rules are
tested card by card in test_external_common.py / test_external_serious.py.
"""
from __future__ import annotations

import pytest

from spacealert_tui.rules.game import ShipLost
from spacealert_tui.rules.layout import Zone
from spacealert_tui.rules.threats import CARDS
from tests.rules.builders import game, put_in_play

# id: (name, name_es, colour, serious, hp, shield, speed, rocket_immune, heavy_immune)
VALUES = {
    "E1-01": ("Pulse Ball", None, "white", False, 5, 1, 2, False, False),
    "E1-02": ("Destroyer", "Destructor", "white", False, 5, 2, 2, False, False),
    "E1-03": ("Stealth Fighter", "Caza furtivo", "white", False, 4, 2, 3, False, False),
    "E1-04": ("Energy Cloud", "Nube de energía", "white", False, 5, 3, 2, False, False),
    "E1-05": ("Gunship", None, "white", False, 5, 2, 2, False, False),
    "E1-06": ("Cryoshield Fighter", "Caza con crioscudo", "white", False, 4, 1, 3, False, False),
    "E1-07": ("Fighter", None, "white", False, 4, 2, 3, False, False),
    "E1-08": ("Armored Grappler", None, "white", False, 4, 3, 2, False, False),
    "E1-09": ("Amoeba", None, "white", False, 8, 0, 2, True, False),
    "E1-10": ("Meteoroid", None, "white", False, 5, 0, 5, True, False),
    "E2-01": ("Kamikaze", None, "yellow", False, 5, 2, 4, False, False),
    "E2-02": ("Scout", "Explorador", "yellow", False, 3, 1, 2, False, True),
    "E2-03": ("Phantom Fighter", "Caza fantasma", "yellow", False, 3, 3, 3, False, False),
    "E2-04": ("Swarm", "Enjambre", "yellow", False, 3, 0, 2, True, False),
    "E2-05": ("Jellyfish", "Medusa", "yellow", False, 13, -2, 2, True, False),
    "E2-06": ("Marauder", "Saqueador", "yellow", False, 6, 1, 3, False, False),
    "E2-07": ("Minor Asteroid", "Pequeño asteroide", "yellow", False, 7, 0, 4, True, False),
    "SE1-01": ("Frigate", None, "white", True, 7, 2, 2, False, False),
    "SE1-02": ("Man-of-War", None, "white", True, 9, 2, 1, False, False),
    "SE1-03": ("Leviathan Tanker", "Leviatán de Abastecimiento", "white", True, 8, 3, 2, False, False),
    "SE1-04": ("Pulse Satellite", "Satélite de pulsos", "white", True, 4, 2, 3, False, False),
    "SE1-05": ("Cryoshield Frigate", "Fragata con crioscudo", "white", True, 7, 1, 2, False, False),
    "SE1-06": ("Interstellar Octopus", None, "white", True, 8, 1, 2, True, False),
    "SE1-07": ("Maelstrom", "Maelstrom", "white", True, 8, 3, 2, False, False),
    "SE1-08": ("Asteroid", "Asteroide", "white", True, 9, 0, 3, True, False),
    "SE2-01": ("Behemoth", "Behemot", "yellow", True, 7, 4, 2, False, False),
    "SE2-02": ("Juggernaut", "Juggernaut", "yellow", True, 10, 3, 1, False, False),
    "SE2-03": ("Psionic Satellite", "Satélite psiónico", "yellow", True, 5, 2, 2, False, False),
    "SE2-04": ("Nebula Crab", None, "yellow", True, 7, 2, 2, True, False),
    "SE2-05": ("Nemesis", "Némesis", "yellow", True, 9, 1, 3, False, False),
    "SE2-06": ("Major Asteroid", "Asteroide gigante", "yellow", True, 11, 0, 2, True, False),
}

POINTS = {("white", False): (2, 4), ("yellow", False): (3, 6),
          ("white", True): (4, 8), ("yellow", True): (6, 12)}


def test_the_base_game_has_exactly_these_31_external_cards():
    base = {c for c, cls in CARDS.items() if cls.kind == "external" and cls.set == "base"}
    assert base == set(VALUES)


@pytest.mark.parametrize("card", sorted(VALUES))
def test_printed_values_names_and_points(card):
    cls = CARDS[card]
    name, name_es, color, serious, hp, shield, speed, rocket_immune, heavy_immune = VALUES[card]
    assert (cls.name, cls.name_es, cls.color, cls.serious) == (name, name_es, color, serious)
    assert (cls.hp, cls.shield, cls.speed) == (hp, shield, speed)
    assert (cls.rocket_immune, cls.heavy_laser_immune) == (rocket_immune, heavy_immune)
    assert cls.point_values() == POINTS[(color, serious)]
    assert cls.rules and cls.rules.endswith(".")


# X/Y/Z as shield energy spent per zone (red, white, blue) by a card on the white track
# with 20 energy in every shield and no damage on the card. "drain" = all shields emptied.
DRAIN = (20, 20, 20)
PROFILE = {
    "E1-01": ((1, 1, 1), (1, 1, 1), (2, 2, 2)),
    "E1-02": ((0, 1, 0), (0, 2, 0), (0, 2, 0)),
    "E1-03": ((0, 0, 0), (0, 2, 0), (0, 2, 0)),
    "E1-04": (DRAIN, (1, 0, 1), (2, 0, 2)),
    "E1-05": ((0, 2, 0), (0, 2, 0), (0, 3, 0)),
    "E1-06": ((0, 1, 0), (0, 2, 0), (0, 2, 0)),
    "E1-07": ((0, 1, 0), (0, 2, 0), (0, 3, 0)),
    "E1-08": ((0, 1, 0), (0, 0, 0), (0, 4, 0)),
    "E1-09": ((0, 0, 0), (0, 0, 0), (0, 5, 0)),
    "E1-10": ((0, 0, 0), (0, 0, 0), (0, 5, 0)),
    "E2-01": ((0, 0, 0), (0, 0, 0), (0, 6, 0)),
    "E2-02": ((0, 0, 0), (0, 0, 0), None),          # Z ignores shields: 3 tiles
    "E2-03": ((0, 0, 0), (0, 2, 0), (0, 3, 0)),
    "E2-04": ((0, 1, 0), (1, 2, 1), (2, 3, 2)),
    "E2-05": ((1, 1, 1), (1, 1, 1), (2, 2, 2)),
    "E2-06": ((0, 0, 0), (1, 1, 1), (0, 4, 0)),
    "E2-07": ((0, 0, 0), (0, 0, 0), (0, 7, 0)),
    "SE1-01": ((0, 2, 0), (0, 3, 0), (0, 4, 0)),
    "SE1-02": ((0, 2, 0), (0, 3, 0), (0, 5, 0)),
    "SE1-03": ((0, 2, 0), (0, 2, 0), (0, 2, 0)),
    "SE1-04": ((1, 1, 1), (2, 2, 2), (3, 3, 3)),
    "SE1-05": ((0, 2, 0), (0, 3, 0), (0, 4, 0)),
    "SE1-06": ((0, 0, 0), (0, 0, 0), (0, 16, 0)),   # undamaged: X/Y do not attack
    "SE1-07": (DRAIN, (2, 0, 2), (3, 0, 3)),
    "SE1-08": ((0, 0, 0), (0, 0, 0), (0, 9, 0)),
    "SE2-01": ((0, 2, 0), (0, 3, 0), (0, 6, 0)),
    "SE2-02": ((0, 2, 0), (0, 3, 0), (0, 7, 0)),
    "SE2-03": ((0, 0, 0), (0, 0, 0), (0, 0, 0)),
    "SE2-04": ((0, 0, 0), (0, 0, 0), (5, 0, 5)),
    "SE2-05": ((0, 1, 0), (0, 2, 0), None),          # Z: the mission is lost
    "SE2-06": ((0, 0, 0), (0, 0, 0), (0, 11, 0)),
}


def test_profile_covers_every_card():
    assert set(PROFILE) == set(VALUES)


@pytest.mark.parametrize("letter", ["X", "Y", "Z"])
@pytest.mark.parametrize("card", sorted(PROFILE))
def test_xyz_attacks_on_the_white_track(card, letter):
    g = game(threats=[(card, 1, "white")])
    threat = put_in_play(g, card)
    g.ship.shields = [20, 20, 20]
    expected = PROFILE[card]["XYZ".index(letter)]
    if expected is None and card == "SE2-05":
        with pytest.raises(ShipLost):
            threat.perform(letter, g)
        return
    threat.perform(letter, g)
    if card == "E2-02" and letter == "Z":     # 3 ignoring shields: 3 tiles, shield untouched
        assert [len(t) for t in g.ship.tiles] == [0, 3, 0]
        return
    spent = tuple(20 - g.ship.shields[z] for z in (Zone.RED, Zone.WHITE, Zone.BLUE))
    assert spent == expected
    assert g.ship.tiles == [[], [], []]
