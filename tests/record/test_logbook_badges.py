"""The New Frontier's crew badges (O01-O08) in the record and the logbook: the draft
writes who held which as `mission.badges`, the logbook keeps them with the crew, and a
hand-written field that names no badge or no crew member is left out, not refused."""
from __future__ import annotations

import pytest

from spacealert_tui.record.draft import CrewSeat, MissionDraft
from spacealert_tui.record.files import dump_record, load_record_text
from spacealert_tui.record.logbook import Logbook, record_badges

pytestmark = pytest.mark.usefixtures("data_dir")


def test_the_record_keeps_the_badges_and_the_logbook_shows_who_held_which(first_flight):
    from dataclasses import replace
    record, result = first_flight
    names = [c.name for c in record.crew]
    draft = MissionDraft.new(deck_seed=7, crew=[CrewSeat(n, badges=["science"] if i == 1 else []) for i, n in
                                                enumerate(names)])
    assert draft.record_doc()["mission"]["badges"] == {"science": names[1]}
    badged = replace(record, mission_extra={**record.mission_extra,
                                            "badges": {"science": names[1], "tactical": names[0],
                                                       "lieutenant": "Nobody", "cook": names[0]}})
    again = load_record_text(dump_record(badged))
    assert record_badges(again) == {names[0]: ["tactical"], names[1]: ["science"]}
    with Logbook.open() as book:
        mission = book.mission(book.add_mission(again, result, date="2026-07-01"))
    assert mission.crew[1].badges == ("science",) and mission.crew[0].badges == ("tactical",)
    assert f"{names[1]} (communications, science officer)" in mission.crew_names
    assert record_badges(record) == {}
