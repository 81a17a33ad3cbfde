"""benchmarks/rules_bench.py names its figures so nobody misreads them (its parts, small)."""
from __future__ import annotations

import importlib.util
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "benchmarks" / "rules_bench.py"


def load():
    spec = importlib.util.spec_from_file_location("rules_bench", BENCH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_full_missions_reach_the_jump_and_random_plans_mostly_do_not():
    bench = load()
    assert bench.run.__defaults__[0] is False      # run(quick=False), as benchmarks/run.py calls it
    full = bench._won_records(2, 7, 400)
    assert len(full) == 2 and bench.turns_mean(full) == bench.LAST_TURN
    assert bench.turns_mean(bench.random_plan_records(12)) < bench.LAST_TURN


def test_a_random_plan_rate_comes_with_its_mean_turn():
    bench = load()
    pair = bench._random_plan_pair("resolve_random_plan_missions_per_s_4_threats",
                                   bench.random_plan_records(3), 0.0)
    assert [(f["name"], f["unit"]) for f in pair] == [
        ("resolve_random_plan_missions_per_s_4_threats", "missions/s"),
        ("resolve_random_plan_turns_mean_4_threats", "turns")]
    assert 1 <= pair[1]["value"] <= bench.LAST_TURN
