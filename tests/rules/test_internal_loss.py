"""A ship lost to an internal threat's damage is lost to that threat, by its card.

Base rulebook, damage: "Cada zona tiene 6 losetas de daño. Si os veis obligados a robar
una séptima, la nave quedará destruida y habréis perdido la partida." And §6.3: "Si la
nave queda destruida [...] anotad el nombre de la amenaza que ha acabado con vosotros."
So the cause names the threat and its card, whichever kind of threat dealt the damage.
"""
from __future__ import annotations

from spacealert_tui.record.logbook import fatal_threat
from tests.rules.builders import run

SIX = ["structure", "gravolift", "shield", "reactor", "upper_cannon", "lower_cannon"]
TRACKS = {"red": 1, "white": 2, "blue": 3, "internal": 4}


def test_an_internal_threats_seventh_damage_names_its_card():
    """Skirmishers (I1-01) deal damage in their zone; every zone already holds its six
    tiles, so that damage is the seventh: the ship is lost to the Skirmishers."""
    res = run(threats=[("I1-01", 1)], tracks=TRACKS, initial_damage=dict.fromkeys(("red", "white", "blue"), SIX))
    assert res.result.status == "lost"
    assert res.result.lost_cause.startswith("Skirmishers #1 (I1-01): ")
    card, name = fatal_threat({"lost": {"cause": res.result.lost_cause},
                               "threats": [{"card": "I1-01", "name": "Skirmishers"}]})
    assert (card, name) == ("I1-01", "Skirmishers")
