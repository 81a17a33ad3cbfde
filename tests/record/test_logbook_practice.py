"""Practice missions marked as such, and missions taken out of the logbook (schema 4)."""
from __future__ import annotations

import csv
import io
import json
import sqlite3
from dataclasses import replace

from spacealert_tui.cli import main
from spacealert_tui.record.logbook import CSV_COLUMNS, SCHEMA_VERSION, Logbook


def test_a_version_3_logbook_gets_practice_marked_from_practice_drafts(data_dir, first_flight):
    record, result = first_flight
    path = data_dir / "logbook.sqlite3"
    data_dir.mkdir(parents=True)
    with Logbook.open(path) as book:
        table = book.add_mission(record, result, date="2025-01-01", draft_id="d-1")
        practice = book.add_mission(replace(record, title="Solo practice"), result,
                                    date="2025-01-02", draft_id="d-2")
        imported = book.add_mission(replace(record, title="Practice"), result, date="2025-01-03")
    db = sqlite3.connect(path, isolation_level=None)
    for name in ("explorer_achievements", "explorer_awards", "explorer_specializations", "explorers"):
        db.execute(f"DROP TABLE {name}")      # schema 5
    db.execute("DROP TABLE pending_awards")   # schema 6
    db.execute("DROP INDEX missions_best")     # schema 7
    db.execute("CREATE INDEX missions_best ON missions(soundtrack, common_level, serious_level, "
               "total DESC, played, id)")
    db.execute("ALTER TABLE missions DROP COLUMN practice")
    db.execute("PRAGMA user_version = 3")
    db.close()
    with Logbook.open(path) as book:
        assert book.version == SCHEMA_VERSION == 7
        marked = {m.id: m.practice for m in book.missions()}
        # a record that says "Practice" but came from no draft is not known to be practice
        assert marked == {table: False, practice: True, imported: False}
        assert book.integrity_check() == []


def test_practice_is_logged_apart_in_best_scores_and_csv(data_dir, first_flight):
    record, result = first_flight
    with Logbook.open() as book:
        table = book.add_mission(record, result, date="2025-01-01")
        practice = book.add_mission(record, result, date="2025-01-02", practice=True)
        assert [m.practice for m in book.missions()] == [True, False]
        assert book.mission(practice).practice and not book.mission(table).practice
        best = book.best_scores()
        assert [(b.practice, b.mission_id, b.missions) for b in best] == [(False, table, 1),
                                                                         (True, practice, 1)]
        out = io.StringIO(newline="")
        book.export_csv(out)
    rows = list(csv.DictReader(io.StringIO(out.getvalue())))
    assert CSV_COLUMNS[-1] == "practice"
    assert [(r["id"], r["practice"]) for r in rows] == [(str(table), "no"), (str(practice), "yes")]


def test_a_mission_is_deleted_with_its_texts_and_an_emptied_crew(data_dir, first_flight,
                                                                 lost_in_blue):
    with Logbook.open() as book:
        keep = book.add_mission(*first_flight, date="2025-01-01")
        other = replace(lost_in_blue[0], crew=tuple(replace(c, name=f"X{c.name}")
                                                    for c in lost_in_blue[0].crew))
        gone = book.add_mission(other, lost_in_blue[1], date="2025-01-02")
        assert len(book.crews()) == 2
        assert book.delete_mission(gone) is True
        assert book.delete_mission(gone) is False
        assert [m.id for m in book.missions()] == [keep]
        assert book.mission(gone) is None
        assert book.db.execute("SELECT count(*) FROM mission_texts").fetchone()[0] == 1
        assert len(book.crews()) == 1              # nobody left in the other crew
        assert book.integrity_check() == []


def run(capsys, *argv: str) -> tuple[int, str, str]:
    try:
        code = main(["logbook", *argv])
    except SystemExit as exc:
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def test_logbook_delete_from_the_command_line(data_dir, first_flight, capsys, monkeypatch):
    with Logbook.open() as book:
        first = book.add_mission(*first_flight, date="2025-01-01")
        second = book.add_mission(*first_flight, date="2025-01-02", practice=True)
    code, out, err = run(capsys)
    assert code == 0 and "practice · " in out and "(practice)" in out
    code, out, _ = run(capsys, "--json")
    assert [m["practice"] for m in json.loads(out)["missions"]] == [True, False]

    monkeypatch.setattr("sys.stdin", io.StringIO(""))     # no terminal to ask on
    code, _, err = run(capsys, "--delete", str(second))
    assert code == 2 and "--yes" in err and len(err.strip().splitlines()) == 1
    code, _, err = run(capsys, "--delete", "99", "--yes")
    assert code == 2 and "no mission #99" in err
    with Logbook.open() as book:
        assert book.count() == 2                          # nothing deleted either time

    class Tty(io.StringIO):
        def isatty(self) -> bool:
            return True

    monkeypatch.setattr("sys.stdin", Tty("n\n"))
    code, _, err = run(capsys, "--delete", str(second))
    assert code == 0 and "nothing deleted" in err and f"#{second} · 2025-01-02" in err
    monkeypatch.setattr("sys.stdin", Tty("y\n"))
    code, _, err = run(capsys, "--delete", str(second))
    assert code == 0 and "deleted 1 mission" in err
    code, _, err = run(capsys, "--delete", str(first), "--yes")
    assert code == 0
    with Logbook.open() as book:
        assert book.count() == 0
