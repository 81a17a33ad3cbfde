"""The official CD tracks ship with the package, load, and survive flash code unchanged."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from spacealert_tui.mission import from_flash, list_missions, load_mission, to_flash, validate
from spacealert_tui.mission.catalogue import official_missions

ROOT = Path(__file__).resolve().parents[2]
REFERENCE = ROOT / "docs" / "reference" / "soundtracks.md"

EXPECTED_IDS = (
    ["base/test-run-1", "base/test-run-2"]
    + [f"base/simulation-{n}" for n in (1, 2, 3)]
    + [f"base/advanced-simulation-{n}" for n in (1, 2, 3)]
    + [f"base/mission-{n}" for n in range(1, 9)]
    + [f"new-frontier/mission-{n}" for n in range(1, 7)]
)
OFFICIAL = official_missions()
BY_ID = {t.id: t for t in OFFICIAL}
BASE_MISSIONS = [BY_ID[f"base/mission-{n}"] for n in range(1, 9)]
FRONTIER = [BY_ID[f"new-frontier/mission-{n}"] for n in range(1, 7)]


def test_every_official_track_is_there_in_booklet_order():
    assert [t.id for t in OFFICIAL] == EXPECTED_IDS


def test_official_tracks_are_listed_as_official():
    listed = [m for m in list_missions() if m.kind == "official"]
    assert [m.id for m in listed] == EXPECTED_IDS
    assert all(m.duration == BY_ID[m.id].duration for m in listed)


@pytest.mark.parametrize("mission_id", EXPECTED_IDS)
def test_track_loads_by_id_and_round_trips_through_flash_code(mission_id):
    timeline = load_mission(mission_id)
    code = to_flash(timeline)
    again = from_flash(code, id=timeline.id, title=timeline.title)
    assert again == timeline
    assert to_flash(again) == code


@pytest.mark.parametrize("mission_id", EXPECTED_IDS)
def test_track_is_playable(mission_id):
    problems = validate(load_mission(mission_id))
    if mission_id == "base/mission-3":
        # The one known overlap, in all three transcriptions (docs/reference/soundtracks.md §4; docs/soundtracks.md):
        # the 8:15 comms break starts while the 8:05 data transfer is still speaking.
        assert problems == ["O1: comms down 10 s (8:15-8:30) talks over data transfer (8:05-8:20)"]
    else:
        assert problems == []


def test_test_runs_have_two_phases_and_the_rest_three():
    for timeline in OFFICIAL:
        assert len(timeline.phase_ends) == (2 if "test-run" in timeline.id else 3)


def points(timeline, unconfirmed):
    return sum(t.points for t in timeline.threats if t.unconfirmed == unconfirmed)


def test_base_missions_carry_seven_plus_one_threat_points():
    for timeline in BASE_MISSIONS:
        assert (points(timeline, False), points(timeline, True)) == (7, 1), timeline.id


def test_frontier_tracks_carry_eight_or_ten_plus_two():
    assert [(points(t, False), points(t, True)) for t in FRONTIER] == [(8, 2)] * 2 + [(10, 2)] * 4


def test_frontier_tracks_pair_threats_on_one_turn():
    for timeline in FRONTIER:
        turns = [t.turn for t in timeline.threats]
        assert len(turns) > len(set(turns)), timeline.id


def test_frontier_alias():
    assert load_mission("frontier/mission-4") == BY_ID["new-frontier/mission-4"]


def test_missions_folder_links_the_packaged_tracks():
    folder = ROOT / "missions" / "official"
    names = sorted(p.name for p in folder.glob("*.yaml"))
    assert names == sorted(t.id.replace("/", "_") + ".yaml" for t in OFFICIAL)


def test_packaged_tracks_ship_as_package_data():
    from importlib import resources
    root = resources.files("spacealert_tui.mission").joinpath("data", "official")
    assert len([e for e in root.iterdir() if e.name.endswith(".yaml")]) == len(EXPECTED_IDS)


def reference_flash_codes() -> dict[str, str]:
    """The official tracks' table in docs/reference/soundtracks.md §4: id -> flash code."""
    rows = re.findall(r"^\| (\S+/\S+) \| [^|]+ \| `([^`]+)` \|$", REFERENCE.read_text(encoding="utf-8"), re.M)
    return dict(rows)


def test_tracks_match_the_transcriptions_in_the_reference():
    """Every boundary and event as the reference table gives them (majority readings of
    the fan transcriptions; a changed track must change the documented fact too)."""
    assert reference_flash_codes() == {t.id: to_flash(t) for t in OFFICIAL}
