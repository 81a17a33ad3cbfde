"""A menu that marks its highlighted entry with text, so it reads without colour."""
from __future__ import annotations

from collections.abc import Iterable

from textual.widgets import OptionList
from textual.widgets.option_list import Option

MARK = "▶ "
NO_MARK = "  "


class Menu(OptionList):
    """An `OptionList` of (id, label) entries; the highlighted one starts with ▶.

    Labels are shown as plain text (never markup): they may come from files.
    """

    def __init__(self, entries: Iterable[tuple[str, str]] = (), *, id: str | None = None,
                 classes: str | None = None) -> None:
        self._labels: list[str] = []
        self._marked: int | None = None
        super().__init__(id=id, classes=classes, markup=False)
        self.set_entries(entries)

    def set_entries(self, entries: Iterable[tuple[str, str]]) -> None:
        entries = list(entries)
        self._labels = [label for _, label in entries]
        self._marked = None
        self.set_options(Option(NO_MARK + label, id=entry_id) for entry_id, label in entries)
        if entries:
            self.highlighted = 0

    def watch_highlighted(self, highlighted: int | None) -> None:
        super().watch_highlighted(highlighted)
        if highlighted == self._marked:
            return
        if self._marked is not None and self._marked < len(self._labels):
            self.replace_option_prompt_at_index(self._marked, NO_MARK + self._labels[self._marked])
        if highlighted is not None and highlighted < len(self._labels):
            self.replace_option_prompt_at_index(highlighted, MARK + self._labels[highlighted])
        self._marked = highlighted
