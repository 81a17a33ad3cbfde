"""benchmarks/logbook_bench.py gives the figures benchmarks/run.py expects (its parts, small)."""
from __future__ import annotations

import importlib.util
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "benchmarks" / "logbook_bench.py"


def load():
    spec = importlib.util.spec_from_file_location("logbook_bench", BENCH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_bench_parts_on_a_small_logbook(tmp_path):
    bench = load()
    assert bench.run.__defaults__[0] is False      # run(quick=False), as benchmarks/run.py calls it
    pairs = bench.sample_missions()
    assert any(result.won for _, result in pairs) and any(not result.won for _, result in pairs)
    assert bench.insert_rate(tmp_path, pairs, 0.05) > 0
    big = tmp_path / "big.sqlite3"
    bench.build_big(big, pairs, n=300)
    assert bench.open_ms(big, 2) > 0
