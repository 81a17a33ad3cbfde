"""Which card? Asked when what the crew typed names several threat cards.

A name two cards share (the two *Saltador*, the two *Escaramuzadores*) or the start of
several names is never settled by the app (issue 21): the entry opens this dialog with
each candidate's id and what tells it apart (its colour, where it starts, its X), and
the crew picks the card they hold. Keys: the candidate's number, ↑ ↓ and Enter,
`escape` to go back to typing. A candidate that cannot be this announcement's card is
shown with the reason and cannot be picked. Dismissed with the card id, or None.
"""
from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from spacealert_tui.i18n import N_, _
from spacealert_tui.tui.widgets.card_input import card_label


class PickCardScreen(ModalScreen[str | None]):
    """The candidates of an ambiguous card name, one per line, numbered."""

    CSS_PATH = Path(__file__).with_name("pick_card.tcss")
    BINDINGS: ClassVar[list[Binding | tuple[str, str] | tuple[str, str, str]]] = [
        Binding("escape", "dismiss_none", N_("Back")),
        *(Binding(str(n), f"pick({n})", show=False) for n in range(1, 10))]

    def __init__(self, typed: str, choices: list[tuple[str, str, str | None]], first: str | None = None) -> None:
        """`choices`: (card id, what tells it apart, why it cannot be this card or None);
        `first`: the card highlighted at first (the completion the field showed)."""
        super().__init__()
        self.typed, self.choices, self.first = typed, choices, first

    def compose(self) -> ComposeResult:
        with Vertical(id="pick-box"):
            yield Static(_("Which card is {typed}?").format(typed=self.typed), id="pick-question", markup=False)
            options = []
            for n, (card_id, told, why) in enumerate(self.choices, start=1):
                line = Text(f"{n}  {card_label(card_id)}")
                if told:
                    line.append(f" — {told}")
                if why:
                    line.append(f"\n   ✗ {why}", style="italic")
                options.append(Option(line, id=card_id, disabled=why is not None))
            yield OptionList(*options, id="pick-list")
            yield Static(_("number or ↑ ↓ and Enter: the card you hold · escape: back to typing"),
                         id="pick-keys", markup=False)

    def on_mount(self) -> None:
        listing = self.query_one(OptionList)
        open_ = [i for i, (card, _t, why) in enumerate(self.choices) if why is None]
        first = next((i for i in open_ if self.choices[i][0] == self.first), open_[0] if open_ else None)
        if first is not None:
            listing.highlighted = first
        listing.focus()

    @on(OptionList.OptionSelected)
    def selected(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(event.option.id)

    def action_pick(self, number: int) -> None:
        if 1 <= number <= len(self.choices) and self.choices[number - 1][2] is None:
            self.dismiss(self.choices[number - 1][0])

    def action_dismiss_none(self) -> None:
        self.dismiss(None)
