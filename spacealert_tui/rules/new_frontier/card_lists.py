"""Lists of the cards in play that one mechanic asks about (`Game.hooks[key]`): the
phasing cards, the cards spanning all trajectories, those able to disrupt optics, the
Parasites. A mixin whose list is empty skips its work (most missions draw none of
them). A card class belongs to a list by what it is, so that is settled once per class
and the lists are made in one pass over the cards whenever the cards in play change
(`_index_hooks`)."""
from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from spacealert_tui.rules.game import Game
from spacealert_tui.rules.new_frontier.threats.creatures import Parasite

PHASERS, SPANNERS, DISRUPTORS, PARASITES = "phasing", "spans_all_tracks", "disrupted_zones", "parasites"

#: each list's key and what puts a card class in it
CARD_LISTS: dict[str, Callable[[type], bool]] = {
    PHASERS: lambda card: bool(getattr(card, "phasing", False)),             # PhasingRules
    SPANNERS: lambda card: bool(getattr(card, "spans_all_tracks", False)),   # SpanningRules
    DISRUPTORS: lambda card: hasattr(card, "disrupted_zones"),               # OpticsRules
    PARASITES: lambda card: issubclass(card, Parasite),                      # CreatureRules
}
_LISTS_OF: dict[type, tuple[str, ...]] = {}


def lists_of(card: type) -> tuple[str, ...]:
    """The lists a card class belongs to (made once per class)."""
    found = _LISTS_OF.get(card)
    if found is None:
        found = _LISTS_OF[card] = tuple(key for key, belongs in CARD_LISTS.items() if belongs(card))
    return found


class CardListsRules(Game):
    """Mixin of `NewFrontierGame`: keeps `CARD_LISTS` in `hooks` beside the threat hooks."""

    # what `super()` would call, bound once per class (`Game.bind_chains`)
    __next__index_hooks: ClassVar[Callable[[Game], None]]

    def _index_hooks(self) -> None:
        self.__next__index_hooks()
        hooks = self.hooks
        for key in CARD_LISTS:
            hooks[key] = []
        for threat in self.threats:
            keys = _LISTS_OF.get(type(threat))      # `lists_of` written out: a call less a card
            for key in lists_of(type(threat)) if keys is None else keys:
                hooks[key].append(threat)
