"""A one-line choice: `Label ‹ value ›`, changed with ← → (or space), typed to jump.

Compact and keyboard-first: it takes one row, where a `Select` takes three and opens
an overlay. The value always shows as text between ‹ ›, so it reads without colour.
Labels and option texts are never read as markup (they may be names typed by the crew).
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Generic, TypeVar

from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from spacealert_tui.i18n import N_
from spacealert_tui.tui.widgets.text import cut_at_word

T = TypeVar("T")


class Choice(Widget, Generic[T], can_focus=True):
    """A value from a list of (value, text) options.

    `←`/`→` (also `-`/`+` and space) step through the options, wrapping around; typing
    a letter or digit jumps to the next option whose text starts with it (unless made with
    `jump=False`: then letters pass on to the screen). `Changed`
    is posted only when the user changes the value (not when the code sets it).
    """

    DEFAULT_CSS = """
    Choice {
        width: auto;
        height: 1;
        padding: 0 1 0 0;
    }
    Choice:focus {
        background: $accent 35%;
        text-style: bold;
    }
    Choice:disabled {
        color: $text-disabled;
    }
    """

    BINDINGS = [
        Binding("left,minus", "step(-1)", N_("Previous"), show=False),
        Binding("right,plus,space", "step(1)", N_("Next"), show=False),
    ]

    index: reactive[int] = reactive(0, layout=True)

    class Changed(Message):
        """The user picked another value."""

        def __init__(self, choice: Choice, value: object) -> None:
            super().__init__()
            self.choice = choice
            self.value = value

        @property
        def control(self) -> Choice:
            return self.choice

    def __init__(self, label: str, options: Sequence[tuple[T, str]], value: T | None = None, *,
                 id: str | None = None, classes: str | None = None, label_width: int = 0,
                 max_text: int = 0, disabled: bool = False, jump: bool = True) -> None:
        super().__init__(id=id, classes=classes, disabled=disabled)
        self.jump = jump          # False: letters are not taken (a name typed after tab stays a name)
        self.label = label
        self.label_width = label_width
        self.max_text = max_text
        self._options: list[tuple[T, str]] = list(options)
        if value is not None:
            self.set_reactive(Choice.index, self._index_of(value))

    # -- values ------------------------------------------------------------------------
    def _index_of(self, value: object) -> int:
        for i, (option, _) in enumerate(self._options):
            if option == value:
                return i
        return 0

    @property
    def value(self) -> T | None:
        if not self._options:
            return None
        return self._options[min(self.index, len(self._options) - 1)][0]

    @value.setter
    def value(self, value: T) -> None:
        """Set by the code: no Changed message."""
        self.index = self._index_of(value)

    @property
    def options(self) -> list[tuple[T, str]]:
        return list(self._options)

    def set_options(self, options: Sequence[tuple[T, str]], value: T | None = None) -> None:
        """New options; keeps the current value if it is still offered (no Changed message)."""
        keep = self.value if value is None else value
        self._options = list(options)
        self.index = self._index_of(keep)
        self.refresh(layout=True)

    @property
    def text(self) -> str:
        if not self._options:
            return "–"
        return self._options[min(self.index, len(self._options) - 1)][1]

    # -- drawing -----------------------------------------------------------------------
    def render(self) -> Text:
        shown = self.text
        if self.max_text and len(shown) > self.max_text:
            shown = cut_at_word(shown, self.max_text)      # whole words, then "…"
        out = Text(no_wrap=True, overflow="ellipsis")
        if self.label:
            out.append(self.label.ljust(self.label_width) + " ", style="")
        out.append("‹ ", style="dim")
        out.append(shown, style="bold")
        out.append(" ›", style="dim")
        return out

    def get_content_width(self, container, viewport) -> int:  # noqa: D401 - Textual hook
        longest = max((len(text) for _, text in self._options), default=1)
        if self.max_text:
            longest = min(longest, self.max_text)
        label = len(self.label.ljust(self.label_width)) + 1 if self.label else 0
        return label + longest + 4

    # -- changing ----------------------------------------------------------------------
    def _pick(self, index: int) -> None:
        if not self._options:
            return
        index %= len(self._options)
        if index != self.index:
            self.index = index
            self.post_message(self.Changed(self, self.value))

    def action_step(self, delta: int) -> None:
        self._pick(self.index + delta)

    def on_key(self, event: events.Key) -> None:
        char = event.character
        if not self.jump or not char or not char.isalnum() or not self._options:
            return
        event.stop()
        event.prevent_default()
        n = len(self._options)
        for step in range(1, n + 1):
            i = (self.index + step) % n
            if self._options[i][1].lower().startswith(char.lower()):
                self._pick(i)
                return
            # digits also match a number anywhere at the start of a word ("Mission 3")
            if char.isdigit() and any(word.startswith(char) for word in self._options[i][1].split()):
                self._pick(i)
                return

    def on_click(self, event: events.Click) -> None:
        """A click on ‹ steps back, anywhere else forward."""
        self.focus()
        back = len(self.label.ljust(self.label_width)) + 1 if self.label else 0
        self._pick(self.index + (-1 if back <= event.x < back + 2 else 1))
