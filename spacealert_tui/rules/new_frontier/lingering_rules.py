"""Number tokens that outlive their threat (The New Frontier p.38, Ninja's poison):
a destroyed card whose `lingers()` is true keeps its token moving at its speed in the
threats' step, in number order with the others, doing no action, until it reaches Z
(`token_reaches_z`); if the ship jumps first nothing happens. It still counts as
destroyed."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from spacealert_tui.rules import events as ev
from spacealert_tui.rules.game import Game
from spacealert_tui.rules.new_frontier.card_lists import STILL
from spacealert_tui.rules.threats.base import ACTIVE, DESTROYED


class LingeringRules(Game):
    """Mixin of `NewFrontierGame`: destroyed threats' tokens that keep moving; tokens
    that never move (`card_lists.STILL`: the Cyber Gremlin's sabotage ovals) are passed
    by, as their move of 0 squares would do nothing."""

    # what `super()` would call, bound once per class (`Game.bind_chains`)
    __next_threat_actions: ClassVar[Callable[[Game], None]]

    def threat_actions(self) -> None:
        hooks = self.hooks
        lingers, still = hooks["lingers"], hooks[STILL]
        lingering: list[Any] | None = [t for t in lingers if t.state == DESTROYED and t.lingers()] if lingers else None
        if not lingering and not still:
            self.__next_threat_actions()
            return
        for threat in tuple(self.threats):
            if threat.state == ACTIVE:
                if threat not in still:
                    self.advance(threat, threat.speed_now)
            elif lingering and threat in lingering:
                token: Any = threat
                origin = threat.position
                threat.position = max(1, origin - threat.speed_now)
                self.emit(ev.ThreatMoved(threat.label, origin, threat.position))
                if threat.position == 1:        # Z is square 1 on every board
                    token.token_reaches_z(self)
        self.rocket_takes_off()
