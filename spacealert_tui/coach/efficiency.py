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
coach's `search_plan`, which the caller runs: it takes seconds); `table_rows` words them
as `spacealert efficiency` and the app's efficiency screen both show them.
"""
from __future__ import annotations

from dataclasses import dataclass

from spacealert_tui.i18n import _, decimal
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


def _per_point(value: float | None) -> str:
    return "—" if value is None else decimal(value, 2)


def table_rows(comparison: Comparison) -> list[tuple[str, ...]]:
    """The header, then the crew's row and the coach's, in the crew's language: plan,
    score, actions, per point, energy, per point, capsules."""
    rows: list[tuple[str, ...]] = [(_("plan"), _("score"), _("actions"), _("per point"), _("energy"),
                                    _("per point"), _("capsules"))]
    for label, eff in ((_("the crew's"), comparison.crew), (_("the coach's"), comparison.other)):
        if eff is None:
            rows.append((label, _("lost on this draw"), "", "", "", "", ""))
        else:
            rows.append((label, str(eff.score), str(eff.actions), _per_point(eff.actions_per_point),
                         str(eff.energy), _per_point(eff.energy_per_point), str(eff.capsules)))
    return rows


def table_lines(comparison: Comparison) -> list[str]:
    """`table_rows` as aligned lines of text, two spaces between the columns."""
    return _aligned(table_rows(comparison))


def column_lines(comparison: Comparison, *, coach: bool = True) -> list[str]:
    """The figures one under the other, the crew's and the coach's side by side (narrow:
    what an 80-column screen shows); without `coach`, the crew's column only."""
    rows = table_rows(comparison)
    labels = ("", _("score"), _("actions"), _("actions per point"), _("energy"), _("energy per point"),
              _("capsules"))
    columns = [rows[1], rows[2]] if coach else [rows[1]]
    return _aligned([(label, *(column[i] for column in columns)) for i, label in enumerate(labels)
                     if i == 0 or any(column[i] for column in columns)])


def _aligned(rows: list[tuple[str, ...]]) -> list[str]:
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    return ["  ".join(cell.ljust(w) for cell, w in zip(row, widths)).rstrip() for row in rows]
