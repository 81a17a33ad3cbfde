"""Snapshots of the planning round with the app's action deck, at 80×24 and 120×40.

Solo (four androids, the deck face up) and a small crew (two players with hands, two
androids) a few cards into phase 1, with the base cards and with the double-action
ones, on the test's clock, so the pictures are exact.
After a deliberate change, look at the report of the failing run, then rewrite them with

    .venv/bin/pytest tests/tui/test_solo_snapshots.py --snapshot-update
"""
from __future__ import annotations

import pytest

from spacealert_tui.tui.audio_session import AudioSession
from spacealert_tui.tui.screens.solo import SoloScreen
from tests.tui.conftest import SIZES
from tests.tui.test_action_round import (FakeClock, RoundApp, advance, make_draft, ready,
                                         short_mission)


def planning_at(tmp_path, monkeypatch, keys: tuple[str, ...], *, players: int, androids: int,
                double: bool = False):
    """The app, and a `run_before` that starts the round, plays to 0:35 (after the
    incoming data) and types `keys` on the boards; `double`: with double-action cards."""
    monkeypatch.setenv("SPACEALERT_DATA_DIR", str(tmp_path / "data"))
    draft = make_draft(short_mission(tmp_path), players=players, androids=androids)
    draft.action_cards = "virtual"
    draft.rules = ["double_actions"] if double else []
    clock = FakeClock()
    screen = SoloScreen(draft, audio=AudioSession.silent(), clock=clock)

    async def run_before(pilot) -> None:
        await ready(pilot)
        await pilot.press("space")
        await advance(pilot, screen, clock, 35)
        await pilot.press(*keys)
        await pilot.pause()

    return RoundApp(screen), run_before


@pytest.mark.parametrize("size", SIZES)
def test_solo_four_androids(snap_compare, size, tmp_path, monkeypatch):
    """Heroic card, A from an A/red card, then the first key of the next card pending."""
    app, run_before = planning_at(tmp_path, monkeypatch, ("h", "a", "r", "s"),
                                  players=0, androids=4)
    assert snap_compare(app, terminal_size=size, run_before=run_before)


@pytest.mark.parametrize("size", SIZES)
def test_two_players_and_two_androids(snap_compare, size, tmp_path, monkeypatch):
    """Ana's heroic card and one card from hand; Ben draws for the incoming data; the
    cursor on Android 1 (cards from Ana's hand)."""
    app, run_before = planning_at(tmp_path, monkeypatch, ("h", "a", "a", "2", "i", "3"),
                                  players=2, androids=2)
    assert snap_compare(app, terminal_size=size, run_before=run_before)



@pytest.mark.parametrize("size", SIZES)
def test_solo_with_double_actions(snap_compare, size, tmp_path, monkeypatch):
    """The double-action deck face up; A+red over lift, lift over A+red, then `x r` typed:
    the hint lists the red+… double halves left."""
    app, run_before = planning_at(tmp_path, monkeypatch, ("h", "x", "a", "r", "l", "l", "a", "r",
                                                          "x", "r"),
                                  players=0, androids=4, double=True)
    assert snap_compare(app, terminal_size=size, run_before=run_before)


@pytest.mark.parametrize("size", SIZES)
def test_two_players_and_two_androids_with_double_actions(snap_compare, size, tmp_path, monkeypatch):
    """Hands of double cards; Ben may draw 2 at the incoming data (the androids' cards);
    Ana's heroic card, then the first key of a card pending."""
    app, run_before = planning_at(tmp_path, monkeypatch, ("h", "x"),
                                  players=2, androids=2, double=True)
    assert snap_compare(app, terminal_size=size, run_before=run_before)
