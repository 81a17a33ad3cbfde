"""benchmarks/mission_bench.py gives the figure benchmarks/run.py expects."""
from __future__ import annotations

import importlib.util
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "benchmarks" / "mission_bench.py"


def test_bench_figure_shape():
    spec = importlib.util.spec_from_file_location("mission_bench", BENCH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    figures = module.run(seconds=0.2)
    assert [(f["name"], f["unit"]) for f in figures] == [("mission_generate_per_s", "missions/s")]
    assert figures[0]["value"] > 0
    assert module.run.__defaults__[0] is False  # run(quick=False), as benchmarks/run.py calls it
