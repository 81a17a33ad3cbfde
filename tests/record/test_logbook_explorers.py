"""Explorers in the logbook (schema 5): created, awarded with the mission that earns it
(never twice), cloned or killed by a lost one, exported and imported."""
from __future__ import annotations

import sqlite3

import pytest

from spacealert_tui.errors import UserError
from spacealert_tui.record.logbook import Logbook, LogbookError

pytestmark = pytest.mark.usefixtures("data_dir")
CREW = {"Ana": "Ana", "Bo": "Bo"}


@pytest.fixture
def book(data_dir):
    with Logbook.open() as opened:
        opened.new_explorer("Ana")
        opened.new_explorer("Bo", consent=False)
        yield opened


def test_an_explorer_starts_at_level_0_and_names_are_unique(book):
    ana = book.explorer("ana")
    assert (ana.name, ana.sheet.level, ana.sheet.experience, ana.sheet.consent) == ("Ana", 0, 0, True)
    assert book.explorer("Bo").sheet.stubborn
    with pytest.raises(LogbookError, match="already an explorer"):
        book.new_explorer(" ANA ")


def test_a_won_mission_awards_its_explorers_in_the_logbook(book, first_flight):
    record, result = first_flight                      # won, 13 points, 3 threats: no achievement
    mission_id = book.add_mission(*first_flight, date="2026-03-01", draft_id="d-1", explorers=CREW,
                                  judged={"Ana": ["lunch_money"]})
    ana, bo = book.explorer("Ana"), book.explorer("Bo")
    assert [(a.played, a.description, a.written, a.mission_id) for a in ana.awards] == [
        ("2026-03-01", "M", "3 + 2", mission_id)]
    assert ana.achievements == ("lunch_money",) and ana.sheet.experience == 5
    assert bo.awards[0].written == "3 + 0" and bo.sheet.experience == 3
    assert book.explorer("Cy") is None
    # the same draft logged again: neither a second mission nor a second award
    assert book.add_mission(*first_flight, draft_id="d-1", explorers=CREW) == mission_id
    assert len(book.explorer("Ana").awards) == 1


def test_a_lost_mission_clones_the_consenting_and_kills_the_stubborn(book, lost_in_blue):
    book.add_mission(*lost_in_blue, date="2026-03-02", explorers=CREW)
    ana, bo = book.explorer("Ana"), book.explorer("Bo")
    assert (ana.sheet.clones, ana.sheet.experience, ana.sheet.dead) == (1, 0, False)
    assert bo.sheet.dead and bo.died == "2026-03-02"
    assert [e.name for e in book.explorers()] == ["Ana", "Bo"]          # the living first
    with pytest.raises(LogbookError, match="Bo died on 2026-03-02"):
        book.add_mission(*lost_in_blue, explorers={"Bo": "Bo"})


def test_practice_earns_nothing(book, first_flight):
    book.add_mission(*first_flight, practice=True, explorers=CREW)
    assert book.explorer("Ana").awards == ()


def test_a_bad_explorer_logs_neither_the_mission_nor_any_award(book, first_flight):
    for explorers in ({"Ana": "Ana", "Bo": "Nobody"}, {"Zed": "Ana"}):
        with pytest.raises(LogbookError):
            book.add_mission(*first_flight, explorers=explorers)
    assert book.count() == 0 and book.explorer("Ana").awards == ()


def test_levels_owe_specialization_boxes_and_consent_is_signed(book, first_flight):
    for n in range(3):
        book.add_mission(*first_flight, date=f"2026-03-0{n + 1}", draft_id=f"d-{n}", explorers=CREW)
    ana = book.explorer("Ana")
    assert ana.sheet.level == 1 and ana.sheet.boxes_owed == 1
    book.tick_specialization("Ana", "medic")
    assert book.explorer("Ana").sheet.known("medic") == 1
    with pytest.raises(LogbookError, match="may not tick"):
        book.tick_specialization("Ana", "mechanic")
    book.sign_consent("Bo")
    assert book.explorer("Bo").sheet.consent


def test_export_and_import_carry_the_explorers(book, first_flight, tmp_path):
    book.add_mission(*first_flight, date="2026-03-01", explorers=CREW, judged={"Bo": ["duck"]})
    doc = book.export_explorers()
    with Logbook.open(tmp_path / "other.sqlite3") as other:
        other_id = other.add_mission(*first_flight, date="2026-03-01")
        assert other.import_explorers(doc) == ["Ana", "Bo"]
        assert other.import_explorers(doc) == []                    # known by name: left alone
        bo = other.explorer("Bo")
        assert bo.sheet == book.explorer("Bo").sheet
        assert bo.achievements == ("duck",) and bo.awards[0].mission_id == other_id   # tied by record and date
    with Logbook.open(tmp_path / "bad.sqlite3") as bad:
        broken = {"format": doc["format"], "explorers": [dict(doc["explorers"][0], experience="lots")]}
        with pytest.raises(UserError, match=r"x.json: explorers\[0\]\.experience: expected int"):
            bad.import_explorers(broken, "x.json")
        assert bad.explorers() == []


def test_a_version_4_logbook_gets_the_explorer_tables(data_dir):
    path = data_dir / "logbook.sqlite3"
    Logbook.open(path).close()
    db = sqlite3.connect(path, isolation_level=None)
    for name in ("explorer_achievements", "explorer_awards", "explorer_specializations", "explorers"):
        db.execute(f"DROP TABLE {name}")
    db.execute("PRAGMA user_version = 4")
    db.close()
    with Logbook.open(path) as book:
        assert book.version == 5 and book.explorers() == []
