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

from spacealert_tui.i18n import _, pgettext
from spacealert_tui.rules.card_ids import ID_IN_TEXT, TYPED_ID, canonical, id_candidates, is_expansion_id, known_ids
from spacealert_tui.rules.decks import LEVEL_COLORS
from spacealert_tui.rules.text import tr
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
            if self.kind == "external":
                return _("an external threat to lay beside {card}").format(card=self.summoned_by)
            return _("an internal threat to lay beside {card}").format(card=self.summoned_by)
        if self.kind == "external":
            zone = pgettext("zone", self.zone) if self.zone else ""
            if self.serious:
                return _("a serious external threat in the {zone} zone").format(zone=zone)
            return _("a common external threat in the {zone} zone").format(zone=zone)
        return _("a serious internal threat") if self.serious else _("a common internal threat")


def level_word(level: str) -> str:
    """A deck's difficulty ("white", "mixed", "red+yellow") in the crew's language."""
    words = {"white": pgettext("deck", "white"), "yellow": pgettext("deck", "yellow"),
             "red": pgettext("deck", "red"), "mixed": pgettext("deck", "mixed"),
             "red+yellow": pgettext("deck", "red+yellow"), "all": pgettext("deck", "all")}
    return words.get(level, level)


def card_label(card_id: str) -> str:
    """`E1-07 Fighter`."""
    cls = CARDS.get(card_id)
    return card_id if cls is None else f"{card_id} {tr(cls.name)}"


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
        return _("{card} is a card of The New Frontier, which this mission's decks do not hold "
                 "(the settings say whether you own it)").format(card=label)
    if slot.summoned_by:
        return _summons_problem(card_id, slot, used)
    if cls.kind != slot.kind:
        if slot.kind == "external":
            zone = pgettext("zone", slot.zone) if slot.zone else ""
            return _("{card} is an internal threat; T+{turn} announced an external threat "
                     "(zone {zone})").format(card=label, turn=slot.turn, zone=zone)
        return _("{card} is an external threat; T+{turn} announced an internal threat "
                 "(no zone)").format(card=label, turn=slot.turn)
    if cls.serious != slot.serious:
        if cls.serious:
            return _("{card} is a serious threat; T+{turn} announced a common one").format(
                card=label, turn=slot.turn)
        return _("{card} is a common threat; T+{turn} announced a serious one").format(
            card=label, turn=slot.turn)
    allowed = LEVEL_COLORS.get(slot.level, ("white", "yellow"))
    if cls.color not in allowed:
        colours = _(" and ").join(pgettext("card color", c) for c in allowed)
        if slot.serious:
            return _("{card} is a {colour} card; this mission's serious threats are {colours}").format(
                card=label, colour=pgettext("card color", cls.color), colours=colours)
        return _("{card} is a {colour} card; this mission's common threats are {colours}").format(
            card=label, colour=pgettext("card color", cls.color), colours=colours)
    if card_id in used:
        return _("{card} was already drawn for {where} (each card exists once)").format(
            card=label, where=used[card_id])
    return None


def _summons_problem(card_id: str, slot: CardSlot, used: Mapping[str, str]) -> str | None:
    """Why `card_id` cannot lie beside the summoner, in the words of the record's checks."""
    cls = CARDS[card_id]
    if cls.kind != slot.kind:
        if slot.kind == "external":
            return _("{summoner} summons an external threat; {card} is internal").format(
                summoner=slot.summoned_by, card=card_id)
        return _("{summoner} summons an internal threat; {card} is external").format(
            summoner=slot.summoned_by, card=card_id)
    if cls.summons is not None:
        return _("{card} summons a threat itself: a card laid beside a summoner cannot be one "
                 "(ruling NC3)").format(card=card_id)
    if card_id in used:
        return _("{card} is also drawn for {where}: one card cannot be both").format(
            card=card_id, where=used[card_id])
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
        return Reading(error=_("there is no card {card} (`spacealert cards` lists them)").format(card=text.upper()))
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
        cards = ", ".join(anywhere[:4]) + ("…" if len(anywhere) > 4 else "")
        return Reading(error=_("nothing matches {text} as {slot} ({cards} do not fit)").format(
            text=repr(text), slot=slot.describe(), cards=cards))
    return Reading(error=_("no threat card matches {text}").format(text=repr(text)))


def _read_id(text: str, slot: CardSlot, used: Mapping[str, str]) -> Reading:
    """An id as typed (`SE3-105`, `e3105`, `3-105`, `e107`, `107`): what the letters
    leave open, the announcement settles."""
    found = id_candidates(text, known_ids())
    if not found:
        return Reading(error=_("there is no card {card} (`spacealert cards` lists them)").format(
            card=text.strip().upper()))
    shaped = [cid for cid in found if _shape_fits(cid, slot)]
    exact = canonical(text)
    letters = TYPED_ID.match(text)
    typed_letters = ((letters[1] or "") + (letters[2] or "")) if letters else "?"
    if exact is not None and exact.split("-")[0][:-1] == typed_letters.upper():
        card_id = exact                   # the whole id was typed: it means that card
    elif exact in shaped:
        card_id = exact
    elif len(shaped) > 1:
        return Reading(error=_("{text} may be {cards}: type the whole id").format(
            text=text.strip(), cards=", ".join(shaped)))
    else:
        card_id = shaped[0] if shaped else found[0]
    if card_id not in CARDS:
        if is_expansion_id(card_id):
            return Reading(error=_("{card} is a New Frontier card this version does not play yet").format(
                card=card_id))
        return Reading(error=_("there is no card {card} (`spacealert cards` lists them)").format(card=card_id))
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
