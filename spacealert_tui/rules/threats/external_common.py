"""Common external threats of the base game (cards E1-xx white, E2-xx yellow)."""
from __future__ import annotations

from spacealert_tui.rules.threats.base import ExternalThreat
from spacealert_tui.rules.threats.steps import attack, heal, remaining_hp, shield_set, speed_add


class PulseBall(ExternalThreat):
    id, name = "E1-01", "Pulse Ball"
    hp, shield, speed = 5, 1, 2
    x = (attack(1, "all"),)
    y = (attack(1, "all"),)
    z = (attack(2, "all"),)


class Destroyer(ExternalThreat):
    id, name, name_es = "E1-02", "Destroyer", "Destructor"
    hp, shield, speed = 5, 2, 2
    x = (attack(1, double=True),)
    y = (attack(2, double=True),)
    z = (attack(2, double=True),)
    rules = "Every point of its attacks that gets past the shield costs 2 damage tiles."


class Gunship(ExternalThreat):
    id, name = "E1-05", "Gunship"
    hp, shield, speed = 5, 2, 2
    x = (attack(2),)
    y = (attack(2),)
    z = (attack(3),)


class Fighter(ExternalThreat):
    id, name = "E1-07", "Fighter"
    hp, shield, speed = 4, 2, 3
    x = (attack(1),)
    y = (attack(2),)
    z = (attack(3),)


class ArmoredGrappler(ExternalThreat):
    id, name = "E1-08", "Armored Grappler"
    hp, shield, speed = 4, 3, 2
    x = (attack(1),)
    y = (heal(1),)
    z = (attack(4),)


class Amoeba(ExternalThreat):
    id, name = "E1-09", "Amoeba"
    hp, shield, speed = 8, 0, 2
    rocket_immune = True
    x = (heal(2),)
    y = (heal(2),)
    z = (attack(5),)
    rules = "Rockets cannot target it."


class Meteoroid(ExternalThreat):
    id, name = "E1-10", "Meteoroid"
    hp, shield, speed = 5, 0, 5
    rocket_immune = True
    z = (attack(remaining_hp),)
    rules = "Rockets cannot target it. Its Z attack equals its remaining HP."


class Kamikaze(ExternalThreat):
    id, name = "E2-01", "Kamikaze"
    color = "yellow"
    hp, shield, speed = 5, 2, 4
    x = (speed_add(1), shield_set(1))
    y = (speed_add(1), shield_set(0))
    z = (attack(6),)
