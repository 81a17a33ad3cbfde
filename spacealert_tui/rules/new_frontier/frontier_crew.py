"""A crew member under The New Frontier's optional rules: the base `Player` with the
state those rules add (the base game's `Player` keeps its slots, and its speed)."""
from __future__ import annotations

from spacealert_tui.rules.actions import Action
from spacealert_tui.rules.crew import Player
from spacealert_tui.rules.specialization_record import Specialization


class FrontierPlayer(Player):
    """`band`: how far out the interceptors are while he flies them (1–3; 0 aboard).
    `half`: which half of a double-action card he is doing now (0: none, 1 or 2), so a
    delay he causes with the first half slides the card instead (rulebook p.10).
    The specializations' state: `spec` (a `Specialization`, or None), `prepared` (the
    Special Ops expert's next A, B or battle-bot action is heroic), `stimulated` (the
    turn a Medic's stimulant made this turn's A, B or battle bots heroic), `guarding`
    (the Special Ops expert is doing the action his advanced card protects),
    `inhibitor` (the turn the Medic's injury inhibitor works around him). `delay_taken`:
    the turn in which his next turn's delay was taken (delays of one turn never add up:
    `DelaysRules`)."""

    __slots__ = ("band", "half", "spec", "prepared", "stimulated", "guarding", "inhibitor", "delay_taken")

    def __init__(self, index: int, name: str, actions: tuple[Action, ...] | list[Action],
                 android: bool = False, roles: tuple[str, ...] = ()) -> None:
        Player.__init__(self, index, name, tuple(actions), android, roles)     # not super(): a call less
        self.band = 0
        self.half = 0
        self.spec: Specialization | None = None
        self.prepared = False
        self.stimulated = 0
        self.guarding = False
        self.inhibitor = 0
        self.delay_taken = 0
