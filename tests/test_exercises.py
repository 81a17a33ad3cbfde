"""The crew's past decisive mistakes: kept strictly, offered again 1, 3 and 7 days later."""
from __future__ import annotations

import json
from datetime import date

import pytest

from spacealert_tui.errors import UserError
from spacealert_tui.record.exercises import (add, attempted, due_now, exercise_of, kinds_summary,
                                             load_exercises, save_exercises)
from spacealert_tui.rules import record_from_dict

from tests.cli_run import run
from tests.coach.test_changes import LOST_FOR_ONE_CARD
from tests.coach.test_lesson_from_loss import WON

DAY = date(2026, 11, 1)


def lost():
    return record_from_dict(LOST_FOR_ONE_CARD)


def test_a_lost_mission_becomes_an_exercise_due_the_next_day():
    exercise = exercise_of(lost(), DAY)
    assert exercise is not None
    assert (exercise.turn, exercise.kind, exercise.due) == (1, "station", date(2026, 11, 2))
    assert exercise_of(record_from_dict(WON), DAY) is None
    exercises: list = []
    assert add(exercises, exercise) and not add(exercises, exercise_of(lost(), date(2026, 11, 5)))
    assert due_now(exercises, DAY) == [] and due_now(exercises, date(2026, 11, 2)) == [exercise]


def test_solved_twice_it_is_done_missed_it_comes_back_tomorrow():
    e = exercise_of(lost(), DAY)
    e = attempted(e, False, date(2026, 11, 2))
    assert (e.due, e.solved, e.tries) == (date(2026, 11, 3), 0, 1)
    e = attempted(e, True, date(2026, 11, 3))
    assert (e.due, e.solved) == (date(2026, 11, 6), 1)          # 3 days later
    e = attempted(e, True, date(2026, 11, 6))
    assert e.done and e.due is None and due_now([e], date(2027, 1, 1)) == []


def test_the_summary_counts_the_kinds_most_first():
    e = exercise_of(lost(), DAY)
    from dataclasses import replace
    assert kinds_summary([e, replace(e, kind="energy"), replace(e, kind="energy")]) == [
        ("energy", 2), ("station", 1)]


def test_the_kinds_are_summed_up_crew_by_crew():
    from dataclasses import replace

    from spacealert_tui.record.exercises import kinds_by_crew
    e = exercise_of(lost(), DAY)
    crew = e.record.crew
    others = replace(e.record, crew=tuple(replace(m, name=f"X{i}") for i, m in enumerate(crew)))
    androids = replace(e.record, crew=tuple(replace(m, android=i > 0) for i, m in enumerate(crew)))
    assert kinds_by_crew([e, replace(e, kind="energy"), replace(e, record=others, kind="bots"),
                          replace(e, record=androids, kind="bots")]) == [
        ("Crew 1, Crew 2, Crew 3, Crew 4", [("energy", 1), ("station", 1)]),
        ("Crew 1", [("bots", 1)]), ("X0, X1, X2, X3", [("bots", 1)])]


def test_saved_and_loaded_back(tmp_path):
    path = tmp_path / "exercises.json"
    assert load_exercises(path) == []
    e = attempted(exercise_of(lost(), DAY), True, date(2026, 11, 2))
    save_exercises([e], path)
    assert load_exercises(path) == [e]
    assert not list(tmp_path.glob(".tmp-*"))


@pytest.mark.parametrize("change, field, line", [
    (lambda d: d["exercises"][0].update(turn=13), "exercises[0].turn", 3),
    (lambda d: d["exercises"][0].update(kind="luck"), "exercises[0].kind", 3),
    (lambda d: d["exercises"][0].update(due="next week"), "exercises[0].due", 3),
    (lambda d: d["exercises"][0].update(solved=-1), "exercises[0].solved", 3),
    (lambda d: d["exercises"][0].update(extra=1), "exercises[0].extra", 3),
    (lambda d: d["exercises"][0]["mission"]["crew"][0].update(actions=["X"] * 12),
     "exercises[0].mission.crew[0].actions", 3),
    (lambda d: d.update(format="other"), "format", 1),
])
def test_a_bad_file_is_one_line_naming_file_line_and_field(tmp_path, change, field, line):
    path = tmp_path / "exercises.json"
    save_exercises([exercise_of(lost(), DAY)], path)
    doc = json.loads(path.read_text())
    change(doc)
    # written as the module writes it: one exercise a line
    lines = ",\n".join(json.dumps(e) for e in doc["exercises"])
    path.write_text(f'{{"format": {json.dumps(doc["format"])},\n "exercises": [\n{lines}\n]}}\n')
    with pytest.raises(UserError) as caught:
        load_exercises(path)
    message = str(caught.value)
    assert "\n" not in message and message.startswith(f"{path}:{line}: {field}")


def test_a_file_that_is_not_json_is_one_line(tmp_path):
    path = tmp_path / "exercises.json"
    path.write_text('{"format": "spacealert-exercises/1", "exercises": [\n{"turn": \n')
    with pytest.raises(UserError) as caught:
        load_exercises(path)
    assert "\n" not in str(caught.value) and str(caught.value).startswith(str(path))


# -- spacealert exercises -----------------------------------------------------------------------
def lost_file(tmp_path):
    from spacealert_tui.record import save_record
    path = tmp_path / "lost.yaml"
    save_record(lost(), path)
    return str(path)


def test_the_command_adds_lists_due_and_sums_up_the_kinds(capsys, tmp_path, data_dir):
    status, out, _ = run(capsys, "exercises")
    assert status == 0 and "No exercises yet" in out
    record = lost_file(tmp_path)
    status, out, _ = run(capsys, "exercises", "add", record, "example/01-first-flight", "--today", "2026-11-01")
    assert status == 0, out
    assert "decisive turn 1 — in the wrong station" in out
    assert "01-first-flight: nothing to keep" in out and "1 exercise added." in out
    status, out, _ = run(capsys, "exercises", "add", record)
    assert "already kept" in out
    status, out, _ = run(capsys, "exercises", "--today", "2026-11-01")
    assert "Exercises due on 2026-11-01: 0 of 1" in out
    status, out, _ = run(capsys, "exercises", "--today", "2026-11-02")
    assert "Exercises due on 2026-11-02: 1 of 1" in out and "solved 0 of 2" in out
    assert "The mistakes this crew makes most (Crew 1, Crew 2, Crew 3, Crew 4):\n  in the wrong station: 1" in out


def test_a_damaged_exercises_file_is_one_line_and_status_2(capsys, data_dir):
    (data_dir / "exercises.json").parent.mkdir(parents=True, exist_ok=True)
    (data_dir / "exercises.json").write_text('{"format": "spacealert-exercises/1",\n "exercises": 3}\n')
    status, out, err = run(capsys, "exercises")
    assert status == 2 and err.count("\n") == 1 and "exercises.json:2: exercises: expected a list" in err


def test_the_logbooks_lost_missions_are_looked_at_once(capsys, data_dir):
    from spacealert_tui.record.exercises import keep_lost, load_store
    from spacealert_tui.record.logbook import Logbook
    from spacealert_tui.rules import resolve
    won, record = record_from_dict(WON), lost()
    with Logbook.open() as book:
        book.add_mission(record, resolve(record).result)
        book.add_mission(won, resolve(won).result)
    status, out, _ = run(capsys, "exercises", "add", "--logbook", "--today", "2026-11-01")
    assert status == 0 and "1 exercise added." in out and "decisive turn 1" in out
    status, out, _ = run(capsys, "exercises", "add", "--logbook")
    assert "0 exercises added." in out
    exercises, seen = load_store()
    assert len(exercises) == 1 and exercises[0].key in seen
    # a mission no single card saves is looked at once too: kept in `seen`, no exercise
    assert keep_lost([record], DAY) == []


def test_a_try_is_kept_and_the_mission_added_when_new(tmp_path):
    """The score's or the logbook's "find the fix": the try counts as the first."""
    from spacealert_tui.record.exercises import load_store, record_try
    path = tmp_path / "exercises.json"
    e = exercise_of(lost(), DAY)
    kept = record_try(e, True, DAY, path)
    assert (kept.solved, kept.tries, kept.due) == (1, 1, date(2026, 11, 4))
    assert load_exercises(path) == [kept] and load_store(path)[1] == {e.key}
    again = record_try(e, False, date(2026, 11, 4), path)       # the same mission: the same exercise
    assert (again.solved, again.tries, again.due) == (1, 2, date(2026, 11, 5))
    assert record_try(e, None, date(2026, 11, 5), path) == again     # left before trying: nothing counted
    assert load_exercises(path) == [again]


def test_home_counts_the_exercises_due_lightly(tmp_path):
    from spacealert_tui.record.exercise_count import due_count
    path = tmp_path / "exercises.json"
    assert due_count(DAY, path) == 0
    save_exercises([exercise_of(lost(), DAY)], path)            # due the next day
    assert due_count(DAY, path) == 0 and due_count(date(2026, 11, 2), path) == 1
    path.write_text("not json", encoding="utf-8")
    assert due_count(DAY, path) == 0


def test_a_try_judged_while_a_lost_mission_is_searched_is_kept(tmp_path, monkeypatch):
    """The score screen's worker keeps a loss as an exercise (a slow search) while the
    crew judges an `x` try of another: the try, written in the middle, is not undone by
    the worker's write after (the pieces called in that racing order)."""
    from dataclasses import replace

    import spacealert_tui.record.exercises as store
    path = tmp_path / "exercises.json"
    tried = exercise_of(lost(), DAY)
    save_exercises([tried], path)
    other = replace(lost(), crew=tuple(replace(m, name=f"Y{i}") for i, m in enumerate(lost().crew)))
    found = exercise_of(other, DAY)

    def searching(record, today):
        store.record_try(tried, True, DAY, path)        # the try judged during the search
        return found

    monkeypatch.setattr(store, "exercise_of", searching)
    assert store.keep_lost([other], DAY, path) == [found]
    kept = {e.key: e for e in load_exercises(path)}
    assert set(kept) == {tried.key, found.key}
    assert (kept[tried.key].solved, kept[tried.key].tries) == (1, 1)
    assert store.load_store(path)[1] == {tried.key, found.key}


def test_an_add_from_the_command_line_joins_what_is_on_disk(tmp_path):
    """`exercises add` adds to the store as it is when it writes, under the lock."""
    from spacealert_tui.record.exercises import add_exercises, record_try
    path = tmp_path / "exercises.json"
    e = exercise_of(lost(), DAY)
    record_try(e, False, DAY, path)
    assert add_exercises([e], path) == [False]
    assert load_exercises(path)[0].tries == 1
