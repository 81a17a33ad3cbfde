"""Mission files: save/load round trips, the JSON of `show --json` loads back,
and every malformed file is refused with its file, line and field."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from spacealert_tui.errors import UserError
from spacealert_tui.mission import generate, load_mission, load_mission_file, save_mission_file
from spacealert_tui.mission.catalogue import official_missions
from spacealert_tui.mission.files import dump_mission, parse_mission_text


@pytest.mark.parametrize("timeline", official_missions() + [generate(3), generate(4, double_threats=True)],
                         ids=lambda t: t.id)
def test_save_then_load_gives_the_same_timeline(tmp_path, timeline):
    path = save_mission_file(tmp_path / "m.yaml", timeline, source="test", notes=("a note",))
    loaded = load_mission_file(path)
    assert loaded.timeline == timeline
    assert loaded.source == "test" and loaded.notes == ("a note",)
    assert dump_mission(loaded.timeline, source="test", notes=("a note",)) == path.read_text()


def test_show_json_output_is_a_mission_file(tmp_path):
    timeline = load_mission("base/mission-5")
    path = tmp_path / "m5.json"
    path.write_text(json.dumps(timeline.to_json(), indent=2))
    assert load_mission_file(path).timeline == timeline


def test_times_may_be_written_m_ss(tmp_path):
    text = """
phase_ends: ["3:50", 450, "10:00"]
events:
  - {at: "0:10", type: threat, turn: 1, kind: internal}
  - {at: 1:30, type: incoming_data}
"""
    mission = parse_mission_text(text, name="t.yaml", default_id="t")
    assert mission.timeline.phase_ends == (230, 450, 600)
    assert [e.at for e in mission.timeline.events] == [10, 90]
    assert mission.timeline.id == mission.timeline.title == "t"


def test_the_file_id_is_kept_unless_overridden(tmp_path):
    path = tmp_path / "x.yaml"
    path.write_text("id: my/own\nphase_ends: [240, 420]\nevents: []\n")
    assert load_mission_file(path).timeline.id == "my/own"
    assert load_mission_file(path, id="user/x").timeline.id == "user/x"


GOOD_EVENT = "  - {at: 10, type: threat, turn: 1, kind: external, zone: red}\n"


@pytest.mark.parametrize("text, line, field, words", [
    ("phase_ends: [240, 420\nevents: []\n", 2, "phase_ends", "invalid YAML"),
    ("- 1\n- 2\n", 1, None, "a mapping"),
    ("phase_ends: [240, 420]\nevents: []\ncolour: red\n", 3, "colour", "unknown field"),
    ("format: spacealert-mission/9\nphase_ends: [240, 420]\nevents: []\n", 1, "format", "is not spacealert-mission/1"),
    ("title: [a]\nphase_ends: [240, 420]\nevents: []\n", 1, "title", "line of text"),
    ("events: []\n", 1, "phase_ends", "missing"),
    ("phase_ends: [240]\nevents: []\n", 1, "phase_ends", "2 or 3"),
    ("phase_ends: [420, 240]\nevents: []\n", 1, "phase_ends", "increase"),
    ("phase_ends: [240, four]\nevents: []\n", 1, "phase_ends[1]", "not a time"),
    ("phase_ends: [240, '7:75']\nevents: []\n", 1, "phase_ends[1]", "not a time"),
    ("phase_ends: [240, 420]\n", 1, "events", "missing"),
    ("phase_ends: [240, 420]\nevents: {a: 1}\n", 2, "events", "a list"),
    ("phase_ends: [240, 420]\nevents:\n" + GOOD_EVENT + "  - 7\n", 4, "events[1]", "a mapping"),
    ("phase_ends: [240, 420]\nevents:\n  - {at: 10, type: alarm}\n", 3, "events[0].type", "is not one of"),
    ("phase_ends: [240, 420]\nevents:\n  - {type: incoming_data}\n", 3, "events[0].at", "missing"),
    ("phase_ends: [240, 420]\nevents:\n  - {at: -5, type: incoming_data}\n", 3, "events[0].at", "not a time"),
    ("phase_ends: [240, 420]\nevents:\n  - {at: 10, type: incoming_data, zone: red}\n", 3,
     "events[0].zone", "unknown field for incoming_data"),
    ("phase_ends: [240, 420]\nevents:\n  - {at: 10, type: comms_down}\n", 3, "events[0].duration", "positive"),
    ("phase_ends: [240, 420]\nevents:\n  - {at: 10, type: comms_down, duration: 0}\n", 3,
     "events[0].duration", "positive"),
    ("phase_ends: [240, 420]\nevents:\n  - {at: 10, type: threat, turn: 9, kind: external, zone: red}\n", 3,
     "events[0].turn", "1..8"),
    ("phase_ends: [240, 420]\nevents:\n  - {at: 10, type: threat, turn: 1, kind: outer, zone: red}\n", 3,
     "events[0].kind", "external or internal"),
    ("phase_ends: [240, 420]\nevents:\n  - {at: 10, type: threat, turn: 1, kind: external, zone: green}\n", 3,
     "events[0].zone", "not a zone"),
    ("phase_ends: [240, 420]\nevents:\n  - {at: 10, type: threat, turn: 1, kind: internal, zone: red}\n", 3,
     "events[0].zone", "no zone"),
    ("phase_ends: [240, 420]\nevents:\n  - {at: 10, type: threat, turn: 1, kind: external, zone: red, serious: 2}\n",
     3, "events[0].serious", "true or false"),
    ("phase_ends: [240, 420]\nevents:\n  - {at: 10, type: threat, at: 20}\n", 3, "events[0].at", "duplicate key"),
    # blocking rules of validate, at the line of the event
    ("phase_ends: [240, 420]\nevents:\n" + GOOD_EVENT + "  - {at: 5, type: incoming_data}\n", 4,
     "events[1]", "listed after"),
    ("phase_ends: [240, 420]\nevents:\n  - {at: 430, type: incoming_data}\n", 3, "events[0]", "outside"),
    ("phase_ends: [240, 420]\nevents:\n  - {at: 250, type: threat, turn: 2, kind: external, zone: red}\n", 3,
     "events[0]", "after turn 2 was planned"),
    ("phase_ends: [240, 420]\nevents:\n  - {at: 250, type: threat, turn: 8, kind: external, zone: red}\n", 3,
     "events[0]", "no turn 8"),
    ("phase_ends: [240, 420]\nevents:\n" + GOOD_EVENT
     + "  - {at: 60, type: threat, turn: 1, kind: external, zone: blue}\n", 4, "events[1]", "second external"),
])
def test_malformed_files_name_file_line_and_field(tmp_path, text, line, field, words):
    path = tmp_path / "broken.yaml"
    path.write_text(text)
    with pytest.raises(UserError) as caught:
        load_mission_file(path)
    error = caught.value
    assert (error.file, error.line, error.field) == (str(path), line, field)
    assert words in str(error)
    assert str(error).startswith(f"{path}:{line}: ")
    assert "\n" not in str(error)


def test_missing_and_unreadable_files(tmp_path):
    with pytest.raises(UserError, match="no such file"):
        load_mission_file(tmp_path / "nope.yaml")
    with pytest.raises(UserError, match="is a directory"):
        load_mission_file(tmp_path)
    binary = tmp_path / "b.yaml"
    binary.write_bytes(b"\xff\xfe\x00")
    with pytest.raises(UserError, match="cannot read"):
        load_mission_file(binary)


def test_timing_problems_are_not_refused(tmp_path):
    """Overlaps (O1) and close threats (T5) are notes, not errors: Mission 3 has one."""
    path = tmp_path / "tight.yaml"
    path.write_text("phase_ends: [240, 420]\nevents:\n" + GOOD_EVENT
                    + "  - {at: 15, type: threat, turn: 2, kind: external, zone: blue}\n")
    assert len(load_mission_file(path).timeline.threats) == 2


def test_the_example_is_documented_and_loads():
    timeline = load_mission("example/first-steps")
    assert timeline.phase_ends == (240, 420)
    text = (Path(__file__).resolve().parents[2] / "spacealert_tui" / "mission" / "data" / "examples"
            / "first-steps.yaml").read_text()
    assert "missions/README.md" in text
