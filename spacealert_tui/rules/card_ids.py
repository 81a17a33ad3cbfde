"""Card ids as people read them off the card: `E3-105`, `e3105`, `3-105`, `e107`, `107`.

A card's id is its seriousness (S), kind (E or I), colour (1 white, 2 yellow, 3 red),
then its number: two digits in the base game (`E1-07`), three from 101 in *The New
Frontier* (`SE3-105`). Typed ids may drop the dash, the letters, and a base number's
leading zero is the colour's digit run together (`107` is colour 1, number 07). What
the letters leave open (external or internal, common or serious) the caller settles:
the entry screen knows which announcement the card is for.
"""
from __future__ import annotations

import re
from collections.abc import Iterable

#: The expansion's 48 threat cards (its card list; the catalogue grows as the rules
#: core implements them), so an id of a card not played yet is told from a typo.
EXPANSION_IDS: tuple[str, ...] = tuple(
    f"{prefix}{color}-{number}"
    for prefix, counts in (("E", (2, 3, 9)), ("SE", (2, 3, 9)), ("I", (1, 2, 7)), ("SI", (1, 2, 7)))
    for color, count in zip((1, 2, 3), counts)
    for number in range(101, 101 + count))

TYPED_ID = re.compile(r"^\s*(s)?\s*([ei])?\s*([123])\s*[-‐–]?\s*(\d{2,3})\s*$", re.IGNORECASE)
ID_IN_TEXT = re.compile(r"\b(s?[ei][123]-?\d{2,3})\b", re.IGNORECASE)


def _shape(card_id: str) -> tuple[str, str, int] | None:
    """(letters, colour digit, number) of a well-formed id."""
    found = re.fullmatch(r"(S?[EI])([123])-(\d{2,3})", card_id)
    return None if found is None else (found[1], found[2], int(found[3]))


def id_candidates(text: str, ids: Iterable[str]) -> list[str]:
    """The ids among `ids` that `text` may stand for, the exact reading first.

    Empty when `text` is not shaped like an id. Letters typed must match (`e` is
    `E` or `SE`, `se` only `SE`); letters left out match any.
    """
    found = TYPED_ID.match(text)
    if not found:
        return []
    serious, kind, color, digits = found[1], found[2], found[3], found[4]
    number = int(digits)
    exact: list[str] = []
    loose: list[str] = []
    for card_id in ids:
        shape = _shape(card_id)
        if shape is None or shape[1] != color or shape[2] != number:
            continue
        letters = shape[0]
        if kind and letters[-1] != kind.upper():
            continue
        if serious and not letters.startswith("S"):
            continue
        typed = (serious or "").upper() + (kind or "").upper()
        (exact if typed == letters else loose).append(card_id)
    return sorted(exact) + sorted(loose)


def known_ids() -> list[str]:
    """Every card id: the catalogue's and the expansion's cards not implemented yet."""
    from spacealert_tui.rules.threats import CARDS
    return sorted(set(CARDS) | set(EXPANSION_IDS))


def canonical(text: str, ids: Iterable[str] | None = None) -> str | None:
    """The one id `text` means: the card whose id is exactly what was typed (letters
    and all), else the only candidate; None when it is not an id or is ambiguous."""
    found = id_candidates(text, known_ids() if ids is None else ids)
    typed = TYPED_ID.match(text)
    if not found or typed is None:
        return None
    letters = ((typed[1] or "") + (typed[2] or "")).upper()
    exact = [c for c in found if c.split("-")[0][:-1] == letters]
    if len(exact) == 1:
        return exact[0]
    return found[0] if len(found) == 1 else None


def is_expansion_id(card_id: str) -> bool:
    return card_id in EXPANSION_IDS
