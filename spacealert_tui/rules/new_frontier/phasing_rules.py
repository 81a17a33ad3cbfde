"""Phasing threats' turn flow (The New Frontier's rulebook, *Amenazas cambiafases*).

A phasing threat changes phase as part of its own move in the threat-actions step: a
dematerialised one comes back just before moving, a materialised one leaves its track
right after moving and acting. A move another threat's action forces on it (the
Scout's Y) is not its own move and changes nothing (ruling NB2). The cards' side of
the mechanic (who can target or touch them) is `threats.phasing.Phasing`.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar, TYPE_CHECKING

from spacealert_tui.rules.game import Game
from spacealert_tui.rules.new_frontier.card_lists import PHASERS

if TYPE_CHECKING:
    from spacealert_tui.rules.threats.base import Threat


class PhasingRules(Game):
    """Tells phasing threats when their own move begins and ends."""

    # what `super()` would call, bound once per class (`Game.bind_chains`)
    __next_advance: ClassVar[Callable[[Game, Threat, int], None]]

    # the threat whose own move is being resolved (None between moves): an advance
    # asked for while one is under way is a push by that threat's action
    own_mover: Threat | None = None

    def advance(self, threat: Threat, squares: int) -> None:
        # With no phasing card in play no move is anyone's own move to tell: what a
        # push is matters only to a phasing card, and a push moves a card in play (a
        # card enters play between moves: summoned after the threats' step)
        if not self.hooks[PHASERS] or self.own_mover is not None or self.step != "threats":
            self.__next_advance(threat, squares)
            return
        phasing = getattr(threat, "phasing", False)
        self.own_mover = threat
        try:
            if phasing:
                threat.before_own_move(self)     # type: ignore[attr-defined]
            self.__next_advance(threat, squares)
            if phasing:
                threat.after_own_move(self)      # type: ignore[attr-defined]
        finally:
            self.own_mover = None
