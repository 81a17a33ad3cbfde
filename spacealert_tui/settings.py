"""The user's settings: language, audio, volume, own clip folder, colour theme, and
whether the crew owns *The New Frontier* (its threat cards then join the decks).

A small JSON file in the user's config folder (`config_dir()/settings.json`),
written atomically at every change. A missing file means the defaults; an
unreadable or wrong one never stops the app: `load_settings` returns the defaults
for what it could not read, and says why, so the app can show it. Keys this version
does not know are kept as they are (a newer version's settings survive).

No Textual here: the settings screen and the app apply them.
"""
from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from spacealert_tui.errors import UserError
from spacealert_tui.i18n import _

SETTINGS_FORMAT = "spacealert-settings/1"
FILENAME = "settings.json"
LANGUAGES = ("en", "es", "pt")
LANGUAGE_NAMES = {"en": "English", "es": "Español", "pt": "Português"}
#: Themes beyond Textual's own: strong contrast, and no colour at all (NO_COLOR).
HIGH_CONTRAST = "high-contrast"
NO_COLOUR = "no-colour"
SPECIAL_THEMES = (HIGH_CONTRAST, NO_COLOUR)
DEFAULT_THEME = "textual-dark"
VOLUME_STEP = 10
#: A settings file is a few hundred bytes; one past this is not one.
MAX_BYTES = 1_000_000


def config_dir() -> Path:
    """Where the settings file lives: SPACEALERT_CONFIG_DIR, else SPACEALERT_DATA_DIR
    (tests set it), else the user's config folder."""
    for name in ("SPACEALERT_CONFIG_DIR", "SPACEALERT_DATA_DIR"):
        override = os.environ.get(name)
        if override:
            return Path(override).expanduser()
    import platformdirs
    return Path(platformdirs.user_config_dir("spacealert"))


def settings_path() -> Path:
    return config_dir() / FILENAME


def display_path(path: str | os.PathLike) -> str:
    """A path as the user reads it: ~ for the home folder."""
    path = Path(path)
    try:
        return "~/" + str(path.relative_to(Path.home()))
    except ValueError:
        return str(path)


def default_language() -> str:
    """The language of the environment if the app speaks it (es, pt), else English: read
    as the command line reads it (`i18n.locale_language`, gettext's order of variables)."""
    from spacealert_tui.i18n import locale_language
    return locale_language() or "en"


@dataclass
class Settings:
    language: str = field(default_factory=default_language)   # en | es | pt
    audio: bool = True                                          # off: subtitles only
    volume: int = 80                                            # percent, 0-100
    clip_folder: str | None = None                              # the user's own clips
    theme: str = DEFAULT_THEME                                  # a Textual theme, or SPECIAL_THEMES
    new_frontier: bool = False                                  # the crew owns The New Frontier
    extra: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)

    @property
    def volume_fraction(self) -> float:
        """The volume for the audio backend (0.0-1.0); 0 when audio is off."""
        return self.volume / 100 if self.audio else 0.0

    @property
    def clip_path(self) -> Path | None:
        return Path(self.clip_folder).expanduser() if self.clip_folder else None

    def to_json(self) -> dict:
        doc = {"format": SETTINGS_FORMAT, **self.extra}
        doc.update({k: v for k, v in asdict(self).items() if k != "extra"})
        return doc

    @classmethod
    def from_json(cls, doc: Any) -> tuple[Settings, list[str]]:
        """The settings in `doc`, and a line for each value that was wrong (its default kept)."""
        settings = cls()
        problems: list[str] = []
        if not isinstance(doc, dict):
            return settings, [_("not a settings object")]
        if doc.get("format", SETTINGS_FORMAT) != SETTINGS_FORMAT:
            problems.append(_("unknown format {format}").format(format=repr(doc.get("format"))))
        known = {f.name for f in fields(cls)} - {"extra"}
        settings.extra = {k: v for k, v in doc.items() if k not in known and k != "format"}
        checks = {
            "language": lambda v: v in LANGUAGES,
            "audio": lambda v: isinstance(v, bool),
            "volume": lambda v: isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 100,
            "clip_folder": lambda v: v is None or isinstance(v, str),
            "theme": lambda v: isinstance(v, str) and v.strip() != "",
            "new_frontier": lambda v: isinstance(v, bool),
        }
        for key, ok in checks.items():
            if key not in doc:
                continue
            value = doc[key]
            if ok(value):
                setattr(settings, key, value)
            else:
                problems.append(_("{key}: {value} is not valid; using {default}").format(
                    key=key, value=repr(value), default=repr(getattr(settings, key))))
        if settings.clip_folder == "":
            settings.clip_folder = None
        return settings, problems


def load_settings(path: Path | None = None) -> tuple[Settings, list[str]]:
    """The saved settings (defaults if there are none) and the problems met reading them.

    Never raises: an unreadable or broken file gives the defaults and a message."""
    from spacealert_tui.fileio import read_user_text

    where = settings_path() if path is None else path
    if not os.path.lexists(where):
        return Settings(), []
    try:        # a regular file of a sane size only: a FIFO or /dev/zero never hangs a command
        text = read_user_text(where, what="file", limit=MAX_BYTES)
    except UserError as exc:
        reason = exc.detail
        return Settings(), [_("{file}: cannot read the settings ({reason}); using the defaults").format(
            file=where, reason=reason)]
    try:
        doc = json.loads(text)
    except (ValueError, RecursionError) as exc:
        return Settings(), [_("{file}: not valid settings ({reason}); using the defaults").format(
            file=where, reason=exc)]
    settings, problems = Settings.from_json(doc)
    return settings, [f"{where}: {p}" for p in problems]


def save_settings(settings: Settings, path: Path | None = None, *, changed: tuple[str, ...] = ()) -> Path:
    """Write the settings atomically; raises UserError (one line) if the file cannot be written.

    `changed` names the settings this window changed: only those are written, onto the file
    as it is now (read again under a lock), so that two windows changing settings never
    undo each other (issue 26; docs/app.md, "Two windows"). Empty: all of `settings`."""
    from spacealert_tui.record.claims import locked
    from spacealert_tui.record.files import write_atomic

    where = settings_path() if path is None else path
    try:
        with locked(where.with_name(where.name + ".lock")):
            doc = settings.to_json()
            if changed:
                on_disk, problems = load_settings(where)
                doc = on_disk.to_json() if not problems else doc
                doc.update({key: getattr(settings, key) for key in changed})
            write_atomic(where, json.dumps(doc, ensure_ascii=False, indent=1) + "\n")
    except OSError as exc:
        raise UserError(_("cannot save the settings: {reason}").format(reason=exc.strerror or exc),
                        file=str(where)) from None
    return where
