"""Every threat card of both rulesets is known to the plan search, and on random
expansion missions (double actions, specializations) its plan is a record the rules
accept: the search never crashes and never suggests a card the crew may not play."""
from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from spacealert_tui.coach.hunts import Hunts
from spacealert_tui.coach.legal import DOUBLE, choices, is_legal
from spacealert_tui.coach.plan import _start_plan, neighbour, search_plan
from spacealert_tui.rules import record_from_dict, record_to_dict, resolve
from spacealert_tui.rules.actions import DoubleAction
from spacealert_tui.rules.sampling import random_record, random_record_doc
from spacealert_tui.rules.threats import CARDS


def _holding(card: str, seed: int):
    """A random mission of the card's set with `card` drawn in turn 2 (zone by seed)."""
    cls = CARDS[card]
    doc = random_record_doc(random.Random(seed), card_set=cls.set, threats=3, plans="posts")
    item: dict = {"card": card, "turn": 2}
    if cls.kind == "external":
        item["zone"] = ("red", "white", "blue")[seed % 3]
    if cls.summons is not None:
        beside = sorted(c for c, k in CARDS.items() if k.kind == cls.summons and k.summons is None
                        and c != card and not (cls.summons_common and k.serious))
        item["summons"] = beside[seed % len(beside)]
    taken = {card, item.get("summons")}
    doc["mission"]["threats"] = sorted(
        [t for t in doc["mission"]["threats"] if t["turn"] != 2 and not taken & {t["card"], t.get("summons")}]
        + [item], key=lambda t: t["turn"])
    return record_from_dict(doc)


@pytest.mark.parametrize("card", sorted(CARDS))
def test_every_card_of_both_rulesets_is_known_to_the_plans_built_from_the_threats(card):
    """The New Frontier p.6 (*Saltos*): a Jumper moves to the next trajectory, so one
    external threat can be on two zones' tracks: it crashed the coach's table of the
    zones' threats (`KeyError` in coach/hunts.py). Every card, in every zone, now gives
    starting plans and whole routes that are legal plans."""
    for seed in range(3):
        record = _holding(card, seed)
        hunts = Hunts.of(record)
        for front in hunts.fronts:
            assert front.shots >= 1 and front.turns
        rng = random.Random(seed)
        for _ in range(4):
            plans = _start_plan(rng, record, hunts)
            assert all(is_legal(p, m.specialization) for p, m in zip(plans, record.crew))
            if hunts.any:
                assert is_legal(hunts.route(rng))


def test_the_jumper_gives_its_zones_a_gunner_each():
    """The New Frontier p.6: the Jumper (E3-106) jumps right, to the next trajectory at
    the same distance, in its X, Y and Z: it is on two or three zones' tracks, and a
    gunner of each may meet it."""
    record = _holding("E3-106", 0)          # appears in red; its X takes it to white
    hunts = Hunts.of(record)
    zones = {f.zone for f in hunts.fronts}
    assert 0 in zones and len(zones) >= 2
    resolve(record)


def test_an_inaccessible_threat_is_hunted_by_two():
    """The New Frontier pp.5-6, *Inaccesibilidad*: each turn the first point of damage
    aimed at an inaccessible threat is ignored, so one crew member hitting it once a
    turn never gets through: two hunt it."""
    record = _holding("I3-102", 0)          # Pulse Cannon Short Circuit: inaccessible 1
    hunts = Hunts.of(record)
    (target,) = [t for t in hunts.targets if t.label.startswith("Pulse Cannon")]
    assert target.inaccessible == 1
    for seed in range(10):
        jobs = hunts.assign(random.Random(seed), [0, 1, 2, 3])
        assert sum(target in targets for targets in jobs.values()) == 2


def _expansion(seed: int):
    """A random expansion mission: double actions or only the variable interceptors,
    specialists or not, and now and then a campaign's carry-over (damage already on the
    ship, a squad left off the board)."""
    rng = random.Random(seed)
    specialists = rng.random() < 0.5
    doubles = rng.random() < 0.5
    doc = random_record_doc(rng, crew=rng.randint(2, 5) if specialists else rng.randint(1, 5),
                            card_set="new_frontier", threats=rng.randint(3, 9),
                            plans=rng.choice(("random", "posts")), double_actions=doubles,
                            specializations=specialists)
    mission = doc["mission"]
    if not doubles and rng.random() < 0.5:
        mission["rules"] = ["variable_interceptors"]
    if rng.random() < 0.3:
        mission["disabled_squads"] = rng.sample(["lower-red", "upper-blue"], rng.randint(1, 2))
    if rng.random() < 0.3:
        mission["initial_damage"] = {zone: rng.sample(["structure", "gravolift", "shield", "reactor"],
                                                      rng.randint(1, 2))
                                     for zone in rng.sample(["red", "white", "blue"], rng.randint(1, 3))}
    return record_from_dict(doc)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**6))
def test_a_brief_search_on_a_random_expansion_mission_gives_a_legal_record(seed):
    """The New Frontier p.9-10: with double-action cards every card is played single or
    double half up, and nobody stumbles; p.11: the interceptors fly to a distance; p.14:
    a specialist has no heroic card, only the special cards his level gives. The plan
    found in a few steps is a record the record's own checks accept, of the same
    mission."""
    record = _expansion(seed)
    result = search_plan(record, iterations=4, seed=seed, draws=2)
    chosen = result.record
    assert all(is_legal(m.actions, m.specialization) for m in chosen.crew)
    again = record_from_dict(record_to_dict(chosen))        # double actions, specializations, stumbles
    assert (again.threats, again.rules, again.initial_damage, again.disabled_squads) == (
        record.threats, record.rules, record.initial_damage, record.disabled_squads)
    if "double_actions" not in record.rules:
        assert not any(isinstance(a, DoubleAction) for m in chosen.crew for a in m.actions)


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 10**6))
def test_moves_in_a_double_action_mission_play_double_halves_and_never_stumble(seed):
    """The New Frontier p.9: a double-action card shows one symbol on its single half
    and two on its double half; the search plays either, always a legal record."""
    rng = random.Random(seed)
    record = random_record(rng, crew=rng.randint(1, 5), card_set="new_frontier", double_actions=True)
    specs = [m.specialization for m in record.crew]
    plans = [list(m.actions) for m in record.crew]
    for _ in range(40):
        plans = neighbour(rng, plans, specs=specs, doubles=True)
    assert any(isinstance(a, DoubleAction) for p in plans for a in p)
    assert not any(a.stumble for p in plans for a in p)
    assert set(DOUBLE) <= set(choices(plans[0], 5, doubles=True)) | {plans[0][4]}
