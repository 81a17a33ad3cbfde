"""The queue feeder: SDL's queue kept a little ahead, each clip at the frame its device clock says."""
from __future__ import annotations

from array import array

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

    def queued_bytes(self) -> int:
        return len(self.waiting)

    def queue(self, pcm: bytes) -> None:
        self.waiting += pcm
        self.chunks += 1

    def take(self, frames: int) -> None:
        """The device takes a buffer (silence where the queue is short: it ran dry)."""
        size = frames * FRAME_BYTES
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
