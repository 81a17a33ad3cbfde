"""Snapshots of the set-up screen at 80×24 and 120×40.

The SVGs are in `__snapshots__/test_setup_snapshots/`; after a deliberate change, look
at the report of the failing run and rewrite them with

    .venv/bin/pytest tests/tui/test_setup_snapshots.py --snapshot-update
"""
from __future__ import annotations

import pytest
from textual.widgets import Input
from spacealert_tui.record.draft import CrewSeat, MissionDraft
from spacealert_tui.tui.screens.setup import SetupScreen
from tests.tui.conftest import SIZES, steady
from tests.tui.test_setup import ScreenApp

def three_players() -> MissionDraft:
    crew = [CrewSeat("Ana", "red", ["captain"]), CrewSeat("Bo [2]", "yellow", ["communications", "security"]),
            CrewSeat("Cy", "green"), CrewSeat("Android 1", "blue", android=True)]
    return MissionDraft.new(crew=crew, deck_seed=2024, soundtrack="base/mission-3",
                            common_level="mixed", serious_level="white")


@pytest.mark.parametrize("size", SIZES)
def test_setup(snap_compare, size):
    assert snap_compare(ScreenApp(lambda: SetupScreen(three_players())), terminal_size=size,
                        run_before=steady)


def test_setup_with_problems(snap_compare):
    async def run_before(pilot) -> None:
        await steady(pilot)
        screen = pilot.app.screen
        screen.query_one("#name-1", Input).value = "ana"
        screen.query_one("#tracks-source").focus()
        await pilot.press("right")
        screen.query_one("#track-red").focus()
        await pilot.press("3")
        screen.query_one("#track-white").focus()
        await pilot.press("3")
        await steady(pilot)

    assert snap_compare(ScreenApp(lambda: SetupScreen(three_players())), terminal_size=(80, 24),
                        run_before=run_before)


def test_the_seven_badges_words_in_spanish(snap_compare, speak):
    """F6 at 80×24: the roles' three badges and the other four, each with a title and a task
    (expansion p.33), a crew of five whose captain was renamed behind it."""
    speak("es")
    crew = [CrewSeat(n, c, r) for n, c, r in (("Ana", "red", ["captain"]), ("Bea", "yellow", ["communications"]),
                                              ("Carlos", "green", ["security"]), ("Dani", "blue", []),
                                              ("Eva", "purple", []))]
    draft = MissionDraft.new(crew=crew, deck_seed=2024, card_sets=["base", "new_frontier"],
                             badge_texts={"captain": {"title": "Patrón", "task": "canta el final de cada fase"}})

    async def run_before(pilot) -> None:
        await steady(pilot)
        await pilot.press("f6")
        await steady(pilot)

    assert snap_compare(ScreenApp(lambda: SetupScreen(draft)), terminal_size=(80, 24), run_before=run_before)
