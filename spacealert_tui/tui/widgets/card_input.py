"""Naming a threat card drawn for an announcement: matching, checking, completing.

`CardSlot` is what the computer announced (T+n, internal or external, zone, serious
or common) plus the mission's difficulty; `read_card(text, slot, used)` turns what
the crew typed ("E1-07", "e107", "SE3-105", "3105", "fighter", "Caza furtivo", "stealth") into a card
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

from spacealert_tui.rules.card_ids import ID_IN_TEXT, TYPED_ID, canonical, id_candidates, is_expansion_id, known_ids
from spacealert_tui.rules.decks import LEVEL_COLORS
from spacealert_tui.rules.threats import CARDS

logger = logging.getLogger(__name__)

CARD_ID = ID_IN_TEXT
LOOSE_ID = re.compile(r"s?[ei]\d+-?\d+$", re.IGNORECASE)     # shaped like an id, but none


@dataclass(frozen=True)
class CardSlot:
    """An announced threat and the decks it is drawn from."""

    turn: int
    kind: str                  # external | internal
    serious: bool = False
    zone: str | None = None
    level: str = "white"       # the difficulty of this tier (rules.decks.LEVELS)
    summoned_by: str | None = None   # the summoner this card is laid beside: any tier or colour
    card_sets: tuple[str, ...] = ("base",)   # the boxes the crew's decks hold

    def describe(self) -> str:
        if self.summoned_by:
            return f"an {self.kind} threat to lay beside {self.summoned_by}"
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
    if cls.set not in slot.card_sets:
        return False
    if slot.summoned_by:
        return cls.kind == slot.kind and cls.summons is None
    return (cls.kind == slot.kind and cls.serious == slot.serious
            and cls.color in LEVEL_COLORS.get(slot.level, ("white", "yellow")))


def problem(card_id: str, slot: CardSlot, used: Mapping[str, str]) -> str | None:
    """Why `card_id` cannot be the card of `slot` (None if it can).

    `used` maps cards already named for other announcements to where ("T+2, blue zone").
    """
    cls = CARDS[card_id]
    label = card_label(card_id)
    if cls.set not in slot.card_sets:
        return (f"{label} is a card of The New Frontier, which this mission's decks do not hold "
                "(the settings say whether you own it)")
    if slot.summoned_by:
        return _summons_problem(card_id, slot, used)
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
                f"{' and '.join(allowed)}")
    if card_id in used:
        return f"{label} was already drawn for {used[card_id]} (each card exists once)"
    return None


def _summons_problem(card_id: str, slot: CardSlot, used: Mapping[str, str]) -> str | None:
    """Why `card_id` cannot lie beside the summoner, in the words of the record's checks."""
    cls = CARDS[card_id]
    if cls.kind != slot.kind:
        return f"{slot.summoned_by} summons an {slot.kind} threat; {card_id} is {cls.kind}"
    if cls.summons is not None:
        return (f"{card_id} summons a threat itself: a card laid beside a summoner cannot be one "
                "(ruling NC3)")
    if card_id in used:
        return f"{card_id} is also drawn for {used[card_id]}: one card cannot be both"
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
    typed = TYPED_ID.match(text) or CARD_ID.search(text)
    if typed:
        return _read_id(typed[0], slot, used)
    if LOOSE_ID.match(text):
        return Reading(error=f"there is no card {text.upper()} (`spacealert cards` lists them)")
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


def _read_id(text: str, slot: CardSlot, used: Mapping[str, str]) -> Reading:
    """An id as typed (`SE3-105`, `e3105`, `3-105`, `e107`, `107`): what the letters
    leave open, the announcement settles."""
    found = id_candidates(text, known_ids())
    if not found:
        return Reading(error=f"there is no card {text.strip().upper()} (`spacealert cards` lists them)")
    shaped = [cid for cid in found if _shape_fits(cid, slot)]
    exact = canonical(text)
    letters = TYPED_ID.match(text)
    typed_letters = ((letters[1] or "") + (letters[2] or "")) if letters else "?"
    if exact is not None and exact.split("-")[0][:-1] == typed_letters.upper():
        card_id = exact                   # the whole id was typed: it means that card
    elif exact in shaped:
        card_id = exact
    elif len(shaped) > 1:
        return Reading(error=f"{text.strip()} may be {', '.join(shaped)}: type the whole id")
    else:
        card_id = shaped[0] if shaped else found[0]
    if card_id not in CARDS:
        if is_expansion_id(card_id):
            return Reading(error=f"{card_id} is a New Frontier card this version does not play yet")
        return Reading(error=f"there is no card {card_id} (`spacealert cards` lists them)")
    why = problem(card_id, slot, used)
    return Reading(error=why) if why else Reading(card=card_id)


def _shape_fits(card_id: str, slot: CardSlot) -> bool:
    """Whether the id's letters (S, E or I) are those of the announcement."""
    letters = card_id.split("-")[0][:-1]
    if slot.summoned_by:
        return letters[-1] == ("E" if slot.kind == "external" else "I")
    return letters == ("S" if slot.serious else "") + ("E" if slot.kind == "external" else "I")


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
