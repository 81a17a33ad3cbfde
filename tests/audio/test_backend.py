"""The pygame mixer backend on SDL's dummy and disk drivers, and the silent fallback."""
from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import time
from dataclasses import replace
from array import array
from pathlib import Path

import pytest

from spacealert_tui.audio.backend import LAYER_CHANNELS, PygameBackend, SilentBackend, script_clips
from spacealert_tui.audio.device import open_audio
from spacealert_tui.audio.catalogue import ClipSet
from spacealert_tui.audio.measure import peak_dbfs
from spacealert_tui.mission.scheduler import Scheduler, SubtitleChanged
from spacealert_tui.mission.script import ClipRef, ScheduledClip, build_script
from spacealert_tui.mission.timeline import Timeline, TimelineEvent as E

from .conftest import FakeClock, full_mission

ROOT = Path(__file__).resolve().parents[2]


def run_python(code: str, **env: str) -> subprocess.CompletedProcess:
    full_env = {k: v for k, v in os.environ.items() if not k.startswith("SDL_")}
    full_env.pop("SPACEALERT_NO_AUDIO", None)
    full_env.update(env)
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True,
                          text=True, env=full_env, cwd=ROOT, timeout=60)


def test_mixer_only_with_the_dummy_driver(dummy_audio):
    import pygame
    backend = open_audio()
    assert isinstance(backend, PygameBackend) and backend.notice is None
    assert backend.driver == "dummy"
    assert pygame.mixer.get_init() is not None
    assert not pygame.display.get_init()  # never pygame.init(): no video
    assert pygame.mixer.get_num_channels() >= len(LAYER_CHANNELS)
    assert backend.channels["alarm"].get_volume() == pytest.approx(0.35, abs=0.01)
    backend.close()
    assert pygame.mixer.get_init() is None


def test_preload_and_play_each_layer(dummy_audio):
    backend = open_audio()
    clips = ClipSet("es")
    script = build_script(full_mission(), clips)
    assert backend.preload(script_clips(script)) == []
    assert len(backend.sounds) == len(script_clips(script))
    voice = ScheduledClip(at=0.0, clip=clips.clip("alert"), text="Alerta.")
    alarm = ScheduledClip(at=0.0, clip=clips.clip("red_alert_1"), layer="alarm", play_for=3.0)
    noise = ScheduledClip(at=0.0, clip=clips.clip("white_noise"), layer="noise", play_for=3.0)
    for clip in (voice, alarm, noise):
        backend.play(clip)
    assert all(backend.busy(layer) for layer in ("voice", "alarm", "noise"))
    backend.pause()
    backend.resume()
    backend.stop("alarm")
    assert not backend.busy("alarm") and backend.busy("noise")
    backend.stop_all()
    assert not backend.busy("voice") and not backend.busy("noise")
    backend.close()


def test_a_queued_alarm_loops_until_stopped(dummy_audio):
    backend = open_audio()
    beep = ClipSet("en").clip("red_alert_3")  # 0.35 s
    backend.play(ScheduledClip(at=0.0, clip=beep, layer="alarm", play_for=2.0))
    time.sleep(beep.duration + 0.25)
    assert backend.busy("alarm")  # still looping past its own length
    backend.stop("alarm")
    backend.close()


def test_missing_clip_warns_and_the_round_goes_on(dummy_audio, tmp_path) -> None:
    backend = open_audio()
    ghost = ClipRef(id="alert", path="assets/voice/en/ghost.ogg",
                    file=tmp_path / "ghost.ogg", duration=0.5, text="Alert.")
    broken = tmp_path / "broken.ogg"
    broken.write_bytes(b"OggS not really")
    bad = ClipRef(id="repeat", path=str(broken), file=broken, duration=0.5, text="Repeat.")
    warnings = backend.preload([ghost, bad])
    assert len(warnings) == 2
    assert "missing" in warnings[0] and "cannot be played" in warnings[1]
    backend.play(ScheduledClip(at=0.0, clip=ghost, text="Alert."))  # no exception
    timeline = Timeline("t", "t", (30, 45, 60), (E(5, "threat", turn=1, kind="external",
                                                   zone="red"),))
    script = build_script(timeline, ClipSet("en"))
    script = replace(script, clips=tuple(replace(c, clip=ghost) if c.clip.id == "alert" else c
                                         for c in script.clips))
    clock = FakeClock()
    events: list = []
    sched = Scheduler(script, backend, clock=clock, sleep=clock.sleep, listeners=[events.append])
    sched.run()
    assert sched.finished
    subs = [e.text for e in events if isinstance(e, SubtitleChanged)]
    assert "Alert." in subs  # the missing clip's subtitle still shows
    assert len(backend.warnings) == 2  # warned once per clip, not per play
    backend.close()


def test_no_device_falls_back_to_silent_with_a_notice_and_no_noise():
    result = run_python("""
        from spacealert_tui.audio.device import open_audio
        b = open_audio()
        print(type(b).__name__)
        print(b.notice)
    """, SDL_AUDIODRIVER="nosuchdriver")
    assert result.returncode == 0, result.stderr
    name, notice = result.stdout.splitlines()
    assert name == "SilentBackend"
    assert notice.startswith("No audio device (") and notice.endswith("subtitles only.")
    assert result.stderr == ""


def test_default_device_init_prints_nothing():
    """Whatever this machine has (ALSA without a card prints 8 lines on fd 2): nothing leaks."""
    result = run_python("""
        from spacealert_tui.audio.device import open_audio
        b = open_audio()
        b.close()
        print("ok")
    """)
    assert result.returncode == 0
    assert result.stdout == "ok\n" and result.stderr == ""


def test_audio_off_is_silent():
    backend = open_audio(enabled=False)
    assert isinstance(backend, SilentBackend) and backend.notice == "Audio off: subtitles only."


@pytest.mark.parametrize("mixer", ["stream", "channels"])
def test_disk_driver_writes_real_samples(tmp_path, mixer):
    out = tmp_path / "out.raw"
    result = run_python("""
        import time
        from spacealert_tui.audio.device import open_audio
        from spacealert_tui.audio.catalogue import ClipSet
        from spacealert_tui.mission.script import ScheduledClip
        b = open_audio()
        print(type(b).__name__, b.driver, b.mixer.get_init())
        clip = ClipSet("en").clip("enemy_activity_detected")
        b.play(ScheduledClip(at=0.0, clip=clip, text=clip.text))
        time.sleep(1.0)
        b.close()
    """, SDL_AUDIODRIVER="disk", SDL_DISKAUDIOFILE=str(out), SPACEALERT_AUDIO_MIXER=mixer)
    assert result.returncode == 0, result.stderr
    name = {"stream": "StreamBackend", "channels": "PygameBackend"}[mixer]
    assert result.stdout.startswith(f"{name} disk (44100, -16, 2)")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.raw"]  # the decoder's file is gone
    assert result.stderr == ""  # SDL's "CRITICAL: disk driver" lines were silenced
    samples = array("h")
    samples.frombytes(out.read_bytes()[: out.stat().st_size // 2 * 2])
    assert len(samples) > 44100  # at least half a second of stereo audio
    assert peak_dbfs(samples) > -12.0  # real speech, not silence
    assert sum(1 for s in samples if abs(s) > 300) > 4000
