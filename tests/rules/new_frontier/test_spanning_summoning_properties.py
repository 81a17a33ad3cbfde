"""Properties of random missions mixing base cards with the spanning and summoning cards.

Never an exception; the same record gives the same events and result; energy within
bounds; every summoned card is listed once, naming its summoner.
"""
from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from spacealert_tui.rules import record_from_dict, resolve
from spacealert_tui.rules.layout import ZONES
from spacealert_tui.rules.new_frontier.game import NewFrontierGame
from spacealert_tui.rules.sampling import random_record_doc

MINE = ("SE3-104", "SE3-105", "E3-107", "SI3-102", "SI3-103")
seeds = st.integers(min_value=0, max_value=2**32 - 1)


def _record(seed: int):
    """A base mission with one or two of these cards swapped in (a summoner brings its card)."""
    rng = random.Random(seed)
    doc = random_record_doc(rng, crew=rng.randint(1, 5), threats=rng.randint(2, 10))
    mine = random_record_doc(random.Random(seed + 1), threats=16, card_set="new_frontier")
    picks = [t for t in mine["mission"]["threats"] if t["card"] in MINE][:2]
    taken = {t["turn"]: t for t in doc["mission"]["threats"]}
    for pick in picks:
        kind_zone = "zone" in pick
        clash = [t for t in doc["mission"]["threats"]
                 if t["turn"] == pick["turn"] and ("zone" in t) == kind_zone]
        for t in clash:
            doc["mission"]["threats"].remove(t)
        doc["mission"]["threats"] = [t for t in doc["mission"]["threats"]
                                     if t["card"] != pick.get("summons")]
        doc["mission"]["threats"].append(pick)
    del taken
    return record_from_dict(doc)


@settings(max_examples=150, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(seeds)
def test_mixed_missions_resolve_the_same_every_time(seed):
    record = _record(seed)
    first, second = resolve(record), resolve(record)
    assert [e.as_dict() for e in first.events] == [e.as_dict() for e in second.events]
    out = first.result.to_json()
    assert json.dumps(out) == json.dumps(second.result.to_json())
    summoned = [t for t in out["threats"] if t["summoned_by"]]
    assert sorted(t["card"] for t in summoned) == sorted(d.summons for d in record.threats if d.summons)
    if out["status"] == "won":
        assert out["score"]["total"] == sum(v for k, v in out["score"].items() if k != "total")


@settings(max_examples=80, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(seeds)
def test_energy_stays_within_bounds(seed):
    record = _record(seed)
    heroic_b = any(a.token.startswith("HB") for c in record.crew for a in c.actions)
    game = NewFrontierGame(record, snapshots=True).run()
    for snap in game.snapshots:
        ship = snap["ship"]
        for z in ZONES:
            assert ship["shields"][z] >= 0 and ship["reactors"][z] >= 0
            extra = 3 if heroic_b else 0
            assert ship["shields"][z] <= ship["shield_capacity"][z] + extra
            assert ship["reactors"][z] <= ship["reactor_capacity"][z] + extra
