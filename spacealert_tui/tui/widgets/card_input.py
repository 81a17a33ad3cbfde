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

from spacealert_tui import card_lookup
from spacealert_tui.i18n import _, current_language, pgettext
from spacealert_tui.record.draft import MissionDraft, ThreatEntry
from spacealert_tui.record.entry import level_word as level_word    # a deck's word, for the screens
from spacealert_tui.rules.card_ids import ID_IN_TEXT, TYPED_ID, canonical, id_candidates, is_expansion_id, known_ids
from spacealert_tui.rules.card_names import completions as complete_names
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


def slot_of(draft: MissionDraft, entry: ThreatEntry) -> CardSlot:
    """The slot of an announced threat's card, with the mission's difficulty for its tier."""
    level = draft.serious_level if entry.serious else draft.common_level
    return CardSlot(entry.turn, entry.kind, entry.serious, entry.zone, level,
                    card_sets=tuple(draft.card_sets))



def summons_slot(draft: MissionDraft, entry: ThreatEntry) -> CardSlot | None:
    """The slot of the card laid beside a summoner; None when the card summons nothing."""
    from spacealert_tui.rules.threats import card_summons
    kind = card_summons(entry.card) if entry.card else None
    if kind is None:
        return None
    return CardSlot(entry.turn, kind, zone=entry.zone, summoned_by=entry.card,
                    card_sets=tuple(draft.card_sets))




def card_label(card_id: str) -> str:
    """`E1-07 Fighter`."""
    cls = CARDS.get(card_id)
    return card_id if cls is None else f"{card_id} {tr(cls.name)}"


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


def fitting(slot: CardSlot, used: Mapping[str, str]) -> list[str]:
    """The cards that may be this announcement's: they fit it and are not drawn elsewhere."""
    return [card_id for card_id in sorted(CARDS) if card_id not in used and fits(card_id, slot)]


@dataclass(frozen=True)
class Reading:
    """What a typed text means: a card (`card`), or why not (`error`), and the candidates.

    `ask` is set when the text names several cards a crew cannot tell apart by it (a
    name two cards share, the start of several names): the entry asks which, never
    choosing one itself."""

    card: str | None = None
    error: str | None = None
    matches: tuple[str, ...] = ()
    ask: bool = False


def read_card(text: str, slot: CardSlot, used: Mapping[str, str]) -> Reading:
    """Turn what was typed into a card for this slot, or say why it cannot be one.

    A whole name is looked up among every card first, so that `caza` is the Fighter even
    when the Fighter does not fit (the crew hears why) rather than another *Caza…* that
    does; a prefix or a part of a name is looked up among the cards that fit."""
    text = text.strip()
    if not text:
        return Reading()
    typed = TYPED_ID.match(text) or CARD_ID.search(text)
    if typed:
        return _read_id(typed[0], slot, used)
    if LOOSE_ID.match(text):
        return Reading(error=_("there is no card {card} (`spacealert cards` lists them)").format(card=text.upper()))
    anywhere = card_lookup.find(text)
    if anywhere.how == "name":
        if anywhere.card is not None:
            why = problem(anywhere.card, slot, used)
            return Reading(error=why) if why else Reading(card=anywhere.card, matches=(anywhere.card,))
        open_ = tuple(c for c in anywhere.candidates if problem(c, slot, used) is None)
        if not open_:
            return Reading(error=problem(anywhere.candidates[0], slot, used), matches=anywhere.candidates)
        return Reading(matches=anywhere.candidates, ask=True)
    here = card_lookup.find(text, ids=fitting(slot, used))
    if here.card is not None:
        return Reading(card=here.card, matches=(here.card,))
    if here.candidates:
        return Reading(matches=here.candidates, ask=True)
    # nothing fits: is it a card of another kind, tier or colour?
    if anywhere.card is not None:
        return Reading(error=problem(anywhere.card, slot, used))
    if anywhere.candidates:
        shown = anywhere.candidates
        cards = ", ".join(shown[:4]) + ("…" if len(shown) > 4 else "")
        return Reading(error=_("nothing matches {text} as {slot} ({cards} do not fit)").format(
            text=repr(text), slot=slot.describe(), cards=cards))
    return Reading(error=_("no threat card matches {text}").format(text=repr(text)))


def choices(reading: Reading, slot: CardSlot, used: Mapping[str, str]) -> list[tuple[str, str, str | None]]:
    """(card id, what tells it apart, why it cannot be this card or None) for each card a
    reading leaves open: what the entry shows when it asks which card was meant."""
    from spacealert_tui.rules.card_text import card_json, telling_apart
    told = telling_apart([card_json(CARDS[c]) for c in reading.matches])
    return [(c, told[c], problem(c, slot, used)) for c in reading.matches]


def choices_line(reading: Reading, slot: CardSlot, used: Mapping[str, str]) -> str:
    """The candidates of an ambiguous reading in one line, each with its id and what tells it apart."""
    parts = []
    for card_id, told, why in choices(reading, slot, used)[:4]:
        part = card_label(card_id) + (f" ({told})" if told else "")
        parts.append(part + (" ✗" if why else ""))
    more = len(reading.matches) - 4
    line = " · ".join(parts) + (" …" if more > 0 else "")
    return _("which card? {cards} — type its id, or Enter to choose").format(cards=line)


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
    """An inline completion of `value`: the first fitting card whose id or name starts
    with it, names in the crew's language first, shown with the card's id. None when
    `value` is already a whole printed name and the completion another card's: `caza`
    is *Caza* (ruling CN1), and Enter must not take *Caza fantasma* for it."""
    if not value.strip():
        return None
    found = complete_names(value, card_lookup.name_table(), current_language(), fitting(slot, used))
    if not found:
        return None
    card_id, name = found[0]
    whole = card_lookup.find(value)
    if whole.how == "name" and card_id not in (whole.card, *whole.candidates):
        return None
    if card_id.casefold().startswith(value.strip().casefold()):
        return card_label(card_id)
    return f"{name} ({card_id})"


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
