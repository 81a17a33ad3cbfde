"""How much a won mission cost: actions and energy spent per point, against the coach's plan.

A crew that jumps home may still have worked hard for few points. The figures, read off
the record and its events (on the crew's own damage draw):

- **actions**: the cards played (every space that is not empty; a heroic card, a
  double or special card count as one);
- **energy**: what left the reactors to do something: one a heavy laser or pulse
  cannon shot (base rulebook §3.2: each takes one energy from its reactor) and the
  energy moved into a shield; energy moved between reactors is not spent, and fuel
  capsules burnt are counted apart (`capsules`);
- each **per point** of the mission's score (None at 0 points or less).

`compare_with` sets the crew's figures beside another plan's for the same mission (the
coach's `search_plan`, which the caller runs: it takes seconds).
"""
from __future__ import annotations

from dataclasses import dataclass

from spacealert_tui.rules import Resolution, resolve
from spacealert_tui.rules import events as ev
from spacealert_tui.rules.actions import Act
from spacealert_tui.rules.record import GameRecord

SPENDING_CANNONS = ("heavy laser", "pulse cannon")


@dataclass(frozen=True, slots=True)
class Efficiency:
    score: int
    actions: int
    energy: int
    capsules: int

    @property
    def actions_per_point(self) -> float | None:
        return self.actions / self.score if self.score > 0 else None

    @property
    def energy_per_point(self) -> float | None:
        return self.energy / self.score if self.score > 0 else None


def efficiency_of(record: GameRecord, resolution: Resolution | None = None) -> Efficiency | None:
    """The figures of a won mission; None when the ship was lost (no score to divide)."""
    resolution = resolution or resolve(record)
    score = resolution.result.score
    if not resolution.result.won or score is None:
        return None
    actions = sum(1 for member in record.crew for a in member.actions if a.act is not Act.EMPTY)
    energy = capsules = 0
    for e in resolution.events:
        if isinstance(e, ev.CannonFired) and any(name in str(e.cannon) for name in SPENDING_CANNONS):
            energy += 1
        elif isinstance(e, ev.EnergyMoved) and "shield" in str(e.target):
            energy += e.amount
        elif isinstance(e, ev.Refuelled):
            capsules += 1
    return Efficiency(score.total, actions, energy, capsules)


@dataclass(frozen=True, slots=True)
class Comparison:
    crew: Efficiency
    other: Efficiency | None        # None: the other plan loses on the crew's draw


def compare_with(record: GameRecord, other: GameRecord) -> Comparison | None:
    """The crew's figures beside another plan's for the same mission; None when the
    crew lost."""
    crew = efficiency_of(record)
    if crew is None:
        return None
    return Comparison(crew, efficiency_of(other))
