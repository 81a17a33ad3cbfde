"""Serious external threats of the base game (cards SE1-xx white, SE2-xx yellow)."""
from __future__ import annotations

from spacealert_tui.rules.layout import Zone
from spacealert_tui.rules.threats.base import ExternalThreat
from spacealert_tui.rules.threats.steps import (attack, remaining_hp_times, shield_add,
                                                shield_set, speed_add)


def _damaged(threat, game) -> bool:
    return threat.damage > 0


class Frigate(ExternalThreat):
    id, name = "SE1-01", "Frigate"
    serious = True
    hp, shield, speed = 7, 2, 2
    x = (attack(2),)
    y = (attack(3),)
    z = (attack(4),)


class ManOfWar(ExternalThreat):
    id, name = "SE1-02", "Man-of-War"
    serious = True
    hp, shield, speed = 9, 2, 1
    x = (attack(2), speed_add(1))
    y = (attack(3), shield_add(1))
    z = (attack(5),)


class InterstellarOctopus(ExternalThreat):
    id, name = "SE1-06", "Interstellar Octopus"
    serious = True
    hp, shield, speed = 8, 1, 2
    rocket_immune = True
    x = (attack(1, "all", when=_damaged, when_text="if it is damaged"),)
    y = (attack(2, "all", when=_damaged, when_text="if it is damaged"),)
    z = (attack(remaining_hp_times(2)),)
    rules = "X and Y attack only if it has at least 1 damage. Rockets cannot target it."


class NebulaCrab(ExternalThreat):
    id, name = "SE2-04", "Nebula Crab"
    color, serious = "yellow", True
    hp, shield, speed = 7, 2, 2
    rocket_immune = True
    x = (shield_set(4),)
    y = (speed_add(2), shield_set(2))
    z = (attack(5, (Zone.RED, Zone.BLUE)),)
    rules = "Rockets cannot target it. Its Z attacks the red and blue zones, whatever its track."
