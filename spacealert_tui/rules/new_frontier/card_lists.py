"""Lists of the cards in play that one mechanic asks about (`Game.hooks[key]`): the
phasing cards, the cards spanning all trajectories, those able to disrupt optics, the
Parasites, the cards whose token never moves (the Cyber Gremlin's sabotage ovals). A
mixin whose list is empty skips its work (most missions draw none of them). A card
class belongs to a list by what it is, so that is settled once per class
(`Game.hook_keys`, beside the threat hooks it replaces), and the lists are made in the
same pass over the cards as the threat hooks whenever the cards in play change
(`Game._index_hooks`)."""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import ClassVar, cast

from spacealert_tui.rules.game import BY_ORDER, Game
from spacealert_tui.rules.new_frontier.threats.creatures import Parasite
from spacealert_tui.rules.threats.base import Malfunction, Threat

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

    # what `super()` would call, bound once per class (`Game.bind_chains`)
    __next_place_threats: ClassVar[Callable[[Game, Iterable[Threat]], None]]

    def place_threats(self, threats: Iterable[Threat]) -> None:
        """Still malfunctions (the Cyber Gremlin's sabotage ovals: in no list of `hooks`
        but `STILL`) are put in their place in `threats`, `STILL` and the malfunctions of
        their systems, which are made again alone (in `threats`' order, as `_index_hooks`
        makes them); any other card, all of `hooks` made again."""
        placed = list(threats)
        keys_of = self.keys_of_card
        if not all(isinstance(t, Malfunction) and keys_of.get(type(t)) == (STILL,) for t in placed):
            self.__next_place_threats(placed)
            return
        ovals = cast(list[Malfunction], placed)
        in_play = self.threats
        in_play.extend(ovals)
        in_play.sort(key=BY_ORDER)
        self.hooks[STILL].extend(ovals)         # asked only whether a card is in it
        systems = {t.system for t in ovals}
        malfunctions_of = self.malfunctions_of
        for letter in systems:
            malfunctions_of[letter] = []
        for threat in in_play:
            if isinstance(threat, Malfunction) and threat.system in systems:
                malfunctions_of[threat.system].append(threat)
