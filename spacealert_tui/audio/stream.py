"""The stream backend: our own SDL audio device, fed by the sample-position mixer.

`pygame.mixer` starts a clip at its next buffer after the play call, so what the
crew hears is late by the call's own lateness plus up to a buffer. Here the
scheduler hands each clip over `lead` seconds early with the clock reading it is
due at (`play_at`), and the mixer (`audio.mixer.StreamMixer`) puts it at that
sample. The device plays a queue that a thread of ours keeps filled a little
ahead (`audio.sdlqueue`), so SDL's audio thread never waits for Python; where
SDL's queue cannot be reached, the device calls the mixer for each buffer
instead. `pygame.mixer` stays open only to decode the clips: its `Sound`s give
samples already in the stream's format.
"""
from __future__ import annotations

import logging
import os
import threading
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from spacealert_tui.audio.backend import AudioSettings, AudioUnavailable, PygameBackend, quiet_fds
from spacealert_tui.audio.mixer import FRAME_BYTES, StreamMixer, scale
from spacealert_tui.audio.sdlqueue import QueueFeeder, QueueUnavailable, SDLQueueDevice
from spacealert_tui.mission.scheduler import RT_PRIORITY
from spacealert_tui.mission.script import ClipRef, ScheduledClip

#: How long after the start key mission time 0 comes: the round's clips are all
#: handed to the mixer at the start, and the first is placed at its sample too
#: (never "as soon as possible", a queue's length late).
LEAD = 0.25


class StreamBackend(PygameBackend):
    """Clips placed at their sample in a stream this backend mixes itself."""

    name = "stream"
    lead = LEAD

    def __init__(self, settings: AudioSettings | None = None,
                 clock: Callable[[], float] = time.monotonic, queue: bool = True) -> None:
        settings = settings or AudioSettings()
        disk = os.environ.get("SDL_AUDIODRIVER") == "disk"
        out_file = os.environ.get("SDL_DISKAUDIOFILE")
        if disk:  # SDL's disk driver gives every device the same file: the decoder's goes aside
            os.environ["SDL_DISKAUDIOFILE"] = f"{out_file or 'sdlaudio.raw'}.decoder"
        try:
            super().__init__(settings)
        finally:
            if disk:
                _discard(f"{out_file or 'sdlaudio.raw'}.decoder")
                _restore_env("SDL_DISKAUDIOFILE", out_file)
        if self.mixer.get_init() != (settings.frequency, -16, 2):
            self.close()
            raise AudioUnavailable(f"the mixer opened as {self.mixer.get_init()}")
        self.clock = clock
        self.stream = StreamMixer(settings.frequency)
        self._pcm: dict[tuple[Path, str], bytes] = {}  # (file, layer): samples at its level
        self._raw: dict[Path, bytes] = {}  # file: its decoded samples
        self.pinned: set[Path] = set()
        self.device: Any = None
        self.feeder: QueueFeeder | None = None
        self.device_priority = "normal"  # SDL's thread for the queued device: SCHED_RR where allowed
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        if queue and self._open_queue(settings):
            return
        try:
            with quiet_fds():
                from pygame._sdl2 import audio as sdl_audio
                self.device = sdl_audio.AudioDevice(
                    None, False, settings.frequency, sdl_audio.AUDIO_S16, 2,
                    settings.stream_buffer, 0, self._callback)
        except Exception as exc:  # an unusable device, or a pygame without _sdl2
            self.close()
            raise AudioUnavailable(f"no stream device ({exc})") from exc
        self.device.pause(0)

    def _open_queue(self, settings: AudioSettings) -> bool:
        """Open a queued device and start the thread that fills it; False to use a callback."""
        try:
            with quiet_fds():
                device = SDLQueueDevice(settings.frequency, settings.stream_buffer)
        except QueueUnavailable as exc:
            logging.getLogger(__name__).info("SDL's audio queue unavailable (%s): "
                                             "the device calls the mixer instead", exc)
            return False
        self.device = device
        self.feeder = QueueFeeder(device, self.stream, self.clock, buffer=device.frames)
        self.feeder.step()  # the first chunks are queued before the device starts
        device.start()
        self.device_priority = "SCHED_RR" if device.realtime(RT_PRIORITY) else "normal"
        self._thread = threading.Thread(target=self.feeder.run, args=(self._stop,),
                                        name="spacealert-audio-queue", daemon=True)
        self._thread.start()
        return True

    def _callback(self, _device: Any, buffer: Any) -> None:
        view = memoryview(buffer)
        view[:] = self.stream.render(view.nbytes // FRAME_BYTES, self.clock())

    def preload(self, clips: Iterable[ClipRef | ScheduledClip]) -> list[str]:
        """Decode every clip now, at its layer's level where a `ScheduledClip` says which:
        the round then adds nothing to memory and never touches the disk. Only the
        samples are kept (pygame's `Sound` goes), once per file and level."""
        before = len(self.warnings)
        for item in clips:
            ref = item.clip if isinstance(item, ScheduledClip) else item
            if self._raw_of(ref) is not None and isinstance(item, ScheduledClip):
                self.pcm(item)
        return self.warnings[before:]

    def retain(self, files: Iterable[Path]) -> None:
        """Forget the decoded clips of other rounds (another language, another pack),
        except those decoded when the audio opened: the cache holds one round's clips."""
        keep = set(files) | self.pinned
        self._raw = {f: raw for f, raw in self._raw.items() if f in keep}
        self._pcm = {k: pcm for k, pcm in self._pcm.items() if k[0] in keep}

    def pin(self) -> None:
        """Keep what is decoded now for the whole run (a user's pack, decoded at start-up)."""
        self.pinned |= set(self._raw)

    def _raw_of(self, ref: ClipRef) -> bytes | None:
        raw = self._raw.get(ref.file)
        if raw is None:
            sound = self.load(ref)
            if sound is None:
                return None
            raw = self._raw[ref.file] = sound.get_raw()
            self.sounds.pop(ref.file, None)  # its samples are kept once, here
        return raw

    def pcm(self, clip: ScheduledClip) -> bytes | None:
        """The clip's samples in the stream's format at its layer's level (decoded once)."""
        key = (clip.clip.file, clip.layer)
        pcm = self._pcm.get(key)
        if pcm is None:
            raw = self._raw_of(clip.clip)
            if raw is None:
                return None
            pcm = self._pcm[key] = scale(raw, self.settings.level(clip.layer))
        return pcm

    def play_at(self, clip: ScheduledClip, due: float) -> None:
        """Start `clip` at clock reading `due` (a looped one stops itself after `play_for`)."""
        pcm = self.pcm(clip)
        if pcm is not None:
            self.stream.add(pcm, clip.layer, due, clip.play_for, tag=clip)

    def play(self, clip: ScheduledClip) -> None:
        self.play_at(clip, self.clock())

    def stop(self, layer: str) -> None:
        self.stream.stop(layer)

    def stop_all(self) -> None:
        self.stream.stop()

    def pause(self) -> None:
        """SDL's queue: the device itself stops (heard at its next buffer); else the mixer holds."""
        if self.feeder is not None:
            self.feeder.pause(self.clock())
        else:
            self.stream.pause(self.clock())

    def resume(self) -> None:
        if self.feeder is not None:
            self.feeder.resume(self.clock())
        else:
            self.stream.resume(self.clock())

    def busy(self, layer: str = "voice") -> bool:
        return self.stream.busy(layer)

    def close(self) -> None:
        thread = getattr(self, "_thread", None)
        if thread is not None:
            self._stop.set()
            thread.join()
            self._thread = None
        device = getattr(self, "device", None)
        if device is not None:
            self.device = None
            device.close()
        super().close()


def _restore_env(name: str, value: str | None) -> None:
    if value is None:
        os.environ.pop(name, None)
    else:
        os.environ[name] = value


def _discard(path: str) -> None:
    """Unlink a file the decoder's device keeps writing (its space is freed on close)."""
    try:
        os.unlink(path)
    except OSError:
        pass
