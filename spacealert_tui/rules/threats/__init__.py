"""The catalogue of threat cards the rules core implements.

Cards are classes defined in the family modules below; this module finds them and
answers "which card is E1-07?". Adding a card = adding a class to a family module.
"""
from __future__ import annotations

import importlib

from spacealert_tui.rules.threats.base import ExternalThreat, InternalThreat, Threat

FAMILY_MODULES = (
    "external_common", "external_serious",
    "internal_common", "internal_serious",
)

CARDS: dict[str, type[ExternalThreat] | type[InternalThreat]] = {}


def _collect() -> None:
    for name in FAMILY_MODULES:
        module = importlib.import_module(f"{__name__}.{name}")
        for value in vars(module).values():
            if (isinstance(value, type) and issubclass(value, (ExternalThreat, InternalThreat))
                    and "id" in vars(value) and value.__module__ == module.__name__):
                if value.id in CARDS:
                    raise RuntimeError(f"card {value.id} defined twice")
                CARDS[value.id] = value


def card_class(card_id: str) -> type[Threat]:
    return CARDS[card_id]


def card_kind(card_id: str) -> str | None:
    """'external', 'internal', or None for an unknown card id."""
    cls = CARDS.get(card_id)
    return None if cls is None else cls.kind


_collect()

__all__ = ["CARDS", "ExternalThreat", "InternalThreat", "Threat", "card_class", "card_kind"]
