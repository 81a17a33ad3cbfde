"""The one-line promise for mission files, flash codes and the mission commands: one line
naming the file (or the argument), exit status 2, nothing written, never a traceback."""
from __future__ import annotations

import os

import pytest

from spacealert_tui.cli import main
from spacealert_tui.errors import UserError
from spacealert_tui.mission.files import parse_mission_text

GOOD = "phase_ends: [240, 420]\nevents:\n  - {at: 10, type: incoming_data}\n"

CASES = [
    ("date title", "title: 2026-02-30\n" + GOOD, None, None, None),
    ("explicit tag", "title: !!int abc\n" + GOOD, 1, "title", "!!int"),
    ("huge number", GOOD.replace("at: 10", "at: " + "9" * 5000), 3, "events[0].at", "5000 digits"),
    ("alias bomb", "notes: &a [x, x, x]\n" + GOOD.replace("type: incoming_data",
                                                        "type: " + "[" + ", ".join(["*a"] * 3) + "]"),
     4, "events[0].type", "is not one of"),
    ("list for a word", "title: [a, b]\n" + GOOD, 1, "title", "a line of text"),
    ("duplicate", GOOD + "phase_ends: [1, 2]\n", 4, "phase_ends", "duplicate key"),
    ("control", "title: a\x07b\n" + GOOD, 1, "title", "U+0007"),
    ("deep", "title: " + "[" * 2000 + "]" * 2000 + "\n" + GOOD, 1, "title", "nest"),
]


@pytest.mark.parametrize("name, text, line, field, words", CASES, ids=[c[0] for c in CASES])
def test_bad_mission_text(name, text, line, field, words):
    if line is None:
        assert parse_mission_text(text, name="m.yaml", default_id="m").timeline.title == "2026-02-30"
        return
    with pytest.raises(UserError) as caught:
        parse_mission_text(text, name="m.yaml", default_id="m")
    error = caught.value
    assert (error.file, error.line, error.field) == ("m.yaml", line, field), str(error)
    assert words in str(error) and "\n" not in str(error)


def _one_line(capsys, argv: list[str]) -> str:
    try:
        status = main(argv)
    except SystemExit as exc:   # argparse's own refusals
        status = int(exc.code or 0)
    assert status == 2
    out, err = capsys.readouterr()
    assert err.count("\n") == 1 and err.startswith("spacealert") and len(err) < 500, err
    return err


@pytest.mark.parametrize("argv", [
    ["mission", "show", "010AL1TR" * 40],
    ["mission", "import", "010AL1TR" * 40],
    ["mission", "import", "01" + "9" * 5000 + "AL1TR"],
    ["mission", "import", "010CS" + "9" * 5000],
    ["mission", "show", "generated/5/level-" + "9" * 5000],
    ["mission", "show", "generated/" + "9" * 5000],
    ["mission", "generate", "--seed", "9" * 5000],
    ["mission", "generate", "--save", "a" * 300],
])
def test_mission_commands_refuse_in_one_line(capsys, data_dir, argv):
    _one_line(capsys, argv)
    assert not (data_dir / "missions").exists() or not any((data_dir / "missions").iterdir())


def test_import_of_a_fifo_does_not_wait(capsys, tmp_path):
    fifo = tmp_path / "code.txt"
    os.mkfifo(fifo)
    assert "not a regular file" in _one_line(capsys, ["mission", "import", str(fifo)])


def test_import_to_an_impossible_file_writes_nothing(capsys, tmp_path):
    folder = tmp_path / "out"
    folder.mkdir()
    target = folder / ("x" * 300 + ".yaml")
    assert "too long" in _one_line(capsys, ["mission", "import", "010ID,030PE1,100PE2", "-o", str(target)])
    assert list(folder.iterdir()) == []


def test_one_broken_saved_mission_is_skipped(capsys, data_dir):
    folder = data_dir / "missions"
    folder.mkdir(parents=True)
    (folder / "good.yaml").write_text(GOOD)
    (folder / "bomb.yaml").write_text("title: !!int x\n" + GOOD)
    (folder / "deep.yaml").write_text("title: " + "[" * 5000 + "\n")
    assert main(["mission", "list"]) == 0
    out, err = capsys.readouterr()
    assert "user/good" in out and "user/bomb" not in out
    assert err.count("spacealert: skipped") == 2
