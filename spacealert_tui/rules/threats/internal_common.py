"""Common internal threats of the base game (cards I1-xx white, I2-xx yellow)."""
from __future__ import annotations

from spacealert_tui.rules.events import ShipChanged
from spacealert_tui.rules.layout import Station
from spacealert_tui.rules.threats.base import Intruder, Malfunction
from spacealert_tui.rules.threats.steps import (damage, delay_players, drain_reactor, drain_shield,
                                                move, threat_zone)


class Skirmishers(Intruder):
    id, name = "I1-01", "Skirmishers"
    hp, speed = 1, 3
    start = (Station.UPPER_RED,)
    fights_back = True
    x = (move("blue"),)
    y = (move("deck"),)
    z = (damage(3),)


class SkirmishersBlue(Intruder):
    id, name = "I1-02", "Skirmishers"
    hp, speed = 1, 3
    start = (Station.UPPER_BLUE,)
    fights_back = True
    x = (move("red"),)
    y = (move("deck"),)
    z = (damage(3),)


def _saboteur_y(threat, game) -> None:
    zone = threat_zone(threat)
    if game.ship.reactors[zone] == 0:
        game.damage_zone(zone, 1, threat.label)
    else:
        game.ship.reactors[zone] -= 1
        game.emit(ShipChanged(f"{threat.label} takes 1 energy from the {zone.label} reactor"))


_saboteur_y.text = "its zone's reactor loses 1 energy; if empty, 1 damage instead"


class Saboteur(Intruder):
    id, name = "I1-03", "Saboteur"
    hp, speed = 1, 4
    start = (Station.LOWER_WHITE,)
    x = (move("blue"),)
    y = (_saboteur_y,)
    z = (damage(2),)


class SaboteurRed(Intruder):
    id, name = "I1-04", "Saboteur"
    hp, speed = 1, 4
    start = (Station.LOWER_WHITE,)
    x = (move("red"),)
    y = (_saboteur_y,)
    z = (damage(2),)


class HackedShields(Malfunction):
    id, name = "I1-05", "Hacked Shields"
    hp, speed = 3, 2
    start = (Station.UPPER_BLUE,)
    system = "B"
    x = (drain_shield(),)
    y = (drain_reactor(None),)
    z = (damage(2),)


class HackedShieldsRed(Malfunction):
    id, name = "I1-06", "Hacked Shields"
    hp, speed = 3, 2
    start = (Station.UPPER_RED,)
    system = "B"
    x = (drain_shield(),)
    y = (drain_reactor(None),)
    z = (damage(2),)


class Troopers(Intruder):
    id, name = "I2-03", "Troopers"
    color = "yellow"
    hp, speed = 2, 2
    start = (Station.UPPER_RED,)
    fights_back = True
    x = (move("deck"),)
    y = (move("blue"),)
    z = (damage(4),)


class TroopersBlue(Intruder):
    id, name = "I2-04", "Troopers"
    color = "yellow"
    hp, speed = 2, 2
    start = (Station.LOWER_BLUE,)
    fights_back = True
    x = (move("deck"),)
    y = (move("red"),)
    z = (damage(4),)


class Virus(Malfunction):
    id, name = "I2-05", "Virus"
    color = "yellow"
    hp, speed = 3, 3
    start = (Station.UPPER_WHITE,)
    system = "C"
    x = (drain_reactor(1, "all"),)
    y = (delay_players("ship"),)
    z = (damage(1, "all"),)
    rules = "Covers the computer: no maintenance while it is present."


