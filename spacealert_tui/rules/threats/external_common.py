"""Common external threats of the base game (cards E1-xx white, E2-xx yellow).

Also the special rules several external cards share (stealth, cryoshield, shields the
pulse cannon strips, out of reach at distance 3, asteroids): mixin classes without an
`id`, so the catalogue does not list them; `external_serious` reuses them.
Facts: docs/reference/threats.md; rulebook §7.1 *Amenazas externas*; rulings: docs/rulings.md
("External threats").
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, ClassVar

from spacealert_tui.rules.events import ShipChanged
from spacealert_tui.rules.threats.base import ACTIVE, ExternalThreat
from spacealert_tui.rules.threats.steps import (attack, drain_shields, heal, remaining_hp,
                                                named, shield_set, speed_add)

if TYPE_CHECKING:
    from spacealert_tui.rules.card_api import Hit
    from spacealert_tui.rules.threats.base import GameApi

NO_SPECIAL = "No special rule."


# -- shared special rules -----------------------------------------------------------------
@named("it becomes visible (weapons can target it from now on)")
def reveal(threat: Stealthy, game: GameApi) -> None:
    """The X step's own narration says it: a second line would tell the table twice."""
    threat.revealed = True


class Stealthy(ExternalThreat):
    """No weapon can target it until it has performed its X (Stealth/Phantom Fighter).

    Lasers of its zone take the next valid threat; pulse, rocket and interceptors
    leave it out as if it were not there.
    """

    revealed = False    # set on the instance by the X step `reveal`

    def targetable_by(self, weapon: str, game: GameApi) -> bool:
        return self.revealed and super().targetable_by(weapon, game)


class Cryoshielded(ExternalThreat):
    """The first damage step in which any weapon targets it deals it nothing at all."""

    cryoshield = True   # set to False on the instance when it breaks

    def damage_from_hits(self, hits: list[Hit], game: GameApi) -> tuple[int, int, int]:
        total, shield, damage = super().damage_from_hits(hits, game)
        if self.cryoshield:
            self.cryoshield = False
            game.emit(ShipChanged(f"{self.label}'s cryoshield absorbs every hit and breaks"))
            return total, shield, 0
        return total, shield, damage


class PulseStripped(ExternalThreat):
    """In a damage step in which the pulse cannon hits it, its own shield counts as 0
    for every weapon (lasting shield bonuses such as the Marauder's still count)."""

    def effective_shield(self, hits: list[Hit], game: GameApi) -> int:
        bonus = game.external_shield_bonus(self)
        for kind, _, _ in hits:
            if kind == "pulse":
                return bonus
        return self.shield_now + bonus


class FarInvisible(ExternalThreat):
    """At distance 3 every weapon ignores it (Pulse and Psionic Satellites)."""

    def targetable_by(self, weapon: str, game: GameApi) -> bool:
        return self.range < 3 and super().targetable_by(weapon, game)


@named("one more X/Y square toward its break-up attack")
def reach_square(threat: AsteroidBase, game: GameApi) -> None:
    threat.squares_reached += 1


class AsteroidBase(ExternalThreat):
    """Rockets cannot target it; Z attacks with its remaining HP; when destroyed it
    attacks its zone, right after that damage step, for `debris` per X and Y square
    it has reached (passed or stopped on)."""

    rocket_immune = True
    debris: ClassVar[int] = 1
    squares_reached = 0     # counted on the instance by `reach_square`
    x = (reach_square,)
    y = (reach_square,)
    z = (attack(remaining_hp),)

    def after_destroyed_step(self, game: GameApi) -> None:
        strength = self.debris * self.squares_reached
        if strength <= 0:
            game.emit(ShipChanged(f"{self.label} breaks up before reaching any X or Y square: no attack"))
            return
        game.emit(ShipChanged(f"{self.label} breaks up: {self.squares_reached} X/Y square(s) reached, "
                              f"attack {strength}"))
        game.attack_zone(self.zone, strength, self)


def asteroid_rules(debris: int) -> str:
    return ("Rockets cannot target it. Its Z attack equals its remaining HP. Right after the "
            f"damage step in which it is destroyed it attacks its own zone for {debris} per X and "
            "Y square it has reached (passed or stopped on); several asteroids destroyed together "
            "attack in number order. Its X and Y squares do nothing else.")


# -- white ----------------------------------------------------------------------------------
class PulseBall(ExternalThreat):
    id, name = "E1-01", "Pulse Ball"
    hp, shield, speed = 5, 1, 2
    x = (attack(1, "all"),)
    y = (attack(1, "all"),)
    z = (attack(2, "all"),)
    rules = "No special rule. Every attack hits all three zones."


class Destroyer(ExternalThreat):
    id, name, name_es = "E1-02", "Destroyer", "Destructor"
    hp, shield, speed = 5, 2, 2
    x = (attack(1, double=True),)
    y = (attack(2, double=True),)
    z = (attack(2, double=True),)
    rules = ("Its attacks are absorbed by the shield as usual, but every point that gets past "
             "the shield costs 2 damage tiles.")


class StealthFighter(Stealthy):
    id, name, name_es = "E1-03", "Stealth Fighter", "Caza furtivo"
    hp, shield, speed = 4, 2, 3
    x = (reveal,)
    y = (attack(2),)
    z = (attack(2),)
    rules = ("No weapon can target it until it has performed its X: lasers of its zone take the "
             "next valid threat, the pulse cannon, rockets and interceptors leave it out. The "
             "Leviathan Tanker's explosion still damages it.")


class EnergyCloud(PulseStripped):
    id, name, name_es = "E1-04", "Energy Cloud", "Nube de energía"
    hp, shield, speed = 5, 3, 2
    x = (drain_shields(),)
    y = (attack(1, "others"),)
    z = (attack(2, "others"),)
    rules = ("In a turn when the pulse cannon fires and the cloud is in its range, the cloud's "
             "shield is 0 for that whole damage step (every weapon benefits; the pulse does its "
             "normal damage too; a Marauder's +1 still counts). Back to 3 the next turn unless "
             "pulsed again. X empties every shield; Y and Z attack the two other zones.")


class Gunship(ExternalThreat):
    id, name = "E1-05", "Gunship"
    hp, shield, speed = 5, 2, 2
    x = (attack(2),)
    y = (attack(2),)
    z = (attack(3),)
    rules = NO_SPECIAL


class CryoshieldFighter(Cryoshielded):
    id, name, name_es = "E1-06", "Cryoshield Fighter", "Caza con crioscudo"
    hp, shield, speed = 4, 1, 3
    x = (attack(1),)
    y = (attack(2),)
    z = (attack(2),)
    rules = ("Cryoshield: the first damage step in which at least one weapon targets it deals it "
             "no damage, whatever the strength; the cryoshield is then gone and it is damaged "
             "normally (shield 1) from the next turn. The Leviathan Tanker's explosion ignores "
             "the cryoshield and does not break it.")


class Fighter(ExternalThreat):
    id, name = "E1-07", "Fighter"
    hp, shield, speed = 4, 2, 3
    x = (attack(1),)
    y = (attack(2),)
    z = (attack(3),)
    rules = NO_SPECIAL


class ArmoredGrappler(ExternalThreat):
    id, name = "E1-08", "Armored Grappler"
    hp, shield, speed = 4, 3, 2
    x = (attack(1),)
    y = (heal(1),)
    z = (attack(4),)
    rules = "No special rule. Its Y repairs 1 damage."


class Amoeba(ExternalThreat):
    id, name = "E1-09", "Amoeba"
    hp, shield, speed = 8, 0, 2
    rocket_immune = True
    x = (heal(2),)
    y = (heal(2),)
    z = (attack(5),)
    rules = "Rockets cannot target it. Its X and Y each repair 2 damage."


class Meteoroid(ExternalThreat):
    id, name = "E1-10", "Meteoroid"
    hp, shield, speed = 5, 0, 5
    rocket_immune = True
    z = (attack(remaining_hp),)
    rules = "Rockets cannot target it. Its Z attack equals its remaining HP."


# -- yellow ---------------------------------------------------------------------------------
class Kamikaze(ExternalThreat):
    id, name = "E2-01", "Kamikaze"
    color = "yellow"
    hp, shield, speed = 5, 2, 4
    x = (speed_add(1), shield_set(1))
    y = (speed_add(1), shield_set(0))
    z = (attack(6),)
    rules = "No special rule. It speeds up and lowers its shield at X and Y."


@named("every other external threat attacks with +1 until the Scout is destroyed")
def _scout_x(threat: Scout, game: GameApi) -> None:
    if threat.boost is None:
        threat.boost = threat.attack_boost      # one bound method, added once
        game.attack_bonus.append(threat.boost)


@named("every other external threat moves 1 square now, in number order")
def _scout_y(threat: Scout, game: GameApi) -> None:
    for other in list(game.threats):
        if (other is not threat and other.kind == "external" and other.state == ACTIVE
                and other.materialised()):
            game.advance(other, 1)


class Scout(ExternalThreat):
    id, name, name_es = "E2-02", "Scout", "Explorador"
    color = "yellow"
    hp, shield, speed = 3, 1, 2
    heavy_laser_immune = True
    boost: Callable[[ExternalThreat], int] | None = None     # its bound method, once X is done
    x = (_scout_x,)
    y = (_scout_y,)
    z = (attack(3, ignores_shields=True),)
    rules = ("Heavy lasers ignore it and hit the next valid threat in its zone. X: from then on "
             "every OTHER external threat adds 1 to each of its attacks (Nemesis's retaliation and "
             "asteroid break-up attacks included, and threats that appear later) until the Scout "
             "is destroyed; after its Z the bonus lasts all mission. Y: every other external "
             "threat moves 1 square at once, in number order, doing any X/Y/Z it reaches. Z: "
             "attack 3 ignoring shields.")

    def attack_boost(self, threat: ExternalThreat) -> int:
        return 0 if threat is self else 1

    def on_destroyed(self, game: GameApi) -> None:
        if self.boost is not None and self.boost in game.attack_bonus:
            game.attack_bonus.remove(self.boost)
            game.emit(ShipChanged(f"{self.label} is gone: the other threats lose its +1 attack"))


class PhantomFighter(Stealthy):
    id, name, name_es = "E2-03", "Phantom Fighter", "Caza fantasma"
    color = "yellow"
    hp, shield, speed = 3, 3, 3
    x = (reveal,)
    y = (attack(2),)
    z = (attack(3),)
    rules = ("No weapon can target it until it has performed its X. After that a rocket may "
             "still take it as its target, but the rocket explodes without effect: it is spent "
             "and no other threat is hit.")

    def damage_from_hits(self, hits: list[Hit], game: GameApi) -> tuple[int, int, int]:
        kept = [h for h in hits if h[0] != "rocket"]
        if len(kept) != len(hits):
            game.emit(ShipChanged(f"the rocket explodes harmlessly against {self.label}"))
        return super().damage_from_hits(kept, game)


class Swarm(ExternalThreat):
    id, name, name_es = "E2-04", "Swarm", "Enjambre"
    color = "yellow"
    hp, shield, speed = 3, 0, 2
    rocket_immune = True
    x = (attack(1),)
    y = (attack(2), attack(1, "others"))
    z = (attack(3), attack(2, "others"))
    rules = ("Rockets cannot target it. However many weapons hit it, it takes at most 1 damage "
             "per damage step, so it dies only after hits in 3 different turns. The Leviathan "
             "Tanker's explosion is outside that limit (it can lose 2 in that turn).")

    def damage_from_hits(self, hits: list[Hit], game: GameApi) -> tuple[int, int, int]:
        total, shield, damage = super().damage_from_hits(hits, game)
        return total, shield, min(damage, 1)


class Jellyfish(ExternalThreat):
    id, name, name_es = "E2-05", "Jellyfish", "Medusa"
    color = "yellow"
    hp, shield, speed = 13, -2, 2
    rocket_immune = True
    x = (attack(1, "all"), heal("half"))
    y = (attack(1, "all"), heal("half"))
    z = (attack(2, "all"),)
    rules = ("Shield -2: when at least one weapon targets it, their summed strength is increased "
             "by 2 (if nothing targets it, it takes nothing). After its X and Y attacks it "
             "repairs half of its damage, rounded down. Rockets cannot target it.")


@named("every external threat, itself included, has +1 shield until it is destroyed")
def _marauder_x(threat: Marauder, game: GameApi) -> None:
    if threat.boost is None:
        threat.boost = threat.shield_boost
        game.shield_bonus.append(threat.boost)


class Marauder(ExternalThreat):
    id, name, name_es = "E2-06", "Marauder", "Saqueador"
    color = "yellow"
    hp, shield, speed = 6, 1, 3
    boost: Callable[[ExternalThreat], int] | None = None     # its bound method, once X is done
    x = (_marauder_x,)
    y = (drain_shields(1),)
    z = (attack(4),)
    rules = ("X: from then on every external threat, the Marauder itself and threats that appear "
             "later included, has +1 shield until the Marauder is destroyed; after its Z the "
             "bonus lasts all mission. Y: every zone's shield loses 1 energy. Z: attack 4 on its "
             "own zone.")

    def shield_boost(self, threat: ExternalThreat) -> int:
        return 1

    def on_destroyed(self, game: GameApi) -> None:
        if self.boost is not None and self.boost in game.shield_bonus:
            game.shield_bonus.remove(self.boost)
            game.emit(ShipChanged(f"{self.label} is gone: the threats lose its +1 shield"))


class MinorAsteroid(AsteroidBase):
    id, name, name_es = "E2-07", "Minor Asteroid", "Pequeño asteroide"
    color = "yellow"
    hp, shield, speed = 7, 0, 4
    debris = 1
    rules = asteroid_rules(1)
