"""The New Frontier's double-action deck: its composition against the facts in
docs/reference/deck.md, dealing it, the androids' extra cards at incoming data
(expansion rulebook p.9) and the special cards no data transfer may pass (p.14).
"""
from __future__ import annotations

from collections import Counter

import pytest

from spacealert_tui.rules.action_deck import (DOUBLE_BY_ID, DOUBLE_CARDS, HEROIC_CARDS, ActionCard,
                                              DealError, Table, deal, hand_sizes, incoming_draws)
from spacealert_tui.rules.actions import DoubleAction, parse_action
from spacealert_tui.rules.sampling import DOUBLES

ACTIONS = {"A", "B", "C", "bots"}
MOVES = {"red", "blue", "lift"}


def halves(card: ActionCard) -> tuple[str, str]:
    first, _, second = card.move.partition("+")
    return first, second


def test_ninety_cards_seventy_eight_distinct():
    assert len(DOUBLE_CARDS) == 90 and len(DOUBLE_BY_ID) == 90
    assert len({(c.action, c.move) for c in DOUBLE_CARDS}) == 78
    assert all(c.double and not c.heroic and not c.special for c in DOUBLE_CARDS)


def test_composition_matches_the_reference_totals():
    """The derived totals docs/reference/deck.md gives for the one list found."""
    first = Counter(halves(c)[0] for c in DOUBLE_CARDS)
    assert first == {"red": 20, "blue": 18, "B": 15, "A": 14, "bots": 10, "lift": 7, "C": 6}
    assert Counter(c.action for c in DOUBLE_CARDS) == {
        "lift": 17, "red": 14, "blue": 14, "A": 13, "C": 12, "B": 11, "bots": 9}
    symbols = Counter(s for c in DOUBLE_CARDS for s in (c.action, *halves(c)))
    assert symbols == {"red": 46, "A": 45, "lift": 45, "blue": 44, "B": 37, "C": 31, "bots": 22}
    kinds = Counter((halves(c)[0] in ACTIONS, halves(c)[1] in ACTIONS) for c in DOUBLE_CARDS)
    assert kinds == {(True, True): 22, (True, False): 23, (False, False): 22, (False, True): 23}


def test_the_single_half_is_the_other_kind_than_the_double_half_starts_with():
    """Expansion rulebook p.9: an action-first double half sits with a move, and the
    other way round."""
    for card in DOUBLE_CARDS:
        assert (halves(card)[0] in ACTIONS) == (card.action in MOVES), card.id


def test_thirty_six_double_halves_the_same_the_random_records_use():
    assert {c.move for c in DOUBLE_CARDS} == set(DOUBLES)
    missing = {f"{a}+{b}" for a in ACTIONS | MOVES for b in ACTIONS | MOVES} - set(DOUBLES)
    assert missing == {"A+A", "B+B", "C+C", "bots+bots", "A+bots", "B+bots", "C+bots", "C+B",
                       "red+blue", "blue+red", "lift+red", "lift+blue", "lift+lift"}


def test_a_double_card_plays_either_half_as_a_record_token():
    card = DOUBLE_BY_ID["red+lift-A-02"]
    assert card.halves == ("single", "double")
    assert card.token("single") == "A" and card.token("double") == "red+lift"
    assert isinstance(parse_action(card.token("double")), DoubleAction)
    assert card.half_showing("red+lift") == "double" and card.half_showing("A") == "single"
    with pytest.raises(DealError, match="single-up or double-up"):
        card.token("action")


@pytest.mark.parametrize("crew,androids,variant", [(4, 0, "standard"), (5, 0, "standard"),
                                                    (4, 1, "standard"), (4, 2, "standard"),
                                                    (5, 3, "five"), (4, 4, "solo")])
def test_the_double_deck_deals_like_the_base_deck(crew, androids, variant):
    dealt = deal(crew, androids, 7, variant=variant, double=True)
    assert Counter(dealt.all_cards()) == Counter(DOUBLE_CARDS + HEROIC_CARDS)
    sizes = hand_sizes(crew - androids if variant != "solo" else 0, variant)
    for player in dealt.players:
        assert tuple(map(len, player.phases)) == sizes
        assert player.heroic.heroic and all(c.double for c in player.cards if not c.heroic)
    if variant == "solo":
        assert dealt.face_up == DOUBLE_CARDS
    assert deal(crew, androids, 7, variant=variant, double=True) == dealt


def test_cards_on_the_boards_give_double_tokens():
    table = Table.start(deal(4, 0, 3, double=True))
    card = next(c for c in table.hands[0] if not c.heroic)
    table = table.play(0, card, 1, "double").play(0, table.deal.players[0].heroic, 2, "move")
    second = next(c for c in table.hands[0] if not c.heroic)
    table = table.play(0, second, 3)                 # default: the single half up
    tokens = table.player_tokens(0)
    assert tokens[:3] == [card.move, table.deal.players[0].heroic.move, second.action]
    with pytest.raises(DealError):
        table.play(0, second, 3, "action")


@pytest.mark.parametrize("players,androids,double,expected", [
    (4, 0, True, (1, 1, 1, 1)),
    (2, 2, False, (1, 1)),
    (2, 2, True, (2, 2)),          # expansion p.9: each player +1
    (3, 1, True, (2, 1, 1)),       # one player +1, who tells the crew
    (3, 2, True, (2, 2, 1)),       # five-member crew: the extra android too
    (2, 3, True, (3, 2)),
])
def test_incoming_data_with_androids_and_double_actions(players, androids, double, expected):
    assert incoming_draws(players, androids, double=double) == expected


def test_the_odd_extra_card_goes_from_the_chosen_player_on():
    assert incoming_draws(3, 1, double=True, first=2) == (1, 1, 2)
    assert incoming_draws(3, 2, double=True, first=2) == (2, 1, 2)
    assert incoming_draws(0, 4, double=True) == ()


def test_a_special_card_is_never_passed_in_a_data_transfer():
    """Expansion rulebook p.14: special cards may never be passed (the hook the
    specializations use; the decks themselves have none)."""
    table = Table.start(deal(4, 0, 1, double=True))
    special = ActionCard("special-medic-1", "A", "red", special=True)
    hands = (table.hands[0] + (special,),) + table.hands[1:]
    table = Table(table.deal, hands, table.picked_up, table.draw_pile, table.face_up,
                  table.player_boards, table.android_boards)
    with pytest.raises(DealError, match="special card"):
        table.transfer(0, 1, special)
    ordinary = next(c for c in table.hands[0] if not c.heroic and not c.special)
    assert ordinary in table.transfer(0, 1, ordinary).hands[1]
