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


# -- The New Frontier: the red tier and the owned boxes ------------------------------------------

from hypothesis import given, settings, strategies as st  # noqa: E402

from spacealert_tui.rules.decks import (ALL_SETS, BASE_LEVELS, BASE_SETS, EXPANSION,  # noqa: E402
                                        LEVEL_COLORS, LEVELS, levels_for)


def test_red_levels_need_the_expansion():
    assert levels_for(BASE_SETS) == BASE_LEVELS
    assert set(levels_for(ALL_SETS)) == set(LEVELS)
    with pytest.raises(ValueError, match="New Frontier"):
        ThreatDecks("red", "white", seed=1)
    assert "red" not in {c for level in BASE_LEVELS for c in LEVEL_COLORS[level]}
    assert "white" not in LEVEL_COLORS["red+yellow"]      # red + white alone is not offered


def test_expansion_cards_join_the_piles_of_their_colour_when_owned():
    for cid, cls in CARDS.items():
        if cls.set != EXPANSION:
            continue
        level = "all"
        assert cid in deck_cards(cls.kind, cls.serious, level, ALL_SETS)
        assert cid not in deck_cards(cls.kind, cls.serious, "mixed", BASE_SETS)


def test_a_base_deck_is_dealt_as_before():
    # the same seed deals the same base piles whatever the catalogue holds of the expansion
    assert ThreatDecks("mixed", "mixed", seed=9).piles == ThreatDecks("mixed", "mixed", 9, BASE_SETS).piles


@settings(max_examples=150, deadline=None)
@given(common=st.sampled_from(LEVELS), serious=st.sampled_from(LEVELS),
       owned=st.sampled_from([BASE_SETS, ALL_SETS]), seed=st.integers(0, 2**64 - 1))
def test_a_drawn_deck_holds_only_allowed_colours_and_sets(common, serious, owned, seed):
    if EXPANSION not in owned and (common not in BASE_LEVELS or serious not in BASE_LEVELS):
        with pytest.raises(ValueError):
            ThreatDecks(common, serious, seed, owned)
        return
    decks = ThreatDecks(common, serious, seed, owned)
    for (kind, is_serious), pile in decks.piles.items():
        level = serious if is_serious else common
        for cid in pile:
            cls = CARDS[cid]
            assert cls.set in owned and cls.color in LEVEL_COLORS[level]
            assert cls.kind == kind and cls.serious == is_serious
        assert sorted(pile) == deck_cards(kind, is_serious, level, owned)


def test_a_summoners_card_is_drawn_from_the_common_pile_of_its_kind_and_never_summons():
    decks = ThreatDecks("all", "all", seed=5, card_sets=ALL_SETS)
    before = decks.remaining("internal", False)
    card = decks.draw_summoned("internal")
    assert CARDS[card].kind == "internal" and CARDS[card].summons is None and not CARDS[card].serious
    assert decks.remaining("internal", False) == before - 1
