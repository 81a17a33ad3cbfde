"""The sample-position mixer and the stream backend: clips land at the sample they are due."""
from __future__ import annotations

from array import array

import pytest

from spacealert_tui.audio.backend import PygameBackend, SilentBackend
from spacealert_tui.audio.device import open_audio
from spacealert_tui.audio.backend import quiet_fds as quiet
from spacealert_tui.audio.catalogue import ClipSet
from spacealert_tui.audio.mixer import FRAME_BYTES, BufferClock, StreamMixer
from spacealert_tui.mission.scheduler import ClipStarted, Scheduler
from spacealert_tui.mission.script import ScheduledClip, build_script

from .conftest import FakeClock, full_mission

RATE = 1000  # one frame a millisecond: sample indices read as times


def tone(frames: int, value: int = 1000) -> bytes:
    return array("h", [value, value] * frames).tobytes()


def left(raw: bytes) -> list[int]:
    samples = array("h")
    samples.frombytes(raw)
    return list(samples[::2])


def first_sound(raw: bytes) -> int:
    return next(i for i, s in enumerate(left(raw)) if s)


def render(mixer: StreamMixer, callbacks: list[float], frames: int = 100) -> bytes:
    return b"".join(mixer.render(frames, now) for now in callbacks)


def test_a_clip_starts_at_the_sample_it_is_due():
    mixer = StreamMixer(RATE)
    mixer.add(tone(50), "voice", due=10.237)
    out = render(mixer, [10.0, 10.1, 10.2, 10.3])
    assert first_sound(out) == 237
    assert left(out)[237:287] == [1000] * 50 and not any(left(out)[287:])


def test_late_callbacks_do_not_move_the_onset() -> None:
    """A callback that runs late (GIL, busy core) still places the clip by the stream's clock."""
    mixer = StreamMixer(RATE)
    starts: list[int] = []
    mixer.on_start = lambda tag, frame: starts.append(frame)
    mixer.add(tone(20), "voice", due=10.262, tag="a")
    out = render(mixer, [10.0, 10.131, 10.2, 10.3])  # the second callback 31 ms late
    assert first_sound(out) == 262 and starts == [262]


def test_the_mixer_can_record_how_late_each_callback_ran():
    mixer = StreamMixer(RATE, lateness=[])
    render(mixer, [10.0, 10.131, 10.2])
    assert mixer.lateness == pytest.approx([0.0, 0.031, 0.0])


def test_the_buffer_clock_keeps_the_earliest_reading():
    clock = BufferClock(RATE, window=4)
    assert clock.update(5.0, 0) == 5.0
    assert clock.update(5.140, 100) == pytest.approx(5.1)  # late: the estimate stays on the line
    assert clock.update(5.2, 200) == pytest.approx(5.2)
    for position in (300, 400, 500, 600):  # a device running 1 % slow is followed
        clock.update(5.0 + position * 1.01 / RATE, position)
    assert clock.update(5.0 + 0.7 * 1.01, 700) == pytest.approx(5.0 + 0.7 * 1.01, abs=0.004)


def test_a_clip_handed_over_late_starts_at_once_and_whole():
    mixer = StreamMixer(RATE)
    mixer.render(100, 10.0)
    mixer.add(tone(30), "voice", due=10.05)  # due inside a buffer already rendered
    out = mixer.render(100, 10.1)
    assert left(out)[:30] == [1000] * 30 and not any(left(out)[30:])


def test_a_loop_plays_for_exactly_its_time():
    mixer = StreamMixer(RATE)
    mixer.add(tone(7), "alarm", due=10.010, seconds=0.125)
    out = left(render(mixer, [10.0, 10.1, 10.2]))
    assert [i for i, s in enumerate(out) if s] == list(range(10, 135))
    assert not mixer.busy("alarm")


def test_pause_holds_the_voices_and_moves_those_to_come():
    mixer = StreamMixer(RATE)
    mixer.add(tone(80), "voice", due=10.050)
    mixer.add(tone(10, 2000), "voice", due=10.180)
    first = render(mixer, [10.0])  # frames 0-99: the first clip's first 50
    mixer.pause(10.1)
    paused = render(mixer, [10.1, 10.2])
    mixer.resume(10.3)  # 0.2 s paused: the second clip now due at 10.380
    rest = left(render(mixer, [10.3, 10.4]))
    assert left(first)[50:] == [1000] * 50 and not any(left(paused))
    assert rest[:30] == [1000] * 30 and not any(rest[30:80])
    assert rest[80:90] == [2000] * 10


def test_overlapping_voices_add_and_saturate():
    mixer = StreamMixer(RATE)
    mixer.add(tone(10, 30000), "voice", due=10.0)
    mixer.add(tone(10, 5000), "noise", due=10.005)
    out = left(mixer.render(20, 10.0))
    assert out[:5] == [30000] * 5 and out[5:10] == [32767] * 5 and out[10:15] == [5000] * 5


def test_stop_silences_a_layer_and_what_is_still_to_come():
    mixer = StreamMixer(RATE)
    mixer.add(tone(500), "alarm", due=10.0, seconds=2.0)
    mixer.add(tone(500), "alarm", due=10.5)
    mixer.add(tone(500), "voice", due=10.0)
    mixer.render(100, 10.0)
    mixer.stop("alarm")
    assert not mixer.busy("alarm") and mixer.busy("voice")
    mixer.stop()
    assert not any(left(mixer.render(100, 10.1)))
    assert len(mixer.render(100, 10.2)) == 100 * FRAME_BYTES


# ------------------------------------------------------------------ the scheduler's lead


class LeadPlayer(SilentBackend):
    """A silent backend that takes clips early, as the stream backend does."""

    lead = 0.25

    def play_at(self, clip: ScheduledClip, due: float) -> None:
        self.calls.append(("play_at", (clip, due)))


def test_the_scheduler_hands_clips_over_early_with_their_due_reading(clock: FakeClock):
    player = LeadPlayer()
    script = build_script(full_mission(), ClipSet("en"))
    events: list = []
    sched = Scheduler(script, player, clock=clock, sleep=clock.sleep, listeners=[events.append])
    sched.start()
    base = sched.base
    sched.run()
    queued = [arg for name, arg in player.calls if name == "play_at"]
    assert [c for c, _ in queued] == list(script.clips)
    assert all(due == pytest.approx(base + c.at) for c, due in queued)
    assert not [n for n, _ in player.calls if n in ("play", "stop")]  # loops end themselves
    started = [e for e in events if isinstance(e, ClipStarted)]
    assert [e.clip for e in started] == list(script.clips)  # subtitles still on time
    assert all(e.actual == pytest.approx(e.scheduled) for e in started)


def test_the_whole_round_is_handed_over_when_it_starts(clock: FakeClock):
    """No clip waits for the scheduler's thread: every one is with the player, at its
    due reading, before mission time 0, which comes `lead` after the start."""
    player = LeadPlayer()
    script = build_script(full_mission(), ClipSet("en"))
    sched = Scheduler(script, player, clock=clock, sleep=clock.sleep)
    started = clock()
    sched.start()
    assert sched.base == pytest.approx(started + player.lead)
    queued = [a for n, a in player.calls if n == "play_at"]
    assert [c for c, _ in queued] == list(script.clips)
    assert all(due == pytest.approx(sched.base + c.at) and due >= started + player.lead
               for c, due in queued)
    assert sched.mission_time() == 0.0  # the clock shows 0:00 until time 0 comes
    sched.tick()
    assert [n for n, _ in player.calls] == ["play_at"] * len(script.clips)


def test_the_early_end_is_played_at_once(clock: FakeClock):
    player = LeadPlayer()
    script = build_script(full_mission(), ClipSet("en"))
    sched = Scheduler(script, player, clock=clock, sleep=clock.sleep)
    sched.start()
    assert sched.base is not None
    clock.now = sched.base + script.timeline.phase_ends[1] + 5
    sched.tick()
    sched.end_round_now()
    sched.tick()
    played = [arg for name, arg in player.calls if name == "play"]
    assert [c.clip for c in played] == [script.ending_clip]


# ------------------------------------------------------------------ the backend


@pytest.fixture
def disk_audio(monkeypatch, tmp_path):
    """SDL's disk driver (it opens as many devices as asked); the mixer is closed afterwards."""
    monkeypatch.setenv("SDL_AUDIODRIVER", "disk")
    monkeypatch.setenv("SDL_DISKAUDIOFILE", str(tmp_path / "out.raw"))
    monkeypatch.delenv("SPACEALERT_NO_AUDIO", raising=False)
    monkeypatch.delenv("SPACEALERT_AUDIO_MIXER", raising=False)
    yield tmp_path
    import pygame.mixer
    if pygame.mixer.get_init():
        pygame.mixer.quit()


def test_the_stream_backend_takes_clips_early(disk_audio):
    with quiet():
        backend = open_audio()
    assert backend.name == "stream" and backend.lead > 0
    clip = ClipSet("en").clip("alert")
    backend.play_at(ScheduledClip(at=0.0, clip=clip, text="Alert."), backend.clock() + 1.0)
    assert backend.busy("voice")
    backend.stop_all()
    assert not backend.busy("voice")
    backend.close()
    assert sorted(p.name for p in disk_audio.iterdir()) == ["out.raw"]


def test_one_device_only_falls_back_to_channels(dummy_audio):
    """SDL's dummy driver, like some sound cards, opens a single device: the decoder's."""
    backend = open_audio()
    assert type(backend) is PygameBackend and backend.notice is None
    assert not hasattr(backend, "play_at")
    backend.close()


def test_no_stream_device_falls_back_to_channels(disk_audio, monkeypatch):
    from pygame._sdl2 import audio as sdl_audio

    from spacealert_tui.audio.sdlqueue import QueueUnavailable

    def refuse_queue(*args, **kwargs):
        raise QueueUnavailable("no SDL2 library found")

    def refuse(*args, **kwargs):
        raise sdl_audio.error("no such device")

    monkeypatch.setattr("spacealert_tui.audio.stream.SDLQueueDevice", refuse_queue)
    monkeypatch.setattr(sdl_audio, "AudioDevice", refuse)
    with quiet():
        backend = open_audio()
    assert type(backend) is PygameBackend and backend.notice is None
    backend.close()


def test_channels_on_request(disk_audio, monkeypatch):
    monkeypatch.setenv("SPACEALERT_AUDIO_MIXER", "channels")
    with quiet():
        backend = open_audio()
    assert type(backend) is PygameBackend
    backend.close()
