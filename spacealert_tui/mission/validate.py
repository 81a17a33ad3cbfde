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
        return [Problem("S1", f"{len(ends)} phase boundaries (2 or 3 expected)")]
    if not all(_is_whole(e) for e in ends):
        return [Problem("S1", "phase boundaries must be whole seconds")]
    if ends[0] <= 0 or any(b <= a for a, b in pairwise(ends)):
        shown = ", ".join(fmt_time(e) for e in ends)
        return [Problem("S1", f"phase boundaries {shown} do not increase from 0:00")]
    return []


def _where(event: TimelineEvent) -> str:
    return f"{describe_event(event)} at {fmt_time(event.at)}"


def _order_and_range(timeline: Timeline) -> list[Problem]:
    problems = []
    final = timeline.phase_ends[-1]
    previous = None
    for index, event in enumerate(timeline.events):
        if not _is_whole(event.at):
            problems.append(Problem("S2", f"{event.type} at {event.at!r} s: times are whole seconds", index))
            continue
        if not 0 <= event.at < final:
            problems.append(Problem(
                "S2", f"{_where(event)} is outside the action round (0:00-{fmt_time(final)})", index))
        if previous is not None and event.at < previous.at:
            problems.append(Problem("S2", f"{_where(event)} is listed after {_where(previous)}", index))
        previous = event
    return problems


def _fields(event: TimelineEvent, index: int) -> list[Problem]:
    at = fmt_time(event.at) if _is_whole(event.at) else repr(event.at)
    problems: list[Problem] = []

    def add(rule: str, message: str) -> None:
        problems.append(Problem(rule, message, index))

    if event.type not in EVENT_TYPES:
        add("F2", f"event at {at}: unknown type {event.type!r}")
    elif event.type == "threat":
        where = f"threat at {at}"
        turn = event.turn
        if not (isinstance(turn, int) and not isinstance(turn, bool) and 1 <= turn <= MAX_TURN):
            add("F1", f"{where}: turn {turn!r} is not 1..{MAX_TURN}")
        if event.kind not in KINDS:
            add("F1", f"{where}: kind {event.kind!r} is not external or internal")
        elif event.kind == "external" and event.zone not in ZONES:
            add("F1", f"{where}: an external threat needs a zone (red, white, blue), not {event.zone!r}")
        elif event.kind == "internal" and event.zone is not None:
            add("F1", f"{where}: an internal threat has no zone")
        if not isinstance(event.serious, bool) or not isinstance(event.unconfirmed, bool):
            add("F1", f"{where}: serious and unconfirmed are true or false")
        if event.duration is not None:
            add("F2", f"{where}: only a comms break has a duration")
    else:
        where = f"{'comms break' if event.type == 'comms_down' else describe_event(event)} at {at}"
        for name in ("turn", "kind", "zone"):
            if getattr(event, name) is not None:
                add("F2", f"{where}: {name} belongs to threats only")
        if event.serious or event.unconfirmed:
            add("F2", f"{where}: serious and unconfirmed belong to threats only")
        if event.type == "comms_down":
            if not (event.duration is not None and _is_whole(event.duration) and event.duration > 0):
                add("F2", f"{where}: duration {event.duration!r} is not a positive whole number of seconds")
        elif event.duration is not None:
            add("F2", f"{where}: only a comms break has a duration")
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
            add("T1", f"{where} is announced in phase {phase}; threats come in phases 1 and 2", threat)
        elif turn <= 3 and phase != 1:
            add("T2", f"{where} is announced in phase {phase}, after turn {turn} was planned", threat)
        elif turn >= 5 and phase != 2:
            add("T2", f"{where} is announced in phase {phase}; T+5..T+8 come in phase 2", threat)
        if turn == 8 and phases < 3:
            add("T2", f"{where}: a two-phase track has no turn 8", threat)
        if previous is not None:
            if turn < (previous.turn or 0):
                add("T3", f"{where} comes after {_where(previous)}", threat)
            if threat.at - previous.at < MIN_THREAT_GAP:
                add("T5", f"{where} starts {threat.at - previous.at:g} s after "
                          f"{_where(previous)} (at least {MIN_THREAT_GAP} s apart)", threat)
        key = (turn, str(threat.kind))
        if key in seen:
            add("T4", f"{where} is the second {threat.kind} threat on T+{turn}", threat)
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
                "O1", f"{other.what} ({fmt_time(other.start)}-{fmt_time(other.end)}) talks over "
                      f"{span.what} ({fmt_time(span.start)}-{fmt_time(span.end)})",
                index_of.get(id(culprit)) if culprit is not None else None))
    return problems
