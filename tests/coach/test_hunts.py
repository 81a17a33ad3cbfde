"""Starting plans built from the threats: a hunter meets the intruder with the bots in
time, a gunner fires while the zone's threats are there; every plan legal."""
from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from spacealert_tui.coach.hunts import Hunts
from spacealert_tui.coach.judge import with_actions
from spacealert_tui.coach.legal import EMPTY, is_legal
from spacealert_tui.coach.plan import neighbour
from spacealert_tui.rules import record_from_dict, resolve
from spacealert_tui.rules.actions import parse_action
from spacealert_tui.rules.layout import Station
from spacealert_tui.rules.sampling import random_record


def _record(threats: list[dict]):
    return record_from_dict({
        "format": "spacealert-record/1",
        "mission": {"tracks": {"red": 3, "white": 1, "blue": 5, "internal": 2}, "threats": threats,
                    "damage_tokens": {"seed": 7}},
        "crew": [{"name": n, "actions": ["empty"] * 12} for n in ("Ana", "Bo", "Cy", "Di")]})


COMMANDOS = [{"card": "SI1-01", "turn": 4}]          # lower red; moves once hit, fights back


def test_the_intruder_is_found_where_it_stands_turn_by_turn():
    hunts = Hunts.of(_record(COMMANDOS))
    (target,) = hunts.targets
    assert (target.way, target.appears, target.hp, target.fights_back) == ("bots", 4, 2, True)
    assert target.where[4] == (Station.LOWER_RED,) and target.where[3] == ()
    assert hunts.fronts == ()


def test_some_hunt_destroys_the_commandos_and_the_same_seed_gives_the_same_plan():
    record = _record(COMMANDOS)
    hunts = Hunts.of(record)
    idle = [[EMPTY] * 12 for _ in record.crew]
    idle[0] = [parse_action("C" if turn in (1, 4, 8) else "empty") for turn in range(1, 13)]   # the computer
    outcomes = []
    for seed in range(10):
        plans = hunts.plans(random.Random(seed), idle, keeper=0)
        assert plans == hunts.plans(random.Random(seed), idle, keeper=0)
        assert plans[0] == idle[0]                       # the keeper is left alone
        assert all(is_legal(p) for p in plans)
        result = resolve(with_actions(record, plans)).result
        outcomes.append({t.label: t.outcome for t in result.threats}["Commandos #4"])
    assert outcomes.count("destroyed") >= 8


def test_a_gunner_fires_the_zone_heavy_laser_while_its_threat_is_there():
    record = _record([{"card": "E1-02", "turn": 2, "zone": "red"}])     # Destroyer: 5 HP, shield 2
    hunts = Hunts.of(record)
    (front,) = hunts.fronts
    assert front.zone == 0 and min(front.turns) == 2 and front.shots == 3      # 2 a shot: 3 shots
    plans = hunts.plans(random.Random(1), [[EMPTY] * 12 for _ in record.crew], keeper=0)
    gunners = [p for p in plans[1:] if p[0].token == "red"]
    assert gunners, "someone walks to the red heavy laser"
    tokens = [a.token for a in gunners[0]]
    assert tokens.index("A") >= 1 or tokens.index("HA") >= 1


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 10**6))
def test_moves_with_whole_routes_keep_plans_legal(seed):
    rng = random.Random(seed)
    record = random_record(rng, crew=rng.randint(1, 5), plans="random")
    hunts = Hunts.of(record)
    plans = [list(m.actions) for m in record.crew]
    for _ in range(80):
        plans = neighbour(rng, plans, hunts=hunts)
        assert all(is_legal(p) for p in plans)
    start = hunts.plans(rng, plans, keeper=None)
    assert all(is_legal(p) for p in start)


def test_a_threat_that_comes_after_the_idle_ship_is_lost_is_hunted_too():
    """An Asteroid on the shortest trajectory destroys the idle ship before the Troopers
    of turn 7 come aboard: the hunts still know them (read off a plan that holds out)."""
    record = record_from_dict({
        "format": "spacealert-record/1",
        "mission": {"tracks": {"red": 1, "white": 2, "blue": 5, "internal": 3},
                    "threats": [{"card": "SE1-08", "turn": 1, "zone": "red"},
                                {"card": "E1-07", "turn": 2, "zone": "white"},
                                {"card": "I2-03", "turn": 7}],
                    "damage_tokens": {"seed": 3}},
        "crew": [{"name": n, "actions": ["empty"] * 12} for n in ("Ana", "Bo", "Cy", "Di")]})
    idle = resolve(with_actions(record, [[EMPTY] * 12 for _ in record.crew])).result
    assert idle.lost_turn is not None and idle.lost_turn < 7
    hunts = Hunts.of(record)
    assert [(t.label, t.way, t.appears) for t in hunts.targets] == [("Troopers #7", "bots", 7)]
    assert hunts.targets[0].where[7] == (Station.UPPER_RED,)


def test_a_zone_needing_many_shots_may_get_a_second_gunner_on_its_light_laser():
    """A Leviathan Tanker and a Destroyer in the blue zone need more heavy-laser shots than
    one gunner has energy for: some starting plans send a second member down to lower
    blue, where the light laser fires without energy, in the turns they are there."""
    record = _record([{"card": "SE1-03", "turn": 1, "zone": "blue"}, {"card": "E1-02", "turn": 2, "zone": "blue"}])
    hunts = Hunts.of(record)
    (front,) = hunts.fronts
    assert front.zone == 2 and front.shots > 3
    rng = random.Random(5)
    seen = False
    for _ in range(40):
        for plan in hunts.plans(rng, [[EMPTY] * 12 for _ in record.crew], 0):
            tokens = [a.token for a in plan]
            if tokens[:2] == ["lift", "blue"] and "A" in tokens[2:]:
                seen = True
                assert all(t in ("A", "empty") for t in tokens[2:])
                first = min(front.turns)
                assert all(t == "empty" for t in tokens[2:first - 1])
    assert seen
