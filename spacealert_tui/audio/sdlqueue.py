"""SDL's queue API: the device plays samples queued ahead, with no Python in its thread.

With a callback, SDL's audio thread calls into Python for every buffer and so
waits for the GIL; on a busy machine that made buffers tens of milliseconds
late. Here the device is opened without a callback (`SDL_OpenAudioDevice`)
and plays what `SDL_QueueAudio` left it, in C. A Python thread (`QueueFeeder`)
keeps the queue a whole second ahead with the stream mixer's output, so that
thread may wait for the GIL (the Textual app's own thread holds it while it
draws) or for a core far longer than it ever does without the device running
short. What is queued is never stale: when the sound changes sooner than the
queue's end (a clip added late, a layer stopped, the round resumed), the queue
is emptied and rendered again from the frame the device will take next
(`rewind`), and pause stops the device itself (`SDL_PauseAudioDevice`), so both
are heard at the device's next buffer.

The clips are still placed by sample: every frame queued has a known place in
the stream, and the stream's clock comes from the device itself, by watching
`SDL_GetQueuedAudioSize` fall as it takes each buffer (never from the wall
clock at the moment a chunk is queued).

The SDL library is the one pygame already loaded (found in the process's
memory map, else beside pygame's package), called through `ctypes`.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import logging
import os
import sys
import threading
from collections import deque
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from spacealert_tui.audio.mixer import FRAME_BYTES, StreamMixer
from spacealert_tui.mission.scheduler import realtime_priority

#: Signed 16-bit samples in the machine's byte order (SDL's AUDIO_S16SYS).
AUDIO_S16SYS = 0x8010 if sys.byteorder == "little" else 0x9010

#: How far ahead of the device the queue is kept: far more than the feeder thread
#: is ever kept waiting on a busy machine (the GIL, a core: up to 130 ms seen in
#: the app). Pause and stop do not wait for it (they pause the device, or empty
#: and refill the queue).
QUEUE_LEAD = 1.0
#: The device's pace is measured over its last takes (about 9 s of 1024-frame
#: buffers), once they span this many seconds, and again every half of it.
PACE_TAKES = 400
PACE_SPAN = 0.5


class QueueDevice(Protocol):
    """What the feeder needs of a device: how much is still queued, and a way to queue more."""

    def queued_bytes(self) -> int: ...

    def queue(self, pcm: bytes) -> None: ...

    def clear(self) -> int:
        """Drop everything queued; the bytes dropped. Called inside `locked()`."""
        ...

    def locked(self) -> AbstractContextManager[None]:
        """The device takes nothing meanwhile."""
        ...

    def pause(self, paused: bool) -> None: ...


@dataclass
class QueueFeeder:
    """Keeps `device`'s queue `lead` seconds ahead with `stream`'s output, each frame at its time.

    `step()` is one look at the device: when the queue has shrunk, the device
    has just taken a buffer, so the frame it starts with sounds about now. That
    reading, less the stream time before it, is when frame 0 sounded; a look
    that came late gives too late an estimate, never too early a one, so the
    smallest of the last `window` is kept (as `mixer.BufferClock` does). Every
    chunk is then rendered knowing when its first frame will sound.
    """

    device: QueueDevice
    stream: StreamMixer
    clock: Callable[[], float]
    lead: float = QUEUE_LEAD
    chunk: int = 256  # frames rendered at a time
    buffer: int = 1024  # frames the device takes at once
    window: int = 4
    queued: int = 0  # frames queued in all
    consumed: int = 0  # frames the device has taken, at the last look
    dry: int = 0  # looks that found the queue run dry
    rewinds: int = 0  # times the queue was emptied and rendered again
    paused_at: float | None = None
    #: the device's pace, frames a second of our clock, once measured (`pace`)
    pace: float | None = None
    _origins: deque[tuple[float, int]] = field(init=False)  # (clock reading, first frame taken)
    _history: deque[tuple[float, int]] = field(init=False)
    _paced_at: float = field(init=False, default=float("-inf"))
    _resync: bool = field(init=False, default=False)
    _lock: threading.RLock = field(init=False, default_factory=threading.RLock)

    def __post_init__(self) -> None:
        self._origins = deque(maxlen=self.window)
        self._history = deque(maxlen=PACE_TAKES)
        self.stream.keep_from = 0  # what is queued may be rendered again: keep its voices

    @property
    def rate(self) -> int:
        return self.stream.rate

    @property
    def speed(self) -> float:
        """Frames the device plays a second of our clock: its measured pace, else its rate."""
        return self.pace or self.rate

    def origin(self, now: float) -> float:
        """When frame 0 sounded; before the device has taken anything, the queue's head sounds now."""
        if self._origins:
            return min(t - taken / self.speed for t, taken in self._origins)
        return now - self.consumed / self.speed

    def sounds_at(self, origin: float, frame: int) -> float:
        return origin + frame / self.speed

    def _measure_pace(self, now: float) -> None:
        """The device's pace over the last seconds, from the least late look in each half.

        With the queue a second ahead, a device whose clock runs 1 % fast (SDL's disk
        driver: 23 ms sleeps for 23.2 ms buffers) would play every clip 10 ms early;
        a sound card's crystal is off by far less, but it is followed the same way."""
        if now - self._paced_at < PACE_SPAN / 2 or len(self._history) < 2:
            return
        self._paced_at = now
        first, last = self._history[0][0], self._history[-1][0]
        if last - first < PACE_SPAN:
            return
        middle = first + (last - first) / 2
        old = [h for h in self._history if h[0] < middle]
        new = [h for h in self._history if h[0] >= middle]
        t1, f1 = min(old, key=lambda h: h[0] - h[1] / self.rate)
        t2, f2 = min(new, key=lambda h: h[0] - h[1] / self.rate)
        if t2 - t1 > PACE_SPAN / 2:
            pace = (f2 - f1) / (t2 - t1)
            ahead = self.queued - self.consumed
            before = ahead / self.speed
            self.pace = pace if abs(pace / self.rate - 1) < 0.03 else None
            if abs(ahead / self.speed - before) > 0.0005:
                self._resync = True  # what is queued was placed by the old pace: render it again

    def step(self) -> int:
        """Look at the device, then top its queue up; the frames queued."""
        with self._lock:
            if self.paused_at is not None:
                return 0
            now = self.clock()
            waiting = self.device.queued_bytes() // FRAME_BYTES
            consumed = self.queued - waiting
            if waiting == 0 and consumed > self.consumed:
                # ran dry: the device played silence of its own for a while, the old readings are void
                self._forget()
                self.dry += 1
            if consumed > self.consumed:
                taken = max(0, consumed - self.buffer)  # the first frame of the buffer just taken
                self._origins.append((now, taken))
                self._history.append((now, taken))
                self._measure_pace(now)
                if self.stream.lateness is not None:
                    self.stream.lateness.append(now - self.sounds_at(self.origin(now), taken))
                self.consumed = consumed
                self.stream.keep_from = consumed
            origin = self.origin(now)
            changed = self.stream.changed()
            if self._resync and self._origins:
                changed, self._resync = float("-inf"), False  # the device's clock, read again
            if changed is not None and changed < self.sounds_at(origin, self.queued):
                return self.rewind(now)
            return self._fill(waiting, origin)

    def _fill(self, waiting: int, origin: float) -> int:
        added = 0
        while waiting + added < self.lead * self.rate:
            pcm = self.stream.render_from(self.chunk, self.sounds_at(origin, self.queued))
            self.device.queue(pcm)
            self.queued += self.chunk
            added += self.chunk
        return added

    def rewind(self, now: float) -> int:
        """Empty the device's queue and render it again from the frame it takes next.

        Done with the device locked, and two buffers queued again before it is let go,
        so it never finds the queue empty (which would move its clock)."""
        with self._lock, self.device.locked():
            dropped = self.device.clear() // FRAME_BYTES
            self.queued -= dropped
            self.stream.rewind(self.queued)
            self.rewinds += 1
            origin = self.origin(now)
            added = 0
            while added < 2 * self.buffer:
                self.device.queue(self.stream.render_from(self.chunk, self.sounds_at(origin, self.queued)))
                self.queued += self.chunk
                added += self.chunk
        with self._lock:
            return added + self._fill(added, origin)

    def pause(self, now: float) -> None:
        """Stop the device where it is (heard at its next buffer); what is queued waits."""
        with self._lock:
            if self.paused_at is None:
                self.device.pause(True)
                self.paused_at = now

    def resume(self, now: float) -> None:
        """Start the device again: every voice not yet heard is due later by the paused
        time, and at its first buffer taken the queue is rendered again by its clock."""
        with self._lock:
            if self.paused_at is None:
                return
            self.stream.delay(now - self.paused_at)
            self.paused_at = None
            self._forget()
            self._resync = True
            self.device.pause(False)

    def _forget(self) -> None:
        """The device played silence of its own (ran dry, paused): its clock is read afresh."""
        self._origins.clear()
        self._history.clear()

    def run(self, stop: threading.Event, period: float = 0.001) -> None:
        """`step()` every `period` seconds until `stop` is set, at real-time priority where allowed."""
        with realtime_priority():
            while not stop.is_set():
                try:
                    self.step()
                except QueueUnavailable as exc:  # the device went away: silence, not a traceback
                    logging.getLogger(__name__).warning("audio queue stopped (%s)", exc)
                    return
                stop.wait(period)


class _AudioSpec(ctypes.Structure):
    _fields_ = [("freq", ctypes.c_int), ("format", ctypes.c_uint16), ("channels", ctypes.c_uint8),
                ("silence", ctypes.c_uint8), ("samples", ctypes.c_uint16), ("padding", ctypes.c_uint16),
                ("size", ctypes.c_uint32), ("callback", ctypes.c_void_p), ("userdata", ctypes.c_void_p)]


class QueueUnavailable(RuntimeError):
    """No SDL library to call, or it would not open a queued device."""


def sdl_library() -> ctypes.CDLL:
    """The SDL2 library pygame loaded (its audio subsystem is the one `pygame.mixer` started)."""
    for path in _candidates():
        try:
            lib = ctypes.CDLL(str(path))
            lib.SDL_QueueAudio  # noqa: B018 - an SDL2 new enough to queue
        except (OSError, AttributeError):
            continue
        _declare(lib)
        return lib
    raise QueueUnavailable("no SDL2 library found")


def _candidates() -> list[str]:
    found: list[str] = []
    try:
        with open("/proc/self/maps", encoding="utf-8", errors="replace") as maps:
            for line in maps:
                path = line.rstrip("\n").partition("/")[2]
                name = Path("/" + path).name if path else ""
                if name.startswith(("libSDL2-2", "libSDL2.so")):
                    found.append("/" + path)
    except OSError:
        pass
    try:
        import pygame
        base = Path(pygame.__file__).resolve().parent
        for folder in (base, base / ".dylibs", *base.parent.glob("pygame*.libs")):
            for pattern in ("libSDL2-2*.so*", "libSDL2.so*", "libSDL2-2*.dylib", "SDL2.dll"):
                found += [str(p) for p in folder.glob(pattern)]
    except ImportError:  # pragma: no cover - pygame-ce is a dependency
        pass
    system = ctypes.util.find_library("SDL2")
    if system:
        found.append(system)
    return list(dict.fromkeys(found))


def _declare(lib: ctypes.CDLL) -> None:
    u32 = ctypes.c_uint32
    lib.SDL_OpenAudioDevice.argtypes = [ctypes.c_char_p, ctypes.c_int, ctypes.POINTER(_AudioSpec),
                                        ctypes.POINTER(_AudioSpec), ctypes.c_int]
    lib.SDL_OpenAudioDevice.restype = u32
    lib.SDL_QueueAudio.argtypes = [u32, ctypes.c_void_p, u32]
    lib.SDL_QueueAudio.restype = ctypes.c_int
    lib.SDL_GetQueuedAudioSize.argtypes = [u32]
    lib.SDL_GetQueuedAudioSize.restype = u32
    lib.SDL_PauseAudioDevice.argtypes = [u32, ctypes.c_int]
    lib.SDL_PauseAudioDevice.restype = None
    lib.SDL_ClearQueuedAudio.argtypes = [u32]
    lib.SDL_ClearQueuedAudio.restype = None
    lib.SDL_LockAudioDevice.argtypes = [u32]
    lib.SDL_LockAudioDevice.restype = None
    lib.SDL_UnlockAudioDevice.argtypes = [u32]
    lib.SDL_UnlockAudioDevice.restype = None
    lib.SDL_CloseAudioDevice.argtypes = [u32]
    lib.SDL_CloseAudioDevice.restype = None
    lib.SDL_GetError.argtypes = []
    lib.SDL_GetError.restype = ctypes.c_char_p


class SDLQueueDevice:
    """An SDL audio device with no callback: it plays what is queued (16-bit stereo)."""

    def __init__(self, rate: int, frames: int) -> None:
        self.lib = sdl_library()
        wanted = _AudioSpec(freq=rate, format=AUDIO_S16SYS, channels=2, samples=frames)
        got = _AudioSpec()
        self.id = self.lib.SDL_OpenAudioDevice(None, 0, ctypes.byref(wanted), ctypes.byref(got), 0)
        if not self.id:
            raise QueueUnavailable((self.lib.SDL_GetError() or b"?").decode(errors="replace"))
        self.frames = got.samples or frames

    def queued_bytes(self) -> int:
        return int(self.lib.SDL_GetQueuedAudioSize(self.id))

    def queue(self, pcm: bytes) -> None:
        if self.lib.SDL_QueueAudio(self.id, pcm, len(pcm)) != 0:
            raise QueueUnavailable((self.lib.SDL_GetError() or b"?").decode(errors="replace"))

    def clear(self) -> int:
        dropped = self.queued_bytes()
        self.lib.SDL_ClearQueuedAudio(self.id)
        return dropped

    @contextmanager
    def locked(self) -> Iterator[None]:
        """SDL's device lock: its thread takes nothing from the queue meanwhile."""
        self.lib.SDL_LockAudioDevice(self.id)
        try:
            yield
        finally:
            self.lib.SDL_UnlockAudioDevice(self.id)

    def pause(self, paused: bool) -> None:
        self.lib.SDL_PauseAudioDevice(self.id, int(paused))

    def start(self) -> None:
        self.pause(False)

    def realtime(self, priority: int) -> bool:
        """Ask the OS to wake SDL's thread for this device on time (SCHED_RR where allowed).

        Safe only because that thread runs no Python: with a callback it would
        spin at real-time priority waiting for the GIL.
        """
        name = f"SDLAudioP{self.id}"
        try:
            tasks = Path("/proc/self/task").iterdir()
            for task in tasks:
                if (task / "comm").read_text().strip() == name:
                    os.sched_setscheduler(int(task.name), os.SCHED_RR | os.SCHED_RESET_ON_FORK,
                                          os.sched_param(priority))
                    return True
        except (OSError, AttributeError):
            pass
        return False

    def close(self) -> None:
        if self.id:
            self.lib.SDL_CloseAudioDevice(self.id)
            self.id = 0
