"""Who made the game, and the editions the app's rules and words come from: shown on
the About screen and by `spacealert --version`, from this one list."""
from __future__ import annotations

from spacealert_tui import __version__
from spacealert_tui.i18n import N_, _

#: (edition, publisher and year) of each rulebook the app's rules and words are taken from
#: (the game's words in each language: docs/glossary.md).
EDITIONS = (
    (N_("Space Alert, Spanish edition (rulebook)"), "HomoLudicus Juegos, 2013"),
    (N_("Space Alert: The New Frontier, Spanish edition (rulebook)"), "HomoLudicus Juegos, 2014"),
    (N_("Space Alert, Brazilian edition (rulebook)"), "Devir, 2016"),
)


def credit_lines() -> list[str]:
    """The credits, a line each, in the crew's language."""
    lines = [_("Space Alert Companion {version}").format(version=__version__), "",
             _("Space Alert and its expansion The New Frontier: a game by Vlaada Chvátil, "
               "published by Czech Games Edition (2008, 2010)."), "",
             _("The rules and the game's words in this app come from these editions:")]
    for edition, publisher in EDITIONS:
        lines += [f"  · {_(edition)}", f"    {publisher}"]
    return lines
