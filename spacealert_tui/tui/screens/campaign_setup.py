"""The set-up of a campaign's missions: the first with any crew (but no explorer below
level 2, ruling EX14), the next ones with the campaign's crew fixed. The set-up screen
is the table's own (`SetupScreen`), so these subclass it: the one sibling screen import.
"""
from __future__ import annotations

from spacealert_tui.i18n import _
from spacealert_tui.record.campaign import CampaignState, rookies_line
from spacealert_tui.record.draft import MissionDraft
from spacealert_tui.tui.screens.setup import SetupScreen


class FirstCampaignSetupScreen(SetupScreen):
    """The set-up of a campaign's first mission: any crew, but no explorer below level 2."""

    def problems(self) -> tuple[list[str], list[str]]:
        crew, mission = super().problems()
        line = rookies_line(self.draft.crew)
        return (crew + [line] if line else crew), mission


class CampaignSetupScreen(SetupScreen):
    """The set-up of missions 2 and 3: the campaign's crew is fixed (names, seats, roles);
    the rest (decks, trajectories, language) is as for any mission."""

    LOCKED = ("#players", "#fifth", "#role-captain", "#role-communications", "#role-security")

    def __init__(self, draft: MissionDraft, state: CampaignState) -> None:
        draft.crew = state.crew_seats()
        super().__init__(draft)
        # the specializations come from the first mission and the levelling steps (p.15):
        # not chosen or dealt again
        self.carried_specializations = bool(state.specializations)
        if self.carried_specializations:
            draft.specializations = state.specializations
            self.specializations_done = True

    def after_mount(self) -> None:
        for selector in self.LOCKED:
            self.query_one(selector).disabled = True
        for i in range(len(self.draft.crew)):
            self.query_one(f"#name-{i}").disabled = True
            self.query_one(f"#explorer-{i}").disabled = True
        if self.carried_specializations:
            self.query_one("#specs").disabled = True
        self.query_one("#common").focus()

    def androids_note(self) -> str:
        return _("Campaign: the crew stays the same for every mission (captain first, then clockwise).")

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "move":
            return False
        return super().check_action(action, parameters)

