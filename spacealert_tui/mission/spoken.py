"""How long each announcement holds the voice channel, and what a timeline speaks when.

The ship's computer has one voice: two announcements must never talk over each
other, or the crew misses a threat. This module is the single table of how long
each announcement is assumed to last (`SPOKEN_SECONDS`), and `spoken_spans()`
which turns a timeline into the list of time spans it speaks, including the
implied ones (the opening alert, the phase-end warnings and countdowns).

The estimates come from the clip lengths measured in the fan clip set
(docs/reference/soundtracks.md §1.3), rounded up, and are checked
against the official tracks: every official track but one (Mission 3, see
docs/soundtracks.md) fits them without an overlap.
"""
from __future__ import annotations

from dataclasses import dataclass

from spacealert_tui.i18n import N_, _
from spacealert_tui.mission.timeline import Timeline, TimelineEvent

#: Seconds each announcement occupies, from its start (conservative estimates).
SPOKEN_SECONDS: dict[str, float] = {
    # "Alert. Enemy activity detected. Please begin first phase." (clip 6.6 s)
    "begin": 10,
    # "[Unconfirmed report.] Time T plus n. Serious internal threat. Repeat. ..."
    # assembled from clips: 10.3 s (normal external) to 13.6 s (unconfirmed serious internal)
    "threat": 15,
    # "Incoming data. Repeat." (4.7 s)
    "incoming_data": 10,
    # "Data transfer. Repeat. Data transfer in 5, 4, 3, 2, 1 <beep>. Data transfer complete." (13.1 s)
    "data_transfer": 15,
    # A comms break speaks "Communications system down" at its start, noise for its
    # duration, then "Communications restored" (2.1 s): duration + this many seconds.
    "comms_down_extra": 5,
    # "First phase ends in one minute." at boundary - 60 (3.0 s)
    "warning_one_minute": 5,
    # "First phase ends in twenty seconds." at boundary - 20 (3.1-3.3 s)
    "warning_twenty_seconds": 5,
    # "... ends in 5, 4, 3, 2, 1. ... ended. Begin second phase." starts this many
    # seconds before the boundary (flash-code convention) ...
    "countdown_before": 7,
    # ... and is over this many seconds after it: three official base tracks
    # speak again 5 s after a boundary, so the countdown must fit in 12 s.
    "countdown_after": 5,
    # the final "... Mission complete. Jumping to hyperspace." runs on a little
    # longer; nothing is spoken after it anyway.
    "final_countdown_after": 7,
}

ONE_MINUTE = 60
TWENTY_SECONDS = 20


@dataclass(frozen=True, slots=True)
class Span:
    """One stretch of speech (or comms noise): `start` <= t < `end`.

    `what` names it for messages ("threat T+3", "phase 1 countdown"), in the language
    installed when the span was made; `event` is
    the timeline event it comes from, or None for implied announcements.
    """

    start: float
    end: float
    what: str
    event: TimelineEvent | None = None

    def overlaps(self, other: Span) -> bool:
        return self.start < other.end and other.start < self.end


def event_seconds(event: TimelineEvent) -> float:
    """How long `event` holds the voice channel."""
    if event.type == "comms_down":
        return float(event.duration or 0) + SPOKEN_SECONDS["comms_down_extra"]
    return SPOKEN_SECONDS[event.type]


def describe_event(event: TimelineEvent) -> str:
    """A short name for messages, in the crew's language: 'threat T+3', 'data transfer',
    'comms down 15 s'."""
    if event.type == "threat":
        return _("threat T+{turn}").format(turn=event.turn)
    if event.type == "comms_down":
        return _("comms down {seconds} s").format(seconds=fmt_duration(event.duration))
    if event.type in EVENT_NAMES:
        return _(EVENT_NAMES[event.type])
    return event.type.replace("_", " ")


#: The other announcements' names (timeline event types stay English in the files).
EVENT_NAMES = {"incoming_data": N_("incoming data"), "data_transfer": N_("data transfer")}


def fixed_spans(phase_ends: tuple[float, ...] | list[float]) -> list[Span]:
    """The announcements every track makes: the opening alert, and for each
    boundary the one-minute and twenty-second warnings and the countdown."""
    spans = [Span(0, SPOKEN_SECONDS["begin"], _("opening alert"))]
    last = len(phase_ends)
    for number, end in enumerate(phase_ends, start=1):
        final = number == last
        after = SPOKEN_SECONDS["final_countdown_after" if final else "countdown_after"]
        warning = (_("operation one-minute warning") if final
                   else _("phase {number} one-minute warning").format(number=number))
        short = (_("operation twenty-second warning") if final
                 else _("phase {number} twenty-second warning").format(number=number))
        countdown = (_("operation countdown") if final
                     else _("phase {number} countdown").format(number=number))
        spans += [
            Span(end - ONE_MINUTE, end - ONE_MINUTE + SPOKEN_SECONDS["warning_one_minute"], warning),
            Span(end - TWENTY_SECONDS, end - TWENTY_SECONDS + SPOKEN_SECONDS["warning_twenty_seconds"], short),
            Span(end - SPOKEN_SECONDS["countdown_before"], end + after, countdown),
        ]
    return spans


def event_span(event: TimelineEvent) -> Span:
    return Span(event.at, event.at + event_seconds(event), describe_event(event), event)


def spoken_spans(timeline: Timeline) -> list[Span]:
    """Every span the timeline speaks, implied announcements included, sorted by start."""
    spans = fixed_spans(timeline.phase_ends) + [event_span(e) for e in timeline.events]
    return sorted(spans, key=lambda s: (s.start, s.end))


def fmt_time(seconds: float) -> str:
    """Seconds as m:ss (the way the CD script cards and flash code count)."""
    whole = round(seconds)
    sign = "-" if whole < 0 else ""
    minutes, secs = divmod(abs(whole), 60)
    return f"{sign}{minutes}:{secs:02d}"


def fmt_duration(seconds: object) -> str:
    """12, 7.5; what is not a number (a hand-written file's "1.5", say, which the
    validator is about to report) as written."""
    if seconds is None:
        return "?"
    if isinstance(seconds, int) and not isinstance(seconds, bool):
        return str(seconds)
    if isinstance(seconds, float):
        return str(int(seconds)) if seconds.is_integer() else f"{seconds:g}"
    return str(seconds)
