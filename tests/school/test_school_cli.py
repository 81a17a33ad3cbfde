"""`spacealert school --list` and `--check`: the path with what was passed, a plan
judged from a file or from --plan, and bad input as one line with exit status 2."""
from __future__ import annotations

import pytest

from spacealert_tui.cli import main
from spacealert_tui.school.lessons import LESSONS
from spacealert_tui.school.progress import Progress, save_progress

pytestmark = pytest.mark.usefixtures("data_dir")


def test_list_shows_the_path_and_what_was_passed(capsys):
    assert main(["school", "--list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == len(LESSONS) + 2
    assert lines[0] == "→  1. moving           Moving and the gravolift"
    assert lines[10:13] == ["      — The New Frontier —",
                            "  11. phasing          Phasing threats",
                            "  12. megashield       Megashields"]
    assert lines[-4:-1] == ["  16. double-actions   Double actions",
                            "  17. far-interceptors Interceptors at a distance",
                            "  18. specialization   Specializations"]
    assert lines[-1] == "0 of 18 lessons passed"
    save_progress(Progress({"moving"}))
    assert main(["school", "--list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("✓  1. moving") and lines[1].startswith("→  2. lasers")
    assert lines[-1] == "1 of 18 lessons passed"


def test_list_speaks_the_crews_language(capsys):
    assert main(["--lang", "es", "school", "--list"]) == 0
    out = capsys.readouterr().out
    assert "El movimiento y el gravitoelevador" in out and "0 de 18 lecciones superadas" in out
    assert "— La Nueva Frontera —" in out and "Amenazas cambiafases" in out
    main(["--lang", "en", "school", "--list"])


def test_check_judges_a_plan_given_on_the_command_line(capsys):
    assert main(["school", "--check", "lasers", "--plan", "red A A"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Passed: Firing the lasers\nDestroyed in turn 3: Fighter.\n")
    assert main(["school", "--check", "lasers", "--plan", "A, A, A"]) == 1
    out = capsys.readouterr().out
    assert out.startswith("Not passed yet: Firing the lasers\n")
    assert "A plan that works: Ana: turn 1 red arrow, turn 2 A, turn 3 A." in out


def test_check_reads_a_plan_file_one_line_per_learner(tmp_path, capsys):
    plan = tmp_path / "plan.txt"
    item = next(item for item in LESSONS if item.id == "mission")
    plan.write_text("# Ana, then Bo\n" + "\n".join(" ".join(p) for p in item.follows) + "\n")
    assert main(["school", "--check", "mission", str(plan)]) == 0
    assert "The ship jumped home." in capsys.readouterr().out


@pytest.mark.parametrize("argv, message", [
    (["school", "--check", "flying", "--plan", "A"], "no lesson 'flying'"),
    (["school", "--check", "lasers"], "--check takes LESSON and either a PLANFILE or --plan CARDS"),
    (["school", "--check", "lasers", "--plan", "red Q"], "Ana, turn 2: Q is not a card of this lesson"),
    (["school", "--plan", "A"], "--plan goes with --check LESSON"),
    (["school", "nowhere"], "no lesson 'nowhere'"),
    (["school", "--check", "lasers", "/no/such/plan"], "/no/such/plan: no such file"),
])
def test_bad_input_is_one_line_and_exit_2(capsys, argv, message):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1
