"""Naming a threat card drawn for an announcement: matching, checking, completing.

`CardSlot` is what the computer announced (T+n, internal or external, zone, serious
or common) plus the mission's difficulty; `read_card(text, slot, used)` turns what
the crew typed ("E1-07", "e1-07", "e107", "107", "fighter", "Caza furtivo", "stealth") into a card
id, or says why it cannot be that card: another kind, the other seriousness, the
other colour than the decks in play, or a card already drawn for another
announcement (each card exists once in the box). `CardSuggester` completes what is
typed inline (accept with → or enter), offering only cards that fit the slot.

No Textual here except the suggester, so the screens and the tests share the logic.
"""
from __future__ import annotations

import logging
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from textual.suggester import Suggester

from spacealert_tui.rules.threats import CARDS, normalise_card_id

logger = logging.getLogger(__name__)

LEVEL_COLORS = {"white": ("white",), "yellow": ("yellow",), "mixed": ("white", "yellow")}
CARD_ID = re.compile(r"\b(s?[ei]\d-\d{2,3})\b", re.IGNORECASE)


@dataclass(frozen=True)
class CardSlot:
    """An announced threat and the decks it is drawn from."""

    turn: int
    kind: str                  # external | internal
    serious: bool = False
    zone: str | None = None
    level: str = "white"       # the difficulty of this tier: white | yellow | mixed

    def describe(self) -> str:
        tier = "serious" if self.serious else "common"
        where = f"external threat in the {self.zone} zone" if self.kind == "external" else "internal threat"
        return f"a {tier} {where}"


def card_label(card_id: str) -> str:
    """`E1-07 Fighter`."""
    cls = CARDS.get(card_id)
    return card_id if cls is None else f"{card_id} {cls.name}"


def names_of(card_id: str) -> tuple[str, ...]:
    cls = CARDS[card_id]
    return tuple(n for n in (cls.name, cls.name_es) if n)


def fits(card_id: str, slot: CardSlot) -> bool:
    cls = CARDS[card_id]
    return (cls.kind == slot.kind and cls.serious == slot.serious
            and cls.color in LEVEL_COLORS.get(slot.level, ("white", "yellow")))


def problem(card_id: str, slot: CardSlot, used: Mapping[str, str]) -> str | None:
    """Why `card_id` cannot be the card of `slot` (None if it can).

    `used` maps cards already named for other announcements to where ("T+2, blue zone").
    """
    cls = CARDS[card_id]
    label = card_label(card_id)
    if cls.kind != slot.kind:
        wanted = (f"an external threat (zone {slot.zone})" if slot.kind == "external"
                  else "an internal threat (no zone)")
        return f"{label} is an {cls.kind} threat; T+{slot.turn} announced {wanted}"
    if cls.serious != slot.serious:
        return (f"{label} is a {'serious' if cls.serious else 'common'} threat; "
                f"T+{slot.turn} announced a {'serious' if slot.serious else 'common'} one")
    allowed = LEVEL_COLORS.get(slot.level, ("white", "yellow"))
    if cls.color not in allowed:
        tier = "serious" if slot.serious else "common"
        return (f"{label} is a {cls.color} card; this mission's {tier} threats are "
                f"{slot.level if slot.level != 'mixed' else 'white and yellow'}")
    if card_id in used:
        return f"{label} was already drawn for {used[card_id]} (each card exists once)"
    return None


def candidates(text: str, slot: CardSlot, used: Mapping[str, str]) -> list[str]:
    """Cards that fit the slot, are not drawn yet, and contain `text` in their id or a name."""
    needle = text.strip().casefold()
    out = []
    for card_id in sorted(CARDS):
        if card_id in used or not fits(card_id, slot):
            continue
        hay = " ".join((card_id,) + names_of(card_id)).casefold()
        if needle in hay:
            out.append(card_id)
    return out


@dataclass(frozen=True)
class Reading:
    """What a typed text means: a card (`card`), or why not (`error`), and the candidates."""

    card: str | None = None
    error: str | None = None
    matches: tuple[str, ...] = ()


def read_card(text: str, slot: CardSlot, used: Mapping[str, str]) -> Reading:
    """Turn what was typed into a card for this slot, or say why it cannot be one."""
    text = text.strip()
    if not text:
        return Reading()
    typed = normalise_card_id(text, kind=slot.kind, serious=slot.serious)
    if typed:
        fitting = [cid for cid in typed if problem(cid, slot, used) is None]
        if len(fitting) == 1:
            return Reading(card=fitting[0], matches=typed)
        if not fitting:
            return Reading(error=problem(typed[0], slot, used), matches=typed)
        return Reading(matches=tuple(fitting))
    found = CARD_ID.search(text)
    if found:
        card_id = found[1].upper()
        if card_id not in CARDS:
            return Reading(error=f"there is no card {card_id} (`spacealert cards` lists them)")
        why = problem(card_id, slot, used)
        return Reading(error=why) if why else Reading(card=card_id)
    folded = text.casefold()
    exact = [cid for cid in sorted(CARDS) if any(n.casefold() == folded for n in names_of(cid))]
    if exact:
        fitting = [cid for cid in exact if problem(cid, slot, used) is None]
        if fitting:
            return Reading(card=fitting[0], matches=tuple(exact))
        return Reading(error=problem(exact[0], slot, used), matches=tuple(exact))
    matches = candidates(text, slot, used)
    if len(matches) == 1:
        return Reading(card=matches[0], matches=tuple(matches))
    if matches:
        return Reading(matches=tuple(matches))
    # nothing fits: is it a card of another kind, tier or colour?
    anywhere = [cid for cid in sorted(CARDS)
                if folded in " ".join((cid,) + names_of(cid)).casefold()]
    if len(anywhere) == 1:
        return Reading(error=problem(anywhere[0], slot, used))
    if anywhere:
        return Reading(error=f"no {slot.describe()} matches {text!r} "
                       f"({', '.join(anywhere[:4])}{'…' if len(anywhere) > 4 else ''} do not fit)")
    return Reading(error=f"no threat card matches {text!r}")


def completion(value: str, slot: CardSlot, used: Mapping[str, str]) -> str | None:
    """An inline completion of `value`: the first fitting card whose id or name starts with it."""
    folded = value.casefold()
    if not folded.strip():
        return None
    for card_id in sorted(CARDS):
        if card_id in used or not fits(card_id, slot):
            continue
        if card_id.casefold().startswith(folded):
            return card_label(card_id)
        for name in names_of(card_id):
            if name.casefold().startswith(folded):
                return f"{name} ({card_id})"
    return None


class CardSuggester(Suggester):
    """Inline completion for one announcement; `context()` gives (slot, used) when asked."""

    def __init__(self, context: Callable[[], tuple[CardSlot, Mapping[str, str]]]) -> None:
        super().__init__(use_cache=False, case_sensitive=False)
        self.context = context

    async def get_suggestion(self, value: str) -> str | None:
        try:
            slot, used = self.context()
            return completion(value, slot, used)
        except Exception:   # noqa: BLE001 - a completion must never break typing
            logger.warning("a card completion failed", exc_info=True)
            return None
