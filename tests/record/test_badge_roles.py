"""The captain's, the communications officer's and the security chief's badges may be
renamed and given another task too (expansion p.33, ruling R20): the words are the crew's,
the rules stay with the role."""
from __future__ import annotations

from dataclasses import replace

import pytest

from spacealert_tui.record.crew import ALL_BADGES, badge_lines, badge_words, captain_first, clean_badge_texts
from spacealert_tui.record.draft import CrewSeat, MissionDraft
from spacealert_tui.record.files import dump_record, load_record_text
from spacealert_tui.record.logbook import Logbook
from spacealert_tui.rules import resolve
from spacealert_tui.tui.widgets.score_text import crew_text

pytestmark = pytest.mark.usefixtures("data_dir")
OWN = {"captain": {"title": "Skipper", "task": "counts down the last ten seconds of each phase"},
       "security": {"title": "Watchkeeper"}}


def test_any_of_the_seven_badges_may_be_renamed():
    """p.33: "Esta caja incluye 7 insignias … A continuación encontraréis una lista con todas
    las insignias. Por supuesto, podéis cambiar el nombre de cualquiera de ellas y asignarle
    una nueva función." The list opens with Capitán, Oficial de comunicaciones, Jefe de
    seguridad."""
    assert [badge for badge, *_rest in ALL_BADGES] == ["captain", "communications", "security", "tactical",
                                                      "engineer", "lieutenant", "science"]
    assert clean_badge_texts(OWN) == OWN
    words = badge_words(OWN)
    assert words["captain"] == ("Skipper", "counts down the last ten seconds of each phase")
    assert words["security"][0] == "Watchkeeper"
    assert words["communications"][0] == "communications officer"


def test_a_role_is_said_once_the_crew_gave_it_its_own_words():
    """The rulebook's roles need no saying; a role the crew renamed or gave a task is said
    in the crew's words, beside the other badges."""
    crew = [CrewSeat("Ana", roles=["captain"]), CrewSeat("Bo", roles=["communications", "security"]),
            CrewSeat("Cy", badges=["engineer"])]
    assert badge_lines(crew, OWN) == [
        "Ana (Skipper) counts down the last ten seconds of each phase.",
        "Bo (Watchkeeper) watches the internal threats and warns where the intruders will be.",
        "Cy (chief engineer) watches the energy and warns when a reactor runs dry."]
    assert badge_lines(crew) == ["Cy (chief engineer) watches the energy and warns when a reactor runs dry."]


def test_the_captain_renamed_still_acts_first():
    """Base rulebook: the captain's actions come first and the crew acts clockwise from the
    captain; p.33: "todas necesitan saber quién juega primero". A new name moves nothing."""
    draft = MissionDraft.new(deck_seed=7, crew=[CrewSeat("Ana", roles=["captain"]), CrewSeat("Bo"),
                                                CrewSeat("Cy", roles=["communications", "security"])])
    draft.badge_texts = {"communications": {"title": "Captain"}}    # a confusing name, still words only
    draft.crew[0].roles.remove("captain")
    draft.crew[1].roles.append("captain")
    captain_first(draft)
    assert [seat.name for seat in draft.crew][0] == "Bo"
    doc = draft.record_doc()
    assert doc["crew"][0]["roles"] == ["captain"] and doc["mission"]["badge_texts"] == {
        "communications": {"title": "Captain"}}


def test_renaming_is_words_only_the_mission_resolves_the_same(first_flight):
    """Ruling R20: the record keeps the words in `mission.badge_texts`; the resolution never
    reads them."""
    record, result = first_flight
    renamed = load_record_text(dump_record(replace(record, mission_extra={**record.mission_extra,
                                                                          "badge_texts": OWN})))
    assert renamed.mission_extra["badge_texts"] == OWN
    assert [c.roles for c in renamed.crew] == [c.roles for c in record.crew]
    assert resolve(renamed).result.to_json() == result.to_json()


def test_the_logbook_and_the_score_keep_the_roles_names(first_flight):
    record, result = first_flight
    captain = next(c.name for c in record.crew if "captain" in c.roles)
    renamed = load_record_text(dump_record(replace(record, mission_extra={**record.mission_extra,
                                                                          "badge_texts": OWN})))
    assert f"{captain} (Skipper" in crew_text(renamed)
    with Logbook.open() as book:
        logged = book.mission(book.add_mission(renamed, result, date="2026-07-01"))
    assert f"{captain} (Skipper" in logged.shown_crew_names()
    assert f"{captain} (captain" in logged.crew_names        # the English label keeps the role's id
