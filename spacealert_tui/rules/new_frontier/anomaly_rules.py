"""Anomalies (expansion rulebook, appendix pp.37–39): the Space-Time Vortex is given
the common internal card laid beside it (the record's `summons`); a Cyber Gremlin
not destroyed knocks everyone out as the ship jumps, even after its Z (checklist P05).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from spacealert_tui.rules.game import Game
from spacealert_tui.rules.new_frontier.threats.anomalies import CyberGremlin, SpaceTimeVortex
from spacealert_tui.rules.record import ThreatDraw
from spacealert_tui.rules.threats.base import ACTIVE, SURVIVED, AnyThreat
from spacealert_tui.rules.text import made
from spacealert_tui.rules.threats.internal_kit import report


class AnomalyRules(Game):
    """The Vortex's bonus card; the Cyber Gremlin's blow at the jump."""

    # what `super()` would call, bound once per class (`Game.bind_chains`)
    __next_make_threat: ClassVar[Callable[[Game, ThreatDraw], AnyThreat]]
    __next_at_jump: ClassVar[Callable[[Game], None]]

    def make_threat(self, draw: ThreatDraw) -> AnyThreat:
        threat = self.__next_make_threat(draw)
        if isinstance(threat, SpaceTimeVortex):
            threat.bonus_card = draw.summons
        return threat

    def at_jump(self) -> None:
        self.__next_at_jump()
        for threat in self.intruders:
            if isinstance(threat, CyberGremlin) and threat.state in (ACTIVE, SURVIVED):
                report(self, "{threat}, still hiding aboard, strikes as the ship jumps", threat=threat.label)
                for player in self.players:
                    self.knock_out(player, made("{threat} at the jump", threat=threat.label))
