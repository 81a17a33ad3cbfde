"""A soundtrack's title in the crew's language.

The mission files and the generator keep English titles (a title is data: records,
`--json` and flash code hold it as written). The shipped tracks' titles and the
generator's follow a few patterns, so they are worded again where shown; a title the
crew wrote themselves is shown as they wrote it.
"""
from __future__ import annotations

import re

from spacealert_tui.i18n import N_, _, ngettext

#: The titles of the example records shipped with the app (`example/NAME`): the app
#: made them, so they are said in the crew's language like the tracks' own.
EXAMPLE_TITLES = frozenset((
    N_("First flight"), N_("Intruders aboard"), N_("Heroes and interceptors"), N_("Lost in blue"),
    N_("Five with androids"), N_("Second flight (campaign, mission 2)"), N_("A signal from the dark"),
    N_("Ghosts on the scope"), N_("Double shift"), N_("Specialists")))

_GENERATED = re.compile(r"Generated mission (?P<seed>\d+) \((?:solo|(?P<players>\d) players), "
                        r"threat level (?P<level>\d+)(?P<double>, double actions)?\)")
_NUMBERED = re.compile(r"(?P<name>Mission|Simulation|Advanced Simulation|Double action mission) "
                       r"(?P<n>\d+)(?: \((?P<note>introductory|standard)\))?")


def _numbered(name: str, n: str, note: str | None) -> str:
    if name == "Mission":
        return _("Mission {n}").format(n=n)
    if name == "Simulation":
        return _("Simulation {n}").format(n=n)
    if name == "Advanced Simulation":
        return _("Advanced Simulation {n}").format(n=n)
    if note == "introductory":
        return _("Double action mission {n} (introductory)").format(n=n)
    if note == "standard":
        return _("Double action mission {n} (standard)").format(n=n)
    return _("Double action mission {n}").format(n=n)


def _named(title: str) -> str | None:
    words = {"First Test Run": _("First Test Run"), "Second Test Run": _("Second Test Run"),
             "First steps (two-phase practice)": _("First steps (two-phase practice)")}
    return words.get(title) or (_(title) if title in EXAMPLE_TITLES else None)


def shown_title(title: str) -> str:
    """`title` in the crew's language if the app made it, else unchanged."""
    named = _named(title)
    if named is not None:
        return named
    match = _NUMBERED.fullmatch(title)
    if match:
        return _numbered(match["name"], match["n"], match["note"])
    match = _GENERATED.fullmatch(title)
    if match:
        players = int(match["players"] or 1)
        crew = (_("solo") if players == 1
                else ngettext("{n} player", "{n} players", players).format(n=players))
        if match["double"]:
            return _("Generated mission {seed} ({crew}, threat level {level}, double actions)").format(
                seed=match["seed"], crew=crew, level=match["level"])
        return _("Generated mission {seed} ({crew}, threat level {level})").format(
            seed=match["seed"], crew=crew, level=match["level"])
    return title
