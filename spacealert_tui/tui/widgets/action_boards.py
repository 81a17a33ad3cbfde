"""Planning on screen: the crew's action boards, the hands and the deck lying face up.

`ActionBoards` draws one row per crew member (12 turns grouped by phase 1-3 | 4-7 |
8-12, closed phases marked LOCKED): a player's row shows the cards left in hand, an
android's its heroic card. It owns only the cursor and the key typed so far; the screen
owns the cards (a `rules.action_deck.Table`) and answers the calls the widget makes.

Keys (the half on top first, then the other half: which card to spend):

    a s d f (or c for C)   action on top: A B C battle bots — then r b l: the card's move half
    r b l                  move on top: red blue lift — then a s d f: the card's action half
    the same key twice     any card with that half (the group with the most cards left)
    h / m                  the heroic card (a player's in hand, an android's own),
                           action / heroic move on top
    p then b / a           with specializations: a special card (a player's in hand, an
                           android's own), the basic action ◇ / the advanced card's dark
                           half ◆ (b takes the basic card, else the advanced one light
                           half up), as in the entry
    p + then b / a         stack it on the card of the cursor's space, or of the space
                           just filled (`r r p + b`: `red+spec`, the Medic on a move)
    + then a card's keys   lay the card under the special card lying alone on the
                           cursor's space (it ends stacked on it)
    x, delete, backspace   take the card off (back to hand, or face up)
    ← → ↑ ↓, 1-5, home/end move (1-5: crew member 1-5)       escape: forget the first key

With double-action cards (`double=True`) every card has a single half and a double
half, and the keys name the half on top first, then the other one:

    x, two symbols, one symbol   the double half on top (`x a s r`: A+B over red);
                                 x or space instead of the last: any such card
    a symbol, then two symbols   the single half on top (`r a s`: red over A+B);
                                 space after the first: any card with that single half
    delete, backspace            take the card off (x types a double card, as in the entry)

Which cards a key can take is the screen's business (`source(row)`): the face-up deck
in solo, the player's hand on a player's row, the giving player's hand on an android's.

`FaceUpPool` draws the face-up cards grouped by card (`A/red 10`) and the heroic cards;
hidden (`hidden=True`) it says the deck lies shuffled face down (the harder solo
variant with double actions, expansion rulebook p.10).
`show(..., backs=rows)` draws those rows' cards by their backs (`back_cell`: `act` or
`mov`, the half on top, never the card): another player's board while his hand is
hidden (`dialogs/hand_over.py`, ruling RD15).
Everything reads as text: ▶ marks the cursor's row, [ ] the cursor's turn, LOCKED the
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

from spacealert_tui.i18n import N_, _, pgettext
from spacealert_tui.rules.action_deck import Table, slot_token
from spacealert_tui.rules.double_deck import DOUBLE_ROWS
from spacealert_tui.rules.text import tr
from spacealert_tui.tui.widgets.plan_grid import HALF_SHORT, SPEC_KEYS, SPEC_SHORT, half_short, short, station_short

TURNS = 12
PHASE_TURNS = ((1, 2, 3), (4, 5, 6, 7), (8, 9, 10, 11, 12))
ACTION_KEYS = {"a": "A", "s": "B", "d": "C", "c": "C", "f": "bots"}
MOVE_KEYS = {"r": "red", "b": "blue", "l": "lift"}
ACTION_NAMES = {"A": "A", "B": "B", "C": "C", "bots": "bots"}
ACTIONS = ("A", "B", "C", "bots")
MOVES = ("red", "blue", "lift")
CLEAR_KEYS = ("x", "delete", "backspace")
SYMBOL_KEYS = {**ACTION_KEYS, **MOVE_KEYS}
SYMBOL_LETTER = {"A": "a", "B": "s", "C": "d", "bots": "f", "red": "r", "blue": "b", "lift": "l"}
SYMBOLS = ("A", "B", "C", "bots", "red", "blue", "lift")
#: The double-action cards in the reference table's order: (single, double) -> rank.
DOUBLE_ORDER = {(single, double): i for i, (double, single, _) in enumerate(DOUBLE_ROWS)}


def group_name(action: str, move: str) -> str:
    """The card as the table calls it: A/red, bots/lift; a double card double half
    first: A+B/red."""
    if "+" in move:
        return f"{move}/{action}"
    return f"{action}/{move}"


def move_word(half: str) -> str:
    """A move half as the hands and the face-up cards name it, short (the key hints'
    words: roja, gravit.); any other half as it is."""
    words = {"red": pgettext("move short", "red"), "blue": pgettext("move short", "blue"),
             "lift": pgettext("move short", "lift")}
    return words.get(half, half)


def action_word(half: str) -> str:
    """An action half as the hands and the face-up cards name it, short: A, B, C, and
    the battle bots in the crew's language (robots)."""
    # Translators: battle bots, short, as the hands and the face-up deck name a card (bots/red)
    return pgettext("action short", "bots") if half == "bots" else half


def group_words(action: str, move: str) -> str:
    """`group_name` in the crew's language, for the screen: A/roja, robots/gravit.;
    `group_name` stays the card's id (a key, a count)."""
    if "+" in move:
        return "+".join(half_word(h) for h in move.split("+")) + "/" + half_word(action)
    return f"{action_word(action)}/{move_word(move)}"


def half_word(half: str) -> str:
    """A single half of a double-action card, short, in the crew's language."""
    return move_word(half) if half in MOVES else action_word(half)


def card_order(card) -> tuple[int, int]:
    """Where a card sorts in a hand or a list: the deck's order, heroic cards last."""
    if card.heroic:
        return (2, 0)
    if "+" in card.move:
        return (1, DOUBLE_ORDER.get((card.action, card.move), len(DOUBLE_ORDER)))
    return (0, ACTIONS.index(card.action) * len(MOVES) + MOVES.index(card.move))


def cell_text(token: str) -> str:
    """A board cell's three characters: a four-character double card drops its +."""
    text = short(token)
    return text.replace("+", "") if len(text) > 3 else text


def back_cell(up: str) -> str:
    """A card face down on another player's board (base rulebook §2: the others "can
    tell an action from a movement by looking at the back"): the half up, never the card."""
    if up == "action":
        return pgettext("card back, 3 letters", "act")[:3]
    if up == "move":
        return pgettext("card back, 3 letters", "mov")[:3]
    return "▒▒▒"


def heroic_name(card) -> str:
    """HA/lower-blue, the station in the crew's language (HA/inferior azul)."""
    return f"{card.action}/{tr(card.move.removeprefix('Hmove:'))}"


def special_name(card) -> str:
    """A special card as the hands and the cursor's line name it: ◇ the basic card,
    ◇/◆ the advanced card (its light half, its dark half)."""
    return "/".join(dict.fromkeys(SPEC_SHORT[half] for half in (card.action, card.move)))


def heroic_short(card) -> str:
    """HA/lb (the station as the plan grid writes it)."""
    return f"H{action_word(card.action[1:])}/{station_short(card.move.removeprefix('Hmove:'))}"


def phase_of(turn: int) -> int:
    return next(p for p, turns in enumerate(PHASE_TURNS, 1) if turn in turns)


@dataclass(frozen=True)
class BoardRow:
    """A crew member's board: player `index` or android `index` of the deal."""

    name: str
    android: bool
    index: int


@dataclass
class Pick:
    """What the keys asked for: a card group and which half is up (or the own heroic card)."""

    action: str | None       # A B C bots (a double card: its single half); None (with
                             # move None): the heroic card; "spec": a special card
    move: str | None         # red blue lift (a double card: its double half X+Y); with
                             # "spec": the token wanted, spec or spec_adv
    up: str                  # "action" | "move"; a double card "single" | "double"
    place: str = ""          # "stack": a special card stacked on the space's card;
                             # "under": the card laid under the special card there


class ActionBoards(Widget, can_focus=True):
    """The crew's boards, keyboard-driven: one row per crew member."""

    DEFAULT_CSS = """
    ActionBoards {
        height: auto;
        width: 100%;
        text-wrap: nowrap;
        text-overflow: ellipsis;
    }
    """
    BINDINGS = [
        Binding("left", "move(0, -1)", N_("Turn ←"), show=False),
        Binding("right", "move(0, 1)", N_("Turn →"), show=False),
        Binding("up", "move(-1, 0)", N_("Crew ↑"), show=False),
        Binding("down", "move(1, 0)", N_("Crew ↓"), show=False),
        Binding("home", "turn(1)", N_("Turn 1"), show=False),
        Binding("end", "turn(12)", N_("Turn 12"), show=False),
        *(Binding(str(n), f"row({n - 1})", description, show=False) for n, description in enumerate(
            (N_("Crew member 1"), N_("Crew member 2"), N_("Crew member 3"), N_("Crew member 4"),
             N_("Crew member 5")), 1)),
    ]

    class Moved(Message):
        """The cursor moved: the screen redraws what depends on it (hint, hands)."""

    class Pending(Message):
        """The first key was typed (or forgotten): the screen says what comes next."""

    def __init__(self, rows: list[BoardRow], *, place, clear, source,
                 double: bool = False, id: str | None = None) -> None:
        """`place(row, turn, pick)` and `clear(row, turn)` are called at once (never
        queued: keys typed fast must each land where the cursor was) and return True when
        the card went down or came off; a placed card moves the cursor to the next turn.
        `source(row)`: the cards a key on that row takes from (for the counts shown).
        `double`: the cards are double-action ones (the keys above)."""
        super().__init__(id=id)
        self.double = double
        self.rows = list(rows)
        self._place, self._clear, self._source = place, clear, source
        self.row = 0
        self.turn = 1
        self.pending = ""            # the first key of a two-key card
        self.under = False           # `+` typed: the next card goes under the special card
        self.last_put: tuple[int, int] | None = None    # (row, turn) of the card just placed
        self.table: Table | None = None      # set by the screen (`show`)
        self.editable = False
        self.backs: frozenset[int] = frozenset()   # rows drawn by the cards' backs (`back_cell`)

    @property
    def names(self) -> list[str]:
        return [row.name for row in self.rows]

    # -- state from the screen
    def show(self, table, *, editable: bool, backs: frozenset[int] = frozenset()) -> None:
        """The screen's cards (it calls this ten times a second: redrawn only on a change;
        a `Table` is immutable, so a new one is a change). `backs`: the rows whose cards
        lie face down for whoever holds the terminal (another player's hand)."""
        if table is self.table and editable == self.editable and backs == self.backs:
            return
        self.table, self.editable, self.backs = table, editable, backs
        self.refresh(layout=True)

    # -- cursor
    def action_move(self, d_row: int, d_turn: int) -> None:
        self.row = (self.row + d_row) % len(self.rows)
        self.turn = min(TURNS, max(1, self.turn + d_turn))
        self._moved()

    def action_turn(self, turn: int) -> None:
        self.turn = turn
        self._moved()

    def action_row(self, row: int) -> None:
        if row < len(self.rows):
            self.row = row
            self._moved()

    def next_turn(self) -> None:
        if self.turn < TURNS:
            self.turn += 1
        self._moved()

    def _moved(self) -> None:
        self.post_message(self.Moved())
        if self.last_put is not None and self.last_put != (self.row, self.turn - 1):
            self.last_put = None     # `p +` stacks on the card just placed only right after it
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
                self.under = False
                self._set_pending("")
                return
            if char and char.isprintable():
                self._consume(event)
                self._second(char.lower())
            return
        if event.key in CLEAR_KEYS and not (self.double and event.key == "x"):
            self._consume(event)
            self._do_clear()
            return
        if not char:
            return
        key = char.lower()
        if self.double and key == "x":
            self._consume(event)
            self._set_pending("x")
        elif key in ACTION_KEYS or key in MOVE_KEYS:
            self._consume(event)
            self._set_pending(key)
        elif key in ("h", "m"):
            self._consume(event)
            self._do_place(Pick(None, None, "action" if key == "h" else "move"))
        elif key == "p" and self.editable:      # before the round `p` is the screen's practice key
            self._consume(event)
            self._set_pending("p")
        elif char == "+" and self.editable and self.table is not None and self.table.deal.specialized:
            self._consume(event)
            self.under = True
            self._set_pending("+")

    def _second(self, key: str) -> None:
        if self.pending == "p" and key == "+":
            self._set_pending("p+")
            return
        if self.pending in ("p", "p+"):
            stacking = self.pending == "p+"
            self._set_pending("")
            token = SPEC_KEYS.get(key)
            if token is None:
                self.app.bell()
                return
            pick = Pick("spec", token, "move" if token == "spec_adv" else "action")
            if stacking:
                self._do_stack(pick)
            else:
                self._do_place(pick)
            return
        if self.pending == "+":          # the card under the special card: its keys as usual
            if self.double and key == "x":
                self._set_pending("x")
            elif key in ACTION_KEYS or key in MOVE_KEYS:
                self._set_pending(key)
            elif key in ("h", "m"):
                self._set_pending("")
                self._do_place(Pick(None, None, "action" if key == "h" else "move"))
            else:
                self.under = False
                self._set_pending("")
                self.app.bell()
            return
        if self.double:
            self._double_next(key)
            return
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

    def _double_next(self, key: str) -> None:
        """One more key of a double-action card: `x` and three symbols, or four... see
        the module's docstring; a key that names no card forgets the keys typed."""
        typed = self.pending
        symbols = [SYMBOL_KEYS[k] for k in typed.lstrip("x")]
        pick = None
        if typed.startswith("x"):
            if len(symbols) < 2 and key in SYMBOL_KEYS:
                self._set_pending(typed + key)
                return
            if len(symbols) == 2:
                pair = "+".join(symbols)
                if key in SYMBOL_KEYS:
                    pick = Pick(SYMBOL_KEYS[key], pair, "double")
                elif key in ("x", " "):
                    pick = Pick(None, pair, "double")
        elif key == " " and len(symbols) == 1:
            pick = Pick(symbols[0], None, "single")
        elif key in SYMBOL_KEYS:
            if len(symbols) == 1:
                self._set_pending(typed + key)
                return
            pick = Pick(symbols[0], f"{symbols[1]}+{SYMBOL_KEYS[key]}", "single")
        self._set_pending("")
        if pick is None:
            self.app.bell()
            return
        self._do_place(pick)

    def _do_place(self, pick: Pick) -> None:
        if self.under:
            self.under = False
            pick.place = "under"
            self._place(self.row, self.turn, pick)     # the cursor stays on the stack
            return
        row, turn = self.row, self.turn
        if self._place(row, turn, pick):
            self.next_turn()
            self.last_put = (row, turn)

    def _do_stack(self, pick: Pick) -> None:
        """`p +`: on the cursor's card, or — the cursor gone on to an empty space — on the
        card just placed (`r r p + b`), as the entry does."""
        pick.place = "stack"
        row, turn = self.row, self.turn
        if self._board(self.rows[row])[turn - 1] is None and self.last_put is not None:
            row, turn = self.last_put
        if self._place(row, turn, pick):
            self.last_put = None

    def _do_clear(self) -> None:
        self._clear(self.row, self.turn)

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
        if self.pending == "p":
            return _("special card · b ◇ basic action · a ◆ advanced, dark half · + stack it")
        if self.pending == "p+":
            return _("stack on the card · b ◇ basic action · a ◆ advanced, dark half")
        if self.pending == "+":
            return _("a card under the special card: its keys (asdf/rbl + other half)")
        counts = pool_counts(self._source(self.row))
        if self.double:
            return double_pending_text(self.pending, counts)
        if self.pending in ACTION_KEYS:
            action = ACTION_KEYS[self.pending]
            options = " · ".join(f"{k} {group_words(action, m)} ({counts[action, m]})"
                                 for k, m in MOVE_KEYS.items())
            return _("{half} on top · which card? {options} · {key} again: any").format(
                half=action, options=options, key=self.pending)
        move = MOVE_KEYS[self.pending]
        options = " · ".join(f"{k} {group_words(a, move)} ({counts[a, move]})"
                             for k, a in (("a", "A"), ("s", "B"), ("d", "C"), ("f", "bots")))
        return _("{half} on top · which card? {options} · {key} again: any").format(
            half=move_word(move), options=options, key=self.pending)

    # -- drawing
    def get_content_height(self, container, viewport, width: int) -> int:
        return 2 + len(self.rows)

    def render(self) -> Text:
        table = self.table
        if table is None:            # before the screen's first show()
            return Text()
        closed = table.closed
        name_w = min(12, max([9, *map(len, self.names)]) + 1)
        out = Text(no_wrap=True, overflow="ellipsis")
        # the phase line
        out.append(" " * (name_w + 1))
        for p, turns in enumerate(PHASE_TURNS, 1):
            width = 4 * len(turns) - 1
            phase = _("phase {p}").format(p=p)
            label = _("phase {p} LOCKED").format(p=p) if p <= closed else phase
            if len(label) > width:
                label = _("{p} LOCKED").format(p=p) if p <= closed else phase
            out.append(label.center(width)[:width], style="bold" if p <= closed else "dim")
            out.append(" │ " if p < 3 else " │")
        out.append(f" {self.side_label()}\n", style="dim")
        # the turn numbers
        out.append(" " * (name_w + 1))
        for p, turns in enumerate(PHASE_TURNS, 1):
            out.append(" ".join(f"{t:^3}" for t in turns), style="dim")
            out.append(" │ " if p < 3 else " │")
        out.append("\n")
        for r, row in enumerate(self.rows):
            here = r == self.row and self.has_focus
            marker = "▶" if r == self.row else " "
            out.append(f"{marker}{row.name[:name_w - 1]:<{name_w - 1}} ", style="bold" if here else "")
            board = self._board(row)
            stacks = self._stacks(row)
            fixed = closed if row.android else max(closed, table.picked_up[row.index] - 1)
            for p, turns in enumerate(PHASE_TURNS, 1):
                for i, t in enumerate(turns):
                    slot = board[t - 1]
                    face_down = slot is not None and r in self.backs
                    token = ("·" if slot is None else back_cell(slot[1]) if face_down
                             else cell_text(slot_token(slot, stacks[t - 1])))
                    special = not face_down and slot is not None and (
                        slot[0].heroic or slot[0].special or stacks[t - 1] is not None)
                    style = "dim" if p <= fixed else ("bold magenta" if special else "")
                    if r == self.row and t == self.turn:
                        cell = f"[{token}]" if len(token) == 1 else f"{token:^3}"
                        out.append(cell, style="reverse bold" if self.has_focus else "reverse")
                    else:
                        out.append(f"{token:^3}", style=style)
                    if i < len(turns) - 1:
                        out.append(" ")
                out.append(" │ " if p < 3 else " │")
            self._render_side(out, row, board)
            if r < len(self.rows) - 1:
                out.append("\n")
        return out

    @property
    def dealt(self) -> Table:
        """The table shown (drawn only once the screen has shown one)."""
        assert self.table is not None
        return self.table

    def side_label(self) -> str:
        """The side column's heading: what `_render_side` shows on the rows below it."""
        table = self.dealt
        androids = sum(row.android for row in self.rows)
        own = _("special") if table.deal.specialized else _("heroic")
        return own if androids == len(self.rows) else (_("hand") if not androids else
                                                       _("hand/special") if table.deal.specialized
                                                       else _("hand/heroic"))

    def _board(self, row: BoardRow):
        table = self.dealt
        boards = table.android_boards if row.android else table.player_boards
        return boards[row.index] if row.index < len(boards) else (None,) * TURNS

    def _stacks(self, row: BoardRow):
        """The special cards stacked on the row's board, turn by turn."""
        stacks = self.dealt.stacks(row.android)
        return stacks[row.index] if row.index < len(stacks) else (None,) * TURNS

    def _render_side(self, out: Text, row: BoardRow, board) -> None:
        """An android's own cards, heroic or special (✓ once placed); a player's count of
        cards in hand."""
        if row.android:
            for card in self.dealt.deal.own_cards(row.index):
                placed = self.dealt.lies_at(True, row.index, card) is not None
                out.append(" ✓" if placed else "  ", style="dim")
                out.append(special_name(card) if card.special else heroic_short(card),
                           style="dim" if placed else "magenta")
        else:
            out.append(" " + _("{n} in hand").format(n=len(self.dealt.hands[row.index])), style="dim")


def pool_counts(face_up) -> Counter:
    return Counter((card.action, card.move) for card in face_up)


def double_pending_text(typed: str, counts: Counter) -> str:
    """What the keys typed so far chose for a double-action card, and what may follow,
    with the cards left of each (`counts`: (single, double) -> cards; heroic ones ignored)."""
    counts = Counter({k: n for k, n in counts.items() if "+" in k[1]})
    symbols = [SYMBOL_KEYS[k] for k in typed.lstrip("x")]
    if typed.startswith("x"):
        if len(symbols) < 2:
            pairs = Counter({d: 0 for _single, d in counts})
            for (_single, d), n in counts.items():
                pairs[d] += n
            shown = [f"{''.join(SYMBOL_LETTER[h] for h in d.split('+'))[len(symbols):]} {d} ({n})"
                     for d, n in sorted(pairs.items(), key=lambda kv: SYMBOLS.index(kv[0].split('+')[0]))
                     if n and d.split("+")[:len(symbols)] == symbols]
            head = (_("double half on top: {half}").format(half=f"{symbols[0]}+…") if symbols
                    else _("double half on top: its two symbols"))
            return f"{head} · " + (" · ".join(shown) if shown else _("no such card left"))
        pair = "+".join(symbols)
        options = [f"{SYMBOL_LETTER[s]} {s} ({counts[s, pair]})" for s in SYMBOLS if counts[s, pair]]
        return _("{half} on top · which card (its single half)? {options} · x any").format(
            half=pair, options=" · ".join(options) if options else _("none left"))
    single = symbols[0]
    mine = sorted(((d, n) for (s, d), n in counts.items() if s == single and n
                   and d.split("+")[:len(symbols) - 1] == symbols[1:]),
                  key=lambda kv: DOUBLE_ORDER.get((single, kv[0]), 0))
    shown = [f"{''.join(SYMBOL_LETTER[h] for h in d.split('+'))[len(symbols) - 1:]} {d} ({n})"
             for d, n in mine]
    tail = " · " + _("space any") if len(symbols) == 1 else ""
    return _("{half} on top · which card (its double half)? {options}").format(
        half=move_word(single),
        options=" · ".join(shown) if shown else _("none left")) + tail


def hand_text(cards) -> str:
    """A hand as the table reads it: `A/red 2 · B/lift · HA/lb` (groups in deck order);
    double-action cards double half first, `A+B/red`."""
    counts = pool_counts(c for c in cards if not (c.heroic or c.special))
    groups = sorted(counts, key=lambda g: card_order(_Group(*g)))
    parts = [f"{group_words(a, m)}{f' {counts[a, m]}' if counts[a, m] > 1 else ''}"
             for a, m in groups]
    parts += [heroic_name(c) for c in cards if c.heroic]
    parts += [special_name(c) for c in cards if c.special]
    return " · ".join(parts) if parts else _("no cards")


@dataclass(frozen=True)
class _Group:
    """A (action, move) pair read as a card, for `card_order`."""

    action: str
    move: str
    heroic: bool = False


def double_pool_text(face_up) -> Text:
    """The face-up double-action cards: a line per first symbol of the double half, each
    double half followed by the single halves of its cards (`A+←:→↕↕`: three cards,
    one with a move blue under A+red, two with a gravolift)."""
    counts = pool_counts(face_up)
    out = Text(no_wrap=True, overflow="ellipsis")
    firsts = [f for f in SYMBOLS if any(d.split("+")[0] == f for _, d in DOUBLE_ORDER)]
    for i, first in enumerate(firsts):
        pairs = dict.fromkeys(d for _, d in DOUBLE_ORDER if d.split("+")[0] == first)
        for j, pair in enumerate(pairs):
            singles = "".join(half_short(s) * counts[s, pair] for s in SYMBOLS)
            out.append("  " if j else "")
            out.append(short(pair) + ":", style="bold" if singles else "dim")
            out.append(singles or "-", style="" if singles else "dim")
        if i < len(firsts) - 1:
            out.append("\n")
    out.append("\n" + double_legend(), style="dim")
    return out


def double_legend() -> str:
    """What the double-action deck's lines say: the double half, then a symbol per card
    for its single half; the symbols in words."""
    symbols = " · ".join([*(f"{HALF_SHORT[h]} {move_word(h)}" for h in MOVES),
                          f"{half_short('bots')} {_('battle bots')}"])
    return _("A+B:→↕ double half A+B, then each card's single half") + "\n" + symbols


def pool_text(face_up, *, compact: bool = False) -> Text:
    """The face-up cards grouped by card: a row per action half and a column per move half,
    or (`compact`) the twelve groups on two lines."""
    if any("+" in card.move for card in face_up):
        return double_pool_text(face_up)
    counts = pool_counts(face_up)
    out = Text(no_wrap=True, overflow="ellipsis")
    if compact:
        groups = [(a, m) for a in ACTIONS for m in MOVES]
        for i, (action, move) in enumerate(groups):
            n = counts[action, move]
            out.append(f"{group_words(action, move)} {n}", style="dim" if n == 0 else "")
            out.append("\n" if i == 5 else ("" if i == 11 else "  "))
        return out
    for i, action in enumerate(ACTIONS):
        out.append(f"{action_word(action):<5}", style="bold")
        for move in MOVES:
            n = counts[action, move]
            out.append(f"{group_words(action, move):>10} {n:>2}", style="dim" if n == 0 else "")
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
    _shown: tuple | None = None      # (face_up, compact, hidden) last drawn

    def show(self, face_up, *, compact: bool = False, hidden: bool = False) -> None:
        """Redrawn only when the cards or the layout changed (called ten times a second).
        `hidden`: the deck lies shuffled face down until the round starts."""
        if (face_up, compact, hidden) == self._shown:
            return
        self._shown = (face_up, compact, hidden)
        if hidden:
            self.update(Text(_("{n} cards shuffled face down: turned over when the soundtrack "
                               "starts (harder solo).").format(n=len(face_up)), style="dim"))
            return
        self.update(pool_text(face_up, compact=compact))
