"""Creatures (expansion rulebook, appendix pp.38–39): a destroyed threat whose number
token moves on to its Z (Rabid Beast's infection), and a threat riding a crew member
(Parasite): his own battle bots cannot reach it, and his knock-out ends it.
"""
from __future__ import annotations

from typing import Any

from spacealert_tui.rules import events as ev
from spacealert_tui.rules.crew import Player
from spacealert_tui.rules.game import Game
from spacealert_tui.rules.layout import Station
from spacealert_tui.rules.new_frontier.threats.creatures import Parasite
from spacealert_tui.rules.threats.base import ACTIVE, Intruder, Threat


class CreatureRules(Game):
    """Moves the tokens of destroyed threats that still wait for their Z; spares a
    Parasite its host's battle bots; ends a Parasite whose host is knocked out."""

    def move_threats_and_tokens(self) -> None:
        """Every threat in play moves as usual, and in its place in the order the token
        of a destroyed threat that still waits for its Z (`token_moves`)."""
        for threat in tuple(self.threats):
            if threat.state == ACTIVE:
                self.advance(threat, threat.speed_now)
            elif threat.token_moves:
                self.advance_token(threat)

    def advance_token(self, threat: Threat) -> None:
        """Its speed toward Z, no X or Y on the way; at Z its card's `token_at_z`
        (expansion rulebook p.39: the token 'keeps moving at its usual speed')."""
        origin = threat.position
        last = max(1, origin - threat.speed_now)
        threat.position = last
        self.emit(ev.ThreatMoved(threat.label, origin, last))
        if last == 1:
            threat.token_moves = False
            card: Any = threat
            card.token_at_z(self)

    def bots_target(self, player: Player, station: Station) -> Intruder | None:
        for threat in self.intruders:
            if threat.present_in(station) and not (isinstance(threat, Parasite) and threat.host is player):
                return threat
        return None

    def knock_out(self, player: Player, cause: str) -> None:
        knocked = not player.knocked_out
        super().knock_out(player, cause)
        if knocked:
            for threat in self.intruders:
                if isinstance(threat, Parasite) and threat.host is player and threat.state == ACTIVE:
                    threat.host_knocked_out(self)
