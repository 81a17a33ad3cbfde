"""A flight-school lesson planned on the practice screen's action boards.

`LessonPlanScreen(lesson)` is the round planned on screen that practice is too
(`tui/planning_round.py`'s `PlanningRound`, a base outside the screens) with the lesson's
cards: one board per learner (`lesson.learners`), each holding the lesson's hand, or
when the lesson gives none, enough cards of every kind it allows. A lesson has no
phases to pick up: every turn it plays is open until the plan flies. Untimed lessons
(no `soundtrack`) show the goal and the scenario's threats instead of the clock, and
`enter` flies the plan; a lesson with a soundtrack plays it as the action round does,
its threats the scenario's cards, and the plan flies when the round is over.

The screen dismisses with the learners' plans (a list of 12 tokens each; `!` marks a
stumble where the lesson allows one), or None when the learner goes back. A retry opens
with the last plan laid out again, timed or not. Nothing is saved: a lesson is no
mission under way.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rich.console import Group
from rich.table import Table as RichTable
from rich.text import Text
from textual import events, on
from textual.binding import Binding

from spacealert_tui.i18n import N_, _, current_language, ngettext
from spacealert_tui.record.draft import CrewSeat, MissionDraft
from spacealert_tui.rules.action_deck import (
    DOUBLE_CARDS,
    HEROIC_CARDS,
    NORMAL_CARDS,
    ActionCard,
    Deal,
    DealError,
    PlayerCards,
    Table,
    phase_of_turn,
    special_cards,
)
from spacealert_tui.rules.text import tr
from spacealert_tui.tui.round_controller import ThreatCall
from spacealert_tui.tui.widgets.round_text import card_line
from spacealert_tui.tui.planning_round import PlanningRound
from spacealert_tui.tui.widgets.text import lesson_header
from spacealert_tui.tui.widgets.action_boards import SYMBOL_LETTER, ActionBoards, BoardRow, Pick, move_word

if TYPE_CHECKING:
    from spacealert_tui.school.lessons import Lesson

HERE = Path(__file__).parent
#: The keys that play a token (its half on top, the same key twice: any such card).
TOKEN_KEYS = {"A": "a a", "B": "s s", "C": "d d", "bots": "f f", "red": "r r", "blue": "b b",
              "lift": "l l"}
ACTION_TOKENS = ("A", "B", "C", "bots")
MOVE_TOKENS = ("red", "blue", "lift")


class LessonTable(Table):
    """The cards of a lesson: any turn may take a card while its phase is open (a
    lesson hands out all its cards at once, so there is no next phase to pick up)."""

    __slots__ = ()

    def play(self, p: int, card: ActionCard, turn: int, up: str | None = None) -> Table:
        return _picked_one(Table.play(_picked(self, p, turn), p, card, turn, up), p)

    def take_back(self, p: int, turn: int) -> Table:
        return _picked_one(Table.take_back(_picked(self, p, turn), p, turn), p)


def _picked(table: Table, p: int, turn: int) -> Table:
    """The table as if player `p` were planning the phase of `turn`."""
    picked = list(table.picked_up)
    picked[p] = phase_of_turn(turn)
    return replace(table, picked_up=tuple(picked))


def _picked_one(table: Table, p: int) -> Table:
    """Back to phase 1 picked up: the boards then draw no phase as fixed."""
    picked = list(table.picked_up)
    picked[p] = 1
    return replace(table, picked_up=tuple(picked))


class LessonBoards(ActionBoards):
    """The lesson's boards. Their side column is narrow: the practice's "16 in hand"
    would not fit beside twelve turns at 80 columns in Spanish or Portuguese, and a
    learner who may play any card has no count worth reading. A lesson that gives a hand
    counts the cards left under its heading; the others show none (the cards panel
    below says what the learner holds)."""

    def __init__(self, *args: Any, counted: bool, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.counted = counted

    def side_label(self) -> str:
        return _("hand") if self.counted else ""

    def _render_side(self, out: Text, row: BoardRow, board: Any) -> None:
        if self.counted and not row.android and self.table is not None:
            out.append(f" {len(self.table.hands[row.index]):>2}", style="dim")


# -------------------------------------------------------------------- the lesson's cards

def double_lesson(lesson: Lesson) -> bool:
    """A lesson played with The New Frontier's double-action cards (`mission.rules`)."""
    return "double_actions" in lesson.record.get("mission", {}).get("rules", [])


def cards_showing(token: str, count: int, allowed: Iterable[str], taken: set[str], *,
                  double: bool = False) -> list[ActionCard]:
    """`count` cards of the deck that can be played as `token`, not in `taken` (their
    ids are added to it); cards whose other half the lesson allows come first.
    `double`: from the double-action deck, which replaces the base one."""
    allowed = set(allowed)
    if token.startswith("H"):
        cards = [c for c in HEROIC_CARDS if token in (c.action, c.move)]
    else:
        cards = [c for c in (DOUBLE_CARDS if double else NORMAL_CARDS) if token in (c.action, c.move)]
    cards.sort(key=lambda c: (c.move if c.action == token else c.action) not in allowed)
    chosen = [c for c in cards if c.id not in taken][:count]
    taken.update(c.id for c in chosen)
    return chosen


def heroic_token(lesson: Lesson, learner: int) -> str | None:
    """The one heroic card a learner holds when the lesson gives no hand (as every player
    holds one): the one its plan that follows the lesson plays, else the allowed ones in
    turn, learner by learner."""
    heroic = [t for t in sorted(lesson.allowed) if t.startswith("H")]
    if not heroic:
        return None
    plan = lesson.follows[learner] if learner < len(lesson.follows) else ()
    used = [t.rstrip("!") for t in plan if t.startswith("H")]
    return used[0] if used else heroic[learner % len(heroic)]


def lesson_hands(lesson: Lesson) -> list[tuple[ActionCard, ...]]:
    """The cards each learner holds: the lesson's hand, or of each kind of card it
    allows one per turn it plays, and one heroic card (`heroic_token`)."""
    hands = []
    double = double_lesson(lesson)
    for learner in range(lesson.learners):
        if lesson.hands is not None:          # real cards, each once
            taken: set[str] = set()
            tokens = list(lesson.hands[learner])
            cards = [card for token in tokens
                     for card in cards_showing(token.rstrip("!"), 1, lesson.allowed, taken, double=double)]
        else:                                 # any card: a deck per kind, so none runs short
            cards = []
            for token in sorted(lesson.allowed):
                if token in ("!", "empty") or token.startswith("H"):
                    continue
                cards += cards_showing(token, lesson.turns, lesson.allowed, set(), double=double)
            heroic = heroic_token(lesson, learner)
            if heroic is not None:
                cards += cards_showing(heroic, 1, lesson.allowed, set())
        normal = [c for c in cards if not c.heroic]
        hands.append(tuple(normal + [c for c in cards if c.heroic]))
    return hands


def lesson_specials(lesson: Lesson) -> list[tuple[ActionCard, ...]]:
    """Each learner's special cards: those of the specialization the scenario gives him
    (`crew[].specialization`, at its level), in hand from the start as in a mission."""
    specials = []
    for member in lesson.record["crew"][:lesson.learners]:
        name = member.get("specialization")
        specials.append(special_cards(str(name), int(member.get("specialization_level", 1))) if name else ())
    return specials


def lesson_table(lesson: Lesson) -> LessonTable:
    """The round's start: every learner holds all of their cards, every board empty."""
    specials = lesson_specials(lesson)
    players = tuple(PlayerCards((hand, (), ()), special)
                    for hand, special in zip(lesson_hands(lesson), specials))
    dealt = Deal("lesson", 0, players, (), (), specialized=any(specials))
    return LessonTable.start(dealt)    # type: ignore[return-value]


def learner_names(lesson: Lesson) -> list[str]:
    return [str(member.get("name", "")) for member in lesson.record["crew"][:lesson.learners]]


def lesson_draft(lesson: Lesson) -> MissionDraft:
    """The practice screen's draft for a lesson: its learners, its soundtrack, the crew's
    language; never saved."""
    mission = lesson.record.get("mission", {})
    return MissionDraft.new(title=_(lesson.title), crew=[CrewSeat(name) for name in learner_names(lesson)],
                            language=current_language(), soundtrack=lesson.soundtrack or "",
                            threat_source="physical", action_cards="virtual", practice=True,
                            tracks=dict(mission.get("tracks", {})), stage="action",
                            rules=list(mission.get("rules", [])))


def heroic_word(token: str) -> str:
    """A heroic card's top half as the learner reads it: heroic A, heroic move."""
    if token.startswith("Hmove"):
        return _("heroic move")
    return _("heroic {action}").format(action=tr(token[1:], "action"))


def token_word(token: str) -> str:
    """A token as the learner reads it: red arrow, A, heroic A, blue arrow + A."""
    if "+" in token:
        return " + ".join(tr(half, "action") for half in token.split("+"))
    return heroic_word(token) if token.startswith("H") else tr(token, "action")


def token_of(pick: Pick, card: ActionCard | None) -> str:
    """The record token a pick plays (a heroic pick: its card's half on top)."""
    if pick.action is None and pick.move is None:
        return card.token(pick.up) if card is not None else ""
    return (pick.action if pick.up in ("action", "single") else pick.move) or ""


def keys_text(allowed: Iterable[str], *, short: bool = False,
              double: bool = False) -> tuple[list[str], list[str]]:
    """The keys of the lesson's cards: the other keys (`h heroic action`, `x clear`), and
    the cards' own (`rr red`, `bb blue`: the key twice, any such card). `short`: the
    moves by the key hints' short words (roja, gravit.), where the glossary's do not fit.
    `double`: the double-action cards' keys, a single half by its symbol and space
    (`a␣ A`), a double half by x, its two symbols and space (`xba␣ blue+A`)."""
    def word(token: str) -> str:
        return move_word(token) if short and token in MOVE_TOKENS else tr(token, "action")

    allowed = set(allowed)
    if double:
        pairs = sorted(t for t in allowed if "+" in t)
        cards = [f"{SYMBOL_LETTER[t]}␣ {word(t)}" for t in (*ACTION_TOKENS, *MOVE_TOKENS) if t in allowed]
        cards += [f"x{''.join(SYMBOL_LETTER[h] for h in t.split('+'))}␣ {'+'.join(word(h) for h in t.split('+'))}"
                  for t in pairs]
        return [_("del clear")], cards
    cards = [f"{TOKEN_KEYS[t].replace(' ', '')} {word(t)}"
             for t in (*ACTION_TOKENS, *MOVE_TOKENS) if t in allowed]
    if "spec" in allowed:       # the basic special card (the action boards' p b)
        cards.append(f"pb {tr('spec', 'action')}")
    other = []
    if any(t in allowed for t in ("HA", "HB", "Hbots")):
        other.append(_("h heroic action"))
    if any(t.startswith("Hmove") for t in allowed):
        other.append(_("m heroic move"))
    if "!" in allowed:
        other.append(_("! stumble"))
    other.append(_("x clear"))
    return other, cards


def packed(items: list[str], width: int, lines: int = 2) -> str | None:
    """`items` joined by " · " on at most `lines` lines of `width` (a line breaks between
    items, never inside one); None if they do not fit."""
    rows: list[str] = []
    for item in items:
        if rows and len(rows[-1]) + 3 + len(item) <= width:
            rows[-1] += " · " + item
        else:
            rows.append(item)
    if len(rows) > lines or any(len(row) > width for row in rows):
        return None
    return "\n".join(rows)


class LessonPlanScreen(PlanningRound):
    """A lesson's plan on the action boards: the lesson's cards, its turns, its goal."""

    CSS_PATH = [HERE / "action_round.tcss", HERE / "solo.tcss", HERE / "school.tcss"]
    SUB_TITLE = N_("Flight school")
    BINDINGS = [
        Binding("enter", "fly", N_("Fly the plan")),
        Binding("exclamation_mark", "stumble", N_("Stumble"), key_display="!"),
        Binding("escape", "back", N_("Back to the lesson")),
    ]

    def __init__(self, lesson: Lesson, *, audio: Any = None,
                 clock: Callable[[], float] | None = None,
                 sleep: Callable[[float], None] | None = None,
                 plans: list[list[str]] | None = None) -> None:
        """`plans`: the learners' last plans, laid out again on the boards (a timed
        lesson's too: they are there when the soundtrack starts, and each phase's cards
        can still be changed until the computer ends that phase)."""
        self.lesson = lesson
        self.plans = [list(plan) for plan in plans or []]
        self.stumbles: set[tuple[int, int]] = set()     # (row, turn) of a stumbled card
        super().__init__(lesson_draft(lesson), audio=audio, clock=clock, sleep=sleep)

    def lay_out(self, table: Table, plans: list[list[str]]) -> Table:
        """`table` with the cards of `plans` put back on the boards, from the learners'
        hands (a card no longer held is skipped); the stumbles marked again."""
        self.stumbles = set()
        for p, plan in enumerate(plans[:self.lesson.learners]):
            for turn, token in enumerate(plan[:self.lesson.turns], 1):
                card = next((c for c in table.hands[p] if c.half_showing(token)), None)
                if token == "empty" or card is None:
                    continue
                up = card.half_showing(token)
                try:
                    table = table.play(p, card, turn, up)
                except DealError:
                    continue
                if token.endswith("!"):
                    self.stumbles.add((p, turn))
        return table

    @property
    def timed(self) -> bool:
        return bool(self.lesson.soundtrack)

    # -------------------------------------------------------------------- the hooks

    def new_table(self) -> Table:
        """The lesson's cards, the last plan laid out: called as the screen opens and,
        in a timed lesson, again as the soundtrack starts (the round deals afresh)."""
        return self.lay_out(lesson_table(self.lesson), self.plans)

    def deals_on_screen(self) -> bool:
        return True

    def boards_widget(self) -> ActionBoards:
        return LessonBoards(self.rows, place=self.place, clear=self.clear, source=self.source,
                            counted=self.lesson.hands is not None, double=double_lesson(self.lesson),
                            id="solo-boards")

    def _save(self) -> None:
        """A lesson keeps nothing on disk but the learner's progress."""

    # -------------------------------------------------------------------- layout

    @on(events.Mount)
    def _mount_lesson(self, event: events.Mount) -> None:
        """A timed lesson mounts as the practice screen does (Textual runs the base
        classes' handlers after this one); an untimed one has no soundtrack to prepare."""
        self.add_class("-lesson")
        if self.timed:
            self.call_after_refresh(self._lesson_title)
            return
        event.prevent_default()
        self.add_class("-untimed")
        self._lesson_title()
        self.state = "practice"
        self.query_one("#solo-cards").border_title = _("Your plan")
        self.query_one("#solo-hands").border_title = _("Your cards")
        self.query_one("#round-threats").border_title = _("Threats")
        boards = self.query_one(ActionBoards)
        boards.focus()
        self.refresh_bindings()
        self.call_after_refresh(self.refresh_view)     # not mounted yet: drawn once it is

    def _lesson_title(self) -> None:
        """The header says Flight school — the lesson's title (the app's name and both
        would be cut at 80 columns)."""
        self.title, self.sub_title = lesson_header(self.lesson)

    def refresh_view(self) -> None:
        super().refresh_view()
        if self.is_mounted:
            cards = self.query_one("#solo-cards")
            title = _("Your plan · turns 1-{n}").format(n=self.lesson.turns)
            if cards.border_title != title:
                cards.border_title = title

    # -------------------------------------------------------------------- the cards

    def place(self, r: int, turn: int, pick_or_card: Any, up: str | None = None) -> bool:
        """Only the lesson's turns and the cards it allows; the rest as in practice."""
        if self.planning:
            if turn > self.lesson.turns:
                self._lesson_refusal(_("This lesson plays turns 1-{n}.").format(n=self.lesson.turns))
                return False
            if isinstance(pick_or_card, Pick):
                card = None
                if pick_or_card.action is None and pick_or_card.move is None:
                    try:
                        card = self.card_for(r, pick_or_card)
                    except DealError:
                        card = None
                token = token_of(pick_or_card, card)
                if token and token not in self.lesson.allowed:
                    self._lesson_refusal(_("Not in this lesson: {card}. It plays {cards}.").format(
                        card=token_word(token), cards=self._allowed_words(r)))
                    return False
                held = self._held(r, token)
                if token and held is not None and self._played(r, token, but=turn) >= held:
                    self._lesson_refusal(ngettext("You hold {n} {card} card, and it is on the board.",
                                                  "You hold {n} {card} cards, and they are on the board.",
                                                  held).format(n=held, card=token_word(token)))
                    return False
        placed = super().place(r, turn, pick_or_card, up)
        if placed:
            self.stumbles.discard((r, turn))
        return placed

    def clear(self, r: int, turn: int) -> bool:
        cleared = super().clear(r, turn)
        if cleared:
            self.stumbles.discard((r, turn))
        return cleared

    def _held(self, r: int, token: str) -> int | None:
        """How many cards showing `token` the lesson gives row `r` (None: no hand, any)."""
        if self.lesson.hands is None or token.startswith("H"):
            return None
        return sum(t.rstrip("!") == token for t in self.lesson.hands[r])

    def _played(self, r: int, token: str, *, but: int) -> int:
        """Cards on row `r`'s board played as `token`, turn `but` left out (replaced)."""
        board = self.table.player_boards[r]
        return sum(1 for turn, slot in enumerate(board, 1)
                   if slot is not None and turn != but and slot[0].token(slot[1]) == token)

    def _lesson_refusal(self, text: str) -> None:
        self.show_message(text)
        self.app.bell()

    def _allowed_words(self, learner: int | None = None) -> str:
        """The lesson's cards in words (`learner`: only the heroic card that one holds)."""
        words = [tr(t, "action") for t in (*ACTION_TOKENS, *MOVE_TOKENS) if t in self.lesson.allowed]
        words += [token_word(t) for t in sorted(self.lesson.allowed) if "+" in t or t.startswith("spec")]
        heroic = [t for t in sorted(self.lesson.allowed) if t.startswith("H")]
        if learner is not None and self.lesson.hands is None:
            held = heroic_token(self.lesson, learner)
            heroic = [held] if held else []
        return ", ".join(words + [heroic_word(t) for t in heroic])

    def action_stumble(self) -> None:
        """The card under the cursor is played stumbling (¡Huy, tropezón!), or not again."""
        boards = self.query_one(ActionBoards)
        key = (boards.row, boards.turn)
        if self.table.player_boards[boards.row][boards.turn - 1] is None:
            self.show_message(_("Put a card there first: a stumble marks a card played."))
            return
        if key in self.stumbles:
            self.stumbles.discard(key)
        else:
            self.stumbles.add(key)
        self.refresh_view()

    def learner_plans(self) -> list[list[str]]:
        """The learners' 12 tokens each, `!` on a stumbled card."""
        plans = []
        for p in range(len(self.rows)):
            tokens = self.table.player_tokens(p)
            plans.append([f"{t}!" if (p, turn) in self.stumbles and t != "empty" else t
                          for turn, t in enumerate(tokens, 1)])
        return plans

    # -------------------------------------------------------------------- flying

    def action_fly(self) -> None:
        if not any(t != "empty" for plan in self.learner_plans() for t in plan):
            self.show_message(_("The boards are empty: put some cards down first."))
            return
        self._finish(True)

    def action_back(self) -> None:
        self._finish(False)

    def _finish(self, result: Any) -> None:
        """Dismiss with the plans (the round over, or `enter`), or None (gone back)."""
        if result is True or isinstance(result, MissionDraft):
            if self.timed and self.draft.stage != "entry":
                self._round_over()
            result = self.learner_plans()
        elif result is False:
            result = None
        self.dismiss_round(result)

    def action_abandon(self) -> None:
        if self.timed:
            super().action_abandon()
        else:
            self._finish(False)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("practice", "close_phase", "pick_up", "incoming_data", "transfer", "giver",
                      "suggest"):
            return False
        if action == "stumble":
            return "!" in self.lesson.allowed and self.planning
        if self.timed:
            if action in ("fly", "back"):
                return False
            return super().check_action(action, parameters)
        if action == "fly":
            return self.state == "practice"
        if action == "back":
            return True
        if action in ("start", "pause", "resume", "end_now", "carry_on", "leave", "abandon"):
            return False
        return super().check_action(action, parameters)

    # -------------------------------------------------------------------- drawing

    def _hands_text(self, cursor: int, *, only_cursor: bool = False) -> RichTable:
        grid = RichTable.grid(padding=(0, 1))
        grid.add_column(no_wrap=True)
        grid.add_column(ratio=1)
        for p, row in enumerate(self.players):
            if only_cursor and p != cursor:
                continue
            mark = "▶" if p == cursor else " "
            who = Text(f"{mark}{row.name[:11]:<11}", style="bold" if mark != " " else "")
            if self.lesson.hands is None:
                cards = Text(_("any card of: {cards}").format(cards=self._allowed_words(p)))
            else:
                cards = self.hand_line(p)
            grid.add_row(who, cards)
        return grid

    def hand_line(self, p: int) -> Text:
        """The lesson's hand as the lesson counts it, by the half played: `red · A 2 ·
        heroic A`, a kind all on the board dimmed."""
        assert self.lesson.hands is not None
        hand = [t.rstrip("!") for t in self.lesson.hands[p]]
        text = Text()
        for i, token in enumerate(dict.fromkeys(hand)):
            left = hand.count(token) - self._played(p, token, but=0)
            word = token_word(token)
            if i:
                text.append(" · ")
            text.append(f"{word} {left}" if left > 1 else word, style="" if left > 0 else "dim strike")
        return text

    def _cursor_text(self, boards: ActionBoards) -> str:
        row, turn = self.rows[boards.row], boards.turn
        slot = self.table.player_boards[row.index][turn - 1]
        if slot is None:
            what = tr("empty", "action")
        else:       # the half played: a lesson's cards are any card showing it
            card, up = slot
            stumble = " !" if (boards.row, turn) in self.stumbles else ""
            what = f"{token_word(card.token(up))}{stumble}"
        return self.hint_lines(f"{row.name} T{turn}: {what}")

    def hint_lines(self, where: str) -> str:
        """The cursor (`where`) and the lesson's keys on the hint's two lines, the cards'
        keys on the second; else run on over both lines; in the glossary's words if they
        fit its width, else the moves' short words (Spanish and Portuguese at 80 columns);
        else cut at the end of each line. The longest cursor line of the lesson decides,
        so that the words stay put as the cursor moves."""
        width = self.query_one("#solo-hint").content_size.width if self.is_mounted else 0
        longest = max((f"{name} T{self.lesson.turns}: {token_word(token)} !"
                       for name in learner_names(self.lesson) for token in ("empty", *self.lesson.allowed)),
                      key=len)
        for short in (False, True):
            other, cards = keys_text(self.key_tokens(), short=short, double=double_lesson(self.lesson))
            if not width or max(len(" · ".join([longest, *other])), len(" · ".join(cards))) <= width:
                break
            if packed([longest, *other, *cards], width) is not None:
                return packed([where, *other, *cards], width) or ""
        return " · ".join([where, *other]) + "\n" + " · ".join(cards)

    def key_tokens(self) -> set[str]:
        """The cards whose keys the hint shows: a given hand's (a key for a card the
        learner does not hold would only be refused), else every card the lesson allows."""
        if self.lesson.hands is None:
            return set(self.lesson.allowed)
        held = {token.rstrip("!") for hand in self.lesson.hands for token in hand}
        return held | (set(self.lesson.allowed) & {"!"})

    def on_resize(self, event: events.Resize) -> None:
        """The hint's words depend on its width."""
        self.call_after_refresh(self.refresh_view)

    def _status_text(self) -> Text:
        if self.timed and self.state == "ready":
            text = Text(no_wrap=True, overflow="ellipsis")
            text.append(_("READY"), style="bold")
            text.append(" · " + _("space: start the soundtrack and plan while it plays"))
            return text
        if self.timed:
            return super()._status_text()
        text = Text(no_wrap=True, overflow="ellipsis")
        text.append(_("LESSON"), style="bold")
        text.append(" · " + _("no clock · plan turns 1-{n} · enter: fly the plan").format(n=self.lesson.turns))
        return text

    def _alert_text(self, t: float) -> tuple[str, str]:
        if not self.timed:
            return _("Goal: {goal}").format(goal=_(self.lesson.goal.text)), "bold"
        if self.state == "ready":
            return _("Goal: {goal}").format(goal=_(self.lesson.goal.text)), ""
        alert, style = super()._alert_text(t)
        if alert and self.state == "running" and self.data is not None:
            # the lesson's cards are fixed: incoming data and data transfers change nothing
            return _("The computer's data calls change nothing in a lesson: go on planning."), "dim"
        return alert, style

    def _message_text(self) -> Text:
        """An untimed lesson has no sound: only the refusals and hints, no audio notices."""
        if self.timed or self.message:
            return super()._message_text()
        return Text("")

    def _intro_text(self) -> str:
        return _("No threat announced yet.")

    def _threats_renderable(self) -> Group | Text:
        if self.timed:
            return super()._threats_renderable()
        return scenario_text(self.lesson)

    def _threat_text(self, call: ThreatCall, newest: bool) -> Text:
        """An announced threat as the learner reads it: where, and the scenario's card.
        Nobody draws or places a card in a lesson (the app holds the scenario's), so the
        round's "Communications officer: take …" would speak to no one."""
        e = call.entry
        if e.card is None or (e.unconfirmed and not call.counts):
            return super()._threat_text(call, newest)
        head = super()._threat_text(call, newest)
        text = head[:head.plain.index("\n") + 1] if "\n" in head.plain else head
        text.append(card_line(e.card), style="bold" if newest else "")
        return text

    def _announce_threat(self, index: int) -> None:
        """A timed lesson's threats are the scenario's cards, not a deck's."""
        super()._announce_threat(index)
        entry = self.calls[-1].entry
        entry.card = scenario_card(self.lesson, entry.turn, entry.kind, entry.zone)


def scenario_card(lesson: Lesson, turn: int, kind: str, zone: str | None) -> str | None:
    """The scenario's threat card announced at T+`turn` in `zone` (None: internal)."""
    for threat in lesson.record.get("mission", {}).get("threats", []):
        internal = not threat.get("zone")
        if threat.get("turn") == turn and (kind == "internal") == internal \
                and (internal or threat.get("zone") == zone):
            return str(threat["card"])
    return None


def scenario_text(lesson: Lesson) -> Text:
    """The scenario's threats, in the order they appear: T+n, where, the card."""
    threats = sorted(lesson.record.get("mission", {}).get("threats", []), key=lambda t: t.get("turn", 0))
    if not threats:
        return Text(_("No threats: the ship is alone in space."), style="dim")
    text = Text()
    for i, threat in enumerate(threats):
        zone = threat.get("zone")
        where = _("zone {zone}").format(zone=tr(zone, "zone")) if zone else _("internal")
        text.append(f"T+{threat.get('turn')} · {where}\n", style="bold")
        text.append(card_line(str(threat["card"])))
        if i < len(threats) - 1:
            text.append("\n")
    return text
