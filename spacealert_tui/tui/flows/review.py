"""A mission looked at again: the order of its screens.

    board ──(end)──→ score ── r: replay the board ─┐
      │               ├── c: coach ──→ comparison   │
      │               └── g: suggestion ─→ board, comparison
      └── c: coach ──→ comparison ── a, b: either side on the board at a turn
    record picker → resolution → board;  logbook → board, or two missions compared

The board, the score, the coach and the suggestion each ask for what comes next
through `services.review(app)` (this class): the next screen opens over the one that
asked, which stays beneath with its place kept (a board's event, a coach's search), so
`escape` goes back to it. Which screen that is, with which cards dealt, is decided
here and nowhere else; none of those screens imports another.

The table's own mission reaches its board and score through `flows/table.py`.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from spacealert_tui.i18n import N_, _
from spacealert_tui.tui.failures import show_failure

if TYPE_CHECKING:
    from textual.app import App
    from textual.widget import AwaitMount

    from spacealert_tui.coach.legal import Hands
    from spacealert_tui.rules import GameRecord, Resolution, Result
    from spacealert_tui.tui.records import ResolvedRecord


def draft_hands(draft: Any, record: GameRecord) -> Hands | None:
    """The cards the app dealt for a practice draft (None when the crew used their own deck)."""
    if draft is None or not getattr(draft, "practice", False) or draft.action_cards != "virtual":
        return None
    from spacealert_tui.coach.legal import hands_of_deal
    from spacealert_tui.tui.screens.solo import deal_for

    try:
        return hands_of_deal(deal_for(draft), [m.android for m in record.crew])
    except ValueError:       # a crew the deal cannot give cards to: no hands to respect
        return None


class ReviewFlow:
    """Opens the review's screens over the one that asks (a `services.Review`)."""

    def __init__(self, app: App[Any]) -> None:
        self.app = app

    def board(self, record: GameRecord, *, title: str | None = None, played: str | None = None) -> None:
        """A record on the resolution board, played event by event, ending on its score
        (`played`: the date on the score, for a logbook mission)."""
        from spacealert_tui.tui.screens.board import BoardScreen

        try:
            screen = BoardScreen.from_record(record, title=title or record.title,
                                             tracks=record.tracks, played=played)
        except Exception as exc:   # a bad record, or the rules core failing on it
            show_failure(self.app, N_("The rules core failed on this record"), exc,
                         title=N_("Cannot open the record"))
            return
        self.app.push_screen(screen)

    def board_at(self, resolution: Resolution, record: GameRecord, start: int, *, title: str) -> None:
        """A resolution already made (a side of a comparison) on the board at event `start`."""
        from spacealert_tui.tui.screens.board import BoardScreen

        self.app.push_screen(BoardScreen(resolution, title=title, tracks=dict(record.tracks), start=start,
                                         record=record))

    def replay_score(self, record: GameRecord, result: Result, *, date: str | None,
                     then: Callable[[str | None], None]) -> None:
        from spacealert_tui.tui.screens.score import ScoreScreen

        self.app.push_screen(ScoreScreen(record, result, save=False, date=date), then)

    def coach(self, record: GameRecord, *, title: str | None = None, draft: Any = None,
              hands: Any = None) -> None:
        from spacealert_tui.tui.screens.coach import CoachScreen

        if hands is None:
            hands = draft_hands(draft, record)
        self.app.push_screen(CoachScreen(record, title=title, hands=hands))

    def suggest(self, draft: Any, record: GameRecord | None = None, deal: Any = None,
                take: Callable[[list[list[str]]], None] | None = None) -> None:
        """The suggestion for a draft's mission (the threats known so far): the crew's
        plan beside it when they have played cards; the cards the app dealt (`deal`, else
        the draft's own) respected. `take`: what taking the plan (key t) does with its
        tokens, one list per crew member in the draft's order."""
        from spacealert_tui.coach.legal import hands_of_deal
        from spacealert_tui.errors import UserError
        from spacealert_tui.tui.screens.entry import record_of
        from spacealert_tui.tui.screens.suggest import SuggestScreen

        if record is None:
            try:
                record = record_of(draft)
            except UserError as exc:
                self.app.notify(_("No plan can be suggested yet: {problem}").format(problem=exc),
                                severity="error", markup=False)
                return
        own = any(a.token != "empty" for m in record.crew for a in m.actions)
        hands = (hands_of_deal(deal, [m.android for m in record.crew]) if deal is not None
                 else draft_hands(draft, record))
        self.app.push_screen(SuggestScreen(record, hands=hands, own=own, take=take))

    def compare(self, record_a: GameRecord, record_b: GameRecord, *,
                titles: tuple[str, str] | None = None) -> None:
        """Two records of one mission side by side (refused on the screen if they are not)."""
        from spacealert_tui.tui.screens.compare import CompareScreen

        self.app.push_screen(CompareScreen(record_a, record_b, titles=titles))

    def resolution(self, resolved: ResolvedRecord) -> AwaitMount:
        from spacealert_tui.tui.screens.resolution import ResolutionScreen

        return self.app.push_screen(ResolutionScreen(resolved))
