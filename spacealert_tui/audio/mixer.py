"""The sample-position mixer: clips placed in the output stream at the sample they are due.

A play call made on time still reaches the ear late: the mixer only picks it up
at its next buffer, and a thread on a busy machine wakes late. So the soundtrack
hands clips over early, each with the clock reading it is due at (`add`), and
the audio device's own callback (`render`) decides where in the buffer that
reading falls. The mixer knows when each buffer will sound from the clock
readings of its recent callbacks (`BufferClock`), so the onset is exact to the
sample whatever the scheduler's thread did.

Pure Python on signed 16-bit interleaved stereo bytes; no pygame here, so the
tests drive it with a fake clock and read the bytes it renders.
"""
from __future__ import annotations

import threading
import warnings
from array import array
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any


def _audioop() -> Any:
    """The C sample arithmetic where Python still has it (before 3.13), else None."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        try:
            import audioop
        except ImportError:  # pragma: no cover - Python 3.13+
            return None
        return audioop


audioop = _audioop()

#: Bytes per stereo frame of signed 16-bit samples.
FRAME_BYTES = 4


def scale(pcm: bytes, gain: float) -> bytes:
    """`pcm` (signed 16-bit) times `gain`, saturated."""
    if gain == 1.0:
        return pcm
    if audioop is not None:
        return bytes(audioop.mul(pcm, 2, gain))
    samples = array("h")
    samples.frombytes(pcm)
    return array("h", [max(-32768, min(32767, round(s * gain))) for s in samples]).tobytes()


def add(a: bytes | bytearray, b: bytes) -> bytes:
    """Two equally long signed 16-bit fragments summed, saturated."""
    if audioop is not None:
        return bytes(audioop.add(bytes(a), b, 2))
    x, y = array("h"), array("h")
    x.frombytes(bytes(a))
    y.frombytes(b)
    return array("h", [max(-32768, min(32767, p + q)) for p, q in zip(x, y)]).tobytes()


class BufferClock:
    """When the first frame of the buffer being rendered will sound, in clock seconds.

    Each callback's clock reading, less the stream time already rendered, is an
    estimate of when frame 0 sounded; a callback that ran late (the GIL, a busy
    core) gives too late an estimate, never too early a one, so the smallest of
    the last `window` readings is kept. The window is short, so a device whose
    clock runs a little fast or slow is still followed.
    """

    def __init__(self, rate: int, window: int = 4, latency: float = 0.0) -> None:
        self.rate = rate
        self.latency = latency
        self._origins: deque[float] = deque(maxlen=window)

    def update(self, now: float, position: int) -> float:
        """Record a callback at clock `now` rendering from frame `position`; its buffer's start."""
        self._origins.append(now - position / self.rate)
        return min(self._origins) + position / self.rate + self.latency


@dataclass(eq=False)
class Voice:
    """One clip in the stream: its samples, when it is due and the stream frame it starts at.

    What a voice plays in a stretch of the stream follows from its start frame alone
    (`samples`), so the stream can be rendered again from an earlier frame (`rewind`)
    and come out the same.
    """

    pcm: bytes
    layer: str
    due: float
    frames: int  # frames to play in all (longer than the clip: it loops)
    tag: Any = None
    start: int | None = None  # the stream frame it starts at, once placed

    @property
    def length(self) -> int:
        return len(self.pcm) // FRAME_BYTES

    @property
    def end(self) -> int | None:
        return None if self.start is None else self.start + self.frames

    def samples(self, at: int, count: int) -> bytes:
        """`count` frames from its frame `at` (wrapping round a looped clip)."""
        out = bytearray()
        length = self.length
        while count > 0 and length:
            i = at % length
            n = min(count, length - i)
            out += self.pcm[i * FRAME_BYTES:(i + n) * FRAME_BYTES]
            at += n
            count -= n
        return bytes(out)


@dataclass
class StreamMixer:
    """Voices due at clock readings, mixed into a stream of `rate` frames a second."""

    rate: int
    clock: BufferClock = field(init=False)
    window: int = 4
    latency: float = 0.0
    #: called with (tag, stream frame) when a voice is placed: the benchmark's record
    on_start: Callable[[Any, int], None] | None = None
    position: int = 0
    paused_at: float | None = None
    #: when a list: each callback's clock reading minus when its buffer sounds (the benchmark's)
    lateness: list[float] | None = None
    #: voices that ended before this frame are forgotten; None: as soon as they end (a
    #: callback device never asks for a stretch again). SDL's queue sets it to the frame
    #: its device has taken, so what is queued but not yet played can be rendered again.
    keep_from: int | None = None

    def __post_init__(self) -> None:
        self.clock = BufferClock(self.rate, self.window, self.latency)
        self.voices: list[Voice] = []
        self._lock = threading.Lock()
        self._held = 0  # frames of silence rendered while paused: playing voices wait that long
        self._changed: float | None = None  # the earliest due added (or -inf: stopped) since asked

    # ------------------------------------------------------------ from the scheduler

    def add(self, pcm: bytes, layer: str, due: float, seconds: float | None = None,
            tag: Any = None) -> Voice:
        """Play `pcm` from clock reading `due` (looped for `seconds` when given)."""
        length = len(pcm) // FRAME_BYTES
        frames = length if seconds is None else round(seconds * self.rate)
        voice = Voice(pcm=pcm[: length * FRAME_BYTES], layer=layer, due=due, frames=frames, tag=tag)
        with self._lock:
            self.voices.append(voice)
            self._changed = due if self._changed is None else min(self._changed, due)
        return voice

    def stop(self, layer: str | None = None) -> None:
        """Silence a layer (every layer with None), including what is still to come."""
        with self._lock:
            self.voices = [v for v in self.voices if layer is not None and v.layer != layer]
            self._changed = float("-inf")

    def changed(self) -> float | None:
        """The earliest clock reading whose sound changed since the last call (-inf: at
        once, a layer was stopped), or None: what was rendered ahead still holds."""
        with self._lock:
            changed, self._changed = self._changed, None
            return changed

    def pause(self, now: float) -> None:
        """Hold every voice where it is; nothing new starts until `resume`."""
        with self._lock:
            if self.paused_at is None:
                self.paused_at = now

    def resume(self, now: float) -> None:
        """Carry on; voices still to come move later by the paused time."""
        with self._lock:
            if self.paused_at is None:
                return
            self._delay(now - self.paused_at)
            for v in self.voices:
                if v.start is not None:
                    v.start += self._held  # a voice cut by the pause goes on where it was
            self._held = 0
            self.paused_at = None

    def delay(self, seconds: float) -> None:
        """Every voice not yet heard is due `seconds` later (the stream's own device was
        paused that long: what it had queued waited with it)."""
        with self._lock:
            self._delay(seconds)

    def _delay(self, seconds: float) -> None:
        for v in self.voices:
            v.due += seconds

    def rewind(self, frame: int) -> None:
        """The stream goes on from `frame` again (what followed was dropped unplayed):
        voices placed from there on are placed afresh, at their (perhaps moved) due."""
        with self._lock:
            self.position = frame
            for v in self.voices:
                if v.start is not None and v.start >= frame:
                    v.start = None

    def busy(self, layer: str) -> bool:
        return any(v.layer == layer and (v.start is None or v.start + v.frames > self.position)
                   for v in self.voices)

    # ------------------------------------------------------------ from the device

    def render(self, frames: int, now: float) -> bytes:
        """The next `frames` frames of the stream; `now` is the callback's clock reading."""
        with self._lock:
            begins = self.clock.update(now, self.position)
            if self.lateness is not None:
                self.lateness.append(now - begins)
            return self._mix(frames, begins)

    def render_from(self, frames: int, begins: float) -> bytes:
        """The next `frames` frames, whose first sounds at clock reading `begins` (known ahead)."""
        with self._lock:
            return self._mix(frames, begins)

    def _mix(self, frames: int, begins: float) -> bytes:
        """Mix the stream's next `frames` frames (the lock held), frame 0 sounding at `begins`."""
        out = bytearray(frames * FRAME_BYTES)
        if self.paused_at is not None:
            self._held += frames
        else:
            mixed = False
            first, end = self.position, self.position + frames
            for voice in self.voices:
                if self._place(voice, begins, frames) is None or voice.start is None:
                    continue
                start = voice.start
                lo, hi = max(first, start), min(end, start + voice.frames)
                if hi <= lo:
                    continue
                chunk = voice.samples(lo - start, hi - lo)
                a, b = (lo - first) * FRAME_BYTES, (hi - first) * FRAME_BYTES
                out[a:b] = add(out[a:b], chunk) if mixed else chunk
                mixed = True
            keep = end if self.keep_from is None else min(end, self.keep_from)
            self.voices = [v for v in self.voices if v.start is None or v.start + v.frames > keep]
        self.position += frames
        return bytes(out)

    def _place(self, voice: Voice, begins: float, frames: int) -> int | None:
        """Where `voice` starts in this buffer (0 once it is playing), or None if not yet."""
        if voice.start is not None:
            return max(0, voice.start - self.position)
        offset = round((voice.due - begins) * self.rate)
        if offset >= frames:
            return None
        offset = max(0, offset)  # handed over late: start at once rather than cut its start
        voice.start = self.position + offset
        if self.on_start is not None:
            self.on_start(voice.tag, voice.start)
        return offset
