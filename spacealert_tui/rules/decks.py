"""Virtual threat decks: the four piles the officers draw from, at a difficulty.

Rulebook §1: common threats are white (easy), yellow (hard) or both shuffled (mixed);
serious threats likewise, chosen separately; internal and external decks of one tier
use the same level. *The New Frontier* (expansion rulebook p.3, *Nuevas amenazas*)
adds a red tier, played alone, with yellow, or with yellow and white (red with white
alone is discouraged, so not offered), and its white and yellow cards are shuffled
into the base decks of their colour when the crew owns it.

The piles are read off the catalogue (colour, seriousness, kind, set), so a card the
rules core gains joins its pile without a change here. Deterministic for a seed, so a
mission drawn by the app can be drawn again (and a replay never needs the deck).
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from spacealert_tui.rules.shuffle import MASK, shuffled
from spacealert_tui.rules.threats import CARDS

#: The colours of cards each difficulty level shuffles together.
LEVEL_COLORS: dict[str, tuple[str, ...]] = {
    "white": ("white",), "yellow": ("yellow",), "mixed": ("white", "yellow"),
    "red": ("red",), "red+yellow": ("yellow", "red"), "all": ("white", "yellow", "red"),
}
BASE_LEVELS = ("white", "yellow", "mixed")
EXPANSION_LEVELS = ("red", "red+yellow", "all")
LEVELS = BASE_LEVELS + EXPANSION_LEVELS
BASE_SETS = ("base",)
EXPANSION = "new_frontier"
ALL_SETS = ("base", EXPANSION)


def level_colors(level: str) -> tuple[str, ...]:
    """The colours of `level`; an unknown level is refused naming the known ones."""
    try:
        return LEVEL_COLORS[level]
    except KeyError:
        raise ValueError(f"unknown difficulty {level!r} ({', '.join(LEVELS)})") from None


def levels_for(card_sets: Iterable[str]) -> tuple[str, ...]:
    """The levels a crew owning `card_sets` can play: the red ones need the expansion."""
    return LEVELS if EXPANSION in card_sets else BASE_LEVELS


def level_problem(level: str, card_sets: Iterable[str]) -> str | None:
    """Why `level` cannot be played with `card_sets` (None if it can)."""
    level_colors(level)
    if level not in levels_for(card_sets):
        return f"the {level} difficulty needs The New Frontier's red cards"
    return None


def deck_cards(kind: str, serious: bool, level: str,
               card_sets: str | Iterable[str] = BASE_SETS) -> list[str]:
    """The card ids of one pile, in catalogue order."""
    colors = level_colors(level)
    sets = (card_sets,) if isinstance(card_sets, str) else tuple(card_sets)
    return sorted(cid for cid, cls in CARDS.items()
                  if cls.kind == kind and cls.serious == serious and cls.color in colors
                  and cls.set in sets)


@dataclass
class ThreatDecks:
    """The four shuffled piles; `draw` takes the top card of one.

    `card_sets` are the boxes the crew owns (`("base",)`, or with `"new_frontier"`).
    """

    common_level: str = "white"
    serious_level: str = "white"
    seed: int = 0
    card_sets: tuple[str, ...] = BASE_SETS
    piles: dict[tuple[str, bool], list[str]] = field(default_factory=dict, init=False)

    def __post_init__(self) -> None:
        self.card_sets = tuple(self.card_sets)
        for level in (self.common_level, self.serious_level):
            why = level_problem(level, self.card_sets)
            if why:
                raise ValueError(why)
        state = self.seed & MASK
        for kind in ("external", "internal"):
            for serious in (False, True):
                level = self.serious_level if serious else self.common_level
                pile, state = shuffled(deck_cards(kind, serious, level, self.card_sets), state)
                self.piles[(kind, serious)] = pile

    def draw(self, kind: str, serious: bool) -> str:
        """The next card of that pile; an empty pile raises LookupError."""
        pile = self.piles[(kind, serious)]
        if not pile:
            raise LookupError(f"the {'serious' if serious else 'common'} {kind} deck is empty")
        return pile.pop()

    def deal(self, kind: str, serious: bool) -> tuple[str, str | None]:
        """The next card of a pile and, for a summoner, the card laid beside it at once
        (expansion rulebook p.8); None beside it when no card is left for it."""
        card = self.draw(kind, serious)
        summons = CARDS[card].summons
        if summons is None:
            return card, None
        try:
            return card, self.draw_summoned(summons)
        except LookupError:
            return card, None

    def draw_summoned(self, kind: str) -> str:
        """The card an officer lays beside a summoner: the next common card of `kind`
        that does not summon itself (ruling NC3), else the next serious one."""
        for serious in (False, True):
            pile = self.piles[(kind, serious)]
            for i in range(len(pile) - 1, -1, -1):
                if CARDS[pile[i]].summons is None:
                    return pile.pop(i)
        raise LookupError(f"no {kind} card left to lay beside a summoner")

    def remaining(self, kind: str, serious: bool) -> int:
        return len(self.piles[(kind, serious)])
