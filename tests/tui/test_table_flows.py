"""A crew at the table, by keyboard, at 80×24 in Spanish and Portuguese (issue 26,
"the table flows"): fixing a threat card in the entry, the set-up's keys and layout."""
from __future__ import annotations

import pytest
from textual.widgets import Static

from spacealert_tui.tui.screens.entry import EntryScreen
from tests.tui.test_entry import TIMELINE, data_dir, four_crew, named, rows, settle
from tests.tui.test_setup import ScreenApp

__all__ = ["data_dir"]     # the folder fixture, so the drafts land in the test's own folder

LANGUAGES = [pytest.param("es", id="es"), pytest.param("pt", id="pt")]


def label(row) -> str:
    return str(row.query_one(".threat-label", Static).content)


@pytest.mark.parametrize("language", LANGUAGES)
async def test_fixing_a_threat_card_by_arrows_and_shift_tab(speak, language):
    """↑/↓ go from threat field to threat field; Shift+Tab from the first field goes to the
    last one (never to the panel, a stop where nothing is focused); a field reached holds
    its card selected, so what is typed replaces it rather than landing mid-text; the
    row being fixed is marked ▶ (plain without colour)."""
    speak(language)
    draft = named(four_crew())
    app = ScreenApp(lambda: EntryScreen(draft, TIMELINE))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("f2")
        await settle(pilot)
        first, second, third, _ignored = rows(app.screen)
        assert app.focused is first.input
        assert label(first).startswith("▶") and not label(second).startswith("▶")
        await pilot.press("down")
        await settle(pilot)
        assert app.focused is second.input
        assert label(second).startswith("▶") and not label(first).startswith("▶")
        await pilot.press("down", "up", "up")
        await settle(pilot)
        assert app.focused is first.input
        await pilot.press("shift+tab")
        await settle(pilot)
        assert app.focused is third.input
        await pilot.press("shift+tab", "shift+tab")
        await settle(pilot)
        assert app.focused is first.input
        await pilot.press(*"E1-01")
        await settle(pilot)
        assert first.input.value == "E1-01"
        assert draft.threats[0].card == "E1-01"
