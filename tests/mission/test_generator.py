"""The generator: always playable, reproducible from its seed, and shaped like
the official tracks (ranges from docs/reference/soundtracks.md §1.3 and the tracks themselves)."""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spacealert_tui.mission import generate, load_mission, validate
from spacealert_tui.mission.generator import BASE, DOUBLE, mission_id
from spacealert_tui.mission.timeline import Timeline

SEEDS = range(2000)


@dataclass(frozen=True)
class Stats:
    """The figures docs/reference/soundtracks.md §1.3 tabulates for the official tracks."""

    phase_lengths: tuple[float, ...]
    confirmed: int
    unconfirmed: int
    threats: int
    serious: int
    internal: int
    internal_points: int
    pairs: int
    incoming: tuple[int, ...]
    transfers: tuple[int, ...]
    comms: tuple[float, ...]        # seconds per phase
    comms_breaks: int
    comms_longest: float
    first_threat: float
    first_threat_phase_2: float     # seconds after phase 1 ends
    min_threat_gap: float
    late_threats: tuple[tuple[int | None, float, bool], ...]   # (turn, seconds before the end, normal external)


def stats(t: Timeline) -> Stats:
    ends, threats = t.phase_ends, t.threats
    per_phase = lambda kind: tuple(sum(e.type == kind and t.phase_at(e.at) == p for e in t.events)
                                   for p in (1, 2, 3))
    comms = [e for e in t.events if e.type == "comms_down"]
    turns = Counter(e.turn for e in threats)
    late = tuple((e.turn, ends[t.phase_at(e.at) - 1] - e.at, e.kind == "external" and not e.serious)
                 for e in threats if ends[t.phase_at(e.at) - 1] - e.at < 85)
    return Stats(
        phase_lengths=(ends[0], ends[1] - ends[0], ends[2] - ends[1]),
        confirmed=sum(e.points for e in threats if not e.unconfirmed),
        unconfirmed=sum(e.points for e in threats if e.unconfirmed),
        threats=len(threats), serious=sum(e.serious for e in threats),
        internal=sum(e.kind == "internal" for e in threats),
        internal_points=sum(e.points for e in threats if e.kind == "internal"),
        pairs=sum(n > 1 for n in turns.values()),
        incoming=per_phase("incoming_data"), transfers=per_phase("data_transfer"),
        comms=tuple(sum(e.duration or 0 for e in comms if t.phase_at(e.at) == p) for p in (1, 2, 3)),
        comms_breaks=len(comms), comms_longest=max((e.duration or 0 for e in comms), default=0),
        first_threat=threats[0].at,
        first_threat_phase_2=min(e.at for e in threats if t.phase_at(e.at) == 2) - ends[0],
        min_threat_gap=min(b.at - a.at for a, b in pairwise(threats)),
        late_threats=late,
    )


BASE_MISSIONS = [generate(seed) for seed in SEEDS]
DOUBLE_MISSIONS = [generate(seed, double_threats=True) for seed in range(1000)]
BASE_STATS = [stats(t) for t in BASE_MISSIONS]
DOUBLE_STATS = [stats(t) for t in DOUBLE_MISSIONS]


def within(value, low, high):
    return low <= value <= high


def test_every_generated_mission_is_playable():
    """2,000 base seeds and 1,000 double-action seeds: not one problem."""
    failures = {t.id: validate(t) for t in BASE_MISSIONS + DOUBLE_MISSIONS if validate(t)}
    assert failures == {}


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**64), players=st.integers(1, 5), double=st.booleans())
def test_any_seed_and_option_is_playable(seed, players, double):
    assert validate(generate(seed, players=players, double_threats=double)) == []


@pytest.mark.parametrize("double", [False, True])
def test_every_offered_level_is_playable(double):
    profile = DOUBLE if double else BASE
    for level in range(profile.levels[0], profile.levels[1] + 1):
        for seed in range(60):
            timeline = generate(seed, players=5, threat_level=level, double_threats=double)
            assert validate(timeline) == [], (level, seed)
            assert sum(t.points for t in timeline.threats) == level + profile.unconfirmed_points


def test_the_same_seed_gives_the_same_mission():
    for seed in range(100):
        assert generate(seed) == generate(seed)
        assert generate(seed, players=5, double_threats=True) == generate(seed, players=5, double_threats=True)
    assert len({generate(seed).events for seed in range(100)}) == 100


def test_the_id_regenerates_the_mission():
    for options in ({}, {"players": 5}, {"double_threats": True}, {"threat_level": 9},
                    {"players": 1, "double_threats": True, "threat_level": 12}):
        timeline = generate(77, **options)
        assert timeline.id == mission_id(77, **options)
        assert load_mission(timeline.id) == timeline


def test_options_out_of_range_are_refused():
    for bad in ({"players": 0}, {"players": 6}, {"threat_level": 2}, {"threat_level": 11},
                {"threat_level": 5, "double_threats": True}):
        with pytest.raises(ValueError):
            generate(1, **bad)


# --- base-game statistics (official base missions 1-8 and simulations) ---

def test_base_phase_lengths():
    for s in BASE_STATS:
        assert within(s.phase_lengths[0], 205, 240) and within(s.phase_lengths[1], 215, 235)
        assert within(s.phase_lengths[2], 140, 155) and within(sum(s.phase_lengths), 580, 620)
        assert all(length % 5 == 0 for length in s.phase_lengths)


def test_base_threats():
    for s in BASE_STATS:
        assert (s.confirmed, s.unconfirmed) == (7, 1)
        assert within(s.threats, 5, 7) and within(s.serious, 1, 3)
        assert within(s.internal, 1, 2) and within(s.internal_points, 1, 3)
        assert s.pairs == 0
    counts = Counter(s.threats for s in BASE_STATS)
    assert all(counts[n] > 300 for n in (5, 6, 7))  # every official shape turns up


def test_base_threat_timing():
    for s in BASE_STATS:
        assert s.first_threat in (10, 20)
        assert within(s.first_threat_phase_2, 5, 40)
        assert s.min_threat_gap >= 25
        for turn, before_end, normal_external in s.late_threats:  # ambushes only
            assert turn in (4, 8) and normal_external and within(before_end, 50, 55)
        assert len(s.late_threats) <= 1
    ambushes = sum(bool(s.late_threats) for s in BASE_STATS) / len(BASE_STATS)
    assert 0.15 <= ambushes <= 0.45  # the CD: 3 of 8 missions


def test_base_data_and_comms():
    for s in BASE_STATS:
        assert within(sum(s.incoming), 2, 3) and within(s.incoming[0], 1, 3)
        assert within(s.incoming[1], 0, 2) and within(s.incoming[2], 0, 1)
        assert within(sum(s.transfers), 3, 4) and within(s.transfers[0], 0, 1)
        assert within(s.transfers[1], 1, 2) and within(s.transfers[2], 0, 2)
        assert within(s.comms_breaks, 2, 5) and within(sum(s.comms), 45, 65)
        assert within(s.comms[2], 20, 40) and s.comms[0] <= 25 and s.comms[1] <= 25
        assert s.comms_longest <= 30


def test_turns_follow_the_official_patterns():
    for timeline in BASE_MISSIONS[:500]:
        threats = timeline.threats
        phase_1 = [t for t in threats if t.at < timeline.phase_ends[0]]
        assert all(t.turn <= 4 for t in phase_1)
        assert all(t.turn >= 5 for t in threats[len(phase_1):])
        internal = sorted(t.turn for t in threats if t.kind == "internal")
        assert all(b - a >= 2 for a, b in pairwise(internal))
        for t in threats:
            low, high = {("external", False): (1, 8), ("external", True): (2, 7),
                         ("internal", False): (2, 7), ("internal", True): (3, 6)}[(t.kind, t.serious)]
            assert low <= t.turn <= high
        zones = Counter(t.zone for t in threats if t.kind == "external")
        assert max(zones.values()) <= 3
        if sum(zones.values()) >= 3:
            assert len(zones) == 3


# --- New Frontier statistics (the six double-action tracks) ---

def test_double_action_missions():
    for s in DOUBLE_STATS:
        assert within(s.phase_lengths[0], 290, 310) and within(s.phase_lengths[1], 250, 290)
        assert within(s.phase_lengths[2], 210, 270)
        assert (s.confirmed, s.unconfirmed) == (10, 2)
        assert within(s.threats, 8, 10) and within(s.serious, 2, 4)
        assert within(s.internal, 1, 3) and within(s.internal_points, 2, 4)
        assert within(s.pairs, 1, 2)
        assert s.first_threat in (10, 15) and within(s.first_threat_phase_2, 10, 65)
        assert s.min_threat_gap >= 20
        assert within(sum(s.incoming), 2, 3) and s.incoming[2] == 0
        assert within(sum(s.transfers), 4, 6) and all(within(n, 1, 2) for n in s.transfers)
        assert within(s.comms_breaks, 3, 6) and within(sum(s.comms), 60, 70)
        assert within(s.comms[2], 20, 40)
        for turn, before_end, _ in s.late_threats:
            assert turn in (4, 8) and within(before_end, 50, 55)


def test_double_action_pairs_are_announced_close_together():
    for timeline in DOUBLE_MISSIONS[:300]:
        threats = timeline.threats
        for a, b in pairwise(threats):
            if a.turn == b.turn:
                assert {a.kind, b.kind} == {"internal", "external"}
                assert within(b.at - a.at, 20, 55)
                assert a.points + b.points <= 3


# --- crew size ---

def test_solo_missions_leave_out_what_the_solo_variant_ignores():
    for seed in range(200):
        timeline = generate(seed, players=1)
        assert {e.type for e in timeline.events} == {"threat"}
        assert not any(t.unconfirmed for t in timeline.threats)
        assert sum(t.points for t in timeline.threats) == 7
        assert validate(timeline) == []


def test_crews_of_two_to_five_hear_the_same_threats():
    """Like the CD: the unconfirmed report is announced to every crew; only a crew of five acts on it."""
    for seed in range(50):
        missions = [generate(seed, players=n) for n in (2, 3, 4, 5)]
        assert len({m.events for m in missions}) == 1
        assert sum(t.unconfirmed for t in missions[0].threats) == 1
