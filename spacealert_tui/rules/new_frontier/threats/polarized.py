"""The New Frontier's polarized threats ("Amenazas polarizadas"): laser cannons are
only half as strong against them.

Rulebook of The New Frontier, *Amenazas polarizadas* (p. 6, with the Polarized
Fighter's card and worked example): add up every laser cannon (heavy and light) aimed
at it, halve that rounding up, add the other weapons (pulse cannon, rocket,
interceptors), then subtract its shield. The Polarized Frigate's values come from the
public resolver ecm85/space-alert-resolver (docs/reference/threats.md).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from spacealert_tui.rules.threats.base import ExternalThreat
from spacealert_tui.rules.threats.internal_kit import report
from spacealert_tui.rules.threats.steps import attack

if TYPE_CHECKING:
    from spacealert_tui.rules.card_api import Hit
    from spacealert_tui.rules.threats.base import GameApi

LASERS = ("heavy", "light")
POLARIZED_RULES = ("Polarized: the summed strength of the laser cannons (heavy and light) "
                   "aimed at it is halved, rounding up; then the other weapons are added "
                   "and its shield subtracted.")


class Polarized(ExternalThreat):
    """Lasers count half (rounded up), summed before the other weapons and the shield."""

    __slots__ = ()
    rules = POLARIZED_RULES

    def damage_from_hits(self, hits: list[Hit], game: GameApi) -> tuple[int, int, int]:
        lasers = others = 0
        for kind, _, strength in hits:
            if kind in LASERS:
                lasers += strength
            else:
                others += strength
        halved = (lasers + 1) // 2
        if lasers:
            report(game, "{threat} is polarized: the lasers' {n} counts as {halved}", threat=self.label,
                   n=lasers, halved=halved)
        total = halved + others
        shield = self.effective_shield(hits, game)
        return total, shield, max(0, total - shield)


class PolarizedFighter(Polarized):
    id, name, name_es = "E3-108", "Polarized Fighter", "Caza polarizado"
    set, color = "new_frontier", "red"
    hp, shield, speed = 4, 1, 3
    x = (attack(1),)
    y = (attack(2),)
    z = (attack(4),)


class PolarizedFrigate(Polarized):
    id, name = "SE3-109", "Polarized Frigate"
    set, color, serious = "new_frontier", "red", True
    hp, shield, speed = 5, 2, 2
    x = (attack(1),)
    y = (attack(3),)
    z = (attack(5),)
