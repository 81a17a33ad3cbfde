"""Flash code both ways: the grammar of docs/reference/soundtracks.md §6, exact round trips, and
errors that name the token and its character offset."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spacealert_tui.errors import UserError
from spacealert_tui.mission import Timeline, TimelineEvent, from_flash, generate, to_flash


def test_every_kind_of_token():
    code = "010AL1TR,045UR2STW,130AL3IT,200AL4SIT,230ID,300DT,320CS15,400PE1,500PE2,1035PE3"
    timeline = from_flash(code)
    assert timeline.phase_ends == (240, 300, 635)
    assert [e.to_json() for e in timeline.events] == [
        {"at": 10, "type": "threat", "turn": 1, "kind": "external", "zone": "red",
         "serious": False, "unconfirmed": False},
        {"at": 45, "type": "threat", "turn": 2, "kind": "external", "zone": "white",
         "serious": True, "unconfirmed": True},
        {"at": 90, "type": "threat", "turn": 3, "kind": "internal", "zone": None,
         "serious": False, "unconfirmed": False},
        {"at": 120, "type": "threat", "turn": 4, "kind": "internal", "zone": None,
         "serious": True, "unconfirmed": False},
        {"at": 150, "type": "incoming_data"},
        {"at": 180, "type": "data_transfer"},
        {"at": 200, "type": "comms_down", "duration": 15},
    ]
    assert to_flash(timeline) == code


def test_sixty_seconds_is_accepted_as_the_next_minute():
    """Some transcriptions write 10:00 as 960 and 7:00 as 660."""
    timeline = from_flash("010AL1TB,300PE1,660PE2,960PE3")
    assert timeline.phase_ends == (180, 420, 600)
    assert to_flash(timeline) == "010AL1TB,300PE1,700PE2,1000PE3"


def test_spaces_lower_case_trailing_comma_and_spelled_out_warnings():
    timeline = from_flash(" 010al1tb , 020id,\n300PE1-60, 340PE1-20,400PE1,700PE2,")
    assert to_flash(timeline) == "010AL1TB,020ID,400PE1,700PE2"


def test_two_phase_tracks_end_with_pe2():
    timeline = from_flash("010AL1TB,400PE1,700PE2")
    assert timeline.phase_ends == (240, 420)


def test_an_event_at_a_boundary_belongs_to_the_next_phase():
    timeline = from_flash("010AL1TB,400PE1,400ID,700PE2")
    assert timeline.phase_at(timeline.events[1].at) == 2
    assert to_flash(timeline) == "010AL1TB,400PE1,400ID,700PE2"


@pytest.mark.parametrize("code, token, offset, words", [
    ("010AL1TR,,400PE1,700PE2", 2, 9, "empty token"),
    ("010AL1TR,AL2TW,400PE1,700PE2", 2, 9, "starts with its time"),
    ("10AL1TR,400PE1,700PE2", 1, 0, "too short"),
    ("075AL1TR,400PE1,700PE2", 1, 0, "75 seconds"),
    ("010AL9TR,400PE1,700PE2", 1, 0, "T+9"),
    ("010AL0TR,400PE1,700PE2", 1, 0, "T+0"),
    ("010AL1T,400PE1,700PE2", 1, 0, "needs a zone"),
    ("010AL1TX,400PE1,700PE2", 1, 0, "needs a zone"),
    ("010AL1ITR,400PE1,700PE2", 1, 0, "internal threat has no zone"),
    ("010XX,400PE1,700PE2", 1, 0, "unknown event code 'XX'"),
    ("010CS0,400PE1,700PE2", 1, 0, "at least 1 second"),
    ("010CSX,400PE1,700PE2", 1, 0, "unknown event code"),
    ("100ID, 050DT,400PE1,700PE2", 2, 7, "goes back in time"),
    ("010ID,400PE2,700PE3", 2, 6, "PE1 was expected"),
    ("010ID,400PE1,400PE2", 3, 13, "must last"),
    ("010ID,400PE1,700PE2,800PE3,900ID", 5, 27, "nothing can follow"),
    # blocking rules of validate, reported at the token of the threat
    ("010ID,400PE1,410AL2TR,700PE2", 3, 13, "announced in phase 2"),
    ("010AL1TR,040AL1TW,400PE1,700PE2", 2, 9, "second external threat on T+1"),
    ("010AL1TR,400PE1,700PE2,710AL5TR,1000PE3", 4, 23, "announced in phase 3"),
])
def test_malformed_code_names_token_and_offset(code, token, offset, words):
    with pytest.raises(UserError) as caught:
        from_flash(code, source="mission.txt")
    message = str(caught.value)
    assert message.startswith(f"mission.txt: flash code token {token} ")
    assert f"at character {offset}:" in message
    assert words in message
    assert "\n" not in message


@pytest.mark.parametrize("code, words", [
    ("010AL1TR,400PE1", "after 1 phase end"),
    ("010AL1TR", "after 0 phase end"),
    ("010AL1TR,400PE1,700PE2,800ID", "after the last phase end"),
])
def test_incomplete_codes(code, words):
    with pytest.raises(UserError, match=words):
        from_flash(code)


def test_lenient_mode_keeps_what_the_rules_refuse():
    timeline = from_flash("010ID,400PE1,410AL2TR,700PE2", strict=False)
    assert timeline.threats[0].turn == 2


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=0, max_value=2**32), st.integers(1, 5), st.booleans())
def test_generated_missions_round_trip(seed, players, double):
    timeline = generate(seed, players=players, double_threats=double)
    code = to_flash(timeline)
    assert from_flash(code, id=timeline.id, title=timeline.title) == timeline
    assert to_flash(from_flash(code)) == code


def _events() -> st.SearchStrategy[TimelineEvent]:
    threat = st.builds(
        lambda turn, kind, zone, serious, unconfirmed: TimelineEvent(
            at=0, type="threat", turn=turn, kind=kind, zone=zone if kind == "external" else None,
            serious=serious, unconfirmed=unconfirmed),
        st.integers(1, 8), st.sampled_from(["external", "internal"]),
        st.sampled_from(["red", "white", "blue"]), st.booleans(), st.booleans())
    other = st.sampled_from([TimelineEvent(at=0, type="incoming_data"), TimelineEvent(at=0, type="data_transfer")])
    comms = st.integers(1, 90).map(lambda d: TimelineEvent(at=0, type="comms_down", duration=d))
    return st.one_of(threat, other, comms)


@st.composite
def any_timeline(draw) -> Timeline:
    """Any well-formed timeline (not necessarily a playable one)."""
    ends = sorted(draw(st.sets(st.integers(1, 5999), min_size=2, max_size=3)))
    times = sorted(draw(st.lists(st.integers(0, ends[-1] - 1), max_size=30)))
    events = tuple(TimelineEvent(at=t, type=e.type, turn=e.turn, kind=e.kind, zone=e.zone,
                                 serious=e.serious, unconfirmed=e.unconfirmed, duration=e.duration)
                   for t, e in zip(times, draw(st.lists(_events(), min_size=len(times), max_size=len(times)))))
    return Timeline(id="imported", title="Imported mission", phase_ends=tuple(ends), events=events)


@settings(max_examples=300, deadline=None)
@given(any_timeline())
def test_any_well_formed_timeline_round_trips(timeline):
    code = to_flash(timeline)
    assert from_flash(code, strict=False) == timeline
    assert to_flash(from_flash(code, strict=False)) == code


def test_to_flash_refuses_fractions_of_a_second():
    with pytest.raises(ValueError):
        to_flash(Timeline(id="x", title="x", phase_ends=(240, 420),
                          events=(TimelineEvent(at=10.5, type="incoming_data"),)))
