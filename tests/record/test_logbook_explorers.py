"""Explorers in the logbook (schema 5): created, awarded with the mission that earns it
(never twice), cloned or killed by a lost one, exported and imported."""
from __future__ import annotations

import sqlite3

import pytest

from spacealert_tui.errors import UserError
from spacealert_tui.record.logbook import SCHEMA_VERSION, Logbook, LogbookError
from tests.conftest import on_a_mission

pytestmark = pytest.mark.usefixtures("data_dir")


@pytest.fixture(scope="module")
def first_flight(first_flight):
    """The first flight on a mission's soundtrack: a simulation's explorers earn nothing (EX18)."""
    return on_a_mission(first_flight)
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
    db.execute("DROP TABLE pending_awards")
    db.execute("PRAGMA user_version = 4")
    db.close()
    with Logbook.open(path) as book:
        assert book.version == SCHEMA_VERSION and book.explorers() == [] and book.pending_awards() == {}


def _campaign(book, missions, planned_total, **finish):
    campaign_id = book.start_campaign(["Ana", "Bo"], started="2026-04-01")
    for seq, (record, result) in enumerate(missions, 1):
        book.link_campaign_mission(campaign_id, book.add_mission(record, result, date="2026-04-01"), seq)
    book.finish_campaign(campaign_id, finished="2026-04-02", explorers=["Ana", "Bo"], **finish)
    return campaign_id


def test_a_finished_campaign_pays_2_6_12_plus_1_per_10_points_once(book, first_flight):
    # two missions of an ordinary campaign, 23 points: 6 + 2; the first flight meets no achievement
    campaign_id = _campaign(book, [first_flight] * 2, 3, penalties=0, visual=0, total=23)
    ana = book.explorer("Ana")
    assert [(a.played, a.description, a.written) for a in ana.awards] == [("2026-04-02", "C2/3", "8 + 0")]
    assert ana.sheet.experience == 8 and book.explorer("Bo").sheet.experience == 8
    # the missions themselves awarded nothing; a second close awards nothing more
    book.finish_campaign(campaign_id, finished="2026-04-02", penalties=0, visual=0, total=23,
                         explorers=["Ana", "Bo"])
    assert book.explorer("Ana").sheet.experience == 8
    # three of three planned, 5 points: 12, and the campaign counts as completed
    _campaign(book, [first_flight] * 3, 3, penalties=0, visual=0, total=5)
    ana = book.explorer("Ana")
    assert ana.awards[-1].description == "C3/3" and ana.awards[-1].experience == 12
    assert ana.history().campaigns_completed == 1 and ana.history().successes == 2


def test_a_longer_campaign_declared_pays_its_final_mission_6(book, first_flight):
    _campaign(book, [first_flight] * 5, 5, penalties=0, visual=0, total=0, planned=5)
    assert book.explorer("Ana").awards[0].experience == 20


def test_a_failed_campaign_clones_the_consenting_and_kills_the_stubborn(book, first_flight, lost_in_blue):
    _campaign(book, [first_flight, lost_in_blue], 3)
    ana, bo = book.explorer("Ana"), book.explorer("Bo")
    assert (ana.sheet.clones, ana.sheet.experience) == (1, 0) and ana.awards[0].description == "C2/3"
    assert bo.sheet.dead and bo.died == "2026-04-02"
    with pytest.raises(LogbookError, match="Bo died on 2026-04-02"):
        _campaign(book, [first_flight], 3, total=3, penalties=0, visual=0)
    assert book.campaigns()[0].status == "going"          # neither closed nor anyone awarded
    assert len(book.explorer("Ana").awards) == 1


def test_a_logged_mission_awards_its_explorers_once_judged(book, first_flight):
    mission_id = book.add_mission(*first_flight, date="2026-05-01")
    awards = book.award_explorers(mission_id, *first_flight, CREW, judged={"Ana": ["lunch_money"]})
    assert awards["Ana"].written == "3 + 2" and awards["Bo"].written == "3 + 0"
    assert book.award_explorers(mission_id, *first_flight, CREW) == {}          # never twice
    assert [a.mission_id for a in book.explorer("Ana").awards] == [mission_id]
    practice = book.add_mission(*first_flight, practice=True)
    assert book.award_explorers(practice, *first_flight, CREW) == {}
    with pytest.raises(LogbookError, match="no mission #99"):
        book.award_explorers(99, *first_flight, CREW)


def test_a_won_mission_notes_who_waits_and_the_award_clears_it(book, first_flight):
    mission_id = book.add_mission(*first_flight, date="2026-05-02", draft_id="d-9", pending=CREW)
    assert book.pending_awards() == {mission_id: CREW}
    assert book.explorer("Ana").awards == ()
    book.award_explorers(mission_id, *first_flight, CREW, judged={"Ana": ["lunch_money"]})
    assert book.pending_awards() == {}
    assert book.explorer("Ana").awards[0].written == "3 + 2"
    assert book.settle_pending(mission_id) == {}                    # nothing waits: nothing twice


def test_a_waiting_award_is_settled_from_the_logbook_alone(book, first_flight):
    mission_id = book.add_mission(*first_flight, date="2026-05-03", pending=CREW)
    awards = book.settle_pending(mission_id, judged={"Bo": ["lunch_money"]})
    assert awards["Ana"].written == "3 + 0" and awards["Bo"].written == "3 + 2"
    assert book.pending_awards() == {} and book.settle_pending(mission_id) == {}
    practice = book.add_mission(*first_flight, practice=True, pending=CREW)
    assert practice not in book.pending_awards()                    # practice earns nothing (EX12)
    waiting = book.add_mission(*first_flight, date="2026-05-04", pending=CREW)
    book.delete_mission(waiting)
    assert book.pending_awards() == {}


def _solo_flight():
    """The first flight flown solo: the same four boards, all androids, Ana the captain."""
    import yaml

    from spacealert_tui.rules import record_from_dict, resolve
    from tests.conftest import EXAMPLES

    doc = yaml.safe_load((EXAMPLES / "01-first-flight.yaml").read_text(encoding="utf-8"))
    for member in doc["crew"]:
        member["android"] = True
    record = record_from_dict(doc)
    return record, resolve(record).result


def test_solo_with_experience_awards_the_captain_alone(book):
    """Expansion rulebook p.26: solo, you are the captain commanding the androids; a solo
    mission is one human's (Lone Wolf), and only the captain's seat is an explorer's."""
    solo = on_a_mission(_solo_flight())
    assert solo[1].won
    with pytest.raises(LogbookError, match="Bo is an android"):
        book.add_mission(*solo, date="2026-03-03", explorers={"Bo": "Ana"})
    book.add_mission(*solo, date="2026-03-03", explorers={"Ana": "Ana"})
    (award,) = book.explorer("Ana").awards
    assert award.written.startswith("3")


def test_a_signature_during_a_mission_saves_no_one_it_loses(book, lost_in_blue):
    """"Explorers who consented are brain-scanned at the start of each mission or
    campaign (so no ticking the box in mid-flight)" (p.25); a stubborn explorer may sign
    "at any time, as long as the mission or the campaign has not started" (p.28). Bo was
    stubborn when the round started and signs before the crew logs the loss: he dies. Ana
    consented at the start: she is cloned."""
    from spacealert_tui.record.draft import CrewSeat, MissionDraft

    draft = MissionDraft.new(crew=[CrewSeat("Ana", explorer="Ana"), CrewSeat("Bo", explorer="Bo")])
    draft.note_consent()
    assert draft.consent == {"Ana": True, "Bo": False}
    book.sign_consent("Bo")                     # in mid-flight
    book.add_mission(*lost_in_blue, date="2026-03-02", explorers=CREW, consent=draft.consent)
    assert book.explorer("Bo").sheet.dead
    assert book.explorer("Ana").sheet.clones == 1


def test_a_signature_before_the_mission_counts(book, lost_in_blue):
    from spacealert_tui.record.draft import CrewSeat, MissionDraft

    book.sign_consent("Bo")
    draft = MissionDraft.new(crew=[CrewSeat("Ana", explorer="Ana"), CrewSeat("Bo", explorer="Bo")])
    draft.note_consent()
    book.add_mission(*lost_in_blue, date="2026-03-02", explorers=CREW, consent=draft.consent)
    assert not book.explorer("Bo").sheet.dead and book.explorer("Bo").sheet.clones == 1


def test_a_won_mission_ticks_experience_as_the_explorer_flew_it(book, first_flight):
    """Bo flew stubborn and signed before the crew judged the achievements: his
    experience is ticked as a stubborn explorer's (dotted boxes skipped, ruling EX2), and
    his sheet consents from then on."""
    from spacealert_tui.record.draft import CrewSeat, MissionDraft

    draft = MissionDraft.new(crew=[CrewSeat("Ana", explorer="Ana"), CrewSeat("Bo", explorer="Bo")])
    draft.note_consent()
    mission_id = book.add_mission(*first_flight, date="2026-03-01", pending=CREW)
    book.sign_consent("Bo")
    awards = book.award_explorers(mission_id, *first_flight, CREW, consent=draft.consent)
    assert awards["Bo"].before.consent is False
    assert book.explorer("Bo").sheet.consent
