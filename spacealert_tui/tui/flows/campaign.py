"""A campaign's screens in order (rulebook ch. 6): up to six missions in a row, the ship
carried over, small repairs between missions, one score at the end.

    home "Campaign" → CampaignScreen (difficulties, a random soundtrack) → a table
    mission (`TableFlow` with this campaign's hooks) → CampaignScreen → RepairScreen
    (→ LevelScreen) → the next mission … → the campaign score (→ JudgedScreen)

The campaign screen says what the crew asks for (an intent); `CampaignFlow.run` carries
out each as one coroutine in a worker: it pushes the step's screens and waits for their
answers (`push_screen_wait`), and carries them out on the `CampaignState`
(`record/campaign.py`). No worker outlives its step, so waiting for the app's workers
(as the tests do) never waits for a whole campaign.
The campaign screen stays under the mission's screens, so leaving a set-up comes back to
it; `CampaignHooks` are what the table flow asks of the campaign its mission belongs to.
"""
from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any
from weakref import WeakKeyDictionary

from textual.screen import Screen
from textual.widget import AwaitMount

from spacealert_tui.i18n import _
from spacealert_tui.record.campaign import CampaignState, explorer_levels, load_campaign, unfinished_campaigns
from spacealert_tui.record.draft import OPEN_ELSEWHERE, MissionDraft
from spacealert_tui.tui.screens.campaign import CampaignScreen

if TYPE_CHECKING:
    from spacealert_tui.rules import GameRecord
    from spacealert_tui.rules.result import Result

logger = logging.getLogger(__name__)

#: The flow running each campaign screen: the hooks tell it when a mission is done.
_FLOWS: WeakKeyDictionary[CampaignScreen, CampaignFlow] = WeakKeyDictionary()


async def open_campaign(app: Any) -> CampaignFlow:
    """Home's "Campaign": the unfinished campaign, or a new one. A damaged or odd campaign
    file is skipped with a notice; a new one that cannot be saved is said, and played."""
    problems: list[str] = []
    going = unfinished_campaigns(problems)
    for problem in problems:
        app.notify(_("Skipped {problem}").format(problem=problem), severity="warning", markup=False)
    state = going[0] if going else CampaignState.new()
    if not going:
        try:
            state.save()
        except OSError as exc:      # a read-only or full data folder: said, and the crew goes on
            app.notify(_("Cannot save the campaign: {reason}").format(reason=exc.strerror or exc),
                       severity="error", markup=False)
    flow = CampaignFlow(app, state)
    await flow.start()
    return flow


def flow_of(screen: Screen[Any]) -> CampaignFlow | None:
    """The flow running a campaign screen (None for any other screen)."""
    return _FLOWS.get(screen) if isinstance(screen, CampaignScreen) else None


class CampaignFlow:
    """The campaign between its missions, from its screen to each step and back."""

    def __init__(self, app: Any, state: CampaignState, *, clock: Any = None) -> None:
        """`clock`: the action round's clock for the campaign's missions (tests drive it)."""
        self.app, self.state, self.clock = app, state, clock
        self.hub: CampaignScreen | None = None
        self.busy = False                # a step's screens are up: the next intent waits for it

    def start(self, *, after_mission: bool = False) -> AwaitMount:
        """Push the campaign screen; `after_mission`: a mission of the campaign was just
        played (continued from home), its next step comes first."""
        from spacealert_tui.record.setup_form import owned_sets

        if not self.state.missions:         # the boxes owned may have changed since it was made
            self.state.card_sets = owned_sets(getattr(self.app, "settings", None))
        hub = self.hub = CampaignScreen(self.state, on_intent=self.handle)
        _FLOWS[hub] = self
        mounted = self.app.push_screen(hub)
        if after_mission:
            self.app.run_worker(self._once_shown(mounted), group="campaign", exit_on_error=False)
        return mounted

    async def _once_shown(self, mounted: AwaitMount) -> None:
        await mounted                     # the screen's widgets are there to show the step
        self.handle("mission")

    def handle(self, intent: str) -> None:
        """What the crew asked on the campaign screen, carried out as one coroutine in a
        worker (each step's screens in order, `push_screen_wait`); one step at a time."""
        if self.busy or self.hub is None:
            return
        self.busy = True
        self.app.run_worker(self.run(self.hub, intent), group="campaign", exit_on_error=False)

    async def run(self, hub: CampaignScreen, intent: str) -> None:
        from spacealert_tui.tui.failures import show_failure

        try:
            await self.step(hub, intent)
        except Exception as exc:     # a step failing never takes the campaign screen away
            show_failure(self.app, _("The campaign could not go on"), exc)
            hub.show()
        finally:
            self.busy = False

    async def step(self, hub: CampaignScreen, intent: str) -> None:
        if intent == "next":
            await self.next_mission(hub)
        elif intent == "repairs" and self.state.status == "repairs":
            await self.repairs(hub)
        elif intent == "levels" and self.state.levels_due:
            await self.levels(hub)
        elif intent == "judge" and self.state.judgement_due:
            await self.judge(hub)
        elif intent == "stop":
            await self.stop(hub)
        elif intent == "mission":
            await self.mission_finished(hub)

    # -- the steps ----------------------------------------------------------------------------------
    async def next_mission(self, hub: CampaignScreen) -> None:
        """The next mission, or the one under way where it was left (a mission logged but not
        taken in is taken from the logbook); the levelling step first when it is due."""
        from spacealert_tui.tui.flows.table import TableFlow

        state = self.state
        if state.status != "ready":
            return
        if state.levels_due and not state.current_draft:
            await self.levels(hub)
            return
        draft = state.current()
        if draft is not None and not draft.claim():     # two windows never undo each other
            hub.notify(_(OPEN_ELSEWHERE), severity="warning", markup=False)
            return
        if draft is not None and draft.stage == "done":     # logged, not yet taken in
            self.take_logged(draft)
            await self.mission_finished(hub)
            return
        if draft is None:
            draft = state.new_draft()     # saved by the set-up at the crew's first change
        state.save()
        TableFlow(self.app, draft, clock=self.clock, campaign=CampaignHooks(self.app, state)).start()

    def take_logged(self, draft: MissionDraft) -> None:
        """The mission was logged but the app stopped before the campaign took it in."""
        try:
            self.state.take_logged(draft)
        except Exception as exc:
            from spacealert_tui.tui.failures import show_failure

            show_failure(self.app, _("The last mission could not be read back"), exc)

    async def mission_finished(self, hub: CampaignScreen) -> None:
        """Back from a mission: straight to the repair step if the campaign goes on; the
        campaign's judged achievements asked if it is over and may have earned them."""
        hub.show()
        if self.state.status == "repairs" and hub.is_current:
            await self.repairs(hub)
        elif self.state.judgement_due and hub.is_current:
            await self.judge(hub)

    async def repairs(self, hub: CampaignScreen) -> None:
        from spacealert_tui.tui.screens.campaign_steps import RepairScreen

        choice = await self.app.push_screen_wait(RepairScreen(self.state))
        if choice == "stop":
            await self.stop(hub)
            return
        if choice is not None:
            plan, storage = choice
            self.state.repair(plan, storage)
            if self.state.levels_due:
                hub.show()
                await self.levels(hub)
                return
            hub.notify(_("Repairs done. Mission {n}: choose the difficulties.").format(
                n=self.state.next_number), markup=False)
        hub.show()

    async def levels(self, hub: CampaignScreen) -> None:
        """The levelling step (The New Frontier p.15); "later" leaves it due."""
        from spacealert_tui.tui.screens.campaign_steps import LevelScreen

        chosen = await self.app.push_screen_wait(LevelScreen(self.state))
        if chosen is not None:
            try:
                self.state.level_up(chosen)
            except ValueError as exc:
                hub.notify(str(exc), severity="error", markup=False, timeout=8)
            else:
                hub.notify(_("Specializations set. Mission {n}: choose the difficulties.").format(
                    n=self.state.next_number), markup=False)
        hub.show()

    async def judge(self, hub: CampaignScreen) -> None:
        """The judged achievements earned in one of the campaign's missions, and Honeymoon
        when it may be earned, for each explorer (`CampaignState.judged_items`)."""
        from spacealert_tui.tui.dialogs.after_mission import JudgedScreen

        names = self.state.flying_explorers()
        answer = await self.app.push_screen_wait(JudgedScreen(
            names, items=self.state.judged_items(), levels=explorer_levels(names), campaign=True))
        self.state.judge(answer)
        hub.show()

    async def stop(self, hub: CampaignScreen) -> None:
        """Stop and score now (§6.3); then the judged achievements, when due."""
        self.state.stop()
        hub.show()
        if self.state.judgement_due and hub.is_current:
            await self.judge(hub)

    def mission_done(self, state: CampaignState) -> None:
        """A mission of this campaign was played and taken in (`state`, maybe read again)."""
        self.state = state
        if self.hub is not None:
            self.hub.state = state
            self.handle("mission")


# -- the hooks a table mission calls ---------------------------------------------------------------

class CampaignHooks:
    """What `TableFlow` asks of the campaign its mission belongs to."""

    def __init__(self, app: Any, state: CampaignState) -> None:
        self.app, self.state = app, state

    def setup_screen(self, draft: MissionDraft) -> Screen[Any]:
        from spacealert_tui.tui.screens.setup import SetupScreen

        screen = SetupScreen(draft, rules=self.state.setup_rules(draft))
        # the campaign in place of the app's name: both and the step would be cut at 80 columns
        screen.title = _("Campaign")
        screen.sub_title = _("mission {n} of {total} · crew and mission").format(
            n=self.state.next_number, total=self.state.max_missions)
        return screen

    def set_out(self, draft: MissionDraft) -> None:
        """The set-up is done and the mission sets out: the first one takes the crew's
        cloning consent for the whole campaign (ruling EX20)."""
        if not self.state.missions:
            self.state.take_consent(draft.crew)
            self.state.save()

    def prepare(self, record: GameRecord) -> GameRecord:
        """The record starting from the carried ship (tiles and squads)."""
        return self.state.campaign().next_record(record)

    def mission_done(self, record: GameRecord, result: Result, draft: MissionDraft) -> None:
        """The score is written: the campaign takes the mission in, and its screen comes
        back (opened afresh when the mission was continued from home)."""
        try:
            self.state.add_mission(record, result, draft)
        except Exception as exc:
            from spacealert_tui.tui.failures import show_failure

            show_failure(self.app, _("The campaign could not take this mission"), exc)
            return
        flow = next((f for f in map(flow_of, self.app.screen_stack) if f is not None), None)
        if flow is None:
            CampaignFlow(self.app, self.state).start(after_mission=True)
        else:
            flow.mission_done(self.state)


def campaign_hooks(app: Any, draft: MissionDraft) -> CampaignHooks | None:
    """The hooks of the campaign a draft belongs to (None if its file is gone)."""
    state = load_campaign(draft.campaign_id) if draft.campaign_id else None
    return CampaignHooks(app, state) if state is not None else None
