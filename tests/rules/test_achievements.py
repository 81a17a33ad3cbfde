"""Automatic achievements from a record and a result, one per category, the 2+ / 5+ gates,
and the award written on the sheet (The New Frontier, *Los logros*)."""
from __future__ import annotations

from dataclasses import replace
from datetime import date

import pytest

from spacealert_tui.rules import resolve
from spacealert_tui.rules.achievements import (ACHIEVEMENTS, BY_ID, CATEGORIES, Career, MissionFacts,
                                               addiction_achievements, campaign_achievements, choose,
                                               judged, mission_achievements, mission_facts, threat_count)
from spacealert_tui.rules.awards import History, award_failure, award_success
from spacealert_tui.rules.explorers import Sheet
from tests.rules.builders import record

BASE = MissionFacts(humans=4, seats=4, double_actions=False, common_level="white", serious_level="white",
                    threat_count=7, won=True, perfect=False)
DOUBLE = replace(BASE, double_actions=True, threat_count=10)


def test_the_list_has_seven_categories_and_134_achievements():
    assert len(ACHIEVEMENTS) == 134 == len(BY_ID)
    assert {a.category for a in ACHIEVEMENTS} == set(CATEGORIES)


def test_the_rulebooks_example_of_a_perfect_four_player_double_action_mission():
    met = mission_achievements(replace(DOUBLE, perfect=True))
    assert met == {"perfect_double", "not_even_a_scratch", "double_quartet", "fantastic_four", "double_trouble"}
    # one per category: all five are Missions; a rookie cannot take the 2+ one
    assert [a.id for a in choose(met, 0, ())] == ["double_quartet"]
    assert [a.id for a in choose(met, 2, (), prefer=["perfect_double"])] == ["perfect_double"]
    assert [a.id for a in choose(met, 2, ("double_quartet",))] == ["perfect_double"]


def test_three_colours_with_double_actions_meet_random_but_not_yellow():
    met = mission_achievements(replace(DOUBLE, common_level="all", serious_level="all"))
    assert {"double_random", "scrambled_alert", "double_scramble"} <= met
    assert "double_yellow" not in met and "yellow_alert" not in met


def test_all_yellow_does_not_meet_random():
    met = mission_achievements(replace(BASE, common_level="yellow", serious_level="yellow"))
    assert {"yellow_alert", "scrambled_alert"} <= met and "random_alert" not in met


def test_the_mission_level_is_the_lower_of_common_and_serious():
    met = mission_achievements(replace(BASE, common_level="red", serious_level="yellow"))
    assert "yellow_alert" in met and "red_alert" not in met and "orange_alert" not in met


@pytest.mark.parametrize("facts, earned", [
    (replace(BASE, humans=1, seats=4), "lone_wolf"),
    (replace(BASE, humans=2, seats=2), "dynamic_duo"),
    (replace(BASE, humans=3, seats=4), "three_musketeers"),
    (replace(BASE, humans=3, seats=3), "dartagnan_missing"),
    (replace(BASE, humans=5, seats=5, threat_count=8), "take_five"),
    (replace(BASE, humans=4, seats=5, threat_count=8), "fifth_wheel"),
    (replace(BASE, common_level="mixed", serious_level="mixed"), "scrambled_alert"),
    (replace(BASE, common_level="red+yellow", serious_level="red"), "orange_alert"),
    (replace(BASE, common_level="red", serious_level="red"), "red_alert"),
    (replace(BASE, perfect=True), "not_even_a_scratch"),
    (replace(BASE, perfect=True, common_level="red", serious_level="red"), "peerless"),
    (replace(DOUBLE, humans=1), "double_solo"),
    (replace(DOUBLE, common_level="red", serious_level="red"), "double_red"),
    (replace(DOUBLE, perfect=True, common_level="all", serious_level="red"), "doubly_fortunate"),
])
def test_each_automatic_mission_achievement_and_its_near_miss(facts, earned):
    assert earned in mission_achievements(facts)
    misses = [replace(facts, won=False), replace(facts, threat_count=facts.threat_count - 1)]
    if earned == "fifth_wheel" or earned == "dartagnan_missing":
        misses.append(replace(facts, seats=facts.seats - 1 if earned == "fifth_wheel" else 4))
    if "alert" in earned or earned in ("peerless", "double_red", "doubly_fortunate"):
        misses.append(replace(facts, common_level="white"))
    if facts.perfect:
        misses.append(replace(facts, perfect=False))
    if facts.double_actions:
        misses.append(replace(facts, double_actions=False, threat_count=99))
    for miss in misses:
        assert earned not in mission_achievements(miss), miss


def test_five_seats_need_one_more_threat_and_double_actions_need_ten():
    assert mission_achievements(replace(BASE, humans=5, seats=5, threat_count=7)) == set()
    assert "double_quartet" not in mission_achievements(replace(DOUBLE, threat_count=9))
    # Double Trouble also takes the introductory tracks, whatever their threat count
    assert mission_achievements(replace(DOUBLE, threat_count=4)) == {"double_trouble"}


def test_threat_count_and_perfect_from_a_record_and_its_result():
    rec = record(threats=[("E1-07", 1, "red"), ("E1-05", 3, "white"), ("SE1-01", 4, "blue"),
                          {"card": "E1-01", "turn": 5, "zone": "blue", "unconfirmed": True}],
                 crew=[["empty"]] * 4)
    assert threat_count(rec) == 4          # 1 + 1 + 2, the unconfirmed report left out with 4 seats
    facts = mission_facts(rec, resolve(rec).result, "white", "white")
    assert (facts.humans, facts.seats, facts.double_actions, facts.threat_count) == (4, 4, False, 4)
    assert facts.perfect is False          # an unopposed crew takes damage


def test_campaign_achievements_need_every_planned_mission_survived():
    three = [replace(BASE, common_level="yellow", serious_level="yellow")] * 3
    met = campaign_achievements(three, penalties=0)
    assert {"tour", "loony", "cracked", "not_going_to_happen", "not_possible", "yellow_alert"} <= met
    assert "psychedelic" not in met
    assert not (campaign_achievements(three[:2]) & {a.id for a in ACHIEVEMENTS if a.category == "campaigns"})
    assert "yellow_alert" in campaign_achievements(three[:2])            # stopped early: still a success
    assert campaign_achievements(three[:2] + [replace(BASE, won=False)]) == set()
    assert "not_going_to_happen" not in campaign_achievements(three, penalties=-2)
    assert "transgalactic_tour" in campaign_achievements(three * 2, planned=5)
    assert "transgalactic_tour" not in campaign_achievements(three * 2, planned=7)


def test_psychedelic_needs_a_different_mix_in_every_mission():
    mixes = [replace(BASE, common_level=c, serious_level=s) for c, s in
             (("white", "yellow"), ("yellow", "white"), ("mixed", "mixed"))]
    assert "psychedelic" in campaign_achievements(mixes)
    assert "psychedelic" not in campaign_achievements(mixes[:2] + mixes[:1])


def test_addiction_counts_and_gates():
    career = Career(successes=10, campaigns_completed=5, clones=15, first_success=date(2026, 1, 1),
                    today=date(2026, 7, 2), ticked=frozenset())
    assert addiction_achievements(career) == {"out_of_this_world", "trucker", "is_it_still_me",
                                              "veteran_explorer"}
    assert addiction_achievements(replace(career, successes=9, campaigns_completed=4, clones=14,
                                          today=date(2026, 7, 1))) == set()
    # Addiction takes several at once, but Veteran Explorer needs level 2
    assert {a.id for a in choose(addiction_achievements(career), 1, ())} == {
        "out_of_this_world", "trucker", "is_it_still_me"}


def test_solo_offers_only_the_captains_own_judged_achievements():
    assert {a.category for a in judged(solo=True)} == {"close_shaves", "master_strokes"}
    assert {a.category for a in judged()} == {"campaigns", "social", "close_shaves", "master_strokes",
                                               "specialist"}


def test_a_first_mission_award_is_written_mission_plus_achievements():
    met = mission_achievements(replace(BASE, perfect=True))
    award = award_success(Sheet("Ana"), History(), 4, met | {"lunch_money", "duck"}, day=date(2026, 3, 1))
    assert [a.id for a in award.achievements] == ["fantastic_four", "lunch_money", "duck"]   # a tie: first on the sheet
    assert award.written == "4 + 6" and award.after.experience == 10 and award.after.level == 1


def test_an_achievement_is_earned_once():
    award = award_success(Sheet("Ana"), History(ticked=frozenset({"fantastic_four"})), 2,
                          {"fantastic_four"}, day=date(2026, 3, 1))
    assert award.achievements == () and award.written == "2 + 0"


def test_a_clone_keeps_its_sheet_and_may_reach_is_it_still_me():
    sheet = Sheet("Ana", clones=14, experience=8).earn(0)
    award = award_failure(sheet, History(), day=date(2026, 3, 1))
    assert award.after.clones == 15 and [a.id for a in award.achievements] == ["is_it_still_me"]
    assert award_failure(Sheet("Bo", consent=False), History(), day=date(2026, 3, 1)).after.dead


def test_a_solo_crew_of_androids_is_one_human_and_its_captain_is_the_explorers_seat():
    """Expansion rulebook p.26: solo, "eres el capitán de la nave y tienes 3 androides a tu
    servicio": one human (Lone Wolf, Double Solo, Robinson Crusoe), the captain's seat."""
    from spacealert_tui.rules.achievements import humans_of, solo_captain

    assert humans_of([True] * 4) == 1 and humans_of([False, False, True, True]) == 2 and humans_of([]) == 0
    assert solo_captain([True] * 4, [(), ("captain",), (), ()]) == 1
    assert solo_captain([True] * 4, [()] * 4) == 0
    assert solo_captain([False, True, True, True], [("captain",), (), (), ()]) is None
    assert "lone_wolf" in mission_achievements(replace(BASE, humans=humans_of([True] * 4), seats=4))
