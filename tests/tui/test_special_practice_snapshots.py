"""Snapshots of practice with specializations and of the harder solo variant, at 80×24
and 120×40, on the test's clock so the pictures are exact.
After a deliberate change, look at the report of the failing run, then rewrite them with

    .venv/bin/pytest tests/tui/test_special_practice_snapshots.py --snapshot-update
"""
from __future__ import annotations

import pytest

from spacealert_tui.tui.audio_session import AudioSession
from spacealert_tui.tui.screens.solo import SoloScreen
from tests.tui.conftest import SIZES
from tests.tui.test_action_round import (FakeClock, RoundApp, advance, make_draft, ready,
                                         short_mission)

SPECS = (("medic", 2), ("mechanic", 1), ("teleporter", 3), ("squad_leader", 1))


def planning_at(tmp_path, monkeypatch, keys: tuple[str, ...], *, players: int, androids: int,
                double: bool = False, specialized: bool = True, shuffled: bool = False,
                start: bool = True):
    """The app, and a `run_before` that starts the round (unless not `start`), plays to
    0:35 and types `keys` on the boards."""
    monkeypatch.setenv("SPACEALERT_DATA_DIR", str(tmp_path / "data"))
    draft = make_draft(short_mission(tmp_path), players=players, androids=androids)
    draft.action_cards = "virtual"
    draft.card_sets = ["base", "new_frontier"]
    draft.rules = ["double_actions"] if double else []
    if specialized:
        draft.specializations = "chosen"
        for seat, (name, level) in zip(draft.crew, SPECS):
            seat.specialization, seat.specialization_level = name, level
    if shuffled:
        draft.solo_deck = "shuffled"
    clock = FakeClock()
    screen = SoloScreen(draft, audio=AudioSession.silent(), clock=clock)

    async def run_before(pilot) -> None:
        await ready(pilot)
        if start:
            await pilot.press("space")
            await advance(pilot, screen, clock, 35)
        await pilot.press(*keys)
        await pilot.pause()

    return RoundApp(screen), run_before


@pytest.mark.parametrize("size", SIZES)
def test_solo_with_specializations(snap_compare, size, tmp_path, monkeypatch):
    """Each android's special cards beside its board; the medic's advanced card dark half
    up on T1, A/red on T2, then `p` pending: the hint offers b ◇ and a ◆."""
    app, run_before = planning_at(tmp_path, monkeypatch, ("p", "a", "a", "r", "p"),
                                  players=0, androids=4)
    assert snap_compare(app, terminal_size=size, run_before=run_before)


@pytest.mark.parametrize("size", SIZES)
def test_two_players_and_two_androids_with_specializations(snap_compare, size, tmp_path, monkeypatch):
    """10 cards in phase 1 each and the special cards in hand; Ana plays ◆, then the
    cursor on the first android, its own card ◇ on T1."""
    app, run_before = planning_at(tmp_path, monkeypatch, ("p", "a", "3", "home", "p", "b"),
                                  players=2, androids=2)
    assert snap_compare(app, terminal_size=size, run_before=run_before)


@pytest.mark.parametrize("size", SIZES)
def test_the_harder_solo_variant_before_the_round(snap_compare, size, tmp_path, monkeypatch):
    """Solo with double actions, the deck shuffled face down: nothing shown until the
    soundtrack starts."""
    app, run_before = planning_at(tmp_path, monkeypatch, (), players=0, androids=4, double=True,
                                  specialized=False, shuffled=True, start=False)
    assert snap_compare(app, terminal_size=size, run_before=run_before)
