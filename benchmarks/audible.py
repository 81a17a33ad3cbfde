"""When each clip is heard: a soundtrack rendered through SDL's disk driver, onsets found in the samples.

SDL's disk driver stands in for the sound card: its thread mixes a buffer,
writes it to `SDL_DISKAUDIOFILE`, sleeps `SDL_DISKAUDIODELAY` ms (by default
the buffer's length, rounded down to whole ms) and goes again. It keeps no
clock of its own (its buffers come about 3 % slower than real time here), so a
sample's place in the file is not its time. A second process therefore watches
the file's size every 0.2 ms and records the clock reading at which each
buffer was written: that is when the "card" starts playing it, and a sample j
frames into it is heard j / rate later. (A real card adds its own queue, a
constant of the device, which is not counted here.)

Each clip's onset is found in the left channel by its own samples: the first
sample over a threshold after a silence, refined by matching the clip's first
256 samples ±64 frames around it; where another clip is already sounding (an
announcement over the comms-down noise), by matching over the whole search
window. The error is heard time − the clock reading the clip was due at.
"""
from __future__ import annotations

import bisect
import os
import signal
import subprocess
import sys
import tempfile
import textwrap
import time
from array import array
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from spacealert_tui.audio.backend import AudioSettings, script_voices
from spacealert_tui.audio.device import open_audio
from spacealert_tui.audio.mixer import scale
from spacealert_tui.mission.scheduler import Scheduler
from spacealert_tui.mission.script import Script

RATE = 44100
BUFFER = 1024  # frames per device buffer, both mixers (4096 bytes: one write each)
MATCH = 256  # template samples compared
NEAR = 64  # frames either side of the first loud sample
PAIR_GAP = 0.002  # seconds: size changes closer than this are one stdio flush

_POLLER = textwrap.dedent("""
    import os, signal, sys, time
    path, rows, stop = sys.argv[1], [], []
    try:
        os.sched_setscheduler(0, os.SCHED_RR, os.sched_param(20))
        prio = "SCHED_RR"
    except OSError:
        prio = "normal"
    signal.signal(signal.SIGTERM, lambda *a: stop.append(1))
    last = -1
    print(prio, flush=True)
    while not stop:
        try:
            size = os.stat(path).st_size
        except OSError:
            size = -1
        if size != last:
            rows.append((time.monotonic(), size))
            last = size
        time.sleep(0.0002)
    sys.stdout.write("".join(f"{t!r} {s}\\n" for t, s in rows))
""")


@dataclass
class Rendering:
    """One soundtrack played through the disk driver, and what was measured."""

    errors: list[float] = field(default_factory=list)  # seconds, heard − due
    overlapped: int = 0
    missed: int = 0
    first: float | None = None  # seconds, heard − due, of the script's first clip (at 0:00)
    untimed: int = 0  # onsets in a buffer whose write was not seen on its own
    dry: int | None = None  # SDL's queue: looks that found it run dry
    callback_late: list[float] = field(default_factory=list)  # stream mixer: seconds, per buffer
    poller: str = "?"
    priority: str = "?"
    backend: str = "?"
    load: float = 0.0


class WriteLog:
    """The clock reading at which each device buffer reached the file.

    The driver writes through C stdio, which hands the kernel two 4096-byte
    buffers at once (the first waits in stdio's own buffer): the file grows by
    8192 bytes every other iteration. Only the second buffer of such a pair is
    timed exactly (it is written straight through, just after it was mixed);
    the first gets an estimate, the midpoint, used to find onsets only, never
    in a figure. (Seen between its two write calls, a pair shows as two size
    changes microseconds apart: they are taken as one.)
    """

    def __init__(self, rows: list[tuple[float, int]]) -> None:
        # a pair is two write calls microseconds apart: seen between them, it is still one pair
        rows = [r for r, after in zip(rows, [*rows[1:], None])
                if after is None or after[0] - r[0] > PAIR_GAP]
        self.times: list[float] = []
        self.exact: list[bool] = []
        last_t: float | None = None
        for t, size in rows:
            count = size // (BUFFER * 4) - len(self.times)
            for i in range(count):
                if i == count - 1 or last_t is None:
                    self.times.append(t)
                else:
                    self.times.append(last_t + (t - last_t) * (i + 1) / count)
                self.exact.append(i == count - 1)
            if count > 0:
                last_t = t

    def heard(self, frame: int) -> float | None:
        """When `frame` sounds, or None if its buffer was not timed exactly."""
        k = frame // BUFFER
        if k >= len(self.times) or not self.exact[k]:
            return None
        return self.times[k] + (frame - k * BUFFER) / RATE

    def near(self, frame: int) -> float | None:
        """When `frame` sounds, its buffer timed exactly or, the first of a pair, one
        buffer's length before the next (the driver's pace): the first clip's figure only."""
        k = frame // BUFFER
        if k + 1 >= len(self.times):
            return self.heard(frame)
        start = self.times[k] if self.exact[k] else self.times[k + 1] - BUFFER / RATE
        return start + (frame - k * BUFFER) / RATE

    def frame(self, t: float) -> int:
        """The file frame heard at clock reading `t` (nearest buffer's start, then the offset)."""
        k = max(0, bisect.bisect_right(self.times, t) - 1)
        return k * BUFFER + round((t - self.times[k]) * RATE)


def _left(pcm: bytes) -> array:
    samples = array("h")
    samples.frombytes(pcm[: len(pcm) // 4 * 4])
    return samples[::2]


def _l1(out: array, at: int, tmpl: array) -> int:
    return sum(abs(out[at + i] - s) for i, s in enumerate(tmpl)) if at >= 0 else 1 << 62


def onset(out: array, tmpl: array, expected: int, before: float = 0.04,
          after: float = 0.2) -> tuple[int | None, bool]:
    """Frame where `tmpl` starts in `out` near `expected`; and whether it was over other sound."""
    peak = max((abs(s) for s in tmpl[: RATE // 5]), default=0)
    if peak == 0:
        return None, False
    thr = max(100, peak // 8)
    first = next(i for i, s in enumerate(tmpl) if abs(s) > thr // 2)
    head = tmpl[first:first + MATCH]
    lo, hi = max(0, expected - int(before * RATE)), min(len(out) - MATCH, expected + int(after * RATE))
    if lo >= hi:
        return None, False
    quiet = all(abs(s) <= thr // 2 for s in out[lo:lo + RATE // 200])
    if quiet:
        loud = next((i for i in range(lo, hi) if abs(out[i]) > thr // 2), None)
        if loud is None:
            return None, False
        best = min(range(loud - NEAR, loud + NEAR + 1), key=lambda a: _l1(out, a, head))
        return best - first, False
    best = min(range(lo, hi), key=lambda a: _l1(out, a, head[:64]))
    best = min(range(best - 2, best + 3), key=lambda a: _l1(out, a, head))
    return best - first, True


def play_command(backend: Any, script: Script, realtime: bool = True) -> Scheduler:
    """As `spacealert soundtrack` plays: one thread runs the scheduler, nothing else."""
    sched = Scheduler(script, backend)
    sched.start()  # as the command does: the key was pressed, mission time 0 is as soon as it can be
    sched.run(realtime=realtime)
    return sched


def render(script: Script, *, mixer: str, realtime: bool = True,
           play: Callable[[Any, Script], Scheduler] | None = None) -> Rendering:
    """Play `script` through the disk driver with `mixer` ("stream", "callback" or "channels") and measure it.

    `play(backend, script)` plays it and returns the scheduler that did (by default
    `play_command`: the scheduler's own thread, as `spacealert soundtrack`)."""
    with tempfile.TemporaryDirectory(prefix="spacealert-disk-") as tmp:
        out_file = Path(tmp) / "out.raw"
        saved = {k: os.environ.get(k) for k in ("SDL_AUDIODRIVER", "SDL_DISKAUDIOFILE",
                                                 "SPACEALERT_AUDIO_MIXER")}
        os.environ.update(SDL_AUDIODRIVER="disk", SDL_DISKAUDIOFILE=str(out_file),
                          SPACEALERT_AUDIO_MIXER=mixer)
        poller = subprocess.Popen([sys.executable, "-c", _POLLER, str(out_file)],
                                  stdout=subprocess.PIPE, text=True)
        result = Rendering(poller=poller.stdout.readline().strip(), load=os.getloadavg()[0])
        try:
            backend = open_audio(settings=AudioSettings(buffer=BUFFER, stream_buffer=BUFFER))
            got = {"pygame": "channels"}.get(backend.name, backend.name)
            if got == "stream" and getattr(backend, "feeder", None) is None:
                got = "callback"
            if got != mixer:
                raise RuntimeError(f"asked for the {mixer} mixer, got {got}: {backend.notice}")
            result.backend = {"stream": "stream (SDL queue, device thread "
                                        f"{getattr(backend, 'device_priority', '?')})",
                              "callback": "stream (device callback)",
                              "channels": "channels"}.get(got, got)
            stream = getattr(backend, "stream", None)
            if stream is not None:
                stream.lateness = result.callback_late
            backend.preload(script_voices(script))
            templates = _templates(backend, script)
            try:
                sched = (play or (lambda b, s: play_command(b, s, realtime)))(backend, script)
                time.sleep(0.3)  # the last buffers reach the file
            finally:
                backend.close()
            result.priority = sched.priority
            feeder = getattr(backend, "feeder", None)
            if feeder is not None:
                result.dry = feeder.dry
        finally:
            poller.send_signal(signal.SIGTERM)
            rows_text, _ = poller.communicate(timeout=30)
            for k, v in saved.items():
                if v is None:
                    os.environ.pop(k, None)
                else:
                    os.environ[k] = v
        log = WriteLog([(float(t), int(s)) for t, s in (line.split() for line in rows_text.splitlines())])
        out = _left(out_file.read_bytes())
        for clip in script.clips:
            due = sched.base + clip.at  # type: ignore[operator]
            tmpl = templates.get((clip.clip.file, clip.layer))
            _measure(result, out, log, tmpl, due)
            if clip is script.clips[0] and tmpl is not None:
                found, _over = onset(out, tmpl, log.frame(due))
                heard = None if found is None else log.near(found)
                result.first = None if heard is None else heard - due
    return result


def _templates(backend, script: Script) -> dict:
    """The first second of each clip as the mixer plays it (left channel, at its layer's level)."""
    out = {}
    for clip in script.clips:
        if (clip.clip.file, clip.layer) in out:
            continue
        if hasattr(backend, "pcm"):  # the stream backend keeps the samples at their level
            pcm = backend.pcm(clip)
        else:
            sound = backend.sounds.get(clip.clip.file)
            pcm = None if sound is None else scale(sound.get_raw(), backend.settings.level(clip.layer))
        if pcm is not None:
            out[clip.clip.file, clip.layer] = _left(pcm[: RATE * 4])
    return out


def _measure(result: Rendering, out: array, log: WriteLog, tmpl: array | None, due: float) -> None:
    if tmpl is None:
        result.missed += 1
        return
    try:
        frame, overlapped = onset(out, tmpl, log.frame(due))
    except IndexError:
        frame, overlapped = None, False
    if frame is None:
        result.missed += 1
        return
    heard = log.heard(frame)
    if heard is None:
        result.untimed += 1
        return
    result.overlapped += overlapped
    result.errors.append(heard - due)


def play_app(backend: Any, script: Script) -> Scheduler:
    """As the app's action round plays: the Textual app (headless) with its round screen
    redrawing ten times a second, the scheduler in its thread worker, space to start."""
    import asyncio
    import tempfile

    from textual.app import App

    from spacealert_tui.record.draft import CrewSeat, MissionDraft
    from spacealert_tui.tui import audio_session, round_controller
    from spacealert_tui.tui.screens import action_round

    prepared = audio_session.PreparedRound(timeline=script.timeline, script=script, players=5)
    saved_prepare = round_controller.prepare_round        # the round's controller prepares it
    round_controller.prepare_round = lambda draft, session: prepared
    data = tempfile.mkdtemp(prefix="spacealert-bench-data-")
    saved_data = os.environ.get("SPACEALERT_DATA_DIR")
    os.environ["SPACEALERT_DATA_DIR"] = data
    try:
        draft = MissionDraft.new(soundtrack="bench", crew=[CrewSeat(n) for n in "ABCDE"],
                                 language="en", title="Benchmark")
        screen = action_round.ActionRoundScreen(draft, audio=audio_session.AudioSession(backend))

        class RoundApp(App[None]):
            def on_mount(self) -> None:
                self.push_screen(screen)

        async def drive() -> None:
            app = RoundApp()
            async with app.run_test(size=(100, 30)) as pilot:
                while screen.state != "ready":
                    await pilot.pause(0.05)
                await pilot.press("space")
                while screen.round.scheduler is None or not screen.round.scheduler.finished:
                    await asyncio.sleep(0.1)

        asyncio.run(drive())
        assert screen.round.scheduler is not None
        return screen.round.scheduler
    finally:
        round_controller.prepare_round = saved_prepare
        if saved_data is None:
            os.environ.pop("SPACEALERT_DATA_DIR", None)
        else:
            os.environ["SPACEALERT_DATA_DIR"] = saved_data
