#!/usr/bin/env python3
"""Render the ship computer's voice and sound effects into the package (developers only).

    apt-get install -y espeak-ng sox libsox-fmt-all
    .venv/bin/python tools/render_voice.py            # everything
    .venv/bin/python tools/render_voice.py --lang es  # one language

Each phrase of spacealert_tui/audio/phrases.py goes espeak-ng -> sox effects ->
loudness normalisation -> OGG Vorbis (mono, 22050 Hz). Every written file is
decoded again and measured (duration, peak, RMS, gated loudness); the figures go
to spacealert_tui/assets/manifest.json, which is what the app reads to lay out a
soundtrack without any audio library. sox runs with -R so a re-render does not churn git.
Users never run this: the rendered files are committed, as package data (the
repository's `assets` is a link to spacealert_tui/assets/).
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import wave
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from spacealert_tui.audio.measure import ClipFigures, measure, samples_from_bytes  # noqa: E402
from spacealert_tui.audio.phrases import (ESPEAK_VOICES, LANGUAGES, SFX,  # noqa: E402
                                          voice_phrases)

ASSETS = ROOT / "spacealert_tui" / "assets"
RATE = 22050
OGG_QUALITY = "2"          # Vorbis -q 2: ~40 kbit/s mono, plenty for a formant voice
TARGET_LOUDNESS = -18.0    # dBFS, gated RMS of every voice clip
PEAK_CEILING = -1.5        # dBFS before encoding; Vorbis may add a few tenths
ESPEAK_SPEED = {"en": "150", "es": "150", "pt": "150"}  # words per minute
ESPEAK_PITCH = "38"        # a little lower than espeak's 50: calmer
ESPEAK_VARIANT = "+m3"     # clear male variant; the effects make it the ship's computer

#: The "ship's computer": band-limited intercom, light chorus (metallic double),
#: slow tremolo flutter, compression so quiet syllables survive table noise.
VOICE_EFFECTS = [
    "silence", "1", "0.02", "-45d", "reverse", "silence", "1", "0.02", "-45d", "reverse",
    "gain", "-6",
    "sinc", "160-7000",
    "chorus", "0.7", "0.9", "45", "0.35", "0.25", "2", "-t",
    "tremolo", "24", "10",
    "compand", "0.01,0.18", "6:-70,-60,-40,-30,-20,-17,0,-10", "-4", "-90", "0.05",
    "compand", "0.0005,0.04", "3:-14,-14,0,-8", "0", "-90", "0.002",
    "pad", "0.03", "0.08",
]

#: Sound effects: (seconds, sox synth/effect arguments). Loops are cut so the
#: seam falls in silence (alarms) or in noise (static), where it cannot click.
SFX_RECIPES: dict[str, list[str]] = {
    "beep": ["synth", "0.45", "sine", "1320", "gain", "-3", "fade", "h", "0.005", "0.45", "0.04"],
    "white_noise": ["synth", "8", "pinknoise", "sinc", "300-3800", "tremolo", "9", "35",
                    "gain", "-12"],
    # Background alarms, one per level: phase 1, 2, 3, then the final minute.
    "red_alert_0": ["synth", "1.6", "sine", "420-620", "fade", "q", "0.08", "1.6", "0.3",
                    "pad", "0", "1.6"],
    "red_alert_1": ["synth", "1.2", "triangle", "440-720", "fade", "q", "0.05", "1.2", "0.2",
                    "pad", "0", "0.8"],
    "red_alert_2": ["synth", "0.5", "square", "560", "lowpass", "2200", "fade", "q", "0.02",
                    "0.5", "0.05", "pad", "0", "0.25"],
    "red_alert_3": ["synth", "0.22", "square", "760", "lowpass", "2600", "fade", "q", "0.01",
                    "0.22", "0.03", "pad", "0", "0.13"],
}
SFX_LOUDNESS = {"beep": -12.0, "white_noise": -24.0}
ALARM_LOUDNESS = -22.0


def run(cmd: list[str], **kw) -> subprocess.CompletedProcess:
    return subprocess.run(cmd, check=True, capture_output=True, **kw)


def read_wav(path: Path) -> tuple[bytes, int]:
    with wave.open(str(path), "rb") as w:
        assert w.getnchannels() == 1 and w.getsampwidth() == 2, path
        return w.readframes(w.getnframes()), w.getframerate()


def figures_of(path: Path) -> ClipFigures:
    """Decode a written clip back to PCM with sox and measure it."""
    raw = run(["sox", str(path), "-t", "raw", "-e", "signed", "-b", "16", "-c", "1",
               "-r", str(RATE), "-L", "-"]).stdout
    return measure(samples_from_bytes(raw), RATE)


def finish(dry: Path, out: Path, target: float, tmp: Path) -> ClipFigures:
    """Bring the processed WAV to the target loudness under the peak ceiling, encode, measure.

    A clip whose peaks would stop it short of the target first goes through a
    brick-wall-ish limiter (fast compand above -6 dBFS), then gets its final gain.
    """
    raw, rate = read_wav(dry)
    before = measure(samples_from_bytes(raw), rate)
    if target - before.loudness_dbfs > PEAK_CEILING - before.peak_dbfs:
        limited = tmp / "limited.wav"
        run(["sox", "-R", str(dry), str(limited), "gain", f"{target - before.loudness_dbfs:.2f}",
             "compand", "0.0002,0.03", "1:-8,-8,0,-3.5", "0", "-90", "0.001"])
        dry = limited
        raw, rate = read_wav(dry)
        before = measure(samples_from_bytes(raw), rate)
    gain = min(target - before.loudness_dbfs, PEAK_CEILING - before.peak_dbfs)
    out.parent.mkdir(parents=True, exist_ok=True)
    run(["sox", "-R", str(dry), "-C", OGG_QUALITY, str(out), "gain", f"{gain:.2f}"])
    return figures_of(out)


def render_voice(lang: str, clip_id: str, say: str, out: Path, tmp: Path) -> ClipFigures:
    speech, dry = tmp / "speech.wav", tmp / "dry.wav"
    run(["espeak-ng", "-v", ESPEAK_VOICES[lang] + ESPEAK_VARIANT, "-s", ESPEAK_SPEED[lang],
         "-p", ESPEAK_PITCH, "-w", str(speech), say])
    run(["sox", "-R", str(speech), "-r", str(RATE), "-c", "1", "-b", "16", str(dry),
         *VOICE_EFFECTS])
    return finish(dry, out, TARGET_LOUDNESS, tmp)


def render_sfx(name: str, out: Path, tmp: Path) -> ClipFigures:
    dry = tmp / "sfx.wav"
    run(["sox", "-R", "-n", "-r", str(RATE), "-c", "1", "-b", "16", str(dry), *SFX_RECIPES[name]])
    return finish(dry, out, SFX_LOUDNESS.get(name, ALARM_LOUDNESS), tmp)


def tool_version(cmd: list[str]) -> str:
    out = subprocess.run(cmd, capture_output=True, text=True, check=False)   # the version is read whatever the status
    return (out.stdout or out.stderr).strip().splitlines()[0]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--lang", choices=LANGUAGES, action="append",
                    help="render only these languages (repeatable); sfx only without --lang")
    args = ap.parse_args(argv)
    langs = args.lang or list(LANGUAGES)
    manifest_path = ASSETS / "manifest.json"
    manifest = json.loads(manifest_path.read_text()) if manifest_path.exists() else {}
    manifest.update({
        "format": "spacealert-clips/1",
        "sample_rate": RATE,
        "render": {"espeak_ng": tool_version(["espeak-ng", "--version"]),
                   "sox": tool_version(["sox", "--version"]),
                   "voices": {lang: ESPEAK_VOICES[lang] + ESPEAK_VARIANT for lang in LANGUAGES},
                   "speed_wpm": ESPEAK_SPEED, "pitch": ESPEAK_PITCH,
                   "effects": " ".join(VOICE_EFFECTS), "ogg_quality": OGG_QUALITY,
                   "target_loudness_dbfs": TARGET_LOUDNESS, "peak_ceiling_dbfs": PEAK_CEILING},
    })
    voice = manifest.setdefault("voice", {})
    with tempfile.TemporaryDirectory() as t:
        tmp = Path(t)
        for lang in langs:
            entries = {}
            for clip_id, phrase in sorted(voice_phrases(lang).items()):
                rel = f"voice/{lang}/{clip_id}.ogg"
                fig = render_voice(lang, clip_id, phrase.spoken, ASSETS / rel, tmp)
                entries[clip_id] = {"file": rel, **fig.to_json(), "text": phrase.text,
                                    "say": phrase.spoken}
                print(f"{lang} {clip_id:34} {fig.duration:6.2f}s peak {fig.peak_dbfs:6.1f} "
                      f"rms {fig.rms_dbfs:6.1f} loud {fig.loudness_dbfs:6.1f}")
            voice[lang] = entries
        if not args.lang:
            sfx = {}
            for name in SFX:
                rel = f"sfx/{name}.ogg"
                fig = render_sfx(name, ASSETS / rel, tmp)
                sfx[name] = {"file": rel, **fig.to_json()}
                print(f"sfx {name:35} {fig.duration:6.2f}s peak {fig.peak_dbfs:6.1f} "
                      f"rms {fig.rms_dbfs:6.1f} loud {fig.loudness_dbfs:6.1f}")
            manifest["sfx"] = sfx
    manifest["summary"] = summarise(manifest)
    manifest_path.write_text(json.dumps(manifest, indent=1, ensure_ascii=False) + "\n")
    print(json.dumps(manifest["summary"], indent=1))
    return 0


def summarise(manifest: dict) -> dict:
    """Per language: clip count, total seconds, loudness spread, worst peak."""
    out: dict[str, object] = {}
    for lang, entries in sorted(manifest.get("voice", {}).items()):
        loud = [e["loudness_dbfs"] for e in entries.values()]
        out[lang] = {"clips": len(entries),
                     "seconds": round(sum(e["duration"] for e in entries.values()), 2),
                     "loudness_min": min(loud), "loudness_max": max(loud),
                     "peak_max": max(e["peak_dbfs"] for e in entries.values())}
    files = list(ASSETS.rglob("*.ogg"))
    out["assets_bytes"] = sum(p.stat().st_size for p in files)
    return out


if __name__ == "__main__":
    raise SystemExit(main())
