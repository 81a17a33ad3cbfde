"""Return fire on the cards the app shows (base rulebook §3.1, battle bots: "Si el intruso
muestra el símbolo [de contraataque] en la carta, la amenaza devuelve el fuego y
desactiva el escuadrón de combate"; a heroic attack is not disabled). `spacealert
cards`, its `--json`, the card browser and the round's card lines say which intruders
fight back."""
from __future__ import annotations

import pytest

from spacealert_tui.rules.card_text import card_json, card_text
from spacealert_tui.rules.threats import CARDS
from spacealert_tui.rules.threats.base import Intruder

#: the intruders whose cards print the return-fire symbol (base game and expansion)
FIGHT_BACK = {"I1-01", "I1-02", "I2-03", "I2-04", "SI1-01", "SI1-02", "SI1-03", "SI2-01",
              "SI2-102", "I3-105", "I3-106", "SI3-101", "SI3-105"}
INTRUDERS = sorted(c for c, cls in CARDS.items() if cls.kind == "internal" and issubclass(cls, Intruder))


def test_the_json_says_which_intruders_fight_back_and_keeps_every_field():
    for card in INTRUDERS:
        c = card_json(CARDS[card])
        assert c["return_fire"] is (card in FIGHT_BACK), card
        assert {"card", "name", "type", "stations", "hp", "speed", "x", "y", "z"} <= set(c)
    for card, cls in CARDS.items():       # a malfunction or an external threat: no bots fight it
        if card not in INTRUDERS:
            assert "return_fire" not in card_json(cls)


@pytest.mark.parametrize("card", INTRUDERS)
def test_the_card_text_has_a_return_fire_line_for_those_that_fight_back(card):
    text = card_text(card_json(CARDS[card]))
    assert ("Fights back:" in text) is (card in FIGHT_BACK)


def test_the_alien_prints_the_symbol_and_its_rule_says_once_grown():
    """Base rulebook, the Alien's card: the symbol is printed; its special rule says it
    fights back only once it has done X."""
    text = card_text(card_json(CARDS["SI1-03"]))
    assert "Fights back:" in text and "only once it has done X" in text


@pytest.mark.parametrize("lang, words", [("es", "Contraataca:"), ("pt", "Contra-ataca:")])
def test_the_return_fire_line_in_the_crews_language(lang, words):
    from spacealert_tui import i18n
    from spacealert_tui.rules import text
    i18n.install(lang)
    text.install(*i18n.functions())
    try:
        assert words in card_text(card_json(CARDS["I1-01"]))
    finally:
        i18n.install("en")
        text.install(None)
