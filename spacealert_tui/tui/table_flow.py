"""A mission at the table, from set-up to the logbook: the order of the screens.

    set-up → action round → entry of threats and plans → resolution board → score

Each screen dismisses with its result; this module decides what comes next. The
draft (`MissionDraft`) is saved by every screen as the crew types, and its `stage`
says where to pick up again, so "Continue" after a crash starts at the right screen.

A mission of a campaign (`draft.campaign_id`, `tui/flows/campaign.py`) goes the same
way with three hooks of its campaign: its own set-up screen (the crew fixed), the record
starting from the carried ship, and the campaign told when the score is written.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from spacealert_tui.i18n import _

if TYPE_CHECKING:
    from spacealert_tui.record.draft import MissionDraft
    from spacealert_tui.rules import GameRecord
    from spacealert_tui.tui.app import SpaceAlertApp


class TableFlow:
    """Pushes the screen of the draft's stage, and the next one when it is done."""

    def __init__(self, app: SpaceAlertApp, draft: MissionDraft | None = None, *,
                 clock: Any = None, campaign: Any = None) -> None:
        """`clock`: the action round's clock (tests drive it; None = the real one).
        `campaign`: the hooks of the campaign the mission belongs to (found from
        `draft.campaign_id` when not given)."""
        self.app = app
        self.draft = draft
        self.clock = clock
        self.record: GameRecord | None = None
        self.round: Any = None
        self.campaign = campaign

    def start(self) -> None:
        if self.campaign is None and getattr(self.draft, "campaign_id", None):
            from spacealert_tui.tui.flows.campaign import campaign_hooks
            self.campaign = campaign_hooks(self.app, self.draft)
        stage = self.draft.stage if self.draft is not None else "setup"
        if stage == "setup":
            self.setup()
        elif stage == "action":
            self.action_round()
        elif stage in ("entry", "resolution"):
            self.entry()
        else:
            self.app.notify(_("This mission is already in the logbook."), markup=False)

    # -- the stages --------------------------------------------------------------------
    def setup(self) -> None:
        from spacealert_tui.tui.screens.setup import SetupScreen
        screen = self.campaign.setup_screen(self.draft) if self.campaign else SetupScreen(self.draft)
        self.app.push_screen(screen, self._after_setup)

    def _after_setup(self, draft: MissionDraft | None) -> None:
        if draft is None:
            return
        self.draft = draft
        if self.campaign:
            self.campaign.set_out(draft)
        if draft.stage == "entry":       # the round was played elsewhere (CD, another app)
            self.entry()
        else:
            self.action_round()

    #: a crew planning with the app's cards (a solo crew always) plans on `SoloScreen`;
    #: True: without the clock
    practice = False

    def action_round(self) -> None:
        from spacealert_tui.tui.screens.action_round import ActionRoundScreen
        from spacealert_tui.tui.screens.solo import SoloScreen, plans_on_screen
        if plans_on_screen(self.draft):
            self.round = SoloScreen(self.draft, audio=self.app.audio, clock=self.clock,
                                    practice=self.practice)
        else:
            self.round = ActionRoundScreen(self.draft, audio=self.app.audio, clock=self.clock)
        self.app.push_screen(self.round, self._after_action_round)

    def _after_action_round(self, finished: bool | None) -> None:
        if finished:
            self.entry()
        else:
            self.app.notify(_("The mission is saved: Continue it from the home screen."),
                            markup=False)

    def entry(self) -> None:
        from spacealert_tui.tui.screens.entry import EntryScreen
        self.app.push_screen(EntryScreen(self.draft), self._after_entry)

    def _after_entry(self, record: GameRecord | None) -> None:
        if record is None:
            return
        self.record = self.campaign.prepare(record) if self.campaign else record
        self.board()

    def board(self) -> None:
        from spacealert_tui.rules import resolve
        from spacealert_tui.tui.screens.board import BoardScreen, teleport_of
        try:
            self.resolution = resolve(self.record, snapshots="events")
        except Exception as exc:   # a bug in the rules core: logged and said, never a crash
            from spacealert_tui.tui.failures import log_failure
            from spacealert_tui.tui.screens.error import ErrorScreen

            message = log_failure("The rules core failed on this mission", exc)
            self.app.push_screen(ErrorScreen(
                _("The mission cannot be resolved"),
                f"{message}\n\n" + _("The cards entered are kept: continue the mission from the home "
                                      "screen once the app is fixed.")))
            return
        screen = BoardScreen(self.resolution, title=self.record.title, tracks=self.record.tracks,
                             autoplay=True, teleport=teleport_of(self.record))
        self.app.push_screen(screen, self._after_board)

    def _after_board(self, _: Any) -> None:
        from spacealert_tui.tui.screens.score import ScoreScreen
        self.app.push_screen(ScoreScreen(self.record, self.resolution.result, draft=self.draft),
                             self._after_score)

    def _after_score(self, choice: Any) -> None:
        if choice == "replay":
            self.board()
        elif self.campaign:
            self.campaign.mission_done(self.record, self.resolution.result, self.draft)
