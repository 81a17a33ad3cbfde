"""Snapshots of the records' screens in Spanish and Portuguese at 80×24 and 120×40: the
logbook (a lost mission highlighted), the comparison (turn 3), the coach on a lost
mission and the explorers (`__snapshots__/test_records_i18n_snapshots/`). The English
ones are in the screens' own snapshot files. After a deliberate change, look at
`snapshot_report.html`, then rewrite them with

    .venv/bin/pytest tests/tui/test_records_i18n_snapshots.py --snapshot-update
"""
from __future__ import annotations

import pytest

from spacealert_tui.record import load_record
from spacealert_tui.tui.screens.coach import CoachScreen
from spacealert_tui.tui.screens.compare import CompareScreen
from spacealert_tui.tui.screens.explorers import ExplorersScreen
from spacealert_tui.tui.screens.logbook import LogbookScreen

from .conftest import SIZES, Host
from .test_records_i18n import EXAMPLES, compare_pair, fill_explorers, fill_logbook, settle

LANGS = [pytest.param("es", id="es"), pytest.param("pt", id="pt")]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LANGS)
def test_logbook(snap_compare, home_data_dir, speak, lang, size):
    speak(lang)
    fill_logbook(practice=False)

    async def run_before(pilot) -> None:
        await settle(pilot)
        await pilot.press("down")          # the lost mission highlighted, as in English
        await settle(pilot)

    assert snap_compare(Host(LogbookScreen), terminal_size=size, run_before=run_before)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LANGS)
def test_compare(snap_compare, speak, lang, size):
    speak(lang)
    a, b = compare_pair()
    app = Host(lambda: CompareScreen(a, b, titles=("Uno", "Dos"), turn=3))
    assert snap_compare(app, terminal_size=size, run_before=settle)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LANGS)
def test_coach(snap_compare, speak, lang, size):
    speak(lang)
    record = load_record(EXAMPLES / "04-lost-in-blue.yaml")
    app = Host(lambda: CoachScreen(record, draws=3, screen=1, keep=2))
    assert snap_compare(app, terminal_size=size, run_before=settle)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LANGS)
def test_explorers(snap_compare, home_data_dir, speak, lang, size):
    speak(lang)
    fill_explorers()
    assert snap_compare(Host(ExplorersScreen), terminal_size=size, run_before=settle)
