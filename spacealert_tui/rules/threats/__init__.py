"""The catalogue of threat cards the rules core implements.

Cards are classes defined in the family modules below; this module finds them and
answers "which card is E1-07?". Adding a card = adding a class to a family module.
"""
from __future__ import annotations

import importlib
import re

from spacealert_tui.rules.threats.base import ExternalThreat, InternalThreat, Threat

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


_TYPED_ID = re.compile(r"(S?[EI])?(\d)-?(\d{2,3})")


def normalise_card_id(text: str, *, kind: str | None = None,
                      serious: bool | None = None) -> tuple[str, ...]:
    """The card ids a typed id may mean, as people read them off a card: "E1-07",
    "e1-07", "e107", "E 1 07", or just "107" (the kind and seriousness then come from
    the announcement: `kind` "external"/"internal", `serious`). Only ids in the
    catalogue; several when the digits read two ways ("E3107" is E3-107; "107" may be
    E1-07 or, among The New Frontier's numbers, E3-107); () when none.
    The one place ids are read: the entry, the CLI and the expansion's ids share it."""
    typed = re.sub(r"[\s_.]", "", text).upper()
    match = _TYPED_ID.fullmatch(typed)
    if match is None:
        return ()
    prefix, tier, number = match[1], match[2], match[3]
    if prefix:
        prefixes: tuple[str, ...] = (prefix,)
    else:
        kinds = ("E", "I") if kind is None else ("E" if kind == "external" else "I",)
        tiers = ("", "S") if serious is None else ("S" if serious else "",)
        prefixes = tuple(s + k for s in tiers for k in kinds)
    readings = [f"{tier}-{number}"]
    if not prefix and len(tier + number) == 3:
        readings.append(f"3-{tier}{number}")      # a New Frontier number, read alone
    found = [p + r for r in readings for p in prefixes]
    return tuple(dict.fromkeys(c for c in found if c in CARDS))


_collect()

__all__ = ["CARDS", "ExternalThreat", "InternalThreat", "Threat", "card_class", "card_kind", "card_summons",
           "normalise_card_id"]
