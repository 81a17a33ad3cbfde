"""Disrupted optics (The New Frontier's card notes, *Anomalía de fase*).

A zone whose optics a threat has disrupted has lasers that cannot pick any target,
not even a threat spanning every trajectory, unless in that damage step a crew member
is out in the interceptors or a visual confirmation was made in the turn. The lasers
still fire and spend their energy. Only lasers: the pulse cannon, rockets and
interceptors aim as usual. Which zones are disrupted is a card's state
(`disrupted_zones`), so the board and the narration read it from the threat.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from spacealert_tui.rules import events as ev
from spacealert_tui.rules.game import Game
from spacealert_tui.rules.new_frontier.card_lists import DISRUPTORS
from spacealert_tui.rules.layout import Zone
from spacealert_tui.rules.new_frontier.threats.internal_kit import ZONE_WORDS
from spacealert_tui.rules.text import N_
from spacealert_tui.rules.threats.base import ExternalThreat

HEAVY_CANNOT_AIM = N_("the {zone} zone's optics are disrupted by {threat}: its heavy laser cannot aim "
                      "(nobody in the interceptors, no visual confirmation this turn)")
LIGHT_CANNOT_AIM = N_("the {zone} zone's optics are disrupted by {threat}: its light laser cannot aim "
                      "(nobody in the interceptors, no visual confirmation this turn)")



class OpticsRules(Game):
    """Lasers of a disrupted zone find no target unless someone can see for them."""

    # what `super()` would call, bound once per class (`Game.bind_chains`)
    __next_laser_target: ClassVar[Callable[[Game, Zone, str, list[ExternalThreat]], ExternalThreat | None]]

    def optics_disrupted_by(self, zone: Zone) -> str | None:
        """The label of a threat that disrupts this zone's optics now, or None."""
        for threat in self.hooks[DISRUPTORS]:
            if zone in threat.disrupted_zones:
                return threat.label
        return None

    def laser_target(self, zone: Zone, weapon: str, externals: list[ExternalThreat]) -> ExternalThreat | None:
        if not self.hooks[DISRUPTORS]:      # no card that can disrupt optics: a call less
            return self.__next_laser_target(zone, weapon, externals)
        source = self.optics_disrupted_by(zone)
        if source is not None and self.pilot() is None and not self.ship.visual_this_turn:
            self.emit(ev.ShipChanged(HEAVY_CANNOT_AIM if weapon == "heavy" else LIGHT_CANNOT_AIM,
                                     {"zone": ZONE_WORDS[zone], "threat": source}))
            return None
        return self.__next_laser_target(zone, weapon, externals)

