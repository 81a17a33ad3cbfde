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

from spacealert_tui.i18n import N_, _


class ConfirmScreen(ModalScreen[bool]):
    """A question, its consequences, yes / no."""

    CSS_PATH = Path(__file__).with_name("confirm.tcss")
    #: `s` answers yes too: *sí*, *sim* (the button names the crew's key).
    BINDINGS = [Binding("y,s", "answer(True)", N_("Yes")), Binding("n,escape", "answer(False)", N_("No"))]

    def __init__(self, question: str, details: str = "", *, yes: str | None = None,
                 no: str | None = None, default: bool = True, warning: bool = False) -> None:
        """`question`, `details`, `yes`, `no`: in the crew's language (`_()`), or plain
        English marked `N_`, translated when shown; the buttons say Yes and No when not given."""
        super().__init__(classes="-warning" if warning else "")
        self.question, self.details = question, details
        self.yes, self.no, self.default = yes or N_("Yes"), no or N_("No"), default

    def compose(self) -> ComposeResult:
        with Vertical(id="confirm-box"):
            yield Static(_(self.question) if self.question else "", id="confirm-question", markup=False)
            if self.details:
                yield Static(_(self.details), id="confirm-details", markup=False)
            with Horizontal(id="confirm-buttons"):
                # Translators: the key that answers yes: y, or s (sí, sim); both work
                yield Button(_("{answer} (y)").format(answer=_(self.yes)), id="confirm-yes", compact=True,
                             variant="warning" if self.has_class("-warning") else "primary")
                yield Button(_("{answer} (n)").format(answer=_(self.no)), id="confirm-no", compact=True)

    def on_mount(self) -> None:
        self.query_one("#confirm-yes" if self.default else "#confirm-no", Button).focus()

    @on(Button.Pressed)
    def pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "confirm-yes")

    def action_answer(self, answer: bool) -> None:
        self.dismiss(answer)
