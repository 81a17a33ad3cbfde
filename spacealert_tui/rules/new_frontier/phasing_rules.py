"""Phasing threats' turn flow (The New Frontier's rulebook, *Amenazas cambiafases*).

A phasing threat changes phase as part of its own move in the threat-actions step: a
dematerialised one comes back just before moving, a materialised one leaves its track
right after moving and acting. A move another threat's action forces on it (the
Scout's Y) is not its own move and changes nothing (ruling NB2): only the threats'
step (`ThreatsStepRules.threat_actions`) makes a phasing card's own move, through
`phased_move`; any other move is a plain `advance`. The cards' side of the mechanic
(who can target or touch them) is `threats.phasing.Phasing`.
"""
from __future__ import annotations

from typing import Any

from spacealert_tui.rules.game import Game


class PhasingRules(Game):
    """Tells phasing threats when their own move begins and ends."""

    def phased_move(self, threat: Any, squares: int) -> None:
        """A phasing card's own move in the threats' step (`squares`: its speed as the
        move begins): back just before it, away right after it (p.4). A push it makes
        on another card meanwhile is a plain `advance`."""
        threat.before_own_move(self)
        self.advance(threat, squares)
        threat.after_own_move(self)
