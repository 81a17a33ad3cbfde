"""Best scores read a covering index (schema 7): the groups come in the index's order,
never sorted, however long the logbook grows. SQLite's own query plan is checked."""
from __future__ import annotations

import sqlite3
from dataclasses import replace

from spacealert_tui.record.logbook import SCHEMA_VERSION, Logbook

OLD_BEST = ("CREATE INDEX missions_best ON missions(soundtrack, common_level, serious_level, "
            "total DESC, played, id)")


def plan(book: Logbook, crew=None) -> list[str]:
    _keys, sql, args = book.best_scores_query(crew)
    return [row[3] for row in book.db.execute("EXPLAIN QUERY PLAN " + sql, args)]


def test_best_scores_group_in_the_covering_index_without_sorting(data_dir, first_flight):
    record, result = first_flight
    with Logbook.open() as book:
        book.add_mission(record, result, date="2025-01-01")
        steps = plan(book)
    assert any("COVERING INDEX missions_best" in s for s in steps), steps
    assert not any("TEMP B-TREE FOR GROUP BY" in s for s in steps), steps
    # each group's earliest best mission: an index search, not a scan
    assert not any(s.startswith("SCAN b") for s in steps), steps


def test_a_version_6_logbook_gets_the_new_index_and_keeps_its_missions(data_dir, first_flight):
    record, result = first_flight
    data_dir.mkdir(parents=True)
    path = data_dir / "logbook.sqlite3"
    with Logbook.open(path) as book:
        table = book.add_mission(record, result, date="2025-01-01")
        practice = book.add_mission(replace(record, title="Solo practice"), result,
                                    date="2025-01-02", practice=True)
        before = book.best_scores()
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("DROP INDEX missions_best")
    db.execute(OLD_BEST)
    db.execute("PRAGMA user_version = 6")
    db.close()
    with Logbook.open(path) as book:
        assert book.version == SCHEMA_VERSION == 7
        assert [m.id for m in book.missions()] == [practice, table]
        columns = [r[2] for r in book.db.execute("PRAGMA index_info(missions_best)")]
        assert columns == ["soundtrack", "common_level", "serious_level", "practice", "total",
                           "played", "id"]
        assert book.best_scores() == before
        assert book.integrity_check() == []
