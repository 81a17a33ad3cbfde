"""Yes or no, asked over the current screen: `ConfirmScreen(question, details, ...)`.

One dialog for the whole app (the round's "End the action round now?", the entry's
"Resolve the mission now?" ...): the question in bold, what follows from the answer
under it, and two buttons. Keys: `y` yes, `n` or `escape` no, `enter` the focused
button (`default` says which one has the focus). `warning=True` draws it in the warning
colour, for answers that stop something under way. Dismissed with True or False.
"""
from __future__ import annotations

from pathlib import Path

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static


class ConfirmScreen(ModalScreen[bool]):
    """A question, its consequences, yes / no."""

    CSS_PATH = Path(__file__).with_name("confirm.tcss")
    BINDINGS = [Binding("y", "answer(True)", "Yes"), Binding("n,escape", "answer(False)", "No")]

    def __init__(self, question: str, details: str = "", *, yes: str = "Yes", no: str = "No",
                 default: bool = True, warning: bool = False) -> None:
        super().__init__(classes="-warning" if warning else "")
        self.question, self.details = question, details
        self.yes, self.no, self.default = yes, no, default

    def compose(self) -> ComposeResult:
        with Vertical(id="confirm-box"):
            yield Static(self.question, id="confirm-question", markup=False)
            if self.details:
                yield Static(self.details, id="confirm-details", markup=False)
            with Horizontal(id="confirm-buttons"):
                yield Button(f"{self.yes} (y)", id="confirm-yes", compact=True,
                             variant="warning" if self.has_class("-warning") else "primary")
                yield Button(f"{self.no} (n)", id="confirm-no", compact=True)

    def on_mount(self) -> None:
        self.query_one("#confirm-yes" if self.default else "#confirm-no", Button).focus()

    @on(Button.Pressed)
    def pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "confirm-yes")

    def action_answer(self, answer: bool) -> None:
        self.dismiss(answer)
