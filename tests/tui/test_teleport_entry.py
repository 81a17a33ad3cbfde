"""The Teleporter's tokens in the entry: the line, the F6 modal, the record, the jump."""
from __future__ import annotations

import pytest
from textual.widgets import Static

from spacealert_tui.record.draft import CrewSeat, MissionDraft, load_draft
from spacealert_tui.rules import GameRecord, resolve
from spacealert_tui.tui.dialogs.confirm import ConfirmScreen
from spacealert_tui.tui.screens.entry import EntryScreen
from spacealert_tui.tui.dialogs.teleport import TeleportScreen
from tests.tui.test_entry import named, settle
from tests.tui.test_setup import UNSET, ScreenApp


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("SPACEALERT_DATA_DIR", str(tmp_path))
    return tmp_path


def teleporter_crew() -> MissionDraft:
    """Four players, Ana the Teleporter: she goes up to red and plays her basic card."""
    crew = [CrewSeat("Ana", "red", ["captain"], specialization="teleporter"),
            CrewSeat("Bo", "yellow", ["communications"], specialization="medic"),
            CrewSeat("Cy", "green", ["security"]), CrewSeat("Di", "blue")]
    draft = MissionDraft.new(crew=crew, tracks={"red": 1, "white": 2, "blue": 3, "internal": 4},
                             threat_source="physical", specializations="chosen",
                             card_sets=["base", "new_frontier"])
    draft.stage = "action"
    draft.plans[0][:3] = ["red", "spec", "A"]
    draft.plans[1][:2] = ["A", "A"]
    return named(draft)


def line(screen) -> str:
    return str(screen.query_one("#teleport-line", Static).content)


async def test_f6_places_the_tokens_and_the_mission_resolves_with_the_jump():
    draft = teleporter_crew()
    app = ScreenApp(lambda: EntryScreen(draft))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        assert "Teleport tokens: departure → not placed, arrival → not placed" in line(screen)
        assert "Ana's basic card does nothing" in line(screen)
        await pilot.press("f6")
        await settle(pilot)
        assert isinstance(app.screen, TeleportScreen)
        await pilot.press("up", "up", "enter")          # from "not placed" up to Cy
        await settle(pilot)
        await pilot.press("escape")                      # back to the departure token
        await settle(pilot)
        assert isinstance(app.screen, TeleportScreen) and app.screen.step == 0
        await pilot.press("enter", "up", "up", "up", "up", "enter")     # Cy; then Ana
        await settle(pilot)
        assert isinstance(app.screen, EntryScreen)
        assert "departure → Cy, arrival → Ana" in line(screen)
        assert "sends Cy to Ana's station" in line(screen)
        assert load_draft(draft.path).crew[0].teleport == {"departure": "Cy", "arrival": "Ana"}
        await pilot.press("f10")
        await settle(pilot)
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("y")
        await settle(pilot)
    record = app.result
    assert isinstance(record, GameRecord)
    assert record.crew[0].specialization.teleport == ("Cy", "Ana")
    events = [str(e) for e in resolve(record).events]
    assert any("Cy" in e and "teleported by Ana" in e for e in events), events


async def test_escape_keeps_the_tokens_where_they_were():
    draft = teleporter_crew()
    draft.place_token("departure", "Bo")
    app = ScreenApp(lambda: EntryScreen(draft))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("f6")
        await settle(pilot)
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, EntryScreen) and app.result is UNSET
        assert draft.crew[0].teleport == {"departure": "Bo"}
        assert "departure → Bo, arrival → not placed" in line(app.screen)


async def test_without_a_teleporter_no_line_and_no_key():
    draft = teleporter_crew()
    draft.crew[0].specialization = "mechanic"
    draft.plans[0][:3] = ["red", "A", "A"]
    app = ScreenApp(lambda: EntryScreen(draft))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert not app.screen.query("#teleport-line")
        await pilot.press("f6")
        await settle(pilot)
        assert isinstance(app.screen, EntryScreen)


def test_a_campaigns_next_mission_starts_with_the_tokens_in_hand():
    from dataclasses import asdict

    from spacealert_tui.record.campaign import CampaignState

    draft = teleporter_crew()
    draft.place_token("departure", "Cy")
    draft.place_token("arrival", "Ana")
    state = CampaignState.new()
    state.crew = [asdict(seat) for seat in draft.crew]      # as the first mission keeps it
    seats = state.crew_seats()
    assert seats[0].specialization == "teleporter" and seats[0].teleport == {}
