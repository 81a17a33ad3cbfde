"""Flash code: the one-line mission format the fan tools exchange (docs/reference/soundtracks.md §6).

A mission is a comma-separated list of tokens `<time><code>`; the time is
minutes (no padding) followed by two digits of seconds (`010` = 0:10,
`1035` = 10:35, and `960` = 10:00 as some transcriptions write it). Codes:

    AL<n><T|ST|IT|SIT>[R|W|B]   threat at T+n (zone only for external threats)
    UR...                       the same, as an unconfirmed report
    ID / DT                     incoming data / data transfer
    CS<seconds>                 communications down for that long
    PE<phase>                   phase boundary (its warnings and countdown are implied);
                                the last one ends the operation

`to_flash(from_flash(code)) == code` for every canonical code (time-ordered,
seconds below 60), and `from_flash(to_flash(t))` gives back `t`'s boundaries and
events, so official tracks survive the round trip unchanged.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from spacealert_tui.errors import UserError
from spacealert_tui.i18n import _, ngettext
from spacealert_tui.mission.timeline import ThreatKind, Timeline, TimelineEvent, ZoneName
from spacealert_tui.mission.validate import check

_ZONE_LETTERS: dict[str, ZoneName] = {"R": "red", "W": "white", "B": "blue"}
_LETTER_OF_ZONE = {zone: letter for letter, zone in _ZONE_LETTERS.items()}
_THREAT_TYPES: dict[str, tuple[ThreatKind, bool]] = {"T": ("external", False), "ST": ("external", True),
                                                    "IT": ("internal", False), "SIT": ("internal", True)}
_TOKEN = re.compile(r"(?P<time>\d+)(?P<code>.*)", re.S)
_THREAT = re.compile(r"(?P<prefix>AL|UR)(?P<turn>\d)(?P<type>SIT|IT|ST|T)(?P<zone>[A-Z]?)")
_COMMS = re.compile(r"CS(?P<seconds>\d{1,4})")
# MartinAltmayer's tool can also spell out the implied warnings as PE<n>-60 / PE<n>-20.
_PHASE = re.compile(r"PE(?P<phase>\d)(?P<warning>-60|-20)?")


def to_flash(timeline: Timeline) -> str:
    """The flash code of `timeline` (events in their order, boundaries merged in by time)."""
    tokens: list[str] = []
    ends = list(timeline.phase_ends)
    phase = 0
    for event in timeline.events:
        while phase < len(ends) and ends[phase] <= event.at:
            tokens.append(f"{_time(ends[phase])}PE{phase + 1}")
            phase += 1
        tokens.append(_time(event.at) + _event_code(event))
    for number in range(phase, len(ends)):
        tokens.append(f"{_time(ends[number])}PE{number + 1}")
    return ",".join(tokens)


def _time(seconds: float) -> str:
    if not float(seconds).is_integer() or seconds < 0:
        raise ValueError(f"flash code holds whole, non-negative seconds, not {seconds!r}")
    minutes, secs = divmod(int(seconds), 60)
    return f"{minutes}{secs:02d}"


def _event_code(event: TimelineEvent) -> str:
    if event.type == "threat":
        kind = ("S" if event.serious else "") + ("IT" if event.kind == "internal" else "T")
        zone = _LETTER_OF_ZONE[event.zone] if event.kind == "external" and event.zone else ""
        return f"{'UR' if event.unconfirmed else 'AL'}{event.turn}{kind}{zone}"
    if event.type == "incoming_data":
        return "ID"
    if event.type == "data_transfer":
        return "DT"
    if event.type == "comms_down":
        duration = event.duration or 0
        if not float(duration).is_integer():
            raise ValueError(f"flash code holds whole seconds, not a {duration!r} s comms break")
        return f"CS{int(duration)}"
    raise ValueError(f"no flash code for event type {event.type!r}")


def from_flash(code: str, *, id: str = "imported", title: str = "Imported mission",
               source: str | None = None, strict: bool = True) -> Timeline:
    """Parse flash code into a timeline; malformed code raises `UserError`.

    The error names `source` (a file name, if the code came from one), the
    token's number and character offset, the token and what is wrong with it.
    Whitespace around tokens is ignored and codes may be in lower case. With
    `strict`, a mission that breaks a blocking rule of `validate` (a T+2 threat
    announced in phase 2, two internal threats on one T+n, ...) is refused too.
    """
    events: list[TimelineEvent] = []
    where: list[str] = []  # "flash code token N 'TOKEN' at character C", per event
    ends: list[int] = []
    last_time = -1
    offset = 0
    tokens = code.split(",")
    if tokens and not tokens[-1].strip() and len(tokens) > 1:
        tokens.pop()  # one trailing comma is harmless
    for number, raw in enumerate(tokens, start=1):
        start = offset + (len(raw) - len(raw.lstrip()))
        offset += len(raw) + 1
        token = raw.strip()

        def fail(problem: str) -> UserError:
            # called in the iteration that defines it: the loop variables are this token's
            shown = f" {token[:24]!r}{'…' if len(token) > 24 else ''}" if token else ""  # noqa: B023
            return UserError(problem, file=source,
                             field=_("flash code token {n}{token} at character {start}").format(
                                 n=number, token=shown, start=start))  # noqa: B023

        if not token:
            raise fail(_("empty token (two commas in a row?)"))
        match = _TOKEN.fullmatch(token)
        if match is None:
            raise fail(_("a token starts with its time: minutes then two digits of seconds, e.g. 135 for 1:35"))
        digits, body = match["time"], match["code"].upper()
        if len(digits) < 3:
            raise fail(_("time {time} is too short: write minutes then two digits of seconds (0:10 is 010)").format(
                time=repr(digits)))
        if len(digits) > 4:
            raise fail(_("time {time}… is too long: a mission lasts minutes (14:30 is 1430)").format(
                time=repr(digits[:8])))
        minutes, seconds = int(digits[:-2]), int(digits[-2:])
        if seconds > 60:
            raise fail(_("time {time} has {seconds} seconds").format(time=repr(digits), seconds=seconds))
        at = minutes * 60 + seconds
        if ends and len(ends) >= 3:
            raise fail(_("nothing can follow the end of phase 3"))
        if at < last_time:
            raise fail(_("time {time} goes back in time").format(time=f"{at // 60}:{at % 60:02d}"))
        phase = _PHASE.fullmatch(body)
        if phase is not None:
            if phase["warning"]:
                continue  # the implied warnings, spelled out: nothing to keep
            expected = len(ends) + 1
            if int(phase["phase"]) != expected:
                raise fail(_("phase end PE{found} where PE{expected} was expected").format(
                    found=phase["phase"], expected=expected))
            if at == 0 or (ends and at <= ends[-1]):
                raise fail(_("a phase must last some time"))
            ends.append(at)
            last_time = at
            continue
        events.append(_parse_event(body, at, fail))
        where.append(_("flash code token {n}{token} at character {start}").format(
            n=number, token=f" {token!r}", start=start))
        last_time = at
    if len(ends) < 2:
        raise UserError(ngettext("the code ends after {n} phase end; a mission has PE1, PE2 and usually PE3",
                                 "the code ends after {n} phase ends; a mission has PE1, PE2 and usually PE3",
                                 len(ends)).format(n=len(ends)), file=source, field=_("flash code"))
    if events and events[-1].at >= ends[-1]:
        raise UserError(_("an event comes after the last phase end"), file=source, field=_("flash code"))
    timeline = Timeline(id=id, title=title, phase_ends=tuple(ends), events=tuple(events))
    if strict:
        for problem in check(timeline):
            if problem.blocking:
                field = where[problem.index] if problem.index is not None else _("flash code")
                raise UserError(problem.message, file=source, field=field)
    return timeline


def _parse_event(body: str, at: int, fail: Callable[[str], UserError]) -> TimelineEvent:
    if body == "ID":
        return TimelineEvent(at=at, type="incoming_data")
    if body == "DT":
        return TimelineEvent(at=at, type="data_transfer")
    comms = _COMMS.fullmatch(body)
    if comms is not None:
        seconds = int(comms["seconds"])
        if seconds <= 0:
            raise fail(_("a communications break lasts at least 1 second"))
        return TimelineEvent(at=at, type="comms_down", duration=seconds)
    threat = _THREAT.fullmatch(body)
    if threat is None:
        raise fail(_("unknown event code {code} (expected AL/UR threat, ID, DT, CS<seconds> or PE<phase>)").format(
            code=repr(body)))
    turn = int(threat["turn"])
    if not 1 <= turn <= 8:
        raise fail(_("T+{turn}: threats come at T+1 to T+8").format(turn=turn))
    kind, serious = _THREAT_TYPES[threat["type"]]
    letter = threat["zone"]
    if kind == "external":
        if letter not in _ZONE_LETTERS:
            raise fail(_("an external threat needs a zone R, W or B, not {letter}").format(letter=repr(letter))
                       if letter else _("an external threat needs a zone R, W or B"))
        zone = _ZONE_LETTERS[letter]
    else:
        if letter:
            raise fail(_("an internal threat has no zone (found {letter})").format(letter=repr(letter)))
        zone = None
    return TimelineEvent(at=at, type="threat", turn=turn, kind=kind, zone=zone,
                         serious=serious, unconfirmed=threat["prefix"] == "UR")
