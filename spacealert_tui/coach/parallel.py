"""Several plan searches at once, one a process, each from its own seed: the best plan wins.

One annealing search is a chain of steps, each waiting for the last: splitting a
step's few resolutions across processes leaves most of the work in one process (the
second core idles). Independent searches keep every core busy and explore other
valleys; they are judged on the same damage draws (a pure function of the record), so
their plans compare. Search k starts from `seed + k`: search 0 is the one-process
search of the same seed, and the winner's seed and steps find its plan again in one
process (`search_plan(seed=..., iterations=...)`).

Stopping: every search asks a shared event and the deadline between its steps; the
caller's `stop` is asked here, every `POLL` seconds, and sets the event. Each search
then judges its best plans met on all the draws and returns them: the best so far.
Workers ignore SIGINT (Ctrl+C reaches the whole process group; the caller decides).
"""
from __future__ import annotations

import multiprocessing
import os
import signal
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor, wait
from dataclasses import dataclass
from typing import Any

from spacealert_tui.coach.judge import Verdict
from spacealert_tui.coach.legal import Hands
from spacealert_tui.coach.plan import PlanResult, search_plan
from spacealert_tui.coach.pool import cores as affinity_cores
from spacealert_tui.rules.record import GameRecord

POLL = 0.1                  # seconds between two looks at `stop` and the searches' progress
FIELDS = 3                  # per search in the shared counters: steps done, draws won, draws judged

# (steps done by all the searches, draws won and judged by the leading search's current plan)
Progress = Callable[[int, int, int], None]


def cores() -> int:
    """The cores this process may use."""
    count = getattr(os, "process_cpu_count", None)     # Python 3.13
    return (count() or 1) if count is not None else affinity_cores()


@dataclass(frozen=True, slots=True)
class Searched:
    """The best plan of `workers` searches; `result.seed` and `result.iterations` find it
    again in one process. `steps`: the steps of all the searches."""

    result: PlanResult
    steps: int
    workers: int


def search_parallel(record: GameRecord, *, workers: int, seed: int = 0, iterations: int = 10**9,
                    deadline: float | None = None, draws: int = 20, hands: Hands | None = None,
                    stop: Callable[[], bool] | None = None, progress: Progress | None = None) -> Searched:
    """`workers` searches of `record` (seeds `seed`, `seed + 1`, ...), each for `iterations`
    steps or until `deadline` (`time.monotonic()`) or `stop()`; the best plan wins (most
    draws won, ..., `Verdict.rank`; the lower seed on a tie). One worker searches in
    this process."""
    if workers <= 1:
        return _here(record, seed, iterations, deadline, draws, hands, stop, progress)
    context = multiprocessing.get_context()
    event = context.Event()
    counters: Any = context.Array("q", FIELDS * workers, lock=False)
    with ProcessPoolExecutor(workers, mp_context=context, initializer=_start_worker,
                             initargs=(event, counters)) as pool:
        futures = [pool.submit(_worker, record, seed + k, k, iterations, deadline, draws, hands)
                   for k in range(workers)]
        pending = set(futures)
        while pending:
            done, pending = wait(pending, timeout=POLL)
            if any(f.exception() is not None for f in done) or (stop is not None and stop()):
                event.set()             # the others stop too; a search's error is raised below
            if progress is not None:
                progress(*_tally(counters, workers))
        results = [f.result() for f in futures]
    best = max(range(workers), key=lambda k: (results[k].verdict.rank, -k))
    return Searched(results[best], sum(r.iterations for r in results), workers)


def _here(record: GameRecord, seed: int, iterations: int, deadline: float | None, draws: int,
          hands: Hands | None, stop: Callable[[], bool] | None, progress: Progress | None) -> Searched:
    def stopped() -> bool:
        return (deadline is not None and time.monotonic() >= deadline) or (stop is not None and stop())

    def told(done: int, v: Verdict) -> None:
        if progress is not None:
            progress(done, v.wins, v.runs)

    result = search_plan(record, seed=seed, iterations=iterations, draws=draws, hands=hands,
                         stop=stopped, progress=told)
    return Searched(result, result.iterations, 1)


def _tally(counters: Any, workers: int) -> tuple[int, int, int]:
    rows = [tuple(counters[FIELDS * k:FIELDS * (k + 1)]) for k in range(workers)]
    lead = max(rows, key=lambda r: (r[1] / r[2] if r[2] else 0.0))
    return sum(r[0] for r in rows), lead[1], lead[2]


# -- in a worker process ------------------------------------------------------------------
_event: Any = None
_counters: Any = None


def _start_worker(event: Any, counters: Any) -> None:
    global _event, _counters
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _event, _counters = event, counters


def _worker(record: GameRecord, seed: int, index: int, iterations: int, deadline: float | None,
            draws: int, hands: Hands | None) -> PlanResult:
    parent = os.getppid()

    def stopped() -> bool:
        return (_event.is_set() or (deadline is not None and time.monotonic() >= deadline)
                or os.getppid() != parent)          # the caller is gone: nobody waits for the plan

    def told(done: int, v: Verdict) -> None:
        base = FIELDS * index
        _counters[base], _counters[base + 1], _counters[base + 2] = done, v.wins, v.runs

    return search_plan(record, seed=seed, iterations=iterations, draws=draws, hands=hands,
                       stop=stopped, progress=told)


__all__ = ["Searched", "cores", "search_parallel"]
