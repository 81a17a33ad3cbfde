"""`--workers N`: N searches side by side, one a process, from seeds S, S+1, ...; the
best plan wins, and its own seed and steps find it again in one process."""
from __future__ import annotations

from spacealert_tui.coach.judge import Verdict
from spacealert_tui.coach.parallel import cores, search_parallel
from spacealert_tui.coach.plan import search_plan
from spacealert_tui.packaged import record_path
from spacealert_tui.record import load_record
from spacealert_tui.rules import record_to_dict


def test_two_searches_in_two_processes_give_the_best_of_their_seeds_and_reproduce():
    record = load_record(record_path("example/04-lost-in-blue"))
    told: list[tuple[int, int, int]] = []
    searched = search_parallel(record, workers=2, seed=3, iterations=40, draws=3,
                               progress=lambda *row: told.append(row))
    alone = [search_plan(record, seed=s, iterations=40, draws=3) for s in (3, 4)]
    best = max(alone, key=lambda r: r.verdict.rank)
    assert searched.workers == 2 and searched.steps == 80
    assert searched.result.verdict == best.verdict and searched.result.seed in (3, 4)
    assert record_to_dict(searched.result.record) == record_to_dict(alone[searched.result.seed - 3].record)
    assert told and all(done <= 80 for done, _w, _r in told)


def test_one_worker_is_the_search_of_this_process():
    record = load_record(record_path("example/01-first-flight"))
    searched = search_parallel(record, workers=1, seed=2, iterations=15, draws=2)
    alone = search_plan(record, seed=2, iterations=15, draws=2)
    assert record_to_dict(searched.result.record) == record_to_dict(alone.record)
    assert (searched.steps, searched.result.seed) == (15, 2)


def test_the_default_is_the_cores_of_the_machine():
    assert cores() >= 1


def test_survival_over_the_draws_decides_and_the_own_draw_only_ties():
    """Issue 25: a plan is judged on survival over many damage-tile draws, not on the
    record's own: 19 draws won but not the record's own beats 18 with it."""
    robust = Verdict(19, 20.0, 12.9, 20, own_won=False, own_score=0)
    lucky = Verdict(18, 25.0, 12.9, 20, own_won=True, own_score=30)
    assert robust.rank > lucky.rank
    tie_own = Verdict(19, 20.0, 12.9, 20, own_won=True, own_score=18)
    assert tie_own.rank > robust.rank


def test_the_suggestion_is_the_finalist_that_wins_most_draws():
    record = load_record(record_path("example/04-lost-in-blue"))
    result = search_plan(record, seed=1, iterations=60, draws=6)
    assert result.finalists and result.verdict.rank == max(v.rank for v in result.finalists)
