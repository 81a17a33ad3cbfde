"""The bulk API across processes: plans go out in as many chunks as workers, compact
rows come back.

Both ways compact: a pickled `GameRecord` costs as much as resolving it, and pickled
`Result` objects more, so two processes would be slower than one. The records of a
batch are plans of one mission, so a chunk carries the mission once and each plan as
its action tokens and damage seed. The rows are the same, in the same order, as
`rows_of` gives on this process, so a search is as deterministic with a pool as
without.
"""
from __future__ import annotations

import os
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from collections.abc import Sequence

from spacealert_tui.coach.judge import Row, row_of, rows_of
from spacealert_tui.rules.actions import Action, parse_action
from spacealert_tui.rules.record import GameRecord

# a plan on the wire: each member's action tokens, the damage seed, the record's own order kept
Plan = tuple[tuple[tuple[str, ...], ...], int, bool]

SMALLEST_SPLIT = 8          # fewer records per worker than this: resolved here (no round trip)


def cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:      # not on every platform
        return os.cpu_count() or 1


class Pool:
    """`pool.rows(records)` resolves across `workers` processes (started at the first
    batch big enough to split); use it in a `with` block, or `close()` it."""

    def __init__(self, workers: int | None = None) -> None:
        self.workers = max(1, cores() if workers is None else workers)
        self._executor: ProcessPoolExecutor | None = None

    def rows(self, records: Sequence[GameRecord]) -> list[Row]:
        n = self.workers
        if n == 1 or len(records) < n * SMALLEST_SPLIT:
            return rows_of(records)
        if self._executor is None:
            self._executor = ProcessPoolExecutor(n)
        template = records[0]
        if any(r.threats is not template.threats for r in records):
            return rows_of(records)         # not one mission: nothing to share
        plans = [encode(r, template) for r in records]
        size = -(-len(plans) // n)
        chunks = [plans[i:i + size] for i in range(0, len(plans), size)]
        out: list[Row] = []
        for part in self._executor.map(rows_of_plans, [template] * len(chunks), chunks):
            out.extend(part)
        return out

    def close(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(cancel_futures=True)
            self._executor = None

    def __enter__(self) -> Pool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def encode(record: GameRecord, template: GameRecord) -> Plan:
    return (tuple(tuple(a.token for a in m.actions) for m in record.crew), record.damage_seed,
            record.damage_order is template.damage_order)


_ACTIONS: dict[str, Action] = {}


def decode(plan: Plan, template: GameRecord) -> GameRecord:
    tokens, seed, own_order = plan
    crew = []
    for member, plan_tokens in zip(template.crew, tokens):
        actions = []
        for token in plan_tokens:
            action = _ACTIONS.get(token)
            if action is None:
                action = _ACTIONS[token] = parse_action(token)
            actions.append(action)
        crew.append(replace(member, actions=tuple(actions)))
    return replace(template, crew=tuple(crew), damage_seed=seed,
                   damage_order=template.damage_order if own_order else None)


def rows_of_plans(template: GameRecord, plans: Sequence[Plan]) -> list[Row]:
    """What a worker runs: each plan of the mission, resolved to a row."""
    return [row_of(decode(plan, template)) for plan in plans]
