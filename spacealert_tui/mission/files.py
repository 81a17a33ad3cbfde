"""Mission files (`format: spacealert-mission/1`): load with errors that point at
the file, line and field; save in a stable, readable layout.

The format is the JSON of `spacealert mission show ID --json` written as YAML,
plus optional `format`, `source` and `notes` keys; times may also be written
"m:ss". So whatever `show --json` prints can be loaded back. See
missions/README.md for the whole format.
"""
from __future__ import annotations

import json
import re
from itertools import pairwise
from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast, overload

from spacealert_tui.errors import UserError
from spacealert_tui.fileio import read_user_text, write_user_file
from spacealert_tui.i18n import _
from spacealert_tui.mission.spoken import fmt_time
from spacealert_tui.mission.timeline import EventType, Timeline, TimelineEvent
from spacealert_tui.mission.validate import ZONES, check
from spacealert_tui.yamlio import YamlMap, YamlSeq, load_yaml

FORMAT = "spacealert-mission/1"
TOP_KEYS = ("format", "id", "title", "source", "notes", "phase_ends", "events")
EVENT_KEYS = {
    "threat": ("at", "type", "turn", "kind", "zone", "serious", "unconfirmed"),
    "incoming_data": ("at", "type"),
    "data_transfer": ("at", "type"),
    "comms_down": ("at", "type", "duration"),
}
_MSS = re.compile(r"(\d+):([0-5]\d)", re.ASCII)
#: The longest time a mission file may name: an hour, far past any soundtrack (14 minutes).
MAX_SECONDS = 3600


def _short(value: Any) -> str:
    """A value as a message quotes it, cut short: the line must say what is wrong."""
    text = repr(value)
    return text if len(text) <= 24 else text[:20] + "…"


@dataclass(frozen=True, slots=True)
class MissionFile:
    """A loaded mission file: the timeline plus the file's free-text extras."""

    timeline: Timeline
    source: str | None = None
    notes: tuple[str, ...] = ()


_Map = YamlMap
_Seq = YamlSeq


def load_mission_file(path: str | Path, *, id: str | None = None) -> MissionFile:
    """Read and check a mission file; any problem raises `UserError` naming
    the file, the line and the field. `id` overrides the file's own id."""
    path = Path(path)
    name = str(path)
    text = read_user_text(path, what="mission file")
    return parse_mission_text(text, name=name, default_id=id or path.stem, force_id=id is not None)


def parse_mission_text(text: str, *, name: str, default_id: str, force_id: bool = False) -> MissionFile:
    """Parse the text of a mission file (`name` is used in error messages)."""
    data, _node = load_yaml(text, name)
    if not isinstance(data, _Map):
        raise UserError(_("a mission file is a mapping with phase_ends and events (see missions/README.md)"),
                        file=name, line=1)
    return _Reader(name, data).read(default_id, force_id)


class _Reader:
    """Turns the loaded mapping into a timeline, one checked field at a time."""

    def __init__(self, name: str, data: _Map) -> None:
        self.name, self.data = name, data
        self.event_lines: list[int] = []  # the line of each event, for errors found later

    def fail(self, message: str, line: int, field: str) -> UserError:
        return UserError(message, file=self.name, line=line, field=field)

    def read(self, default_id: str, force_id: bool) -> MissionFile:
        data = self.data
        for key in data:
            if key not in TOP_KEYS:
                raise self.fail(_("unknown field (expected one of {keys})").format(keys=", ".join(TOP_KEYS)),
                                data.line_of(key), str(key))
        if "format" in data and data["format"] != FORMAT:
            raise self.fail(_("{value} is not {format}").format(value=repr(data["format"]), format=FORMAT),
                            data.line_of("format"), "format")
        mission_id = default_id if force_id else self.text("id", default_id)
        title = self.text("title", mission_id)
        source = self.text("source", None)
        notes = self.notes()
        phase_ends = self.phase_ends()
        events = self.events()
        timeline = Timeline(id=mission_id, title=title, phase_ends=phase_ends, events=events)
        self.check_rules(timeline)
        return MissionFile(timeline=timeline, source=source, notes=notes)

    @overload
    def text(self, key: str, default: str) -> str: ...
    @overload
    def text(self, key: str, default: None) -> str | None: ...

    def text(self, key: str, default: str | None) -> str | None:
        if key not in self.data or self.data[key] is None:
            return default
        value = self.data[key]
        if not isinstance(value, (str, int, float)) or isinstance(value, bool):
            raise self.fail(_("expected a line of text"), self.data.line_of(key), key)
        return str(value)

    def notes(self) -> tuple[str, ...]:
        notes = self.data.get("notes")
        if notes is None:
            return ()
        if not isinstance(notes, list) or not all(isinstance(n, str) for n in notes):
            raise self.fail(_("expected a list of lines of text"), self.data.line_of("notes"), "notes")
        return tuple(notes)

    def seconds(self, value: Any, line: int, field: str) -> int:
        """A time: whole seconds (10, 230) or "m:ss" ("3:50"), at most `MAX_SECONDS`: a
        time of hundreds of digits once went through and stopped the Soundtracks list."""
        found: int | None = None
        if isinstance(value, bool):
            raise self.fail(_("{value} is not a time").format(value=repr(value)), line, field)
        if isinstance(value, int) and value >= 0:
            found = value
        elif isinstance(value, float) and value.is_integer() and value >= 0:
            found = int(value)
        elif isinstance(value, str):
            match = _MSS.fullmatch(value.strip())
            if match and len(match[1]) <= 4:
                found = int(match[1]) * 60 + int(match[2])
        if found is not None and found > MAX_SECONDS:
            raise self.fail(_("{value} is too long for a soundtrack (at most {most})").format(
                value=_short(value), most=fmt_time(MAX_SECONDS)), line, field)
        if found is not None:
            return found
        raise self.fail(_("{value} is not a time: write whole seconds (230) or m:ss (\"3:50\")").format(
            value=_short(value)), line, field)

    def phase_ends(self) -> tuple[int, ...]:
        data = self.data
        if "phase_ends" not in data:
            raise self.fail(_("missing: the phase boundaries, e.g. [230, 450, 600]"), data.line, "phase_ends")
        line = data.line_of("phase_ends")
        ends = data["phase_ends"]
        if not isinstance(ends, list) or len(ends) not in (2, 3):
            raise self.fail(_("expected a list of 2 or 3 phase boundaries"), line, "phase_ends")
        lines = getattr(ends, "lines", [line] * len(ends))
        values = tuple(self.seconds(v, lines[i], f"phase_ends[{i}]") for i, v in enumerate(ends))
        if values[0] <= 0 or any(b <= a for a, b in pairwise(values)):
            shown = ", ".join(fmt_time(v) for v in values)
            raise self.fail(_("the boundaries must increase from 0:00 ({times})").format(times=shown), line,
                            "phase_ends")
        return values

    def events(self) -> tuple[TimelineEvent, ...]:
        data = self.data
        if "events" not in data:
            raise self.fail(_("missing: the list of announcements"), data.line, "events")
        items = data["events"]
        if items is None:
            return ()
        if not isinstance(items, list):
            raise self.fail(_("expected a list of announcements"), data.line_of("events"), "events")
        self.event_lines = list(getattr(items, "lines", [data.line_of("events")] * len(items)))
        return tuple(self.event(item, i) for i, item in enumerate(items))

    def event(self, item: Any, index: int) -> TimelineEvent:
        field = f"events[{index}]"
        line = self.event_lines[index]
        if not isinstance(item, _Map):
            raise self.fail(_("expected a mapping like {example}").format(example="{at: 10, type: incoming_data}"),
                            line, field)
        kind_of_event = item.get("type")
        if not isinstance(kind_of_event, str) or kind_of_event not in EVENT_KEYS:
            raise self.fail(_("type {type} is not one of {types}").format(type=repr(kind_of_event),
                                                                          types=", ".join(EVENT_KEYS)),
                            item.line_of("type"), f"{field}.type")
        for key in item:
            if key not in EVENT_KEYS[kind_of_event]:
                allowed = ", ".join(EVENT_KEYS[kind_of_event])
                raise self.fail(_("unknown field for {type} (expected {keys})").format(type=kind_of_event,
                                                                                      keys=allowed),
                                item.line_of(key), f"{field}.{key}")
        if "at" not in item:
            raise self.fail(_("missing: the time of the announcement"), line, f"{field}.at")
        at = self.seconds(item["at"], item.line_of("at"), f"{field}.at")
        if kind_of_event == "comms_down":
            duration = item.get("duration")
            if isinstance(duration, bool) or not isinstance(duration, int) or not 0 < duration <= MAX_SECONDS:
                raise self.fail(_("{value} is not a positive whole number of seconds").format(value=repr(duration)),
                                item.line_of("duration"), f"{field}.duration")
            return TimelineEvent(at=at, type="comms_down", duration=duration)
        if kind_of_event != "threat":
            return TimelineEvent(at=at, type=cast(EventType, kind_of_event))   # one of EVENT_KEYS
        return self.threat(item, at, field)

    def threat(self, item: _Map, at: int, field: str) -> TimelineEvent:
        turn = item.get("turn")
        if isinstance(turn, bool) or not isinstance(turn, int) or not 1 <= turn <= 8:
            raise self.fail(_("{value} is not a T+ number 1..8").format(value=repr(turn)), item.line_of("turn"),
                            f"{field}.turn")
        kind = item.get("kind")
        if kind not in ("external", "internal"):
            raise self.fail(_("{value} is not external or internal").format(value=repr(kind)), item.line_of("kind"),
                            f"{field}.kind")
        zone = item.get("zone")
        if kind == "external" and zone not in ZONES:
            raise self.fail(_("{value} is not a zone (red, white, blue)").format(value=repr(zone)),
                            item.line_of("zone"), f"{field}.zone")
        if kind == "internal" and zone is not None:
            raise self.fail(_("an internal threat has no zone"), item.line_of("zone"), f"{field}.zone")
        flags = {}
        for flag in ("serious", "unconfirmed"):
            value = item.get(flag, False)
            if not isinstance(value, bool):
                raise self.fail(_("{value} is not true or false").format(value=repr(value)), item.line_of(flag),
                                f"{field}.{flag}")
            flags[flag] = value
        return TimelineEvent(at=at, type="threat", turn=turn, kind=kind, zone=zone, **flags)

    def check_rules(self, timeline: Timeline) -> None:
        """Refuse what makes the mission unplayable (validate's blocking rules)."""
        for problem in check(timeline):
            if problem.blocking:
                index = problem.index
                line = self.event_lines[index] if index is not None else self.data.line_of("phase_ends")
                field = f"events[{index}]" if index is not None else "phase_ends"
                raise self.fail(problem.message, line, field)


def dump_mission(timeline: Timeline, *, source: str | None = None, notes: tuple[str, ...] = ()) -> str:
    """The text of a mission file: one event a line, each with its m:ss as a comment."""
    lines = [f"# Space Alert mission timeline ({FORMAT}); the format is described in missions/README.md",
             f"format: {FORMAT}",
             f"id: {json.dumps(timeline.id, ensure_ascii=False)}",
             f"title: {json.dumps(timeline.title, ensure_ascii=False)}"]
    if source:
        lines.append(f"source: {json.dumps(source, ensure_ascii=False)}")
    if notes:
        lines.append("notes:")
        lines += [f"  - {json.dumps(note, ensure_ascii=False)}" for note in notes]
    ends = ", ".join(_number(e) for e in timeline.phase_ends)
    lines.append(f"phase_ends: [{ends}]   # {' / '.join(fmt_time(e) for e in timeline.phase_ends)}")
    lines.append("events:" if timeline.events else "events: []")
    for event in timeline.events:
        fields = ", ".join(f"{key}: {_scalar(value)}" for key, value in event.to_json().items()
                           if not (key == "zone" and value is None))
        lines.append(f"  - {{{fields}}}   # {fmt_time(event.at)}")
    return "\n".join(lines) + "\n"


def save_mission_file(path: str | Path, timeline: Timeline, *, source: str | None = None,
                      notes: tuple[str, ...] = ()) -> Path:
    """Write `timeline` to `path` (folders are created); returns the path."""
    path = Path(path)
    write_user_file(path, dump_mission(timeline, source=source, notes=notes), what="mission")
    return path


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else repr(float(value))


def _scalar(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return _number(value)
    return str(value)
