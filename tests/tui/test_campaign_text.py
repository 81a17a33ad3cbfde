"""What the campaign's screens say, read from the functions that build it (no pilot): the
banner, the ship carried, the aftermath and what may be repaired (rulebook §6.2), the
logbook lines wrapped with their bracket, the campaign score (§6.3), the crew's
specializations and why a levelling choice is refused (The New Frontier p.15)."""
from __future__ import annotations

import pytest

from spacealert_tui.tui.campaign_text import (aftermath_lines, banner, bracketed, crew_specializations,
                                              levelling_clash, log_lines, repair_options, score_lines,
                                              ship_lines)
from tests.tui.test_campaign import contamination_campaign
from tests.tui.test_campaign_levels import levelled_campaign


@pytest.fixture(autouse=True)
def english(speak):
    speak("en")


def test_after_a_won_mission_the_ship_before_the_repairs_and_what_may_be_repaired():
    """§6.2: each member not knocked out repairs one tile or reactivates one squad; the
    contamination mission leaves red's shield and reactor damaged, the lower-red squad
    disabled and Ana knocked out."""
    state = contamination_campaign()
    assert banner(state) == "Mission 1 of 3 complete: repair the ship, or stop and score."
    ship = ship_lines(state)
    assert ship[:3] == ["red    shield, reactor", "white  no damage", "blue   no damage"]
    assert ship[3].startswith("squads  ") and ship[3].endswith(" disabled")
    after = aftermath_lines(state.campaign().aftermath())
    assert after[0] == "red    2 tiles: shield, reactor" and after[1] == "white  0 tiles"
    assert after[-1] == "knocked out (wake up, repair nothing): Ana"
    options = repair_options(state.campaign().aftermath())
    assert [value for value, _text in options] == ["", "red:shield", "red:reactor", "squad:lower-red"]
    assert options[1][1] == "red shield" and options[3][1].startswith("reactivate the ")
    assert score_lines(state) == []                      # no score while it goes on


def test_stopped_the_campaign_is_scored_line_by_line():
    state = contamination_campaign()
    state.stop()
    score = state.campaign().score
    assert banner(state) == f"Campaign over after 1 mission: total {score.total}."
    lines = score_lines(state)
    assert lines[0].startswith("Threats destroyed") and lines[-1].startswith("TOTAL")
    assert lines[-1].split() == ["TOTAL", str(score.total)]
    assert "(1 ÷ 1 mission, rounded down)" in next(line for line in lines if line.startswith("Visual"))
    (line,) = log_lines(state.campaign())
    assert line[1:].startswith(" 1. ") and f"destroyed {score.destroyed}" in line
    assert line.endswith(f"total {score.total}")


def test_the_logbook_lines_carry_their_bracket_down_when_wrapped():
    wrapped = bracketed(["┌ 1. " + "word " * 12, "└ 2. end"], 30)
    assert wrapped[0].startswith("┌ 1. word") and all(line.startswith("│    ") for line in wrapped[1:-1])
    assert wrapped[-1] == "└ 2. end"


def test_the_crew_specializations_and_a_clash_refused():
    """p.15: a crew member swaps for a specialization "nobody holds"."""
    state = levelled_campaign()
    assert crew_specializations(state) == "Ana: medic, level 1; Ben: mechanic, level 2; Robo: teleporter, level 3"
    assert levelling_clash(state, {0: "rocket_launcher", 1: "rocket_launcher"}) == (
        "Ana and Ben cannot both hold rocket launcher")
    assert levelling_clash(state, {0: "medic"}) is None
