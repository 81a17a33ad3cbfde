"""The clips of one language: built-in ones from the package's assets, a user's where present.

The built-in clips are package data (`spacealert_tui/assets/`, see `packaged`), so a
checkout, a wheel and pipx all have them. Their lengths come from its manifest.json
(measured when they were rendered), so laying out a soundtrack needs no audio
library; a user's clips are measured from their headers (`probe`). `ClipSet` is the
`ClipSource` the script builder asks for clips.
"""
from __future__ import annotations

import json
import logging
import os
from functools import lru_cache
from pathlib import Path

from spacealert_tui.audio.custom import CustomPack, load_pack
from spacealert_tui.audio.phrases import LANGUAGES, NOTES, SFX, subtitle
from spacealert_tui.errors import UserError
from spacealert_tui.mission.script import ClipRef
from spacealert_tui.mission.timeline import Timeline
from spacealert_tui.packaged import packaged_assets

ASSETS_ENV = "SPACEALERT_ASSETS"
logger = logging.getLogger(__name__)


def assets_root() -> Path:
    """The assets folder: `$SPACEALERT_ASSETS`, else the package's own `assets/`."""
    override = os.environ.get(ASSETS_ENV)
    return Path(override).expanduser() if override else packaged_assets()


@lru_cache(maxsize=4)
def load_manifest(root: Path) -> dict:
    path = root / "manifest.json"
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise UserError("clip manifest not found (re-render with tools/render_voice.py)",
                        file=str(path)) from None
    except json.JSONDecodeError as exc:
        raise UserError(f"broken clip manifest: {exc.msg}", file=str(path),
                        line=exc.lineno) from None


def display_path(file: Path) -> str:
    """How a clip is named in `--dry-run --json`: a path that opens from the current folder.

    Relative where the clip lies under the current folder, through its `assets` link
    first (so a checkout prints `assets/voice/en/alert.ogg`, as the contract shows),
    else absolute (an installed package, a user's pack elsewhere).
    """
    real = file.resolve()
    here = Path.cwd()
    for base, prefix in ((here / "assets", Path("assets")), (here, Path())):
        try:
            return (prefix / real.relative_to(base.resolve())).as_posix()
        except ValueError:
            continue
    return str(real)


class ClipSet:
    """Clips for `lang`, built-in plus an optional user folder, one fallback per clip."""

    def __init__(self, lang: str, custom_dir: Path | None = None,
                 assets: Path | None = None) -> None:
        if lang not in LANGUAGES:
            raise UserError(f"unknown language {lang!r} (choose {', '.join(LANGUAGES)})",
                            field="--lang")
        self.lang = lang
        self.assets = assets or assets_root()
        self.manifest = load_manifest(self.assets)
        self.pack: CustomPack | None = load_pack(custom_dir) if custom_dir else None
        self.warnings: list[str] = list(self.pack.warnings) if self.pack else []
        self._cache: dict[str, ClipRef] = {}

    def has_custom(self, clip_id: str) -> bool:
        return self.pack is not None and clip_id in self.pack.files

    def covered(self, clip_id: str) -> bool:
        """True when a user's clip already says this one (Scheme B "phase1_7")."""
        return self.pack is not None and clip_id in self.pack.covers

    def note(self, name: str) -> str:
        return NOTES[name][self.lang]

    def text(self, clip_id: str) -> str:
        if self.pack is not None and clip_id in self.pack.texts:
            return self.pack.texts[clip_id]
        return subtitle(self.lang, clip_id)

    def clip(self, clip_id: str) -> ClipRef:
        if clip_id not in self._cache:
            self._cache[clip_id] = self._lookup(clip_id)
        return self._cache[clip_id]

    def _lookup(self, clip_id: str) -> ClipRef:
        if self.pack is not None and clip_id in self.pack.files:
            file = self.pack.files[clip_id]
            return ClipRef(id=clip_id, path=display_path(file), file=file,
                           duration=self.pack.durations[clip_id], text=self.text(clip_id),
                           custom=True)
        table = self.manifest.get("sfx" if clip_id in SFX else "voice", {})
        entry = (table if clip_id in SFX else table.get(self.lang, {})).get(clip_id)
        if entry is None:
            raise UserError(f"no built-in clip {clip_id!r} for language {self.lang!r} "
                            "(re-render with tools/render_voice.py)",
                            file=str(self.assets / "manifest.json"))
        file = self.assets / entry["file"]
        return ClipRef(id=clip_id, path=display_path(file), file=file,
                       duration=float(entry["duration"]), text=self.text(clip_id))

    def all_clips(self) -> list[ClipRef]:
        """Every clip this set can play (for preloading)."""
        ids = set(self.manifest.get("voice", {}).get(self.lang, {})) | set(SFX)
        if self.pack is not None:
            ids |= set(self.pack.files)
        return [self.clip(i) for i in sorted(ids)]


def subtitles(timeline: Timeline, lang: str) -> list[tuple[float, str]] | None:
    """(second, words) of each announcement as the action round's subtitles say it, for a
    full crew: the Soundtracks screen and `mission show` list these same words. None if
    the clips' list cannot be read (the caller words the announcements itself)."""
    from spacealert_tui.mission.script import build_script

    try:
        script = build_script(timeline, ClipSet(lang), players=5)
    except Exception:       # a damaged assets folder must not empty the page
        logger.warning("the clips' list could not be read", exc_info=True)
        return None
    return [(a.start, " ".join(part for part in (a.text, a.note) if part)) for a in script.announcements]
