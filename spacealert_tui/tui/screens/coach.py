"""The coach on a mission: what went wrong, and the smallest changes that matter.

`CoachScreen(record, hands=...)` shows the coach's account of the record's own
resolution at once (`coach.account_of`, in the words of `spacealert coach`) and looks
for the best single cards and pairs in a worker thread (`coach.best_changes`): every
card the crew could have played, judged over many damage draws, is too slow for the
event loop. Enter on a change opens it beside the crew's own mission on the compare
screen. With `hands` (a practice mission, the app having dealt the cards) only the
cards each player held are tried.
"""
from __future__ import annotations

from pathlib import Path

from rich.console import Group
from rich.padding import Padding
from rich.table import Table
from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Header, OptionList, Static
from textual.widgets.option_list import Option
from textual.worker import get_current_worker

from spacealert_tui.coach import account_of, best_changes
from spacealert_tui.coach.changes import Cancelled, Change, Changes, effect_text, swap_text, verdict_text
from spacealert_tui.coach.legal import Hands
from spacealert_tui.coach.text import account_text
from spacealert_tui.i18n import N_, _
from spacealert_tui.record.practice import title_words
from spacealert_tui.rules import Resolution, resolve
from spacealert_tui.rules.record import GameRecord
from spacealert_tui.rules.text import tr
from spacealert_tui.tui.widgets.footer import Footer

LOOKING = N_("Trying every card the crew could have played…")


def change_lines(record: GameRecord, changes: Changes, before: Resolution) -> list[tuple[str, str]]:
    """(what to play, what it does and its figures) for each change, singles first."""
    out = []
    for change in changes.singles + changes.pairs:
        swaps = "; ".join(swap_text(record, s) for s in change.swaps)
        effect = tr(effect_text(before, resolve(change.record)))
        out.append((swaps, f"{effect} ({verdict_text(change.verdict, changes.verdict)})"))
    return out


def hanging(text: str) -> Group:
    """Each line wrapped under its own first word, not at the panel's edge: at 80
    columns most lines of the account wrap, and a continuation at the edge reads as a
    line of its own."""
    lines = []
    for line in text.split("\n"):
        body = line.lstrip(" ")
        lines.append(Padding(Text(body), (0, 0, 0, len(line) - len(body))))
    return Group(*lines)


def change_prompt(swaps: str, effect: str) -> Group:
    """A change in the list: the cards, then what they do wrapped under its own start."""
    effect_row = Table.grid(padding=(0, 1))
    effect_row.add_column(width=3, no_wrap=True)
    effect_row.add_column(ratio=1)
    effect_row.add_row("  →", effect)
    return Group(Text(swaps), effect_row)


class CoachScreen(Screen[None]):
    """The account of a mission and its best changes (see the module docstring)."""

    CSS_PATH = Path(__file__).with_name("coach.tcss")
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (120, "-wide")]
    BINDINGS = [
        Binding("escape", "back", N_("Back")),
        Binding("enter", "compare", N_("Compare"), priority=True),
        # shown: at 80×24 the account is longer than its panel, and tab is how to scroll it
        Binding("tab", "app.focus_next", N_("Account/changes")),
    ]

    def __init__(self, record: GameRecord, *, title: str | None = None, hands: Hands | None = None,
                 draws: int = 20, screen: int = 4, keep: int = 5) -> None:
        super().__init__()
        self.record, self.hands = record, hands
        self.title_text = title or record.title or _("Mission")
        self.draws, self.screen_draws, self.keep = draws, screen, keep
        self.resolution = resolve(record)
        self.changes: Changes | None = None
        self.account = ""           # the account's text, as `spacealert coach` prints it
        self.found: list[Change] = []
        self.done = False

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal(id="coach-body"):
            with VerticalScroll(id="coach-account"):
                # the panel's border says "What went wrong": the text starts with its verdict
                self.account = account_text(account_of(self.resolution)).rstrip().split("\n", 1)[1]
                yield Static(hanging(self.account), id="coach-account-text")
            with Vertical(id="coach-right"):
                yield Static(_(LOOKING), id="coach-status", markup=False)
                yield OptionList(id="coach-changes")
        yield Footer(compact=True, show_command_palette=False)

    def on_mount(self) -> None:
        self.sub_title = _("Coach · {title}").format(title=title_words(self.title_text))
        self.query_one("#coach-account").border_title = _("What went wrong")
        self.query_one("#coach-right").border_title = _("The smallest changes that matter")
        self.query_one("#coach-changes", OptionList).focus()
        self.find_changes()

    @work(thread=True, exclusive=True, group="coach")
    def find_changes(self) -> None:
        worker = get_current_worker()
        try:
            changes = best_changes(self.record, draws=self.draws, screen=self.screen_draws, keep=self.keep,
                                   hands=self.hands, stop=lambda: worker.is_cancelled)
        except Cancelled:       # the screen was left: nothing to show
            return
        lines = change_lines(self.record, changes, self.resolution)
        if self.is_attached:
            self.app.call_from_thread(self.show_changes, changes, lines)

    def show_changes(self, changes: Changes, lines: list[tuple[str, str]]) -> None:
        self.changes, self.found, self.done = changes, list(changes.singles + changes.pairs), True
        status = _("As played: {verdict}.").format(verdict=verdict_text(changes.verdict))
        if not lines:
            status += " " + _("No card or pair of cards does better.")
        else:
            status += " " + _("Enter: a change beside your mission.")
        self.query_one("#coach-status", Static).update(status)
        options = self.query_one("#coach-changes", OptionList)
        options.clear_options()
        options.add_options([Option(change_prompt(swaps, effect)) for swaps, effect in lines])
        if lines:
            options.highlighted = 0
        self.refresh_bindings()

    # -- for tests ----------------------------------------------------------------------------
    def status_text(self) -> str:
        return str(self.query_one("#coach-status", Static).render())

    # -- keys ---------------------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "compare":
            return bool(self.found) or None
        return True

    def action_compare(self) -> None:
        """The highlighted change beside the crew's own mission, turn by turn."""
        from spacealert_tui.tui.services import review

        index = self.query_one("#coach-changes", OptionList).highlighted
        if index is None or not 0 <= index < len(self.found):
            return
        label = "; ".join(swap_text(self.record, s) for s in self.found[index].swaps)
        review(self.app).compare(self.record, self.found[index].record, titles=(_("As played"), label))

    def action_back(self) -> None:
        self.workers.cancel_group(self, "coach")
        self.dismiss(None)
