"""Number tokens that outlive their threat (The New Frontier p.38, Ninja's poison):
a destroyed card whose `lingers()` is true keeps its token moving at its speed in the
threats' step, in number order with the others, doing no action, until it reaches Z
(`token_reaches_z`); if the ship jumps first nothing happens. It still counts as
destroyed. The threats' step asks `move_token` for each (`ThreatsStepRules`)."""
from __future__ import annotations

from typing import Any

from spacealert_tui.rules import events as ev
from spacealert_tui.rules.game import Game


class LingeringRules(Game):
    """Mixin of `NewFrontierGame`: destroyed threats' tokens that keep moving."""

    def move_token(self, threat: Any) -> None:
        """A lingering token's move: its speed toward Z, no action; at Z, its end."""
        origin = threat.position
        threat.position = max(1, origin - threat.speed_now)
        self.emit(ev.ThreatMoved(threat.label, origin, threat.position))
        if threat.position == 1:        # Z is square 1 on every board
            threat.token_reaches_z(self)
