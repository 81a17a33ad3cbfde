"""`spacealert mission ...`: the output shapes of missions/README.md, in-process and once
through the installed command; bad input exits 2 with one line, no traceback."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from spacealert_tui.cli import main
from spacealert_tui.mission import from_flash, load_mission, to_flash

ROOT = Path(__file__).resolve().parents[2]


def run(capsys, *args: str) -> tuple[int, str, str]:
    try:
        status = main(["mission", *args])
    except SystemExit as exc:  # argparse errors
        status = int(exc.code or 0)
    out, err = capsys.readouterr()
    return status, out, err


def assert_one_line_error(status: int, err: str, *words: str) -> None:
    assert status == 2
    assert err.count("\n") == 1 and "Traceback" not in err
    for word in words:
        assert word in err


def test_list_json_shape(capsys):
    status, out, err = run(capsys, "list", "--json")
    assert status == 0 and err == ""
    missions = json.loads(out)
    assert all(set(m) == {"id", "title", "duration", "kind"} for m in missions)
    kinds = {m["id"]: m["kind"] for m in missions}
    assert kinds["base/mission-1"] == "official" and kinds["new-frontier/mission-6"] == "official"
    assert kinds["example/first-steps"] == "example"
    assert {m["duration"] for m in missions if m["id"] == "base/mission-2"} == {620}


def test_list_text(capsys):
    status, out, _ = run(capsys, "list")
    assert status == 0
    line = next(line for line in out.splitlines() if line.startswith("base/mission-4 "))
    assert "9:40" in line and "official" in line and "Mission 4" in line


def test_saved_missions_are_listed_as_files(capsys, data_dir):
    assert run(capsys, "generate", "--seed", "5", "--save", "practice")[0] == 0
    status, out, _ = run(capsys, "list", "--json")
    entry = next(m for m in json.loads(out) if m["id"] == "user/practice")
    assert entry["kind"] == "file"
    assert (data_dir / "missions" / "practice.yaml").is_file()


def test_a_broken_saved_file_is_skipped_with_a_note(capsys, data_dir):
    (data_dir / "missions").mkdir(parents=True)
    (data_dir / "missions" / "broken.yaml").write_text("phase_ends: [\n")
    status, out, err = run(capsys, "list", "--json")
    assert status == 0 and json.loads(out)
    assert "broken.yaml:" in err and err.count("\n") == 1


def test_show_json_is_the_contract(capsys):
    status, out, _ = run(capsys, "show", "base/mission-1", "--json")
    assert status == 0
    data = json.loads(out)
    assert set(data) == {"id", "title", "phase_ends", "events"}
    assert data["id"] == "base/mission-1" and data["phase_ends"] == [225, 450, 600]
    threat = data["events"][0]
    assert threat == {"at": 10, "type": "threat", "turn": 2, "kind": "external", "zone": "white",
                      "serious": True, "unconfirmed": False}
    types = {e["type"] for e in data["events"]}
    assert types == {"threat", "incoming_data", "data_transfer", "comms_down"}
    assert all("duration" in e for e in data["events"] if e["type"] == "comms_down")


def test_show_flash(capsys):
    status, out, _ = run(capsys, "show", "new-frontier/mission-6", "--flash")
    assert status == 0
    code = out.strip()
    assert code.startswith("010UR1TR,040AL2IT,") and code.endswith(",1400PE3")
    assert from_flash(code, id="new-frontier/mission-6", title=load_mission("new-frontier/mission-6").title) \
        == load_mission("new-frontier/mission-6")


def test_show_in_words(capsys):
    status, out, _ = run(capsys, "show", "base/mission-3")
    assert status == 0
    assert out.startswith("Mission 3  [base/mission-3]  10:00, 3 phases")
    assert "Phase 2  3:50-7:30  (plan turns 4-7)" in out
    # the action round's subtitles, word for word (issue 26: the same phrasing in both)
    assert "   0:10  Alert. Time T+2. Internal threat. Repeat. Time T+2. Internal threat." in out
    assert "   5:55  Alert. Unconfirmed report: Time T+8. Threat. Zone red. Repeat." in out
    assert "   6:30  Second phase ends in one minute." in out
    assert "Notes:" in out and "O1:" in out  # the known Mission 3 overlap


def test_show_a_file_by_path(capsys, tmp_path):
    path = tmp_path / "mine.yaml"
    path.write_text("title: Mine\nphase_ends: [240, 420]\nevents:\n  - {at: 10, type: incoming_data}\n")
    status, out, _ = run(capsys, "show", str(path), "--json")
    assert status == 0 and json.loads(out)["title"] == "Mine"
    flash = tmp_path / "code.txt"
    flash.write_text("010ID,400PE1,700PE2\n")
    status, out, _ = run(capsys, "show", str(flash), "--flash")
    assert status == 0 and out == "010ID,400PE1,700PE2\n"


def test_generate_same_seed_same_mission(capsys):
    first = run(capsys, "generate", "--seed", "123", "--json")[1]
    second = run(capsys, "generate", "--seed", "123", "--json")[1]
    assert first == second
    data = json.loads(first)
    assert data["id"] == "generated/123" and len(data["phase_ends"]) == 3
    flash = run(capsys, "generate", "--seed", "123", "--flash")[1].strip()
    assert to_flash(load_mission("generated/123")) == flash


def test_generate_options(capsys):
    status, out, _ = run(capsys, "generate", "--seed", "9", "--players", "5", "--double-actions",
                         "--level", "12", "--json")
    assert status == 0
    data = json.loads(out)
    assert data["id"] == "generated/9/p5/double/level-12"
    points = sum(2 if e["serious"] else 1 for e in data["events"] if e["type"] == "threat")
    assert points == 14
    solo = json.loads(run(capsys, "generate", "--seed", "9", "--players", "1", "--json")[1])
    assert {e["type"] for e in solo["events"]} == {"threat"}


def test_generate_without_seed_shows_the_seed_used(capsys):
    status, out, _ = run(capsys, "generate", "--json")
    data = json.loads(out)
    seed = int(data["id"].split("/")[1])
    assert load_mission(data["id"]).to_json() == data and f"mission {seed} " in data["title"]


def test_generate_refuses_bad_options(capsys):
    assert_one_line_error(*run(capsys, "generate", "--level", "99")[::2], "--level", "3-10")
    assert_one_line_error(*run(capsys, "generate", "--players", "6")[::2], "--players")
    assert_one_line_error(*run(capsys, "generate", "--seed", "-1")[::2], "--seed")
    assert_one_line_error(*run(capsys, "generate", "--json", "--flash")[::2], "not allowed")


def test_save_refuses_to_overwrite_and_odd_names(capsys):
    assert run(capsys, "generate", "--seed", "1", "--save", "once")[0] == 0
    assert_one_line_error(*run(capsys, "generate", "--seed", "2", "--save", "once")[::2], "once.yaml", "already")
    assert_one_line_error(*run(capsys, "generate", "--seed", "2", "--save", "../evil")[::2], "name")


def test_import_code_into_the_data_dir(capsys, data_dir):
    code = "010AL1TR,100ID,200DT,400PE1,420AL5TB,700PE2"
    status, out, _ = run(capsys, "import", code)
    assert status == 0
    path = Path(out.split(": ", 1)[1].split(" (mission id")[0])
    assert path.parent == data_dir / "missions" and path.is_file()
    mission_id = out.split("(mission id ")[1].rstrip(")\n")
    assert to_flash(load_mission(mission_id)) == code
    assert run(capsys, "import", code)[0] == 0  # the same code again is fine


def test_import_file_to_output(capsys, tmp_path):
    source = tmp_path / "nf6.txt"
    source.write_text(to_flash(load_mission("new-frontier/mission-6")) + "\n")
    target = tmp_path / "out" / "nf6.yaml"
    status, out, _ = run(capsys, "import", str(source), "-o", str(target))
    assert status == 0 and str(target) in out
    imported = load_mission(str(target))
    assert imported.events == load_mission("new-frontier/mission-6").events


def test_import_name_clash_is_refused(capsys, tmp_path, data_dir):
    first, second = tmp_path / "a" / "m.txt", tmp_path / "b" / "m.txt"
    first.parent.mkdir(), second.parent.mkdir()
    first.write_text("010ID,400PE1,700PE2")
    second.write_text("020ID,400PE1,700PE2")
    assert run(capsys, "import", str(first))[0] == 0
    assert_one_line_error(*run(capsys, "import", str(second))[::2], "m.yaml", "-o")


@pytest.mark.parametrize("args, words", [
    (["import", "010AL1TR,100IX,400PE1,700PE2"], ["token 2 '100IX' at character 9", "unknown event code"]),
    (["import", "not-a-code"], ["not flash code"]),
    (["show", "base/mission-99"], ["base/mission-99", "no such mission"]),
    (["show", "generated/4/fast"], ["unknown option"]),
    (["show", "generated/4/p9"], ["players must be 1-5"]),
    (["show", "generated/4/level-30"], ["threat level"]),
    ([], ["required"]),
])
def test_bad_input_exits_2_with_one_line(capsys, args, words):
    assert_one_line_error(*run(capsys, *args)[::2], *words)


def test_malformed_files_exit_2_naming_file_and_line(capsys, tmp_path):
    path = tmp_path / "bad.yaml"
    path.write_text("phase_ends: [240, 420]\nevents:\n"
                    "  - {at: 10, type: threat, turn: 1, kind: external, zone: pink}\n")
    status, _, err = run(capsys, "show", str(path))
    assert_one_line_error(status, err, f"{path}:3:", "events[0].zone", "pink")
    flash = tmp_path / "bad.txt"
    flash.write_text("010AL1TR,100ID,050DT,400PE1,700PE2")
    status, _, err = run(capsys, "import", str(flash))
    assert_one_line_error(status, err, f"{flash}:", "token 3", "character 15", "back in time")


def test_installed_command(tmp_path):
    """The console script of the venv, as a user would run it."""
    exe = Path(sys.executable).with_name("spacealert")
    if not exe.exists():
        pytest.skip("spacealert is not installed next to this Python")
    env = dict(os.environ, SPACEALERT_DATA_DIR=str(tmp_path), SDL_AUDIODRIVER="dummy")
    listed = subprocess.run([str(exe), "mission", "list", "--json"], capture_output=True, text=True,
                            env=env, cwd=tmp_path, timeout=60)
    assert listed.returncode == 0, listed.stderr
    ids = {m["id"] for m in json.loads(listed.stdout)}
    assert {"base/test-run-1", "base/mission-8", "new-frontier/mission-6", "example/first-steps"} <= ids
    bad = tmp_path / "bad.yaml"
    bad.write_text("phase_ends: [240, 420]\nevents: [\n")
    shown = subprocess.run([str(exe), "mission", "show", str(bad)], capture_output=True, text=True,
                           env=env, cwd=tmp_path, timeout=60)
    assert shown.returncode == 2
    assert shown.stderr.count("\n") == 1 and "Traceback" not in shown.stderr and "bad.yaml" in shown.stderr
