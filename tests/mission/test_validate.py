"""Each rule of `validate` catches what it is meant to catch, and lets the rest through."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spacealert_tui.mission import SPOKEN_SECONDS, Timeline, TimelineEvent, spoken_spans, validate
from spacealert_tui.mission.validate import check


def threat(at, turn, kind="external", zone="red", **flags):
    return TimelineEvent(at=at, type="threat", turn=turn, kind=kind,
                         zone=zone if kind == "external" else None, **flags)


def mission(*events, ends=(240, 450, 600)):
    return Timeline(id="t", title="t", phase_ends=ends, events=tuple(events))


def rules(timeline):
    return {p.rule for p in check(timeline)}


def test_a_clean_mission_has_no_problems():
    assert validate(mission(threat(10, 1), TimelineEvent(at=60, type="incoming_data"),
                            threat(100, 3, "internal"), TimelineEvent(at=300, type="comms_down", duration=20),
                            threat(250, 5, zone="blue"))) != []  # out of order on purpose
    assert validate(mission(threat(10, 1), TimelineEvent(at=60, type="incoming_data"),
                            threat(100, 3, "internal"), threat(250, 5, zone="blue"),
                            TimelineEvent(at=300, type="comms_down", duration=20))) == []


@pytest.mark.parametrize("timeline, rule", [
    (mission(ends=(240,)), "S1"),
    (mission(ends=(240, 200, 600)), "S1"),
    (mission(ends=(0, 200, 600)), "S1"),
    (mission(ends=(240.5, 450, 600)), "S1"),
    (mission(TimelineEvent(at=60, type="incoming_data"), TimelineEvent(at=30, type="data_transfer")), "S2"),
    (mission(TimelineEvent(at=600, type="incoming_data")), "S2"),
    (mission(TimelineEvent(at=60.5, type="incoming_data")), "S2"),
    (mission(threat(10, 9)), "F1"),
    (mission(threat(10, 1, zone=None)), "F1"),
    (mission(TimelineEvent(at=10, type="threat", turn=2, kind="internal", zone="red")), "F1"),
    (mission(TimelineEvent(at=10, type="threat", turn=2, kind="sideways")), "F1"),  # type: ignore[arg-type]  # a bad kind on purpose
    (mission(TimelineEvent(at=10, type="incoming_data", turn=3)), "F2"),
    (mission(TimelineEvent(at=10, type="comms_down", duration=0)), "F2"),
    (mission(TimelineEvent(at=10, type="comms_down", duration=None)), "F2"),
    (mission(TimelineEvent(at=10, type="data_transfer", duration=5)), "F2"),
    (mission(TimelineEvent(at=10, type="alarm")), "F2"),  # type: ignore[arg-type]  # a bad type on purpose
    (mission(threat(470, 8)), "T1"),
    (mission(threat(250, 3)), "T2"),
    (mission(threat(100, 5)), "T2"),
    (mission(threat(250, 8), ends=(240, 420)), "T2"),
    (mission(threat(10, 3), threat(60, 2)), "T3"),
    (mission(threat(10, 2), threat(60, 2, zone="blue")), "T4"),
    (mission(threat(10, 1), threat(25, 2)), "T5"),
    (mission(TimelineEvent(at=5, type="incoming_data")), "O1"),          # over the opening alert
    (mission(threat(10, 1), TimelineEvent(at=20, type="incoming_data")), "O1"),
    (mission(TimelineEvent(at=175, type="data_transfer")), "O1"),         # into the one-minute warning
    (mission(TimelineEvent(at=225, type="comms_down", duration=5)), "O1"),  # into the countdown
    (mission(TimelineEvent(at=244, type="incoming_data")), "O1"),         # before the countdown is over
])
def test_each_rule(timeline, rule):
    assert rule in rules(timeline)


def test_a_double_action_pair_is_allowed():
    assert validate(mission(threat(10, 2), threat(40, 2, "internal"))) == []


def test_second_test_run_may_announce_t4_in_phase_2():
    assert validate(mission(threat(245, 4), ends=(240, 420))) == []


def test_touching_spans_do_not_overlap():
    length = SPOKEN_SECONDS["incoming_data"]
    assert validate(mission(TimelineEvent(at=10, type="incoming_data"),
                            TimelineEvent(at=10 + length, type="incoming_data"))) == []


def test_spans_include_the_implied_announcements():
    spans = spoken_spans(mission())
    names = [s.what for s in spans]
    assert names[0] == "opening alert"
    assert "phase 1 one-minute warning" in names and "operation countdown" in names
    countdown = next(s for s in spans if s.what == "phase 1 countdown")
    assert (countdown.start, countdown.end) == (240 - SPOKEN_SECONDS["countdown_before"],
                                                240 + SPOKEN_SECONDS["countdown_after"])


def test_problems_carry_the_event_index():
    problems = check(mission(threat(10, 1), threat(250, 3)))
    assert [(p.rule, p.index, p.blocking) for p in problems] == [("T2", 1, True)]

ANYTHING = st.one_of(st.none(), st.booleans(), st.integers(-10, 1000), st.floats(allow_nan=False),
                     st.text(max_size=5), st.sampled_from(["red", "external", "internal", "threat"]))


@settings(max_examples=300, deadline=None)
@given(st.lists(st.builds(TimelineEvent, at=ANYTHING,
                          type=st.sampled_from(["threat", "incoming_data", "data_transfer", "comms_down", "x"]),
                          turn=ANYTHING, kind=ANYTHING, zone=ANYTHING, serious=ANYTHING,
                          unconfirmed=ANYTHING, duration=ANYTHING), max_size=6),
       st.lists(ANYTHING, max_size=4))
def test_validate_never_crashes(events, ends):
    """Whatever a caller builds, validate answers with problems, not exceptions."""
    timeline = Timeline(id="t", title="t", phase_ends=tuple(ends), events=tuple(events))
    assert isinstance(validate(timeline), list)


def test_json_round_trip():
    from spacealert_tui.mission.catalogue import official_missions
    for timeline in official_missions():
        assert Timeline.from_json(timeline.to_json()) == timeline


def test_a_duration_that_is_not_a_number_is_shown_as_written():
    """Found by test_validate_never_crashes: a text duration reached the formatter."""
    from spacealert_tui.mission.spoken import fmt_duration
    assert [fmt_duration(v) for v in (None, 12, 12.0, 7.5, "1.5", True)] == ["?", "12", "12", "7.5", "1.5", "True"]
