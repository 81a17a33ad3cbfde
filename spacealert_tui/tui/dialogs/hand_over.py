"""Passing the terminal: each hand seen only by the player it belongs to (base rulebook §2).

"You may not show them to the rest of the crew, but you may talk about them freely"
(§2): when two or more players plan at one terminal (`spacealert solo --players 2`),
the practice screen shows the hand of the player holding the terminal only, and the
other players' boards by the cards' backs — which half is up, not which card (§2: the
others "can tell an action from a movement by looking at the back"). Ruling RD15.

- `Terminal` (`tui/shared_terminal.py`): who holds the terminal, which hands and boards
  the screen may show — pure, so the screen's drawing asks it and the tests can too.
- `HandOverScreen(names, to, status)`: the screen that covers everything while the
  terminal goes round: "Pass the terminal to Bo — press Enter when Bo has it". ← →
  (or 1-5) name another player; Enter hands over; there is no "back" (Escape), so the
  one who takes the terminal never sees the hand of the one who gave it. `status()` is
  the round's line (phase, time left), redrawn while it waits: the clock does not stop.
  Dismissed with the index of the player who now holds the terminal.
- the text builders (`pass_title`, `pass_prompt` here; `hidden_hand`, `back_words`,
  `not_yours` beside `Terminal`), pure functions of names and numbers; the boards draw a card's back
  with `action_boards.back_cell`.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Static

from spacealert_tui.i18n import N_, _
from spacealert_tui.tui.widgets.footer import Footer

HERE = Path(__file__).parent
# -------------------------------------------------------------------- the words

def pass_title(name: str) -> str:
    return _("Pass the terminal to {name}").format(name=name)


def pass_prompt(name: str) -> str:
    return _("Press Enter when {name} has it.").format(name=name)


def names_line(names: Sequence[str], chosen: int) -> Text:
    """The players, the one the terminal goes to in reverse: `Ana  [ Bo ]  Cy`."""
    line = Text(justify="center")
    for n, name in enumerate(names):
        if n:
            line.append("   ")
        line.append(f" {n + 1} {name} ", style="reverse bold" if n == chosen else "dim")
    return line


# -------------------------------------------------------------------- the screen

class HandOverScreen(Screen[int]):
    """Everything hidden while the terminal goes from one player to the next."""

    CSS_PATH = HERE / "hand_over.tcss"
    BINDINGS = [Binding("enter", "take", N_("Hand over"), priority=True),
                Binding("left,up", "step(-1)", N_("Another player"), key_display="← →", priority=True),
                Binding("right,down,tab", "step(1)", N_("Another player"), show=False, priority=True),
                *(Binding(str(n), f"pick({n - 1})", show=False) for n in range(1, 6))]

    def __init__(self, names: Sequence[str], to: int, status: Callable[[], Text | str] | None = None) -> None:
        super().__init__()
        self.names = list(names)
        self.to = to % len(self.names)
        self.status = status

    def compose(self) -> ComposeResult:
        with Vertical(id="hand-over-box"):
            yield Static("", id="hand-over-title", markup=False)
            yield Static("", id="hand-over-prompt", markup=False)
            yield Static("", id="hand-over-names", markup=False)
            yield Static(_("The hands stay hidden until then."), id="hand-over-note", markup=False)
            yield Static("", id="hand-over-status", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self._show()
        if self.status is not None:
            self.set_interval(0.5, self._show_status)

    def _show(self) -> None:
        name = self.names[self.to]
        self.query_one("#hand-over-title", Static).update(pass_title(name))
        self.query_one("#hand-over-prompt", Static).update(pass_prompt(name))
        self.query_one("#hand-over-names", Static).update(names_line(self.names, self.to))
        self._show_status()

    def _show_status(self) -> None:
        if self.status is not None:
            self.query_one("#hand-over-status", Static).update(self.status())

    def action_step(self, step: int) -> None:
        self.to = (self.to + step) % len(self.names)
        self._show()

    def action_pick(self, player: int) -> None:
        if player < len(self.names):
            self.to = player
            self._show()

    def action_take(self) -> None:
        self.dismiss(self.to)
