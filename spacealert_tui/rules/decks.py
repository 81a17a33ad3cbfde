"""Virtual threat decks: the four piles the officers draw from, at a difficulty.

Rulebook §1: common threats are white (easy), yellow (hard) or both shuffled (mixed);
serious threats likewise, chosen separately; internal and external decks of one tier
use the same level. Deterministic for a seed, so a mission drawn by the app can be
drawn again (and a replay never needs the deck).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from spacealert_tui.rules.shuffle import MASK, shuffled
from spacealert_tui.rules.threats import CARDS

LEVELS = ("white", "yellow", "mixed")


def deck_cards(kind: str, serious: bool, level: str, card_set: str = "base") -> list[str]:
    """The card ids of one pile, in catalogue order."""
    if level not in LEVELS:
        raise ValueError(f"unknown difficulty {level!r} ({', '.join(LEVELS)})")
    colors = ("white", "yellow") if level == "mixed" else (level,)
    return sorted(cid for cid, cls in CARDS.items()
                  if cls.kind == kind and cls.serious == serious and cls.color in colors
                  and cls.set == card_set)


@dataclass
class ThreatDecks:
    """The four shuffled piles; `draw` takes the top card of one."""

    common_level: str = "white"
    serious_level: str = "white"
    seed: int = 0
    piles: dict[tuple[str, bool], list[str]] = field(default_factory=dict, init=False)

    def __post_init__(self) -> None:
        state = self.seed & MASK
        for kind in ("external", "internal"):
            for serious in (False, True):
                level = self.serious_level if serious else self.common_level
                pile, state = shuffled(deck_cards(kind, serious, level), state)
                self.piles[(kind, serious)] = pile

    def draw(self, kind: str, serious: bool) -> str:
        """The next card of that pile; an empty pile (never in a real mission) raises."""
        pile = self.piles[(kind, serious)]
        if not pile:
            raise LookupError(f"the {'serious' if serious else 'common'} {kind} deck is empty")
        return pile.pop()

    def remaining(self, kind: str, serious: bool) -> int:
        return len(self.piles[(kind, serious)])
