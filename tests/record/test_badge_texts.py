"""The crew's own names and tasks for The New Frontier's badges (expansion p.33): the
draft writes them as `mission.badge_texts`, the record keeps them, the logbook names a
renamed badge as the crew named it, and a hand-written field that is not text or names no
badge is left out, not refused."""
from __future__ import annotations

import pytest

from spacealert_tui.record.crew import badge_lines, badge_words, clean_badge_texts
from spacealert_tui.record.draft import CrewSeat, MissionDraft
from spacealert_tui.record.files import dump_record, load_record_text
from spacealert_tui.record.logbook import Logbook

pytestmark = pytest.mark.usefixtures("data_dir")
OWN = {"engineer": {"title": "Quartermaster", "task": "counts the cards left in every hand"},
       "science": {"title": "Chronicler"}}


def test_the_rulebooks_words_unless_the_crew_gave_its_own():
    """p.33: "Por supuesto, podéis cambiar el nombre de cualquiera de ellas y asignarle una
    nueva función. Es vuestra tripulación y vuestro juego." """
    words = badge_words(OWN)
    assert words["engineer"] == ("Quartermaster", "counts the cards left in every hand")
    assert words["science"] == ("Chronicler", "will check the score and keep the logbook")
    assert words["tactical"][0] == "tactical officer"
    crew = [CrewSeat("Ana", badges=["engineer"]), CrewSeat("Bo", badges=["science"])]
    assert badge_lines(crew, OWN) == ["Ana (Quartermaster) counts the cards left in every hand.",
                                      "Bo (Chronicler) will check the score and keep the logbook."]


def test_what_is_not_a_badges_words_is_left_out():
    assert clean_badge_texts({"cook": {"title": "Chef"}, "engineer": {"title": 3, "task": "  "},
                              "science": "Chronicler", "lieutenant": {"title": " Second\n in  command "}}) == {
        "lieutenant": {"title": "Second in command"}}
    assert clean_badge_texts(["engineer"]) == {} and clean_badge_texts(None) == {}
    assert len(clean_badge_texts({"engineer": {"title": "x" * 99}})["engineer"]["title"]) == 30


def test_the_record_and_the_logbook_keep_what_the_crew_chose(first_flight):
    record, result = first_flight
    names = [c.name for c in record.crew]
    draft = MissionDraft.new(deck_seed=7, crew=[CrewSeat(n, badges=["engineer"] if i == 2 else
                                                         ["science"] if i == 3 else []) for i, n in enumerate(names)])
    draft.badge_texts = OWN
    mission = draft.record_doc()["mission"]
    assert mission["badge_texts"] == OWN and mission["badges"] == {"engineer": names[2], "science": names[3]}
    assert MissionDraft.from_json(draft.to_json()).badge_texts == OWN
    from dataclasses import replace
    own = replace(record, mission_extra={**record.mission_extra, "badges": mission["badges"], "badge_texts": OWN})
    again = load_record_text(dump_record(own))
    assert again.mission_extra["badge_texts"] == OWN
    with Logbook.open() as book:
        logged = book.mission(book.add_mission(again, result, date="2026-07-01"))
    assert f"{names[2]} (security, Quartermaster)" in logged.crew_names
    assert f"{names[3]} (Chronicler)" in logged.shown_crew_names()
    assert "badge_texts" in (logged.record_yaml or "")
