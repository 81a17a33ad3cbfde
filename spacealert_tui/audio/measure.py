"""Measuring clips by numbers instead of by ear: duration, peak, RMS, loudness.

Pure Python on signed 16-bit mono samples, so the renderer, the tests and the
manifest all use the same arithmetic and no audio library is needed to check a
figure. `loudness_dbfs` is a gated RMS in the spirit of ITU-R BS.1770 (400 ms
blocks, absolute gate at -70 dBFS, relative gate 10 dB under the mean) but
without K-weighting: enough to keep short and long announcements, and the three
languages, equally loud at the table.
"""
from __future__ import annotations

import math
from array import array
from dataclasses import asdict, dataclass

FULL_SCALE = 32768.0
SILENCE_DB = -120.0


@dataclass(frozen=True, slots=True)
class ClipFigures:
    """What a clip measures: seconds, and levels in dBFS (0 = full scale)."""

    duration: float
    peak_dbfs: float
    rms_dbfs: float
    loudness_dbfs: float

    def to_json(self) -> dict[str, float]:
        return {k: round(v, 3) for k, v in asdict(self).items()}


def to_db(ratio: float) -> float:
    return 20.0 * math.log10(ratio) if ratio > 0 else SILENCE_DB


def _mean_square(samples: array, start: int = 0, stop: int | None = None) -> float:
    block = samples[start:stop]
    if not block:
        return 0.0
    return math.fsum(x * x for x in block) / (len(block) * FULL_SCALE * FULL_SCALE)


def peak_dbfs(samples: array) -> float:
    if not samples:
        return SILENCE_DB
    return to_db(max(max(samples), -min(samples)) / FULL_SCALE)  # noqa: PLW3301  max(*samples) would copy them


def rms_dbfs(samples: array) -> float:
    ms = _mean_square(samples)
    return 10.0 * math.log10(ms) if ms > 0 else SILENCE_DB


def loudness_dbfs(samples: array, rate: int) -> float:
    """Gated RMS over 400 ms blocks with 75 % overlap; pauses do not lower it."""
    step = int(0.1 * rate)
    if len(samples) <= 4 * step:
        return rms_dbfs(samples)
    quarters = [_mean_square(samples, i, i + step) for i in range(0, len(samples) - step + 1, step)]
    powers = [sum(quarters[i:i + 4]) / 4 for i in range(len(quarters) - 3)]
    gated = [p for p in powers if p > 1e-7]  # -70 dBFS absolute gate
    if not gated:
        return SILENCE_DB
    relative = (sum(gated) / len(gated)) * 0.1  # -10 dB relative gate
    kept = [p for p in gated if p >= relative]
    return 10.0 * math.log10(sum(kept) / len(kept))


def measure(samples: array, rate: int) -> ClipFigures:
    """All figures of one mono 16-bit clip at `rate` samples per second."""
    return ClipFigures(duration=len(samples) / rate, peak_dbfs=peak_dbfs(samples),
                       rms_dbfs=rms_dbfs(samples), loudness_dbfs=loudness_dbfs(samples, rate))


def samples_from_bytes(raw: bytes, channels: int = 1) -> array:
    """Signed 16-bit native-endian PCM to mono samples (first channel kept)."""
    pcm = array("h")
    pcm.frombytes(raw[: len(raw) - len(raw) % 2])
    return pcm if channels == 1 else pcm[::channels]
