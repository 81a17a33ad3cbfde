"""Properties of the rules core on random legal missions (hypothesis).

Never an exception; energy never negative nor over capacity except by heroic B;
the same record always gives the same events and result, byte for byte. The checks
themselves are in tests/rules/invariants.py, shared with The New Frontier's.
"""
from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from spacealert_tui.rules import Game, resolve
from spacealert_tui.rules.sampling import random_record
from tests.rules.invariants import check_boards, check_result, check_same, uses_heroic_b

seeds = st.integers(min_value=0, max_value=2**32 - 1)
crews = st.integers(min_value=1, max_value=5)
threat_counts = st.integers(min_value=0, max_value=12)


def _record(seed: int, crew: int, threats: int):
    return random_record(random.Random(seed), crew=crew, threats=threats)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seeds, crews, threat_counts)
def test_random_missions_resolve_without_error(seed, crew, threats):
    check_result(resolve(_record(seed, crew, threats)).result.to_json())


@settings(max_examples=100, deadline=None)
@given(seeds, crews, threat_counts)
def test_same_record_same_events_and_result(seed, crew, threats):
    record = _record(seed, crew, threats)
    check_same(resolve(record), resolve(record))


@settings(max_examples=150, deadline=None)
@given(seeds, crews, threat_counts)
def test_energy_stays_within_bounds(seed, crew, threats):
    record = _record(seed, crew, threats)
    check_boards(Game(record, snapshots=True).run().snapshots, heroic_b=uses_heroic_b(record))


@settings(max_examples=100, deadline=None)
@given(seeds)
def test_snapshots_follow_the_event_stream(seed):
    record = _record(seed, 4, 7)
    plain, pictured = resolve(record), resolve(record, snapshots=True)
    assert plain.events == pictured.events
    indexes = [s["event_index"] for s in pictured.snapshots]
    assert indexes == sorted(indexes) and indexes[-1] == len(pictured.events)


@settings(max_examples=60, deadline=None)
@given(seeds)
def test_event_snapshots_give_one_board_per_event(seed):
    record = _record(seed, 4, 7)
    plain, boards = resolve(record), resolve(record, snapshots="events")
    assert boards.events == plain.events
    assert len(boards.snapshots) == len(boards.events)
    assert [s["event_index"] for s in boards.snapshots] == list(range(1, len(boards.events) + 1))
    step_boards = resolve(record, snapshots=True).snapshots
    last_of_step = {s["event_index"]: s for s in boards.snapshots}
    for step_board in step_boards:   # the board after a step = the board after its last event
        same = last_of_step[step_board["event_index"]]   # (but for the step's clean-up: cannons)
        assert same["threats"] == step_board["threats"] and same["crew"] == step_board["crew"]
        for key in ("shields", "reactors", "tiles", "rockets", "capsules"):
            assert same["ship"][key] == step_board["ship"][key]
