"""Ineffective and reversed shields (The New Frontier p.36, *Escudos inversos*).

Ineffective: an attack on a zone goes through whole and the shield keeps its energy.
Reversed: the attack grows by the energy in that zone's shield, which is emptied;
the whole counts as damage the defences did not stop. An attack that ignores shields
anyway gets no increase (ruling NID5).
"""
from __future__ import annotations

from spacealert_tui.rules import events as ev
from spacealert_tui.rules.game import Game
from spacealert_tui.rules.layout import ZONE_NAMES, Zone
from spacealert_tui.rules.threats.base import AnyThreat, Threat


class ShieldsRules(Game):
    """Mixin of `NewFrontierGame`: attacks on zones under a shields condition."""

    def shields_condition(self) -> tuple[str, Threat] | None:
        for threat in self.hooks["shields_condition"]:
            condition = threat.shields_condition()
            if condition is not None:
                return condition, threat
        return None

    def attack_zone(self, zone: Zone, strength: int, threat: AnyThreat, *, ignores_shields: bool = False,
                    double: bool = False) -> int:
        found = None if ignores_shields or not self.hooks["shields_condition"] else self.shields_condition()
        if found is None:
            return super().attack_zone(zone, strength, threat, ignores_shields=ignores_shields, double=double)
        condition, cause = found
        name = ZONE_NAMES[zone]
        if condition == "reversed":
            added = self.ship.shields[zone]
            self.ship.shields[zone] = 0
            self.emit(ev.ShipChanged(f"the {name} shield is reversed ({cause.label}): the attack of "
                                     f"{threat.label} grows by its {added} energy, now spent"))
            strength += added
        else:
            self.emit(ev.ShipChanged(f"the {name} shield is ineffective ({cause.label}): it stops "
                                     f"nothing of the attack of {threat.label} and keeps its energy"))
        return super().attack_zone(zone, strength, threat, ignores_shields=True, double=double)
