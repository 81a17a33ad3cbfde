"""The New Frontier's one-of-a-kind external threats, each with a rule of its own.

From the expansion's appendix, *Notas sobre las cartas*: the Spinning Saucer a rocket
knocks off course (*Platillo volante*), the Dimension Spider that strikes at the jump
(*Araña dimensional*), the Mother Swarm that takes at most 2 damage a turn (*Enjambre
madre*) and the Planetoid, an asteroid that speeds up every turn (*Planetoide*).
Rulings NA10–NA13 in docs/rulings.md.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from spacealert_tui.rules.threats.base import ACTIVE, ExternalThreat
from spacealert_tui.rules.threats.external_common import AsteroidBase, asteroid_rules
from spacealert_tui.rules.threats.internal_kit import report
from spacealert_tui.rules.threats.steps import attack, named, shield_add, shield_set

if TYPE_CHECKING:
    from spacealert_tui.rules.card_api import Hit
    from spacealert_tui.rules.threats.base import GameApi


# -- E1-102 Spinning Saucer ---------------------------------------------------------------
_SAUCER_ATTACK = attack(5)


@named("attack 5, unless a rocket has knocked it off course")
def _saucer_z(threat: SpinningSaucer, game: GameApi) -> None:
    if threat.knocked_off_course:
        report(game, "{threat} was knocked off course by a rocket: no Z attack", threat=threat.label)
    else:
        _SAUCER_ATTACK(threat, game)



class SpinningSaucer(ExternalThreat):
    id, name, name_es = "E1-102", "Spinning Saucer", "Platillo volante"
    set = "new_frontier"
    hp, shield, speed = 3, 4, 3
    knocked_off_course = False      # set on the instance by a rocket hit (the card's black cube)
    x = (attack(1),)
    y = (attack(1),)
    z = (_saucer_z,)
    rules = ("A rocket hit, even one that does no damage, knocks it off course: when it reaches Z "
             "it makes no attack, and still counts as survived.")

    def after_damage_step(self, game: GameApi, damage_taken: int, hits: list[Hit]) -> None:
        if self.state != ACTIVE or self.knocked_off_course:
            return
        for kind, _, _ in hits:
            if kind == "rocket":
                self.knocked_off_course = True
                report(game, "the rocket knocks {threat} off course: it will make no Z attack", threat=self.label)
                return


# -- SE1-102 Dimension Spider ---------------------------------------------------------------
class DimensionSpider(ExternalThreat):
    id, name, name_es = "SE1-102", "Dimension Spider", "Araña dimensional"
    set, serious = "new_frontier", True
    hp, shield, speed = 13, 0, 1
    rocket_immune = True
    x = (shield_set(1),)
    y = (shield_add(1),)
    z = (attack(4, "all"),)
    rules = ("Rockets cannot target it. If it is still on its trajectory when the ship jumps to "
             "hyperspace, it does its Z action just before the jump and, if the ship survives, "
             "counts as survived. It can also reach Z the usual way; only destroying it avoids "
             "the Z attack.")

    def on_jump(self, game: GameApi) -> None:
        report(game, "{threat} is still on its trajectory at the jump: it does its Z action before the ship "
               "leaves", threat=self.label)
        self.perform("Z", game)
        game.threat_survives(self)


# -- SE2-103 Mother Swarm ---------------------------------------------------------------------
class MotherSwarm(ExternalThreat):
    id, name, name_es = "SE2-103", "Mother Swarm", "Enjambre madre"
    set, color, serious = "new_frontier", "yellow", True
    hp, shield, speed = 6, 1, 2
    rocket_immune = True
    damage_cap: ClassVar[int] = 2
    x = (attack(1),)
    y = (attack(2), attack(1, "others"))
    z = (attack(4), attack(3, "others"))
    rules = ("Rockets cannot target it. Like the Swarm, but however many weapons hit it, it takes "
             "at most 2 damage per damage step (after its shield). The Leviathan Tanker's "
             "explosion is outside that limit.")

    def damage_from_hits(self, hits: list[Hit], game: GameApi) -> tuple[int, int, int]:
        total, shield, damage = super().damage_from_hits(hits, game)
        return total, shield, min(damage, self.damage_cap)


# -- SE3-107 Planetoid --------------------------------------------------------------------------
class Planetoid(AsteroidBase):
    id, name, name_es = "SE3-107", "Planetoid", "Planetoide"
    set, color, serious = "new_frontier", "red", True
    hp, shield, speed = 13, 0, 1
    debris = 4
    rules = (asteroid_rules(4) + " Its speed rises by 1 at the end of every threat-actions step: "
             "1 in the turn it appears, then 2, 3, …")

    def on_turn_end(self, game: GameApi) -> None:
        self.speed_now += 1
        report(game, "{threat} speeds up: speed {speed}", threat=self.label, speed=self.speed_now)
