"""A mission at the table, from set-up to the logbook: the order of the screens.

    set-up → action round → entry of threats and plans → resolution board → score
                                                              ↑               │
                                                              └── r: replay ──┘

Each screen dismisses with its result; `TableFlow.run` decides what comes next, in
one coroutine (a worker of the app), so the draft and the record are its local
variables. The draft (`MissionDraft`) is saved by every screen as the crew types, and
its `stage` says where to pick up again: "Continue" after a crash enters `run` at the
draft's stage.

A mission of a campaign (`draft.campaign_id`, `tui/flows/campaign.py`) goes the same
way with three hooks of its campaign: its own set-up screen (the crew fixed), the record
starting from the carried ship, and the campaign told when the score is written.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from spacealert_tui.i18n import _

if TYPE_CHECKING:
    from textual.app import App
    from textual.screen import Screen
    from textual.worker import Worker

    from spacealert_tui.link.host import LinkHost
    from spacealert_tui.record.draft import MissionDraft
    from spacealert_tui.rules import GameRecord, Resolution


class TableFlow:
    """The screens of one mission at the table, from the draft's stage to the score."""

    #: a crew planning with the app's cards (a solo crew always) plans on `SoloScreen`;
    #: True: without the clock
    practice = False

    def __init__(self, app: App[Any], draft: MissionDraft | None = None, *,
                 clock: Any = None, campaign: Any = None) -> None:
        """`clock`: the action round's clock (tests drive it; None = the real one).
        `campaign`: the hooks of the campaign the mission belongs to (`flows/campaign.py`
        passes its own; `app._continue_draft` finds them from `draft.campaign_id`)."""
        self.app = app
        self.draft = draft
        self.clock = clock
        self.campaign = campaign

    def start(self) -> Worker[None]:
        """Run the flow in a worker of the app (its screens are awaited there)."""
        return self.app.run_worker(self.run(), name="table flow", group="flows")

    async def run(self) -> None:
        """The whole mission, from the stage the draft was left at. Ended back at the home
        screen, this window works on no mission: another window may continue it (the home
        screen lets it go only once no flow is under way)."""
        try:
            await self._run()
        finally:
            from spacealert_tui.tui.screens.home import HomeScreen

            stack = self.app.screen_stack        # empty while the app closes
            if stack and isinstance(stack[-1], HomeScreen):
                from spacealert_tui.record.claims import release_drafts
                release_drafts()

    async def _run(self) -> None:
        draft = self.draft
        if draft is None or draft.stage == "setup":
            draft = await self.setup()
            if draft is None:
                return
            stage = "entry" if draft.stage == "entry" else "action"   # "entry": played elsewhere
        elif draft.stage in ("action", "entry", "resolution"):
            stage = draft.stage
        else:
            self.app.notify(_("This mission is already in the logbook."), markup=False)
            return
        link = await self.open_link(draft)
        try:
            if stage == "action" and not await self.action_round(draft, link):
                self.app.notify(_("The mission is saved: Continue it from the home screen."), markup=False)
                return
            record = await self.entry(draft, link)
            if record is None:
                return
            if link is not None:      # the boards are in the record: the devices await its result
                link.close_boards()
                link.publish(stage="resolving")
            await self.board_and_score(draft, record, link)
        finally:
            if link is not None:
                await link.stop()

    # -- the stages, each one screen (or two) awaited --------------------------------------
    async def setup(self) -> MissionDraft | None:
        """The set-up screen; the draft it dismisses with sets out (None: left)."""
        from spacealert_tui.tui.screens.setup import SetupScreen

        screen = self.campaign.setup_screen(self.draft) if self.campaign else SetupScreen(self.draft)
        if (self.draft is None or self.draft.practice) and getattr(self.app, "table_link", False):
            screen.draft.table_link = True          # `spacealert --table-link`, practice too
        draft: MissionDraft | None = await self.app.push_screen_wait(screen)
        if draft is not None:
            self.set_out(draft)
        return draft

    def set_out(self, draft: MissionDraft) -> None:
        """The set-up is done: the mission's draft from now on, told to its campaign; the
        explorers' cloning consent noted as the mission starts (ruling EX20)."""
        self.draft = draft
        draft.note_consent()
        if self.campaign:
            self.campaign.set_out(draft)

    async def open_link(self, draft: MissionDraft) -> LinkHost | None:
        """The table link, when the crew turned it on: serving from now until the crew
        leaves the score (the boards closed once the entry is done), its QR code and
        seats shown until the crew goes on (docs/table-link.md). A link that cannot
        listen is said, and the mission goes on without it."""
        if not draft.table_link:
            return None
        from spacealert_tui.link.host import LinkHost
        from spacealert_tui.tui.screens.link_join import LinkJoinScreen

        host = LinkHost(draft)
        try:
            await host.start()
        except OSError as exc:
            self.app.notify(_("The table link cannot listen: {reason}").format(reason=exc), severity="warning",
                            markup=False)
            return None
        if not await self.app.push_screen_wait(LinkJoinScreen(host)):
            await host.stop()
            return None
        return host

    async def action_round(self, draft: MissionDraft, link: LinkHost | None = None) -> bool:
        """The action round (the clock, or planning on screen); True: it was finished. With
        the table link, the devices show its clock and announcements (`link_round.py`)."""
        from spacealert_tui.tui.screens.action_round import ActionRoundScreen
        from spacealert_tui.tui.screens.solo import SoloScreen, plans_on_screen

        audio = getattr(self.app, "audio", None)
        screen: Screen[Any] = (SoloScreen(draft, audio=audio, clock=self.clock, practice=self.practice)
                               if plans_on_screen(draft) else ActionRoundScreen(draft, audio=audio, clock=self.clock))
        stop = None
        if link is not None:       # the round, and in practice each hand, to the devices
            from spacealert_tui.tui.link_practice import serve_round

            stop = serve_round(self.app, link, screen)
        try:
            finished: bool | None = await self.app.push_screen_wait(screen)
        finally:
            if stop is not None:
                stop()
        return bool(finished)

    async def entry(self, draft: MissionDraft, link: LinkHost | None = None) -> GameRecord | None:
        """The entry of threats and plans; the record it makes (from the campaign's ship).
        With the table link, each device's board fills in as it is entered."""
        from spacealert_tui.tui.screens.entry import EntryScreen

        screen = EntryScreen(draft)
        if link is not None:
            screen.link = link
            link.on_change = screen.plans_arrived
        record: GameRecord | None = await self.app.push_screen_wait(screen)
        if record is None:
            return None
        return self.campaign.prepare(record) if self.campaign else record

    async def board_and_score(self, draft: MissionDraft, record: GameRecord,
                              link: LinkHost | None = None) -> None:
        """The resolution on the board, then its score; "replay" plays the board again.
        With the table link, each device shows the result and its player's own line once
        the score is on the host's screen (`link_result.py`)."""
        from spacealert_tui.tui.screens.score import ScoreScreen

        while True:
            resolution = self.resolve(record)
            if resolution is None:
                return
            await self.app.push_screen_wait(self.board(record, resolution))
            if link is not None:
                from spacealert_tui.tui.link_result import publish_result

                publish_result(link, draft, record, resolution.result)
            choice = await self.app.push_screen_wait(ScoreScreen(record, resolution.result, draft=draft))
            if choice != "replay":
                break
        if self.campaign:
            self.campaign.mission_done(record, resolution.result, draft)

    def resolve(self, record: GameRecord) -> Resolution | None:
        """The record resolved; None after saying the rules core failed (an error screen)."""
        from spacealert_tui.rules import resolve

        try:
            return resolve(record, snapshots="events")
        except Exception as exc:   # a bug in the rules core: logged and said, never a crash
            from spacealert_tui.tui.failures import log_failure
            from spacealert_tui.tui.screens.error import ErrorScreen

            message = log_failure("The rules core failed on this mission", exc)
            self.app.push_screen(ErrorScreen(
                _("The mission cannot be resolved"),
                f"{message}\n\n" + _("The cards entered are kept: continue the mission from the home "
                                      "screen once the app is fixed.")))
            return None

    @staticmethod
    def board(record: GameRecord, resolution: Resolution) -> Any:
        from spacealert_tui.tui.screens.board import BoardScreen, teleport_of

        return BoardScreen(resolution, title=record.title, tracks=record.tracks, autoplay=True,
                           teleport=teleport_of(record))


def start_practice(app: App[Any], draft: MissionDraft | None = None, *, practice: bool = False,
                   clock: Any = None) -> TableFlow:
    """Practice through the table flow: the set-up screen (a solo crew) unless the draft
    is past it, the planning round, then entry, board and score as for any mission."""
    if draft is None:
        from spacealert_tui.i18n import current_language
        from spacealert_tui.record.practice import new_solo_draft
        from spacealert_tui.record.setup_form import owned_sets

        draft = new_solo_draft(language=current_language())   # the app's: --lang, Settings, locale
        draft.card_sets = owned_sets(getattr(app, "settings", None))  # owning the expansion: its Rules line too
    flow = TableFlow(app, draft, clock=clock)
    flow.practice = practice
    flow.start()
    return flow
