"""Card ids as read off the card."""
from __future__ import annotations

import pytest

from spacealert_tui.rules.card_ids import EXPANSION_IDS, canonical, id_candidates, known_ids
from spacealert_tui.rules.threats import CARDS


def test_the_expansion_has_48_cards_and_the_catalogues_are_among_them():
    assert len(EXPANSION_IDS) == len(set(EXPANSION_IDS)) == 48
    assert {cid for cid, cls in CARDS.items() if cls.set == "new_frontier"} <= set(EXPANSION_IDS)
    assert len(known_ids()) == 103


@pytest.mark.parametrize("typed, card", [
    ("SE3-105", "SE3-105"), ("se3105", "SE3-105"), ("E3-105", "E3-105"), ("e3105", "E3-105"),
    ("e107", "E1-07"), ("E1-07", "E1-07"), ("se1-07", "SE1-07"), ("i3103", "I3-103"),
    ("3-105", None), ("107", None), ("fighter", None), ("E4-01", None),
])
def test_typed_ids(typed, card):
    assert canonical(typed) == card


def test_letters_left_out_match_any():
    assert id_candidates("3-105", known_ids()) == ["E3-105", "I3-105", "SE3-105", "SI3-105"]
    assert id_candidates("e107", known_ids()) == ["E1-07", "SE1-07"]
