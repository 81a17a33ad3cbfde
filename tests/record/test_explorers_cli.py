"""`spacealert explorers`: creating, listing, one sheet (text and JSON), consent, a
specialization box, export and import, and bad input as one line with exit status 2."""
from __future__ import annotations

import json

import pytest

from spacealert_tui.cli import main
from spacealert_tui.record.logbook import Logbook
from tests.conftest import on_a_mission

pytestmark = pytest.mark.usefixtures("data_dir")


@pytest.fixture(scope="module")
def first_flight(first_flight):
    """The first flight on a mission's soundtrack: a simulation's explorers earn nothing (EX18)."""
    return on_a_mission(first_flight)


def test_create_list_and_show_a_sheet(capsys, first_flight):
    assert main(["explorers"]) == 0
    assert "No explorers yet" in capsys.readouterr().out
    assert main(["explorers", "--new", "Ana"]) == 0
    assert main(["explorers", "--new", "Bo", "--stubborn"]) == 0
    with Logbook.open() as book:
        for n in range(3):
            book.add_mission(*first_flight, date=f"2026-03-0{n + 1}", explorers={"Ana": "Ana", "Bo": "Bo"})
    capsys.readouterr()
    assert main(["explorers"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("Ana") and "level 1" in lines[0] and "9 xp" in lines[0]
    assert lines[1].endswith("stubborn")
    assert main(["explorers", "ana", "--learn", "medic"]) == 0
    out = capsys.readouterr().out
    assert "Ana — level 1, consents to cloning" in out and "medic ■□□" in out
    assert "2026-03-01  M     3 + 0" in out and "■□□□□□□□□□□□" in out
    assert main(["explorers", "Bo", "--consent", "--json"]) == 0
    sheet = json.loads(capsys.readouterr().out)
    assert (sheet["consent"], sheet["level"], sheet["boxes_owed"], len(sheet["missions"])) == (True, 1, 1, 3)


def test_export_then_import_into_another_logbook(capsys, tmp_path, monkeypatch):
    main(["explorers", "--new", "Ana"])
    out = tmp_path / "explorers.json"
    assert main(["explorers", "--export", str(out)]) == 0
    monkeypatch.setenv("SPACEALERT_DATA_DIR", str(tmp_path / "other"))
    assert main(["explorers", "--import", str(out)]) == 0
    assert "imported 1 explorer: Ana" in capsys.readouterr().err


@pytest.mark.parametrize("argv, message", [
    (["explorers", "Zed"], "NAME: no explorer called 'Zed'"),
    (["explorers", "--learn", "medic"], "need the explorer's NAME"),
    (["explorers", "--new", "Ana", "--learn", "medic"], "may not tick"),
    (["explorers", "--new", " "], "needs a name"),
])
def test_bad_input_is_one_line_and_status_2(capsys, argv, message):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1


def test_a_bad_export_names_the_file_line_and_field(capsys, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "spacealert-explorers/1",\n "explorers": [{"name": 3}]}')
    assert main(["explorers", "--import", str(bad)]) == 2
    assert "bad.json: explorers[0].name: expected str" in capsys.readouterr().err
    bad.write_text('{"format":\n')
    assert main(["explorers", "--import", str(bad)]) == 2
    assert "bad.json:2: not JSON" in capsys.readouterr().err


def test_settle_makes_the_awards_left_waiting(capsys, first_flight):
    main(["explorers", "--new", "Ana"])
    with Logbook.open() as book:
        mission_id = book.add_mission(*first_flight, date="2026-03-05", pending={"Ana": "Ana"})
    capsys.readouterr()
    assert main(["explorers", "--settle"]) == 0
    assert "settled 1 waiting award" in capsys.readouterr().err
    with Logbook.open() as book:
        assert [a.mission_id for a in book.explorer("Ana").awards] == [mission_id]
        assert book.pending_awards() == {}
    assert main(["explorers", "--settle"]) == 0
    assert "settled 0 waiting awards" in capsys.readouterr().err
