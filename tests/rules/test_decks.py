"""Virtual threat decks at each difficulty."""
from __future__ import annotations

import pytest

from spacealert_tui.rules.decks import ThreatDecks, deck_cards
from spacealert_tui.rules.threats import CARDS


def test_pile_sizes_match_the_box():
    # base game: external 10 white + 7 yellow common, 8 + 6 serious;
    # internal 7 + 6 common, 6 + 5 serious (reference counts)
    assert len(deck_cards("external", False, "white")) == 10
    assert len(deck_cards("external", False, "yellow")) == 7
    assert len(deck_cards("external", True, "mixed")) == 14
    assert len(deck_cards("internal", False, "mixed")) == 13
    assert len(deck_cards("internal", True, "yellow")) == 5


def test_draws_follow_level_and_tier():
    decks = ThreatDecks("yellow", "white", seed=3)
    for _ in range(5):
        card = CARDS[decks.draw("external", False)]
        assert card.color == "yellow" and not card.serious and card.kind == "external"
    card = CARDS[decks.draw("internal", True)]
    assert card.color == "white" and card.serious and card.kind == "internal"


def test_same_seed_same_draws_and_no_repeats():
    a, b = ThreatDecks("mixed", "mixed", seed=42), ThreatDecks("mixed", "mixed", seed=42)
    drawn = [a.draw("external", False) for _ in range(17)]
    assert drawn == [b.draw("external", False) for _ in range(17)]
    assert len(set(drawn)) == 17
    with pytest.raises(LookupError):
        a.draw("external", False)


def test_unknown_level_is_refused():
    with pytest.raises(ValueError):
        ThreatDecks("green")
