"""Creatures (expansion rulebook, appendix pp.38–39): a threat riding a crew member
(Parasite): his own battle bots cannot reach it, and his knock-out ends it. (The
Rabid Beast's token that moves on once it is destroyed is `LingeringRules`'.)
"""
from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from spacealert_tui.rules.crew import Player
from spacealert_tui.rules.game import Game
from spacealert_tui.rules.new_frontier.card_lists import PARASITES
from spacealert_tui.rules.layout import Station
from spacealert_tui.rules.new_frontier.threats.creatures import Parasite
from spacealert_tui.rules.threats.base import ACTIVE, Intruder


class CreatureRules(Game):
    """Spares a Parasite its host's battle bots; ends a Parasite whose host is knocked out."""

    # what `super()` would call, bound once per class (`Game.bind_chains`)
    __next_knock_out: ClassVar[Callable[[Game, Player, str], None]]
    __next_bots_target: ClassVar[Callable[[Game, Player, Station], Intruder | None]]

    def bots_target(self, player: Player, station: Station) -> Intruder | None:
        if not self.hooks[PARASITES]:       # no Parasite in play: the base game's target
            return self.__next_bots_target(player, station)
        for threat in self.intruders:
            if threat.present_in(station) and not (isinstance(threat, Parasite) and threat.host is player):
                return threat
        return None

    def knock_out(self, player: Player, cause: str) -> None:
        knocked = not player.knocked_out
        self.__next_knock_out(player, cause)
        if knocked:
            for threat in self.hooks[PARASITES]:
                if threat.host is player and threat.state == ACTIVE:
                    threat.host_knocked_out(self)
