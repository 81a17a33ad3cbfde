"""The efficiency screen's verdict line (`compared_text`): what the two plans' figures say."""
from __future__ import annotations

from spacealert_tui.coach.efficiency import Comparison, Efficiency
from spacealert_tui.tui.screens.efficiency import compared_text


def test_a_crew_that_scored_nothing_hears_that_the_coachs_plan_scores():
    """Walked in Portuguese on "Um sinal da escuridão": the crew scored 0, the coach's plan
    12, and the line said only that there were no points to divide by."""
    crew, coach = Efficiency(score=0, actions=42, energy=9, capsules=3), Efficiency(12, 35, 5, 0)
    assert compared_text(Comparison(crew, coach)) == (
        "The coach scores 12 more, with 2.92 actions per point; your plan scored no points.")


def test_when_neither_scores_there_is_nothing_to_divide_by():
    crew, coach = Efficiency(0, 42, 9, 3), Efficiency(0, 35, 5, 0)
    assert compared_text(Comparison(crew, coach)) == "No points to divide by: the figures per point are left out."
