"""The New Frontier's energy beasts: they feed on shield energy and strike reactor energy.

Energy Snake and Energy Dragon (the expansion's appendix, *Serpiente de energía, Dragón
de energía*): the pulse cannon strips their shield as for the Energy Cloud; in a turn
they actually lose HP in the damage step they move 2 slower; their X and Y attacks
repair 1 damage per point the ship's shield absorbs; their Z is not an attack: a zone
takes 1 damage plus 1 per energy cube in its reactor, shields do not help, the reactor
keeps its energy. Rulings NA7–NA9 in docs/rulings.md.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from spacealert_tui.rules.new_frontier.threats.internal_kit import REACTOR_WORDS, SHIELD_WORDS
from spacealert_tui.rules.text import made
from spacealert_tui.rules.threats.base import ACTIVE, Step
from spacealert_tui.rules.threats.external_common import PulseStripped
from spacealert_tui.rules.threats.internal_kit import report
from spacealert_tui.rules.threats.steps import ZoneSpec, named, zones_of

if TYPE_CHECKING:
    from spacealert_tui.rules.card_api import Hit
    from spacealert_tui.rules.threats.base import GameApi
    from spacealert_tui.rules.threats.base import ExternalThreat

BEAST_RULE = ("In a turn when the pulse cannon fires and it is in range, its shield is 0 for that "
              "whole damage step (as for the Energy Cloud; a Marauder's +1 still counts). In a "
              "turn in which it loses HP in the damage step it moves 2 squares slower (being "
              "targeted without losing HP does not slow it). Its X and Y attacks repair 1 of its "
              "damage per point the ship's shield absorbs. ")


def feeding_attack(amount: int) -> Step:
    """An attack on its own zone; then it repairs 1 per point the shield absorbed."""

    @named(f"attack {amount}, then repair 1 per point the shield absorbs")
    def step(threat: ExternalThreat, game: GameApi) -> None:
        zone = threat.zone
        game.attack_zone(zone, amount, threat)
        absorbed = game.ship.last_absorbed       # energy reversed shields add is not absorbed
        if absorbed > 0:
            healed = threat.heal(absorbed)
            if healed:
                report(game, "{threat} feeds on the {n} energy the {shield} absorbed: repairs {healed} damage",
                       threat=threat.label, n=absorbed, shield=SHIELD_WORDS[zone], healed=healed)
            else:
                report(game, "{threat} feeds on the {n} energy the {shield} absorbed: it has no damage to repair",
                       threat=threat.label, n=absorbed, shield=SHIELD_WORDS[zone])

    return step


def reactor_strike(zones: ZoneSpec) -> Step:
    """Not an attack: each zone takes 1 + the energy in its own reactor, past the shield."""
    if zones == "all":
        text = ("each zone takes 1 damage + 1 per energy cube in its own reactor (not an attack: "
                "shields do not absorb it; the reactors keep their energy)")
    else:
        text = ("its zone takes 1 damage + 1 per energy cube in that zone's reactor (not an "
                "attack: shields do not absorb it; the reactor keeps its energy)")

    @named(text)
    def step(threat: ExternalThreat, game: GameApi) -> None:
        reactors = game.ship.reactors
        for zone in zones_of(zones, threat):
            amount = 1 + reactors[zone]
            report(game, "{threat} strikes through the {reactor}'s {n} energy: {amount} damage no shield can stop",
                   threat=threat.label, reactor=REACTOR_WORDS[zone], n=reactors[zone], amount=amount)
            game.damage_zone(zone, amount, made("{threat} ({card})", threat=threat.label, card=threat.id))

    return step


class EnergyBeast(PulseStripped):
    """Pulse-stripped shield, and slowed in a turn it loses HP (`slowed` for the board)."""

    slow_down: ClassVar[int] = 2
    slowed = False      # set on the instance for the turn it lost HP

    def after_damage_step(self, game: GameApi, damage_taken: int, hits: list[Hit]) -> None:
        if damage_taken > 0 and self.state == ACTIVE and not self.slowed:
            self.slowed = True
            self.speed_now -= self.slow_down
            report(game, "{threat} lost HP this turn: it moves {n} slower (speed {speed})",
                   threat=self.label, n=self.slow_down, speed=self.speed_now)

    def on_turn_end(self, game: GameApi) -> None:
        if self.slowed:
            self.slowed = False
            self.speed_now += self.slow_down


class EnergySnake(EnergyBeast):
    id, name, name_es = "E3-109", "Energy Snake", "Serpiente de energía"
    set, color = "new_frontier", "red"
    hp, shield, speed = 6, 3, 4
    x = (feeding_attack(1),)
    y = (feeding_attack(2),)
    z = (reactor_strike("own"),)
    rules = BEAST_RULE + ("Its Z is not an attack: its zone takes 1 damage plus 1 per energy cube "
                          "in that zone's reactor; shields do not absorb it and the reactor keeps "
                          "its energy.")


class EnergyDragon(EnergyBeast):
    id, name, name_es = "SE3-108", "Energy Dragon", "Dragón de energía"
    set, color, serious = "new_frontier", "red", True
    hp, shield, speed = 9, 3, 4
    x = (feeding_attack(2),)
    y = (feeding_attack(3),)
    z = (reactor_strike("all"),)
    rules = BEAST_RULE + ("Its Z is not an attack: each of the three zones takes 1 damage plus 1 "
                          "per energy cube in its own reactor; shields do not absorb it and the "
                          "reactors keep their energy.")
