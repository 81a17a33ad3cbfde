#!/usr/bin/env python3
"""Does this checkout's rules core tell every mission exactly as an earlier commit's?
The check to run after a speed change, which must change nothing.

    python benchmarks/rules_same_outcomes.py                    # against HEAD, 1500 soak missions
    python benchmarks/rules_same_outcomes.py --against eda2893 --soak 300

`nf_soak.py --compare` compares results only; this compares, for each mission, a
digest of everything a resolution gives: the events (their fields and their narration
lines), the boards after each step and after each event, and the result. The missions:
`rules_bench`'s 40 base missions that reach the jump, `rules_cpu_compare`'s two sets of
40 expansion missions, the first `--soak` missions of `nf_soak` (base and expansion
cards, double actions, specializations, random and working plans) and 300 random-plan
base missions. The earlier commit is unpacked into a temporary directory (`git
archive`) and resolves the same record documents in a process of its own. Prints how
many missions differ and names the first ones. Not a `*_bench.py` module: it measures
no speed, and takes a few minutes.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import random
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent


def missions(soak: int) -> dict[str, dict]:
    """The record documents compared, by name (built by this checkout)."""
    sys.path.insert(0, str(HERE))
    from nf_soak import mission_doc
    from rules_cpu_compare import mission_sets

    from spacealert_tui.rules.sampling import random_record_doc
    docs = {f"{name}{i}": doc for name, items in mission_sets().items() for i, doc in enumerate(items)}
    docs.update({f"soak{seed}": mission_doc(seed) for seed in range(soak)})
    rng = random.Random(11)
    docs.update({f"random{i}": random_record_doc(rng, crew=4, threats=rng.randint(6, 8)) for i in range(300)})
    return docs


def digests(root: str, docs_path: str) -> None:
    """Print, as JSON, each mission's digest as `root`'s rules core resolves it."""
    sys.path.insert(0, root)
    from spacealert_tui.rules import record_from_dict, resolve
    out = {}
    for name, doc in json.loads(Path(docs_path).read_text()).items():
        try:
            record = record_from_dict(doc)
        except Exception as error:      # an older commit without a card or rule: counted as a difference
            out[name] = f"unreadable: {error}"
            continue
        steps, each = resolve(record, snapshots=True), resolve(record, snapshots="events")
        told = ([event.as_dict() for event in steps.events], [str(event) for event in steps.events],
                steps.snapshots, each.snapshots, steps.result.to_json())
        out[name] = hashlib.sha256(json.dumps(told, default=str, sort_keys=True).encode()).hexdigest()
    print(json.dumps(out))


def run(root: Path, docs: Path) -> dict[str, str]:
    done = subprocess.run([sys.executable, __file__, "--digests", str(root), str(docs)], cwd=root,
                          check=True, capture_output=True, text=True)
    return json.loads(done.stdout)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--against", default="HEAD", help="the earlier commit (default %(default)s)")
    parser.add_argument("--soak", type=int, default=1500, help="how many of nf_soak's missions")
    parser.add_argument("--digests", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.digests:
        digests(*args.digests)
        return 0
    sys.path.insert(0, str(ROOT))
    with tempfile.TemporaryDirectory() as tmp:
        old_root = Path(tmp) / "old"
        old_root.mkdir()
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", args.against],
                                 check=True, capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", str(old_root)], input=archive, check=True)
        docs = Path(tmp) / "missions.json"
        docs.write_text(json.dumps(missions(args.soak)))
        old, new = run(old_root, docs), run(ROOT, docs)
    differ = [name for name in new if old.get(name) != new[name]]
    print(f"{len(new)} missions, {len(differ)} told differently from {args.against}"
          + (": " + " ".join(differ[:20]) if differ else ""))
    return 1 if differ else 0


if __name__ == "__main__":
    raise SystemExit(main())
