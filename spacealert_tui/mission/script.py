"""The soundtrack script: a timeline turned into the exact clips to play, and when.

A timeline says *what* happens when ("T+3 serious threat, zone red, at 1:10");
the script says what the computer says, clip by clip, with absolute start times
and the subtitle of each clip. It is laid out from the clips' real durations
(read from the asset manifest, or from a user's files), so the one voice never
talks over itself: each piece starts at its wanted time or when the previous
one ends, whichever is later. Countdowns are pinned to whole seconds so "one"
falls a second before the boundary and the data-transfer beep is the deadline.

Pure data and arithmetic: clip lookup goes through `ClipSource` (implemented by
`spacealert_tui.audio.catalogue.ClipSet`), so this module needs no audio library.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from itertools import pairwise
from pathlib import Path
from typing import Literal, Protocol

from spacealert_tui.mission.timeline import Timeline, TimelineEvent

Layer = Literal["voice", "noise", "alarm"]
CueKind = Literal["phase", "comms_down", "comms_up", "beep", "round_end"]

#: Seconds between the onsets of countdown numbers ("five", "four", ...).
COUNT_STEP = 1.0
#: A user's whole countdown clip ("... ends in 5, 4, 3, 2, 1. ... ended.") starts
#: this long before the boundary (flash-code / MartinAltmayer convention).
WHOLE_COUNTDOWN_LEAD = 7.0
#: The background alarm keeps this far from speech, and skips shorter gaps.
ALARM_MARGIN_AFTER = 0.6
ALARM_MARGIN_BEFORE = 0.4
ALARM_MIN_GAP = 2.0
#: Alarm level for the last minute of the operation (the tension rises).
FINAL_MINUTE_ALARM = 3


@dataclass(frozen=True, slots=True)
class ClipRef:
    """One playable clip: its id, file, measured length and subtitle.

    `path` is how the clip is named in `--dry-run --json` (relative to the
    project root for built-in clips); `file` is where it really is.
    """

    id: str
    path: str
    file: Path
    duration: float
    text: str
    custom: bool = False


class ClipSource(Protocol):
    """Where the script finds clips for one language (built-in plus a user's folder)."""

    lang: str

    def clip(self, clip_id: str) -> ClipRef: ...

    def has_custom(self, clip_id: str) -> bool: ...

    def covered(self, clip_id: str) -> bool: ...

    def note(self, name: str) -> str: ...


@dataclass(frozen=True, slots=True)
class ScheduledClip:
    """A clip at `at` seconds from the start of the round, on one mixer layer.

    Voice clips play once; background clips (alarm, noise) loop and are stopped
    at `at + play_for`. `announcement` indexes `Script.announcements` (-1 for
    background).
    """

    at: float
    clip: ClipRef
    layer: Layer = "voice"
    text: str = ""
    announcement: int = -1
    play_for: float | None = None
    ignored: bool = False
    #: a word to the table shown beside the subtitle, never spoken ("(ignore: crew under 5)")
    note: str = ""

    @property
    def end(self) -> float:
        return self.at + (self.play_for if self.play_for is not None else self.clip.duration)

    def to_json(self) -> dict:
        """The `--dry-run --json` line (a contract: exactly these three keys; the note,
        if any, follows the words in `text`)."""
        text = f"{self.text} {self.note}" if self.note else self.text
        return {"at": round(float(self.at), 3), "clip": self.clip.path, "text": text}


@dataclass(frozen=True, slots=True)
class Announcement:
    """One thing the computer says, as the players read it in the subtitles."""

    index: int
    kind: str
    start: float
    end: float
    text: str
    ignored: bool = False
    #: shown apart from what is said: "(ignore: crew under 5)", "(solo: ignore)"
    note: str = ""


@dataclass(frozen=True, slots=True)
class Cue:
    """A moment the UI must know about, independent of any clip.

    `phase`: the phase that starts (1 at 0 s, 2 at the first boundary, ...).
    `round_end`: the last boundary; `beep`: the data-transfer deadline.
    """

    at: float
    kind: CueKind
    phase: int | None = None
    ignored: bool = False


@dataclass(frozen=True, slots=True)
class Script:
    """Everything a soundtrack plays, sorted by start time."""

    timeline: Timeline
    lang: str
    players: int
    clips: tuple[ScheduledClip, ...]
    announcements: tuple[Announcement, ...]
    cues: tuple[Cue, ...]
    ending_clip: ClipRef = field(repr=False)

    @property
    def voice(self) -> tuple[ScheduledClip, ...]:
        return tuple(c for c in self.clips if c.layer == "voice")

    @property
    def end(self) -> float:
        return max([self.timeline.duration, *(c.end for c in self.clips)])

    def json_lines(self) -> list[dict]:
        return [c.to_json() for c in self.clips]

    def end_now(self, at: float) -> ScheduledClip:
        """What is said when the crew ends the round early: "Mission complete. ..."."""
        return ScheduledClip(at=at, clip=self.ending_clip, text=self.ending_clip.text,
                             announcement=-1)


# --------------------------------------------------------------------------- layout


@dataclass
class _Part:
    """A clip of an announcement; `pin` forces its onset (absolute seconds) if free."""

    clip_id: str
    pin: float | None = None
    pace_from: int | None = None  # pin relative to an earlier part's onset (+COUNT_STEP each)
    cue: CueKind | None = None


@dataclass
class _Request:
    want: float
    order: int
    kind: str
    parts: list[_Part]
    ignored_note: str | None = None
    cues_before: list[Cue] = field(default_factory=list)
    event: TimelineEvent | None = None


class _Layout:
    """Places announcements one after another on the voice layer."""

    def __init__(self, source: ClipSource, players: int) -> None:
        self.source = source
        self.players = players
        self.cursor = 0.0
        self.clips: list[ScheduledClip] = []
        self.announcements: list[Announcement] = []
        self.cues: list[Cue] = []
        self.comms_windows: list[tuple[float, float]] = []

    def place(self, req: _Request) -> tuple[float, float]:
        index = len(self.announcements)
        onsets: list[float] = []
        texts: list[str] = []
        start = max(req.want, self.cursor)
        t = start
        ignored = req.ignored_note is not None
        ids = [p.clip_id for p in req.parts]
        note_at = ids.index("unconfirmed_report") if "unconfirmed_report" in ids else 0
        for i, part in enumerate(req.parts):
            ref = self.source.clip(part.clip_id)
            at = t
            if part.pin is not None:
                at = max(part.pin, t)
            elif part.pace_from is not None:
                at = max(onsets[part.pace_from] + COUNT_STEP * (i - part.pace_from), t)
            text = ref.text
            note = (req.ignored_note or "") if i == note_at else ""
            self.clips.append(ScheduledClip(at=at, clip=ref, text=text, announcement=index,
                                            ignored=ignored, note=note))
            if part.cue:
                self.cues.append(Cue(at=at, kind=part.cue, ignored=ignored))
            onsets.append(at)
            texts.append(text)
            t = at + ref.duration
        self.cursor = t
        self.announcements.append(Announcement(index=index, kind=req.kind, start=onsets[0],
                                               end=t, text=" ".join(x for x in texts if x),
                                               ignored=ignored, note=req.ignored_note or ""))
        return onsets[0], t


def _ordinal(n: int) -> str:
    return {1: "first", 2: "second", 3: "third"}[n]


def _sequence(source: ClipSource, fan_id: str, parts: list[_Part]) -> list[_Part]:
    """The user's whole fan clip if they have one, else the built-in parts."""
    if source.has_custom(fan_id):
        return [_Part(fan_id)]
    return parts


def _countdown_parts(source: ClipSource, fan_id: str, lead: str, last: str,
                     boundary: float) -> tuple[list[_Part], float]:
    """Parts and wanted start of "... ends in 5, 4, 3, 2, 1. ... ended." around `boundary`."""
    if source.has_custom(fan_id):
        return [_Part(fan_id)], boundary - WHOLE_COUNTDOWN_LEAD
    parts = [_Part(lead)]
    parts += [_Part(f"count_{n}", pin=boundary - n) for n in (5, 4, 3, 2, 1)]
    parts.append(_Part(last, pin=boundary))
    return parts, boundary - 5 - source.clip(lead).duration


def _threat_parts(source: ClipSource, e: TimelineEvent) -> list[_Part]:
    """alert, [unconfirmed], time T+n, (serious) (internal) threat, [zone], repeat, again."""
    said: list[str] = []
    if e.unconfirmed:
        said.append("unconfirmed_report")
    said.append(f"time_t_plus_{e.turn}")
    kind = ("serious_" if e.serious else "") + ("internal_threat" if e.kind == "internal"
                                                  else "threat")
    if e.kind == "external":
        merged = f"{kind}_zone_{e.zone}"
        said += [merged] if source.has_custom(merged) else [kind, f"zone_{e.zone}"]
    else:
        said.append(kind)
    return [_Part(c) for c in ["alert", *said, "repeat", *said]]


def _requests(timeline: Timeline, source: ClipSource, players: int) -> list[_Request]:
    reqs: list[_Request] = []
    solo_note = source.note("ignore_solo") if players == 1 else None
    unconfirmed_note = source.note("ignore_unconfirmed") if players < 5 else None

    def add(want: float, kind: str, parts: list[_Part], **kw) -> None:
        reqs.append(_Request(want=want, order=len(reqs), kind=kind, parts=parts, **kw))

    opening = _sequence(source, "begin_first_phase",
                        [_Part("alert"), _Part("enemy_activity_detected")])
    add(0.0, "opening", opening)
    for e in timeline.events:
        if e.type == "threat":
            add(e.at, "threat", _threat_parts(source, e), event=e,
                ignored_note=unconfirmed_note if e.unconfirmed else None)
        elif e.type == "incoming_data":
            add(e.at, "incoming_data", [_Part("incoming_data")], ignored_note=solo_note)
        elif e.type == "data_transfer":
            parts = [_Part("data_transfer_header"), _Part("repeat"), _Part("data_transfer_in"),
                     _Part("count_5")]
            parts += [_Part(f"count_{n}", pace_from=3) for n in (4, 3, 2, 1)]
            parts += [_Part("beep", pace_from=3, cue="beep"), _Part("data_transfer_complete")]
            add(e.at, "data_transfer", _sequence(source, "data_transfer", parts),
                ignored_note=solo_note)
        elif e.type == "comms_down":
            add(e.at, "comms_down", [_Part("communications_down", cue="comms_down")],
                ignored_note=solo_note, event=e)
            add(e.at + float(e.duration or 0.0), "comms_restored",
                [_Part("communications_restored", cue="comms_up")], ignored_note=solo_note)
    last = len(timeline.phase_ends)
    for n, boundary in enumerate(timeline.phase_ends, start=1):
        stem = "operation" if n == last else f"{_ordinal(n)}_phase"
        phase_start = timeline.phase_ends[n - 2] if n > 1 else 0.0
        for before, clip_id in ((60, f"{stem}_ends_in_1_minute"), (20, f"{stem}_ends_in_20_seconds")):
            if boundary - before >= phase_start:  # no "one minute left" in a shorter phase
                add(boundary - before, "warning", [_Part(clip_id)])
        closing = "mission_complete" if n == last else f"{_ordinal(n)}_phase_ended"
        parts, want = _countdown_parts(source, f"{stem}_ends", f"{stem}_ends_in", closing,
                                       boundary)
        if n < last:
            begins = f"{_ordinal(n + 1)}_phase_begins"
            if not source.covered(begins):
                parts.append(_Part(begins))
        add(want, "countdown", parts)
    reqs.sort(key=lambda r: (r.want, r.order))
    return reqs


def _phase_at(timeline: Timeline, t: float) -> int:
    """The phase running at `t` (1-based); a boundary belongs to the next phase."""
    return 1 + sum(1 for end in timeline.phase_ends if t >= end)


def _alarm_clips(layout: _Layout, timeline: Timeline, source: ClipSource) -> list[ScheduledClip]:
    """Background alarm in every silence long enough, its level rising phase by phase."""
    busy = sorted([(c.at, c.end) for c in layout.clips] + layout.comms_windows)
    final = timeline.duration
    changes = sorted({*timeline.phase_ends[:-1], final - 60})
    gaps: list[tuple[float, float]] = []
    t = 0.0
    for start, end in busy:
        if start > t:
            gaps.append((t, start))
        t = max(t, end)
    out: list[ScheduledClip] = []
    for gap_start, gap_end in gaps:
        a, b = gap_start + ALARM_MARGIN_AFTER, min(gap_end - ALARM_MARGIN_BEFORE, final)
        cuts = [a, *(c for c in changes if a < c < b), b]
        for lo, hi in pairwise(cuts):
            if hi - lo < ALARM_MIN_GAP:
                continue
            level = (FINAL_MINUTE_ALARM if lo >= final - 60
                     else min(_phase_at(timeline, lo) - 1, FINAL_MINUTE_ALARM - 1))
            out.append(ScheduledClip(at=lo, clip=source.clip(f"red_alert_{level}"),
                                     layer="alarm", play_for=hi - lo))
    return out


def build_script(timeline: Timeline, source: ClipSource, players: int = 5) -> Script:
    """Lay out every clip of `timeline` for a crew of `players` (1-5)."""
    layout = _Layout(source, players)
    pending_down: list[tuple[int, TimelineEvent]] = []
    for req in _requests(timeline, source, players):
        start, end = layout.place(req)
        if req.kind == "comms_down":
            pending_down.append((len(layout.clips) - 1, req.event))  # type: ignore[arg-type]
        elif req.kind == "comms_restored" and pending_down:
            down_index, _ = pending_down.pop(0)
            noise_from = layout.clips[down_index].end
            if start > noise_from:
                layout.comms_windows.append((noise_from, start))
    noise = [ScheduledClip(at=a, clip=source.clip("white_noise"), layer="noise",
                           text=source.note("static"), play_for=b - a,
                           ignored=layout.players == 1)
             for a, b in layout.comms_windows]
    cues = [Cue(at=0.0, kind="phase", phase=1)]
    for n, boundary in enumerate(timeline.phase_ends[:-1], start=2):
        cues.append(Cue(at=float(boundary), kind="phase", phase=n))
    cues.append(Cue(at=float(timeline.duration), kind="round_end"))
    cues += layout.cues
    clips = layout.clips + noise + _alarm_clips(layout, timeline, source)
    layer_order = {"voice": 0, "noise": 1, "alarm": 2}
    clips.sort(key=lambda c: (c.at, layer_order[c.layer]))
    cues.sort(key=lambda c: c.at)
    return Script(timeline=timeline, lang=source.lang, players=players, clips=tuple(clips),
                  announcements=tuple(layout.announcements), cues=tuple(cues),
                  ending_clip=source.clip("mission_complete"))
