"""Threat cards by the names printed on them in every language the app speaks.

Just above the rules core: it joins the cards (`rules.threats.CARDS`) with the compiled
catalogs (`i18n`), which the pure lookup (`rules.card_names`) cannot open itself. The
entry's threat fields, the card browser's filter and `spacealert cards NAME` all read
names through here, so a name means the same card on every screen and command.
"""
from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from spacealert_tui import i18n
from spacealert_tui.rules.card_names import Found, NameTable, find_card, names_in_order
from spacealert_tui.rules.threats import CARDS


@cache
def name_table() -> NameTable:
    """card id → {"en", "es", "pt"} → its printed name, read from the shipped catalogs."""
    catalogs = {code: i18n.load_translation(code) for code in i18n.LANGUAGES if code != "en"}
    table: dict[str, dict[str, str]] = {}
    for card_id, cls in CARDS.items():
        names = {"en": cls.name}
        names.update({code: catalog.gettext(cls.name) for code, catalog in catalogs.items()})
        table[card_id] = names
    return table


def find(text: str, language: str | None = None, ids: Iterable[str] | None = None) -> Found:
    """The card `text` names in the crew's language (default: the one installed), in
    English or in another language the app speaks; see `rules.card_names.find_card`."""
    return find_card(text, name_table(), language or i18n.current_language(), ids)


def names_of(card_id: str, language: str | None = None) -> list[str]:
    """A card's distinct names, the crew's language first, then English, then the others."""
    return [name for _code, name in names_in_order(card_id, name_table(), language or i18n.current_language())]
