"""Random missions mixing base cards with The New Frontier's weapon malfunctions and
movement hazards (hypothesis, derandomized): never an exception, the same record
gives the same events, energy never negative."""
from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from spacealert_tui.rules import resolve
from spacealert_tui.rules.layout import ZONES
from spacealert_tui.rules.new_frontier.game import NewFrontierGame
from spacealert_tui.rules.record import record_from_dict
from spacealert_tui.rules.rulesets import game_class
from spacealert_tui.rules.sampling import random_record_doc

SHARE = ("I1-101", "I3-101", "I2-101", "I3-102", "I3-103", "SI1-101", "I2-102", "I3-104")
seeds = st.integers(min_value=0, max_value=2**32 - 1)


def _record(seed: int):
    rng = random.Random(seed)
    doc = random_record_doc(rng, crew=rng.randint(1, 5), threats=rng.randint(2, 10))
    cards = rng.sample(SHARE, rng.randint(1, 3))
    turns = rng.sample(range(1, 9), len(cards))      # one internal card per turn at most
    doc["mission"]["threats"] = [t for t in doc["mission"]["threats"]
                                 if "zone" in t or t["turn"] not in turns]
    for card, turn in zip(cards, turns):
        doc["mission"]["threats"].append({"card": card, "turn": turn})
    doc["mission"]["threats"].sort(key=lambda t: t["turn"])
    return record_from_dict(doc)


@settings(max_examples=150, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(seeds)
def test_mixed_missions_resolve_the_same_twice(seed):
    record = _record(seed)
    assert game_class(record) is NewFrontierGame
    first, second = resolve(record), resolve(record)
    assert [e.as_dict() for e in first.events] == [e.as_dict() for e in second.events]
    assert first.result.to_json()["status"] in ("won", "lost")


@settings(max_examples=100, deadline=None, derandomize=True)
@given(seeds)
def test_mixed_missions_energy_never_negative(seed):
    game = NewFrontierGame(_record(seed), snapshots=True).run()
    for snap in game.snapshots:
        ship = snap["ship"]
        for z in ZONES:
            assert ship["shields"][z] >= 0 and ship["reactors"][z] >= 0
        assert ship["rockets"] >= 0 and ship["capsules"] >= 0
