"""Where a logged mission stands in its campaign, for the logbook's lines (base rulebook
§6.3: "Record the missions as usual, one per line. Penalties and the final score are
worked out only at the end of the campaign … Write the final total at the end of the
last line and draw a bracket to show that all the missions belong to one campaign").

The logbook screen lists the latest mission first, so the bracket opens on the
campaign's last mission (at the top) and closes on its first; a campaign still going on
is left open at the top. `spacealert campaign` prints each campaign in playing order,
with the same total on its last line.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from spacealert_tui.record.logbook import CampaignRow


@dataclass(frozen=True, slots=True)
class CampaignPlace:
    """Mission `seq` (1-based) of the `campaign` logged in the logbook."""

    campaign: CampaignRow
    seq: int

    @property
    def count(self) -> int:
        return len(self.campaign.mission_ids)

    @property
    def last(self) -> bool:
        """The campaign's last line: its penalties and total are written on it, once closed."""
        return self.seq == self.count and self.campaign.status != "going"

    @property
    def scored(self) -> bool:
        """The last line of a campaign that ended with a score (not failed)."""
        return self.last and self.campaign.status == "over"

    @property
    def mark(self) -> str:
        """The bracket's piece on this line, latest mission first: `[` a campaign of one
        mission, `┌` its last mission, `│` between (and the top of one going on), `└` its first."""
        if self.count == 1 and self.last:
            return "["
        if self.last:
            return "┌"
        if self.seq == 1:
            return "└"
        return "│"


def campaign_places(campaigns: Iterable[CampaignRow]) -> dict[int, CampaignPlace]:
    """Mission id → its place in its campaign, for every mission of `campaigns`."""
    return {mission_id: CampaignPlace(row, seq)
            for row in campaigns for seq, mission_id in enumerate(row.mission_ids, 1)}
