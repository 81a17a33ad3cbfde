"""The catalogue of threat cards the rules core implements.

Cards are classes defined in the family modules below; this module finds them and
answers "which card is E1-07?". Adding a card = adding a class to a family module.
"""
from __future__ import annotations

import importlib

from spacealert_tui.rules.threats.base import ExternalThreat, InternalThreat, Threat, give_own_copies

FAMILY_MODULES = (
    "spacealert_tui.rules.threats.external_common",
    "spacealert_tui.rules.threats.external_serious",
    "spacealert_tui.rules.threats.internal_common",
    "spacealert_tui.rules.threats.internal_serious",
    # The New Frontier (rules/new_frontier/threats), by mechanic family
    "spacealert_tui.rules.new_frontier.threats.plasmatic",
    "spacealert_tui.rules.new_frontier.threats.carriers",
    "spacealert_tui.rules.new_frontier.threats.megashields",
    "spacealert_tui.rules.new_frontier.threats.energy_beasts",
    "spacealert_tui.rules.new_frontier.threats.singular",
    "spacealert_tui.rules.new_frontier.threats.phasing",
    "spacealert_tui.rules.new_frontier.threats.polarized",
    "spacealert_tui.rules.new_frontier.threats.jumpers",
    "spacealert_tui.rules.new_frontier.threats.phasing_internal",
    "spacealert_tui.rules.new_frontier.threats.spanning",
    "spacealert_tui.rules.new_frontier.threats.summoners",
    "spacealert_tui.rules.new_frontier.threats.weapon_malfunctions",
    "spacealert_tui.rules.new_frontier.threats.hazards",
    "spacealert_tui.rules.new_frontier.threats.creatures",
    "spacealert_tui.rules.new_frontier.threats.anomalies",
)

CARDS: dict[str, type[ExternalThreat] | type[InternalThreat]] = {}


def _collect() -> None:
    for name in FAMILY_MODULES:
        module = importlib.import_module(name)
        for value in vars(module).values():
            if (isinstance(value, type) and issubclass(value, (ExternalThreat, InternalThreat))
                    and "id" in vars(value) and value.__module__ == module.__name__):
                if value.id in CARDS:
                    raise RuntimeError(f"card {value.id} defined twice")
                CARDS[value.id] = value
    give_own_copies(list(CARDS.values()))


def card_class(card_id: str) -> type[Threat]:
    return CARDS[card_id]


def card_kind(card_id: str) -> str | None:
    """'external', 'internal', or None for an unknown card id."""
    cls = CARDS.get(card_id)
    return None if cls is None else cls.kind


def card_summons(card_id: str) -> str | None:
    """The kind of threat ('internal' or 'external') a summoner calls; None for the others."""
    cls = CARDS.get(card_id)
    return None if cls is None else cls.summons


_collect()

__all__ = ["CARDS", "ExternalThreat", "InternalThreat", "Threat", "card_class", "card_kind", "card_summons"]
