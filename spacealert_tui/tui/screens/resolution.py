"""One record, resolved: the outcome, the score breakdown, and the narration turn by turn.

The outcome and the breakdown are `spacealert resolve`'s own summary (`summary_text`):
its first paragraph (title and outcome) is the banner, the rest the score panel.
When the terminal is narrow (under 120 columns) the score panel and the narration
take turns filling the screen (`s` swaps them); wider, they sit side by side.
"""
from __future__ import annotations

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Header, Static

from spacealert_tui.i18n import N_, _
from spacealert_tui.rules.report import summary_text
from spacealert_tui.tui.records import ResolvedRecord
from spacealert_tui.tui.widgets.footer import Footer
from spacealert_tui.tui.widgets.narration import Narration
from spacealert_tui.tui.widgets.text import hanging


def split_summary(text: str) -> tuple[str, str]:
    """(title and outcome, everything else) of a `summary_text`."""
    head, _, rest = text.strip("\n").partition("\n\n")
    return head, rest


class ResolutionScreen(Screen[None]):
    """The result of one record and how it came about."""

    SUB_TITLE = N_("Resolution")
    # Side by side only from 120 columns: the score panel takes 64 of them.
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (120, "-wide")]
    # c and x do not fit beside the turn keys at 80 columns in Spanish or Portuguese: the
    # footer leaves them out there (they work, F1 lists them, the score panel says them)
    FOOTER_SPARE = ("command_palette", "find_fix", "coach")
    BINDINGS = [
        Binding("escape", "app.pop_screen", N_("Back")),
        Binding("n,right_square_bracket", "next_turn", N_("Next turn"), key_display="n"),
        Binding("p,left_square_bracket", "previous_turn", N_("Prev turn"), key_display="p"),
        Binding("s", "toggle_view", N_("Score/turns")),
        Binding("b", "show_board", N_("Board")),
        Binding("c", "coach", N_("Coach")),
        Binding("x", "find_fix", N_("Find the fix")),
    ]

    def __init__(self, resolved: ResolvedRecord) -> None:
        super().__init__()
        self.resolved = resolved
        self.nothing_saves = False      # found when x was pressed: x goes
        self.summary_head, self.summary_rest = split_summary(
            summary_text(resolved.resolution.result, resolved.title))

    def action_show_board(self) -> None:
        """The same record on the ship board, event by event."""
        from spacealert_tui.tui.services import review

        review(self.app).board(self.resolved.record, title=self.resolved.title)

    def keys_hint(self) -> str:
        """Under a lost record's score: what c and x do (the footer leaves them out at 80
        columns)."""
        if self.resolved.resolution.result.won:
            return ""
        if self.nothing_saves:
            from spacealert_tui.tui.exercise_flow import NOTHING_SAVES

            return "\n\n" + "\n".join((_(NOTHING_SAVES), _("c: the coach says what went wrong.")))
        return "\n\n" + _("c: the coach says what went wrong. x: find the change that would have saved "
                           "the ship (an exercise).")

    def action_coach(self) -> None:
        """The coach on this record: what went wrong and the best changes."""
        from spacealert_tui.tui.services import review

        review(self.app).coach(self.resolved.record, title=self.resolved.title)

    def action_find_fix(self) -> None:
        """A lost record's exercise, now: its decisive turn, the crew's try, the coach's fix."""
        from spacealert_tui.tui.exercise_flow import find_the_fix

        find_the_fix(self.app, self.resolved.record, nothing_saves=self._nothing_saves)

    def _nothing_saves(self) -> None:
        """No card nor pair of cards saves this record: x is not offered again."""
        self.nothing_saves = True
        if self.is_mounted:
            self.query_one("#summary-text", Static).update(hanging(self.summary_rest + self.keys_hint()))
        self.refresh_bindings()

    def compose(self) -> ComposeResult:
        won = self.resolved.resolution.result.won
        yield Header()
        yield Static(self.summary_head, id="outcome", markup=False,
                     classes="-won" if won else "-lost")
        with Horizontal(id="resolution-body"):
            with VerticalScroll(id="summary") as summary:
                summary.border_title = _("Score and damage")
                yield Static(hanging(self.summary_rest + self.keys_hint()), id="summary-text", markup=False)
            yield Narration(self.resolved.resolution.events, id="narration")
        yield Footer()

    def on_mount(self) -> None:
        # the header shows it as plain text
        self.sub_title = _("Resolution · {file}").format(file=self.resolved.path.name)
        self.add_class("-show-summary")
        self.query_one(Narration).focus()

    @property
    def narrow(self) -> bool:
        return self.has_class("-narrow")

    def on_resize(self, event: events.Resize) -> None:
        self.refresh_bindings()
        self.call_after_refresh(self._after_resize)

    def _after_resize(self) -> None:
        self._focus_visible()
        self.query_one(Narration).scroll_to_current()

    def _focus_visible(self) -> None:
        if self.narrow and self.has_class("-show-summary"):
            self.query_one("#summary").focus()
        else:
            self.query_one(Narration).focus()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        narrations = self.query(Narration)
        if not narrations:   # mounting, or leaving: Textual still asks while the screen goes
            return True
        narration = narrations.first()
        showing_narration = not (self.narrow and self.has_class("-show-summary"))
        if action == "toggle_view":
            return self.narrow
        if action == "find_fix":
            return not self.resolved.resolution.result.won and not self.nothing_saves
        if action == "next_turn":
            return None if narration.at_last and showing_narration else True
        if action == "previous_turn":
            return None if narration.at_first and showing_narration else True
        return True

    def _show_narration(self) -> bool:
        """Bring the narration into view; True if it was hidden (narrow, score shown)."""
        if self.narrow and self.has_class("-show-summary"):
            self.remove_class("-show-summary")
            narration = self.query_one(Narration)
            narration.focus()
            self.call_after_refresh(narration.scroll_to_current)
            self.refresh_bindings()
            return True
        return False

    def action_next_turn(self) -> None:
        if not self._show_narration():
            self.query_one(Narration).current += 1
        self.refresh_bindings()

    def action_previous_turn(self) -> None:
        if not self._show_narration():
            self.query_one(Narration).current -= 1
        self.refresh_bindings()

    def action_toggle_view(self) -> None:
        if not self._show_narration():
            self.add_class("-show-summary")
            self.query_one("#summary").focus()
        self.refresh_bindings()

    def on_narration_turn_clicked(self) -> None:
        self.call_after_refresh(self.refresh_bindings)
