"""Campaigns in the logbook (schema v2): a campaign row, its missions linked in order
(campaign_id, campaign_seq), closed with the campaign score, or failed without one."""
from __future__ import annotations

from pathlib import Path

import pytest

from spacealert_tui.record import load_record
from spacealert_tui.record.logbook import Logbook
from spacealert_tui.rules import resolve

EXAMPLES = Path(__file__).resolve().parents[2] / "missions" / "examples"


@pytest.fixture(scope="module")
def first_flight():
    record = load_record(EXAMPLES / "01-first-flight.yaml")
    return record, resolve(record).result


def test_a_campaign_row_links_its_missions_in_order_and_closes_with_the_score(tmp_path, first_flight):
    record, result = first_flight
    with Logbook.open(tmp_path / "book.sqlite3") as book:
        people = [c.name for c in record.crew if not c.android]
        campaign_id = book.start_campaign(people, started="2024-05-01")
        first = book.add_mission(record, result, date="2024-05-01")
        second = book.add_mission(record, result, date="2024-05-01")
        book.add_mission(record, result, date="2024-05-02")          # not in the campaign
        book.link_campaign_mission(campaign_id, second, 2)
        book.link_campaign_mission(campaign_id, first, 1)
        going = book.campaign(campaign_id)
        assert going.status == "going" and going.mission_ids == (first, second)
        assert going.crew_label == ", ".join(people)
        book.finish_campaign(campaign_id, penalties=-3, visual=1, total=9, finished="2024-05-01")
        done = book.campaign(campaign_id)
        assert (done.status, done.penalties, done.visual, done.total, done.finished) == (
            "over", -3, 1, 9, "2024-05-01")
        # the campaign's crew is the missions' crew: one crew row
        assert len(book.crews()) == 1 and book.campaigns(crew=done.crew_id) == [done]
        assert book.integrity_check() == []
        seqs = book.db.execute("SELECT id, campaign_id, campaign_seq FROM missions ORDER BY id").fetchall()
        assert seqs == [(first, campaign_id, 1), (second, campaign_id, 2), (3, None, None)]


def test_a_failed_campaign_has_no_score_and_the_latest_campaign_comes_first(tmp_path):
    with Logbook.open(tmp_path / "book.sqlite3") as book:
        old = book.start_campaign(["Ana", "Bo"], started="2024-01-01")
        new = book.start_campaign(["Cy"], started="2024-02-01")
        book.finish_campaign(old)
        assert [c.id for c in book.campaigns()] == [new, old]
        assert book.campaign(old).status == "failed" and book.campaign(old).total is None
        assert book.campaign(new).status == "going"
        assert book.campaign(99) is None
        assert [c.id for c in book.campaigns(crew="Bo, Ana")] == [old]


def test_spacealert_campaign_prints_the_bracketed_lines(tmp_path, first_flight, capsys):
    from spacealert_tui.cli import main
    from spacealert_tui.record.logbook import default_path

    record, result = first_flight
    lost = load_record(EXAMPLES / "04-lost-in-blue.yaml")
    with Logbook.open(default_path()) as book:
        won_id = book.start_campaign(["Ana", "Bo"], started="2024-05-01")
        for seq in (1, 2):
            book.link_campaign_mission(won_id, book.add_mission(record, result), seq)
        book.finish_campaign(won_id, penalties=-4, visual=1, total=7)
        failed_id = book.start_campaign(["Cy"], started="2024-06-01")
        book.link_campaign_mission(failed_id, book.add_mission(lost, resolve(lost).result), 1)
        book.finish_campaign(failed_id)
    assert main(["campaign"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith(f"Campaign #{failed_id} · ") and out[0].endswith("1 mission · FAILED, no score")
    assert out[1].startswith("  [ 1. ") and "campaign failed, no score" in out[1]
    assert out[3].endswith("2 missions · total 7")
    assert out[4].startswith("  ┌ 1. ") and out[5].startswith("  └ 2. ")
    assert out[5].endswith("penalties -4 · visual average 1 · total 7")
    assert main(["campaign", "--json"]) == 0
    doc = __import__("json").loads(capsys.readouterr().out)
    assert [c["status"] for c in doc] == ["failed", "over"] and len(doc[1]["missions"]) == 2
