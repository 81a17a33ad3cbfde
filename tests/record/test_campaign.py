"""A campaign's state and its file, without a screen (rulebook ch. 6; `record/campaign.py`):
it round-trips and rebuilds the rules' campaign from its records; it is written whole or not
at all; a hand-edited, damaged or odd file is refused with one line naming the file and
the field; a mission left before anything was typed is not under way; one logged but not
taken in is read back from the logbook."""
from __future__ import annotations

import json
import logging
import os
import random
from pathlib import Path

import pytest

from spacealert_tui.errors import UserError
from spacealert_tui.record import load_record
from spacealert_tui.record.campaign import (CAMPAIGN_LENGTHS, FIRST_MISSIONS, CampaignState, campaigns_dir,
                                            load_campaign, random_soundtrack, unfinished_campaigns)
from spacealert_tui.record.logbook import Logbook
from spacealert_tui.rules.campaign import Campaign

FLIGHT = Path(__file__).resolve().parents[1] / "tui" / "data" / "training-flight.yaml"


def one_mission(state: CampaignState, *, logged: bool = False):
    """The training flight played as the campaign's next mission (its draft, record, result)."""
    draft = state.new_draft()
    draft.crew = []
    record = load_record(FLIGHT)
    mission = Campaign().play(Campaign().next_record(record)).missions[0]
    if logged:
        with Logbook.open() as book:
            book.add_mission(mission.record, mission.result, draft_id=draft.id, date="2026-06-01")
    return draft, mission


def test_state_round_trips_and_rebuilds_the_rules_campaign():
    from spacealert_tui.record.files import load_record_text

    state = CampaignState.new()
    assert state.soundtrack.startswith("base/mission-") and random_soundtrack()
    draft, mission = one_mission(state)
    state.add_mission(mission.record, mission.result, draft)
    loaded = CampaignState.load(state.path)
    assert loaded.campaign().status == state.campaign().status == "repairs"
    assert load_record_text(loaded.missions[0].record_yaml).title == load_record(FLIGHT).title
    assert loaded.current_draft is None and loaded.next_number == 2


def test_a_mission_told_twice_is_taken_once():
    state = CampaignState.new()
    draft, mission = one_mission(state)
    state.add_mission(mission.record, mission.result, draft)
    state.add_mission(mission.record, mission.result, draft)
    assert len(state.missions) == 1 and len(CampaignState.load(state.path).missions) == 1


def test_the_file_is_written_whole_with_its_format_and_no_temporary_left():
    state = CampaignState.new()
    state.common_level = "yellow"
    state.save()
    doc = json.loads(state.path.read_text(encoding="utf-8"))
    assert doc["format"] == "spacealert-campaign/1" and doc["common_level"] == "yellow"
    assert [p.name for p in campaigns_dir().iterdir()] == [state.path.name]


def test_a_first_mission_is_never_drawn_among_the_hard_ones():
    rng = random.Random(8)
    assert {random_soundtrack(rng, number=1) for _ in range(200)} == set(FIRST_MISSIONS)
    assert "base/mission-8" in {random_soundtrack(rng, number=2) for _ in range(200)}


def test_the_length_is_declared_before_the_first_mission_only():
    """The New Frontier: "more than 3 missions", declared before it starts (ruling EX15)."""
    state = CampaignState.new()
    with pytest.raises(ValueError, match="from 3 to 6"):
        state.declare_length(7)
    state.declare_length(CAMPAIGN_LENGTHS[-1])
    assert CampaignState.load(state.path).max_missions == 6
    draft, mission = one_mission(state)
    state.add_mission(mission.record, mission.result, draft)
    with pytest.raises(ValueError, match="before its first mission"):
        state.declare_length(4)


@pytest.mark.parametrize("doc, says", [
    ({"format": "spacealert-draft/1"}, "not a campaign ('spacealert-draft/1')"),
    ({"stopped": "no"}, "campaign[0].stopped: 'no' is not a bool"),
    ({"crew": [{"name": "Ana", "color": 3}]}, "crew[0].color: 3 is not a str"),
    ({"missions": [{"draft_id": 1, "record_yaml": ""}]}, "missions[0].draft_id: 1 is not a str"),
])
def test_a_hand_edited_file_is_refused_naming_the_field(doc, says):
    good = CampaignState.new()
    good.save()
    edited = {**json.loads(good.path.read_text(encoding="utf-8")), **doc}
    with pytest.raises(ValueError) as refused:
        CampaignState.from_json(edited)
    assert says in str(refused.value) and "\n" not in str(refused.value)


def test_a_damaged_file_is_skipped_with_one_line_naming_it(caplog):
    good = CampaignState.new()
    good.save()
    (campaigns_dir() / "c-broken.json").write_text("{not json", encoding="utf-8")
    (campaigns_dir() / "c-folder.json").mkdir()
    problems: list[str] = []
    assert [s.id for s in unfinished_campaigns(problems)] == [good.id]
    assert len(problems) == 2 and all("\n" not in p for p in problems)
    assert any("c-broken.json" in p for p in problems) and any("c-folder.json" in p for p in problems)
    assert load_campaign("c-broken") is None and "campaign c-broken could not be read" in caplog.text


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_fifo_is_refused_without_waiting_for_a_writer():
    campaigns_dir().mkdir(parents=True)
    os.mkfifo(campaigns_dir() / "c-fifo.json")
    with pytest.raises(UserError, match="not a regular file"):
        CampaignState.load(campaigns_dir() / "c-fifo.json")


def test_a_finished_campaign_is_not_unfinished_and_the_newest_comes_first():
    older, newer = CampaignState.new(), CampaignState.new()
    older.created, newer.id = 1.0, newer.id + "-n"
    older.save()
    newer.save()
    done = CampaignState.new()
    done.id += "-done"
    draft, mission = one_mission(done)
    done.add_mission(mission.record, mission.result, draft)
    done.stop()
    assert done.finished
    assert [s.id for s in unfinished_campaigns()] == [newer.id, older.id]


def test_a_set_up_left_untouched_is_not_under_way(data_dir):
    state = CampaignState.new()
    draft = state.new_draft()
    state.save()
    assert state.current_draft == draft.id and state.current() is None     # never saved
    state.forget_untouched_draft()
    assert state.current_draft is None and CampaignState.load(state.path).current_draft is None
    draft = state.new_draft()
    draft.save()
    state.forget_untouched_draft()
    assert state.current_draft == draft.id and state.current() is not None


def test_a_logged_mission_not_taken_in_is_read_back_from_the_logbook():
    state = CampaignState.new()
    draft, _mission = one_mission(state, logged=True)
    state.take_logged(draft)
    assert len(state.missions) == 1 and state.missions[0].mission_id is not None
    assert state.current_draft is None


def test_a_mission_missing_from_the_logbook_is_forgotten_and_said():
    state = CampaignState.new()
    draft, _mission = one_mission(state)
    state.save()
    with pytest.raises(LookupError, match="not in the logbook"):
        state.take_logged(draft)
    assert state.missions == [] and CampaignState.load(state.path).current_draft is None


def test_a_campaign_file_whose_created_is_text_is_skipped_with_a_note(caplog):
    good = CampaignState.new()
    good.save()
    bad = CampaignState.new()
    bad.id = "c-bad"
    bad.save()
    path = campaigns_dir() / "c-bad.json"
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["created"] = "yesterday"
    path.write_text(json.dumps(doc), encoding="utf-8")
    with caplog.at_level(logging.WARNING):
        found = unfinished_campaigns()
    assert [s.id for s in found] == [good.id]
    assert "c-bad.json: field created: 'yesterday' is not a time" in caplog.text
