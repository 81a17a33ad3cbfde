"""Snapshots of practice and the campaign in Spanish and Portuguese, at 80×24 and 120×40:
the small crew's planning round (hands and boards), the campaign screen between two
missions, the repair step. Translations run longer than English: these show that
nothing is cut or overflows where the English fitted.
After a deliberate change, look at the report of the failing run, then rewrite them with

    .venv/bin/pytest tests/tui/test_practice_i18n_snapshots.py --snapshot-update
"""
from __future__ import annotations

import pytest

from spacealert_tui.tui.screens.campaign import CampaignScreen
from spacealert_tui.tui.screens.campaign_steps import RepairScreen
from tests.tui.conftest import SIZES, steady
from tests.tui.test_campaign import contamination_campaign
from tests.tui.test_practice_i18n import between_missions
from tests.tui.test_setup import ScreenApp
from tests.tui.test_solo_snapshots import planning_at

LANGS = [pytest.param("es", id="es"), pytest.param("pt", id="pt")]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LANGS)
def test_two_players_and_two_androids(snap_compare, speak, lang, size, tmp_path, monkeypatch):
    """Ana's heroic card and one card from hand; Ben draws for the incoming data; the
    cursor on Android 1 (cards from Ana's hand)."""
    speak(lang)
    app, run_before = planning_at(tmp_path, monkeypatch, ("h", "a", "a", "2", "i", "3"),
                                  players=2, androids=2)
    assert snap_compare(app, terminal_size=size, run_before=run_before)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LANGS)
def test_campaign_between_missions(snap_compare, speak, lang, size):
    speak(lang)
    state = between_missions()
    assert snap_compare(ScreenApp(lambda: CampaignScreen(state)), terminal_size=size, run_before=steady)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LANGS)
def test_repairs_with_one_squad_left(snap_compare, speak, lang, size):
    speak(lang)
    state = contamination_campaign()
    assert snap_compare(ScreenApp(lambda: RepairScreen(state)), terminal_size=size, run_before=steady)
