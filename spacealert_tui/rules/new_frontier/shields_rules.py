"""Ineffective and reversed shields (The New Frontier p.36, *Escudos inversos*).

Ineffective: an attack on a zone goes through whole and the shield keeps its energy.
Reversed: the attack grows by the energy in that zone's shield, which is emptied;
the whole counts as damage the defences did not stop. An attack that ignores shields
anyway gets no increase (ruling NID5).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from spacealert_tui.rules import events as ev
from spacealert_tui.rules.game import Game
from spacealert_tui.rules.layout import Zone
from spacealert_tui.rules.new_frontier.threats.internal_kit import SHIELD_WORDS
from spacealert_tui.rules.text import N_
from spacealert_tui.rules.threats.base import Threat

REVERSED = N_("the {shield} is reversed ({cause}): the attack of {threat} grows by its {n} energy, now spent")
INEFFECTIVE = N_("the {shield} is ineffective ({cause}): it stops nothing of the attack of {threat} and keeps "
                 "its energy")


class ShieldsRules(Game):
    """Mixin of `NewFrontierGame`: attacks on zones under a shields condition."""

    # what `super()` would call, bound once per class (`Game.bind_chains`)
    __next_attack_zone: ClassVar[Callable[..., int]]

    def shields_condition(self) -> tuple[str, Threat] | None:
        for threat in self.hooks["shields_condition"]:
            condition = threat.shields_condition()
            if condition is not None:
                return condition, threat
        return None

    def attack_zone(self, zone: Zone, strength: int, threat: Threat, *, ignores_shields: bool = False,
                    double: bool = False) -> int:
        found = None if ignores_shields or not self.hooks["shields_condition"] else self.shields_condition()
        if found is None:
            return self.__next_attack_zone(zone, strength, threat, ignores_shields=ignores_shields, double=double)
        condition, cause = found
        if condition == "reversed":
            added = self.ship.shields[zone]
            self.ship.shields[zone] = 0
            self.emit(ev.ShipChanged(REVERSED, {"shield": SHIELD_WORDS[zone], "cause": cause.label,
                                                 "threat": threat.label, "n": added}))
            strength += added
        else:
            self.emit(ev.ShipChanged(INEFFECTIVE, {"shield": SHIELD_WORDS[zone], "cause": cause.label,
                                                    "threat": threat.label}))
        return self.__next_attack_zone(zone, strength, threat, ignores_shields=True, double=double)
