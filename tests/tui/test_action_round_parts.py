"""The action round's parts without a screen: block letters, the audio session glue, wording."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

from spacealert_tui.audio.backend import SilentBackend
from spacealert_tui.audio.catalogue import ClipSet
from spacealert_tui.audio.terminal import big_clock, block_rows
from spacealert_tui.mission.script import build_script
from spacealert_tui.record.draft import CrewSeat, MissionDraft
from spacealert_tui.tui.audio_session import (AudioSession, GuardedPlayer, prepare_round,
                                              script_players, threat_calls, unconfirmed_counts)
from spacealert_tui.tui.widgets.round_text import card_line, m_ss, tail
from spacealert_tui.tui.widgets.big_clock import FONT, fit, scaled
from spacealert_tui.tui.widgets.talk import NO_TALKING
from tests.tui.test_action_round import SHORT, crew, short_mission


def test_block_rows_are_the_terminal_players_digits():
    assert "\n".join(block_rows("12:05")) == big_clock(725).plain
    assert len(block_rows("00:00")[0]) == 19


def test_fit_picks_the_largest_scale_that_fits():
    assert fit("04:20", 18, 5) is None                       # too narrow: plain text instead
    assert fit("04:20", 19, 4) is None                       # too low
    one = fit("04:20", 37, 9)
    assert len(one) == 5 and len(one[0]) == 19
    two = fit("04:20", 38, 5)                                # wider only: ×2 across
    assert len(two) == 5 and len(two[0]) == 38
    big = fit("04:20", 60, 12)
    assert len(big) == 10 and len(big[0]) == 57              # ×3 across, ×2 down
    tall_but_narrow = fit("04:20", 20, 40)
    assert len(tall_but_narrow) == 5                         # never taller than widened
    assert fit("NO TALKING", 60, 5) is not None and all(ch in FONT for ch in NO_TALKING)
    assert fit("?", 60, 5) is None


def test_scaled_colon_becomes_solid():
    rows = block_rows(":")
    assert "▪" in "".join(rows) and "▪" not in "".join(scaled(rows, 2, 2))
    assert scaled(["█ █"], 2, 3) == ["██  ██"] * 3


def test_tail_keeps_the_newest_words():
    text = "Alert. Time T+3. Serious threat. Zone red. Repeat. Time T+3. Serious threat. Zone red."
    assert tail(text, 100, 2) == text
    short = tail(text, 30, 1)
    assert short.startswith("… ") and short.endswith("Zone red.") and len(short) <= 30
    assert tail(text, 0, 0) == text


def test_m_ss():
    assert (m_ss(0), m_ss(65.9), m_ss(600), m_ss(-3)) == ("0:00", "1:05", "10:00", "0:00")


def test_card_line():
    assert card_line("E1-07").startswith("E1-07 Fighter · hp 4, shield 2, speed 3 · 2/4 pts")
    internal = card_line("I1-01")
    assert internal.startswith("I1-01 ") and "starts" in internal and "shield" not in internal
    assert card_line("ZZ-99") == "ZZ-99"
    # base rulebook §3.1: the intruders that disable attacking battle bots say so
    assert card_line("I1-01").endswith(" · fights back") and "fights back" not in card_line("I1-03")


@pytest.mark.parametrize("players,androids,solo_players,counts", [
    (5, 0, 5, True), (4, 0, 4, False), (3, 2, 5, True), (2, 2, 4, False), (0, 4, 1, False)])
def test_crew_size_for_the_soundtrack(players, androids, solo_players, counts):
    draft = MissionDraft(crew=crew(players, androids) if players else
                         [CrewSeat(f"A{i}", android=True) for i in range(androids)])
    assert script_players(draft) == solo_players
    assert unconfirmed_counts(draft) is counts


def test_threat_calls_pair_announcements_with_threats():
    script = build_script(SHORT, ClipSet("en"), players=4)
    calls = threat_calls(script)
    assert [e.turn for e in calls.values()] == [1, 3, 5, 7]
    assert all(script.announcements[i].kind == "threat" for i in calls)
    assert "T+5" in script.announcements[list(calls)[2]].text


def test_prepare_round_in_the_drafts_language(tmp_path):
    draft = MissionDraft(soundtrack=short_mission(tmp_path), language="pt", crew=crew(2))
    ready = prepare_round(draft, AudioSession.silent())
    assert ready.players == 2 and ready.script.lang == "pt"
    assert ready.timeline.title == "Short test flight"
    assert "Instante T+1" in ready.script.announcements[1].text


def test_session_of_what_the_screen_is_given():
    bare = SilentBackend(notice="No audio device (x): subtitles only.")
    assert AudioSession.of(bare).notices == ["No audio device (x): subtitles only."]
    assert AudioSession.of(None).notices == ["Audio off: subtitles only."]
    session = AudioSession.silent(None)
    assert AudioSession.of(session) is session and session.notices == []


def test_guarded_player_reports_once_and_carries_on():
    class Broken(SilentBackend):
        def play(self, clip):
            raise OSError("gone")

    seen = []
    player = GuardedPlayer(Broken(), on_error=seen.append)
    player.play(None)
    player.play(None)
    player.stop("voice")
    assert seen == ["Sound failed (gone): subtitles only."]
    assert player.backend.calls == [("stop", "voice")]


def test_the_session_module_imports_no_audio_until_opened():
    code = ("import sys\n"
            "import spacealert_tui.tui.audio_session\n"
            "print([m for m in sys.modules if m.startswith(('pygame', 'spacealert_tui.audio'))])\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60, env={**os.environ, "PYTHONPATH": os.getcwd()})
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


def test_opening_without_a_device_writes_nothing_to_the_terminal(tmp_path):
    """ALSA's complaints go to /dev/null: the app's screen (fd 2) stays clean."""
    code = ("from spacealert_tui.tui.audio_session import AudioSession\n"
            "s = AudioSession.open()\n"
            "print(type(s.backend).__name__, s.notices)\n"
            "s.close()\n")
    env = {**os.environ, "SDL_AUDIODRIVER": "alsa", "PYTHONPATH": os.getcwd()}
    env.pop("SPACEALERT_NO_AUDIO", None)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60, env=env)
    assert done.returncode == 0 and done.stderr == ""
    if "PygameBackend" not in done.stdout:   # a machine with a sound card plays; fine too
        assert "No audio device (" in done.stdout


def test_no_audio_environment_variable(monkeypatch):
    monkeypatch.setenv("SPACEALERT_NO_AUDIO", "1")
    session = AudioSession.open()
    assert session.silent_backend and session.notices == ["Audio off: subtitles only."]

