"""Printed values of the 24 base-game internal threat cards, against the reference
(docs/reference/threats.md, rulebook §7.2 *Amenazas internas*)."""
from __future__ import annotations

import pytest

from spacealert_tui.rules.layout import STATION_BY_NAME
from spacealert_tui.rules.threats import CARDS
from spacealert_tui.rules.threats.base import InternalThreat, Intruder, Malfunction

M, I = "malfunction", "intruder"  # noqa: E741  the two kinds, a letter each in the table below
# id: (name, name_es, color, serious, kind, hp, speed, start stations, system or fights back,
#      (survived, destroyed))
EXPECTED = {
    "I1-01": ("Skirmishers", None, "white", False, I, 1, 3, ["upper_red"], True, (2, 4)),
    "I1-02": ("Skirmishers", None, "white", False, I, 1, 3, ["upper_blue"], True, (2, 4)),
    "I1-03": ("Saboteur", None, "white", False, I, 1, 4, ["lower_white"], False, (2, 4)),
    "I1-04": ("Saboteur", None, "white", False, I, 1, 4, ["lower_white"], False, (2, 4)),
    "I1-05": ("Hacked Shields", None, "white", False, M, 3, 2, ["upper_blue"], "B", (2, 4)),
    "I1-06": ("Hacked Shields", None, "white", False, M, 3, 2, ["upper_red"], "B", (2, 4)),
    "I1-07": ("Unstable Warheads", "Ojivas inestables", "white", False, M, 3, 3, ["lower_blue"], "C",
              (2, 4)),
    "I2-01": ("Slime", "Lodo reptante", "yellow", False, I, 2, 2, ["lower_blue"], False, (3, 6)),
    "I2-02": ("Slime", "Lodo reptante", "yellow", False, I, 2, 2, ["lower_red"], False, (3, 6)),
    "I2-03": ("Troopers", None, "yellow", False, I, 2, 2, ["upper_red"], True, (3, 6)),
    "I2-04": ("Troopers", None, "yellow", False, I, 2, 2, ["lower_blue"], True, (3, 6)),
    "I2-05": ("Virus", None, "yellow", False, M, 3, 3, ["upper_white"], "C", (3, 6)),
    "I2-06": ("Overheated Reactor", "Reactor sobrecalentado", "yellow", False, M, 3, 2,
              ["lower_white"], "B", (3, 6)),
    "SI1-01": ("Commandos", None, "white", True, I, 2, 2, ["lower_red"], True, (4, 8)),
    "SI1-02": ("Commandos", None, "white", True, I, 2, 2, ["upper_blue"], True, (4, 8)),
    "SI1-03": ("Alien", "Alien", "white", True, I, 2, 2, ["lower_white"], True, (4, 8)),
    "SI1-04": ("Fissure", "Fisura", "white", True, M, 2, 2, [], "", (4, 8)),
    "SI1-05": ("Crossed Wires", None, "white", True, M, 4, 3, ["upper_white"], "B", (4, 8)),
    "SI1-06": ("BattleBot Uprising", "Revuelta robótica", "white", True, M, 4, 2,
               ["upper_blue", "lower_red"], "C", (4, 8)),
    "SI2-01": ("Executioner", None, "yellow", True, I, 2, 2, ["upper_blue"], True, (6, 12)),
    "SI2-02": ("Seeker", "Rastreador", "yellow", True, I, 2, 2, ["upper_white"], False, (6, 15)),
    "SI2-03": ("Power System Overload", "Sobrecarga de energía", "yellow", True, M, 7, 3,
               ["lower_red", "lower_white", "lower_blue"], "B", (6, 12)),
    "SI2-04": ("Contamination", "Contaminación", "yellow", True, I, 3, 2,
               ["upper_red", "lower_red", "upper_blue", "lower_blue"], False, (6, 12)),
    "SI2-05": ("Nuclear Device", "Dispositivo nuclear", "yellow", True, M, 1, 4, ["lower_white"], "C",
               (6, 12)),
}

# cards whose reference entry has a special rule beyond "mirror of" or plain X/Y/Z
WITH_RULES = {"I1-03", "I1-04", "I1-05", "I1-06", "I1-07", "I2-01", "I2-02", "I2-05", "I2-06",
              "SI1-01", "SI1-02", "SI1-03", "SI1-04", "SI1-05", "SI1-06", "SI2-01", "SI2-02",
              "SI2-03", "SI2-04", "SI2-05"}


def test_all_24_base_internal_cards_exist():
    base = sorted(c for c, cls in CARDS.items() if cls.kind == "internal" and cls.set == "base")
    assert base == sorted(EXPECTED)


@pytest.mark.parametrize("card", sorted(EXPECTED))
def test_printed_values(card):
    name, name_es, color, serious, kind, hp, speed, start, extra, points = EXPECTED[card]
    cls = CARDS[card]
    assert issubclass(cls, InternalThreat)
    assert (cls.name, cls.name_es, cls.color, cls.serious) == (name, name_es, color, serious)
    assert (cls.hp, cls.speed) == (hp, speed)
    assert list(cls.start) == [STATION_BY_NAME[s] for s in start]
    assert cls.point_values() == points
    if kind == M:
        assert issubclass(cls, Malfunction) and cls.system == extra
    else:
        assert issubclass(cls, Intruder) and cls.fights_back is extra


@pytest.mark.parametrize("card", sorted(WITH_RULES))
def test_every_special_rule_has_a_text(card):
    assert len(CARDS[card].rules) > 20


@pytest.mark.parametrize("card", sorted(EXPECTED))
def test_every_step_has_a_narration_text(card):
    cls = CARDS[card]
    for steps in (cls.x, cls.y, cls.z):
        for step in steps:
            assert getattr(step, "text", ""), f"{card}: {step!r} has no text"
    assert cls.z, f"{card} has no Z"
