"""Practice: the Teleporter's tokens laid with F6 during a data transfer (ruling NS18).

A solo player commands the four androids: he lays an android Teleporter's tokens, at
the data transfer the solo variant otherwise ignores; outside a transfer the key says
when it can be used. The record gets them.
"""
from __future__ import annotations

import pytest

from spacealert_tui.tui.dialogs.teleport import TeleportScreen
from tests.tui.test_action_round import FakeClock, advance, make_draft, short_mission, text_of
from tests.tui.test_solo import planning

SPECS = ("medic", "teleporter", "mechanic", "squad_leader")


@pytest.fixture
def mission(tmp_path, monkeypatch) -> str:
    monkeypatch.setenv("SPACEALERT_DATA_DIR", str(tmp_path / "data"))
    return short_mission(tmp_path)


def solo_teleporter(mission: str, players: int = 0, androids: int = 4):
    draft = make_draft(mission, players=players, androids=androids)
    draft.action_cards = "virtual"
    draft.specializations = "chosen"
    draft.card_sets = ["base", "new_frontier"]
    for seat, spec in zip(draft.crew, SPECS):
        seat.specialization = spec
    return draft


async def test_solo_places_the_android_teleporters_tokens_during_the_data_transfer(mission):
    clock = FakeClock()
    async with planning(solo_teleporter(mission), clock=clock) as (app, screen, pilot):
        assert screen.solo
        await advance(pilot, screen, clock, to=50)
        await pilot.press("f6")
        await pilot.pause()
        assert not isinstance(app.screen, TeleportScreen)
        assert "only during a data transfer" in screen.message
        await advance(pilot, screen, clock, to=86)          # the data transfer at 1:25
        assert "Ben (teleporter) may place the teleport tokens now (F6)" in \
            text_of(screen, "#round-threat-list")
        await pilot.press("f6")
        await pilot.pause()
        assert isinstance(app.screen, TeleportScreen)
        await pilot.press("up", "up", "up", "up", "enter")  # departure: Ana
        await pilot.press("up", "up", "enter")              # arrival: Cy
        await pilot.pause()
        assert app.screen is screen
        assert screen.draft.crew[1].teleport == {"departure": "Ana", "arrival": "Cy"}
        assert "departure → Ana, arrival → Cy" in screen.message
        assert screen.draft.record_doc()["crew"][1]["teleport"] == {"departure": "Ana", "arrival": "Cy"}
        await advance(pilot, screen, clock, to=100)         # after the beep
        assert "teleport tokens" not in text_of(screen, "#round-threat-list")
        await pilot.press("f6")
        await pilot.pause()
        assert not isinstance(app.screen, TeleportScreen)
        assert "only during a data transfer" in screen.message


async def test_practice_without_the_clock_opens_the_tokens_for_the_transfers_phase(mission):
    draft = solo_teleporter(mission, players=3, androids=1)
    draft.crew[1].specialization, draft.crew[3].specialization = "squad_leader", "teleporter"
    async with planning(draft, practice=True, size=(100, 30)) as (app, screen, pilot):
        assert screen.state == "practice" and not screen.cards.teleport_open
        await pilot.press("n")                              # phase 2 brings the data transfer
        await pilot.pause()
        assert screen.cards.teleport_open
        assert "Dee (teleporter) may place the teleport tokens now (F6)" in "\n".join(screen.cards.computer_calls)
        await pilot.press("f6")
        await pilot.pause()
        assert isinstance(app.screen, TeleportScreen)
        await pilot.press("up", "up", "up", "enter", "enter")   # departure Ben, arrival kept in hand
        await pilot.pause()
        assert draft.crew[3].teleport == {"departure": "Ben"}
        assert "teleport" not in draft.record_doc()["crew"][3]    # one token alone: no jump
        await pilot.press("n")                              # phase 2 over: the transfer with it
        await pilot.pause()
        assert not screen.cards.teleport_open
