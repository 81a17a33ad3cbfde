"""`spacealert coach` and `spacealert plan`: output shapes, bad input in one line."""
from __future__ import annotations

import json

from spacealert_tui.rules import record_from_dict, resolve
from tests.cli_run import run


def test_coach_text_names_the_damage_the_failures_and_the_changes(capsys):
    status, out, err = run(capsys, "coach", "example/04-lost-in-blue", "--seeds", "3")
    assert status == 0, err
    assert "The ship was destroyed in turn 6" in out
    assert "Damage, turn by turn" in out and "Frigate #1 Y: attack 3" in out
    assert "no energy in the central reactor" in out
    assert "The smallest changes that matter" in out


def test_coach_json(capsys):
    status, out, _ = run(capsys, "coach", "example/01-first-flight", "--seeds", "2", "--json")
    doc = json.loads(out)
    assert status == 0 and doc["format"] == "spacealert-coach/1" and doc["lost"] is None
    assert {"damage", "failures", "survivors", "as_played", "singles", "pairs"} <= set(doc)
    for change in doc["singles"]:
        assert change["verdict"]["runs"] == 2 and change["changes"][0]["crew"]


def test_coach_bad_input_is_one_line_a_problem(capsys, tmp_path):
    """Every problem of a record at once, one line each naming the file and the line."""
    bad = tmp_path / "bad.yaml"
    bad.write_text("format: spacealert-record/1\nmission: {}\ncrew: []\n")
    status, _, err = run(capsys, "coach", str(bad))
    lines = err.splitlines()
    assert status == 2 and len(lines) == 2
    assert "bad.yaml:2: mission:" in lines[0] and "bad.yaml:3: crew:" in lines[1]
    status, _, err = run(capsys, "coach", "example/01-first-flight", "--seeds", "0")
    assert status == 2 and "--seeds" in err


def test_plan_json_is_a_record_resolve_reads_back(capsys, tmp_path):
    status, out, err = run(capsys, "plan", "example/04-lost-in-blue", "--iterations", "30", "--json",
                           "--draws", "3", "--workers", "1")
    assert status == 0, err
    record = record_from_dict(json.loads(out))
    assert record.title == "Lost in blue"
    path = tmp_path / "plan.json"
    path.write_text(out)
    status, out2, _ = run(capsys, "resolve", str(path), "--json")
    assert status == 0 and json.loads(out2) == resolve(record).result.to_json()


def test_plan_text_shows_the_grid_and_how_to_find_it_again(capsys):
    status, out, _ = run(capsys, "plan", "example/01-first-flight", "--iterations", "20", "--draws", "2",
                         "--seed", "4", "--workers", "1")
    assert status == 0
    assert "Suggested plan" in out and "--seed 4 --iterations 20 --workers 1 finds it again" in out
    status, _, err = run(capsys, "plan", "example/01-first-flight", "--seconds", "0")
    assert status == 2 and err.count("\n") == 1
