"""Every threat card is found by the name printed on it, in English, Spanish and
Portuguese, whatever language the crew speaks (issue 21). The names are read from the
catalogs themselves (po/*.po, each card's name marked `#. E1-07 name`), not from the
lookup's own table; `spacealert cards NAME` answers as the entry does."""
from __future__ import annotations

import json
import re
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from spacealert_tui import card_lookup
from spacealert_tui.rules.card_names import fold
from spacealert_tui.rules.threats import CARDS

PO = Path(__file__).resolve().parent.parent / "po"
LANGUAGES = ("en", "es", "pt")
NAME_COMMENT = re.compile(r"^(S?[EI][123]-\d{2,3}) name$")


def _printed_names() -> dict[str, dict[str, str]]:
    """card id → language → name, as the catalogs say."""
    names: dict[str, dict[str, str]] = defaultdict(dict)
    for lang in ("es", "pt"):
        with (PO / f"{lang}.po").open("rb") as f:
            for message in read_po(f, locale=lang):
                for comment in message.auto_comments:
                    if found := NAME_COMMENT.match(comment):
                        assert isinstance(message.id, str) and isinstance(message.string, str), message.id
                        names[found[1]]["en"] = message.id
                        names[found[1]][lang] = message.string
    return dict(names)


PRINTED = _printed_names()
CASES = [(card, lang, name) for card, by_lang in sorted(PRINTED.items()) for lang, name in by_lang.items()]


def test_the_catalogs_name_every_card():
    assert set(PRINTED) == set(CARDS)
    assert all(set(by_lang) == set(LANGUAGES) for by_lang in PRINTED.values())


def _sharing(lang: str, name: str) -> set[str]:
    return {card for card, by_lang in PRINTED.items() if fold(by_lang[lang]) == fold(name)}


@pytest.mark.parametrize("crew", LANGUAGES)
@pytest.mark.parametrize("card,lang,name", CASES, ids=[f"{c}-{lang}" for c, lang, _n in CASES])
def test_a_printed_name_finds_its_card_in_every_crews_language(card, lang, name, crew):
    """As printed, in capitals and without accents: the card, or, for a name two cards
    share, both cards and neither chosen."""
    sharing = _sharing(lang, name)
    for typed in (name, name.upper(), fold(name)):
        found = card_lookup.find(typed, crew)
        if len(sharing) == 1:
            assert found.card == card, (typed, crew, found)
        else:
            assert found.card is None and set(found.candidates) == sharing, (typed, crew, found)


@pytest.mark.parametrize("typed,crew,card", [
    ("caza", "es", "E1-07"), ("caça", "pt", "E1-07"), ("caca invisivel", "es", "E1-03"),
    ("gosma", "es", None), ("fragata", "pt", "SE1-01"), ("Fragata", "es", "SE1-01"),
    ("e107", "es", "E1-07"), ("se3105", "pt", "SE3-105"), ("descompresion", "pt", "I3-104"),
])
def test_names_a_crew_reads(typed, crew, card):
    assert card_lookup.find(typed, crew).card == card


@pytest.mark.parametrize("typed,crew,candidates", [
    ("caza f", "es", {"E1-03", "E2-03"}), ("frag", "es", {"SE1-01", "SE1-05", "SE2-101", "SE2-102", "SE3-109"}),
    ("saltador", "es", {"E3-105", "E3-106"}), ("saltador", "pt", {"E3-105", "E3-106"}),
    ("lodo reptante", "es", {"I2-01", "I2-02"}), ("gosma", "pt", {"I2-01", "I2-02"}),
    ("slime", "es", {"I2-01", "I2-02"}),
])
def test_ambiguous_names_and_prefixes_are_refused_with_their_candidates(typed, crew, candidates):
    found = card_lookup.find(typed, crew)
    assert found.card is None and set(found.candidates) == candidates


def _cards(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "spacealert_tui.cli", *args], capture_output=True, text=True)


@pytest.mark.parametrize("lang,typed,card", [("es", "caza", "E1-07"), ("pt", "caça", "E1-07"),
                                             ("pt", "gosma reptante", None), ("es", "Caça Invisível", "E1-03")])
def test_cards_command_shows_the_card_named_id_first(lang, typed, card):
    done = _cards("--lang", lang, "cards", typed)
    if card is None:
        assert done.returncode == 2 and done.stderr.count("\n") == 1
        return
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(card + "  ")


@pytest.mark.parametrize("lang,typed,ids", [
    ("es", "caza f", ("E1-03", "E2-03")), ("es", "saltador", ("E3-105", "E3-106")),
    ("pt", "gosma", ("I2-01", "I2-02")), ("es", "lodo reptante", ("I2-01", "I2-02")),
])
def test_cards_command_refuses_an_ambiguous_name_naming_every_candidate(lang, typed, ids):
    done = _cards("--lang", lang, "cards", typed)
    assert done.returncode == 2
    assert done.stdout == "" and done.stderr.count("\n") == 1
    assert all(card in done.stderr for card in ids), done.stderr


def test_cards_json_gives_every_name_and_keeps_its_fields():
    done = _cards("cards", "--json")
    cards = {c["card"]: c for c in json.loads(done.stdout)}
    assert cards["E1-07"]["names"] == {"en": "Fighter", "es": "Caza", "pt": "Caça"}
    for card_id, card in cards.items():
        assert card["names"] == PRINTED[card_id]
        assert card["name"] == PRINTED[card_id]["en"] and card["name_es"] == PRINTED[card_id]["es"]
        assert {"card", "set", "color", "seriousness", "kind", "hp", "speed", "x", "y", "z"} <= set(card)
