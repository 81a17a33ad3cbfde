"""What a snapshot carries of the expansion's mechanics, for the board."""
from __future__ import annotations

import json
from pathlib import Path

from spacealert_tui.rules import resolve
from spacealert_tui.rules.record import record_from_dict
import yaml

EXAMPLE = Path(__file__).resolve().parents[3] / "spacealert_tui/examples/07-new-frontier-summoner.yaml"
CREW = [{"name": n, "actions": ["A"] * 12} for n in ("Ana", "Bo", "Cy", "Di")]


def snapshots_of(doc: dict) -> tuple[dict, ...]:
    snaps = resolve(record_from_dict(doc), snapshots=True).snapshots
    json.dumps(snaps)                                  # JSON-plain
    return snaps


def test_a_summoned_threat_carries_its_token_and_its_summoner():
    snaps = snapshots_of(yaml.safe_load(EXAMPLE.read_text(encoding="utf-8")))
    summoned = {t["label"]: t for t in snaps[-1]["threats"] if "summon_token" in t}
    assert summoned["Skirmishers α"]["summoned_by"] == "Transmitter Satellite #1"
    assert summoned["Skirmishers β"]["summon_token"] == "β"
    first = snaps[0]["threats"][0]
    assert "summon_token" not in first and "spans" not in first   # a summoner is a plain threat


def test_a_spanning_threat_carries_its_span_tokens_and_base_threats_nothing_new():
    doc = {"format": "spacealert-record/1",
           "mission": {"tracks": {"red": 1, "white": 2, "blue": 3, "internal": 4},
                       "threats": [{"card": "SE3-105", "turn": 2, "zone": "white", "summons": "E1-07"},
                                   {"card": "E1-02", "turn": 3, "zone": "red"}]},
           "crew": CREW}
    snaps = snapshots_of(doc)
    overlord = next(t for t in snaps[-1]["threats"] if t["card"] == "SE3-105")
    assert set(overlord["spans"]) == {"red", "blue"}
    assert all(v is None or isinstance(v, int) for v in overlord["spans"].values())
    base = next(t for t in snaps[-1]["threats"] if t["card"] == "E1-02")
    assert set(base) == {"label", "card", "kind", "zone", "track", "position", "damage", "hp",
                         "shield", "speed", "state", "stations"}


def test_inaccessibility_is_shown_where_a_card_has_it():
    doc = {"format": "spacealert-record/1",
           "mission": {"tracks": {"red": 1, "white": 2, "blue": 3, "internal": 4},
                       "threats": [{"card": "SI3-102", "turn": 2, "summons": "E1-07"}]},
           "crew": CREW}
    transmitter = next(t for t in snapshots_of(doc)[5]["threats"] if t["card"] == "SI3-102")
    assert transmitter["inaccessible"] == 1
