"""Solo practice (`SoloScreen`): four androids planned from the keyboard, the action deck
face up, phases locking when the computer ends them, the practice mode without a clock.

The soundtrack's clock belongs to the test (`FakeClock`, `screen.tick()`), as in
`test_action_round.py`, on its 3:20 three-phase mission (phase ends 1:20, 2:40, 3:20).
"""
from __future__ import annotations

from contextlib import asynccontextmanager

import pytest

from spacealert_tui.record.draft import load_draft
from spacealert_tui.tui.screens.solo import SoloScreen
from spacealert_tui.tui.widgets.action_boards import ActionBoards, Pick, phase_of, pool_counts
from tests.tui.test_action_round import (FakeClock, RoundApp, advance, make_draft, ready,
                                         running, short_mission, text_of)


@pytest.fixture
def mission(tmp_path, monkeypatch) -> str:
    monkeypatch.setenv("SPACEALERT_DATA_DIR", str(tmp_path / "data"))
    return short_mission(tmp_path)


def solo_draft(mission: str, seed: int = 7):
    return make_draft(mission, players=0, androids=4, seed=seed)


@asynccontextmanager
async def planning(draft, *, clock=None, practice: bool = False, size=(120, 40)):
    """The planning round of `draft` in a test app, started (space): (app, screen, pilot)."""
    screen = SoloScreen(draft, clock=clock, practice=practice)
    async with running(screen, size) as (app, pilot):
        yield app, screen, pilot


def counts(screen) -> dict:
    return pool_counts(screen.table.face_up)


async def test_four_androids_planned_from_the_keyboard_and_the_plans_go_to_the_draft(mission):
    draft = solo_draft(mission)
    clock = FakeClock()
    screen = SoloScreen(draft, clock=clock)
    app = RoundApp(screen)
    async with app.run_test(size=(120, 40)) as pilot:
        await ready(pilot)
        heroic = screen.table.deal.androids
        assert "READY" in text_of(screen, "#solo-status")
        await pilot.press("a", "r")             # refused before the start: nothing placed
        await pilot.pause()
        assert screen.table.android_tokens(0) == ["empty"] * 12
        await pilot.press("space")
        await pilot.pause()
        await advance(pilot, screen, clock, to=12)
        assert counts(screen)["A", "red"] == 10
        # android 1: heroic card on turn 1, A (from an A/red card) on 2, red (from A/red) on 3
        await pilot.press("h", "a", "r", "r", "a")
        await pilot.pause()
        assert screen.table.android_tokens(0)[:3] == [heroic[0].action, "A", "red"]
        assert counts(screen)["A", "red"] == 8
        # android 2: B twice (any B card), then battle bots from a bots/lift card
        await pilot.press("2", "home", "s", "s", "f", "l", "l", "d")
        await pilot.pause()
        assert screen.table.android_tokens(1)[:3] == ["B", "bots", "lift"]
        # android 3: its heroic move; android 4: blue then C
        await pilot.press("3", "home", "m", "4", "home", "b", "b", "d", "b")
        await pilot.pause()
        assert screen.table.android_tokens(2)[0] == heroic[2].move
        assert screen.table.android_tokens(3)[:2] == ["blue", "C"]
        # taking a card off gives it back face up
        before = counts(screen)["C", "blue"]
        await pilot.press("left", "x")
        await pilot.pause()
        assert screen.table.android_tokens(3)[1] == "empty"
        assert counts(screen)["C", "blue"] == before + 1
        await pilot.press("d", "b")
        await pilot.pause()
        # phase 1 ends at 1:20: its turns lock
        await advance(pilot, screen, clock, to=82)
        assert screen.table.closed == 1
        assert "LOCKED" in screen.query_one(ActionBoards).render().plain
        await pilot.press("1", "home", "right", "right", "x")       # turn 3: locked
        await pilot.pause()
        assert screen.table.android_tokens(0)[2] == "red"
        assert "phase 1 is over" in text_of(screen, "#round-message")
        await pilot.press("a", "a")
        await pilot.pause()
        assert screen.table.android_tokens(0)[2] == "red"
        # phase 2 and 3 cards
        await pilot.press("right", "a", "a", "b", "b")
        await pilot.pause()
        assert screen.table.android_tokens(0)[3:5] == ["A", "blue"]
        await advance(pilot, screen, clock, to=170)
        assert screen.table.closed == 2
        await pilot.press("end", "f", "f")
        await pilot.pause()
        assert screen.table.android_tokens(0)[11] == "bots"
        await advance(pilot, screen, clock, to=205)
        assert screen.state == "over"
        await pilot.press("enter")
        await pilot.pause()
    assert app.results == [draft]
    assert draft.stage == "entry"
    assert draft.plans[0][:5] == [heroic[0].action, "A", "red", "A", "blue"]
    assert draft.plans[0][11] == "bots"
    assert draft.plans[1][:3] == ["B", "bots", "lift"]
    assert draft.plans[3][:2] == ["blue", "C"]
    saved = load_draft(draft.path)
    assert saved.stage == "entry" and saved.plans == draft.plans
    assert all(t.card for t in saved.threats if not t.unconfirmed)


async def test_a_heroic_card_only_for_its_own_android(mission):
    async with planning(solo_draft(mission), clock=FakeClock(), size=(80, 24)) as (app, screen, pilot):
        heroic = screen.table.deal.androids
        assert not screen.place(1, 1, heroic[0], "action")
        await pilot.pause()
        assert "another android's heroic card" in text_of(screen, "#round-message")
        assert screen.table.android_tokens(1)[0] == "empty"
        await pilot.press("2", "h")               # h on android 2 takes android 2's own card
        await pilot.pause()
        assert screen.table.android_boards[1][0] == (heroic[1], "action")
        # the heroic card lies in phase 1: not on turn 4
        assert not screen.place(0, 4, Pick(None, None, "action"))
        assert "first section" in screen.message
        # a card no longer face up is refused
        for turn in range(3, 13):
            while phase_of(turn) > screen.table.closed + 1:     # phase by phase (§5.5)
                screen.table = screen.table.close_phase(screen.table.closed + 1)
            assert screen.place(0, turn, Pick("A", "red", "action"))
        assert not screen.place(1, 12, Pick("A", "red", "action"))
        assert "no A/red card left" in screen.message


async def test_practice_without_the_clock(mission):
    draft = solo_draft(mission)
    async with planning(draft, practice=True, size=(80, 24)) as (app, screen, pilot):
        assert screen.state == "practice" and screen.round.scheduler is None
        assert [t.turn for t in draft.threats] == [1, 3]          # phase 1's threats
        assert "PRACTICE · PHASE 1 of 3" in text_of(screen, "#solo-status")
        # what solo ignores is said once above the boards, never among the threats
        assert screen.cards.ignored_calls == ["incoming data"] and not screen.cards.computer_calls
        assert "incoming data · ignored in solo" in text_of(screen, "#round-alert")
        assert "ignored" not in text_of(screen, "#round-threat-list")
        await pilot.press("h", "a", "a")
        await pilot.pause()
        await pilot.press("end", "s", "s")                       # turn 12: not yet (§5.5)
        await pilot.pause()
        assert "phase 1 is being planned: turn 12 is in phase 3" in screen.message
        assert screen.table.android_tokens(0)[11] == "empty"
        await pilot.press("n")                                   # close phase 1
        await pilot.pause()
        assert screen.table.closed == 1
        assert [t.turn for t in draft.threats] == [1, 3, 5, 7]
        assert screen.cards.ignored_calls == ["data transfer"]
        await pilot.press("1", "home", "x")
        await pilot.pause()
        assert "phase 1 is over" in screen.message
        await pilot.press("n")                                   # close phase 2
        await pilot.pause()
        assert "comms down" in screen.cards.ignored_calls
        await pilot.press("end", "s", "s")
        await pilot.pause()
        assert screen.table.android_tokens(0)[11] == "B"
        await pilot.press("n")
        await pilot.pause()
    assert app.results == [draft]
    assert draft.stage == "entry"
    assert draft.plans[0][1] == "A" and draft.plans[0][11] == "B"


async def test_practice_asked_for_skips_the_space_or_p_choice(mission):
    """`spacealert solo --practice`: the practice starts at once, no "space or p"."""
    draft = solo_draft(mission)
    screen = SoloScreen(draft, clock=FakeClock(), practice=True)
    app = RoundApp(screen)
    async with app.run_test(size=(80, 24)) as pilot:
        await ready(pilot)
        assert screen.state == "practice" and screen.round.scheduler is None
        assert "PRACTICE · PHASE 1 of 3" in text_of(screen, "#solo-status")
        assert "space" not in text_of(screen, "#round-alert")


async def test_practice_panel_shows_the_real_threats_at_80x24(mission):
    """Solo practice at 80×24: every threat of the phases played stays in sight."""
    draft = solo_draft(mission)
    screen = SoloScreen(draft, clock=FakeClock(), practice=True)
    app = RoundApp(screen)
    async with app.run_test(size=(80, 24)) as pilot:
        await ready(pilot)
        await pilot.press("n")
        await pilot.pause()
        await pilot.pause()
        listing = text_of(screen, "#round-threat-list")
        assert "T+7" in listing and "ignored in solo" not in listing
        shown = app.export_screenshot().replace("&#160;", " ")    # what the terminal shows
        assert "T+7" in shown and "T+5" in shown


async def test_p_before_the_start_chooses_practice_and_escape_abandons(mission):
    draft = solo_draft(mission)
    screen = SoloScreen(draft, clock=FakeClock())
    app = RoundApp(screen)
    async with app.run_test(size=(80, 24)) as pilot:
        await ready(pilot)
        await pilot.press("p")
        await pilot.pause()
        assert screen.state == "practice"
        await pilot.press("escape", "y")
        await pilot.pause()
    assert app.results == [None]
    assert draft.stage == "action"


async def test_a_crew_with_its_own_action_cards_is_not_dealt_any(mission):
    draft = make_draft(mission, players=4)
    screen = SoloScreen(draft, clock=FakeClock())
    app = RoundApp(screen)
    with pytest.raises(Exception):  # noqa: B017  the app stops on the screen's error, whatever its class
        async with app.run_test(size=(80, 24)) as pilot:
            await ready(pilot)
