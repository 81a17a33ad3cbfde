"""Records made ready to replay: where each turn starts, and two records compared.

No Textual here: `spacealert replay` builds these before the app starts, so that
every error comes before any screen, and the board and comparison screens draw them.
`CompareModel.of` resolves both records with a board snapshot per event; two plans of
one mission are compared turn by turn with `rules.compare.compare`, two different
missions side by side with `rules.compare.side_by_side` (rulings RV1–RV3).
"""
from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass
from typing import Any

from spacealert_tui.rules import resolve
from spacealert_tui.i18n import _
from spacealert_tui.rules.compare import FactRow, compare, mission_differences, side_by_side
from spacealert_tui.rules.events import StepBegan
from spacealert_tui.rules.snapshot import squad_holders

TURNS = 13
LAST_TURN = TURNS


def turn_start(resolution, turn: int | None) -> int:
    """The index of the first event of `turn` (0 without a turn)."""
    if turn is None:
        return 0
    for i, event in enumerate(resolution.events):
        if isinstance(event, StepBegan) and event.turn == turn:
            return i
    return 0


def last_turn_of(resolution) -> int:
    """The last turn played (before 13 when the ship was lost)."""
    return max((e.turn for e in resolution.events if isinstance(e, StepBegan)), default=0)


@dataclass
class CompareSide:
    """One record of the comparison: its resolution (event snapshots) and where each turn ends."""

    title: str
    record: Any
    resolution: Any
    ends: tuple[int, ...]          # snapshot index at the end of turns 1..13 (RV2)
    starts: dict[int, int]         # the first event of each turn played
    holders: list[dict[str, str]]

    @classmethod
    def of(cls, record, title: str) -> CompareSide:
        resolution = resolve(record, snapshots="events")
        starts: dict[int, int] = {}
        for i, event in enumerate(resolution.events):
            if isinstance(event, StepBegan):
                starts.setdefault(event.turn, i)
        marks = [s["event_index"] for s in resolution.snapshots]
        lost = resolution.result.lost_turn
        ends = []
        last = len(resolution.snapshots) - 1
        for turn in range(1, TURNS + 1):     # the same boards as rules.compare.turn_states
            boundary = starts.get(turn + 1)
            if (lost is not None and turn >= lost) or boundary is None:
                ends.append(last)
            else:
                ends.append(max(0, bisect_right(marks, boundary) - 1))
        return cls(title, record, resolution, tuple(ends), starts,
                   squad_holders(resolution.snapshots))

    def board_at(self, turn: int) -> tuple[dict, dict | None, dict, dict | None]:
        """(snapshot, previous turn's, holders, previous holders) at the end of `turn`."""
        i = self.ends[turn - 1]
        j = self.ends[turn - 2] if turn > 1 else None
        snaps = self.resolution.snapshots
        return (snaps[i], snaps[j] if j is not None else None, self.holders[i],
                self.holders[j] if j is not None else None)


@dataclass
class CompareModel:
    """Two records compared: turn by turn (`comparison`) when they are plays of one
    mission; else (`comparison` None) side by side (`facts`), with what makes them
    different missions (`differ`: trajectory boards, threats...)."""

    a: CompareSide
    b: CompareSide
    comparison: Any                 # rules.compare.Comparison, or None: not the same mission
    differ: tuple[str, ...] = ()
    facts: tuple[FactRow, ...] = ()

    @classmethod
    def of(cls, record_a, record_b, *, titles: tuple[str, str] | None = None) -> CompareModel:
        """Resolve and compare, turn by turn or side by side (RV3)."""
        ta, tb = titles or (record_a.title or "A", record_b.title or "B")
        a, b = CompareSide.of(record_a, ta), CompareSide.of(record_b, tb)
        differ = mission_differences(record_a, record_b)
        if differ:
            return cls(a, b, None, differ, side_by_side(record_a, a.resolution.result,
                                                         record_b, b.resolution.result))
        return cls(a, b, compare(a.resolution, b.resolution))

    @property
    def same_mission(self) -> bool:
        return self.comparison is not None

    @property
    def diverged_at(self) -> int | None:
        return self.comparison.diverged_at if self.comparison is not None else None

    def divergence_line(self) -> str:
        c = self.comparison
        if c is None:
            return _("Not the same mission (different {what}): compared side by side, "
                     "not turn by turn.").format(what=", ".join(self.differ))
        if c.diverged_at is None:
            # the turns' states leave out what is only scored (the visual confirmation)
            scored = [f"{row.label} {row.a} / {row.b}" for row in side_by_side(
                self.a.record, self.a.resolution.result, self.b.record, self.b.resolution.result)
                if row.differs and row.label in (_("Score"), _("Visual confirmation"))]
            if scored:
                return _("Every turn ends the same on both sides; the scores differ: {what}").format(
                    what="; ".join(scored))
            return _("The outcomes never diverge: every turn ends the same on both sides.")
        return _("◆ Diverge in turn {turn}: {what}").format(turn=c.diverged_at,
                                                             what="; ".join(c.first_differences))
