"""The New Frontier's megashields: a huge shield that wears down each turn it is hit.

Megashields (the expansion's rulebook, *Nuevas amenazas: Megaescudos*): full when the
threat appears; after the damage step, 1 lower if any weapon hit the threat that turn
(however many, damaging or not); never below 0. Rulings NA5, NA6 in docs/rulings.md.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from spacealert_tui.rules.threats.base import ACTIVE, ExternalThreat
from spacealert_tui.rules.threats.internal_kit import report
from spacealert_tui.rules.threats.steps import attack, speed_add

if TYPE_CHECKING:
    from spacealert_tui.rules.card_api import Hit
    from spacealert_tui.rules.threats.base import GameApi

MEGASHIELD_RULE = ("Megashield: its shield starts at the printed value and, after every damage "
                   "step in which any weapon hit it (however many, damaging or not), drops by 1, "
                   "never below 0. The Leviathan Tanker's explosion is not a weapon hit.")


class Megashielded(ExternalThreat):
    """A megashield is its own shield (`shield_now`); `megashield` and `megashield_full`
    are what the board draws as the card's descending scale."""

    @property
    def megashield(self) -> int:
        return self.shield_now

    @property
    def megashield_full(self) -> int:
        return self.shield

    def after_damage_step(self, game: GameApi, damage_taken: int, hits: list[Hit]) -> None:
        if hits and self.state == ACTIVE and self.shield_now > 0:
            self.shield_now -= 1
            report(game, "{threat}'s megashield wears down after the hits: shield {n}", threat=self.label,
                   n=self.shield_now)


class MegashieldDestroyer(Megashielded):
    id, name, name_es = "E2-103", "Megashield Destroyer", "Destructor con megaescudo"
    set, color = "new_frontier", "yellow"
    hp, shield, speed = 3, 4, 2
    x = (attack(1, double=True),)
    y = (attack(1, double=True),)
    z = (attack(3, double=True),)
    rules = (MEGASHIELD_RULE + " Like every destroyer, each point of its attacks that gets past "
             "the shield costs 2 damage tiles.")


class MegashieldFighter(Megashielded):
    id, name = "E3-104", "Megashield Fighter"
    set, color = "new_frontier", "red"
    hp, shield, speed = 4, 4, 3
    x = (attack(1),)
    y = (attack(2),)
    z = (attack(3),)
    rules = MEGASHIELD_RULE


class MegashieldManOfWar(Megashielded):
    id, name = "SE3-102", "Megashield Man-of-War"
    set, color, serious = "new_frontier", "red", True
    hp, shield, speed = 7, 5, 1
    x = (attack(2), speed_add(1))
    y = (attack(3),)
    z = (attack(5),)
    rules = MEGASHIELD_RULE + " It speeds up at X."
