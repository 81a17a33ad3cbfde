"""The action deck, dealing and the cards' way through the action round (rulings RD1–RD7).

Sources: rulebook §1 (4–5 players: 5 cards per phase, a heroic card replacing one of
phase 1), §2.1 (incoming data, data transfer), §5.1–5.5 (3 players 6 per phase,
2 players 9/6/6, androids one heroic card, five-member crew, solo); the deck's
composition and heroic pairings from docs/reference/deck.md.
"""
from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spacealert_tui.rules import record_from_dict, resolve
from spacealert_tui.rules.action_deck import (CARD_BY_ID, DECK, HEROIC_CARDS, NORMAL_CARDS, DealError,
                                              Table, board_tokens, cards_for_token, composition,
                                              crew_players, deal, hand_sizes, phase_of_turn)
from spacealert_tui.rules.actions import parse_action

# (crew size, androids, variant) -> cards per phase of each player, heroic included
LEGAL = {
    (5, 0, "standard"): (5, 5, 5),
    (4, 0, "standard"): (5, 5, 5),
    (4, 1, "standard"): (6, 6, 6),     # 3 players + 1 android
    (4, 2, "standard"): (9, 6, 6),     # 2 players + 2 androids
    (5, 1, "five"): (6, 5, 5),         # 4 players + 1 android: +1 in phase 1
    (5, 2, "five"): (7, 6, 6),         # 3 players + 2 androids
    (5, 3, "five"): (10, 6, 6),        # 2 players + 3 androids
    (4, 4, "solo"): (0, 0, 0),
}
configs = st.sampled_from(sorted(LEGAL))
seeds = st.integers(min_value=0, max_value=2**64 - 1)


# -- the deck -----------------------------------------------------------------------------------

def test_deck_composition_is_90_plus_6():
    assert len(NORMAL_CARDS) == 90 and len(HEROIC_CARDS) == 6 and len(DECK) == 96
    assert len(CARD_BY_ID) == 96                       # ids are unique
    counts = composition()
    for move in ("red", "blue", "lift"):
        assert [counts[(a, move)] for a in ("A", "B", "C", "bots")] == [10, 8, 7, 5]
        assert sum(counts[(a, move)] for a in ("A", "B", "C", "bots")) == 30
    assert sum(counts.values()) == 96


def test_heroic_cards_two_of_each_action_and_every_station_once():
    """RD1: the one-source pairing (reference deck.md §1.4)."""
    assert Counter(c.action for c in HEROIC_CARDS) == {"HA": 2, "HB": 2, "Hbots": 2}
    assert sorted(c.move for c in HEROIC_CARDS) == sorted(
        f"Hmove:{s}" for s in ("upper-red", "upper-white", "upper-blue",
                               "lower-red", "lower-white", "lower-blue"))
    assert {str(c) for c in HEROIC_CARDS} == {
        "HA|Hmove:lower-blue", "HA|Hmove:lower-red", "HB|Hmove:upper-blue",
        "HB|Hmove:upper-red", "Hbots|Hmove:lower-white", "Hbots|Hmove:upper-white"}


def test_a_card_becomes_the_token_of_its_upper_half():
    card = CARD_BY_ID["A-red-01"]
    assert (card.token("action"), card.token("move")) == ("A", "red")
    heroic = CARD_BY_ID["Hbots-lower-white"]
    assert (heroic.token("action"), heroic.token("move")) == ("Hbots", "Hmove:lower-white")
    assert heroic.heroic and not card.heroic
    assert heroic.half_showing("Hmove:lower-white") == "move" and card.half_showing("A!") == "action"
    assert card.half_showing("B") is None
    with pytest.raises(DealError):
        card.token("top")


def test_every_half_of_every_card_is_a_record_token():
    for card in DECK:
        for up in ("action", "move"):
            assert parse_action(card.token(up)).token == card.token(up)


def test_cards_for_token():
    assert len(cards_for_token("A")) == 30 and len(cards_for_token("lift")) == 30
    assert len(cards_for_token("HA")) == 2
    assert [c.id for c in cards_for_token("Hmove:upper-white")] == ["Hbots-upper-white"]


# -- dealing ------------------------------------------------------------------------------------------

def test_hand_sizes_follow_the_rulebook():
    """§1: 5 per phase; §5.1: 3 players 6 per phase, 2 players 9 then 6; §5.4: +1 in phase 1."""
    assert hand_sizes(5) == hand_sizes(4) == (5, 5, 5)
    assert hand_sizes(3) == (6, 6, 6)
    assert hand_sizes(2) == (9, 6, 6)
    assert hand_sizes(4, "five") == (6, 5, 5)
    assert hand_sizes(2, "five") == (10, 6, 6)


@pytest.mark.parametrize("crew,androids,variant", [
    (3, 1, "standard"), (3, 0, "standard"), (5, 1, "standard"), (2, 0, "standard"),
    (1, 0, "standard"), (4, 0, "five"), (5, 0, "five"), (5, 4, "five"), (4, 3, "solo"),
    (5, 4, "solo"), (4, 0, "weird"), (4, 5, "standard")])
def test_crews_the_rulebook_does_not_deal_for_are_refused(crew, androids, variant):
    with pytest.raises(DealError):
        deal(crew, androids, 0, variant=variant)


@settings(max_examples=200, deadline=None)
@given(configs, seeds)
def test_every_deal_has_the_right_cards_in_the_right_places(config, seed):
    crew, androids, variant = config
    d = deal(crew, androids, seed, variant=variant)
    players = crew_players(crew, androids, variant)
    assert len(d.players) == players and len(d.androids) == androids and d.crew_size == crew
    for hand in d.players:
        assert tuple(len(ph) for ph in hand.phases) == LEGAL[config]
        # exactly one heroic card per player, in phase 1; none in later phases
        assert [c.heroic for c in hand.phases[0]].count(True) == 1 and hand.heroic.heroic
        assert not any(c.heroic for c in hand.phases[1] + hand.phases[2])
    assert all(c.heroic for c in d.androids)          # androids: one heroic card each, nothing else
    assert not any(c.heroic for c in d.draw_pile + d.face_up)
    # no card dealt twice, none lost: the deal is a partition of the whole deck
    everything = d.all_cards()
    assert len(everything) == 96 and Counter(everything) == Counter(DECK)
    if variant == "solo":
        assert d.face_up == NORMAL_CARDS and d.draw_pile == ()
    else:
        assert len(d.draw_pile) == 90 - players * (sum(LEGAL[config]) - 1)


@settings(max_examples=50, deadline=None)
@given(configs, seeds)
def test_a_seed_always_deals_the_same(config, seed):
    crew, androids, variant = config
    assert deal(crew, androids, seed, variant=variant) == deal(crew, androids, seed, variant=variant)


def test_deal_is_fixed_for_ever():
    """RD3: our SplitMix64 shuffle; these ids must never change."""
    d = deal(4, 0, 2026)
    assert [c.id for c in d.players[0].phases[0]] == [
        "C-red-05", "C-lift-06", "C-blue-01", "B-lift-02", "HA-lower-blue"]
    assert d.draw_pile[0].id == "bots-red-05"
    solo = deal(4, 4, 2026, variant="solo")
    assert [c.id for c in solo.androids] == [
        "HA-lower-blue", "Hbots-upper-white", "HB-upper-red", "HA-lower-red"]
    assert deal(4, 0, 1) != deal(4, 0, 2)


# -- the action round -----------------------------------------------------------------------------

def _normal(cards):
    return next(c for c in cards if not c.heroic)


def test_incoming_data_draws_the_top_card():
    table = Table.start(deal(4, 0, 5))
    top = table.draw_pile[0]
    table, card = table.incoming_data(2)
    assert card == top and card in table.hands[2] and table.draw_pile[0] != top
    assert len(table.draw_pile) == 33


def test_incoming_data_from_an_empty_deck_is_refused():
    table = Table.start(deal(5, 0, 5))
    for _ in range(20):
        table, _card = table.incoming_data(0)
    with pytest.raises(DealError, match="empty"):
        table.incoming_data(1)


def test_data_transfer_hands_one_normal_card_never_a_heroic_one():
    table = Table.start(deal(4, 0, 9))
    card = _normal(table.hands[0])
    moved = table.transfer(0, 3, card)
    assert card not in moved.hands[0] and card in moved.hands[3]
    with pytest.raises(DealError, match="heroic"):
        table.transfer(0, 1, table.deal.players[0].heroic)
    with pytest.raises(DealError, match="does not hold"):
        table.transfer(1, 2, card)
    with pytest.raises(DealError, match="another player"):
        table.transfer(0, 0, card)


def test_a_players_heroic_card_never_goes_on_an_android_board():
    d = deal(4, 2, 3)                     # 2 players + 2 androids
    table = Table.start(d)
    with pytest.raises(DealError, match="player's heroic"):
        table.program_android(0, d.players[0].heroic, 1, by=0)
    with pytest.raises(DealError, match="another android"):
        table.program_android(0, d.androids[1], 1)
    table = table.program_android(1, d.androids[1], 3, "move")
    assert table.android_tokens(1)[2] == d.androids[1].move
    with pytest.raises(DealError, match="turns 1-3"):
        Table.start(d).program_android(0, d.androids[0], 4)


def test_a_card_on_an_android_board_stays_there():
    d = deal(4, 1, 3)                     # 3 players + 1 android
    table = Table.start(d)
    card = _normal(table.hands[1])
    table = table.program_android(0, card, 2, "move", by=1)
    assert card not in table.hands[1] and table.android_tokens(0)[1] == card.move
    with pytest.raises(DealError, match="cannot change"):
        table.program_android(0, _normal(table.hands[2]), 2, by=2)
    with pytest.raises(DealError, match="solo only"):
        table.clear_android(0, 2)
    with pytest.raises(DealError, match="does not hold"):
        table.program_android(0, card, 3, by=1)


def test_players_plan_the_phase_they_hold_and_closed_phases_stay():
    table = Table.start(deal(4, 0, 11))
    card = _normal(table.hands[0])
    with pytest.raises(DealError, match="phase 1 now"):
        table.play(0, card, 4)
    table = table.play(0, card, 1, "move")
    other = _normal(table.hands[0])
    swapped = table.play(0, other, 1)                 # same phase: the first card goes back to hand
    assert card in swapped.hands[0] and swapped.player_tokens(0)[0] == other.action
    table = table.pick_up(0)
    assert table.picked_up[0] == 2 and len(table.hands[0]) == 4 + 5
    with pytest.raises(DealError, match="earlier phase"):
        table.take_back(0, 1)
    closed = table.close_phase(1)
    assert closed.picked_up == (2, 2, 2, 2)
    with pytest.raises(DealError, match="is over"):
        closed.play(0, _normal(closed.hands[0]), 2)
    with pytest.raises(DealError):
        closed.close_phase(3)


def test_solo_any_face_up_card_own_heroic_only_and_changes_allowed():
    d = deal(4, 4, 1, variant="solo")
    table = Table.start(d)
    with pytest.raises(DealError, match="ignores"):
        table.incoming_data(0)
    card = CARD_BY_ID["A-red-03"]
    table = table.program_android(2, d.androids[2], 1)
    table = table.program_android(2, d.androids[2], 3, "move")        # moved, not doubled
    assert table.android_tokens(2)[:3] == ["empty", "empty", d.androids[2].move]
    with pytest.raises(DealError, match="another android"):
        table.program_android(0, d.androids[2], 1)
    with pytest.raises(DealError, match="phase 1 is being planned: turn 5 is in phase 2"):
        table.program_android(2, card, 5)                             # §5.5: one phase at a time
    table = table.close_phase(1)
    table = table.program_android(2, card, 5)
    assert card not in table.face_up
    with pytest.raises(DealError, match="face-up"):
        table.program_android(1, card, 5)
    table = table.program_android(2, CARD_BY_ID["B-red-01"], 5)      # replace: A back face up
    assert card in table.face_up and table.android_tokens(2)[4] == "B"
    table = table.clear_android(2, 5)
    assert CARD_BY_ID["B-red-01"] in table.face_up
    assert Counter(table.all_cards()) == Counter(DECK)


def test_a_solo_table_gives_a_record_that_resolves():
    d = deal(4, 4, 8, variant="solo")
    table = Table.start(d)
    plans = {0: ["A-red-01", "A-red-02", "A-red-03"], 1: ["A-blue-01", "A-blue-02"]}
    table = table.program_android(3, d.androids[3], 1, "move")
    placed = sorted((turn + 1, a, cid) for a, ids in plans.items() for turn, cid in enumerate(ids, 1))
    for turn, a, cid in placed:
        while phase_of_turn(turn) > table.closed + 1:     # the phases are planned in order
            table = table.close_phase(table.closed + 1)
        table = table.program_android(a, CARD_BY_ID[cid], turn)
    crew = [{"name": f"Android {a + 1}", "android": True, "actions": table.android_tokens(a)}
            for a in range(4)]
    doc = {"format": "spacealert-record/1",
           "mission": {"tracks": {"red": 1, "white": 2, "blue": 3, "internal": 4}, "threats": []},
           "crew": crew}
    result = resolve(record_from_dict(doc)).result
    assert result.won and table.android_tokens(0)[:4] == ["empty", "A", "A", "A"]
    assert board_tokens((None,) * 12) == ["empty"] * 12


ops = st.lists(st.tuples(st.sampled_from(("draw", "give", "play", "pick", "android")),
                         st.integers(0, 4), st.integers(0, 4), st.integers(0, 200), st.integers(1, 12)),
               max_size=40)


@settings(max_examples=150, deadline=None)
@given(st.sampled_from([c for c in sorted(LEGAL) if c[2] != "solo"]), seeds, ops)
def test_no_card_is_ever_lost_doubled_or_a_heroic_card_moved(config, seed, moves):
    """Whatever legal or refused moves are tried: every card stays exactly once, each
    heroic card stays with its owner, refusals change nothing."""
    crew, androids, variant = config
    table = Table.start(deal(crew, androids, seed, variant=variant))
    owners = {h.heroic: p for p, h in enumerate(table.deal.players)}
    for op, i, j, k, turn in moves:
        before = table
        try:
            if op == "draw":
                table, _ = table.incoming_data(i)
            elif op == "give":
                table = table.transfer(i, j, table.hands[i][k % len(table.hands[i])])
            elif op == "play":
                table = table.play(i, table.hands[i][k % len(table.hands[i])], turn, ("action", "move")[k % 2])
            elif op == "pick":
                table = table.pick_up(i)
            else:
                table = table.program_android(j, table.hands[i][k % len(table.hands[i])], turn, by=i)
        except (DealError, IndexError, ZeroDivisionError):
            assert table is before
        assert Counter(table.all_cards()) == Counter(DECK)
        for card, p in owners.items():
            elsewhere = [q for q, h in enumerate(table.hands) if card in h and q != p]
            assert not elsewhere
            assert all(s is None or s[0] != card for b in table.android_boards for s in b)
