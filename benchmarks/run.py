#!/usr/bin/env python3
"""Run every benchmark and print its figures.

    python benchmarks/run.py            # a table
    python benchmarks/run.py --json     # one JSON object a line: {"name", "value", "unit"}
    python benchmarks/run.py --quick    # shorter runs (CI smoke)
    python benchmarks/run.py rules      # only benchmarks/rules_bench.py

Each `benchmarks/*_bench.py` module has `run(quick=False) -> list[dict]`.
"""
from __future__ import annotations

import argparse
import importlib.util
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))


def modules(only: list[str]):
    for path in sorted(HERE.glob("*_bench.py")):
        name = path.stem[: -len("_bench")]
        if only and name not in only:
            continue
        spec = importlib.util.spec_from_file_location(f"bench_{name}", path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        yield name, module


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("only", nargs="*", help="benchmark names (rules, mission, audio, ...)")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    for _name, module in modules(args.only):
        for figure in module.run(quick=args.quick):
            if args.json:
                print(json.dumps(figure), flush=True)
            else:
                print(f"{figure['name']:<45} {figure['value']:>12} {figure['unit']}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
