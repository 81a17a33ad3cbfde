"""A plan judged over many damage-tile draws, not one lucky draw.

The record's own draw comes first, then `n - 1` others the same for every plan (the
seeds are a pure function of the record's seed), so two plans of one mission are
judged on the same draws. Each resolution is reduced to a compact row (won, score,
turn reached) on the results-only path: rows are what a search compares and what
worker processes send back (pickling full results would cost more than resolving).
"""
from __future__ import annotations

import random
from dataclasses import dataclass, replace
from collections.abc import Callable, Sequence

from spacealert_tui.rules import resolve_result
from spacealert_tui.rules.actions import Action
from spacealert_tui.rules.record import GameRecord

LAST_TURN = 13
# (won, score or 0, turn reached: the turn lost or 13, points of the threats destroyed, damage taken)
Row = tuple[bool, int, int, int, int]
Rows = Callable[[Sequence[GameRecord]], list[Row]]


def row_of(record: GameRecord) -> Row:
    """One resolution as a compact row."""
    result = resolve_result(record)
    destroyed = 0
    for t in result.threats:
        if t.outcome == "destroyed":
            destroyed += t.points
    damage = sum(result.damage.values())
    if result.score is None:
        return (False, 0, result.lost_turn or LAST_TURN, destroyed, damage)
    return (True, result.score.total, LAST_TURN, destroyed, damage)


def rows_of(records: Sequence[GameRecord]) -> list[Row]:
    """The bulk API, on this process: one row per record, in order."""
    return [row_of(r) for r in records]


@dataclass(frozen=True, slots=True, order=True)
class Verdict:
    """A plan over `runs` damage draws. Ordered as the coach ranks plans: more wins,
    then a better mean score of the draws won, then a later loss."""

    wins: int
    mean_score: float           # mean score of the draws won (0.0 when none)
    mean_turn: float            # mean turn reached (13 when every draw jumps)
    runs: int
    own_won: bool               # on the record's own draw
    own_score: int
    mean_destroyed: float = 0.0     # points of the threats destroyed (lost draws too)
    mean_damage: float = 0.0        # damage the ship took

    @property
    def win_rate(self) -> float:
        return self.wins / self.runs if self.runs else 0.0

    @property
    def key(self) -> tuple[float, float, float]:
        return (self.win_rate, self.mean_score, self.mean_turn)

    @property
    def rank(self) -> tuple[float, float, float, bool, int]:
        """How a whole plan is chosen: `key` (survival over every draw first), and only
        on a tie the record's own draw (won, then its score)."""
        return (self.win_rate, self.mean_score, self.mean_turn, self.own_won, self.own_score)


def verdict_of(rows: Sequence[Row]) -> Verdict:
    won = [row[1] for row in rows if row[0]]
    n = len(rows)
    return Verdict(len(won), sum(won) / len(won) if won else 0.0, sum(row[2] for row in rows) / n, n,
                   rows[0][0], rows[0][1], sum(row[3] for row in rows) / n, sum(row[4] for row in rows) / n)


def draw_seeds(record: GameRecord, n: int) -> tuple[int, ...]:
    """The seeds of the `n - 1` draws after the record's own (the same for every plan)."""
    rng = random.Random(record.damage_seed * 7919 + 17)
    return tuple(rng.randrange(1 << 30) for _ in range(max(0, n - 1)))


def draws(record: GameRecord, seeds: Sequence[int]) -> list[GameRecord]:
    """The record on its own draw, then on each seed's."""
    return [record] + [replace(record, damage_seed=s, damage_order=None) for s in seeds]


def with_actions(record: GameRecord, plans: Sequence[Sequence[Action]]) -> GameRecord:
    """The record with each crew member's actions replaced."""
    crew = tuple(replace(member, actions=tuple(plan)) for member, plan in zip(record.crew, plans))
    return replace(record, crew=crew)


def judge(record: GameRecord, seeds: Sequence[int], rows: Rows = rows_of) -> Verdict:
    return verdict_of(rows(draws(record, seeds)))


def judge_many(records: Sequence[GameRecord], seeds: Sequence[int], rows: Rows = rows_of) -> list[Verdict]:
    """Several plans of one mission in one bulk call (what a process pool splits)."""
    batch = [r for record in records for r in draws(record, seeds)]
    out = rows(batch)
    size = len(seeds) + 1
    return [verdict_of(out[i * size:(i + 1) * size]) for i in range(len(records))]
