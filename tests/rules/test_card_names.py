"""Threat cards by the names printed on them (rules/card_names.py), on a small table of
names copied from the cards: E1-07 *Fighter* / *Caza* / *Caça*, E1-03 *Stealth Fighter* /
*Caza furtivo* / *Caça Invisível*, and the two E3-105/E3-106 *Jumper* / *Saltador*."""
from __future__ import annotations

import pytest

from spacealert_tui.rules.card_names import Found, completions, find_card, fold

NAMES = {
    "E1-07": {"en": "Fighter", "es": "Caza", "pt": "Caça"},
    "E1-03": {"en": "Stealth Fighter", "es": "Caza furtivo", "pt": "Caça Invisível"},
    "E2-03": {"en": "Phantom Fighter", "es": "Caza fantasma", "pt": "Nave Fantasma"},
    "E3-105": {"en": "Jumper", "es": "Saltador", "pt": "Saltador"},
    "E3-106": {"en": "Jumper", "es": "Saltador", "pt": "Saltador"},
    "SE1-01": {"en": "Frigate", "es": "Fragata", "pt": "Fragata"},
    "SE1-05": {"en": "Cryoshield Frigate", "es": "Fragata con crioscudo", "pt": "Fragata com Crioescudo"},
    "I3-104": {"en": "Breached Airlock", "es": "¡Descompresión!", "pt": "Descompressão!"},
}


@pytest.mark.parametrize("text,folded", [("Caça Invisível", "caca invisivel"), ("¡Descompresión!", "descompresion"),
                                         ("  Man-of-War ", "man of war"), ("CAZA", "caza")])
def test_fold_drops_case_accents_and_punctuation(text, folded):
    assert fold(text) == folded


@pytest.mark.parametrize("text,language", [("caza", "es"), ("Caça", "pt"), ("caca", "pt"), ("fighter", "en"),
                                           ("CAZA", "pt"), ("caça", "es")])
def test_an_exact_name_beats_a_prefix(text, language):
    """`caza` is E1-07 *Caza*, not E1-03 *Caza furtivo* (issue 21)."""
    assert find_card(text, NAMES, language) == Found(card="E1-07", candidates=("E1-07",), how="name")


@pytest.mark.parametrize("text,language", [("caca invisivel", "es"), ("caza furtivo", "pt"),
                                           ("Stealth fighter", "es"), ("CAÇA INVISÍVEL", "en")])
def test_a_name_in_any_language_case_and_accents_aside(text, language):
    assert find_card(text, NAMES, language).card == "E1-03"


@pytest.mark.parametrize("text,language,expected", [
    ("caza f", "es", ("E1-03", "E2-03")),     # the start of two names: never chosen
    ("frag", "es", ("SE1-01", "SE1-05")),
    ("saltador", "es", ("E3-105", "E3-106")),  # a name two cards share
    ("jumper", "pt", ("E3-105", "E3-106")),
    ("fight", "en", ("E1-03", "E1-07", "E2-03")),   # the start of a word of three names
])
def test_a_shared_name_or_prefix_is_never_settled(text, language, expected):
    found = find_card(text, NAMES, language)
    assert found.card is None and found.ambiguous
    assert found.candidates == expected


def test_the_crews_language_is_asked_first():
    """*Fragata* is a Spanish and a Portuguese name; *Nave Fantasma* only Portuguese."""
    assert find_card("nave", NAMES, "es").candidates == ("E2-03",)
    assert find_card("nave", NAMES, "es").card == "E2-03"
    assert find_card("fragata", NAMES, "en").card == "SE1-01"


def test_ids_as_read_off_the_card():
    assert find_card("e107", NAMES).card == "E1-07"
    assert find_card("E3-105", NAMES).card == "E3-105"
    assert find_card("3105", NAMES, ids=["E3-105", "E1-07"]).card == "E3-105"
    assert find_card("zz", NAMES) == Found()
    assert find_card("  ", NAMES) == Found()


def test_the_pool_limits_the_cards():
    assert find_card("caza f", NAMES, "es", ids=["E1-03", "E1-07"]).card == "E1-03"


def test_completions_offer_the_crews_language_first_each_with_its_id():
    assert completions("ca", NAMES, "pt")[:2] == [("E1-07", "Caça"), ("E1-03", "Caça Invisível")]
    assert completions("e1", NAMES, "es")[0] == ("E1-03", "Caza furtivo")
    assert ("E1-07", "Fighter") in completions("fi", NAMES, "es")
    assert completions("", NAMES, "es") == []
