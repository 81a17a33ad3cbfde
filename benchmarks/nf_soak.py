#!/usr/bin/env python3
"""A soak of random expansion missions: resolve thousands of them and keep each
outcome, to compare two commits of the rules core by what they decide.

    python benchmarks/nf_soak.py --missions 3000 --out /tmp/after.json
    python benchmarks/nf_soak.py --missions 3000 --out /tmp/before.json --root /path/to/other/checkout
    python benchmarks/nf_soak.py --compare /tmp/before.json /tmp/after.json

Mission `seed` is the same record on every commit (built by `sampling`, then any
stumble in a double-action mission dropped, which no commit must see: The New
Frontier p.10, ruling K13/ND9). The mix: a quarter each of base missions with about
half their draws turned into expansion cards (as `tests/rules/new_frontier/test_properties`),
expansion-only draws, double-action missions and missions with specializations.
The outcome kept is the result's JSON (score, damage, each threat's fate, the turn the
ship was lost) and the cards drawn; `--compare` lists the seeds whose outcome changed
and counts them by the cards they drew. Not a `*_bench.py` module: it measures no speed.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def mission_doc(seed: int) -> dict:
    """The record of mission `seed` (the same on any commit whose `sampling` draws alike)."""
    from spacealert_tui.rules.sampling import random_record_doc
    rng = random.Random(seed)
    kind = seed % 4
    crew = rng.randint(2, 5)
    plans = rng.choice(("random", "posts"))
    if kind == 0:           # base draws, about half turned into expansion cards
        doc = random_record_doc(rng, crew=crew, threats=rng.randint(4, 10), plans=plans)
        dealt = random_record_doc(rng, crew=1, threats=16, card_set="new_frontier")["mission"]["threats"]
        expansion = {(t["turn"], "zone" in t): t for t in dealt}
        drawn = doc["mission"]["threats"]
        slots = [i for i, t in enumerate(drawn) if (t["turn"], "zone" in t) in expansion]
        for n, i in enumerate(slots):
            if n == 0 or rng.random() < 0.5:
                drawn[i] = expansion[drawn[i]["turn"], "zone" in drawn[i]]
        beside = {t["summons"] for t in drawn if "summons" in t}
        doc["mission"]["threats"] = [t for t in drawn if t["card"] not in beside]
    else:
        doc = random_record_doc(rng, crew=crew, threats=rng.randint(4, 10), plans=plans,
                                card_set="new_frontier", double_actions=kind == 2,
                                specializations=kind == 3 and crew <= 4)
    if kind == 2:           # no stumbles with double-action cards (p.10)
        for member in doc["crew"]:
            member["actions"] = [a.rstrip("!") for a in member["actions"]]
    return doc


def outcome(doc: dict) -> dict:
    from spacealert_tui.rules import record_from_dict, resolve_result
    return resolve_result(record_from_dict(doc)).to_json()


def soak(missions: int, first: int) -> dict:
    out = {}
    for seed in range(first, first + missions):
        doc = mission_doc(seed)
        cards = [t["card"] for t in doc["mission"]["threats"]]
        cards += [t["summons"] for t in doc["mission"]["threats"] if "summons" in t]
        out[str(seed)] = {"cards": cards, "rules": doc["mission"].get("rules", []),
                          "result": outcome(doc)}
    return out


def compare(before: dict, after: dict) -> int:
    changed = [s for s in before if before[s]["result"] != after[s]["result"]]
    print(f"{len(before)} missions, {len(changed)} outcomes changed")
    by_card: Counter[str] = Counter()
    for s in changed:
        by_card.update(set(before[s]["cards"]))
    for card, n in by_card.most_common():
        print(f"  {n:5d}  {card}")
    print("changed seeds:", " ".join(changed))
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--missions", type=int, default=3000)
    parser.add_argument("--first", type=int, default=0, help="the first seed")
    parser.add_argument("--out", type=Path)
    parser.add_argument("--root", type=Path, default=ROOT, help="the checkout whose rules core resolves")
    parser.add_argument("--compare", nargs=2, type=Path, metavar=("BEFORE", "AFTER"))
    args = parser.parse_args()
    if args.compare:
        before, after = (json.loads(p.read_text()) for p in args.compare)
        return compare(before, after)
    sys.path.insert(0, str(args.root.resolve()))
    data = soak(args.missions, args.first)
    text = json.dumps(data, sort_keys=True)
    if args.out:
        args.out.write_text(text)
    else:
        sys.stdout.write(text + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
