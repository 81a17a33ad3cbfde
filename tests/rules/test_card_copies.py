"""Each card class builds its threats and walks its trajectory with its own copy of
the families' methods (`threats.base.PER_CARD_METHODS`, a speed measure): the copies
must change nothing of what a card does, and must never hide another class's method."""
from __future__ import annotations

import pytest

from spacealert_tui.rules.threats import CARDS
from spacealert_tui.rules.threats.base import PER_CARD_METHODS, ExternalThreat, give_own_copies


def test_every_card_method_reads_as_its_classes_write_it():
    """What a card calls is what its classes' MRO names, copy or not (`super()` too)."""
    from spacealert_tui.rules.threats import base
    for card in CARDS.values():
        for index in range(len(card.__mro__)):
            for name in PER_CARD_METHODS:
                owners = card.__mro__[index:]
                assert base._written(owners, name) is base._written(owners, name, skip_copies=True), card


def test_a_copy_that_would_hide_another_class_is_refused():
    """A card of two families: the first one's copy would hide the second one's own
    construction from the card, so it is refused when the cards are gathered."""
    fighter = CARDS["E1-07"]

    class Tagged(ExternalThreat):
        def __init__(self, *args) -> None:
            ExternalThreat.__init__(self, *args)
            self.tag = True

    class Both(fighter, Tagged):
        pass

    with pytest.raises(TypeError, match="hides"):
        give_own_copies([Both])


def test_a_card_gets_a_copy_of_its_own():
    """Two cards of one family build their threats with the same code, not the same
    function object (each has caches of its own)."""
    fighter, armored = CARDS["E1-07"], CARDS["E1-01"]
    assert fighter.__init__ is not armored.__init__
    assert fighter.__init__.__code__.co_code == armored.__init__.__code__.co_code
