"""Threats that span all three trajectories (expansion rulebook, *Amenazas que abarcan
todas las trayectorias*, p.7).

The numbered token moves on its main track; span tokens keep the same distance to Z
on the two others. Every trajectory's Z is its square 1, so that distance is the
main token's square on every track: any zone's lasers compare it with their own
zone's threats as if it stood there (nearest first, the lower number on a tie),
even while its span token waits beside the start of a shorter track. Every other
weapon sees one threat on its main track: the pulse cannon hits it once, the
interceptors count it once, rockets take the nearest target.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from spacealert_tui.rules.game import Game
from spacealert_tui.rules.new_frontier.card_lists import SPANNERS
from spacealert_tui.rules.layout import Zone
from spacealert_tui.rules.threats.base import ExternalThreat


class SpanningRules(Game):
    """Lasers of every zone may target a threat that spans all trajectories."""

    # what `super()` would call, bound once per class (`Game.bind_chains`)
    __next_laser_target: ClassVar[Callable[[Game, Zone, str, list[ExternalThreat]], ExternalThreat | None]]

    def laser_target(self, zone: Zone, weapon: str, externals: list[ExternalThreat]) -> ExternalThreat | None:
        if not self.hooks[SPANNERS]:
            return self.__next_laser_target(zone, weapon, externals)
        best = None
        for t in externals:     # in movement order: on equal squares the lower number wins
            if ((t.zone == zone or getattr(t, "spans_all_tracks", False))
                    and t.targetable_by(weapon, self) and (best is None or t.position < best.position)):
                best = t
        return best
