"""The coach benchmark's hard missions (`benchmarks/hard_missions/`): each is lost by an
idle crew, and its stored patient reference is a legal plan that wins it, with the
figures the coach's judge gives it today (so the benchmark compares against a plan
that is really there, never against a number nobody can replay)."""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from spacealert_tui.coach.judge import with_actions
from spacealert_tui.coach.legal import EMPTY, is_legal
from spacealert_tui.record import load_record
from spacealert_tui.rules import resolve_result
from spacealert_tui.rules.threats import CARDS

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"
sys.path.insert(0, str(BENCHMARKS))
spec = importlib.util.spec_from_file_location("coach_hard_reference", BENCHMARKS / "coach_hard_reference.py")
assert spec is not None and spec.loader is not None
reference_module = importlib.util.module_from_spec(spec)
spec.loader.exec_module(reference_module)

PATHS = reference_module.mission_paths()
REFERENCE = reference_module.load_reference()


def test_the_set_has_what_the_issue_asks_for():
    """About six missions: intruders for the bots, malfunctions, serious threats on short
    trajectories, and two of The New Frontier; each says at its top why it is hard."""
    assert len(PATHS) >= 6
    cards = {path.stem: {t.card for t in load_record(path).threats} for path in PATHS}
    everything = set().union(*cards.values())
    assert {"SI1-03", "SI1-01"} <= everything                     # an Alien, Commandos
    assert {"I1-05", "I2-06", "I2-05"} <= everything              # malfunctions to repair
    assert sum(any(CARDS[c].set == "new_frontier" for c in held) for held in cards.values()) >= 2
    for path in PATHS:
        assert path.read_text(encoding="utf-8").startswith("# Hard")


@pytest.mark.parametrize("path", PATHS, ids=lambda p: p.stem)
def test_an_idle_crew_loses_it(path):
    record = load_record(path)
    idle = with_actions(record, [[EMPTY] * 12 for _ in record.crew])
    assert resolve_result(idle).lost_turn is not None


@pytest.mark.parametrize("path", PATHS, ids=lambda p: p.stem)
def test_its_reference_is_a_legal_plan_that_wins_it_with_the_stored_figures(path):
    entry = REFERENCE[path.stem]
    record = load_record(path)
    planned = reference_module.plan_of(record, entry["actions"])
    assert all(is_legal(m.actions, m.specialization) for m in planned.crew)
    verdict = reference_module.judged(record, entry["actions"])
    assert verdict.own_won and verdict.wins == entry["wins"] and verdict.runs == entry["runs"] == 20
    assert round(verdict.mean_score, 2) == entry["mean_score"]
    for key in ("date", "seconds", "cpu_seconds", "load"):
        assert entry[key]


def test_the_benchmark_runs_as_benchmarks_run_py_calls_it():
    spec = importlib.util.spec_from_file_location("coach_hard", BENCHMARKS / "coach_hard.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.run.__defaults__[0] is False
    assert module._gap(30.0, 40.0) == 25.0
