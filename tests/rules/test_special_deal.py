"""Dealing for *The New Frontier*'s specializations, and special cards on the boards.

Sources, the expansion rulebook's words (Spanish, pp.13–14, *La preparación*, *Los
androides*, *La ronda de acción*): "Nivel 1: recibe la carta básica. Nivel 2: recibe
la carta avanzada. Nivel 3: recibe ambas cartas"; "Las cartas de acción heroica no se
emplean [...] repartid una carta de acción normal adicional a cada jugador [...] 5
cartas de acción para cada fase, 1 o 2 cartas de acción especial y ninguna carta de
acción heroica"; "la carta de acción heroica que deberíais repartir a cada androide es
sustituida por 1 carta de acción normal que se añade a la primera fase de un jugador";
"3 jugadores y 1 androide [...] el jugador elegido tendrá 7 cartas de acción para la
primera fase"; "2 jugadores y 2 androides, cada jugador tendrá 10 cartas para la
primera fase [...] y 6 para cada una de las dos fases restantes"; "La carta o cartas
de acción especial de cada androide se dejarán boca arriba junto a su tablero"; special
cards "no son transferibles [...] imposible entregárselas a otro jugador durante una
transferencia de datos o usarlas en el tablero de un androide"; "pueden mover o
recuperar las cartas de acción especial [...] siempre que la fase aún no haya
terminado. Sin embargo, cada carta de acción especial solo puede jugarse una vez por
misión."
"""
from __future__ import annotations

from collections import Counter

import pytest

from spacealert_tui.rules import record_from_dict, resolve
from spacealert_tui.rules.action_deck import (DECK, DOUBLE_CARDS, HEROIC_CARDS, DealError, Table, deal,
                                              special_cards, specialized_hand_sizes)
from spacealert_tui.rules.actions import parse_action
from spacealert_tui.rules.specialization_record import crew_specialization

FOUR = [("medic", 1), ("mechanic", 2), ("teleporter", 3), ("pulse_gunner", 1)]


def sizes(dealt) -> list[tuple[int, ...]]:
    return [tuple(len(ph) for ph in p.phases) for p in dealt.players]


def test_a_level_gives_the_basic_card_the_advanced_card_or_both():
    assert [c.id for c in special_cards("medic", 1)] == ["S-medic-basic"]
    assert [c.id for c in special_cards("medic", 2)] == ["S-medic-advanced"]
    assert [c.id for c in special_cards("medic", 3)] == ["S-medic-basic", "S-medic-advanced"]
    basic, advanced = special_cards("medic", 3)
    assert basic.special and advanced.special and not basic.heroic and not basic.double
    assert (basic.token("action"), basic.token("move")) == ("spec", "spec")
    assert (advanced.token("action"), advanced.token("move")) == ("spec", "spec_adv")   # light, dark
    for card in (basic, advanced):
        for up in card.halves:
            assert parse_action(card.token(up)).token == card.token(up)
    with pytest.raises(DealError):
        special_cards("medic", 4)


@pytest.mark.parametrize("double", [False, True])
def test_four_players_five_cards_each_phase_special_cards_and_no_heroic(double):
    dealt = deal(4, 0, 7, double=double, specializations=FOUR)
    assert sizes(dealt) == [(5, 5, 5)] * 4
    assert not any(c.heroic for p in dealt.players for c in p.cards)
    assert all(p.heroic is None for p in dealt.players)
    assert [len(p.special) for p in dealt.players] == [1, 1, 2, 1]
    assert dealt.specialized and dealt.androids == () and dealt.android_count == 0
    assert Counter(dealt.all_cards()) == Counter(
        (DOUBLE_CARDS if double else DECK[:90]) + HEROIC_CARDS
        + tuple(c for s in FOUR for c in special_cards(*s)))


def test_five_players_too():
    five = FOUR + [("squad_leader", 2)]
    assert sizes(deal(5, 0, 3, specializations=five)) == [(5, 5, 5)] * 5


def test_three_players_and_an_android_the_first_player_gets_seven_in_phase_one():
    dealt = deal(4, 1, 11, specializations=FOUR)
    assert sizes(dealt) == [(7, 6, 6), (6, 6, 6), (6, 6, 6)]
    assert dealt.android_specials == (special_cards("pulse_gunner", 1),)
    assert dealt.own_cards(0) == special_cards("pulse_gunner", 1)
    assert len(dealt.draw_pile) == 90 - 7 - 6 * 8
    assert specialized_hand_sizes(3, 1) == ((7, 6, 6), (6, 6, 6), (6, 6, 6))


def test_two_players_and_two_androids_ten_six_six_each():
    assert sizes(deal(4, 2, 5, specializations=FOUR)) == [(10, 6, 6), (10, 6, 6)]


def test_the_five_member_variant_the_extra_android_counts_too():
    dealt = deal(5, 2, 5, variant="five", specializations=FOUR + [("squad_leader", 1)])
    # 3 players + 2 androids: 7/6/6 each in the base game, heroic included; here 7 normal
    # cards, and the two androids' cards go to the first two players
    assert sizes(dealt) == [(8, 6, 6), (8, 6, 6), (7, 6, 6)]


def test_a_crew_member_may_have_no_specialization_but_nobody_has_a_heroic_card():
    dealt = deal(4, 1, 2, specializations=[("medic", 1), None, ("mechanic", 1), None])
    assert [p.special for p in dealt.players][1] == ()
    assert dealt.own_cards(0) == ()
    assert not any(c.heroic for c in dealt.all_cards() if c not in dealt.unused_heroic)


def test_two_crew_members_never_share_a_specialization():
    with pytest.raises(DealError, match="same specialization"):
        deal(4, 0, 1, specializations=[("medic", 1), ("medic", 2), None, None])
    with pytest.raises(DealError):
        deal(4, 0, 1, specializations=[("medic", 1)])


def test_without_specializations_the_deal_is_unchanged():
    for seed in (0, 1, 99):
        plain = deal(4, 2, seed)
        assert plain.android_specials == () and not plain.specialized
        assert plain.own_cards(1) == (plain.androids[1],)


# -- players' special cards ----------------------------------------------------------------------

def test_a_player_holds_the_special_cards_from_the_start_and_plays_them_in_any_phase():
    dealt = deal(4, 0, 7, specializations=FOUR)
    table = Table.start(dealt)
    basic, advanced = dealt.players[2].special
    assert basic in table.hands[2] and advanced in table.hands[2]
    table = table.play(2, advanced, 2, "move")
    assert table.player_tokens(2)[1] == "spec_adv"
    table = table.take_back(2, 2)                       # moved back until its phase ends
    assert advanced in table.hands[2]
    table = table.close_phase(1)
    table = table.play(2, advanced, 5, "move").play(2, basic, 6)
    assert table.player_tokens(2)[4:6] == ["spec_adv", "spec"]
    table = table.close_phase(2)
    with pytest.raises(DealError):                     # played in a closed phase: once a mission
        table.take_back(2, 5)
    assert Counter(table.all_cards()) == Counter(dealt.all_cards())


def test_a_special_card_is_never_transferred_nor_put_on_an_androids_board():
    dealt = deal(4, 1, 11, specializations=FOUR)
    table = Table.start(dealt)
    card = dealt.players[0].special[0]
    with pytest.raises(DealError, match="special card"):
        table.transfer(0, 1, card)
    with pytest.raises(DealError, match="special card"):
        table.program_android(0, card, 1, by=0)


def test_a_plan_from_the_special_deal_passes_the_records_check():
    dealt = deal(4, 0, 7, specializations=FOUR)
    table = Table.start(dealt)
    basic, advanced = dealt.players[2].special
    table = table.play(2, basic, 1).play(2, advanced, 2, "move")
    actions = [parse_action(t) for t in table.player_tokens(2)]
    spec = crew_specialization({"specialization": "teleporter", "specialization_level": 3}, actions)
    assert spec is not None and spec.level == 3


# -- androids' special cards ---------------------------------------------------------------------

def test_an_androids_special_card_lies_beside_its_board_and_goes_on_any_turn_once():
    dealt = deal(4, 2, 5, specializations=[("medic", 1), ("mechanic", 1), ("teleporter", 3), None])
    table = Table.start(dealt)
    basic, advanced = dealt.own_cards(0)
    table = table.program_android(0, advanced, 9, "move")       # no giver: the android's own card
    assert table.android_tokens(0)[8] == "spec_adv"
    with pytest.raises(DealError, match="already on"):          # programmed for good (§5.2)
        table.program_android(0, advanced, 10)
    with pytest.raises(DealError, match="another android"):
        table.program_android(1, basic, 1)
    with pytest.raises(DealError):                              # the android without one: no own card
        table.program_android(1, dealt.players[0].special[0], 1)
    assert Counter(table.all_cards()) == Counter(dealt.all_cards())


def test_solo_the_androids_special_cards_move_until_their_phase_ends_and_never_go_face_up():
    specs = [("medic", 2), ("mechanic", 1), ("teleporter", 3), ("squad_leader", 1)]
    dealt = deal(4, 4, 3, variant="solo", specializations=specs)
    assert dealt.androids == () and len(dealt.face_up) == 90 and set(dealt.unused_heroic) == set(HEROIC_CARDS)
    table = Table.start(dealt)
    (card,) = dealt.own_cards(0)
    table = table.program_android(0, card, 1, "move")
    table = table.program_android(0, card, 3)                  # moved within the open phase
    assert table.android_tokens(0)[:3] == ["empty", "empty", "spec"]
    normal = table.face_up[0]
    table = table.program_android(0, normal, 3)                # replaced: back beside the board
    assert card not in table.face_up and len(table.face_up) == 89
    table = table.program_android(0, card, 2)
    table = table.clear_android(0, 2)
    assert card not in table.face_up
    table = table.program_android(0, card, 2).close_phase(1)
    with pytest.raises(DealError, match="once a mission"):
        table.program_android(0, card, 5)
    assert Counter(table.all_cards()) == Counter(dealt.all_cards())


def test_a_solo_table_with_specializations_gives_a_record_that_resolves():
    specs = [("medic", 1), ("mechanic", 1), ("teleporter", 1), ("squad_leader", 1)]
    dealt = deal(4, 4, 3, variant="solo", specializations=specs)
    table = Table.start(dealt)
    for a in range(4):
        table = table.program_android(a, dealt.own_cards(a)[0], 2)
    crew = [{"name": f"bot{a}", "android": True, "specialization": name, "specialization_level": 1,
             "actions": table.android_tokens(a)} for a, (name, _) in enumerate(specs)]
    doc = {"format": "spacealert-record/1",
           "mission": {"tracks": {"red": 1, "white": 2, "blue": 3, "internal": 4}, "threats": []},
           "crew": crew}
    assert resolve(record_from_dict(doc)).result.won


# -- special cards stacked on another card --------------------------------------------------------

def test_a_player_stacks_a_special_card_on_a_card_and_takes_it_off_first():
    dealt = deal(4, 0, 7, specializations=[("medic", 1), None, None, None])
    table = Table.start(dealt)
    (special,) = dealt.players[0].special
    move = next(c for c in table.hands[0] if not c.special)
    with pytest.raises(DealError, match="no card on turn 2"):
        table.stack(0, special, 2)
    with pytest.raises(DealError, match="not a special card"):
        table.play(0, move, 2, "move").stack(0, next(c for c in table.hands[0] if c not in (move, special)), 2)
    table = table.play(0, move, 2, "move").stack(0, special, 2)
    assert table.player_tokens(0)[1] == f"{move.move}+spec"
    assert special not in table.hands[0]
    assert Counter(table.all_cards()) == Counter(dealt.all_cards())
    table = table.take_back(0, 2)                   # the special card comes off first
    assert table.player_tokens(0)[1] == move.move and special in table.hands[0]
    table = table.take_back(0, 2)
    assert table.player_tokens(0)[1] == "empty"


def test_a_card_laid_under_a_lone_special_card_ends_beneath_it():
    dealt = deal(4, 0, 7, specializations=[("special_ops", 2), None, None, None])
    table = Table.start(dealt)
    (advanced,) = dealt.players[0].special
    card = next(c for c in table.hands[0] if not c.special)
    table = table.play(0, advanced, 3, "move").lay_under(False, 0, card, 3)
    assert table.player_tokens(0)[2] == f"{card.action}+spec_adv"
    with pytest.raises(DealError, match="no special card alone"):
        table.lay_under(False, 0, card, 3)
    assert Counter(table.all_cards()) == Counter(dealt.all_cards())


def test_solo_an_androids_stacked_special_card_moves_until_its_phase_ends():
    specs = [("medic", 1), ("special_ops", 3), ("teleporter", 1), ("squad_leader", 1)]
    dealt = deal(4, 4, 3, variant="solo", specializations=specs)
    table = Table.start(dealt)
    red = next(c for c in table.face_up if c.move == "red")
    (medic,) = dealt.own_cards(0)
    table = table.program_android(0, red, 1, "move").stack_android(0, medic, 1)
    assert table.android_tokens(0)[0] == "red+spec"
    with pytest.raises(DealError, match="another android"):
        table.stack_android(1, medic, 1)
    table = table.program_android(0, next(c for c in table.face_up if c.move == "blue"), 2, "move")
    table = table.stack_android(0, medic, 2)          # moved to another turn of the open phase
    assert table.android_tokens(0)[:2] == ["red", "blue+spec"]
    basic, advanced = dealt.own_cards(1)
    table = table.program_android(1, basic, 2).stack_android(1, advanced, 2, "move")
    assert table.android_tokens(1)[1] == "spec+spec_adv"      # level 3: the preparation protected
    table = table.clear_android(1, 2)
    assert table.android_tokens(1)[1] == "spec"
    assert Counter(table.all_cards()) == Counter(dealt.all_cards())
    table = table.close_phase(1)
    with pytest.raises(DealError, match="once a mission"):
        table.program_android(0, next(c for c in table.face_up if c.move == "red"), 4, "move") \
            .stack_android(0, medic, 4)


def test_an_androids_stacked_card_is_for_good_with_players():
    dealt = deal(4, 2, 5, specializations=[None, None, ("medic", 1), None])
    table = Table.start(dealt)
    (medic,) = dealt.own_cards(0)
    move = next(c for c in table.hands[0] if not c.special)
    table = table.program_android(0, move, 1, "move", by=0).stack_android(0, medic, 1)
    assert table.android_tokens(0)[0] == f"{move.move}+spec"
    with pytest.raises(DealError, match="already programmed"):
        table.stack_android(0, medic, 1)
    with pytest.raises(DealError, match="cannot be taken back"):
        table.clear_android(0, 1)
