"""The cards a practice crew held: the coach's plans and changes use only those."""
from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spacealert_tui.coach.changes import best_changes
from spacealert_tui.coach.judge import with_actions
from spacealert_tui.coach.legal import EMPTY, fits, hands_of_deal, hands_of_record, is_legal, with_played, within
from spacealert_tui.coach.plan import search_plan
from spacealert_tui.rules.action_deck import PHASE_TURNS, deal
from spacealert_tui.record.practice import new_solo_draft
from spacealert_tui.rules import RecordError, record_from_dict, record_to_dict
from spacealert_tui.rules.actions import parse_action
from spacealert_tui.rules.sampling import random_record

# (crew size, androids, variant) as the practice screens deal them
SHAPES = ((4, 0, "standard"), (5, 0, "standard"), (4, 1, "standard"), (4, 2, "standard"),
          (5, 2, "five"), (4, 4, "solo"))


def _crew(shape):
    size, androids, _ = shape
    return [False] * (size - androids) + [True] * androids


def _dealt_plan(dealt, seed):
    """Each player plays the cards dealt, phase by phase, a random half up."""
    rng = random.Random(seed)
    out = []
    for hand in dealt.players:
        plan = [EMPTY] * 12
        for turns, cards in zip(PHASE_TURNS, hand.phases):
            for turn, card in zip(turns, cards):
                plan[turn - 1] = card.action_of(rng.choice(("action", "move")))
        out.append(plan)
    return out


def test_the_cards_dealt_fit_and_a_card_not_held_does_not():
    dealt = deal(4, 0, 11)
    hands = hands_of_deal(dealt, [False] * 4)
    plan = _dealt_plan(dealt, 1)
    assert fits(hands, plan)
    held = {t for c in hands.cards if c.owner == 0 for t in (c.action, c.move)}
    missing = next(t for t in ("A", "B", "C", "bots", "red", "blue", "lift") if t not in held) \
        if len(held) < 9 else None
    if missing:
        plan[0][0] = parse_action(missing)
        assert not fits(hands, plan)
    twelve = [[parse_action("A")] * 12] + plan[1:]
    assert not fits(hands, twelve)             # no hand holds twelve A's
    assert fits(hands, within(hands, twelve))


def test_a_phase_3_card_cannot_be_played_in_phase_1():
    dealt = deal(4, 0, 3)
    hands = hands_of_deal(dealt, [False] * 4)
    only_late = [c for c in dealt.players[0].phases[2]
                 if not any(c.action in (d.action, d.move) for d in dealt.players[0].phases[0])]
    if only_late:
        plan = [[EMPTY] * 12 for _ in range(4)]
        plan[0][0] = parse_action(only_late[0].action)
        assert not fits(hands, plan)
        plan[0][0], plan[0][11] = EMPTY, parse_action(only_late[0].action)
        assert fits(hands, plan)


def test_an_android_s_heroic_card_fits_only_turns_1_to_3():
    """Ruling RD4: an android's heroic card goes on turns 1-3 of its board (the practice's
    table refuses it later: a plan the coach suggests must not hold it there)."""
    dealt = deal(4, 4, 5, variant="solo")
    hands = hands_of_deal(dealt, [True] * 4)
    heroic = dealt.androids[1]
    for turn in range(1, 13):
        plan = [[EMPTY] * 12 for _ in range(4)]
        plan[1][turn - 1] = parse_action(heroic.action)
        assert fits(hands, plan) == (turn <= 3), turn


@settings(max_examples=12, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from(SHAPES))
def test_every_suggested_plan_is_legal_and_uses_the_cards_held(seed, shape):
    size, androids, variant = shape
    record = random_record(random.Random(seed), crew=size, plans="random")
    hands = hands_of_deal(deal(size, androids, seed, variant=variant), _crew(shape))
    record = with_actions(record, within(hands, [m.actions for m in record.crew]))
    result = search_plan(record, iterations=20, seed=seed, draws=2, hands=hands)
    plans = [m.actions for m in result.record.crew]
    assert all(is_legal(p) for p in plans)
    assert fits(hands, plans)


# a deal and a random plan of each crew shape where the coach finds changes: a pair that
# comes to find none fails (the loop over the changes would check nothing)
@pytest.mark.parametrize("seed, shape", [(1, SHAPES[0]), (3, SHAPES[1]), (1, SHAPES[2]), (4, SHAPES[3])])
def test_every_change_uses_the_cards_held(seed, shape):
    size, androids, variant = shape
    dealt = deal(size, androids, seed, variant=variant)
    hands = hands_of_deal(dealt, _crew(shape))
    record = random_record(random.Random(seed), crew=size, plans="random")
    changes = best_changes(record, draws=2, screen=1, keep=2, hands=hands)
    held = with_played(hands, [m.actions for m in record.crew])
    assert fits(held, [m.actions for m in record.crew])
    assert changes.singles, "no change suggested: nothing below would be checked"
    for change in changes.singles + changes.pairs:
        assert fits(held, [m.actions for m in change.record.crew])
        assert all(is_legal(m.actions) for m in change.record.crew)


def test_cards_received_during_the_round_count_as_held():
    dealt = deal(4, 0, 5)
    hands = hands_of_deal(dealt, [False] * 4)
    plan = [[parse_action("A")] * 12] + [[EMPTY] * 12 for _ in range(3)]
    assert not fits(hands, plan)
    assert fits(with_played(hands, plan), plan)


# (players, fifth) as the practice screens shape the crew: 1 is the solo crew of androids
PRACTICE_CREWS = ((1, False), (2, False), (3, False), (4, False), (5, False), (3, True))


def test_a_practice_record_keeps_its_deal_and_the_coach_deals_the_same_hands():
    for players, fifth in PRACTICE_CREWS:
        draft = new_solo_draft(seed=4321, players=players, fifth=fifth, double_actions=players == 2)
        size, androids, variant = draft.deal_shape()
        doc = draft.record_doc()
        assert doc["mission"]["action_deck"] == {"seed": 4321, "variant": variant}
        record = record_from_dict(doc)
        assert record_from_dict(record_to_dict(record)) == record
        dealt = deal(size, androids, 4321, variant=variant, double=draft.double_actions)
        assert hands_of_record(record) == hands_of_deal(dealt, [s.android for s in draft.crew])


def test_a_table_record_keeps_no_deal_and_a_wrong_deal_is_refused():
    draft = new_solo_draft(seed=5, players=4)
    draft.action_cards = "physical"
    record = record_from_dict(draft.record_doc())
    assert record.action_deck is None and hands_of_record(record) is None
    doc = draft.record_doc()
    doc["mission"]["action_deck"] = {"seed": 5, "variant": "solo"}     # four players are not a solo crew
    with pytest.raises(RecordError) as error:
        record_from_dict(doc)
    assert error.value.path == ("mission", "action_deck", "variant")


# -- with specializations (The New Frontier): the special cards held, no heroic card ----------

def _specialized_draft(players: int, specs):
    draft = new_solo_draft(seed=77, players=players)
    draft.card_sets = ["base", "new_frontier"]
    draft.specializations = "chosen"
    for seat, spec in zip(draft.crew, specs):
        seat.specialization, seat.specialization_level = spec if spec else ("", 1)
    return draft


def test_a_practice_record_with_specializations_is_dealt_again_with_them():
    from spacealert_tui.tui.screens.solo import deal_for

    for players, specs in ((1, (("medic", 1), None, ("mechanic", 3), ("teleporter", 2))),
                           (3, (("medic", 2), None, ("special_ops", 1), ("squad_leader", 1)))):
        draft = _specialized_draft(players, specs)
        record = record_from_dict(draft.record_doc())
        hands = hands_of_record(record)
        assert hands == hands_of_deal(deal_for(draft), [s.android for s in draft.crew])
        assert not any(card.action.startswith("H") for card in hands.cards)     # no heroic card dealt


def test_the_coach_plans_a_specialized_practice_with_the_special_cards_held_only():
    """F4 in practice: the cards the app dealt, the special cards each level gives, no
    heroic card — for the member without a specialization either."""
    from spacealert_tui.coach.legal import is_legal
    from spacealert_tui.coach.plan import search_plan
    from spacealert_tui.rules.specialization_record import special_cards
    from spacealert_tui.tui.screens.solo import deal_for

    specs = (("medic", 1), None, ("mechanic", 3), ("teleporter", 2))
    draft = _specialized_draft(1, specs)
    record = record_from_dict(draft.record_doc())
    hands = hands_of_deal(deal_for(draft), [s.android for s in draft.crew])
    chosen = search_plan(record, iterations=400, seed=3, draws=3, hands=hands).record
    for member, spec in zip(chosen.crew, specs):
        assert is_legal(member.actions, member.specialization)
        assert not any(a.token.startswith("H") for a in member.actions)
        cards = [card for a in member.actions for card in special_cards(a)]
        if spec is None:
            assert not cards
        if spec == ("medic", 1):
            assert all(not card.advanced for card in cards) and len(cards) <= 1
        if spec == ("teleporter", 2):
            assert len(cards) <= 1
    assert fits(hands, [m.actions for m in chosen.crew])
