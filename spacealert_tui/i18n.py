"""The crew's language: which one, and its `gettext` catalog.

English is the source language (its small catalog words only the rules core's ids);
Spanish and Portuguese come from full catalogs. All are compiled and shipped inside the
package (`locale/<lang>/LC_MESSAGES/spacealert.mo`, read with `importlib.resources`, so
an installed wheel finds them too). This module is in the
bottom layer, so it cannot reach the rules core: the front end that calls `install` hands
`functions()` on to `rules.text.install` (the core never loads a file itself).
The words are the rulebooks' own: docs/glossary.md; how to translate: docs/translating.md.
"""
from __future__ import annotations

import gettext as _gettext_module
import os
from collections.abc import Callable, Mapping
from importlib import resources


DOMAIN = "spacealert"
LANGUAGES = ("en", "es", "pt")
LANGUAGE_NAMES = {"en": "English", "es": "Español", "pt": "Português"}
LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")

_translation: _gettext_module.NullTranslations = _gettext_module.NullTranslations()
_language = "en"


def locale_language(environ: Mapping[str, str] | None = None) -> str | None:
    """The language of the environment if the app speaks it, else None.

    The variables are read in gettext's order (LANGUAGE, LC_ALL, LC_MESSAGES, LANG);
    the first one set decides, and LANGUAGE may list several ("pt_BR:es")."""
    env = os.environ if environ is None else environ
    for name in LOCALE_VARIABLES:
        value = env.get(name, "")
        if not value:
            continue
        for item in value.split(":"):
            code = item.split("_")[0].split(".")[0].split("@")[0].lower()
            if code in LANGUAGES:
                return code
        if name != "LANGUAGE":       # LANGUAGE only lists preferences; the others decide
            return None
    return None


def choose_language(flag: str | None = None, setting: str | None = None,
                    environ: Mapping[str, str] | None = None) -> str:
    """`--lang` if given, else the language chosen in Settings, else the locale's, else English."""
    for candidate in (flag, setting):
        if candidate in LANGUAGES:
            return candidate
    return locale_language(environ) or "en"


def load_translation(language: str) -> _gettext_module.NullTranslations:
    """The compiled catalog of `language`. English's holds only the rules core's ids that
    are not English words (`upper-red` is "upper red"); every other msgid is its text."""
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r}")
    mo = resources.files("spacealert_tui").joinpath("locale", language, "LC_MESSAGES", f"{DOMAIN}.mo")
    with mo.open("rb") as f:
        return _gettext_module.GNUTranslations(f)


def install(language: str) -> None:
    """Speak `language` from now on (the rules core too, once given `functions()`)."""
    global _translation, _language
    _translation, _language = load_translation(language), language


def functions() -> tuple[Callable[[str], str], Callable[[str, str, int], str], Callable[[str, str], str]]:
    """gettext, ngettext and pgettext of the installed language, for `rules.text.install`."""
    return _translation.gettext, _translation.ngettext, _translation.pgettext


def current_language() -> str:
    return _language


def _(message: str) -> str:
    """`message` in the crew's language."""
    return _translation.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """"1 data transfer" / "2 data transfers", by the language's own plural rule."""
    return _translation.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """`message` where the English word alone is ambiguous ("red" of a zone, of a laser)."""
    return _translation.pgettext(context, message)


def N_(message: str) -> str:
    """Mark `message` for the catalogs; it is translated where it is shown."""
    return message


def NP_(context: str, message: str) -> str:
    """Mark `message` in `context` for the catalogs (`N_` for `pgettext`)."""
    return message


def decimal(value: float, places: int, *, sign: bool = False) -> str:
    """`value` with `places` decimals as the crew's language writes it ("1,69" in Spanish
    and Portuguese, "1.69" in English); `sign`: "+0,5"/"-0,5". For what the crew reads
    only: files, records and logs keep their own formats. Babel is imported here, not at
    start (the home screen starts without it)."""
    from babel.numbers import format_decimal
    digits = "0." + "0" * places if places > 0 else "0"
    pattern = f"+{digits};-{digits}" if sign else digits
    return format_decimal(value, pattern, locale=_language)
