"""The plan grid: every crew member's 12 action spaces, typed one key per card half.

One row per crew member (androids too), 12 columns grouped by phase (1-3 | 4-7 |
8-12). Keys (the top half of the card):

    r red · b blue · l lift (gravolift) · a A · s B · d C (or A B C) · f battle bots
    e, space or 0 empty · H then a/b/f heroic A/B/bots · m then a station heroic move
    ! stumble on/off · ← → ↑ ↓ move · home/end turn 1/12 · backspace clears back

A heroic move asks for its station: 1-6, or u/l (upper/lower) then r/w/b (zone).
In a mission with double actions (`double_actions=True`), x then two half keys types
a double-action card, top symbol first: `x l a` is `lift+A`, shown `↕+A`; a card
slid half a space by its first half's delay shows a trailing `>` on the after row.
A specialization's special card is p then b (the basic action, ◇) or a (the advanced
card's dark half, ◆); p + then b or a stacks it on the card just typed or under the
cursor (`←+◇`: the Medic on a move). A screen may set `check` to refuse a card.
After a card the cursor moves on: to the next turn, or — turn by turn (`t`, where
later turns are hidden and `+`/`-` show one more or one fewer) — to the next crew
member. Delays computed by the rules core (`delays`) are drawn on the grid: under a
crew member whose cards were delayed, a "↳ after" row shows the board as it lies
at the table after the delays, with » on each turn where a card was pushed right
(`v` hides or shows these rows); a double card slid half a space shows there
as itself with a `>` (`↕+A>`), and the cursor line says which half was not done.
Everything reads as text (» ! ? ·), not only as colour. The grid edits the plans it
was given, in place, and posts `Changed`.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from spacealert_tui.i18n import N_, _, pgettext
from spacealert_tui.rules.text import tr

TURNS = 12
PHASES = ((1, 3), (4, 7), (8, 12))
STATIONS = ("upper-red", "upper-white", "upper-blue", "lower-red", "lower-white", "lower-blue")
STATION_SHORT = {s: s[0] + s.split("-")[1][0] for s in STATIONS}      # ur uw ub lr lw lb

KEY_TOKENS = {"r": "red", "R": "red", "b": "blue", "l": "lift", "L": "lift",
              "a": "A", "A": "A", "s": "B", "S": "B", "B": "B", "d": "C", "D": "C", "C": "C", "c": "C",
              "f": "bots", "F": "bots", "e": "empty", "E": "empty", " ": "empty", "0": "empty"}
HEROIC_KEYS = {"a": "HA", "A": "HA", "b": "HB", "B": "HB", "s": "HB", "S": "HB",
               "f": "Hbots", "F": "Hbots"}
SHORT = {"empty": "·", "red": "←", "blue": "→", "lift": "↕", "A": "A", "B": "B", "C": "C",
         "bots": "bot", "HA": "HA", "HB": "HB", "Hbots": "Hbt"}
WORDS = {"empty": N_("empty"), "red": N_("move red (←)"), "blue": N_("move blue (→)"),
         "lift": N_("gravolift (↕)"), "A": "A", "B": "B", "C": "C", "bots": N_("battle bots"),
         "HA": N_("heroic A"), "HB": N_("heroic B"), "Hbots": N_("heroic battle bots")}
#: What a half of a double-action card shows in a cell (battle bots shortened further).
HALF_SHORT = {"red": "←", "blue": "→", "lift": "↕", "A": "A", "B": "B", "C": "C", "bots": "bt"}
HALF_KEYS = {"r": "red", "R": "red", "b": "blue", "l": "lift", "L": "lift", "a": "A", "A": "A",
             "s": "B", "S": "B", "B": "B", "d": "C", "D": "C", "C": "C", "c": "C", "f": "bots",
             "F": "bots"}
HALF_WORDS = {"red": N_("move red (←)"), "blue": N_("move blue (→)"), "lift": N_("gravolift (↕)"),
              "A": "A", "B": "B", "C": "C", "bots": N_("battle bots")}
DOUBLE_STYLE = "bold cyan"
#: A specialization's special cards: ◇ the basic action (or the advanced card's light
#: half), ◆ the advanced card's dark half; stacked on a card, after it (`←+◇`).
SPEC_SHORT = {"spec": "◇", "spec_adv": "◆"}
SPEC_KEYS = {"b": "spec", "B": "spec", "1": "spec", "a": "spec_adv", "A": "spec_adv", "2": "spec_adv"}
SPEC_STYLE = "bold yellow"
STYLE = {"red": "bold red", "blue": "bold dodger_blue1", "lift": "bold", "A": "bold", "B": "bold",
         "C": "bold", "bots": "bold green", "HA": "bold magenta", "HB": "bold magenta",
         "Hbots": "bold magenta"}


def station_short(station: str) -> str:
    """A station in two letters, in the crew's language (`lb`: lower blue; `ib` in Spanish)."""
    codes = {
        # Translators: a station in two letters on the boards' cells (HA/lr, Hlr): deck
        # (u upper, l lower) then colour (r red, w white, b blue); the six must differ
        "upper-red": pgettext("station, 2 letters", "ur"),
        # Translators: the upper white station (the bridge) in two letters: deck, colour
        "upper-white": pgettext("station, 2 letters", "uw"),
        # Translators: the upper blue station in two letters: deck, colour
        "upper-blue": pgettext("station, 2 letters", "ub"),
        # Translators: the lower red station in two letters: deck, colour
        "lower-red": pgettext("station, 2 letters", "lr"),
        # Translators: the lower white station in two letters: deck, colour
        "lower-white": pgettext("station, 2 letters", "lw"),
        # Translators: the lower blue station in two letters: deck, colour
        "lower-blue": pgettext("station, 2 letters", "lb"),
    }
    return codes.get(station, "?")


def half_short(half: str) -> str:
    """A card's half in a cell's few characters (`bt` the battle bots, in the crew's language)."""
    if half == "bots":
        # Translators: battle bots in two letters, one half of a double-action card on a
        # board's cell (bt+A: battle bots and A); the legend under the deck says it in full
        return pgettext("battle bots, 2 letters", "bt")
    return HALF_SHORT.get(half, "?")


def short(token: str) -> str:
    """The few characters a cell shows for a token (`A!`, `Hlb`, `←`, `↕+A`, `◇`, `←+◇`)."""
    if "spec" in token:
        return "+".join(SPEC_SHORT.get(part) or (half_short(part) if part in HALF_SHORT else short(part))
                        for part in token.rstrip(">").split("+")) + (">" if token.endswith(">") else "")
    if "+" in token:
        first, _, second = token.rstrip(">").partition("+")
        text = half_short(first) + "+" + half_short(second)
        return text + (">" if token.endswith(">") else "")
    stumble = token.endswith("!")
    base = token[:-1] if stumble else token
    if base.startswith("Hmove:"):
        text = "H" + station_short(base[6:])
    elif base == "Hbots":
        text = "H" + half_short("bots")
    elif base == "bots":
        # Translators: battle bots in three letters on a board's cell
        text = pgettext("battle bots, 3 letters", "bot")
    else:
        text = SHORT.get(base, "?")
    return text + ("!" if stumble else "")


def words(token: str) -> str:
    """A token in words: `heroic move to lower-blue, stumble`."""
    if "spec" in token:
        return special_words(token)
    if "+" in token:
        first, _sep, second = token.rstrip(">").partition("+")
        one = _(HALF_WORDS[first]) if first in HALF_WORDS else repr(first)
        two = _(HALF_WORDS[second]) if second in HALF_WORDS else repr(second)
        if token.endswith(">"):
            return _("double card {one} then {two}, slid half a space by a delay: "
                     "only {two} is left").format(one=one, two=two)
        return _("double card: {one}, then {two}").format(one=one, two=two)
    stumble = token.endswith("!")
    base = token[:-1] if stumble else token
    if base.startswith("Hmove:"):
        text = _("heroic move to {station}").format(station=tr(base[6:]))
    elif base in WORDS:
        text = _(WORDS[base])
    else:
        text = _("unknown card {token}").format(token=repr(token))
    return text + (" — " + _("stumble: the next turn is delayed") if stumble else "")


def special_words(token: str) -> str:
    """A special card, alone or stacked on a card, in words."""
    cards = token.rstrip(">").split("+")
    special = cards.pop()
    said = (_("special card: advanced action, dark half (◆)") if special == "spec_adv"
            else _("special card: basic action (◇)"))
    if not cards:
        return said
    return _("{card}, with the {special} stacked on it").format(card=words("+".join(cards)), special=said)


def token_ok(token: str) -> bool:
    from spacealert_tui.rules.actions import parse_action
    try:
        parse_action(token)
    except ValueError:
        return False
    return True


@dataclass
class Delays:
    """What the rules core said about delays: (row, turn) -> cause, and the boards after them."""

    marks: dict[tuple[int, int], str]
    after: list[list[str]]
    note: str = ""          # why they could not be computed, or what is provisional
    skipped: dict[tuple[int, int], str] = field(default_factory=dict)   # (row, turn) -> why a
                            # half of a double card could not be done (it becomes nothing)


def phase_of(turn: int) -> int:
    return next(n for n, (lo, hi) in enumerate(PHASES, start=1) if lo <= turn <= hi)


class PlanGrid(Widget, can_focus=True):
    """The crew's planned cards, edited in place (`plans[row][turn - 1]` tokens)."""

    DEFAULT_CSS = """
    PlanGrid {
        height: auto;
        width: 1fr;
        min-width: 60;
    }
    """

    BINDINGS = [
        Binding("up", "move(-1, 0)", N_("Up"), show=False),
        Binding("down", "move(1, 0)", N_("Down"), show=False),
        Binding("left", "move(0, -1)", N_("Left"), show=False),
        Binding("right", "move(0, 1)", N_("Right"), show=False),
        Binding("home", "jump(1)", N_("Turn 1"), show=False),
        Binding("end", "jump(12)", N_("Turn 12"), show=False),
        Binding("delete", "clear", N_("Clear"), show=False),
        Binding("backspace", "clear_back", N_("Clear back"), show=False),
        Binding("t", "toggle_turn_by_turn", N_("Turn by turn"), show=False),
        Binding("v", "toggle_after", N_("After delays"), show=False),
    ]

    row: reactive[int] = reactive(0)
    turn: reactive[int] = reactive(1)
    reveal: reactive[int | None] = reactive(None)       # None: every turn shows
    after_delays: reactive[bool] = reactive(True)
    message: reactive[str] = reactive("", layout=True)     # may take two lines: the height follows

    class Changed(Message):
        """A card was typed (or cleared): `plans[row][turn - 1]` is now `token`."""

        def __init__(self, grid: PlanGrid, row: int, turn: int, token: str) -> None:
            super().__init__()
            self.grid, self.row, self.turn, self.token = grid, row, turn, token

        @property
        def control(self) -> PlanGrid:
            return self.grid

    class Moved(Message):
        """The cursor or the view changed (the screen may show more about the cell)."""

        def __init__(self, grid: PlanGrid) -> None:
            super().__init__()
            self.grid = grid

        @property
        def control(self) -> PlanGrid:
            return self.grid

    def __init__(self, names: list[str], plans: list[list[str]], *, androids: list[bool] | None = None,
                 double_actions: bool = False,
                 id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.double_actions = double_actions     # double-action cards may be typed (x)
        self.names = names
        self.plans = plans
        self.androids = androids or [False] * len(names)
        #: a short mark after each row's name, read as text (the table link: "▣" entered on
        #: a device, "▣✓" and finished there); empty: none
        self.badges: list[str] = []
        self.delays: Delays | None = None
        self.pending = ""        # "H", "m", "mu", "ml", "x", "x:<half>", "p", "p+": waiting for the rest of a card
        #: Why a card may not go where it is typed ((row, turn, token) -> a line, None: it may)
        self.check: Callable[[int, int, str], str | None] | None = None
        self.last_put: tuple[int, int] | None = None   # the card just typed (for a late !)
        #: where typing a row's 12th card took the cursor (the next crew member's turn 1):
        #: an Enter there is already done (`took_next_row`), not a second step
        self.wrapped_to: tuple[int, int] | None = None

    # -- geometry --------------------------------------------------------------------------
    def name_width(self) -> int:
        badge = max((len(b) + 1 for b in self.badges if b), default=0)
        return max(8, min(12, max((len(n) for n in self.names), default=8))) + 1 + badge

    def cell_width(self) -> int:
        room = (self.size.width or 80) - self.name_width() - 2 * 2
        return max(4, min(6, room // TURNS))

    def get_content_height(self, container, viewport, width: int) -> int:
        """Titles, rows, a blank line, then the cursor's line and the message as wrapped
        at `width` (a wrong key's help in Spanish takes two lines): never cut."""
        room = max(1, width)
        return (2 + len(self.lines()) + 1 + len(self._wrapped(self.describe_cursor(), room))
                + len(self._wrapped(self.message, room)))

    def column_x(self, turn: int) -> int:
        """Where turn `turn`'s cell starts on a line."""
        cw = self.cell_width()
        return self.name_width() + (turn - 1) * cw + 2 * (phase_of(turn) - 1)

    # -- drawing ---------------------------------------------------------------------------------
    def shown(self, turn: int) -> bool:
        return self.reveal is None or turn <= self.reveal

    def delayed_rows(self) -> set[int]:
        if self.delays is None:
            return set()
        return {row for row, turn in self.delays.marks if self.shown(turn)}

    def lines(self) -> list[tuple[str, int]]:
        """The grid's rows: ("plan", member) for each member, each followed by
        ("after", member) when that member's cards were delayed (and `after_delays` is on)."""
        delayed = self.delayed_rows() if self.after_delays else set()
        out: list[tuple[str, int]] = []
        for row in range(len(self.names)):
            out.append(("plan", row))
            if row in delayed:
                out.append(("after", row))
        return out

    def render(self) -> Text:
        cw, nw = self.cell_width(), self.name_width()
        out = Text(no_wrap=True, overflow="crop")
        # phase titles
        line = " " * nw
        for n, (lo, hi) in enumerate(PHASES, start=1):
            span = (hi - lo + 1) * cw
            title = _("Phase {n}").format(n=n) if span >= 8 else f"P{n}"
            line += title.center(span) + (" │" if n < 3 else "")
        out.append(line.rstrip() + "\n", style="bold")
        # turn numbers
        out.append(" " * nw)
        for turn in range(1, TURNS + 1):
            style = "bold reverse" if turn == self.turn and self.has_focus else "bold"
            if not self.shown(turn):
                style = "dim"
            out.append(str(turn).center(cw), style=style)
            if turn in (3, 7):
                out.append(" │", style="dim")
        out.append("\n")
        for kind, row in self.lines():
            if kind == "plan":
                self._render_plan(out, row, cw, nw)
            else:
                self._render_after(out, row, cw, nw)
        # the cell under the cursor, in words, and what the grid has to say
        # (the rows never wrap; these two do, at whole words: a wrong key's help in
        # Spanish takes two lines, and get_content_height counts them)
        width = max(1, self.content_size.width or self.size.width or 80)
        out.append("\n")
        out.append("\n".join(line.plain.rstrip() for line in self._wrapped(self.describe_cursor(), width)),
                   style="italic")
        out.append("\n")
        if self.message:
            out.append("\n".join(line.plain.rstrip() for line in self._wrapped(self.message, width)),
                       style="bold")
        return out

    def _wrapped(self, text: str, width: int) -> list[Text]:
        return list(Text(text).wrap(self.app.console, width)) or [Text("")]

    def _cell(self, token: str, cw: int) -> tuple[str, str]:
        text = short(token)
        base = token.rstrip("!")
        style = STYLE.get(base, "bold magenta" if base.startswith("Hmove:") else "")
        if "+" in token or "spec" in token:
            style = SPEC_STYLE if "spec" in token else DOUBLE_STYLE
            if not token_ok(token.rstrip(">")):
                text, style = "?", "bold reverse red"
        elif token == "empty":
            style = "dim"
        elif not token_ok(token):
            text, style = "?", "bold reverse red"
        if len(text) >= cw and "+" in text:     # a narrow grid: the halves side by side
            text = text.replace("+", "")
        if len(text) >= cw and "spec" in token:     # a double card protected: bots in one letter
            text = text.replace("bt", "b")
        return (" " + text).ljust(cw)[:cw], style

    def _render_plan(self, out: Text, row: int, cw: int, nw: int) -> None:
        name = self.names[row]
        badge = self.badges[row] if row < len(self.badges) else ""
        room = nw - 1 - (len(badge) + 1 if badge else 0)       # after the cursor's ▶
        label = name if len(name) <= room else name[: room - 1] + "…"
        out.append("▶" if row == self.row and self.has_focus else " ", style="bold")
        out.append(label.ljust(room), style="bold" if row == self.row else "")
        if badge:
            out.append(" " + badge, style="bold")
        board = self.plans[row]
        for turn in range(1, TURNS + 1):
            token = board[turn - 1] if turn - 1 < len(board) else "empty"
            if self.shown(turn):
                cell, style = self._cell(token, cw)
            else:
                cell, style = " " * cw, ""
            if row == self.row and turn == self.turn and self.has_focus:
                style = (style.replace("dim", "") + " reverse").strip()
            out.append(cell, style=style)
            if turn in (3, 7):
                out.append(" │", style="dim")
        out.append("\n")

    def _render_after(self, out: Text, row: int, cw: int, nw: int) -> None:
        """The board as it lies after the delays: » where a card was pushed away."""
        out.append(" " + ("↳ " + _("after")).ljust(nw - 1)[: nw - 1], style="dim italic")
        board = self.delays.after[row] if self.delays is not None else self.plans[row]
        marks = self.delays.marks if self.delays is not None else {}
        for turn in range(1, TURNS + 1):
            if not self.shown(turn):
                out.append(" " * cw)
            elif (row, turn) in marks and board[turn - 1].endswith(">"):
                cell, _style = self._cell(board[turn - 1], cw)      # slid half a space: the card shows
                out.append(cell, style="bold reverse")
            elif (row, turn) in marks:
                out.append(" »".ljust(cw), style="bold reverse")
            else:
                cell, style = self._cell(board[turn - 1], cw)
                out.append(cell, style=(style + " italic").strip())
            if turn in (3, 7):
                out.append(" │", style="dim")
        out.append("\n")

    def describe_cursor(self) -> str:
        if self.pending:
            return self.prompt()
        if not self.names:
            return _("No crew.")
        row, turn = self.row, self.turn
        name = self.names[row]
        who = _("{name} (android)").format(name=name) if self.androids[row] else name
        token = self.plans[row][turn - 1]
        text = _("{who} · turn {turn} (phase {phase}): {card}").format(
            who=who, turn=turn, phase=phase_of(turn), card=words(token))
        if self.delays is not None and row < len(self.delays.after):
            after = self.delays.after[row][turn - 1]
            cause = self.delays.marks.get((row, turn))
            if cause:
                text += " · » " + _("delayed at turn {turn} ({cause})").format(turn=turn, cause=tr(cause))
            elif after != token:
                text += " · " + _("after delays: {card}").format(card=words(after))
            skipped = self.delays.skipped.get((row, turn))
            if skipped:
                text += " · " + _("a half is not done: {why}").format(why=tr(skipped))
        return text

    def prompt(self) -> str:
        if self.pending == "p":
            return _("Special card: b basic action ◇ · a advanced, dark half ◆ · + stack it on "
                     "the card · esc cancels")
        if self.pending == "p+":
            return _("Stack a special card on the card: b basic ◇ · a advanced ◆ · esc cancels")
        if self.pending == "x":
            return _("Double card, top symbol first: r ← · b → · l ↕ · a s d (A B C) · "
                     "f bots · esc cancels")
        if self.pending.startswith("x:"):
            first = _(HALF_WORDS[self.pending[2:]])
            return _("Double card {first} then: r ← · b → · l ↕ · a s d (A B C) · "
                     "f bots · esc cancels").format(first=first)
        if self.pending == "H":
            return _("Heroic card: a heroic A · b heroic B · f heroic bots · m heroic move · esc cancels")
        if self.pending == "m":
            return _("Heroic move to: 1 ur 2 uw 3 ub 4 lr 5 lw 6 lb, or u/l then r/w/b · esc cancels")
        if self.pending == "mu":
            return _("Heroic move to the upper deck: r red · w white · b blue · esc cancels")
        return _("Heroic move to the lower deck: r red · w white · b blue · esc cancels")

    # -- reacting ------------------------------------------------------------------------------
    def watch_row(self) -> None:
        self._moved()

    def watch_turn(self) -> None:
        self._moved()

    def watch_reveal(self) -> None:
        self.refresh(layout=True)
        self._moved()

    def watch_after_delays(self) -> None:
        self.refresh(layout=True)
        self._moved()

    def _moved(self) -> None:
        self.refresh()
        self.post_message(self.Moved(self))

    def on_focus(self) -> None:
        self.refresh()

    def on_blur(self) -> None:
        self.pending = ""
        self.refresh()

    def set_delays(self, delays: Delays | None) -> None:
        before = len(self.lines())
        self.delays = delays
        self.refresh(layout=len(self.lines()) != before)

    def reload(self, names: list[str], plans: list[list[str]], androids: list[bool]) -> None:
        self.names, self.plans, self.androids = names, plans, androids
        self.row = min(self.row, max(0, len(names) - 1))
        self.refresh(layout=True)

    # -- moving ----------------------------------------------------------------------------
    def action_move(self, drow: int, dturn: int) -> None:
        self.pending = ""
        self.last_put = None
        self.wrapped_to = None
        self.message = ""
        if drow:
            self.row = max(0, min(len(self.names) - 1, self.row + drow))
        if dturn:
            self.turn = max(1, min(TURNS, self.turn + dturn))
            if self.reveal is not None and self.turn > self.reveal:
                self.reveal = self.turn
        self.refresh()

    def action_jump(self, turn: int) -> None:
        self.action_move(0, turn - self.turn)

    def action_toggle_turn_by_turn(self) -> None:
        """Turn by turn: show turns up to the cursor's, and move down the crew after a card."""
        self.reveal = self.turn if self.reveal is None else None
        self.message = (_("Turn by turn: turns after the cursor are hidden; after a card the "
                          "cursor goes to the next crew member. t shows all.")
                        if self.reveal is not None else _("All turns shown; after a card the cursor "
                                                          "goes to the next turn."))

    def action_toggle_after(self) -> None:
        self.after_delays = not self.after_delays
        self.message = (_("Under each delayed crew member: the board as it lies after the delays "
                          "(» where a card was pushed). v hides it.")
                        if self.after_delays else _("Planned cards only (v shows the boards after delays)."))

    def reveal_step(self, delta: int) -> None:
        if self.reveal is None:
            self.reveal = self.turn
        self.reveal = max(1, min(TURNS, self.reveal + delta))
        self.turn = min(self.turn, self.reveal)

    def advance(self) -> None:
        """After a card: the next turn, or (turn by turn) the next crew member."""
        last = len(self.names) - 1
        if self.reveal is not None:
            if self.row < last:
                self.row += 1
            elif self.turn < TURNS:
                self.row = 0
                self.turn += 1
                self.reveal = max(self.reveal, self.turn)
        elif self.turn < TURNS:
            self.turn += 1
        elif self.row < last:
            self.row += 1
            self.turn = 1
            self.wrapped_to = (self.row, self.turn)

    def took_next_row(self) -> bool:
        """Whether the last card typed already took the cursor to the next crew member
        (so the Enter a crew presses after a whole row does not skip one); asked once."""
        wrapped, self.wrapped_to = self.wrapped_to, None
        return wrapped == (self.row, self.turn)

    # -- typing ----------------------------------------------------------------------------------
    def refused(self, row: int, turn: int, token: str) -> bool:
        """Whether `check` refuses `token` there (its line becomes the message)."""
        why = self.check(row, turn, token) if self.check is not None and token != "empty" else None
        if why:
            self.message = why
            self.refresh()
        return bool(why)

    def put(self, token: str, advance: bool = True) -> None:
        if not self.names or self.refused(self.row, self.turn, token):
            return
        self._set(self.row, self.turn, token)
        self.message = ""
        self.wrapped_to = None
        self.last_put = (self.row, self.turn) if advance else None
        if advance:
            self.advance()
        self.refresh()

    def action_clear(self) -> None:
        self.pending = ""
        self.put("empty", advance=False)

    def action_clear_back(self) -> None:
        self.pending = ""
        if self.plans[self.row][self.turn - 1] == "empty":
            if self.turn > 1:
                self.turn -= 1
            elif self.row > 0:
                self.row -= 1
                self.turn = TURNS
        self.put("empty", advance=False)

    def toggle_stumble(self) -> None:
        """! marks the card under the cursor — or, right after typing a card (the cursor
        having moved on), the card just typed: `a!` is a stumbling A, and the cursor stays
        where it is, even when the next space already holds a card (a plan typed again)."""
        row, turn = self.row, self.turn
        if self.last_put is not None:
            row, turn = self.last_put
        self.last_put = None
        token = self.plans[row][turn - 1]
        if "spec" in token:
            self.message = _("No stumbling with a special card: it does what it shows.")
        elif "+" in token or self.double_actions:
            self.message = _("No stumbling with a double-action card: it does what it shows "
                             "(rules of The New Frontier).")
        elif token.endswith("!"):
            self._set(row, turn, token[:-1])
            self.message = _("Turn {turn}: stumble removed.").format(turn=turn)
        elif token == "empty":
            self.message = _("An empty space cannot stumble: type the card first, then !")
        else:
            self._set(row, turn, token + "!")
            self.message = _("Turn {turn}: stumble — the card is played, and the next "
                             "turn is delayed.").format(turn=turn)

    def _set(self, row: int, turn: int, token: str) -> None:
        self.plans[row][turn - 1] = token
        self.post_message(self.Changed(self, row, turn, token))
        self.refresh()

    MOVES = {"up": ("move", (-1, 0)), "down": ("move", (1, 0)), "left": ("move", (0, -1)),
             "right": ("move", (0, 1)), "home": ("jump", (1,)), "end": ("jump", (TURNS,)),
             "delete": ("clear", ()), "backspace": ("clear_back", ())}

    def on_key(self, event: events.Key) -> None:
        # Moves are handled here, in key order, not by the bindings (which run when the
        # key has bubbled up to the app: a card typed right after ↓ would land first).
        char = event.character
        if not self.pending and event.key in self.MOVES:
            self._consume(event)
            name, args = self.MOVES[event.key]
            getattr(self, f"action_{name}")(*args)
            return
        if self.pending:
            if event.key == "escape":
                self.pending = ""
                self.message = _("Cancelled.")
                self._consume(event)
                return
            if char:
                self._consume(event)
                self._pending_key(char)
            return
        if not char or not char.isprintable():
            return
        if char in KEY_TOKENS:
            self._consume(event)
            self.put(KEY_TOKENS[char])
        elif char == "H":
            self._consume(event)
            self.pending = "H"
            self.refresh()
        elif char in "mM":
            self._consume(event)
            self.pending = "m"
            self.refresh()
        elif char in "xX":
            self._consume(event)
            if self.double_actions:
                self.pending = "x"
            else:
                self.message = _("Double-action cards are played only in a mission with double "
                                 "actions (chosen in the set-up).")
            self.refresh()
        elif char in "pP":
            self._consume(event)
            self.pending = "p"
            self.refresh()
        elif char == "!":
            self._consume(event)
            self.toggle_stumble()
        elif char in "+>":
            self._consume(event)
            self.reveal_step(1)
        elif char in "-<":
            self._consume(event)
            self.reveal_step(-1)
        elif char in "tvTV":
            return          # bindings
        elif char.isalnum():
            self._consume(event)
            if self.double_actions:
                self.message = _("{key} is not a card. r b l: red blue lift · a s d (A B C): "
                                 "A B C · f bots · e empty · x double card · H heroic · "
                                 "m heroic move").format(key=repr(char))
            else:
                self.message = _("{key} is not a card. r b l: red blue lift · a s d (A B C): "
                                 "A B C · f bots · e empty · H heroic · m heroic move · ! stumble").format(
                    key=repr(char))

    @staticmethod
    def _consume(event: events.Key) -> None:
        event.stop()
        event.prevent_default()

    def _pending_key(self, char: str) -> None:
        pending = self.pending
        if pending in ("p", "p+"):
            self._special_key(char)
        elif pending == "x" or pending.startswith("x:"):
            half = HALF_KEYS.get(char)
            if half is None:
                self.pending = ""
                self.message = _("{key} is not a half of a double card: r b l (red blue lift), "
                                 "a s d (A B C) or f (bots).").format(key=repr(char))
            elif pending == "x":
                self.pending = "x:" + half
            else:
                self.pending = ""
                self.put(f"{pending[2:]}+{half}")
        elif pending == "H":
            if char in HEROIC_KEYS:
                self.pending = ""
                self.put(HEROIC_KEYS[char])
            elif char in "mM":
                self.pending = "m"
            else:
                self.message = _("No heroic {key}: heroic cards are A, B, battle bots and moves.").format(
                    key=repr(char))
                self.pending = ""
        elif pending == "m":
            if char in "123456":
                self.pending = ""
                self.put(f"Hmove:{STATIONS[int(char) - 1]}")
            elif char in "uUlL":
                self.pending = "m" + char.lower()
            else:
                self.message = _("{key} is not a station: 1-6, or u/l then r/w/b.").format(key=repr(char))
                self.pending = ""
        elif pending in ("mu", "ml"):
            zone = {"r": "red", "w": "white", "b": "blue"}.get(char.lower())
            self.pending = ""
            if zone is None:
                self.message = _("{key} is not a zone: r, w or b.").format(key=repr(char))
            else:
                deck = "upper" if pending == "mu" else "lower"
                self.put(f"Hmove:{deck}-{zone}")
        self.refresh()

    def _special_key(self, char: str) -> None:
        """The key after p (or p +): which special card, alone or stacked."""
        if self.pending == "p" and char == "+":
            self.pending = "p+"
            return
        stacking = self.pending == "p+"
        self.pending = ""
        special = SPEC_KEYS.get(char)
        if special is None:
            self.message = _("{key} is not a special card: b the basic action, a the advanced "
                             "(dark half).").format(key=repr(char))
        elif not stacking:
            self.put(special)
        else:
            self.stack(special)

    def stack(self, special: str) -> None:
        """Stack `special` on the card under the cursor — or, right after typing a card,
        on the card just typed (`r p + b`: the Medic on a move), even when the cursor has
        moved on to a space that already holds a card (a plan typed again)."""
        row, turn = self.row, self.turn
        if self.last_put is not None:
            row, turn = self.last_put
        token = self.plans[row][turn - 1]
        if token == "empty":
            self.message = _("Nothing to stack on: type the card first, then p + b or a.")
            return
        stacked = f"{token}+{special}"
        if self.refused(row, turn, stacked):
            return
        self.last_put = None
        self._set(row, turn, stacked)
        self.message = _("Turn {turn}: {what}").format(turn=turn, what=words(stacked))

    def on_click(self, event: events.Click) -> None:
        self.focus()
        lines = self.lines()
        if not 0 <= event.y - 2 < len(lines):
            return
        row = lines[event.y - 2][1]
        for turn in range(1, TURNS + 1):
            x = self.column_x(turn)
            if x <= event.x < x + self.cell_width():
                self.row, self.turn = row, turn
                if self.reveal is not None:
                    self.reveal = max(self.reveal, turn)
                return
