"""The footer, in the crew's language.

Key bindings are declared on classes, at import time, before the crew's language is
known and while it may still change (Settings). So their descriptions are plain English,
marked with `N_`, and this footer words them each time it draws, with the catalogs'
`_`. Textual's own descriptions (the command palette's) are in the catalogs too
(`TEXTUAL_WORDS`).

At 80 columns a screen's keys may not all fit, and Textual cuts the footer wherever it
runs out, mid-word, maybe before the key the crew needs now. A screen names its
less-needed actions, the first to go first, in `FOOTER_SPARE` (`"command_palette"` is
ctrl+p's); the footer leaves them out, one after another, until the others fit. Once
drawn, if its keys still run past its edge (a word longer than guessed, in any
language), the footer leaves out more, whole — the spare ones left, then the last keys —
until none is cut: a key is shown whole or not at all. They stay in the keys panel
(F1), which lists every key.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from rich.cells import cell_len
from textual import events
from textual.app import ComposeResult, ScreenStackError
from textual.screen import Screen
from textual.widgets import Footer as TextualFooter
from textual.widgets._footer import FooterKey, FooterLabel

from spacealert_tui.i18n import N_, NP_, _, pgettext

#: Descriptions Textual's own bindings show in a footer, so that they are extracted.
TEXTUAL_WORDS = (N_("palette"), N_("Quit"), N_("Keys"))
#: Keys whose plain translation is too long for 80 columns get a short word as a key
#: (the logbook's, the comparison's and the soundtracks' footers), so that they are extracted.
KEY_WORDS = (NP_("key", "Back"), NP_("key", "Replay"), NP_("key", "Coach"), NP_("key", "Next turn"),
             NP_("key", "Prev turn"), NP_("key", "Switch panel"), NP_("key", "Start a mission with it"))


def left_out(keys: Sequence[tuple[str, int]], spare: Sequence[str], width: int) -> set[str]:
    """The `spare` actions, in that order, to leave out of a footer whose keys are
    `(action, columns)` until the rest fits in `width` columns (or none is left)."""
    out: set[str] = set()
    for action in spare:
        if sum(columns for name, columns in keys if name not in out) <= width:
            break
        out.add(action)
    return out


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
        self._cut: set[str] = set()           # keys left out because the drawn footer cut them
        self._cut_for: tuple | None = None    # for which width and keys

    def compose(self) -> ComposeResult:
        if not self._bindings_ready:     # Textual's own footer waits too: a screen's
            return                       # check_action may need widgets not mounted yet
        self._composed_width = self._room()
        keys = self._keys()
        if self._cut_for != (self._composed_width, keys):
            self._cut_for, self._cut = (self._composed_width, keys), set()
        out = left_out(keys, getattr(self.screen, "FOOTER_SPARE", ()), self._composed_width) | self._cut
        for widget in self._worded():
            if not (isinstance(widget, FooterKey) and widget.action.rsplit(".", 1)[-1] in out):
                yield widget
        self.call_after_refresh(self._leave_out_what_is_cut)

    def _leave_out_what_is_cut(self, waits: int = 5) -> None:
        """Drawn, the keys run past the edge (the footer scrolls sideways): one more key
        goes, whole — the next spare one, else the last one shown — and the footer is
        composed again (and checked again) until nothing is cut. Keys composed again but
        not laid out yet are waited for: until they are, the width is the last keys'
        (one left out after another, a footer would empty itself)."""
        if not self.is_mounted or self.max_scroll_x <= 0:
            return
        keys = list(self.query(FooterKey))
        if any(key.region.width == 0 for key in keys):
            if waits:
                self.call_after_refresh(self._leave_out_what_is_cut, waits - 1)
            return
        shown = [key.action.rsplit(".", 1)[-1] for key in keys]
        spare = [a for a in getattr(self.screen, "FOOTER_SPARE", ()) if a in shown]
        victim = spare[0] if spare else (shown[-1] if shown else None)
        if victim is None:
            return
        self._cut.add(victim)
        self.call_later(self.recompose)

    def _room(self) -> int:
        return self.size.width or self.screen.size.width or self.app.size.width

    def _keys(self) -> list[tuple[str, int]]:
        """(action, columns) of each key the footer would show, as Textual draws them:
        " key description " (compact: "key description"), the palette's after a divider."""
        pads = 1 if self.compact else 3
        keys: dict[str, int] = {}
        for _node, binding, _enabled, _tooltip in self.screen.active_bindings.values():
            if binding.show and binding.action not in keys:
                keys[binding.action] = (cell_len(key_name(self.app.get_key_display(binding))) + pads
                                        + cell_len(self.word(binding.description)))
        palette = self.screen.active_bindings.get(self.app.COMMAND_PALETTE_BINDING)
        if self.show_command_palette and self.app.ENABLE_COMMAND_PALETTE and palette is not None:
            binding = palette[1]
            keys[binding.action] = (cell_len(key_name(self.app.get_key_display(binding))) + 4
                                    + cell_len(self.word(binding.description)))
        return [(action.rsplit(".", 1)[-1], columns) for action, columns in keys.items()]

    def bindings_changed(self, screen: Screen) -> None:
        """Textual tells a screen's footer of its keys when another screen is pushed over
        it too, and it composed its keys again, unseen (a tenth of opening the logbook
        from home): a footer hidden under an opaque screen waits until its screen is
        shown again, when Textual tells it once more. Under a see-through one (a
        dialog) it is seen, and composed as before."""
        try:
            top = self.app.screen
        except ScreenStackError:       # no screen stack (the app closing): as Textual does
            top = screen
        if top is screen or top.styles.background.a < 1:
            super().bindings_changed(screen)

    def on_resize(self, event: events.Resize) -> None:
        """Another width may fit other keys: compose them again."""
        if getattr(self, "_composed_width", None) not in (None, event.size.width):
            self.call_after_refresh(self.recompose)

    def _worded(self) -> ComposeResult:
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
            if (isinstance(widget, FooterKey) and not self.compact
                    and "compact" in (getattr(widget, "_reactive_connect", None) or {})):
                # a key bound to the footer's compact starts compact and is then told it is
                # not: restyled twice, key by key, each time a screen opens (a tenth of it)
                widget.set_reactive(FooterKey.compact, False)
            yield widget
