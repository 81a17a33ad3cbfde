"""The Teleporter's tokens in a mission draft: kept per seat, written on the Teleporter,
cleared when their holder leaves, and absent from drafts saved before they existed."""
from __future__ import annotations

import json

import pytest

from spacealert_tui.record.draft import CrewSeat, MissionDraft, load_draft
from spacealert_tui.rules import resolve


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("SPACEALERT_DATA_DIR", str(tmp_path))
    return tmp_path


def teleporter_crew() -> MissionDraft:
    crew = [CrewSeat("Ana", "red", ["captain"], specialization="teleporter"),
            CrewSeat("Bo", "yellow", ["communications"], specialization="medic"),
            CrewSeat("Cy", "green", ["security"]), CrewSeat("Di", "blue")]
    return MissionDraft.new(crew=crew, tracks={"red": 2, "white": 3, "blue": 1, "internal": 4},
                            specializations="chosen")


def test_tokens_round_trip_and_are_written_on_the_teleporter(data_dir):
    draft = teleporter_crew()
    draft.place_token("departure", "Cy")
    draft.place_token("arrival", "Ana")
    draft.plans[0][0] = "spec"
    draft.save()
    again = load_draft(draft.path)
    assert again == draft
    assert again.crew[0].teleport == {"departure": "Cy", "arrival": "Ana"}
    record = again.to_record()
    assert record.crew[0].specialization.teleport == ("Cy", "Ana")
    assert all(m.specialization is None or m.specialization.teleport is None for m in record.crew[1:])
    assert again.record_doc()["crew"][0]["teleport"] == {"departure": "Cy", "arrival": "Ana"}


def test_the_jump_happens_from_the_draft():
    draft = teleporter_crew()
    draft.place_token("departure", "Cy")
    draft.place_token("arrival", "Ana")
    draft.plans[0][:2] = ["red", "spec"]        # Ana to upper red, then Cy joins her
    events = [str(e) for e in resolve(draft.to_record()).events]
    assert any("teleported by Ana" in e and "Cy" in e for e in events), events


def test_one_token_placed_writes_no_teleport():
    draft = teleporter_crew()
    draft.place_token("departure", "Bo")
    assert draft.teleport_pair() is None
    assert "teleport" not in draft.record_doc()["crew"][0]
    draft.place_token("departure", "")
    assert draft.crew[0].teleport == {}


def test_a_draft_saved_before_the_tokens_still_loads(data_dir):
    draft = teleporter_crew()
    doc = draft.to_json()
    for seat in doc["crew"]:
        del seat["teleport"]                      # as the previous version wrote it
    path = data_dir / "old.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    old = load_draft(path)
    assert old.crew[0].teleport == {} and old.teleport_pair() is None
    assert "teleport" not in old.record_doc()["crew"][0]


def test_a_bad_tokens_field_is_refused_in_one_line(data_dir):
    doc = teleporter_crew().to_json()
    doc["crew"][0]["teleport"] = ["Ana", "Bo"]
    path = data_dir / "bad.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(Exception, match="teleport"):
        load_draft(path)


def test_a_holder_who_leaves_the_crew_takes_no_token_with_him():
    draft = teleporter_crew()
    draft.place_token("departure", "Di")
    draft.place_token("arrival", "Bo")
    del draft.crew[3]
    draft.fit_plans()
    assert draft.crew[0].teleport == {"arrival": "Bo"}


def test_no_teleporter_no_tokens():
    draft = teleporter_crew()
    draft.place_token("departure", "Di")
    draft.place_token("arrival", "Bo")
    draft.crew[0].specialization = "mechanic"      # the specializations step changed it
    draft.fit_teleport()
    assert all(seat.teleport == {} for seat in draft.crew)
    assert draft.teleporter() is None
    draft.crew[0].specialization = "teleporter"
    draft.specializations = ""                     # a crew playing heroic cards
    assert draft.teleporter() is None
    with pytest.raises(ValueError):
        draft.place_token("departure", "Bo")

