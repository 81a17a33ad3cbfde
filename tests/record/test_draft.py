"""The table's mission draft: saved at every change, resumable, becomes a record."""
from __future__ import annotations

import json

import pytest

from spacealert_tui.errors import UserError
from spacealert_tui.record.draft import (CrewSeat, MissionDraft, ThreatEntry, load_draft,
                                         unfinished_drafts)
from spacealert_tui.rules import resolve


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("SPACEALERT_DATA_DIR", str(tmp_path))
    return tmp_path


def four_crew() -> MissionDraft:
    crew = [CrewSeat("Ana", "red", ["captain"]), CrewSeat("Bo", "yellow", ["communications"]),
            CrewSeat("Cy", "green", ["security"]), CrewSeat("Di", "blue")]
    return MissionDraft.new(crew=crew, tracks={"red": 2, "white": 3, "blue": 1, "internal": 4})


def test_a_new_draft_has_a_plan_per_crew_member():
    draft = four_crew()
    assert len(draft.plans) == 4 and all(p == ["empty"] * 12 for p in draft.plans)


def test_saved_at_once_and_read_back(data_dir):
    draft = four_crew()
    draft.plans[0][0] = "red"
    draft.threats.append(ThreatEntry(1, "external", zone="red", card="E1-07"))
    draft.save()
    again = load_draft(draft.path)
    assert again == draft
    assert [d.id for d in unfinished_drafts()] == [draft.id]
    assert sorted(p.name for p in (data_dir / "drafts").iterdir()) == [f"{draft.id}.json"]


def test_to_record_resolves():
    draft = four_crew()
    draft.threats.append(ThreatEntry(1, "external", zone="white", card="E1-07"))
    draft.plans[0][:2] = ["A", "A"]
    result = resolve(draft.to_record()).result
    assert result.threats[0].outcome == "destroyed"
    assert draft.to_record().mission_extra["difficulty"] == {"common": "white", "serious": "white"}


def test_missing_card_is_named():
    draft = four_crew()
    draft.threats.append(ThreatEntry(3, "internal"))
    with pytest.raises(UserError, match="T\\+3 internal"):
        draft.to_record()


def test_done_drafts_are_not_offered_and_broken_files_are_skipped(data_dir):
    done = four_crew()
    done.stage = "done"
    done.save()
    (data_dir / "drafts" / "broken.json").write_text("{not json")
    assert unfinished_drafts() == []
    with pytest.raises(UserError, match="cannot read"):
        load_draft(data_dir / "drafts" / "broken.json")
    assert json.loads(done.path.read_text())["format"] == "spacealert-draft/1"
