"""Game records on disk: loading, errors with file:line:field, atomic saving, round trips."""
from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from spacealert_tui.cli import main
from spacealert_tui.errors import UserError
from spacealert_tui.record import dump_record, load_record, load_record_text, save_record
from spacealert_tui.rules import record_from_dict, record_to_dict
from spacealert_tui.rules.sampling import random_record_doc
from tests.rules.builders import record_doc

GOOD = """\
format: spacealert-record/1
mission:
  title: Test
  tracks: {red: 2, white: 3, blue: 1, internal: 4}
  threats:
    - {card: E1-07, turn: 1, zone: red}
    - {card: I1-05, turn: 3}
crew:
  - name: Ana
    roles: [captain]
    actions: [red, A, A, B, A, A, empty, A, B, A, A, empty]
  - name: Bo
    actions: [A, A, lift, A, A, B, A, blue, A, A, A, A]
"""


def error_of(text: str) -> UserError:
    with pytest.raises(UserError) as info:
        load_record_text(text, "m.yaml")
    return info.value


def test_a_good_record_loads():
    record = load_record_text(GOOD, "m.yaml")
    assert [c.name for c in record.crew] == ["Ana", "Bo"]
    assert record.tracks == {"red": 2, "white": 3, "blue": 1, "internal": 4}


@pytest.mark.parametrize("old,new,line,field,words", [
    ("red, A, A, B", "red, A, Q, B", 11, "crew[0].actions[2]", "unknown action 'Q'"),
    ("card: E1-07", "card: E9-99", 6, "mission.threats[0].card", "unknown threat card"),
    ("turn: 1, zone: red", "turn: 9, zone: red", 6, "mission.threats[0].turn", "turns 1-8"),
    ("zone: red}", "zone: green}", 6, "mission.threats[0].zone", "unknown zone"),
    ("blue, A, A, A, A]", "blue, A, A, A]", 13, "crew[1].actions", "exactly 12 actions, got 11"),
    ("internal: 4}", "internal: 3}", 4, "mission.tracks", "different boards"),
    ("internal: 4}", "internal: 9}", 4, "mission.tracks.internal", "1-7"),
    ("{card: I1-05, turn: 3}", "{card: I1-05, turn: 3, zone: red}", 7, "mission.threats[1].zone", "internal threat"),
    ("roles: [captain]", "roles: [pilot]", 10, "crew[0].roles[0]", "unknown role"),
    ("format: spacealert-record/1", "format: other", 1, "format", "spacealert-record/1"),
])
def test_bad_fields_name_file_line_and_field(old, new, line, field, words):
    err = error_of(GOOD.replace(old, new))
    assert err.file == "m.yaml" and err.line == line and err.field == field
    assert words in str(err)
    assert str(err).startswith(f"m.yaml:{line}: {field}: ")


def test_sixth_crew_member_is_refused():
    doc = yaml.safe_load(GOOD)
    doc["crew"] = [dict(doc["crew"][0], name=f"P{i}") for i in range(6)]
    err = error_of(yaml.safe_dump(doc))
    assert "1-5 members" in str(err) and err.field == "crew"


def test_yaml_syntax_error_names_the_line():
    err = error_of("format: spacealert-record/1\nmission: [unclosed\n")
    assert err.line is not None and "invalid YAML" in str(err)


def test_not_a_mapping():
    assert "expected a mapping" in str(error_of("- just\n- a list\n"))


def test_missing_file_and_binary_file(tmp_path):
    with pytest.raises(UserError, match="no such file"):
        load_record(tmp_path / "none.yaml")
    binary = tmp_path / "bin.yaml"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(UserError, match="not UTF-8"):
        load_record(binary)


def test_round_trip_through_yaml(tmp_path):
    for seed in range(50):
        doc = random_record_doc(random.Random(seed), crew=1 + seed % 5, threats=seed % 13)
        record = record_from_dict(doc)
        path = tmp_path / f"r{seed}.yaml"
        save_record(record, path)
        assert load_record(path) == record
        assert record_from_dict(yaml.safe_load(dump_record(record))) == record
        assert record_to_dict(load_record(path)) == record_to_dict(record)


def test_unknown_mission_fields_are_kept():
    doc = yaml.safe_load(GOOD)
    doc["mission"]["difficulty"] = {"common": "white", "serious": "mixed"}
    doc["logbook"] = {"date": "2026-11-21"}
    again = record_to_dict(record_from_dict(doc))
    assert again["mission"]["difficulty"] == {"common": "white", "serious": "mixed"}
    assert again["logbook"] == {"date": "2026-11-21"}


def test_save_is_atomic_and_leaves_no_temporary_files(tmp_path):
    record = load_record_text(GOOD)
    path = tmp_path / "deep" / "m.yaml"
    save_record(record, path)
    save_record(record, path)
    assert sorted(p.name for p in path.parent.iterdir()) == ["m.yaml"]


def test_cli_bad_record_exits_2_with_one_line(tmp_path, capsys):
    path = tmp_path / "bad.yaml"
    path.write_text(GOOD.replace("red, A, A, B", "red, A, Q, B"))
    assert main(["resolve", str(path), "--json"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and "bad.yaml:11" in err and "Traceback" not in err


def test_installed_command_handles_a_huge_malformed_record(tmp_path):
    """A multi-megabyte record with one bad token: one line, exit 2, no traceback."""
    doc = record_doc(threats=[("E1-07", 1, "red")], crew=[["A"] * 12])
    doc["mission"]["difficulty"] = {"common": "white", "serious": "yellow"}   # kept, not lost
    text = yaml.safe_dump(doc)
    filler = "".join(f"# filler line {i} {'-' * 60}\n" for i in range(60000))   # ~4.5 MB
    path = tmp_path / "huge.yaml"
    path.write_text(filler + text.replace("- A\n", "- Z\n", 1))
    exe = Path(sys.executable).with_name("spacealert")
    proc = subprocess.run([str(exe), "resolve", str(path)], capture_output=True, text=True, timeout=30)
    assert proc.returncode == 2
    assert proc.stderr.count("\n") == 1 and "huge.yaml:" in proc.stderr and "Traceback" not in proc.stderr
