"""Clip lengths read from file headers, with no audio library.

A soundtrack is laid out from clip durations before anything plays (and for
`--dry-run`, nothing ever plays), so a user's own clips must be measurable
without pygame: WAV from its header, OGG (Vorbis or Opus) from the last page's
granule position, FLAC from STREAMINFO, MP3 by walking the frame headers (the
fan packs are mostly MP3, often VBR, so a bitrate estimate would be wrong).
"""
from __future__ import annotations

import struct
import wave
from pathlib import Path

AUDIO_SUFFIXES = (".ogg", ".wav", ".mp3", ".flac")


class ProbeError(ValueError):
    """The file is not a clip this module can measure."""


def duration(path: Path) -> float:
    """Seconds of audio in `path`; raises ProbeError if it cannot be read."""
    suffix = path.suffix.lower()
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise ProbeError(f"cannot read: {exc.strerror or exc}") from exc
    try:
        if suffix == ".wav":
            return _wav(path)
        if suffix == ".ogg":
            return _ogg(data)
        if suffix == ".flac":
            return _flac(data)
        if suffix == ".mp3":
            return _mp3(data)
    except (struct.error, wave.Error, EOFError, IndexError) as exc:
        raise ProbeError(f"not a valid {suffix[1:]} file ({exc})") from exc
    raise ProbeError(f"unsupported clip type {suffix or '(none)'}")


def _wav(path: Path) -> float:
    with wave.open(str(path), "rb") as w:
        if w.getframerate() <= 0:
            raise ProbeError("WAV header has no sample rate")
        return w.getnframes() / w.getframerate()


def _ogg(data: bytes) -> float:
    if not data.startswith(b"OggS"):
        raise ProbeError("not an Ogg stream")
    vorbis = data.find(b"\x01vorbis", 0, 512)
    if vorbis >= 0:
        rate = struct.unpack_from("<I", data, vorbis + 12)[0]
        skip = 0
    else:
        opus = data.find(b"OpusHead", 0, 512)
        if opus < 0:
            raise ProbeError("Ogg stream is neither Vorbis nor Opus")
        skip = struct.unpack_from("<H", data, opus + 10)[0]
        rate = 48000  # Opus granules always count 48 kHz samples
    last = data.rfind(b"OggS")
    granule = struct.unpack_from("<q", data, last + 6)[0]
    if rate <= 0 or granule < 0:
        raise ProbeError("Ogg stream has no length")
    return max(0, granule - skip) / rate


def _flac(data: bytes) -> float:
    if not data.startswith(b"fLaC"):
        raise ProbeError("not a FLAC stream")
    info = data[8:26]
    rate = (info[10] << 12) | (info[11] << 4) | (info[12] >> 4)
    total = ((info[13] & 0x0F) << 32) | struct.unpack_from(">I", info, 14)[0]
    if rate <= 0:
        raise ProbeError("FLAC header has no sample rate")
    return total / rate


_MP3_BITRATES = {  # kbit/s by (MPEG-1?, layer) and index
    (True, 1): (0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448),
    (True, 2): (0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384),
    (True, 3): (0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320),
    (False, 1): (0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256),
    (False, 2): (0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160),
    (False, 3): (0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160),
}
_MP3_RATES = {3: (44100, 48000, 32000), 2: (22050, 24000, 16000), 0: (11025, 12000, 8000)}


def _mp3(data: bytes) -> float:
    pos = 0
    if data.startswith(b"ID3") and len(data) >= 10:
        size = 0
        for b in data[6:10]:
            size = (size << 7) | (b & 0x7F)
        pos = 10 + size + (10 if data[5] & 0x10 else 0)
    seconds, frames = 0.0, 0
    while pos + 4 <= len(data):
        b1, b2 = data[pos + 1], data[pos + 2]
        if data[pos] != 0xFF or (b1 & 0xE0) != 0xE0:
            if frames:
                break  # trailing tag or junk after the last frame
            pos += 1  # skip junk before the first frame
            continue
        version, layer_bits = (b1 >> 3) & 3, (b1 >> 1) & 3
        bitrate_index, rate_index = b2 >> 4, (b2 >> 2) & 3
        if version == 1 or layer_bits == 0 or bitrate_index in (0, 15) or rate_index == 3:
            if frames:
                break
            pos += 1
            continue
        layer = 4 - layer_bits
        mpeg1 = version == 3
        bitrate = _MP3_BITRATES[(mpeg1, layer)][bitrate_index] * 1000
        rate = _MP3_RATES[version][rate_index]
        padding = (b2 >> 1) & 1
        if layer == 1:
            length, samples = (12 * bitrate // rate + padding) * 4, 384
        elif layer == 2 or mpeg1:
            length, samples = 144 * bitrate // rate + padding, 1152
        else:
            length, samples = 72 * bitrate // rate + padding, 576
        seconds += samples / rate
        frames += 1
        pos += length
    if not frames:
        raise ProbeError("no MP3 frames found")
    return seconds
