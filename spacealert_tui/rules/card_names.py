"""Threat cards by what a crew reads off them: the id, or the name printed in any language.

One lookup for the entry's threat fields, the card browser and `spacealert cards NAME`
(issue 21: a Spanish crew typing `caza` must get the Fighter, never the Stealth Fighter).
The rules core stays pure: the printed names come in as a `NameTable` built by the layer
above from the catalogs (`spacealert_tui.card_lookup`); nothing here opens a file.

How a text is read (`find_card`):

1. shaped like an id (`E1-07`, `e107`, `107`, `se3105`): that card, or every id it may be;
2. a whole name, case and accents ignored (`caca invisivel`): the crew's language is
   asked first, then English, then the other languages. An exact name beats a prefix
   (`caza` is E1-07 *Caza*, not E1-03 *Caza furtivo*);
3. the start of a name or of a word of it (`caza f`, `furtivo`), then a part of one (`visiv`).

A name that two cards share (the two *Saltador*) and a prefix of several names are never
settled here: `Found.card` is None and `Found.candidates` lists each id, so that the caller
asks which, or refuses with every candidate named.
"""
from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from spacealert_tui.rules.card_ids import TYPED_ID, canonical, id_candidates

#: card id → language code → the name printed on the card in that language.
NameTable = Mapping[str, Mapping[str, str]]

_NOT_WORD = re.compile(r"[\W_]+")


def fold(text: str) -> str:
    """`text` as compared: no case, no accents, punctuation as spaces (`¡Descompresión!`
    is `descompresion`, `Man-of-War` is `man of war`, `Caça` is `caca`)."""
    decomposed = unicodedata.normalize("NFKD", text)
    bare = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return " ".join(_NOT_WORD.sub(" ", bare.casefold()).split())


@dataclass(frozen=True)
class Found:
    """What a typed text names: one card, or the candidates it may be (never both)."""

    card: str | None = None
    candidates: tuple[str, ...] = ()
    how: str = ""          # "id", "name", "prefix", "part" or "" (nothing found)

    @property
    def ambiguous(self) -> bool:
        return self.card is None and len(self.candidates) > 1


def language_order(language: str, languages: Iterable[str]) -> list[str]:
    """The crew's language first, then English, then the others in their given order."""
    order = [language] if language == "en" else [language, "en"]
    return order + [code for code in languages if code not in order]


def names_in_order(card_id: str, names: NameTable, language: str) -> list[tuple[str, str]]:
    """(language, name) of a card, the crew's language first, each distinct name once."""
    own = names.get(card_id, {})
    seen: set[str] = set()
    out = []
    for code in language_order(language, own):
        name = own.get(code)
        if name and fold(name) not in seen:
            seen.add(fold(name))
            out.append((code, name))
    return out


def find_card(text: str, names: NameTable, language: str = "en",
              ids: Iterable[str] | None = None) -> Found:
    """The card `text` names, or the candidates it may be (see the module's docstring).

    `ids` limits the cards considered (the entry passes those that fit the announcement);
    by default every card of `names`.
    """
    pool = sorted(names if ids is None else ids)
    if not text.strip():
        return Found()
    if TYPED_ID.match(text):
        card = canonical(text, pool)
        if card is not None:
            return Found(card=card, how="id")
        return Found(candidates=tuple(id_candidates(text, pool)), how="id")
    wanted = fold(text)
    if not wanted:
        return Found()
    for how, test in (("name", str.__eq__), ("prefix", _starts_a_word), ("part", str.__contains__)):
        hits = _matching(pool, names, language, lambda name, t=test: t(name, wanted))
        if hits:
            return Found(card=hits[0], candidates=tuple(hits), how=how) if len(hits) == 1 \
                else Found(candidates=tuple(hits), how=how)
    return Found()


def _starts_a_word(name: str, wanted: str) -> bool:
    """`wanted` is the start of the name or of one of its words (`fight` is the start of
    *Fighter* and of *Stealth Fighter*: both are candidates, neither is chosen)."""
    return (" " + name).find(" " + wanted) >= 0


def _matching(pool: list[str], names: NameTable, language: str, test) -> list[str]:
    """The cards of `pool` with a folded name passing `test`: those matched in the crew's
    language if any, else in English, else in any other language."""
    languages = sorted({code for card in pool for code in names.get(card, {})})
    for code in language_order(language, languages):
        hits = [card for card in pool if test(fold(names.get(card, {}).get(code, "")))
                and names.get(card, {}).get(code)]
        if hits:
            return hits
    return []


def completions(text: str, names: NameTable, language: str,
                ids: Iterable[str] | None = None) -> list[tuple[str, str]]:
    """(card id, name) of each card whose id or name starts with `text`, names in the
    crew's language first, then English, then the others, shortest first; each card once."""
    wanted = fold(text)
    if not wanted:
        return []
    pool = sorted(names if ids is None else ids)
    raw = text.strip().casefold()
    out: list[tuple[str, str]] = []
    seen: set[str] = set()
    for card in pool:
        if card.casefold().startswith(raw):
            own = names.get(card, {})
            out.append((card, own.get(language) or own.get("en") or card))
            seen.add(card)
    languages = sorted({code for card in pool for code in names.get(card, {})})
    for code in language_order(language, languages):
        # the shortest name first: what was typed whole (`caça`) before what it starts
        starting = sorted((len(fold(name)), card, name) for card in pool
                          if (name := names.get(card, {}).get(code)) and fold(name).startswith(wanted))
        for _length, card, name in starting:
            if card not in seen:
                out.append((card, name))
                seen.add(card)
    return out
