"""Experience, levels, specialization boxes, cloning and death (The New Frontier,
*Sistema de experiencia*), against the rulebook's own figures and hand-worked sheets."""
from __future__ import annotations

import pytest

from spacealert_tui.rules.explorers import (MAX_LEVEL, Boxes, Sheet, campaign_experience, dotted_boxes,
                                            experience_to_reach, mission_experience, row_boxes)


@pytest.mark.parametrize("score, xp", [(-5, 2), (0, 2), (9, 2), (10, 3), (19, 3), (20, 4), (29, 4), (57, 7)])
def test_mission_experience_is_2_plus_1_per_10_points(score, xp):
    assert mission_experience(score) == xp


@pytest.mark.parametrize("completed, xp", [(1, 2), (2, 6), (3, 12)])
def test_campaign_experience_2_6_12(completed, xp):
    assert campaign_experience(completed, 0) == xp
    assert campaign_experience(completed, 35) == xp + 3


@pytest.mark.parametrize("completed, xp", [(1, 2), (2, 6), (3, 10), (4, 14), (5, 20)])
def test_the_five_mission_campaign_pays_2_6_10_14_or_20(completed, xp):
    assert campaign_experience(completed, 0, planned=5) == xp


def test_a_campaign_cannot_complete_more_missions_than_planned():
    with pytest.raises(ValueError):
        campaign_experience(4, 0)
    with pytest.raises(ValueError):
        campaign_experience(0, 0)


def test_level_0_has_8_boxes_and_rows_grow():
    assert row_boxes(0) == 8
    assert all(row_boxes(n + 1) > row_boxes(n) for n in range(MAX_LEVEL))
    assert (dotted_boxes(0), dotted_boxes(1), dotted_boxes(2), dotted_boxes(6), dotted_boxes(7)) == (0, 0, 4, 16, 18)


@pytest.mark.parametrize("level, consenting, stubborn", [
    (1, 8, 8), (2, 20, 20), (3, 36, 32), (4, 56, 45), (5, 80, 59), (6, 108, 74), (7, 140, 90),
    (10, 260, 150), (20, 920, 480), (30, 1980, 1010)])
def test_experience_table(level, consenting, stubborn):
    assert experience_to_reach(level) == consenting
    assert experience_to_reach(level, stubborn=True) == stubborn


def test_the_first_mission_can_reach_level_1_and_leftover_flows_on():
    sheet = Sheet("Ana").earn(9)
    assert (sheet.level, sheet.boxes.cursor, sheet.experience) == (1, 1, 9)


def test_a_stubborn_explorer_skips_the_dotted_boxes():
    # Level 2's row: 16 boxes, the first 4 dotted. 20 experience reach level 2; 12 more
    # reach level 3 for a stubborn explorer, 16 for a consenting one.
    stubborn, consenting = Sheet("Bo", consent=False).earn(20), Sheet("Cy").earn(20)
    assert stubborn.level == consenting.level == 2
    assert stubborn.earn(12).level == 3
    assert consenting.earn(12).level == 2 and consenting.earn(16).level == 3


def test_skipped_dotted_boxes_are_not_filled_after_consent():
    # 21 experience: the stubborn explorer skipped level 2's 4 dotted boxes and ticked the
    # first box after them. Signing consent does not send them back.
    sheet = Sheet("Bo", consent=False).earn(21)
    assert sheet.boxes == Boxes(2, 5)
    signed = sheet.sign_consent()
    assert signed.earn(11).level == 3


def test_dotted_boxes_with_nothing_ticked_after_them_are_filled_after_consent():
    sheet = Sheet("Bo", consent=False).earn(20)
    assert sheet.boxes == Boxes(2, 0)
    assert sheet.sign_consent().earn(12).level == 2
    assert sheet.sign_consent().earn(16).level == 3


def test_level_30_is_the_last_and_the_rest_goes_to_the_margin():
    sheet = Sheet("Old").earn(experience_to_reach(30) + 7)
    assert (sheet.level, sheet.boxes.margin) == (30, 7)
    assert sheet.earn(100).level == 30


def test_each_level_owes_one_specialization_box_with_its_gates():
    sheet = Sheet("Ana").earn(20)            # level 2: two boxes owed
    assert sheet.boxes_owed == 2
    assert ("medic", 1) in sheet.box_choices()
    sheet = sheet.tick_box("medic")
    assert sheet.box_choices() and ("medic", 2) not in sheet.box_choices()   # level 2: a second one
    with pytest.raises(ValueError):
        sheet.tick_box("medic")
    sheet = sheet.tick_box("mechanic")
    assert sheet.boxes_owed == 0 and sheet.box_choices() == ()
    sheet = sheet.earn(16)                   # level 3: raise one to its second box
    assert ("medic", 2) in sheet.box_choices()
    sheet = sheet.tick_box("medic")
    for _ in range(3):                        # levels 4-6
        sheet = sheet.earn(experience_to_reach(sheet.level + 1) - sheet.experience)
        assert ("medic", 3) not in sheet.box_choices() or sheet.level >= 6
        sheet = sheet.tick_box("teleporter" if sheet.level < 6 else "medic")
    assert sheet.level == 6 and sheet.known("medic") == 3
    assert sum(s.boxes for s in sheet.specializations) == sheet.level


def test_the_third_box_waits_for_level_6():
    sheet = Sheet("Ana").earn(experience_to_reach(5))
    for name in ("medic", "mechanic", "medic", "mechanic"):
        sheet = sheet.tick_box(name)
    assert sheet.boxes_owed == 1 and ("medic", 3) not in sheet.box_choices()


def test_failure_clones_a_consenting_explorer_and_kills_a_stubborn_one():
    clone = Sheet("Ana", experience=30).fail()
    assert (clone.clones, clone.dead, clone.experience) == (1, False, 30)
    dead = Sheet("Bo", consent=False).fail()
    assert dead.dead
    with pytest.raises(ValueError):
        dead.earn(2)
