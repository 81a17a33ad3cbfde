"""Solo practice: the four androids' boards and the action deck lying face up.

`AndroidBoards` draws one row per android (12 turns grouped by phase 1-3 | 4-7 | 8-12,
closed phases marked LOCKED), each android's heroic card beside its row, and a cursor.
It owns only the cursor and the key typed so far; the screen owns the cards (a
`rules.action_deck.Table`) and answers the messages the widget posts.

Keys (the half on top first, then the other half: which card to spend):

    a s d f (or c for C)   action on top: A B C battle bots — then r b l: the card's move half
    r b l                  move on top: red blue lift — then a s d f: the card's action half
    the same key twice     any card with that half (the group with the most cards left)
    h / m                  the android's own heroic card, action / heroic move on top
    x, delete, backspace   take the card off (back face up)
    ← → ↑ ↓, 1-4, home/end move (1-4: android 1-4)          escape: forget the first key

`FaceUpPool` draws the face-up cards grouped by card (`A/red 10`) and the heroic cards.
Everything reads as text: ▶ marks the cursor's android, [ ] the cursor's turn, LOCKED the
closed phases.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.message import Message
from textual.widget import Widget
from textual.widgets import Static

from spacealert_tui.tui.widgets.plan_grid import STATION_SHORT, short

TURNS = 12
PHASE_TURNS = ((1, 2, 3), (4, 5, 6, 7), (8, 9, 10, 11, 12))
ACTION_KEYS = {"a": "A", "s": "B", "d": "C", "c": "C", "f": "bots"}
MOVE_KEYS = {"r": "red", "b": "blue", "l": "lift"}
ACTION_NAMES = {"A": "A", "B": "B", "C": "C", "bots": "bots"}
ACTIONS = ("A", "B", "C", "bots")
MOVES = ("red", "blue", "lift")
CLEAR_KEYS = ("x", "delete", "backspace")


def group_name(action: str, move: str) -> str:
    """The card as the table calls it: A/red, bots/lift."""
    return f"{action}/{move}"


def heroic_name(card) -> str:
    """HA/lower-blue."""
    return f"{card.action}/{card.move.removeprefix('Hmove:')}"


def heroic_short(card) -> str:
    """HA/lb (the station as the plan grid writes it)."""
    return f"{card.action}/{STATION_SHORT.get(card.move.removeprefix('Hmove:'), '?')}"


def phase_of(turn: int) -> int:
    return next(p for p, turns in enumerate(PHASE_TURNS, 1) if turn in turns)


@dataclass
class Pick:
    """What the keys asked for: a card group and which half is up (or the own heroic card)."""

    action: str | None       # A B C bots; None: the android's heroic card
    move: str | None         # red blue lift
    up: str                  # "action" | "move"


class AndroidBoards(Widget, can_focus=True):
    """The four boards, keyboard-driven. Posts `Place` and `Clear`."""

    DEFAULT_CSS = """
    AndroidBoards {
        height: auto;
        width: 100%;
        text-wrap: nowrap;
        text-overflow: ellipsis;
    }
    """
    BINDINGS = [
        Binding("left", "move(0, -1)", "Turn ←", show=False),
        Binding("right", "move(0, 1)", "Turn →", show=False),
        Binding("up", "move(-1, 0)", "Android ↑", show=False),
        Binding("down", "move(1, 0)", "Android ↓", show=False),
        Binding("home", "turn(1)", "Turn 1", show=False),
        Binding("end", "turn(12)", "Turn 12", show=False),
        Binding("1", "android(0)", "Android 1", show=False),
        Binding("2", "android(1)", "Android 2", show=False),
        Binding("3", "android(2)", "Android 3", show=False),
        Binding("4", "android(3)", "Android 4", show=False),
    ]

    class Place(Message):
        def __init__(self, android: int, turn: int, pick: Pick) -> None:
            super().__init__()
            self.android, self.turn, self.pick = android, turn, pick

    class Clear(Message):
        def __init__(self, android: int, turn: int) -> None:
            super().__init__()
            self.android, self.turn = android, turn

    class Pending(Message):
        """The first key was typed (or forgotten): the screen says what comes next."""

    def __init__(self, names: list[str], *, place=None, clear=None, id: str | None = None) -> None:
        """`place(android, turn, pick)` and `clear(android, turn)` are called at once (never
        queued: keys typed fast must each land where the cursor was) and return True when
        the card went down or came off; a placed card moves the cursor to the next turn."""
        super().__init__(id=id)
        self.names = list(names)
        self._place, self._clear = place, clear
        self.android = 0
        self.turn = 1
        self.pending = ""            # the first key of a two-key card
        self.table = None            # rules.action_deck.Table, set by the screen
        self.editable = False

    # -- state from the screen
    def show(self, table, *, editable: bool) -> None:
        self.table, self.editable = table, editable
        self.refresh(layout=True)

    # -- cursor
    def action_move(self, d_android: int, d_turn: int) -> None:
        self.android = (self.android + d_android) % len(self.names)
        self.turn = min(TURNS, max(1, self.turn + d_turn))
        self.refresh()

    def action_turn(self, turn: int) -> None:
        self.turn = turn
        self.refresh()

    def action_android(self, android: int) -> None:
        if android < len(self.names):
            self.android = android
            self.refresh()

    def next_turn(self) -> None:
        if self.turn < TURNS:
            self.turn += 1
        self.refresh()

    def on_focus(self) -> None:
        self.refresh()

    def on_blur(self) -> None:
        self.refresh()

    # -- keys
    def on_key(self, event: events.Key) -> None:
        char = event.character or ""
        if self.pending:
            if event.key == "escape":
                self._consume(event)
                self._set_pending("")
                return
            if char and char.isprintable():
                self._consume(event)
                self._second(char.lower())
            return
        if event.key in CLEAR_KEYS:
            self._consume(event)
            self._do_clear()
            return
        if not char:
            return
        key = char.lower()
        if key in ACTION_KEYS or key in MOVE_KEYS:
            self._consume(event)
            self._set_pending(key)
        elif key in ("h", "m"):
            self._consume(event)
            self._do_place(Pick(None, None, "action" if key == "h" else "move"))

    def _second(self, key: str) -> None:
        first = self.pending
        self._set_pending("")
        if first in ACTION_KEYS:
            action = ACTION_KEYS[first]
            if key in MOVE_KEYS:
                pick = Pick(action, MOVE_KEYS[key], "action")
            elif ACTION_KEYS.get(key) == action:
                pick = Pick(action, None, "action")
            else:
                self.post_message(self.Pending())
                self.app.bell()
                return
        else:
            move = MOVE_KEYS[first]
            if key in ACTION_KEYS:
                pick = Pick(ACTION_KEYS[key], move, "move")
            elif MOVE_KEYS.get(key) == move:
                pick = Pick(None, move, "move")
            else:
                self.post_message(self.Pending())
                self.app.bell()
                return
        self._do_place(pick)

    def _do_place(self, pick: Pick) -> None:
        if self._place is None:
            self.post_message(self.Place(self.android, self.turn, pick))
        elif self._place(self.android, self.turn, pick):
            self.next_turn()

    def _do_clear(self) -> None:
        if self._clear is not None:
            self._clear(self.android, self.turn)
        else:
            self.post_message(self.Clear(self.android, self.turn))

    def _set_pending(self, key: str) -> None:
        self.pending = key
        self.post_message(self.Pending())
        self.refresh()

    @staticmethod
    def _consume(event: events.Key) -> None:
        event.stop()
        event.prevent_default()

    def pending_text(self) -> str:
        """What the first key chose, and what the second may be."""
        if not self.pending:
            return ""
        counts = pool_counts(self.table.face_up) if self.table is not None else Counter()
        if self.pending in ACTION_KEYS:
            action = ACTION_KEYS[self.pending]
            options = " · ".join(f"{k} {group_name(action, m)} ({counts[action, m]})"
                                 for k, m in MOVE_KEYS.items())
            return f"{action} on top · which card? {options} · {self.pending} again: any"
        move = MOVE_KEYS[self.pending]
        options = " · ".join(f"{k} {group_name(a, move)} ({counts[a, move]})"
                             for k, a in (("a", "A"), ("s", "B"), ("d", "C"), ("f", "bots")))
        return f"{move} on top · which card? {options} · {self.pending} again: any"

    # -- drawing
    def get_content_height(self, container, viewport, width: int) -> int:
        return 2 + len(self.names)

    def render(self) -> Text:
        table = self.table
        closed = table.closed if table is not None else 0
        name_w = min(12, max([9, *map(len, self.names)]) + 1)
        out = Text(no_wrap=True, overflow="ellipsis")
        # the phase line
        out.append(" " * (name_w + 1))
        for p, turns in enumerate(PHASE_TURNS, 1):
            width = 4 * len(turns) - 1
            label = f"phase {p} LOCKED" if p <= closed else f"phase {p}"
            if len(label) > width:
                label = f"{p} LOCKED" if p <= closed else f"phase {p}"
            out.append(label.center(width)[:width], style="bold" if p <= closed else "dim")
            out.append(" │ " if p < 3 else " │")
        out.append(" heroic\n", style="dim")
        # the turn numbers
        out.append(" " * (name_w + 1))
        for p, turns in enumerate(PHASE_TURNS, 1):
            out.append(" ".join(f"{t:^3}" for t in turns), style="dim")
            out.append(" │ " if p < 3 else " │")
        out.append("\n")
        for a, name in enumerate(self.names):
            here = a == self.android and self.has_focus
            marker = "▶" if a == self.android else " "
            out.append(f"{marker}{name[:name_w - 1]:<{name_w - 1}} ", style="bold" if here else "")
            board = table.android_boards[a] if table is not None and a < len(table.android_boards) else (None,) * TURNS
            for p, turns in enumerate(PHASE_TURNS, 1):
                for i, t in enumerate(turns):
                    slot = board[t - 1]
                    token = "·" if slot is None else short(slot[0].token(slot[1]))
                    style = "dim" if p <= closed else ("bold magenta" if slot and slot[0].heroic else "")
                    if a == self.android and t == self.turn:
                        cell = f"[{token}]" if len(token) == 1 else f"{token:^3}"
                        out.append(cell, style="reverse bold" if self.has_focus else "reverse")
                    else:
                        out.append(f"{token:^3}", style=style)
                    if i < len(turns) - 1:
                        out.append(" ")
                out.append(" │ " if p < 3 else " │")
            if table is not None and a < len(table.deal.androids):
                card = table.deal.androids[a]
                placed = any(s is not None and s[0] == card for s in board)
                out.append(" ✓" if placed else "  ", style="dim")
                out.append(heroic_short(card), style="dim" if placed else "magenta")
            if a < len(self.names) - 1:
                out.append("\n")
        return out


def pool_counts(face_up) -> Counter:
    return Counter((card.action, card.move) for card in face_up)


def pool_text(face_up, *, compact: bool = False) -> Text:
    """The face-up cards grouped by card: a row per action half and a column per move half,
    or (`compact`) the twelve groups on two lines."""
    counts = pool_counts(face_up)
    out = Text(no_wrap=True, overflow="ellipsis")
    if compact:
        groups = [(a, m) for a in ACTIONS for m in MOVES]
        for i, (action, move) in enumerate(groups):
            n = counts[action, move]
            out.append(f"{group_name(action, move)} {n}", style="dim" if n == 0 else "")
            out.append("\n" if i == 5 else ("" if i == 11 else "  "))
        return out
    for i, action in enumerate(ACTIONS):
        out.append(f"{action:<5}", style="bold")
        for move in MOVES:
            n = counts[action, move]
            out.append(f"{group_name(action, move):>10} {n:>2}", style="dim" if n == 0 else "")
            out.append("  ")
        if i < len(ACTIONS) - 1:
            out.append("\n")
    return out


class FaceUpPool(Static):
    """The action deck spread face up, as counts per card."""

    DEFAULT_CSS = """
    FaceUpPool {
        height: auto;
        width: 100%;
        text-wrap: nowrap;
        text-overflow: ellipsis;
    }
    """

    def show(self, face_up, *, compact: bool = False) -> None:
        self.update(pool_text(face_up, compact=compact))
