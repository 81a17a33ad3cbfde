"""The action round reminds a flying Teleporter, at each data transfer, to lay his tokens."""
from __future__ import annotations

from tests.tui.test_action_round import RoundApp, advance, make_draft, mission, ready, start, text_of

__all__ = ["mission"]


async def test_the_teleporter_is_reminded_during_the_data_transfer_only(mission):
    draft = make_draft(mission)
    draft.specializations = "chosen"
    draft.crew[2].specialization = "teleporter"
    screen, clock, _ = start(draft)
    async with RoundApp(screen).run_test(size=(80, 24)) as pilot:
        await ready(pilot)
        await pilot.press("space")
        await advance(pilot, screen, clock, 50)
        assert "teleport tokens" not in text_of(screen, "#round-threat-list")
        beep = next(c.at for c in screen.round.prepared.script.cues if c.kind == "beep")
        await advance(pilot, screen, clock, beep - 3.5)
        assert "Cy (teleporter) may place the teleport tokens now, before the beep" in \
            text_of(screen, "#round-threat-list")
        await advance(pilot, screen, clock, beep + 0.2)
        assert "teleport tokens" not in text_of(screen, "#round-threat-list")


async def test_no_reminder_without_a_teleporter(mission):
    draft = make_draft(mission)
    screen, clock, _ = start(draft)
    async with RoundApp(screen).run_test(size=(80, 24)) as pilot:
        await ready(pilot)
        await pilot.press("space")
        beep = next(c.at for c in screen.round.prepared.script.cues if c.kind == "beep")
        await advance(pilot, screen, clock, beep - 3.5)
        assert "DATA TRANSFER" in text_of(screen, "#round-alert")
        assert "teleport" not in text_of(screen, "#round-threat-list")
