"""Properties of the rules core on random legal missions (hypothesis).

Never an exception; energy never negative nor over capacity except by heroic B;
the same record always gives the same events and result, byte for byte.
"""
from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from spacealert_tui.rules import Game, resolve
from spacealert_tui.rules.layout import ZONES
from spacealert_tui.rules.sampling import random_record

seeds = st.integers(min_value=0, max_value=2**32 - 1)
crews = st.integers(min_value=1, max_value=5)
threat_counts = st.integers(min_value=0, max_value=12)


def _record(seed: int, crew: int, threats: int):
    return random_record(random.Random(seed), crew=crew, threats=threats)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seeds, crews, threat_counts)
def test_random_missions_resolve_without_error(seed, crew, threats):
    resolution = resolve(_record(seed, crew, threats))
    result = resolution.result.to_json()
    assert result["status"] in ("won", "lost")
    if result["status"] == "won":
        s = result["score"]
        assert s["total"] == sum(v for k, v in s.items() if k != "total")
    else:
        assert result["score"] is None and result["lost"]["turn"] <= 13


@settings(max_examples=100, deadline=None)
@given(seeds, crews, threat_counts)
def test_same_record_same_events_and_result(seed, crew, threats):
    record = _record(seed, crew, threats)
    first, second = resolve(record), resolve(record)
    assert [e.as_dict() for e in first.events] == [e.as_dict() for e in second.events]
    assert json.dumps(first.result.to_json()) == json.dumps(second.result.to_json())


@settings(max_examples=150, deadline=None)
@given(seeds, crews, threat_counts)
def test_energy_stays_within_bounds(seed, crew, threats):
    record = _record(seed, crew, threats)
    heroic_b = any(a.token.startswith("HB") for c in record.crew for a in c.actions)
    game = Game(record, snapshots=True).run()
    for snap in game.snapshots:
        ship = snap["ship"]
        for z in ZONES:
            assert ship["shields"][z] >= 0 and ship["reactors"][z] >= 0
            if not heroic_b:
                assert ship["shields"][z] <= ship["shield_capacity"][z]
                assert ship["reactors"][z] <= ship["reactor_capacity"][z]
            else:   # heroic B adds at most one cube over capacity per use
                assert ship["shields"][z] <= ship["shield_capacity"][z] + 3
                assert ship["reactors"][z] <= ship["reactor_capacity"][z] + 3
        assert 0 <= ship["capsules"] <= 3 and 0 <= ship["rockets"] <= 3
        for tiles in ship["tiles"]:
            assert len(tiles) <= 6 and len(set(tiles)) == len(tiles)


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
