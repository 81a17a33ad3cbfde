"""Pieces the expansion's external cards share: an attack that reacts to what the
ship's shield absorbed of it (the plasmatic ships, the energy beasts).

No card is defined here (the catalogue only collects classes with an `id` from the
family modules).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacealert_tui.rules.game import Game
    from spacealert_tui.rules.threats.base import ExternalThreat


def attack_own_zone(threat: ExternalThreat, amount: int, game: Game) -> tuple[int, int]:
    """Attack the threat's own zone; (what the shield absorbed, what got through).

    What the shield absorbed is read off the shield itself (before and after), so the
    Scout's +1 and any later change to how shields absorb are counted as they happen."""
    zone = threat.zone
    shields = game.ship.shields
    before = shields[zone]
    through = game.attack_zone(zone, amount, threat)
    return before - shields[zone], through
