"""Audio backends: the pygame mixer, and a silent one when there is no sound.

Only `pygame.mixer` is ever initialised (never `pygame.init()`: no video, no
event queue), and it must be done before any screen is drawn: a failed init
makes ALSA write lines straight to file descriptor 2, over the terminal UI. So
the backends import and initialise pygame inside `quiet_fds()` (fds 1 and 2
silenced), and `audio.device.open_audio()` falls back to `SilentBackend` with a
one-line notice when there is no device. A clip
that is missing or cannot be decoded gives a warning and plays as silence; the
subtitle still shows and the round goes on.
"""
from __future__ import annotations


import os
import sys
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from spacealert_tui.mission.script import ClipRef, ScheduledClip, Script

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

#: One mixer channel per layer, reserved so nothing else takes them.
LAYER_CHANNELS = {"voice": 0, "alarm": 1, "noise": 2}


class AudioUnavailable(RuntimeError):
    """No sound device (or no pygame): play silently."""


@dataclass(frozen=True, slots=True)
class AudioSettings:
    """Mixer format and levels.

    `mixer="stream"` places every clip at its sample in a stream of our own
    (`audio.stream`), so the buffer sizes change the latency of pause and stop
    only; `"channels"` plays through `pygame.mixer` channels, where a clip
    starts at the next buffer after the play call (1024 frames at 44.1 kHz: up
    to 23 ms late); `"callback"` is the stream without SDL's queue (its device
    calls the mixer for each buffer). Each falls back to the next: stream,
    channels, silent.
    """

    volume: float = 1.0
    voice_volume: float = 1.0
    alarm_volume: float = 0.35
    noise_volume: float = 0.6
    frequency: int = 44100
    buffer: int = 1024
    stream_buffer: int = 1024
    mixer: str = "stream"

    def level(self, layer: str) -> float:
        per_layer = {"voice": self.voice_volume, "alarm": self.alarm_volume,
                     "noise": self.noise_volume}[layer]
        return max(0.0, min(1.0, self.volume * per_layer))


@contextmanager
def quiet_fds() -> Iterator[None]:
    """Point fds 1 and 2 at /dev/null for the duration (C libraries write there directly)."""
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (AttributeError, ValueError, OSError):
            pass
    saved: list[tuple[int, int]] = []
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        for fd in (1, 2):
            try:
                saved.append((fd, os.dup(fd)))
                os.dup2(devnull, fd)
            except OSError:
                pass
        yield
    finally:
        for fd, copy in saved:
            os.dup2(copy, fd)
            os.close(copy)
        os.close(devnull)


def script_clips(script: Script) -> list[ClipRef]:
    """The distinct clips a script can play (including the early-end clip)."""
    seen: dict[Path, ClipRef] = {}
    for c in [*script.clips, script.end_now(0.0)]:
        seen.setdefault(c.clip.file, c.clip)
    return list(seen.values())


def script_voices(script: Script) -> list[ScheduledClip]:
    """One clip of the script per file and layer (the early end's too): what `preload`
    needs to decode every clip at the level it plays at before the round starts."""
    seen: dict[tuple[Path, str], ScheduledClip] = {}
    for c in [*script.clips, script.end_now(0.0)]:
        seen.setdefault((c.clip.file, c.layer), c)
    return list(seen.values())


@dataclass
class SilentBackend:
    """Plays nothing, records every call: no device, `--no-audio`, and the tests' fake."""

    notice: str | None = None
    name: str = "silent"
    calls: list[tuple[str, Any]] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)

    def preload(self, clips: Iterable[ClipRef | ScheduledClip]) -> list[str]:
        return []

    def play(self, clip: ScheduledClip) -> None:
        self.calls.append(("play", clip))

    def stop(self, layer: str) -> None:
        self.calls.append(("stop", layer))

    def stop_all(self) -> None:
        self.calls.append(("stop_all", None))

    def pause(self) -> None:
        self.calls.append(("pause", None))

    def resume(self) -> None:
        self.calls.append(("resume", None))

    def close(self) -> None:
        self.calls.append(("close", None))

    @property
    def played(self) -> list[ScheduledClip]:
        return [arg for name, arg in self.calls if name == "play"]


class PygameBackend:
    """pygame mixer: preloaded `Sound`s, one reserved channel per layer."""

    name = "pygame"

    def __init__(self, settings: AudioSettings | None = None) -> None:
        self.settings = settings or AudioSettings()
        self.notice: str | None = None
        self.warnings: list[str] = []
        self.sounds: dict[Path, Any] = {}
        self._failed: set[Path] = set()
        with quiet_fds():
            try:
                import pygame
                import pygame.mixer
            except ImportError as exc:  # pragma: no cover - pygame-ce is a dependency
                raise AudioUnavailable(f"pygame is not installed ({exc})") from exc
            try:
                pygame.mixer.init(frequency=self.settings.frequency, size=-16, channels=2,
                                  buffer=self.settings.buffer)
            except pygame.error as exc:
                raise AudioUnavailable(str(exc)) from exc
        self.mixer = pygame.mixer
        self._error = pygame.error
        self.mixer.set_num_channels(max(8, len(LAYER_CHANNELS)))
        self.mixer.set_reserved(len(LAYER_CHANNELS))
        self.channels = {layer: self.mixer.Channel(i) for layer, i in LAYER_CHANNELS.items()}
        for layer, channel in self.channels.items():
            channel.set_volume(self.settings.level(layer))

    @property
    def driver(self) -> str:
        get_driver = getattr(self.mixer, "get_driver", None)
        return get_driver() if get_driver else "?"

    def load(self, clip: ClipRef) -> Any | None:
        """The decoded clip, or None (with one warning) if it is missing or broken."""
        if clip.file in self.sounds:
            return self.sounds[clip.file]
        if clip.file in self._failed:
            return None
        try:
            sound = self.mixer.Sound(str(clip.file))
        except (self._error, FileNotFoundError, OSError) as exc:
            self._failed.add(clip.file)
            reason = "missing" if not clip.file.exists() else f"cannot be played ({exc})"
            self.warnings.append(f"clip {clip.path} {reason}; its subtitle still shows")
            return None
        self.sounds[clip.file] = sound
        return sound

    def preload(self, clips: Iterable[ClipRef | ScheduledClip]) -> list[str]:
        """Decode every clip now, so a play call never touches the disk."""
        before = len(self.warnings)
        for clip in clips:
            self.load(clip.clip if isinstance(clip, ScheduledClip) else clip)
        return self.warnings[before:]

    def play(self, clip: ScheduledClip) -> None:
        sound = self.load(clip.clip)
        if sound is None:
            return
        loops = -1 if clip.play_for is not None else 0
        self.channels[clip.layer].play(sound, loops=loops)

    def stop(self, layer: str) -> None:
        self.channels[layer].stop()

    def stop_all(self) -> None:
        self.mixer.stop()

    def pause(self) -> None:
        self.mixer.pause()

    def resume(self) -> None:
        self.mixer.unpause()

    def busy(self, layer: str = "voice") -> bool:
        return bool(self.channels[layer].get_busy())

    def close(self) -> None:
        if self.mixer.get_init():
            self.mixer.quit()


Backend = PygameBackend | SilentBackend
