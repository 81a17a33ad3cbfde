"""Where missions come from: the official tracks and examples shipped inside the
package, the user's saved missions, generated ones, and any file.

Public API (also re-exported by `spacealert_tui.mission`):
    list_missions()          -> [MissionInfo]  (official, example, file)
    load_mission(id_or_path) -> Timeline
    user_missions_dir()      -> Path           ($SPACEALERT_DATA_DIR/missions, else the
                                                 platform's user data folder)

The shipped files are package data (`spacealert_tui/mission/data/`), found
with importlib.resources, so they are there in an editable checkout and in a
normal install alike; `missions/official` in the repository is a link to them.
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Literal

from spacealert_tui.errors import UserError
from spacealert_tui.fileio import data_dir, exists, read_user_text
from spacealert_tui.i18n import N_, _
from spacealert_tui.mission.files import load_mission_file, parse_mission_text
from spacealert_tui.mission.flash import from_flash
from spacealert_tui.mission.generator import generate
from spacealert_tui.mission.timeline import Timeline

Kind = Literal["official", "example", "file"]
#: A kind as the crew reads it (the id stays English in `--json`).
KIND_WORDS = {"official": N_("official"), "example": N_("example"), "file": N_("file")}
USER_PREFIX = "user/"
EXAMPLE_PREFIX = "example/"
ALIASES = {"frontier/": "new-frontier/", "nf/": "new-frontier/"}
#: Far below any file system's limit on a file name (255 bytes on most).
MAX_NAME = 100
_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]*")
_GENERATED = re.compile(r"generated/(?P<seed>\d{1,18})(?P<options>(/[a-z0-9-]+)*)")
# Official tracks in the order of the CD booklets.
_TRACK_ORDER = ("base/test-run", "base/simulation", "base/advanced-simulation", "base/mission",
                "new-frontier/mission")


@dataclass(frozen=True, slots=True)
class MissionInfo:
    """One line of `spacealert mission list`."""

    id: str
    title: str
    duration: float
    kind: Kind
    path: Path | None = None

    def to_json(self) -> dict:
        return {"id": self.id, "title": self.title, "duration": self.duration, "kind": self.kind}

    def kind_word(self) -> str:
        """The kind in the crew's language, for lists (not for `--json`)."""
        return _(KIND_WORDS[self.kind]) if self.kind in KIND_WORDS else self.kind


def user_missions_dir() -> Path:
    return data_dir() / "missions"


def _package_files(folder: str) -> list[Path]:
    root = resources.files("spacealert_tui.mission").joinpath("data", folder)
    return sorted(Path(str(entry)) for entry in root.iterdir() if entry.name.endswith(".yaml"))


def _track_key(mission_id: str) -> tuple[int, int, str]:
    head, _, number = mission_id.rpartition("-")
    position = _TRACK_ORDER.index(head) if head in _TRACK_ORDER else len(_TRACK_ORDER)
    return position, int(number) if number.isdigit() else 0, mission_id


@cache
def _load_packaged(path: Path, id: str | None = None) -> Timeline:
    """Shipped files never change while the program runs: read each once."""
    return load_mission_file(path, id=id).timeline


def official_missions() -> list[Timeline]:
    """The official CD tracks (base game and The New Frontier), in booklet order."""
    return sorted((_load_packaged(p) for p in _package_files("official")), key=lambda t: _track_key(t.id))


def shipped_title(id: str) -> str:
    """An official or example track's title in the crew's language ("Misión 1" for
    `base/mission-1`); any other id as it is."""
    from spacealert_tui.mission.titles import shown_title

    found = next((t for t in official_missions() + example_missions() if t.id == id), None)
    return shown_title(found.title) if found is not None else id


def example_missions() -> list[Timeline]:
    return [_load_packaged(p, EXAMPLE_PREFIX + p.stem) for p in _package_files("examples")]


def user_mission_path(name: str) -> Path:
    """Where the user's mission `name` is (or would be) saved; refuses odd names."""
    name = name.removeprefix(USER_PREFIX).removesuffix(".yaml")
    if len(name) > MAX_NAME:
        raise UserError(f"a mission name is at most {MAX_NAME} characters", field=f"name {name[:20]!r}…")
    if not _NAME.fullmatch(name):
        raise UserError("a mission name is letters, digits, '-', '_' or '.', starting with a letter or digit",
                        field=f"name {name!r}")
    return user_missions_dir() / f"{name}.yaml"


def user_missions(problems: list[str] | None = None) -> list[tuple[Timeline, Path]]:
    """The user's saved missions; unreadable files are skipped, their errors added to `problems`."""
    folder = user_missions_dir()
    if not folder.is_dir():
        return []
    found = []
    for path in sorted(folder.glob("*.yaml")):
        try:
            found.append((load_mission_file(path, id=USER_PREFIX + path.stem).timeline, path))
        except UserError as exc:
            if problems is not None:
                problems.append(str(exc))
    return found


def list_missions(problems: list[str] | None = None) -> list[MissionInfo]:
    """Official tracks, then examples, then the user's saved missions."""
    infos = [MissionInfo(t.id, t.title, t.duration, "official") for t in official_missions()]
    infos += [MissionInfo(t.id, t.title, t.duration, "example") for t in example_missions()]
    infos += [MissionInfo(t.id, t.title, t.duration, "file", path) for t, path in user_missions(problems)]
    return infos


def load_mission(id_or_path: str | os.PathLike[str]) -> Timeline:
    """A timeline by catalogue id (official, `example/…`, `user/…`, `generated/SEED…`),
    by the name of a saved mission, or from a mission file or flash-code file."""
    text = str(id_or_path)
    for alias, real in ALIASES.items():
        if text.startswith(alias):
            text = real + text.removeprefix(alias)
    for path in _package_files("official"):
        if path.stem == text.replace("/", "_"):
            return _load_packaged(path)
    if text.startswith(EXAMPLE_PREFIX):
        for timeline in example_missions():
            if timeline.id == text:
                return timeline
    generated = _GENERATED.fullmatch(text)
    if generated:
        return _generated(generated)
    if text.startswith(USER_PREFIX) or _NAME.fullmatch(text):
        saved: Path | None
        try:
            saved = user_mission_path(text)
        except UserError:
            saved = None
        if saved is not None and saved.is_file():
            return load_mission_file(saved, id=USER_PREFIX + saved.stem).timeline
    candidate = Path(text).expanduser()
    if exists(candidate):
        return load_file(candidate)
    raise UserError(_("no such mission: not an official track, example, saved mission or file "
                      "(see `spacealert mission list`)"), field=f"mission {text[:60]!r}")


def load_file(path: Path) -> Timeline:
    """A mission file, or a file holding flash code (which always starts with a digit)."""
    text = read_user_text(path, what="mission file")
    if text.strip()[:1].isdigit():
        return from_flash(text.strip(), id=path.stem, title=path.stem, source=str(path))
    return parse_mission_text(text, name=str(path), default_id=path.stem).timeline


def _generated(match: re.Match[str]) -> Timeline:
    """Regenerate from an id made by `generator.mission_id`."""
    players, double, level = 4, False, None
    for option in filter(None, match["options"].split("/")):
        if re.fullmatch(r"p\d", option):
            players = int(option[1:])
        elif option == "double":
            double = True
        elif re.fullmatch(r"level-\d{1,4}", option):
            level = int(option.removeprefix("level-"))
        else:
            raise UserError("unknown option (p1..p5, double, level-N)", field=f"generated mission {option!r}")
    try:
        return generate(int(match["seed"]), players=players, threat_level=level, double_threats=double)
    except ValueError as exc:
        raise UserError(str(exc), field="generated mission") from None


__all__ = ["MissionInfo", "list_missions", "load_mission", "load_file", "user_missions_dir",
           "user_mission_path", "data_dir", "official_missions", "example_missions"]
