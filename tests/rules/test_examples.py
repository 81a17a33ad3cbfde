"""The example records in missions/examples/: their outcomes are pinned.

If a rules change moves one of these numbers, check the trace by hand
(`spacealert resolve FILE --trace`) before updating the expectation.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from spacealert_tui.cli import main
from spacealert_tui.record import load_record
from spacealert_tui.rules import resolve

EXAMPLES = Path(__file__).resolve().parents[2] / "missions" / "examples"

EXPECTED = {
    "01-first-flight.yaml": ("won", 13),
    "02-intruders-aboard.yaml": ("won", 13),
    "03-heroes-and-interceptors.yaml": ("won", 20),
    "04-lost-in-blue.yaml": ("lost", None),
    "05-five-with-androids.yaml": ("won", 13),
    "06-campaign-second-mission.yaml": ("won", 4),
    "07-new-frontier-summoner.yaml": ("won", 0),
    "08-new-frontier-phasing.yaml": ("lost", None),
    "09-double-actions.yaml": ("won", 3),
    "10-specializations.yaml": ("won", 6),
}


def test_every_example_is_listed():
    assert sorted(p.name for p in EXAMPLES.glob("*.yaml")) == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_example_outcome(name):
    result = resolve(load_record(EXAMPLES / name)).result
    status, total = EXPECTED[name]
    assert result.status == status
    assert (result.score.total if result.score else None) == total


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_example_json_is_stable(name, capsys):
    assert main(["resolve", str(EXAMPLES / name), "--json"]) == 0
    first = capsys.readouterr().out
    assert main(["resolve", str(EXAMPLES / name), "--json"]) == 0
    assert capsys.readouterr().out == first
    data = json.loads(first)
    assert data["format"] == "spacealert-result/1"


def test_trace_narrates_every_turn(capsys):
    assert main(["resolve", str(EXAMPLES / "01-first-flight.yaml"), "--trace"]) == 0
    out = capsys.readouterr().out
    for turn in range(1, 14):
        assert f"Turn {turn}," in out or f"Turn {turn}: nothing happens." in out
    assert "The ship jumps to hyperspace" in out
