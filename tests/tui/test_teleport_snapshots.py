"""The entry at 80×24 with the Teleporter's tokens line, in English and in Spanish.

The SVGs are in `__snapshots__/test_teleport_snapshots/`; after a deliberate change,
look at the report of the failing run and rewrite them with

    .venv/bin/pytest tests/tui/test_teleport_snapshots.py --snapshot-update
"""
from __future__ import annotations

import pytest

from spacealert_tui.tui.screens.entry import EntryScreen
from tests.tui.conftest import steady
from tests.tui.test_setup import ScreenApp
from tests.tui.test_teleport_entry import teleporter_crew


def placed():
    draft = teleporter_crew()
    draft.place_token("departure", "Cy")
    draft.place_token("arrival", "Ana")
    return draft


@pytest.mark.parametrize("language", ["en", "es"])
def test_entry_with_the_teleport_tokens(snap_compare, speak, language):
    speak(language)

    async def run_before(pilot) -> None:
        await steady(pilot)

    assert snap_compare(ScreenApp(lambda: EntryScreen(placed())), terminal_size=(80, 24),
                        run_before=run_before)


def test_the_tokens_dialog(snap_compare):
    async def run_before(pilot) -> None:
        await steady(pilot)
        await pilot.press("f6", "up", "up", "enter")
        await steady(pilot)

    assert snap_compare(ScreenApp(lambda: EntryScreen(placed())), terminal_size=(80, 24),
                        run_before=run_before)
