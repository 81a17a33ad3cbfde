"""The app's round is never late by design: pressing space hands the whole round to a
player that places clips itself (the stream backend), each at its due reading, before
mission time 0; a session opened late (deferred) says its notice in the round."""
from __future__ import annotations

import pytest

from spacealert_tui.tui.audio_session import AudioSession
from spacealert_tui.tui.screens.action_round import ActionRoundScreen

from ..audio.test_mixer import LeadPlayer
from .test_action_round import FakeClock, RoundApp, make_draft, ready, running, short_mission


@pytest.fixture
def mission(tmp_path, monkeypatch) -> str:
    monkeypatch.setenv("SPACEALERT_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.delenv("SPACEALERT_NO_AUDIO", raising=False)
    return short_mission(tmp_path)


async def test_space_hands_the_whole_round_over_before_time_0(mission):
    clock = FakeClock()
    player = LeadPlayer()
    screen = ActionRoundScreen(make_draft(mission), audio=player, clock=clock)
    async with running(screen):
        scheduler = screen.round.scheduler
        assert scheduler is not None and scheduler.base == pytest.approx(clock.t + player.lead)
        handed = [arg for name, arg in player.calls if name == "play_at"]
        script = screen.round.prepared.script
        assert [c for c, _due in handed] == list(script.clips)
        assert all(due == pytest.approx(scheduler.base + c.at) for c, due in handed)
        assert not [name for name, _ in player.calls if name == "play"]  # nothing left to hand


async def test_a_deferred_session_opens_in_the_round_and_says_why_it_is_silent(mission):
    session = AudioSession.deferred(enabled=False)
    screen = ActionRoundScreen(make_draft(mission), audio=session, clock=FakeClock())
    app = RoundApp(screen)
    async with app.run_test(size=(80, 24)) as pilot:
        await ready(pilot)
        assert session.opened and screen.state == "ready"
        assert "Audio off: subtitles only." in screen.round.notices
