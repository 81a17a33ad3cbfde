"""The plan search: legal plans only, deterministic for a seed, bounded by iterations."""
from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from spacealert_tui.coach.legal import choices, is_heroic, is_legal
from spacealert_tui.coach.plan import neighbour, search_plan
from spacealert_tui.coach.pool import Pool, decode, encode
from spacealert_tui.coach.judge import draw_seeds, draws, rows_of
from spacealert_tui.packaged import record_path
from spacealert_tui.record import load_record
from spacealert_tui.rules import record_from_dict, record_to_dict, resolve
from spacealert_tui.rules.sampling import random_record


def _same_mission(a, b) -> bool:
    da, db = record_to_dict(a), record_to_dict(b)
    for doc in (da, db):
        for member in doc["crew"]:
            member.pop("actions")
    return da == db


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 10**6))
def test_every_suggested_plan_is_a_legal_record_of_the_same_mission(seed):
    record = random_record(random.Random(seed), crew=random.Random(seed).randint(1, 5), plans="random")
    result = search_plan(record, iterations=25, seed=seed, draws=3)
    assert all(is_legal(m.actions) for m in result.record.crew)
    assert [m.name for m in result.record.crew] == [m.name for m in record.crew]
    assert _same_mission(result.record, record)
    # the JSON form reads back as a record that resolves
    again = record_from_dict(record_to_dict(result.record))
    assert resolve(again).result.to_json() == resolve(result.record).result.to_json()
    assert result.verdict.key >= result.start.key or result.verdict.runs == 3


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10**6))
def test_moves_keep_one_heroic_card_at_most(seed):
    rng = random.Random(seed)
    plans = [list(m.actions) for m in random_record(rng, plans="random").crew]
    for _ in range(50):
        plans = neighbour(rng, plans)
        assert all(is_legal(p) for p in plans)
        member = plans[rng.randrange(len(plans))]
        turn = rng.randrange(1, 13)
        for action in choices(member, turn):
            changed = member[:turn - 1] + [action] + member[turn:]
            assert is_legal(changed)
    assert all(sum(is_heroic(a) for a in p) <= 1 for p in plans)


def test_the_same_seed_gives_the_same_plan():
    record = load_record(record_path("example/04-lost-in-blue"))
    a = search_plan(record, iterations=60, seed=7, draws=4)
    b = search_plan(record, iterations=60, seed=7, draws=4)
    assert record_to_dict(a.record) == record_to_dict(b.record) and a.verdict == b.verdict
    assert a.iterations == 60


def test_a_stop_bounds_the_search_and_the_iterations_reproduce_it():
    record = load_record(record_path("example/01-first-flight"))
    steps = []

    def stop() -> bool:
        return len(steps) >= 40

    stopped = search_plan(record, seed=3, draws=3, stop=stop, progress=lambda done, _v: steps.append(done))
    again = search_plan(record, seed=3, draws=3, iterations=stopped.iterations)
    assert stopped.iterations == 40
    assert record_to_dict(stopped.record) == record_to_dict(again.record)


def test_the_pool_gives_the_rows_of_this_process():
    record = random_record(random.Random(5), plans="posts")
    batch = draws(record, draw_seeds(record, 40))
    assert all(decode(encode(r, record), record) == r for r in batch)
    with Pool(2) as pool:
        assert pool.rows(batch) == rows_of(batch)
