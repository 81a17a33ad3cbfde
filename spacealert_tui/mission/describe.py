"""A timeline in words: what `spacealert mission show ID` prints.

Like the CD's script cards: each phase, and each announcement at its m:ss in
the English words of the fan clip sets (docs/reference/soundtracks.md §1.2), the implied ones
(opening alert, warnings, countdowns) included, then a one-line summary.
"""
from __future__ import annotations

from spacealert_tui.mission.spoken import fmt_duration, fmt_time
from spacealert_tui.mission.timeline import Timeline, TimelineEvent
from spacealert_tui.rules.words import plural

ORDINALS = ("first", "second", "third")
TURNS_PLANNED = {1: "1-3", 2: "4-7", 3: "8-12"}


def announcement(event: TimelineEvent) -> str:
    """The words of one announcement (comms breaks: the words that open them)."""
    if event.type == "threat":
        kind = ("Serious " if event.serious else "") + ("internal threat" if event.kind == "internal" else "threat")
        words = f"Time T plus {event.turn}. {kind[0].upper()}{kind[1:]}."
        if event.kind == "external":
            words += f" Zone {event.zone}."
        return "Alert. " + ("Unconfirmed report. " if event.unconfirmed else "") + words + " Repeat."
    if event.type == "incoming_data":
        return "Incoming data. Repeat."
    if event.type == "data_transfer":
        return "Data transfer. Data transfer in 5, 4, 3, 2, 1 - beep. Data transfer complete."
    if event.type == "comms_down":
        return f"Communications system down... (no talking for {fmt_duration(event.duration)} s)"
    return event.type


def _phase_lines(number: int, end: float, final: bool) -> list[tuple[float, str]]:
    name = "Operation" if final else f"{ORDINALS[number - 1].capitalize()} phase"
    if final:
        countdown = "Operation ends in 5, 4, 3, 2, 1. Mission complete. Jumping to hyperspace."
    else:
        countdown = (f"{name} ends in 5, 4, 3, 2, 1. {name} ended. "
                     f"{ORDINALS[number].capitalize()} phase begins.")
    return [(end - 60, f"{name} ends in one minute."),
            (end - 20, f"{name} ends in twenty seconds."),
            (end, countdown)]


def describe(timeline: Timeline, problems: list[str] | None = None) -> str:
    """The whole timeline as text, phase by phase; `problems` are listed at the end."""
    ends = timeline.phase_ends
    lines = [f"{timeline.title}  [{timeline.id}]  {fmt_time(timeline.duration)}, {len(ends)} phases"]
    for number, end in enumerate(ends, start=1):
        start = timeline.phase_start(number)
        lines.append("")
        lines.append(f"Phase {number}  {fmt_time(start)}-{fmt_time(end)}  "
                     f"(plan turns {TURNS_PLANNED[number]})")
        entries: list[tuple[float, int, str]] = []
        if number == 1:
            entries.append((0, 0, "Alert. Enemy activity detected. Please begin first phase."))
        for event in timeline.events:
            if timeline.phase_at(event.at) == number:
                entries.append((event.at, 1, announcement(event)))
                if event.type == "comms_down":
                    entries.append((event.at + (event.duration or 0), 1, "... Communications restored."))
        entries += [(at, 2, text) for at, text in _phase_lines(number, end, number == len(ends))]
        for at, _, text in sorted(entries, key=lambda e: (e[0], e[1])):
            lines.append(f"  {fmt_time(at):>5}  {text}")
    lines += ["", summary(timeline)]
    if problems:
        lines.append("Notes:")
        lines += [f"  {problem}" for problem in problems]
    return "\n".join(lines)


def summary(timeline: Timeline) -> str:
    threats = timeline.threats
    confirmed = sum(t.points for t in threats if not t.unconfirmed)
    unconfirmed = sum(t.points for t in threats if t.unconfirmed)
    serious = sum(t.serious for t in threats)
    internal = sum(t.kind == "internal" for t in threats)
    count = {kind: sum(e.type == kind for e in timeline.events) for kind in ("incoming_data", "data_transfer")}
    breaks = [e.duration or 0 for e in timeline.events if e.type == "comms_down"]
    return (f"{plural(len(threats), '{n} threat', '{n} threats')} ({confirmed} + {unconfirmed} "
            f"unconfirmed points; {serious} serious, {internal} internal), "
            f"{count['incoming_data']} incoming data, "
            f"{plural(count['data_transfer'], '{n} data transfer', '{n} data transfers')}, "
            f"{plural(len(breaks), '{n} comms break', '{n} comms breaks')} "
            f"({fmt_duration(sum(breaks))} s)")
