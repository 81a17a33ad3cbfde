"""Lists of the cards in play that one mechanic asks about (`Game.hooks[key]`): the
phasing cards, the cards spanning all trajectories, those able to disrupt optics, the
Parasites, the cards whose token never moves (the Cyber Gremlin's sabotage ovals). A
mixin whose list is empty skips its work (most missions draw none of them). A card
class belongs to a list by what it is, so that is settled once per class
(`Game.hook_keys`, beside the threat hooks it replaces), and the lists are made in the
same pass over the cards as the threat hooks whenever the cards in play change
(`Game._index_hooks`)."""
from __future__ import annotations

from collections.abc import Callable

from spacealert_tui.rules.game import Game
from spacealert_tui.rules.new_frontier.threats.creatures import Parasite

PHASERS, SPANNERS, DISRUPTORS, PARASITES = "phasing", "spans_all_tracks", "disrupted_zones", "parasites"
STILL = "still"

#: each list's key and what puts a card class in it
CARD_LISTS: dict[str, Callable[[type], bool]] = {
    PHASERS: lambda card: bool(getattr(card, "phasing", False)),             # PhasingRules
    SPANNERS: lambda card: bool(getattr(card, "spans_all_tracks", False)),   # SpanningRules
    DISRUPTORS: lambda card: hasattr(card, "disrupted_zones"),               # OpticsRules
    PARASITES: lambda card: issubclass(card, Parasite),                      # CreatureRules
    STILL: lambda card: bool(getattr(card, "still", False)),                 # ThreatsStepRules
}


def lists_of(card: type) -> tuple[str, ...]:
    """The lists a card class belongs to (asked once per class: `Game.keys_of_card`)."""
    return tuple(key for key, belongs in CARD_LISTS.items() if belongs(card))


class CardListsRules(Game):
    """Mixin of `NewFrontierGame`: keeps `CARD_LISTS` in `hooks` beside the threat hooks,
    made in the same pass over the cards (`Game._index_hooks`)."""

    @classmethod
    def hook_lists(cls) -> tuple[str, ...]:
        return super().hook_lists() + tuple(CARD_LISTS)

    @classmethod
    def hook_keys(cls, card: type) -> tuple[str, ...]:
        # once per card class: `super()` is no cost here
        keys = cls.keys_of_card[card] = super().hook_keys(card) + lists_of(card)
        return keys
