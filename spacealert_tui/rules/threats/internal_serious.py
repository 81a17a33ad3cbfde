"""Serious internal threats of the base game (cards SI1-xx white, SI2-xx yellow)."""
from __future__ import annotations

from spacealert_tui.rules.layout import Station
from spacealert_tui.rules.threats.base import Intruder
from spacealert_tui.rules.threats.steps import damage, knock_out, move



def _commandos_y(direction: str):
    move_on = move(direction)
    hurt = damage(2)

    def step(threat, game) -> None:
        (move_on if threat.damage > 0 else hurt)(threat, game)

    step.text = f"if damaged: {move_on.text}; otherwise 2 damage"
    return step


class Commandos(Intruder):
    id, name = "SI1-01", "Commandos"
    serious = True
    hp, speed = 2, 2
    start = (Station.LOWER_RED,)
    fights_back = True
    x = (move("deck"),)
    y = (_commandos_y("blue"),)
    z = (knock_out("own_station"), damage(4))


class CommandosBlue(Intruder):
    id, name = "SI1-02", "Commandos"
    serious = True
    hp, speed = 2, 2
    start = (Station.UPPER_BLUE,)
    fights_back = True
    x = (move("deck"),)
    y = (_commandos_y("red"),)
    z = (knock_out("own_station"), damage(4))


def _without_active_bots(player) -> bool:
    return not player.has_active_squad


class Executioner(Intruder):
    id, name = "SI2-01", "Executioner"
    color, serious = "yellow", True
    hp, speed = 2, 2
    start = (Station.UPPER_BLUE,)
    fights_back = True
    x = (move("red"), knock_out("own_station", _without_active_bots, " without active battle bots"))
    y = (move("deck"), knock_out("own_station", _without_active_bots, " without active battle bots"))
    z = (damage(3),)
    rules = ("After each move it knocks out every player in its new station who does not lead "
             "an active battle-bot squad (also when it could not move).")
