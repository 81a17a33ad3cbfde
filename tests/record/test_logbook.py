"""The crew's logbook (SQLite): schema and migrations, the logbook line, crews, best
scores, CSV, and what happens to a file that is not a readable logbook."""
from __future__ import annotations

import csv
import io
import json
import sqlite3
from dataclasses import replace

import pytest

from spacealert_tui.record.logbook import (APPLICATION_ID, CSV_COLUMNS, MIGRATIONS, SCHEMA_VERSION,
                                           Logbook, LogbookCorrupt, LogbookError, default_path,
                                           difficulty_code, fatal_threat, level_code,
                                           record_key)
from spacealert_tui.rules import resolve

pytestmark = pytest.mark.usefixtures("data_dir")


@pytest.fixture
def logbook(data_dir):
    with Logbook.open() as book:
        yield book


def won_with(result, total: int) -> dict:
    """A won result's JSON object with another total (the threat points make it up)."""
    doc = result.to_json()
    score = dict(doc["score"])
    score["destroyed"] += total - score["total"]
    score["total"] = total
    doc["score"] = score
    return doc


# -- the file and its schema -------------------------------------------------------------------

def test_a_new_logbook_is_created_in_the_data_dir_at_the_current_schema(data_dir):
    with Logbook.open() as book:
        assert book.path == data_dir / "logbook.sqlite3" == default_path()
        assert book.version == SCHEMA_VERSION == len(MIGRATIONS)
        db = book.db
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert db.execute("PRAGMA synchronous").fetchone()[0] == 2          # FULL
        assert db.execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
        tables = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        assert {"crews", "missions", "mission_texts", "campaigns"} <= tables
        assert book.missions() == [] and book.best_scores() == [] and book.crews() == []
        assert book.integrity_check() == []


def test_an_older_logbook_is_migrated_and_keeps_its_missions(data_dir, first_flight):
    """A version-1 logbook (before campaigns) with one mission, opened by this version."""
    record, result = first_flight
    path = data_dir / "logbook.sqlite3"
    data_dir.mkdir(parents=True)
    # Write the mission with this version, then take the file back to schema 1 by hand:
    # what a version-1 app would have left.
    with Logbook.open(path) as book:
        mission_id = book.add_mission(record, result, date="2024-05-01")
    db = sqlite3.connect(path, isolation_level=None)
    for name in ("explorer_achievements", "explorer_awards", "explorer_specializations", "explorers"):
        db.execute(f"DROP TABLE {name}")      # schema 5
    db.execute("DROP TABLE pending_awards")   # schema 6
    db.execute("DROP INDEX missions_best")     # schema 7
    db.execute("CREATE INDEX missions_best ON missions(soundtrack, common_level, serious_level, "
               "total DESC, played, id)")
    db.execute("ALTER TABLE missions DROP COLUMN practice")
    db.execute("DROP INDEX missions_same")
    db.execute("ALTER TABLE missions DROP COLUMN record_key")
    db.execute("DROP TABLE campaigns")
    db.execute("ALTER TABLE missions DROP COLUMN campaign_seq")
    db.execute("ALTER TABLE missions DROP COLUMN campaign_id")
    db.execute("PRAGMA user_version = 1")
    db.close()
    # ... and the same from scratch: schema 1 alone, then opened.
    fresh = data_dir / "v1.sqlite3"
    db = sqlite3.connect(fresh, isolation_level=None)
    MIGRATIONS[0](db)
    db.execute("PRAGMA user_version = 1")
    db.close()

    for where in (path, fresh):
        with Logbook.open(where) as book:
            assert book.version == SCHEMA_VERSION
            columns = {r[1] for r in book.db.execute("PRAGMA table_info(missions)")}
            assert {"campaign_id", "campaign_seq", "record_key", "practice"} <= columns
            assert book.integrity_check() == []
    with Logbook.open(path) as book:
        mission = book.mission(mission_id)
        assert mission.title == "First flight" and mission.total == result.score.total
        assert mission.record() == record
        assert book.add_mission(record, result) == mission_id + 1


def test_version_2_gets_record_keys_and_its_missions_are_recognised(data_dir, first_flight,
                                                                   lost_in_blue):
    """Schema 3 adds `missions.record_key`: a version-2 logbook (campaigns, no keys) is
    migrated with a key for each mission logged, read from its stored record text, so an
    import after the upgrade recognises the missions logged before it."""
    path = data_dir / "logbook.sqlite3"
    data_dir.mkdir(parents=True)
    with Logbook.open(path) as book:
        ids = [book.add_mission(first_flight[0], first_flight[1], date="2024-05-01"),
               book.add_mission(lost_in_blue[0], lost_in_blue[1], date="2024-05-02",
                                draft_id="d-1")]
    db = sqlite3.connect(path, isolation_level=None)
    for name in ("explorer_achievements", "explorer_awards", "explorer_specializations", "explorers"):
        db.execute(f"DROP TABLE {name}")      # schema 5
    db.execute("DROP TABLE pending_awards")   # schema 6
    db.execute("DROP INDEX missions_best")     # schema 7
    db.execute("CREATE INDEX missions_best ON missions(soundtrack, common_level, serious_level, "
               "total DESC, played, id)")
    db.execute("ALTER TABLE missions DROP COLUMN practice")
    db.execute("DROP INDEX missions_same")
    db.execute("ALTER TABLE missions DROP COLUMN record_key")
    db.execute("PRAGMA user_version = 2")
    db.close()

    with Logbook.open(path) as book:
        assert book.version == SCHEMA_VERSION == 7
        rows = book.db.execute("SELECT m.record_key, t.record_yaml FROM missions m "
                               "JOIN mission_texts t ON t.mission_id = m.id ORDER BY m.id").fetchall()
        assert [key for key, _ in rows] == [record_key(text) for _, text in rows]
        assert len({key for key, _ in rows}) == 2
        assert book.logged_as(first_flight[0], date="2024-05-01") == ids[0]
        assert book.logged_as(lost_in_blue[0], date="2024-05-02") == ids[1]
        assert book.logged_as(first_flight[0], date="2024-05-03") is None
        assert book.integrity_check() == []


def test_what_counts_as_already_logged(logbook, first_flight, lost_in_blue):
    """The same draft; else the same record on the same date (any date when the record
    says none), unless both come from different drafts. The crew's name does not count."""
    record, result = first_flight
    plain = logbook.add_mission(record, result, date="2025-03-01", crew_name="Night Shift")
    table = logbook.add_mission(lost_in_blue[0], lost_in_blue[1], date="2025-03-02",
                                draft_id="d-7")
    assert logbook.logged_as(record, date="2025-03-01") == plain
    assert logbook.logged_as(record, date="2025-03-01", draft_id="d-9") == plain
    assert logbook.logged_as(record) == plain                      # no date: any date
    assert logbook.logged_as(record, date="2025-03-02") is None     # played again another day
    other_plan = replace(record, crew=record.crew[:3])
    assert logbook.logged_as(other_plan, date="2025-03-01") is None
    assert logbook.logged_as(lost_in_blue[0], date="2025-03-02") == table
    assert logbook.logged_as(lost_in_blue[0], draft_id="d-7", date="2020-01-01") == table
    assert logbook.logged_as(lost_in_blue[0], date="2025-03-02", draft_id="d-8") is None
    # add_mission itself still logs a record again when asked to (only drafts are unique)
    assert logbook.add_mission(record, result, date="2025-03-01") == plain + 2


def test_a_logbook_from_a_newer_version_is_refused_and_left_alone(data_dir):
    data_dir.mkdir(parents=True)
    path = data_dir / "logbook.sqlite3"
    with Logbook.open(path):
        pass
    db = sqlite3.connect(path, isolation_level=None)
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    db.close()
    before = path.read_bytes()
    with pytest.raises(LogbookError, match="newer version") as info:
        Logbook.open(path)
    assert not isinstance(info.value, LogbookCorrupt)
    assert path.read_bytes() == before
    assert [p.name for p in data_dir.iterdir() if "corrupt" in p.name] == []


# -- the logbook line --------------------------------------------------------------------------

def test_round_trip_of_a_won_mission(logbook, first_flight):
    record, result = first_flight
    mission_id = logbook.add_mission(record, result, date="2025-03-14", record_path="/r/x.yaml")
    [line] = logbook.missions()
    assert line.id == mission_id and line.record_yaml is None
    m = logbook.mission(mission_id)
    assert m.won and m.status == "won"
    assert (m.played, m.title, m.soundtrack) == ("2025-03-14", "First flight", "base/simulation-1")
    assert [(c.name, c.roles) for c in m.crew] == [("Ana", ("captain",)), ("Bo", ("communications",)),
                                                   ("Cy", ("security",)), ("Di", ())]
    assert m.crew_names == "Ana (captain), Bo (communications), Cy (security), Di"
    s = result.score
    assert (m.survived, m.destroyed, m.visual, m.bonus, m.total) == (
        s.survived, s.destroyed, s.visual_confirmation, s.bonus, s.total)
    assert (m.damage_penalty, m.worst_zone_penalty, m.knocked_out_penalty, m.bots_penalty) == (
        s.damage_penalty, s.worst_zone_penalty, s.knocked_out_penalty, s.bots_penalty)
    assert m.penalties == s.damage_penalty + s.worst_zone_penalty + s.knocked_out_penalty + s.bots_penalty
    assert m.survived + m.destroyed + m.penalties + m.visual + m.bonus == m.total
    assert (m.lost_turn, m.fatal_threat, m.fatal_card) == (None, None, None)
    assert m.record_path == "/r/x.yaml"
    # the record replays to the same result
    assert m.record() == record
    assert m.result() == result.to_json()
    assert resolve(m.record()).result.to_json() == m.result()
    # three common white threats, no serious one
    assert (m.common_level, m.serious_level, m.difficulty) == ("white", None, "1/-")


def test_a_lost_mission_has_no_score_and_names_the_threat(logbook, lost_in_blue):
    record, result = lost_in_blue
    m = logbook.mission(logbook.add_mission(record, result, date="2025-03-15"))
    assert m.status == "lost" and not m.won
    assert (m.survived, m.destroyed, m.penalties, m.visual, m.total) == (None,) * 5
    assert (m.lost_turn, m.fatal_card, m.fatal_threat) == (6, "SE1-01", "Frigate")
    assert m.lost_cause == result.lost_cause
    assert m.result()["score"] is None
    assert m.difficulty == "1/1"


def test_fatal_threat_from_the_cause():
    doc = {"status": "lost", "threats": [{"card": "I1-05", "name": "Alien"}],
           "lost": {"turn": 9, "cause": "Alien #3 (I1-05) destroyed the ship"}}
    assert fatal_threat(doc) == ("I1-05", "Alien")
    doc["threats"] = []
    assert fatal_threat(doc) == ("I1-05", "Alien")
    assert fatal_threat({"lost": {"cause": "something else"}}) == (None, None)


def test_the_difficulty_the_app_wrote_wins_over_the_cards(logbook, first_flight):
    record, result = first_flight
    record = replace(record, mission_extra={"difficulty": {"common": "mixed", "serious": "yellow"}})
    m = logbook.mission(logbook.add_mission(record, result))
    assert (m.common_level, m.serious_level, m.difficulty) == ("mixed", "yellow", "1+2/2")
    assert m.record().mission_extra["difficulty"] == {"common": "mixed", "serious": "yellow"}
    assert [level_code(x) for x in ("white", "yellow", "mixed", None)] == ["1", "2", "1+2", "-"]
    assert difficulty_code("white", "mixed") == "1/1+2"


def test_the_date_defaults_to_today(logbook, first_flight):
    from datetime import date
    m = logbook.mission(logbook.add_mission(*first_flight))
    assert m.played == date.today().isoformat()
    assert logbook.mission(logbook.add_mission(*first_flight, date=date(2024, 2, 29))).played == "2024-02-29"


def test_a_draft_is_logged_once(logbook, first_flight):
    first = logbook.add_mission(*first_flight, draft_id="20250101-120000-001")
    again = logbook.add_mission(*first_flight, draft_id="20250101-120000-001")
    assert first == again and logbook.count() == 1
    assert logbook.mission_for_draft("20250101-120000-001").id == first
    assert logbook.mission_for_draft("nope") is None
    assert logbook.add_mission(*first_flight, draft_id="20250101-130000-001") != first


def test_missions_latest_first_with_limit_and_offset(logbook, first_flight):
    ids = [logbook.add_mission(*first_flight, date=f"2025-01-{day:02d}") for day in (3, 1, 2, 3)]
    assert [m.id for m in logbook.missions()] == [ids[3], ids[0], ids[2], ids[1]]
    assert [m.id for m in logbook.missions(limit=2, offset=1)] == [ids[0], ids[2]]
    assert logbook.count() == 4
    assert logbook.mission(9999) is None


# -- crews ---------------------------------------------------------------------------------

def crew_of(record, *names: str, android: tuple[str, ...] = ()):
    members = []
    for i, name in enumerate(names):
        base = record.crew[i % len(record.crew)]
        members.append(replace(base, name=name, android=name in android))
    return replace(record, crew=tuple(members))


def test_a_crew_is_its_set_of_names_or_the_name_it_gives_itself(logbook, first_flight):
    record, result = first_flight
    a = logbook.add_mission(crew_of(record, "Ana", "Bo", "Cy"), result)
    b = logbook.add_mission(crew_of(record, "cy", "ANA", "Bo"), result)      # same people
    c = logbook.add_mission(crew_of(record, "Ana", "Bo"), result)            # not the same
    crews = {m.id: m.crew_id for m in logbook.missions()}
    assert crews[a] == crews[b] != crews[c]
    # the first crew names itself: the name goes to the crew it already is
    d = logbook.add_mission(crew_of(record, "Ana", "Bo", "Cy"), result, crew_name="  The  Jumpers ")
    crews = {m.id: (m.crew_id, m.crew_label) for m in logbook.missions()}
    assert crews[d] == crews[a] == (crews[a][0], "The Jumpers")
    # a named crew keeps its name whoever flies; without the name, the same people find it
    e = logbook.add_mission(crew_of(record, "Ana", "Eve"), result, crew_name="the jumpers")
    f = logbook.add_mission(crew_of(record, "Bo", "Cy", "Ana"), result)
    crews = {m.id: m.crew_id for m in logbook.missions()}
    assert crews[e] == crews[f] == crews[a]
    # androids are not people: they do not change the crew
    g = logbook.add_mission(crew_of(record, "Ana", "Bo", "Android 1", android=("Android 1",)), result)
    assert {m.id: m.crew_id for m in logbook.missions()}[g] == crews[c]
    assert sorted(cr.label for cr in logbook.crews()) == ["Ana, Bo", "The Jumpers"]
    assert {cr.label: cr.missions for cr in logbook.crews()} == {"The Jumpers": 5, "Ana, Bo": 2}
    # filtering by crew: id, name or names
    jumpers = next(cr for cr in logbook.crews() if cr.name)
    assert logbook.count(jumpers.id) == logbook.count("THE JUMPERS") == 5
    assert logbook.count("Bo, Ana") == 2


def test_naming_a_crew(logbook, first_flight):
    record, result = first_flight
    logbook.add_mission(crew_of(record, "Ana", "Bo"), result, crew_name="Reds")
    logbook.add_mission(crew_of(record, "Cy", "Di"), result)
    blues = next(c for c in logbook.crews() if not c.name)
    with pytest.raises(LogbookError, match="already called"):
        logbook.name_crew(blues.id, "reds")
    logbook.name_crew(blues.id, "Blues")
    assert sorted(c.label for c in logbook.crews()) == ["Blues", "Reds"]


# -- best scores -----------------------------------------------------------------------------

def test_best_scores_per_soundtrack_and_difficulty(logbook, first_flight, lost_in_blue):
    record, result = first_flight
    yellow = replace(record, mission_extra={"difficulty": {"common": "yellow", "serious": "white"}})
    other = replace(record, soundtrack="base/mission-3")
    add = logbook.add_mission
    add(record, won_with(result, 10), date="2025-01-01")
    best = add(record, won_with(result, 21), date="2025-01-02")
    add(record, won_with(result, 21), date="2025-01-03")      # a tie: the earlier one stays
    add(yellow, won_with(result, 30), date="2025-01-04")
    add(other, won_with(result, 5), date="2025-01-05")
    add(*lost_in_blue, date="2025-01-06")                    # base/mission-2: lost only
    rows = [(b.soundtrack, b.difficulty, b.total, b.missions, b.won) for b in logbook.best_scores()]
    assert rows == [("base/mission-2", "1/1", None, 1, 0),
                    ("base/mission-3", "1/-", 5, 1, 1),
                    ("base/simulation-1", "1/-", 21, 3, 3),
                    ("base/simulation-1", "2/1", 30, 1, 1)]
    top = logbook.best_scores()[2]
    assert (top.mission_id, top.played, top.crew_label) == (best, "2025-01-02", "Ana, Bo, Cy, Di")
    lost = logbook.best_scores()[0]
    assert (lost.mission_id, lost.played, lost.crew_label) == (None, None, None)
    by_track = [(b.soundtrack, b.total, b.missions) for b in logbook.best_scores(by=("soundtrack",))]
    assert by_track == [("base/mission-2", None, 1), ("base/mission-3", 5, 1),
                        ("base/simulation-1", 30, 4)]
    by_level = [(b.difficulty, b.total, b.missions) for b in logbook.best_scores(by=("difficulty",))]
    assert by_level == [("1/1", None, 1), ("1/-", 21, 4), ("2/1", 30, 1)]
    with pytest.raises(ValueError):
        logbook.best_scores(by=("weather",))


def test_best_scores_of_one_crew(logbook, first_flight):
    record, result = first_flight
    logbook.add_mission(crew_of(record, "Ana", "Bo"), won_with(result, 40))
    logbook.add_mission(crew_of(record, "Cy", "Di"), won_with(result, 12))
    assert [b.total for b in logbook.best_scores()] == [40]
    assert [b.total for b in logbook.best_scores(crew="Di, Cy")] == [12]


# -- CSV -----------------------------------------------------------------------------------------

def test_export_csv(logbook, first_flight, lost_in_blue, tmp_path):
    record, result = first_flight
    logbook.add_mission(crew_of(record, "Ana, the captain", "Bó"), result, date="2025-02-01",
                        crew_name="Crew, \"one\"")
    logbook.add_mission(*lost_in_blue, date="2025-02-02")
    out = tmp_path / "logbook.csv"
    with out.open("w", encoding="utf-8", newline="") as fh:
        assert logbook.export_csv(fh) == 2
    rows = list(csv.DictReader(out.open(encoding="utf-8", newline="")))
    assert tuple(rows[0]) == CSV_COLUMNS
    won, lost = rows                     # oldest first
    assert won["crew"] == 'Crew, "one"'
    assert won["members"] == "Ana, the captain (captain), Bó (communications)"
    assert (won["date"], won["status"], won["common"], won["serious"]) == ("2025-02-01", "won", "1", "")
    assert int(won["total"]) == result.score.total
    assert int(won["penalties"]) == sum(int(won[k]) for k in (
        "damage_penalty", "worst_zone_penalty", "knocked_out_penalty", "bots_penalty"))
    assert (lost["status"], lost["total"], lost["survived"]) == ("lost", "", "")
    assert (lost["lost_turn"], lost["fatal_threat"]) == ("6", "Frigate")
    buffer = io.StringIO()
    assert logbook.export_csv(buffer, crew="Ana, Bo, Cy, Di") == 1


# -- files that are not readable logbooks -----------------------------------------------------------

def test_a_corrupted_file_is_moved_aside_and_reported(data_dir):
    data_dir.mkdir(parents=True)
    path = data_dir / "logbook.sqlite3"
    garbage = b"this is not SQLite at all\n" * 200
    path.write_bytes(garbage)
    with pytest.raises(LogbookCorrupt) as info:
        Logbook.open()
    err = info.value
    assert err.backup.parent == data_dir and err.backup.name.startswith("logbook.sqlite3.corrupt-")
    assert err.backup.read_bytes() == garbage
    assert not path.exists()
    assert str(err.backup) in str(err) and "could not be read" in str(err)
    with Logbook.open() as book:        # a new one now
        assert book.missions() == []
    # a second broken file the same second gets its own backup
    with Logbook.open() as book:
        pass
    path.unlink()
    path.with_name(path.name + "-wal").unlink(missing_ok=True)
    path.with_name(path.name + "-shm").unlink(missing_ok=True)
    path.write_bytes(b"\0" * 50)
    try:
        Logbook.open().close()
    except LogbookCorrupt as again:
        assert again.backup != err.backup and again.backup.read_bytes() == b"\0" * 50
    else:          # 50 zero bytes: SQLite may take it for an empty database
        pass


def test_another_programs_database_is_moved_aside(data_dir):
    data_dir.mkdir(parents=True)
    path = data_dir / "logbook.sqlite3"
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE recipes (name TEXT)")
    db.commit()
    db.close()
    with pytest.raises(LogbookCorrupt, match="not a Space Alert logbook") as info:
        Logbook.open()
    other = sqlite3.connect(info.value.backup)
    assert other.execute("SELECT name FROM sqlite_master").fetchall() == [("recipes",)]
    other.close()


def test_corrupted_pages_are_found_when_read(data_dir, first_flight):
    data_dir.mkdir(parents=True)
    path = data_dir / "logbook.sqlite3"
    with Logbook.open(path) as book:
        with book.transaction():
            for day in range(1, 29):
                book.add_mission(*first_flight, date=f"2025-02-{day:02d}")
        book.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    data = bytearray(path.read_bytes())
    page = 4096
    for start in range(2 * page, len(data), page):       # every page but the first: garbage
        data[start:start + page] = bytes([0xA5]) * page
    path.write_bytes(bytes(data))
    with pytest.raises(LogbookCorrupt) as info, Logbook.open(path) as book:
        book.missions()
        book.mission(1)
        book.best_scores()
    assert info.value.backup.exists() and not path.exists()


def test_a_folder_that_cannot_be_made_is_an_error_not_a_backup(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(LogbookError, match="cannot create the folder") as info:
        Logbook.open(blocker / "sub" / "logbook.sqlite3")
    assert not isinstance(info.value, LogbookCorrupt)
    with pytest.raises(LogbookError, match="is a folder"):
        Logbook.open(tmp_path)


def test_a_transaction_is_all_or_nothing(logbook, first_flight):
    logbook.add_mission(*first_flight)
    with pytest.raises(RuntimeError), logbook.transaction():
        logbook.add_mission(*first_flight)
        logbook.add_mission(*first_flight)
        raise RuntimeError("stop")
    assert logbook.count() == 1
    with logbook.transaction():
        with pytest.raises(RuntimeError), logbook.transaction():
            logbook.add_mission(*first_flight)
            raise RuntimeError("inner")
        logbook.add_mission(*first_flight)
    assert logbook.count() == 2


def test_result_json_is_the_contract_object(logbook, lost_in_blue):
    m = logbook.mission(logbook.add_mission(*lost_in_blue))
    doc = json.loads(m.result_json)
    assert doc["format"] == "spacealert-result/1" and doc["lost"]["turn"] == 6
