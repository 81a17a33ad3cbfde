"""The coach benchmark's missions: drawn like the official base missions.

The mission generator's timeline (4 crew, 7 confirmed threat points, threats only
in turns 1-8) gives each threat's turn, kind, seriousness and zone; white cards of
the base game are drawn for them and the trajectory boards at random (seeded). The
crew starts with empty boards: the plan search starts from nothing.
"""
from __future__ import annotations

import random

from spacealert_tui.mission.generator import generate
from spacealert_tui.rules import record_from_dict
from spacealert_tui.rules.record import GameRecord
from spacealert_tui.rules.threats import CARDS


def mission_doc(seed: int) -> dict:
    rng = random.Random(f"coach-bench/{seed}")
    timeline = generate(seed)
    boards = rng.sample(range(1, 8), 4)
    threats, used = [], set()
    for e in timeline.events:
        if e.type != "threat":
            continue
        pool = sorted(c for c, cls in CARDS.items() if cls.set == "base" and cls.color == "white"
                      and cls.kind == e.kind and cls.serious == e.serious and c not in used)
        card = rng.choice(pool)
        used.add(card)
        item = {"card": card, "turn": e.turn}
        if e.kind == "external":
            item["zone"] = e.zone
        if e.unconfirmed:
            item["unconfirmed"] = True
        threats.append(item)
    return {"format": "spacealert-record/1",
            "mission": {"title": f"coach bench {seed}",
                        "tracks": dict(zip(("red", "white", "blue", "internal"), boards)),
                        "threats": threats, "damage_tokens": {"seed": rng.randrange(1 << 30)}},
            "crew": [{"name": name, "actions": ["empty"] * 12} for name in ("Ana", "Bo", "Cy", "Di")]}


def missions(n: int = 50) -> list[GameRecord]:
    return [record_from_dict(mission_doc(seed)) for seed in range(1, n + 1)]
