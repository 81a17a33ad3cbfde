"""Passing the terminal: each hand seen only by the player it belongs to (base rulebook §2).

"You may not show them to the rest of the crew, but you may talk about them freely"
(§2): when two or more players plan at one terminal (`spacealert solo --players 2`),
the practice screen shows the hand of the player holding the terminal only, and the
other players' boards by the cards' backs — which half is up, not which card (§2: the
others "can tell an action from a movement by looking at the back"). Ruling RD15.

- `Terminal`: who holds the terminal, which hands and boards the screen may show —
  pure, so the screen's drawing asks it and the tests can too.
- `HandOverScreen(names, to, status)`: the screen that covers everything while the
  terminal goes round: "Pass the terminal to Bo — press Enter when Bo has it". ← →
  (or 1-5) name another player; Enter hands over; there is no "back" (Escape), so the
  one who takes the terminal never sees the hand of the one who gave it. `status()` is
  the round's line (phase, time left), redrawn while it waits: the clock does not stop.
  Dismissed with the index of the player who now holds the terminal.
- the text builders (`pass_title`, `pass_prompt`, `hidden_hand`, `back_words`,
  `not_yours`), pure functions of names and numbers; the boards draw a card's back
  with `action_boards.back_cell`.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Static

from spacealert_tui.i18n import N_, _, ngettext
from spacealert_tui.tui.widgets.footer import Footer

HERE = Path(__file__).parent
#: the practice screen's key that hands the terminal over (shown in its footer)
HAND_OVER_KEY = "o"


def hides_hands(players: int) -> bool:
    """Whether a crew of `players` humans planning at one terminal hides its hands: two
    or more (solo's deck lies face up, §5.5: nothing to hide)."""
    return players >= 2


@dataclass(frozen=True)
class Terminal:
    """Who holds the one terminal of a crew planning together. `hidden` False: every
    hand shown (one human, or hands shown on purpose)."""

    players: int
    hidden: bool
    at: int = 0

    def secret(self, moment: str) -> frozenset[int]:
        """The players whose hands (and cards' faces) the screen must not show: before
        the round ("before") everyone's — nobody holds cards before the soundtrack
        starts (§2); while it is planned ("planning") all but the holder's; once it is
        over ("over") none: the resolution turns every card over."""
        if not self.hidden or moment == "over":
            return frozenset()
        return frozenset(p for p in range(self.players) if moment == "before" or p != self.at)

    def next(self) -> int:
        """Whom the terminal goes to by default: the next player in seat order."""
        return (self.at + 1) % max(1, self.players)

    def passed_to(self, player: int) -> Terminal:
        return replace(self, at=player % max(1, self.players))


def back_rows(rows: Sequence[tuple[bool, int]], secret: frozenset[int]) -> frozenset[int]:
    """The board rows (android, player or android index) drawn by the cards' backs: the
    players' in `secret`. Androids' cards lie face up (§5.2)."""
    return frozenset(r for r, (android, index) in enumerate(rows) if not android and index in secret)


# -------------------------------------------------------------------- the words

def pass_title(name: str) -> str:
    return _("Pass the terminal to {name}").format(name=name)


def pass_prompt(name: str) -> str:
    return _("Press Enter when {name} has it.").format(name=name)


def hidden_hand(cards: int) -> str:
    """Another player's hand, as the hands' pane says it: how many cards, never which."""
    return ngettext("{n} card, hidden", "{n} cards, hidden", cards).format(n=cards)


def holder_title(name: str) -> str:
    """Said in the boards' title: whose hand the screen shows."""
    return _("{name} holds the terminal").format(name=name)


def before_words(name: str) -> str:
    """The hands' pane before the round: nothing shown yet, and how it will go."""
    return _("Dealt face down: at the terminal each player sees only their own hand. {name} "
             "begins; {key} passes the terminal.").format(name=name, key=HAND_OVER_KEY)


def back_words(up: str) -> str:
    """A card face down on another player's board, as the cursor's line says it."""
    if up == "action":
        return _("a card face down, action half up")
    if up == "move":
        return _("a card face down, movement half up")
    return _("a card face down")


def not_yours(name: str, holder: str) -> str:
    """Why a card cannot go on (or come off) another player's board."""
    return _("{name}'s cards are for {name} to play: {key} passes the terminal ({holder} holds it).").format(
        name=name, key=HAND_OVER_KEY, holder=holder)


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
