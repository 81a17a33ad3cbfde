"""Specialists: the coach's plans and changes are records the rules accept (no heroic
card, only the special cards a level gives, stacked only as the specialization may)."""
from __future__ import annotations

import random

import pytest

from hypothesis import given, settings
from hypothesis import strategies as st

from spacealert_tui.coach.changes import best_changes
from spacealert_tui.coach.judge import with_actions
from spacealert_tui.coach.legal import SPECIAL, choices, is_legal, lawful
from spacealert_tui.coach.plan import neighbour, search_plan
from spacealert_tui.rules import record_from_dict, record_to_dict
from spacealert_tui.rules.actions import parse_action
from spacealert_tui.rules.sampling import random_record
from spacealert_tui.rules.specialization_record import Specialization


def _reads_back(record) -> None:
    """The record's document is accepted by the record's own checks."""
    record_from_dict(record_to_dict(record))


def _specialists(seed: int):
    rng = random.Random(seed)
    return random_record(rng, crew=rng.randint(2, 5), plans=rng.choice(("random", "posts")),
                         specializations=True, double_actions=rng.random() < 0.3)


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**6))
def test_moves_keep_a_specialist_plan_a_legal_record(seed):
    record = _specialists(seed)
    specs = [m.specialization for m in record.crew]
    rng = random.Random(seed)
    plans = [list(m.actions) for m in record.crew]
    for _ in range(60):
        plans = neighbour(rng, plans, specs=specs)
        assert all(is_legal(p, s) for p, s in zip(plans, specs))
    _reads_back(with_actions(record, plans))


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 10**6))
def test_a_suggested_plan_for_specialists_is_a_legal_record(seed):
    record = _specialists(seed)
    result = search_plan(record, iterations=30, seed=seed, draws=3)
    assert all(is_legal(m.actions, m.specialization) for m in result.record.crew)
    _reads_back(result.record)


# crews of specialists where the coach finds changes: a seed that comes to find none
# fails (the loop over the changes would check nothing)
@pytest.mark.parametrize("seed", [211, 1721])
def test_changes_for_specialists_are_legal_records(seed):
    record = _specialists(seed)
    changes = best_changes(record, draws=2, screen=1, keep=2)
    assert changes.singles, "no change suggested: nothing below would be checked"
    for change in changes.singles + changes.pairs:
        _reads_back(change.record)


def test_a_specialist_is_offered_no_heroic_card_and_only_the_special_cards_left():
    spec = Specialization("pulse_gunner", 2)
    plan = [parse_action(t) for t in ["A"] * 12]
    offered = {a.token for a in choices(plan, 3, spec)}
    assert not offered & {"HA", "HB", "Hbots"} and {"spec", "spec_adv"} <= offered
    plan[0] = SPECIAL[1]                    # level 2: the advanced card, once
    assert not {"spec", "spec_adv"} & {a.token for a in choices(plan, 3, spec)}
    assert {"spec", "spec_adv"} <= {a.token for a in choices(plan, 1, spec)} | {"spec_adv"}


def test_lawful_plays_heroic_cards_plain_and_drops_special_cards_beyond_the_level():
    spec = Specialization("medic", 1)
    plan = [parse_action(t) for t in ["HA", "red+spec", "spec", "Hmove:lower-red", "A!"] + ["B"] * 7]
    out = lawful(plan, spec)
    assert [a.token for a in out[:5]] == ["A", "red+spec", "empty", "empty", "A!"]
    assert is_legal(out, spec)
    assert [a.token for a in lawful(plan, None)[:3]] == ["HA", "red", "empty"]
