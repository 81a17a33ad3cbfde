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


def many_soundtracks(book: Logbook, first_flight, lost_in_blue) -> None:
    """Seven soundtracks and missions without one, two crews, practice missions, wins and
    losses, every difficulty."""
    levels = ("white", "yellow", "mixed")
    for i in range(60):
        record, result = first_flight if i % 4 else lost_in_blue
        crew = record.crew if i % 3 else record.crew[:2]
        soundtrack = None if i % 9 == 0 else f"base/mission-{1 + i % 7}"
        record = replace(record, crew=crew, soundtrack=soundtrack, mission_extra={
            "difficulty": {"common": levels[i % 3], "serious": levels[i // 3 % 3]}})
        book.add_mission(record, result, date=f"2025-{1 + i % 12:02d}-{1 + i % 28:02d}", practice=i % 5 == 0)


def test_best_scores_read_a_few_soundtracks_at_a_time_are_the_best_scores(data_dir, first_flight, lost_in_blue):
    """The logbook screen reads its best scores page by page: put together, the pages are
    `best_scores()` exactly, for all crews and for each, the missions without a soundtrack last."""
    with Logbook.open() as book, book.transaction():
        many_soundtracks(book, first_flight, lost_in_blue)
    with Logbook.open() as book:
        for crew in (None, *(c.id for c in book.crews()), book.crews()[0].label):
            whole = book.best_scores(crew)
            for per_page in (1, 2, 3, 10):
                pages = list(book.best_score_pages(crew, per_page))
                assert [b for page in pages for b in page] == whole, (crew, per_page)
                assert all(pages)
        assert book.best_scores()[-1].soundtrack is None
        assert len(list(book.best_score_pages(None, 2))) == 5       # 7 soundtracks by 2, then none


def test_a_page_of_best_scores_is_one_range_of_the_covering_index(data_dir, first_flight, lost_in_blue):
    with Logbook.open() as book, book.transaction():
        many_soundtracks(book, first_flight, lost_in_blue)
        _keys, sql, args = book.best_scores_query(within=(" AND m.soundtrack BETWEEN ? AND ?", ("a", "b")))
        steps = [row[3] for row in book.db.execute("EXPLAIN QUERY PLAN " + sql, args)]
    assert "SEARCH m USING COVERING INDEX missions_best (soundtrack>? AND soundtrack<?)" in steps, steps
    assert not any(s.startswith(("SCAN m", "SCAN b")) for s in steps), steps


def test_an_empty_logbook_has_no_page_of_best_scores(data_dir):
    with Logbook.open() as book:
        assert list(book.best_score_pages()) == []
