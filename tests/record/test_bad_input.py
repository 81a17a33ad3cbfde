"""The one-line promise for records: every bad file gives one line naming the file, the
line and the field, exit status 2, nothing written, no hang, never a traceback."""
from __future__ import annotations

import json
import os
import re
import sqlite3

import pytest

from spacealert_tui.cli import main
from spacealert_tui.errors import UserError
from spacealert_tui.record import load_record, load_record_text
from tests.conftest import EXAMPLES

GOOD = (EXAMPLES / "01-first-flight.yaml").read_text(encoding="utf-8")
BOMB = "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"{b}: &{b} [{', '.join([f'*{a}'] * 9)}]\n" for a, b in zip("abcdefgh", "bcdefghi"))


def _swap(old: str, new: str) -> str:
    assert old in GOOD
    return GOOD.replace(old, new, 1)


# (name, text, line, field, words in the message)
CASES = [
    ("impossible date", _swap("title: First flight", "title: [2026-02-30, x]"), 5, "mission.title", "not a list"),
    ("explicit !!int", _swap("title: First flight", "title: !!int abc"), 5, "mission.title", "!!int"),
    ("explicit !!float", _swap("seed: 7", "seed: !!float abc"), 12, "mission.damage_tokens.seed", "!!float"),
    ("explicit !!bool", _swap("roles: [captain]", "roles: [!!bool maybe]"), 16, "crew[0].roles[0]", "!!bool"),
    ("explicit !!timestamp", _swap("title: First flight", "title: !!timestamp x"), 5, "mission.title", "tags"),
    ("explicit !!binary", _swap("title: First flight", "title: !!binary AAAA"), 5, "mission.title", "tags"),
    ("thousands of digits", _swap("turn: 1,", "turn: " + "9" * 5000 + ","), 9, "mission.threats[0].turn",
     "5000 digits"),
    ("alias bomb", GOOD + BOMB.replace("a:", "bomb_a:", 1), 32, "e[1]", "expand to more than"),
    ("alias loop", _swap("title: First flight", "title: &t [*t]"), 5, "mission.title[0]", "its own anchor"),
    ("deep flow nesting", _swap("title: First flight", "title: " + "[" * 3000 + "]" * 3000), 5,
     "title", "nest"),
    ("deep block nesting", GOOD + "extra:\n" + "".join("  " * i + "- x:\n" for i in range(1, 60)), 50,
     "extra" + "[0].x" * 20, "nested more than"),
    ("list for a word", _swap("title: First flight", "title: [a, b]"), 5, "mission.title", "line of text"),
    ("mapping for a name", _swap("name: Ana", "name: {first: Ana}"), 14, "crew[0].name", "a name"),
    ("duplicate key", _swap("  soundtrack: base/simulation-1", "  soundtrack: x\n  soundtrack: y"), 7,
     "mission.soundtrack", "duplicate key"),
    ("NUL", _swap("First flight", "First\x00flight"), 5, "title", "U+0000"),
    ("bell", _swap("First flight", "First\x07flight"), 5, "title", "U+0007"),
    ("raw escape code", _swap("name: Bo", "name: B\x1b[31mo"), 18, "name", "U+001B"),
    ("key with escapes", _swap("    color: yellow", '    "co\\e[31mlor\\nx": 1'), 19,
     "crew[1].co\x1b[31mlor\nx", "crew[1].co\\x1b[31mlor\\nx: unknown field"),
    ("merge key", _swap("  tracks:", "  <<: {a: 1}\n  tracks:"), 7, "mission", "merge keys"),
    ("unclosed list", _swap("roles: [captain]", "roles: [captain"), 17, "roles", "invalid YAML"),
    ("not a mapping", "- just\n- a list\n", 1, None, "a mapping"),
]


@pytest.mark.parametrize("name, text, line, field, words", CASES, ids=[c[0] for c in CASES])
def test_bad_record_text_is_one_line_naming_file_line_and_field(name, text, line, field, words):
    with pytest.raises(UserError) as caught:
        load_record_text(text, "bad.yaml")
    error = caught.value
    message = str(error)
    assert (error.file, error.line, error.field) == ("bad.yaml", line, field), message
    assert words in message and message.startswith(f"bad.yaml:{line}: ")
    assert message.isprintable() and len(message) <= 400


@pytest.mark.parametrize("name, text, line, field, words", CASES[:8], ids=[c[0] for c in CASES[:8]])
def test_resolve_exits_2_with_one_line(tmp_path, capsys, name, text, line, field, words):
    path = tmp_path / "bad.yaml"
    path.write_text(text, encoding="utf-8")
    assert main(["resolve", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and err.startswith(f"spacealert: {path}:{line}: ")


def test_a_date_is_text_not_a_crash():
    record = load_record_text(_swap("title: First flight", "title: 2026-02-30"))
    assert record.title == "2026-02-30"


def test_aliases_that_stay_small_still_load():
    text = _swap("    actions: [red, A, A, empty, empty, empty, empty, lift, blue, C, empty, empty]",
                 "    actions: &plan [red, A, A, empty, empty, empty, empty, lift, blue, C, empty, empty]")
    text = text.replace("    actions: [blue, empty, empty, empty, empty, A, A, lift, red, C, empty, empty]",
                        "    actions: *plan")
    record = load_record_text(text)
    assert record.crew[3].actions == record.crew[0].actions


@pytest.mark.parametrize("what", ["fifo", "device", "folder", "binary", "huge", "long name", "nul name"])
def test_only_regular_files_of_a_sane_size_are_read(tmp_path, what):
    path = tmp_path / "x.yaml"
    if what == "fifo":
        os.mkfifo(path)
    elif what == "device":
        path = tmp_path.parent / "zero"
        path = type(path)("/dev/zero")
    elif what == "folder":
        path.mkdir()
    elif what == "binary":
        path.write_bytes(b"title: \xff\xfe\n")
    elif what == "huge":
        with open(path, "wb") as fh:
            fh.truncate(64 * 1024 * 1024)
    elif what == "long name":
        path = tmp_path / ("a" * 400 + ".yaml")
    else:
        path = str(path) + "\0x"
    with pytest.raises(UserError) as caught:
        load_record(path)
    assert caught.value.file is not None and "\n" not in str(caught.value)


def test_resolve_of_a_fifo_does_not_wait(tmp_path, capsys):
    fifo = tmp_path / "pipe.yaml"
    os.mkfifo(fifo)
    assert main(["resolve", str(fifo)]) == 2
    assert "not a regular file" in capsys.readouterr().err


# -- saved data: drafts, the logbook -------------------------------------------------------------

def test_a_broken_draft_hides_only_itself(data_dir) -> None:
    from spacealert_tui.record.draft import MissionDraft, drafts_dir, unfinished_drafts

    good = MissionDraft.new(title="Good one")
    good.save()
    folder = drafts_dir()
    (folder / "list.json").write_text("[1, 2]")
    (folder / "text-created.json").write_text(json.dumps({**good.to_json(), "id": "t", "created": "yesterday"}))
    (folder / "deep.json").write_text("[" * 100000 + "]" * 100000)
    (folder / "garbage.json").write_bytes(b"\xff\x00")
    problems: list[str] = []
    assert [d.title for d in unfinished_drafts(problems)] == ["Good one"]
    assert len(problems) == 4 and all("\n" not in p for p in problems)


def _logbook_with_damage(capsys) -> None:
    assert main(["logbook", "--import-records", str(EXAMPLES)]) == 0
    capsys.readouterr()
    from spacealert_tui.record.logbook import default_path

    db = sqlite3.connect(default_path())
    db.execute("UPDATE missions SET crew_json = '{bad' WHERE id = 1")
    db.execute("UPDATE mission_texts SET record_yaml = 'a: [', result_json = '{x' WHERE mission_id = 2")
    db.commit()
    db.close()


@pytest.mark.parametrize("argv", [["logbook"], ["logbook", "--json"], ["logbook", "--csv", "-"]])
def test_a_damaged_logbook_row_does_not_stop_the_listing(data_dir, capsys, argv):
    _logbook_with_damage(capsys)
    assert main(argv) == 0
    out = capsys.readouterr().out
    logged = len(list(EXAMPLES.glob("*.yaml")))      # the damaged rows are listed too
    assert f"{logged} missions" in out or f'"id": {logged}' in out or f"\n{logged}," in out, out


def test_replay_of_a_damaged_row_is_one_line(data_dir, capsys):
    _logbook_with_damage(capsys)
    assert main(["replay", "@2"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and re.match(r"spacealert: logbook mission #2:\d+: ", err)


@pytest.mark.parametrize("spec", ["@99999999999999999999999999", "@-3", "@0"])
def test_replay_of_an_impossible_logbook_id(data_dir, capsys, spec):
    assert main(["replay", spec]) == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_data_dir_expands_the_home_folder(tmp_path, monkeypatch, capsys):
    from spacealert_tui.mission import user_missions_dir
    from spacealert_tui.record.logbook import default_path

    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("SPACEALERT_DATA_DIR", "~/x")
    assert default_path().parent == user_missions_dir().parent == tmp_path / "x"


def test_csv_to_a_missing_folder_writes_nothing(data_dir, tmp_path, capsys):
    assert main(["logbook", "--csv", str(tmp_path / "none" / "x.csv")]) == 2
    assert not (tmp_path / "none").exists()


def test_csv_is_written_whole_or_not_at_all(data_dir, tmp_path, capsys, monkeypatch):
    target = tmp_path / "out.csv"
    target.write_text("old\n")

    def full_disk(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full_disk)
    assert main(["logbook", "--csv", str(target)]) == 2
    assert "no space left" in capsys.readouterr().err
    assert target.read_text() == "old\n"
    assert not [p.name for p in tmp_path.iterdir() if p.name.startswith(".tmp-")]


def test_settings_too_deep_give_the_defaults(tmp_path):
    from spacealert_tui.settings import Settings, load_settings

    path = tmp_path / "settings.json"
    path.write_text("[" * 100000 + "]" * 100000)
    settings, problems = load_settings(path)
    assert settings == Settings() and len(problems) == 1


def test_output_on_an_ascii_terminal(tmp_path):
    import subprocess
    import sys

    env = dict(os.environ, PYTHONIOENCODING="ascii")
    for extra in ([], ["--trace"]):
        done = subprocess.run([sys.executable, "-m", "spacealert_tui.cli", "resolve",
                               str(EXAMPLES / "01-first-flight.yaml"), *extra],
                              capture_output=True, env=env, timeout=120)
        assert done.returncode == 0, done.stderr[-300:]


def test_what_the_loader_reads_can_be_written_back():
    """A record read from a file is saved again by the app (the campaign reads back
    a logged mission): the loader's mapping and list types dump as plain YAML."""
    import yaml

    from spacealert_tui.yamlio import load_yaml
    doc, _ = load_yaml("mission:\n  difficulty: {common: white, serious: white}\n  list: [1, 2]\n", "x.yaml")
    for dumper in (yaml.SafeDumper, getattr(yaml, "CSafeDumper", yaml.SafeDumper)):
        assert yaml.load(yaml.dump(doc, Dumper=dumper), Loader=yaml.SafeLoader) == {
            "mission": {"difficulty": {"common": "white", "serious": "white"}, "list": [1, 2]}}


def test_a_stumble_in_a_double_action_mission_exits_2_naming_line_and_field(tmp_path, capsys):
    """The New Frontier p.10, *Los tropezones*: "Si usáis cartas de acción doble, tendréis
    que hacer lo que indican aunque vuestra intención fuera jugarlas de otro modo" — in a
    double-action mission a stumble is refused on a single half too (ruling ND9)."""
    text = _swap("  damage_tokens: {seed: 7}", "  damage_tokens: {seed: 7}\n  rules: [double_actions]")
    text = text.replace("actions: [empty, empty, empty, A, A,", "actions: [empty, empty, empty, A!, A,", 1)
    path = tmp_path / "bad.yaml"
    path.write_text(text, encoding="utf-8")
    assert main(["resolve", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1
    assert err.startswith(f"spacealert: {path}:22: crew[1].actions[3]") and "stumbling" in err
    assert load_record_text(text.replace("A!,", "A,", 1)).rules == frozenset({"double_actions"})


# -- every problem of a record at once ----------------------------------------------------------
SEVERAL = (GOOD.replace("white: 3,", "white: 9,", 1)
           .replace("turn: 3, zone: white", "turn: 3, zone: green", 1)
           .replace("roles: [communications]", "roles: [pilot]", 1)
           .replace("[C, empty, empty, C, lift,", "[C, Q, empty, C, lift,", 1)
           .replace("[blue, empty, empty, empty, empty, A, A, lift, red, C, empty, empty]", "[blue, A]", 1))
SEVERAL_LINES = [
    (7, "mission.tracks.white", "trajectory boards are 1-7, not 9"),
    (10, "mission.threats[1].zone", "unknown zone 'green'"),
    (20, "crew[1].roles[0]", "unknown role 'pilot'"),
    (25, "crew[2].actions[1]", "unknown action 'Q'"),
    (28, "crew[3].actions", "expected exactly 12 actions, got 2"),
]


def test_every_problem_of_a_record_is_named_at_once():
    """One line per problem, in the order they are checked (mission, then crew), each
    `file:line: field: message`: a crew fixes the whole file in one pass."""
    with pytest.raises(UserError) as caught:
        load_record_text(SEVERAL, "bad.yaml")
    lines = str(caught.value).split("\n")
    assert len(lines) == len(SEVERAL_LINES)
    for text, (line, field, words) in zip(lines, SEVERAL_LINES):
        assert text.startswith(f"bad.yaml:{line}: {field}: ") and words in text, text
    first = caught.value          # reads as the first problem, for a caller that shows one
    assert (first.file, first.line, first.field) == ("bad.yaml", 7, "mission.tracks.white")


def test_resolve_prints_every_problem_one_line_each_and_exits_2(tmp_path, capsys):
    path = tmp_path / "bad.yaml"
    path.write_text(SEVERAL, encoding="utf-8")
    assert main(["resolve", str(path), "--json"]) == 2
    out, err = capsys.readouterr()
    lines = err.splitlines()
    assert out == "" and err.endswith("\n") and len(lines) == len(SEVERAL_LINES)
    assert lines[0].startswith(f"spacealert: {path}:7: mission.tracks.white: ")
    assert all(re.match(rf"{re.escape(str(path))}:\d+: \S+: ", line) for line in lines[1:]), lines


def test_a_problem_is_not_told_again_by_what_depends_on_it():
    """A bad entry in `mission.rules` beside `double_actions` is one problem: the crew's
    double actions are still read by the rule the mission does declare. A crew member
    whose actions are bad is not also checked against the others (names, specializations)."""
    text = (GOOD.replace("  damage_tokens: {seed: 7}", "  damage_tokens: {seed: 7}\n  rules: [double_actions, "
                         "warp_drive]", 1)
            .replace("[red, A, A, empty,", "[red+A, A, A, empty,", 1))
    with pytest.raises(UserError) as caught:
        load_record_text(text, "bad.yaml")
    assert str(caught.value).count("\n") == 0 and "unknown rule 'warp_drive'" in str(caught.value)
    assert caught.value.field == "mission.rules[1]"


def test_a_record_with_one_problem_is_still_one_line():
    with pytest.raises(UserError) as caught:
        load_record_text(GOOD.replace("white: 3,", "white: 9,", 1), "bad.yaml")
    assert caught.value.also == () and "\n" not in str(caught.value)


def test_record_from_dict_lists_every_problem_with_its_path():
    from spacealert_tui.rules import RecordError, record_from_dict
    from tests.rules.builders import record_doc
    doc = record_doc(threats=[("E1-07", 9, "red"), ("ZZ-99", 2)], crew=[["Q"], ["A"] * 13])
    with pytest.raises(RecordError) as caught:
        record_from_dict(doc)
    assert [p.path for p in caught.value.problems] == [
        ("mission", "threats", 0, "turn"), ("mission", "threats", 1, "card"),
        ("crew", 0, "actions", 0), ("crew", 1, "actions")]
    assert caught.value.path == ("mission", "threats", 0, "turn")      # it reads as the first
