"""Every rule a mission timeline must satisfy to be playable.

`validate(timeline)` returns one readable problem per broken rule (an empty list
means the track can be played). The rules, and why (see docs/soundtracks.md):

Structure
  S1  2 or 3 phase boundaries (test runs have 2), increasing, the first after 0:00.
  S2  events in time order, at whole seconds, inside the action round.
Fields
  F1  a threat has T+1..T+8, a kind, a zone exactly when it is external.
  F2  a comms break lasts a positive whole number of seconds; other events
      carry no threat fields and no duration.
Threats (the players must be able to act on them)
  T1  threats are announced in phases 1 and 2 only: phase 3 is for data and noise.
  T2  T+1..T+3 are announced in phase 1 (their turns are planned there);
      T+5..T+8 in phase 2; T+4 in either (the Second Test Run announces it
      just after phase 1 ends). T+8 needs a third phase (turn 8 is planned in it).
  T3  threats come in increasing T+ order.
  T4  at most one external and one internal threat per T+n (two threats on
      one T+n only as a New Frontier double-action pair).
  T5  threat announcements start at least 20 s apart: the communications
      officer and security chief need the time to draw and place the card.
Speech
  O1  no two announcements overlap, given how long each is spoken
      (`spoken.SPOKEN_SECONDS`), the implied ones included: opening alert,
      one-minute and twenty-second warnings and countdowns. A comms break's
      noise counts as speech: announcing into it would be lost in the noise.
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise

from spacealert_tui.i18n import _
from spacealert_tui.mission.spoken import Span, describe_event, fmt_time, spoken_spans
from spacealert_tui.mission.timeline import Timeline, TimelineEvent

ZONES = ("red", "white", "blue")
KINDS = ("external", "internal")
EVENT_TYPES = ("threat", "incoming_data", "data_transfer", "comms_down")
MAX_TURN = 8
MIN_THREAT_GAP = 20


#: Rules whose breach makes a mission unplayable (a file breaking them is refused);
#: T5 and O1 are about speech that comes too close, which a player can live with
#: (the official Mission 3 has one such overlap).
BLOCKING_RULES = frozenset({"S1", "S2", "F1", "F2", "T1", "T2", "T3", "T4"})


@dataclass(frozen=True, slots=True)
class Problem:
    """One broken rule: its code (S1..O1), the message, and the event's index if any."""

    rule: str
    message: str
    index: int | None = None

    @property
    def blocking(self) -> bool:
        return self.rule in BLOCKING_RULES

    def __str__(self) -> str:
        return f"{self.rule}: {self.message}"


def validate(timeline: Timeline) -> list[str]:
    """All the rules above, one line per problem; [] when the timeline is playable."""
    return [str(problem) for problem in check(timeline)]


def check(timeline: Timeline) -> list[Problem]:
    """Like `validate`, with rule codes and event indexes (for file line numbers)."""
    problems = _structure(timeline)
    if problems:  # without sound boundaries the other rules mean nothing
        return problems
    problems += _order_and_range(timeline)
    for index, event in enumerate(timeline.events):
        problems += _fields(event, index)
    if problems:
        return problems
    problems += _threat_rules(timeline)
    problems += _overlaps(spoken_spans(timeline), timeline)
    return problems


def _is_whole(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and float(value).is_integer()


def _structure(timeline: Timeline) -> list[Problem]:
    ends = timeline.phase_ends
    if len(ends) not in (2, 3):
        return [Problem("S1", _("{n} phase boundaries (2 or 3 expected)").format(n=len(ends)))]
    if not all(_is_whole(e) for e in ends):
        return [Problem("S1", _("phase boundaries must be whole seconds"))]
    if ends[0] <= 0 or any(b <= a for a, b in pairwise(ends)):
        shown = ", ".join(fmt_time(e) for e in ends)
        return [Problem("S1", _("phase boundaries {times} do not increase from 0:00").format(times=shown))]
    return []


def _where(event: TimelineEvent) -> str:
    return _("{event} at {time}").format(event=describe_event(event), time=fmt_time(event.at))


def _order_and_range(timeline: Timeline) -> list[Problem]:
    problems = []
    final = timeline.phase_ends[-1]
    previous = None
    for index, event in enumerate(timeline.events):
        if not _is_whole(event.at):
            problems.append(Problem("S2", _("{type} at {time} s: times are whole seconds").format(
                type=event.type, time=repr(event.at)), index))
            continue
        if not 0 <= event.at < final:
            problems.append(Problem(
                "S2", _("{event} is outside the action round (0:00-{end})").format(
                    event=_where(event), end=fmt_time(final)), index))
        if previous is not None and event.at < previous.at:
            problems.append(Problem("S2", _("{event} is listed after {previous}").format(
                event=_where(event), previous=_where(previous)), index))
        previous = event
    return problems


def _fields(event: TimelineEvent, index: int) -> list[Problem]:
    at = fmt_time(event.at) if _is_whole(event.at) else repr(event.at)
    problems: list[Problem] = []

    def add(rule: str, message: str) -> None:
        problems.append(Problem(rule, message, index))

    if event.type not in EVENT_TYPES:
        add("F2", _("event at {time}: unknown type {type}").format(time=at, type=repr(event.type)))
    elif event.type == "threat":
        where = _("threat at {time}").format(time=at)
        turn = event.turn
        if not (isinstance(turn, int) and not isinstance(turn, bool) and 1 <= turn <= MAX_TURN):
            add("F1", _("{where}: turn {turn} is not 1..{last}").format(where=where, turn=repr(turn), last=MAX_TURN))
        if event.kind not in KINDS:
            add("F1", _("{where}: kind {kind} is not external or internal").format(where=where, kind=repr(event.kind)))
        elif event.kind == "external" and event.zone not in ZONES:
            add("F1", _("{where}: an external threat needs a zone (red, white, blue), not {zone}").format(
                where=where, zone=repr(event.zone)))
        elif event.kind == "internal" and event.zone is not None:
            add("F1", _("{where}: an internal threat has no zone").format(where=where))
        if not isinstance(event.serious, bool) or not isinstance(event.unconfirmed, bool):
            add("F1", _("{where}: serious and unconfirmed are true or false").format(where=where))
        if event.duration is not None:
            add("F2", _("{where}: only a comms break has a duration").format(where=where))
    else:
        where = _("{event} at {time}").format(
            event=_("comms break") if event.type == "comms_down" else describe_event(event), time=at)
        for name in ("turn", "kind", "zone"):
            if getattr(event, name) is not None:
                add("F2", _("{where}: {field} belongs to threats only").format(where=where, field=name))
        if event.serious or event.unconfirmed:
            add("F2", _("{where}: serious and unconfirmed belong to threats only").format(where=where))
        if event.type == "comms_down":
            if not (event.duration is not None and _is_whole(event.duration) and event.duration > 0):
                add("F2", _("{where}: duration {duration} is not a positive whole number of seconds").format(
                    where=where, duration=repr(event.duration)))
        elif event.duration is not None:
            add("F2", _("{where}: only a comms break has a duration").format(where=where))
    return problems


def _threat_rules(timeline: Timeline) -> list[Problem]:
    problems: list[Problem] = []
    index_of = {id(event): i for i, event in enumerate(timeline.events)}

    def add(rule: str, message: str, event: TimelineEvent) -> None:
        problems.append(Problem(rule, message, index_of[id(event)]))

    phases = len(timeline.phase_ends)
    seen: set[tuple[int, str]] = set()
    previous: TimelineEvent | None = None
    for threat in timeline.threats:
        where = _where(threat)
        phase = timeline.phase_at(threat.at)
        turn = threat.turn or 0
        if phase > 2:
            add("T1", _("{event} is announced in phase {phase}; threats come in phases 1 and 2").format(
                event=where, phase=phase), threat)
        elif turn <= 3 and phase != 1:
            add("T2", _("{event} is announced in phase {phase}, after turn {turn} was planned").format(
                event=where, phase=phase, turn=turn), threat)
        elif turn >= 5 and phase != 2:
            add("T2", _("{event} is announced in phase {phase}; T+5..T+8 come in phase 2").format(
                event=where, phase=phase), threat)
        if turn == 8 and phases < 3:
            add("T2", _("{event}: a two-phase track has no turn 8").format(event=where), threat)
        if previous is not None:
            if turn < (previous.turn or 0):
                add("T3", _("{event} comes after {previous}").format(event=where, previous=_where(previous)),
                    threat)
            if threat.at - previous.at < MIN_THREAT_GAP:
                add("T5", _("{event} starts {gap} s after {previous} (at least {n} s apart)").format(
                    event=where, gap=f"{threat.at - previous.at:g}", previous=_where(previous),
                    n=MIN_THREAT_GAP), threat)
        key = (turn, str(threat.kind))
        if key in seen:
            add("T4", _("{event} is the second {kind} threat on T+{turn}").format(
                event=where, kind=_(str(threat.kind)) if threat.kind else threat.kind, turn=turn), threat)
        seen.add(key)
        previous = threat
    return problems


def _overlaps(spans: list[Span], timeline: Timeline) -> list[Problem]:
    problems = []
    index_of = {id(event): i for i, event in enumerate(timeline.events)}
    for i, span in enumerate(spans):
        for other in spans[i + 1:]:
            if other.start >= span.end:
                break
            culprit = other.event or span.event
            problems.append(Problem(
                "O1", _("{what} ({start}-{end}) talks over {other} ({other_start}-{other_end})").format(
                    what=other.what, start=fmt_time(other.start), end=fmt_time(other.end), other=span.what,
                    other_start=fmt_time(span.start), other_end=fmt_time(span.end)),
                index_of.get(id(culprit)) if culprit is not None else None))
    return problems
