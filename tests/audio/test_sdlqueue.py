"""The queue feeder: SDL's queue kept a little ahead, each clip at the frame its device clock says."""
from __future__ import annotations

from array import array
from contextlib import contextmanager

import pytest

from spacealert_tui.audio.device import open_audio
from spacealert_tui.audio.backend import quiet_fds as quiet
from spacealert_tui.audio.catalogue import ClipSet
from spacealert_tui.audio.mixer import FRAME_BYTES, StreamMixer
from spacealert_tui.audio.sdlqueue import QueueFeeder, QueueUnavailable, SDLQueueDevice
from spacealert_tui.mission.script import ScheduledClip

from .conftest import FakeClock
from .test_mixer import disk_audio  # noqa: F401 - the fixture

RATE = 1000  # one frame a millisecond: frame numbers read as times


class FakeDevice:
    """A queue the test drains by hand, as SDL's thread would, and everything it played."""

    def __init__(self) -> None:
        self.waiting = bytearray()
        self.played = bytearray()
        self.chunks = 0
        self.paused = False

    def clear(self) -> int:
        dropped = len(self.waiting)
        self.waiting.clear()
        return dropped

    @contextmanager
    def locked(self):
        yield

    def pause(self, paused: bool) -> None:
        self.paused = paused

    def queued_bytes(self) -> int:
        return len(self.waiting)

    def queue(self, pcm: bytes) -> None:
        self.waiting += pcm
        self.chunks += 1

    def take(self, frames: int) -> None:
        """The device takes a buffer (silence where the queue is short: it ran dry)."""
        size = frames * FRAME_BYTES
        if self.paused:  # SDL plays silence and leaves the queue as it is
            self.played += bytes(size)
            return
        got = bytes(self.waiting[:size])
        del self.waiting[:size]
        self.played += got + bytes(size - len(got))


def tone(frames: int, value: int = 1000) -> bytes:
    return array("h", [value, value] * frames).tobytes()


def left(raw: bytes) -> list[int]:
    samples = array("h")
    samples.frombytes(bytes(raw))
    return list(samples[::2])


def feeder(clock: FakeClock, **kwargs) -> tuple[QueueFeeder, FakeDevice, StreamMixer]:
    device, stream = FakeDevice(), StreamMixer(RATE)
    options = {"lead": 0.08, "chunk": 10, "buffer": 20, **kwargs}
    return QueueFeeder(device, stream, clock, **options), device, stream


def test_the_queue_is_filled_to_its_lead_before_the_device_starts(clock):
    feed, device, _ = feeder(clock)
    assert feed.step() == 80
    assert device.queued_bytes() == 80 * FRAME_BYTES and device.chunks == 8
    assert feed.step() == 0  # nothing taken, nothing added


def test_only_what_the_device_took_is_topped_up(clock):
    feed, device, _ = feeder(clock)
    feed.step()
    clock.advance(0.02)
    device.take(20)
    assert feed.step() == 20
    assert feed.queued == 100 and device.queued_bytes() == 80 * FRAME_BYTES


def play(feed: QueueFeeder, device: FakeDevice, clock: FakeClock, takes: list[float],
         look_late: float = 0.0) -> None:
    """The device takes a 20-frame buffer at each clock reading; the feeder looks `look_late` after."""
    for at in takes:
        clock.now = at
        device.take(20)
        clock.now = at + look_late
        feed.step()


def test_a_clip_lands_at_the_frame_the_device_plays_at_its_due_time(clock):
    feed, device, stream = feeder(clock)
    clock.now = 10.0
    feed.step()
    stream.add(tone(5), "voice", due=10.137)
    play(feed, device, clock, [10.0 + 0.02 * k for k in range(12)])
    # frame 0 was taken at 10.0, so 10.137 is frame 137 of what the device played
    assert left(device.played).index(1000) == 137
    assert left(device.played)[137:142] == [1000] * 5


def test_late_looks_at_the_device_do_not_move_the_clip(clock):
    """The feeder thread wakes late (busy core, the GIL): the earliest reading of the device is kept."""
    feed, device, stream = feeder(clock)
    clock.now = 10.0
    feed.step()
    device.take(20)  # frame 0 sounds at 10.0, seen on time
    feed.step()
    stream.add(tone(5), "voice", due=10.137)
    play(feed, device, clock, [10.02 + 0.02 * k for k in range(11)], look_late=0.009)
    assert left(device.played).index(1000) == 137


def test_the_stream_records_how_late_each_look_was(clock):
    feed, device, stream = feeder(clock)
    stream.lateness = []
    clock.now = 10.0
    feed.step()
    play(feed, device, clock, [10.0, 10.02], look_late=0.0)
    play(feed, device, clock, [10.04], look_late=0.005)
    assert stream.lateness == pytest.approx([0.0, 0.0, 0.005])


def test_a_dry_queue_starts_the_device_clock_again(clock):
    """Where the queue ran dry the device played silence of its own: the old readings are void."""
    feed, device, stream = feeder(clock, lead=0.04)
    clock.now = 10.0
    feed.step()
    play(feed, device, clock, [10.0, 10.02])
    for _ in range(3):  # the feeder slept through three takes: the last was 20 frames of silence
        device.take(20)
    stream.add(tone(5), "voice", due=10.153)
    clock.now = 10.1  # ... and looks just after it
    feed.step()
    play(feed, device, clock, [10.12, 10.14, 10.16, 10.18])
    # the buffer from played frame 120 was taken at 10.14: 10.153 is frame 133
    assert left(device.played).index(1000) == 133
    assert feed.dry == 1


def test_pause_is_heard_once_the_queue_already_filled_has_played(clock):
    feed, device, stream = feeder(clock)
    clock.now = 10.0
    stream.add(tone(200), "voice", due=10.0)
    feed.step()  # 80 frames of it queued
    stream.pause(10.0)
    play(feed, device, clock, [10.0 + 0.02 * k for k in range(6)])
    assert left(device.played) == [1000] * 80 + [0] * 40


# ------------------------------------------------------------ a deep queue, never stale


def test_the_queue_keeps_a_whole_second_ahead_by_default(clock):
    device, stream = FakeDevice(), StreamMixer(44100)
    feed = QueueFeeder(device, stream, clock)
    feed.step()
    assert device.queued_bytes() >= 44100 * FRAME_BYTES


def test_a_feeder_kept_waiting_half_a_second_never_lets_a_clip_be_late(clock):
    """The feeder's thread is starved (the app's own thread holds the GIL, a busy core):
    the device plays on from the queue, and the clip lands at its frame all the same."""
    feed, device, stream = feeder(clock, lead=1.0)
    clock.now = 10.0
    feed.step()
    stream.add(tone(5), "voice", due=10.437)
    feed.step()   # its chunk is rendered long before it is due: placed now
    for k in range(30):  # 600 ms of takes, not one look
        clock.now = 10.0 + 0.02 * k
        device.take(20)
    assert feed.dry == 0
    assert left(device.played).index(1000) == 437


def test_a_device_faster_than_its_rate_is_followed_a_second_ahead(clock):
    """SDL's disk driver takes a buffer every 23 ms though it lasts 23.2 ms: a queue a
    second ahead would sound every clip early by 1 %, unless the device's pace is measured."""
    feed, device, stream = feeder(clock, lead=1.0)
    every = 0.0198  # 20-frame buffers, 1 % fast
    clock.now = 10.0
    feed.step()
    takes = [10.0 + every * k for k in range(200)]  # about four seconds
    play(feed, device, clock, takes)
    assert feed.pace == pytest.approx(1000 / 0.99, rel=1e-3)
    due = clock.now + 0.9
    stream.add(tone(5), "voice", due=due)
    feed.step()
    more = [takes[-1] + every * k for k in range(1, 60)]
    play(feed, device, clock, more)
    heard = takes[0] + left(device.played).index(1000) / 20 * every  # 20 frames a take
    assert heard == pytest.approx(due, abs=0.002)


def test_a_clip_added_inside_what_is_queued_is_placed_by_rendering_again(clock):
    """The queue holds a second of silence already; a clip due in 50 ms is not put after
    it: the queue is emptied and rendered again from the frame the device takes next."""
    feed, device, stream = feeder(clock, lead=1.0)
    clock.now = 10.0
    feed.step()
    play(feed, device, clock, [10.0, 10.02])
    stream.add(tone(5), "voice", due=10.09)
    play(feed, device, clock, [10.04, 10.06, 10.08, 10.10, 10.12])
    assert left(device.played).index(1000) == 90
    assert feed.rewinds == 1 and feed.dry == 0


def test_stop_is_heard_at_the_next_buffer_although_a_second_is_queued(clock):
    feed, device, stream = feeder(clock, lead=1.0)
    clock.now = 10.0
    stream.add(tone(500), "voice", due=10.0)
    feed.step()
    play(feed, device, clock, [10.0, 10.02])
    stream.stop()
    feed.step()
    play(feed, device, clock, [10.04, 10.06])
    assert left(device.played) == [1000] * 40 + [0] * 40


def test_pause_stops_the_device_at_once_and_resume_keeps_every_clip_on_its_shifted_time(clock):
    """Pause is the device's own (nothing more of the queue is played); on resume the clips
    still to come are due later by the paused time, placed by the device's clock again."""
    feed, device, stream = feeder(clock, lead=1.0)
    clock.now = 10.0
    stream.add(tone(30), "voice", due=10.0)
    stream.add(tone(5, 2000), "voice", due=10.150)
    feed.step()
    play(feed, device, clock, [10.0])  # frames 0-19 taken at 10.0
    feed.pause(10.01)
    assert device.paused
    for k in range(5):  # 100 ms paused: the device plays silence, takes nothing
        clock.now = 10.02 + 0.02 * k
        device.take(20)
        feed.step()
    feed.resume(10.11)  # paused 0.1 s: the second clip is now due at 10.250
    play(feed, device, clock, [10.12 + 0.02 * k for k in range(10)])
    out = left(device.played)
    assert out[:20] == [1000] * 20 and not any(out[20:120])  # stopped at the next buffer
    assert out[120:130] == [1000] * 10  # the first clip goes on after the pause, whole
    # resumed at 10.12 with frame 20 (played frame 120): 10.250 is played frame 250
    assert out.index(2000) == 250


# ------------------------------------------------------------ the real device, SDL's disk driver


def test_the_stream_backend_plays_through_sdls_queue(disk_audio):  # noqa: F811
    with quiet():
        backend = open_audio()
    assert backend.name == "stream" and isinstance(backend.device, SDLQueueDevice)
    assert backend.feeder is not None and backend._thread is not None
    clip = ClipSet("en").clip("alert")
    backend.play_at(ScheduledClip(at=0.0, clip=clip, text="Alert."), backend.clock() + 0.1)
    thread = backend._thread
    backend.close()
    assert not thread.is_alive() and backend.device is None


def test_without_the_queue_the_device_calls_the_mixer(disk_audio, monkeypatch):  # noqa: F811
    def refuse(*args, **kwargs):
        raise QueueUnavailable("no SDL2 library found")

    monkeypatch.setattr("spacealert_tui.audio.stream.SDLQueueDevice", refuse)
    with quiet():
        backend = open_audio()
    assert backend.name == "stream" and backend.feeder is None
    assert not isinstance(backend.device, SDLQueueDevice)
    backend.close()


def test_the_callback_device_on_request(disk_audio, monkeypatch):  # noqa: F811
    monkeypatch.setenv("SPACEALERT_AUDIO_MIXER", "callback")
    with quiet():
        backend = open_audio()
    assert backend.name == "stream" and backend.feeder is None
    backend.close()


def test_on_sdls_device_a_late_clip_pause_and_resume_render_the_queue_again(disk_audio):  # noqa: F811
    """The real calls (the device lock, clearing its queue, pausing it) on SDL's disk driver."""
    import time

    with quiet():
        backend = open_audio()
    try:
        feed = backend.feeder
        assert feed is not None
        clip = ScheduledClip(at=0.0, clip=ClipSet("en").clip("alert"), text="Alert.")
        backend.preload([clip])
        backend.play_at(clip, backend.clock() + 0.05)  # inside the second already queued
        deadline = time.monotonic() + 30  # a hang guard, not a measurement
        while feed.rewinds == 0:
            assert time.monotonic() < deadline, "the queue was never rendered again"
            time.sleep(0.01)
        backend.pause()
        queued = backend.device.queued_bytes()
        assert feed.paused_at is not None and queued > 0  # what is queued waits
        backend.resume()
        while feed.rewinds < 2:  # at the device's first buffer after the resume
            assert time.monotonic() < deadline, "the resume never re-read the device's clock"
            time.sleep(0.01)
        assert backend.device.queued_bytes() >= 2 * 1024 * FRAME_BYTES
    finally:
        backend.close()
