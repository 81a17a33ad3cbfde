"""Serious external threats of the base game (cards SE1-xx white, SE2-xx yellow).

Shared special rules (cryoshield, pulse-stripped shields, distance-3 invisibility,
asteroids) live in `external_common`. Facts: docs/reference/threats.md;
rulebook §7.1 *Amenazas externas*; rulings: docs/rulings.md ("External threats").
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from spacealert_tui.rules.events import ShipChanged, ThreatHit
from spacealert_tui.rules.layout import ZONES, Zone
from spacealert_tui.rules.threats.base import ACTIVE, ExternalThreat
from spacealert_tui.rules.threats.external_common import (NO_SPECIAL, AsteroidBase, Cryoshielded,
                                                          FarInvisible, PulseStripped,
                                                          asteroid_rules)
from spacealert_tui.rules.threats.steps import (attack, delay_players, destroy_ship, drain_shields,
                                                heal, knock_out, named, remaining_hp_times,
                                                shield_add, shield_set, speed_add)

if TYPE_CHECKING:
    from collections.abc import Callable

    from spacealert_tui.rules.card_api import Hit
    from spacealert_tui.rules.threats.base import GameApi
    from spacealert_tui.rules.threats.base import Step
    from spacealert_tui.rules.threats.steps import Amount, ZoneSpec


def _attack_if(test: Callable[[ExternalThreat], bool], test_text: str, skip_text: str,
               amount: Amount, zones: ZoneSpec = "own") -> Step:
    """An attack made only when `test(threat)` holds; otherwise the narration says why not."""
    hit = attack(amount, zones)

    @named(f"{hit.text} {test_text}")
    def step(threat: ExternalThreat, game: GameApi) -> None:
        if test(threat):
            hit(threat, game)
        else:
            game.emit(ShipChanged(f"{threat.label} does not attack ({skip_text})"))

    return step


def _damaged(threat) -> bool:
    return threat.damage > 0


def _attack_if_damaged(amount, zones):
    return _attack_if(_damaged, "if it is damaged", "it is not damaged", amount, zones)


def _attack_below(amount: int, k: int):
    def test(threat) -> bool:
        return threat.damage < k

    return _attack_if(test, f"unless it has {k} or more damage", f"it has {k} or more damage", amount)


def _self_damage(n: int) -> Step:
    """Nemesis: damage to itself, ignoring its shield (it can destroy itself)."""

    @named(f"it takes {n} damage itself, ignoring its shield")
    def step(threat: ExternalThreat, game: GameApi) -> None:
        game.emit(ThreatHit(threat.label, "its own action", n, max(0, threat.hp_left - n)))
        threat.take_damage(n, game)

    return step


# -- white ----------------------------------------------------------------------------------
class Frigate(ExternalThreat):
    id, name = "SE1-01", "Frigate"
    serious = True
    hp, shield, speed = 7, 2, 2
    x = (attack(2),)
    y = (attack(3),)
    z = (attack(4),)
    rules = NO_SPECIAL


class ManOfWar(ExternalThreat):
    id, name = "SE1-02", "Man-of-War"
    serious = True
    hp, shield, speed = 9, 2, 1
    x = (attack(2), speed_add(1))
    y = (attack(3), shield_add(1))
    z = (attack(5),)
    rules = "No special rule. It speeds up at X and strengthens its shield at Y."


class LeviathanTanker(ExternalThreat):
    id, name, name_es = "SE1-03", "Leviathan Tanker", "Leviatán de Abastecimiento"
    serious = True
    hp, shield, speed = 8, 3, 2
    x = (attack(2),)
    y = (attack(2), heal(2))
    z = (attack(2),)
    rules = ("When it is destroyed, every other external threat on a trajectory takes 1 damage "
             "at once, whatever its shield or special rules (invalid targets, stealth, "
             "cryoshield and the Swarm's limit included). Its Y also repairs 2 damage.")

    def on_destroyed(self, game: GameApi) -> None:
        source = f"{self.label}'s explosion"
        for other in list(game.threats):
            if (other is not self and other.kind == "external" and other.state == ACTIVE
                    and other.materialised()):
                game.emit(ThreatHit(other.label, source, 1, other.hp_left - 1))
                other.take_damage(1, game)


class PulseSatellite(FarInvisible):
    id, name, name_es = "SE1-04", "Pulse Satellite", "Satélite de pulsos"
    serious = True
    hp, shield, speed = 4, 2, 3
    x = (attack(1, "all"),)
    y = (attack(2, "all"),)
    z = (attack(3, "all"),)
    rules = "While it is at distance 3, every weapon ignores it. Every attack hits all three zones."


class CryoshieldFrigate(Cryoshielded):
    id, name, name_es = "SE1-05", "Cryoshield Frigate", "Fragata con crioscudo"
    serious = True
    hp, shield, speed = 7, 1, 2
    x = (attack(2),)
    y = (attack(3),)
    z = (attack(4),)
    rules = ("Cryoshield: the first damage step in which at least one weapon targets it deals it "
             "no damage, whatever the strength; the cryoshield is then gone and it is damaged "
             "normally (shield 1) from the next turn. The Leviathan Tanker's explosion ignores "
             "the cryoshield and does not break it.")


class InterstellarOctopus(ExternalThreat):
    id, name = "SE1-06", "Interstellar Octopus"
    serious = True
    hp, shield, speed = 8, 1, 2
    rocket_immune = True
    x = (_attack_if_damaged(1, "all"),)
    y = (_attack_if_damaged(2, "all"),)
    z = (attack(remaining_hp_times(2)),)
    rules = ("Its X and Y attack all zones only if it has at least 1 damage at that moment. Its Z "
             "attacks its own zone for twice its remaining HP. Rockets cannot target it.")


class Maelstrom(PulseStripped):
    id, name, name_es = "SE1-07", "Maelstrom", "Maelstrom"
    serious = True
    hp, shield, speed = 8, 3, 2
    x = (drain_shields(),)
    y = (attack(2, "others"),)
    z = (attack(3, "others"),)
    rules = ("In a turn when the pulse cannon fires and it is in its range, its shield is 0 for "
             "that whole damage step (a Marauder's +1 still counts); back to 3 the next turn "
             "unless pulsed again. X empties every shield; Y and Z attack the two other zones.")


class Asteroid(AsteroidBase):
    id, name, name_es = "SE1-08", "Asteroid", "Asteroide"
    serious = True
    hp, shield, speed = 9, 0, 3
    debris = 2
    rules = asteroid_rules(2)


# -- yellow ---------------------------------------------------------------------------------
class Behemoth(ExternalThreat):
    id, name, name_es = "SE2-01", "Behemoth", "Behemot"
    color, serious = "yellow", True
    hp, shield, speed = 7, 4, 2
    trapped = None      # the pilot whose interceptors attacked it alone this damage step
    x = (_attack_below(2, 2),)
    y = (_attack_below(3, 3),)
    z = (_attack_below(6, 6),)
    rules = ("Each attack is skipped if it already has at least that much damage (2, 3, 6). "
             "Interceptors attacking it alone (no other valid threat at distance 1) strike with 9 "
             "(10 with heroic battle bots); the pilot is knocked out in that damage step, the "
             "squad stays disabled and nobody can use the interceptors for the rest of the "
             "mission. With another threat at distance 1 they hit everything for 1 as usual and "
             "the pilot is safe.")

    def interceptors_alone(self, game: GameApi, pilot, strength: int) -> int:
        self.trapped = pilot
        return strength + 6

    def after_damage_step(self, game: GameApi, damage_taken: int, hits: list[Hit]) -> None:
        pilot = self.trapped
        if pilot is not None:
            self.trapped = None
            game.knock_out(pilot, f"{self.label}'s trap")
            game.ship.interceptors_usable = False
            game.emit(ShipChanged("the interceptors are lost for the rest of the mission"))


class Juggernaut(ExternalThreat):
    id, name, name_es = "SE2-02", "Juggernaut", "Juggernaut"
    color, serious = "yellow", True
    hp, shield, speed = 10, 3, 1
    rocket_magnet = True
    x = (speed_add(2), attack(2))
    y = (speed_add(2), attack(3))
    z = (attack(7),)
    rules = ("While it is on a trajectory every rocket ignores all other threats and hits it, "
             "even beyond the rocket's range. After the damage of a rocket hit is computed, its "
             "shield rises by 1 for good.")

    def after_damage_step(self, game: GameApi, damage_taken: int, hits: list[Hit]) -> None:
        if self.state != ACTIVE:
            return
        for kind, _, _ in hits:
            if kind == "rocket":
                self.shield_now += 1
                game.emit(ShipChanged(f"{self.label} hardens its shield to {self.shield_now}"))
                return


class PsionicSatellite(FarInvisible):
    id, name, name_es = "SE2-03", "Psionic Satellite", "Satélite psiónico"
    color, serious = "yellow", True
    hp, shield, speed = 5, 2, 2
    x = (delay_players("own_zone"),)
    y = (delay_players("ship"),)
    z = (knock_out("ship"),)
    rules = ("While it is at distance 3, every weapon ignores it. X delays the next action of "
             "everyone in its zone, Y of everyone aboard; Z knocks out everyone aboard. A pilot "
             "out in the interceptors is never affected.")


class NebulaCrab(ExternalThreat):
    id, name = "SE2-04", "Nebula Crab"
    color, serious = "yellow", True
    hp, shield, speed = 7, 2, 2
    rocket_immune = True
    x = (shield_set(4),)
    y = (speed_add(2), shield_set(2))
    z = (attack(5, (Zone.RED, Zone.BLUE)),)
    rules = "Rockets cannot target it. Its Z attacks the red and blue zones, whatever its track."


class Nemesis(ExternalThreat):
    id, name, name_es = "SE2-05", "Nemesis", "Némesis"
    color, serious = "yellow", True
    hp, shield, speed = 9, 1, 3
    x = (attack(1), _self_damage(1))
    y = (attack(2), _self_damage(2))
    z = (destroy_ship,)
    rules = ("At the end of any damage step in which it took at least 1 damage (the Leviathan "
             "Tanker's explosion included) and survived, it attacks all three zones for 1. Its "
             "X and Y also damage itself, ignoring its shield; if that destroys it, it counts as "
             "destroyed. If it reaches Z the mission is lost. Rockets can target it.")

    def after_damage_step(self, game: GameApi, damage_taken: int, hits: list[Hit]) -> None:
        if damage_taken > 0 and self.state == ACTIVE:
            game.emit(ShipChanged(f"{self.label} retaliates against every zone"))
            for zone in ZONES:
                game.attack_zone(zone, 1, self)


class MajorAsteroid(AsteroidBase):
    id, name, name_es = "SE2-06", "Major Asteroid", "Asteroide gigante"
    color, serious = "yellow", True
    hp, shield, speed = 11, 0, 2
    debris = 3
    rules = asteroid_rules(3)
