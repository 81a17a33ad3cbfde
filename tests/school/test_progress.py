"""The school's progress store: it survives a restart, says which lesson comes next,
and a broken file is one line naming the file (and the field), never lost progress."""
from __future__ import annotations

import json

import pytest

from spacealert_tui.cli import main
from spacealert_tui.errors import UserError
from spacealert_tui.school.lessons import LESSONS
from spacealert_tui.school.progress import (Progress, load_progress, next_lesson, progress_path,
                                            save_progress)


def test_nothing_saved_means_nothing_passed_and_the_first_lesson_next(data_dir):
    progress = load_progress()
    assert progress.passed == set()
    assert next_lesson(progress) is LESSONS[0]
    assert not progress_path().exists()


def test_progress_survives_a_restart(data_dir):
    progress = load_progress()
    progress.mark_passed("moving")
    progress.mark_passed("lasers")
    save_progress(progress)
    assert progress_path() == data_dir / "school.json"
    again = load_progress()
    assert again.passed == {"moving", "lasers"}
    assert next_lesson(again).id == "energy"
    for item in LESSONS:
        again.mark_passed(item.id)
    assert next_lesson(again) is None


def test_a_lesson_this_version_lacks_is_kept(tmp_path):
    path = tmp_path / "school.json"
    save_progress(Progress({"moving", "warp-drive"}), path)
    assert load_progress(path).passed == {"moving", "warp-drive"}
    assert json.loads(path.read_text())["format"] == "spacealert-school/1"


@pytest.mark.parametrize("text, where", [
    ("{not json", "school.json:1: not JSON"),
    ("[]", "school.json: expected a JSON object"),
    ('{"format": "other/1", "passed": []}', "school.json: format: expected spacealert-school/1"),
    ('{"format": "spacealert-school/1", "passed": "moving"}', "school.json: passed: expected a list"),
    ('{"format": "spacealert-school/1", "passed": [1]}', "school.json: passed: expected a list"),
])
def test_a_broken_file_names_the_file_and_the_field(tmp_path, text, where):
    path = tmp_path / "school.json"
    path.write_text(text)
    with pytest.raises(UserError) as caught:
        load_progress(path)
    assert where in str(caught.value) and "\n" not in str(caught.value)
    assert path.read_text() == text


def test_a_broken_file_is_one_line_and_exit_2_on_the_command_line(data_dir, capsys):
    data_dir.mkdir(parents=True)
    (data_dir / "school.json").write_text("{broken")
    assert main(["school", "--list"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("spacealert: ") and "school.json:1: not JSON" in err and "\n" not in err
