"""Keep the translations in step with the code: extract → update → compile.

    .venv/bin/python tools/i18n.py extract   # po/spacealert.pot from the code and the cards
    .venv/bin/python tools/i18n.py update    # merge it into po/es.po, po/pt.po and po/en.po
    .venv/bin/python tools/i18n.py compile   # spacealert_tui/locale/<lang>/LC_MESSAGES/spacealert.mo
    .venv/bin/python tools/i18n.py all       # the three, in order
    .venv/bin/python tools/i18n.py check     # exit 1 if a .po has an untranslated or fuzzy entry

Strings are marked in the code (`KEYWORDS` below lists the marking functions, the
files are `spacealert_tui/**.py`: this module is the one extraction configuration, so
run it rather than `pybabel extract`); the threat cards'
names, special rules and X/Y/Z texts are read from the card catalogue, so a new card
is picked up with no marking. Babel does the extraction, the merge, the plural rules
and the compilation; the app reads the .mo files with the standard library's gettext.
English is the source language, but the rules core's ids are not all English words
(`upper-red`, `spec_adv`, `in_play`): po/en.po holds those ids only, and an entry left
empty there falls back to its id, which is then the English word. See docs/translating.md.
"""
from __future__ import annotations

import sys
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
PO_DIR = ROOT / "po"
POT = PO_DIR / "spacealert.pot"
LOCALE_DIR = ROOT / "spacealert_tui" / "locale"
LANGUAGES = ("es", "pt", "en")
#: The English catalog's entries: the rules core's ids shown as words (by the comment
#: `_card_texts` gives them). An id written with "_" or "-" is not a word and is added
#: empty to be filled; an English word is kept only if someone gave it a translation.
ID_KINDS = frozenset({"zone", "damage tile", "battle bots' state", "action card", "special card",
                      "station", "a threat's outcome"})
DOMAIN = "spacealert"
KEYWORDS = {
    "_": None, "N_": None, "NP_": ((1, "c"), 2), "ngettext": (1, 2), "pgettext": ((1, "c"), 2),
    "msg": None, "named": None, "pmsg": ((1, "c"), 2), "nmsg": (1, 2), "made": None, "nmade": (1, 2),
    "report": (2,),
}
CARD_COMMENT = "card"
FIXED_DATE = datetime(2026, 1, 1, tzinfo=UTC)


def _card_texts() -> Iterator[tuple[str | tuple[str, str], str, str]]:
    """(msgid or (singular, plural), context, where) of every card's words."""
    sys.path.insert(0, str(ROOT))
    from spacealert_tui.rules.text import Msg, Seq
    from spacealert_tui.rules.threats import CARDS

    def texts(value: object, where: str) -> Iterator[tuple[str | tuple[str, str], str, str]]:
        if isinstance(value, Seq):
            for part in value.parts:
                yield from texts(part, where)
        elif isinstance(value, Msg):
            yield ((value.template, value.plural) if value.plural else value.template), value.context, where
            for arg in value.args.values():
                yield from texts(arg, where)
        elif isinstance(value, str) and value and not value.isdigit():
            yield value, "", where

    # the rules core's ids that are shown as words, with the context that says which
    # sense of the English word they have (a zone is "roja", a laser "rojo")
    from spacealert_tui.rules.actions import SPECIAL_TOKENS, TOKENS
    from spacealert_tui.rules.crew import ACTIVE, DISABLED, INACTIVE, STORED
    from spacealert_tui.rules.layout import STATION_NAMES, ZONE_NAMES
    from spacealert_tui.rules.tiles import TILE_NAMES
    for zone in ZONE_NAMES:
        yield zone, "zone", "zone"
    for tile in TILE_NAMES:
        yield tile, "tile", "damage tile"
    for state in (STORED, DISABLED, ACTIVE, INACTIVE):
        yield state, "bots", "battle bots' state"
    for token in TOKENS:
        if not (len(token) == 1 or token.startswith("H")):     # A, B, C, HA, HB, Hbots are as printed
            yield token, "action", "action card"
    for token in SPECIAL_TOKENS:
        yield token, "action", "special card"
    for station in STATION_NAMES:
        yield station, "", "station"

    for outcome in ("destroyed", "survived", "in_play", "ignored"):
        yield outcome, "outcome", "a threat's outcome"
    for seriousness in ("common", "serious"):
        yield seriousness, "seriousness", "card"
    for kind in ("external", "internal", "malfunction", "intruder"):
        yield kind, "kind", "card"
    for value in sorted({c.color for c in CARDS.values()}):
        yield value, "card color", "card"

    # The New Frontier's achievements, named on the explorers' sheets
    from spacealert_tui.rules.achievements import ACHIEVEMENTS
    for achievement in ACHIEVEMENTS:
        yield achievement.name, "", "achievement"

    for card_id in sorted(CARDS):
        cls = CARDS[card_id]
        yield cls.name, "", f"{card_id} name"
        if cls.rules:
            yield cls.rules, "", f"{card_id} rules"
        for letter in ("x", "y", "z"):
            for step in getattr(cls, letter):
                yield from texts(getattr(step, "text", ""), f"{card_id} {letter.upper()}")


def extract_catalog() -> Catalog:
    """The template as the code and the cards give it now."""
    catalog = Catalog(project="spacealert", version="", msgid_bugs_address="",
                      copyright_holder="", charset="utf-8", fuzzy=False,
                      creation_date=FIXED_DATE)   # a fixed date: regenerating changes no header line
    method_map = [("spacealert_tui/**.py", "python")]
    for filename, lineno, message, comments, context in extract_from_dir(
            str(ROOT), method_map=method_map, keywords=KEYWORDS, comment_tags=("Translators:",),
            strip_comment_tags=True):
        if not message or (isinstance(message, tuple) and not all(message)):
            continue
        catalog.add(message, None, [(filename, lineno)], auto_comments=comments, context=context)
    for message, context, where in _card_texts():
        existing = catalog.get(message[0] if isinstance(message, tuple) else message, context or None)
        if existing is not None:
            if where not in existing.auto_comments:
                existing.auto_comments.append(where)
            continue
        catalog.add(message, None, [], auto_comments=[where], context=context or None)
    return catalog


def extract() -> Catalog:
    catalog = extract_catalog()
    PO_DIR.mkdir(exist_ok=True)
    with POT.open("wb") as f:
        write_po(f, catalog, width=100, sort_output=False, omit_header=False, include_lineno=False)
    print(f"{POT.relative_to(ROOT)}: {len(catalog)} messages")
    return catalog


def _read(path: Path, locale: str | None = None) -> Catalog:
    with path.open("rb") as f:
        return read_po(f, locale=locale)


def update() -> None:
    template = _read(POT)
    for lang in LANGUAGES:
        path = PO_DIR / f"{lang}.po"
        if path.exists():
            catalog = _read(path, lang)
        else:
            catalog = Catalog(locale=lang, project="spacealert", charset="utf-8", fuzzy=False)
        catalog.update(_english_ids(template, catalog) if lang == "en" else template,
                       no_fuzzy_matching=True)
        catalog.revision_date = FIXED_DATE
        with path.open("wb") as f:
            write_po(f, catalog, width=100, ignore_obsolete=True, include_lineno=False)
        print(f"{path.relative_to(ROOT)}: {len(catalog)} messages, {len(problems(catalog))} to translate")


def _english_ids(template: Catalog, english: Catalog) -> Catalog:
    """The part of `template` that po/en.po keeps: the ids that are not English words."""
    out = Catalog(locale="en", project="spacealert", charset="utf-8", fuzzy=False,
                  creation_date=FIXED_DATE)
    for message in template:
        if not message.id or not ID_KINDS & set(message.auto_comments):
            continue
        old = english.get(message.id, message.context)
        if ("_" in message.id or "-" in message.id) or (old is not None and old.string):
            out.add(message.id, None, message.locations, auto_comments=message.auto_comments,
                    context=message.context)
    return out


def problems(catalog: Catalog) -> list[str]:
    """The msgids of `catalog` that are untranslated or fuzzy (English: fuzzy only, an
    empty English entry is its id, which is English)."""
    english = str(catalog.locale) == "en"
    out = []
    for message in catalog:
        if not message.id:
            continue
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        if message.fuzzy or (not english and not all(strings)):
            out.append(message.id if isinstance(message.id, str) else message.id[0])
    return out


def compile_mo(lang: str) -> bytes:
    """The .mo of `lang`, as compiled from its .po now (the test compares it with the file)."""
    import io
    buf = io.BytesIO()
    write_mo(buf, _read(PO_DIR / f"{lang}.po", lang), use_fuzzy=False)
    return buf.getvalue()


def compile_all() -> None:
    for lang in LANGUAGES:
        target = LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"
        target.parent.mkdir(parents=True, exist_ok=True)
        data = compile_mo(lang)
        tmp = target.with_suffix(".mo.tmp")
        tmp.write_bytes(data)
        tmp.replace(target)
        print(f"{target.relative_to(ROOT)}: {len(data)} bytes")


def check() -> int:
    status = 0
    for lang in LANGUAGES:
        for msgid in problems(_read(PO_DIR / f"{lang}.po", lang)):
            print(f"po/{lang}.po: untranslated or fuzzy: {msgid!r}")
            status = 1
    return status


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "all"
    if command in ("extract", "all"):
        extract()
    if command in ("update", "all"):
        update()
    if command in ("compile", "all"):
        compile_all()
    if command == "check":
        return check()
    if command not in ("extract", "update", "compile", "all", "check"):
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
