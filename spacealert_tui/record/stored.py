"""Texts the logbook stored in English, said again in the crew's language.

While the process that resolved a mission runs, `rules.text.tr` words its texts again
from their templates; the logbook keeps only the English (a lost mission's cause, the
threat that destroyed the ship, the crew's roles), for CSV and JSON too. The few shapes
those texts take are read back here into the same templates, so a mission logged in an
earlier run reads in today's language.
"""
from __future__ import annotations

import re

from spacealert_tui.i18n import N_, _
from spacealert_tui.rules.text import Msg, msg, tr

_LABEL = re.compile(r"^(?P<threat>.+?) #(?P<number>\d+)$")
_CARD = re.compile(r"^(?P<threat>.+) \((?P<card>[A-Z]+[0-9]*-[0-9]+)\)$")
_SEVENTH = re.compile(r"^(?P<source>.+): the (?P<zone>red|white|blue) zone takes a 7th damage$")
_DESTROYED = re.compile(r"^(?P<threat>.+) \((?P<card>[A-Z]+[0-9]*-[0-9]+)\) destroyed the ship$")

#: the crew's roles and the android, as the logbook page names them
ROLE_WORDS = {"captain": N_("captain"), "communications": N_("communications"),
              "security": N_("security"), "android": N_("android")}


def _label(text: str) -> Msg | str:
    """"Frigate #1" as the rules core's template."""
    m = _LABEL.match(text)
    return msg("{threat} #{number}", threat=m["threat"], number=int(m["number"])) if m else text


def _source(text: str) -> Msg | str:
    """"Frigate #1 (SE1-01)" or "Frigate #1" as the rules core's templates."""
    m = _CARD.match(text)
    if m:
        return msg("{threat} ({card})", threat=_label(m["threat"]), card=m["card"])
    return _label(text)


def stored_words(text: str | None) -> str:
    """A stored cause or threat label in the crew's language (unchanged when unknown)."""
    if not text:
        return text or ""
    m = _SEVENTH.match(text)
    if m:
        return tr(msg("{source}: the {zone} zone takes a 7th damage", source=_source(m["source"]),
                      zone=Msg(m["zone"], context="zone")))
    m = _DESTROYED.match(text)
    if m:
        return tr(msg("{threat} ({card}) destroyed the ship", threat=_label(m["threat"]), card=m["card"]))
    return tr(_source(text))


def role_word(role: str) -> str:
    """A role id ("captain") in the crew's language."""
    word = ROLE_WORDS.get(role)
    return _(word) if word else role
