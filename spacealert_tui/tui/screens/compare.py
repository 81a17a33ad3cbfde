"""Two records side by side: turn by turn when they are plays of one mission.

`CompareScreen(record_a, record_b, *, titles=None)` resolves both records with a board
snapshot per event. Two records of *different* missions (other trajectories, threats,
damage tiles...) are compared on what they share (ruling RV3): the screen says plainly
that the missions differ and in what, and shows one line per fact, A beside B —
soundtrack, trajectories, threats drawn, crew, result, score and its parts, damage per
zone, threats destroyed and survived, knock-outs, turns flown — `≠` marking the lines
that differ (`facts_lines`); `a` / `b` open either side on the resolution board, esc
goes back.

Two plays of one mission are compared with `rules.compare.compare` (rulings RV1–RV2):
for each turn 1–13 each side's *outcome* at the end of the turn (damage per zone,
threats destroyed and survived, knock-outs, disabled squads, the ship lost). It shows:

- a banner: each side's title and result, and the turn where the outcomes first
  diverge with what differs then (`Comparison.first_differences`), or that they
  never do;
- the turn table: one row per turn, damage per zone of A and B, threats destroyed
  and survived, knock-outs, `≠` where the outcomes differ, the divergence marked
  `◆`, the current turn `▶`;
- the current turn in words (what differs, each side's summary);
- from 166 columns, both ship boards at the end of the current turn above the table;
  narrower, one board above the table when the whole table and the longest turn in
  words fit under it (`room_for_a_board`: 120×40 for most pairs), else `v` shows
  board A, board B, then the table again.

Both sides step together: → / n / ] next turn, ← / p / [ previous, 1–9 and 0 (10)
a turn, `d` the divergence, Home / End, `a` / `b` open side A / B on the resolution
board at this turn, esc back. Records that cannot be resolved are refused: the
screen says why and only `esc` works.

The model (`CompareModel`, in `record/replay.py`) has no Textual in it: `spacealert
replay --compare` builds it before the app starts, so that its errors come before any
screen.
"""
from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.geometry import Region
from textual.screen import Screen
from textual.widgets import Header, Static

from spacealert_tui.errors import UserError
from spacealert_tui.i18n import N_, _
from spacealert_tui.record.replay import TURNS, CompareModel, CompareSide
from spacealert_tui.rules.text import tr
from spacealert_tui.tui.services import review
from spacealert_tui.tui.widgets.footer import Footer
from spacealert_tui.tui.widgets.ship_board import ShipBoard

__all__ = ["CompareModel", "CompareScreen", "CompareSide", "detail_text", "facts_lines", "result_line",
           "table_lines"]
WIDE_BOARDS = 166            # columns from which both boards show beside the table
BOARD_LINES = 17            # a ship board (16 lines, whatever the width) and its label


def result_line(result) -> str:
    if result.won:
        return _("Mission complete · score {total}").format(total=result.score.total)
    return _("MISSION LOST in turn {turn}: {cause}").format(turn=result.lost_turn, cause=tr(result.lost_cause))


def _damage(state) -> str:
    return _("LOST") if state.lost else "/".join(map(str, state.damage))


def table_lines(model: CompareModel, current: int, width: int) -> list[Text]:
    """The turn table: a heading and one row per turn (plain text + styles)."""
    c = model.comparison
    wide = width >= 100
    turn, dmg_a, dmg_b = _("Turn"), _("Dmg A"), _("Dmg B")
    destroyed, survived, ko = _("Destroyed"), _("Survived"), _("KO")
    head = f"{turn:<8.7}{dmg_a:<8.7}{dmg_b:<8.7}{destroyed:^9.9} {survived:^8.8}  {ko:^5.5} "
    if wide:
        head += _("What differs")
    out = [Text(head[:width].rstrip(), style="bold")]
    for t in c.turns:
        a, b = t.a, t.b
        here = "▶" if t.turn == current else " "
        mark = "◆" if t.turn == c.diverged_at else ("≠" if not t.same else "=")
        row = (f"{here}{t.turn:>3} {mark}  {_damage(a):<7} {_damage(b):<7} "
               f"{f'{len(a.destroyed)}/{len(b.destroyed)}':^9} "
               f"{f'{len(a.survived)}/{len(b.survived)}':^8}  "
               f"{f'{len(a.knocked_out)}/{len(b.knocked_out)}':^5} ")
        if wide and t.differences:
            row += "; ".join(t.differences)
        if len(row) > width:
            row = row[:max(0, width - 1)] + "…"
        style = ""
        if t.turn == c.diverged_at:
            style = "bold reverse"
        elif not t.same:
            style = "yellow"
        if t.turn == current:
            style = (style + " underline").strip() if style else "bold"
        out.append(Text(row.rstrip(), style=style))
    return out


def facts_lines(model: CompareModel, width: int) -> list[Text]:
    """Two different missions side by side (RV3): a heading and one line per fact, each
    side's value cut between words to its half of `width`; `≠` (and colour) marks a fact
    that differs, so that it reads without colour too."""
    from rich.cells import cell_len

    from spacealert_tui.tui.widgets.text import cut_at_word

    rows = model.facts
    label_width = min(24, max((cell_len(r.label) for r in rows), default=0))
    side = max(6, (width - label_width - 6) // 2)

    def line(mark: str, label: str, a: str, b: str) -> str:
        label = cut_at_word(label, label_width)
        a = cut_at_word(a, side)
        return f"{mark} {label}{' ' * (label_width - cell_len(label))}  {a}{' ' * (side - cell_len(a))}  " \
               f"{cut_at_word(b, side)}"

    out = [Text(line(" ", "", "A", "B").rstrip(), style="bold")]
    for r in rows:
        out.append(Text(line("≠" if r.differs else " ", r.label, r.a, r.b).rstrip(),
                        style="yellow" if r.differs else ""))
    return out


def detail_text(model: CompareModel, turn: int) -> str:
    t = model.comparison.turns[turn - 1]
    lines = []
    if t.same:
        lines.append(_("Turn {turn}: both outcomes the same.").format(turn=turn))
    elif turn == model.diverged_at:
        lines.append(_("Turn {turn} (the divergence): A / B differ in {what}").format(
            turn=turn, what="; ".join(t.differences)))
    else:
        lines.append(_("Turn {turn}: A / B differ in {what}").format(turn=turn, what="; ".join(t.differences)))
    lines.append(f"A: {t.a.summary()}")
    lines.append(f"B: {t.b.summary()}")
    return "\n".join(lines)


class CompareScreen(Screen[None]):
    """Two records, turn by turn when of one mission, else side by side (see the module docstring)."""

    CSS_PATH = Path(__file__).with_name("compare.tcss")
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (WIDE_BOARDS, "-wide")]
    BINDINGS = [
        Binding("escape", "back", N_("Back")),
        Binding("right,n,right_square_bracket", "step(1)", N_("Next turn"), key_display="→"),
        Binding("left,p,left_square_bracket", "step(-1)", N_("Prev turn"), key_display="←"),
        Binding("d", "divergence", N_("Divergence")),
        Binding("a", "open_side('a')", N_("Board A")),
        Binding("b", "open_side('b')", N_("Board B")),
        Binding("v", "cycle_view", N_("View")),
        Binding("home", "go_turn(1)", N_("Turn 1"), show=False),
        Binding("end", "go_turn(13)", N_("Turn 13"), show=False),
        *(Binding(str(d), f"go_turn({d or 10})", N_("Go to turn"), show=False) for d in range(10)),
    ]
    VIEWS = ("table", "a", "b")

    def __init__(self, record_a=None, record_b=None, *, titles: tuple[str, str] | None = None,
                 model: CompareModel | None = None, turn: int = 1) -> None:
        super().__init__()
        self.error: str | None = None
        self.model = model
        if model is None:
            try:
                self.model = CompareModel.of(record_a, record_b, titles=titles)
            except UserError as exc:
                self.error = _("Cannot compare these records: {problem}").format(problem=exc)
            except Exception as exc:   # the rules core failing on one of them
                from spacealert_tui.tui.failures import log_failure

                self.error = _("Cannot compare these records: {problem}").format(
                    problem=log_failure(_("the rules core failed on them"), exc))
        self.turn = max(1, min(TURNS, turn))
        self.view = "table"

    # -- layout -------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield Header()
        if self.error is not None or self.model is None:
            yield Static(self.error or _("Nothing to compare."), id="compare-error", markup=False)
            yield Footer(compact=True, show_command_palette=False)
            return
        yield Static("", id="compare-banner", markup=False)
        if not self.model.same_mission:
            with VerticalScroll(id="compare-lower"):
                yield Static("", id="compare-facts", markup=False)
            yield Footer(compact=True, show_command_palette=False)
            return
        with Horizontal(id="compare-boards"):
            with Vertical(id="compare-side-a", classes="compare-side"):
                yield Static("", id="compare-label-a", classes="compare-label", markup=False)
                yield ShipBoard(id="compare-board-a")
            with Vertical(id="compare-side-b", classes="compare-side"):
                yield Static("", id="compare-label-b", classes="compare-label", markup=False)
                yield ShipBoard(id="compare-board-b")
        with VerticalScroll(id="compare-lower"):
            yield Static("", id="compare-table", markup=False)
            yield Static("", id="compare-detail", markup=False)
        yield Footer(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        self.sub_title = _("Compare") if self.model is None else (
            _("Compare · {a} / {b}").format(a=self.model.a.title, b=self.model.b.title))
        if self.model is not None:
            self.show()

    def on_resize(self) -> None:
        if self.model is not None:
            self.call_after_refresh(self.show)

    # -- what it shows ------------------------------------------------------------------
    def banner_text(self) -> Text:
        m = self.compared
        text = Text()
        text.append("A ", style="bold")
        text.append(f"{m.a.title} · {result_line(m.a.resolution.result)}\n")
        text.append("B ", style="bold")
        text.append(f"{m.b.title} · {result_line(m.b.resolution.result)}\n")
        text.append(m.divergence_line(), style="bold reverse" if m.diverged_at or not m.same_mission else "bold")
        return text

    def show(self) -> None:
        if self.model is None or not self.is_mounted:
            return
        m, turn = self.model, self.turn
        width = max(20, self.size.width - 2)
        banner = self.query_one("#compare-banner", Static)
        banner.update(self.banner_text())
        if not m.same_mission:
            self.query_one("#compare-facts", Static).update(Text("\n").join(facts_lines(m, width - 2)))
            return
        table = Text("\n").join(table_lines(m, turn, width))
        self.query_one("#compare-table", Static).update(table)
        self.query_one("#compare-detail", Static).update(detail_text(m, turn))
        for side, which in ((m.a, "a"), (m.b, "b")):
            label = _("{side} · {title} · end of turn {turn}").format(side=which.upper(), title=side.title,
                                                                       turn=turn)
            self.query_one(f"#compare-label-{which}", Static).update(label)
            self.query_one(f"#compare-board-{which}", ShipBoard).show(*side.board_at(turn))
        self.set_class(self.view == "a", "-view-a")
        self.set_class(self.view == "b", "-view-b")
        tall = self.room_for_a_board(width)
        self.set_class(tall, "-tall")
        self.set_class(not tall, "-short")
        self.call_after_refresh(self._keep_turn_in_view)

    def room_for_a_board(self, width: int) -> bool:
        """True when a narrow screen has the lines for one board above the whole turn
        table and the longest of the turns in words (whichever turn is shown, the
        board stays or stays away): the header, the banner, the board, the table, the
        words right under it and the footer."""
        m = self.model
        if m is None or not m.same_mission:
            return False
        console = self.app.console
        banner = len(self.banner_text().wrap(console, width))
        words = max(len(Text(detail_text(m, t)).wrap(console, width)) for t in range(1, TURNS + 1))
        return 1 + banner + BOARD_LINES + (TURNS + 1) + words + 1 <= self.size.height

    def _keep_turn_in_view(self) -> None:
        """On short terminals the table scrolls: keep the current turn's row (and the
        rows around it) visible."""
        lower = self.query_one("#compare-lower", VerticalScroll)
        if self.view == "table" or self.has_class("-wide") or self.has_class("-tall"):
            top = max(0, self.turn - 2)
            lower.scroll_to_region(Region(0, top, 1, min(4, TURNS + 1 - top)), animate=False)

    # -- for tests ----------------------------------------------------------------------------
    def table_text(self) -> list[str]:
        return [t.plain for t in table_lines(self.compared, self.turn, max(20, self.size.width - 2))]

    def facts_text(self) -> list[str]:
        return [t.plain for t in facts_lines(self.compared, max(20, self.size.width - 2) - 2)]

    def board_texts(self) -> tuple[str, str]:
        return tuple("\n".join(self.query_one(f"#compare-board-{w}", ShipBoard).text_lines())
                     for w in "ab")      # type: ignore[return-value]

    # -- actions ------------------------------------------------------------------------------
    @property
    def compared(self) -> CompareModel:
        """The model, for the methods that run only once there is one."""
        assert self.model is not None
        return self.model

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "back":
            return True
        if self.model is None:
            return False
        if not self.model.same_mission:       # side by side: no turns to step through
            return action == "open_side"
        if action == "step":
            nxt = self.turn + int(str(parameters[0]))
            return True if 1 <= nxt <= TURNS else None
        if action == "divergence":
            return True if self.model.diverged_at is not None else None
        if action == "cycle_view":
            return not self.has_class("-wide")
        return True

    def go_turn(self, turn: int) -> None:
        turn = max(1, min(TURNS, turn))
        if turn != self.turn:
            self.turn = turn
            self.show()
            self.refresh_bindings()

    def action_go_turn(self, turn: int) -> None:
        self.go_turn(turn)

    def action_step(self, delta: int) -> None:
        self.go_turn(self.turn + delta)

    def action_divergence(self) -> None:
        if self.compared.diverged_at is None:
            self.notify(_("The outcomes never diverge."), markup=False)
            return
        self.go_turn(self.compared.diverged_at)

    def action_cycle_view(self) -> None:
        """Short: table → board A → board B; tall (one board above the table): A ⇄ B."""
        if self.has_class("-tall"):
            self.view = "a" if self.view == "b" else "b"
        else:
            self.view = self.VIEWS[(self.VIEWS.index(self.view) + 1) % len(self.VIEWS)]
        self.show()

    def action_open_side(self, which: str) -> None:
        """Side A or B on the resolution board, at the start of the current turn (the
        review flow opens it over this screen)."""
        side = self.compared.a if which == "a" else self.compared.b
        start = side.starts.get(self.turn)
        if start is None:
            start = len(side.resolution.events) - 1
            self.notify(_("{side} never played turn {turn}: its last event.").format(
                side=which.upper(), turn=self.turn), markup=False)
        review(self.app).board_at(side.resolution, side.record, start,
                                  title=f"{which.upper()} · {side.title}")

    def action_back(self) -> None:
        if len(self.app.screen_stack) > 1:
            self.dismiss(None)
        else:
            self.app.exit()
