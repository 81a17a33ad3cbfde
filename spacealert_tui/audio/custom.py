"""A user's own clip folder, in the naming schemes of the fan tools.

Players already own voice packs made for the fan mission players (docs/reference/soundtracks.md §3):
Scheme A ("boarbeard": `time_t_plus_3.mp3`, `zone_red.mp3`, ...), its German
variant with type and zone merged (`serious_threat_zone_red`), and Scheme B
(MartinAltmayer: `time3`, `phase1_60`, `comm_down`, ...). Names are compared
case-insensitively, any of .ogg/.wav/.mp3/.flac, and an optional nibuen
`grammar.xml` supplies the subtitles. Every clip the folder lacks falls back,
clip by clip, to the built-in voice.
"""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

from spacealert_tui import fileio
from spacealert_tui.audio.phrases import SEQUENCES, SFX, voice_phrases
from spacealert_tui.audio.probe import AUDIO_SUFFIXES, ProbeError, duration
from spacealert_tui.errors import UserError

#: The clip names of the fan tools' Scheme A (nibuen readme, mkalus `getMP3s()`).
FAN_CLIPS: tuple[str, ...] = (
    "alert", "begin_first_phase",
    "first_phase_ends_in_1_minute", "first_phase_ends_in_20_seconds", "first_phase_ends",
    "second_phase_begins",
    "second_phase_ends_in_1_minute", "second_phase_ends_in_20_seconds", "second_phase_ends",
    "third_phase_begins",
    "operation_ends_in_1_minute", "operation_ends_in_20_seconds", "operation_ends",
    "incoming_data", "data_transfer",
    "communications_down", "white_noise", "communications_restored",
    "repeat", "unconfirmed_report",
    *(f"time_t_plus_{n}" for n in range(1, 9)),
    "threat", "serious_threat", "internal_threat", "serious_internal_threat",
    "zone_blue", "zone_red", "zone_white",
    *(f"red_alert_{n}" for n in range(4)),
)
MERGED_CLIPS: tuple[str, ...] = tuple(f"{kind}_zone_{z}" for kind in ("threat", "serious_threat")
                                      for z in ("blue", "red", "white"))

#: Scheme B name -> (Scheme A ids it stands for, ids it already includes).
SCHEME_B: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "begin": (("begin_first_phase",), ()),
    **{f"time{n}": ((f"time_t_plus_{n}",), ()) for n in range(1, 9)},
    "serious_internal": (("serious_internal_threat",), ()),
    "comm_down": (("communications_down",), ()),
    "noise": (("white_noise",), ()),
    "comm_restored": (("communications_restored",), ()),
    "phase1_60": (("first_phase_ends_in_1_minute",), ()),
    "phase1_20": (("first_phase_ends_in_20_seconds",), ()),
    "phase1_7": (("first_phase_ends",), ("second_phase_begins",)),
    "phase2_60": (("second_phase_ends_in_1_minute",), ()),
    "phase2_20": (("second_phase_ends_in_20_seconds",), ()),
    "phase2_7": (("second_phase_ends",), ("third_phase_begins",)),
    "phase3_60": (("operation_ends_in_1_minute",), ()),
    "phase3_20": (("operation_ends_in_20_seconds",), ()),
    "phase3_7": (("operation_ends",), ()),
    "alarm": (("red_alert_0", "red_alert_1", "red_alert_2"), ()),
    "alarm5": (("red_alert_3",), ()),
}

_GRAMMAR_SPECIAL = {
    "alertheader": "alert",
    "communicationsdownheader": "communications_down",
    "communicationsdownnoise": "white_noise",
    "communicationsdownfooter": "communications_restored",
}


@dataclass
class CustomPack:
    """The usable clips of one user folder, by our clip id."""

    folder: Path
    files: dict[str, Path] = field(default_factory=dict)
    durations: dict[str, float] = field(default_factory=dict)
    covers: set[str] = field(default_factory=set)
    texts: dict[str, str] = field(default_factory=dict)
    scheme: str = "A"
    warnings: list[str] = field(default_factory=list)

    def missing(self) -> list[str]:
        """Fan clips this pack does not provide (the built-in voice speaks them)."""
        return [c for c in FAN_CLIPS if c not in self.files and c not in self.covers]


def known_ids() -> set[str]:
    """Every name a user's file may have to replace a clip."""
    parts = {p for seq in SEQUENCES.values() for p in seq}
    return {*FAN_CLIPS, *MERGED_CLIPS, *SFX, *voice_phrases("en"), *parts}


def grammar_id(tag: str) -> str | None:
    """nibuen grammar.xml element name -> clip id ("TimeTPlus3" -> "time_t_plus_3")."""
    low = tag.lower()
    if low in _GRAMMAR_SPECIAL:
        return _GRAMMAR_SPECIAL[low]
    name = tag[len("Announce"):] if tag.startswith("Announce") else tag
    snake = re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()
    snake = re.sub(r"([a-z])(\d)", r"\1_\2", snake)
    snake = snake.replace("one_minute", "1_minute").replace("twenty_seconds", "20_seconds")
    snake = snake.replace("red_alert_level_", "red_alert_")
    return snake if snake in known_ids() else None


def load_pack(folder: Path) -> CustomPack:
    """Scan `folder`; files that cannot be measured are skipped with a warning."""
    if not fileio.is_dir(folder):
        raise UserError("not a folder of clips", file=str(folder), field="--clips")
    pack = CustomPack(folder=folder)
    known = known_ids()
    found: dict[str, Path] = {}
    for path in sorted(folder.iterdir()):
        if path.is_file() and path.suffix.lower() in AUDIO_SUFFIXES:
            found.setdefault(path.stem.lower(), path)
    if "time1" in found and "phase1_60" in found:
        pack.scheme = "B"
    elif any(m in found for m in MERGED_CLIPS):
        pack.scheme = "A (type and zone merged)"
    for stem, path in found.items():
        ids, includes = SCHEME_B.get(stem, ((stem,), ()))
        if not all(i in known for i in ids):
            continue
        try:
            seconds = duration(path)
        except ProbeError as exc:
            pack.warnings.append(f"{path}: {exc}; using the built-in clip")
            continue
        for clip_id in ids:
            if clip_id in pack.files and stem != clip_id:  # an exact name beats an alias
                continue
            pack.files[clip_id], pack.durations[clip_id] = path, seconds
        pack.covers.update(includes)
    grammar = next((p for p in folder.iterdir() if p.name.lower() == "grammar.xml"), None)
    if grammar is not None:
        _read_grammar(grammar, pack)
    if not pack.files:
        pack.warnings.append(f"{folder}: no clips with fan-tool names; using the built-in voice")
    elif pack.missing():
        pack.warnings.append(f"{folder}: {len(pack.missing())} clip(s) missing, built-in voice "
                             f"used for: {', '.join(pack.missing())}")
    return pack


def _read_grammar(path: Path, pack: CustomPack) -> None:
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError as exc:
        pack.warnings.append(f"{path}: not valid XML ({exc}); subtitles from the built-in text")
        return
    for child in root:
        clip_id = grammar_id(child.tag)
        if clip_id and child.text and child.text.strip():
            pack.texts[clip_id] = " ".join(child.text.split())
