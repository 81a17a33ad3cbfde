"""The set-up's choices and words without a pilot (`record/setup_form.py`) and the entry's
lines (`record/entry.py`): the screens only draw them."""
from __future__ import annotations

import pytest

from spacealert_tui.record.crew import reshape_crew
from spacealert_tui.record.draft import CrewSeat, MissionDraft, ThreatEntry
from spacealert_tui.record.entry import entry_status, threats_summary
from spacealert_tui.record.setup_form import (Soundtrack, androids_note, explorer_options, problems,
                                              solo_deck_offered, soundtrack_of, step_colour)

pytestmark = pytest.mark.usefixtures("data_dir")


def crew_of(n: int, fifth: bool = False) -> MissionDraft:
    draft = MissionDraft.new(deck_seed=7)
    reshape_crew(draft, n, fifth, [])
    return draft


def test_androids_as_rulebook_chapter_5_says():
    """Rulebook ch. 5: 3 players get one android, 2 players two, a solo player four; the
    5-crew variant's android makes unconfirmed reports count."""
    assert androids_note(crew_of(3).crew).startswith("3 players and 1 android. Unconfirmed reports are ignored.")
    assert androids_note(crew_of(2, fifth=True).crew).startswith("2 players and 3 androids. Unconfirmed reports count.")
    assert androids_note(crew_of(1).crew).startswith("Solo: four androids")
    assert androids_note(crew_of(4).crew).startswith("4 players, no androids.")


def test_a_colour_taken_is_stepped_past_and_with_five_seats_swapped():
    crew = [CrewSeat("Ana", color="red"), CrewSeat("Bo", color="yellow"), CrewSeat("Cy", color="green")]
    step_colour(crew, 0, "yellow")            # stepping right from red: yellow and green taken
    assert [s.color for s in crew] == ["blue", "yellow", "green"]
    five = [CrewSeat(n, color=c) for n, c in zip("ABCDE", ("red", "yellow", "green", "blue", "purple"))]
    step_colour(five, 0, "yellow")
    assert [s.color for s in five][:2] == ["yellow", "red"]


def test_how_a_soundtrack_was_chosen():
    catalogue = {"base/mission-1"}
    assert soundtrack_of("base/mission-1", catalogue) == Soundtrack("official", mission="base/mission-1")
    assert soundtrack_of("generated/42/4", catalogue) == Soundtrack("generated", seed="42")
    assert soundtrack_of("~/m.yaml", catalogue) == Soundtrack("file", mission="~/m.yaml")
    assert soundtrack_of("", catalogue).mission == "base/mission-1"


def test_what_stops_a_mission_from_starting():
    draft = crew_of(4)
    crew, mission = problems(draft, Soundtrack("generated"), loaded=False, seed_text="")
    assert crew == [] and mission == ["the generated soundtrack needs a seed", "the seed is empty"]
    assert problems(draft, Soundtrack("official", mission="x"), loaded=False, seed_text="3")[1] == [
        "the soundtrack cannot be loaded"]


def test_explorers_offered_and_the_solo_deck_for_four_androids_only():
    assert explorer_options(["Ana"], keep="Gone") == [("", "guest"), ("Ana", "Ana"), ("Gone", "Gone")]
    solo = crew_of(1)
    solo.rules = ["double_actions"]
    assert solo_deck_offered(solo) and not solo_deck_offered(crew_of(4))


def test_the_entrys_summary_and_status_lines():
    """Rulebook: unconfirmed reports count only with a crew of five."""
    draft = crew_of(4)
    draft.threats = [ThreatEntry(turn=1, kind="external", zone="red"),
                     ThreatEntry(turn=2, kind="internal", unconfirmed=True)]
    assert threats_summary(draft).startswith("0 of 1 threat named · 1 unconfirmed ignored (crew of 4)")
    text, missing = entry_status(draft)
    assert missing and text.startswith("Missing: no card for the T+1, red zone threat")
    assert threats_summary(draft, "cannot be loaded").startswith("cannot be loaded · decks:")


def test_a_catalogue_that_cannot_be_read_still_offers_mission_1(monkeypatch, caplog):
    import spacealert_tui.mission as mission
    from spacealert_tui.record.setup_form import soundtrack_catalogue

    assert ("base/mission-1", "Mission 1") in soundtrack_catalogue()

    def broken():
        raise OSError("no disk")

    monkeypatch.setattr(mission, "list_missions", broken)
    assert soundtrack_catalogue() == [("base/mission-1", "Mission 1")]
    assert "soundtrack catalogue could not be read" in caplog.text


def test_a_roles_help_names_f6_for_a_crew_with_the_badges():
    """p.33: any of the seven badges may be renamed, the roles' too."""
    from spacealert_tui.tui.widgets.setup_help import help_for

    assert "F6" in help_for("role-captain", badges=True) and "F6" not in help_for("role-captain")
    assert "F6" in help_for("badge-science") and help_for("name-3") == help_for("name")
