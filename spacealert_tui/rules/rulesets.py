"""Which ruleset resolves a record: the base game, or The New Frontier.

A ruleset is a `Game` subclass (python-chess's variants are the model: a board class
per variant, overriding what the variant changes). The base game's `Game` resolves a
record that needs nothing else, so base-game missions keep the base game's speed.
"""
from __future__ import annotations

from spacealert_tui.rules.game import Game
from spacealert_tui.rules.new_frontier.game import NewFrontierGame
from spacealert_tui.rules.record import GameRecord
from spacealert_tui.rules.threats import CARDS

BASE_SETS = frozenset({"base"})
# the base game's card ids, gathered once: a set lookup by id, where reading each drawn
# card class's `set` (a class attribute, through its MRO) was a fiftieth of a base mission
BASE_CARD_IDS = frozenset(card_id for card_id, card in CARDS.items() if card.set in BASE_SETS)


def needs_new_frontier(record: GameRecord) -> bool:
    """A record needs The New Frontier when it declares one of its rules, or draws
    (or summons) one of its threat cards, or gives a crew member a specialization: the
    cards and the specializations need no flag."""
    # plain loops, not `any(...)`: this runs before every resolution
    if record.rules:
        return True
    for member in record.crew:
        if member.specialization is not None:
            return True
    for draw in record.threats:     # noqa: SIM110 (a loop: see above)
        if draw.summons is not None or draw.card not in BASE_CARD_IDS:
            return True
    return False


def game_class(record: GameRecord) -> type[Game]:
    """The ruleset that resolves this record."""
    return NewFrontierGame if needs_new_frontier(record) else Game


def resolver_class(record: GameRecord) -> type[Game]:
    """The class that resolves this record: its ruleset's, less the mechanics the record
    never meets (`Game.lean_class`); the same result, fewer calls."""
    return game_class(record).lean_class(record)
