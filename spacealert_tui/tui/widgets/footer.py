"""The footer, in the crew's language.

Key bindings are declared on classes, at import time, before the crew's language is
known and while it may still change (Settings). So their descriptions are plain English,
marked with `N_`, and this footer words them each time it draws, with the catalogs'
`_`. Textual's own descriptions (the command palette's) are in the catalogs too
(`TEXTUAL_WORDS`).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual.app import ComposeResult
from textual.widgets import Footer as TextualFooter
from textual.widgets._footer import FooterLabel

from spacealert_tui.i18n import N_, NP_, _, pgettext

#: Descriptions Textual's own bindings show in a footer, so that they are extracted.
TEXTUAL_WORDS = (N_("palette"), N_("Quit"), N_("Keys"))
#: Keys whose plain translation is too long for 80 columns get a short word as a key
#: (the logbook's and the comparison's footers), so that they are extracted.
KEY_WORDS = (NP_("key", "Back"), NP_("key", "Replay"), NP_("key", "Coach"), NP_("key", "Next turn"),
             NP_("key", "Prev turn"))


def key_word(description: str) -> str:
    """A key's description in the crew's language: its short word as a key (context
    "key": "Coach" is a verb in a footer, a title elsewhere) when the catalogs have one,
    else its plain translation."""
    word = pgettext("key", description)
    return word if word != description else _(description)


def key_name(shown: str) -> str:
    """A key as Textual shows it, in the crew's language: the space bar by its name
    (espacio, espaço), as the screens' own texts call it; the other keys are symbols or
    read the same in every language (esc, F10, ^p)."""
    return pgettext("key name", "space") if shown == "space" else shown


class Footer(TextualFooter):
    """Textual's footer, whose keys' descriptions, tooltips and group names are translated when drawn.

    `word`: how a key's description is worded, when a screen's keys need words of their
    own (home's "Play" starts a mission, the board's plays the resolution): by default
    `key_word`, the catalogs' short word for a key where there is one, else `_`."""

    def __init__(self, *args: Any, word: Callable[[str], str] | None = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.word = word or key_word

    def compose(self) -> ComposeResult:
        for composed in super().compose():
            widget = composed
            if isinstance(widget, FooterLabel) and isinstance(widget.content, str):
                widget = FooterLabel(_(widget.content))     # a binding group's name
            shown = getattr(widget, "key_display", None)             # FooterKey
            if isinstance(shown, str):
                widget.key_display = key_name(shown)  # type: ignore[attr-defined]
            description = getattr(widget, "description", None)     # FooterKey, FooterLabel
            if isinstance(description, str) and description:
                widget.description = self.word(description)  # type: ignore[attr-defined]
            if isinstance(widget.tooltip, str) and widget.tooltip:
                widget.tooltip = _(widget.tooltip)
            yield widget
