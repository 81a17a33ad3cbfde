"""Efficiency of a won mission: actions and energy spent per point, beside another plan.

Events and results are hand-made: the figures follow from the rulebook's costs (base
rulebook §3.2: a heavy laser or the pulse cannon takes one energy from its reactor; a
light laser none; a B moves energy into a shield or between reactors)."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from spacealert_tui.coach.efficiency import compare_with, efficiency_of
from spacealert_tui.rules import events as ev
from spacealert_tui.rules import record_from_dict

from tests.coach.test_changes import LOST_FOR_ONE_CARD
from tests.coach.test_lesson_from_loss import WON


def won_with(events, total=40):
    return SimpleNamespace(events=tuple(events), result=SimpleNamespace(won=True, score=SimpleNamespace(total=total)))


def test_actions_and_energy_per_point():
    record = record_from_dict(WON)
    played = sum(1 for m in WON["crew"] for t in m["actions"] if t != "empty")
    events = [
        ev.CannonFired("Crew 1", "red heavy laser", 4),         # 1 energy
        ev.CannonFired("Crew 2", "red light laser", 2),         # none
        ev.CannonFired("Crew 3", "pulse cannon", 1),            # 1 energy
        ev.EnergyMoved("Crew 4", "red reactor", "red shield", 2),   # 2 into a shield
        ev.EnergyMoved("Crew 4", "central reactor", "red reactor", 1),  # moved, not spent
        ev.Refuelled("Crew 2", 4, 2),
    ]
    eff = efficiency_of(record, won_with(events, total=40))
    assert (eff.score, eff.actions, eff.energy, eff.capsules) == (40, played, 4, 1)
    assert eff.actions_per_point == pytest.approx(played / 40)
    assert eff.energy_per_point == pytest.approx(0.1)
    assert efficiency_of(record, won_with(events, total=0)).energy_per_point is None


def test_a_lost_mission_has_no_efficiency_and_no_comparison():
    lost = record_from_dict(LOST_FOR_ONE_CARD)
    assert efficiency_of(lost) is None
    assert compare_with(lost, record_from_dict(WON)) is None
    # the other plan losing on the crew's draw has no figures
    comparison = compare_with(record_from_dict(WON), lost)
    assert comparison is not None and comparison.other is None


def test_the_command_sets_the_crews_figures_beside_the_coachs(capsys):
    from spacealert_tui.cli import main
    assert main(["efficiency", "example/01-first-flight", "--iterations", "20"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "01-first-flight: what the mission cost"
    assert out[1].split() == ["plan", "score", "actions", "per", "point", "energy", "per", "point", "capsules"]
    assert out[2].startswith("  the crew's") and out[3].startswith("  the coach's")
    assert main(["efficiency", "example/04-lost-in-blue", "--iterations", "1"]) == 0
    assert "the ship was lost" in capsys.readouterr().out


def test_the_figures_in_narrow_columns_and_what_they_say():
    """The app's narrow table: one figure a line, the crew's column then the coach's (a
    coach's plan lost on the crew's draw says so in its column); one line on the two."""
    from spacealert_tui.coach.efficiency import Comparison, Efficiency, column_lines
    from spacealert_tui.tui.screens.efficiency import compared_text
    crew, coach = Efficiency(20, 30, 10, 1), Efficiency(25, 25, 5, 0)
    lines = column_lines(Comparison(crew, coach))
    assert [line.split()[-2:] for line in lines[1:]] == [
        ["20", "25"], ["30", "25"], ["1.50", "1.00"], ["10", "5"], ["0.50", "0.20"], ["1", "0"]]
    assert lines[0].split() == ["the", "crew's", "the", "coach's"]
    assert [line.split()[-1] for line in column_lines(Comparison(crew, None), coach=False)[1:]] == [
        "20", "30", "1.50", "10", "0.50", "1"]
    assert "lost on this draw" in column_lines(Comparison(crew, None))[1]
    assert compared_text(Comparison(crew, coach)) == "The coach scores 5 more with 1.00 actions per point to your 1.50."
    assert compared_text(Comparison(coach, crew)).startswith("As efficient as the coach's plan")
    assert "spends 0.50 actions per point less" in compared_text(Comparison(Efficiency(20, 40, 5, 0), crew))
    assert compared_text(Comparison(crew, None)).startswith("The coach's plan is lost")
    assert compared_text(Comparison(Efficiency(0, 30, 10, 1), coach)).endswith("your plan scored no points.")


@pytest.mark.parametrize("lang, per_point, mean", [("en", "1.50", "15.0, +2.5"), ("es", "1,50", "15,0, +2,5"),
                                                   ("pt", "1,50", "15,0, +2,5")])
def test_decimals_are_written_as_the_crews_language_writes_them(speak, lang, per_point, mean):
    """"1,50 acciones por punto", "puntuación media 15,0": Spanish and Portuguese write a
    decimal comma; the table, the line under it and the coach's verdicts alike."""
    from spacealert_tui.coach.changes import verdict_text
    from spacealert_tui.coach.efficiency import Comparison, Efficiency, table_rows
    from spacealert_tui.coach.judge import Verdict
    from spacealert_tui.tui.screens.efficiency import compared_text
    speak(lang)
    crew, coach = Efficiency(20, 30, 10, 1), Efficiency(25, 25, 5, 0)
    assert table_rows(Comparison(crew, coach))[1][3] == per_point
    assert per_point in compared_text(Comparison(crew, coach))
    verdict = verdict_text(Verdict(18, 15.0, 12.0, 20, True, 15), Verdict(12, 12.5, 11.0, 20, True, 10))
    assert verdict.endswith(mean)
