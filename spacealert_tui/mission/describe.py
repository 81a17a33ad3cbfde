"""A timeline in words: what `spacealert mission show ID` prints.

Like the CD's script cards: each phase, and each announcement at its m:ss in
the words of the fan clip sets (docs/reference/soundtracks.md §1.2), said in the crew's
language, the implied ones (opening alert, warnings, countdowns) included, then a
one-line summary.
"""
from __future__ import annotations

from collections.abc import Sequence

from spacealert_tui.i18n import N_, _, ngettext
from spacealert_tui.mission.spoken import fmt_duration, fmt_time
from spacealert_tui.mission.timeline import Timeline, TimelineEvent
from spacealert_tui.mission.titles import shown_title
from spacealert_tui.rules.text import tr

#: the phases by number as the announcements name them, and the one that ends the mission
PHASE_NAMES = (N_("First phase"), N_("Second phase"), N_("Third phase"))
OPERATION = N_("Operation")
TURNS_PLANNED = {1: "1-3", 2: "4-7", 3: "8-12"}


def _threat_kind(event: TimelineEvent) -> str:
    if event.serious:
        return _("Serious internal threat.") if event.kind == "internal" else _("Serious threat.")
    return _("Internal threat.") if event.kind == "internal" else _("Threat.")


def announcement(event: TimelineEvent) -> str:
    """The words of one announcement (comms breaks: the words that open them), in the
    crew's language (the soundtrack itself speaks English)."""
    if event.type == "threat":
        words = [_("Alert.")]
        if event.unconfirmed:
            words.append(_("Unconfirmed report."))
        words += [_("Time T plus {turn}.").format(turn=event.turn), _threat_kind(event)]
        if event.kind == "external":
            words.append(_("Zone {zone}.").format(zone=tr(event.zone, "zone")))
        return " ".join(words + [_("Repeat.")])
    if event.type == "incoming_data":
        return _("Incoming data. Repeat.")
    if event.type == "data_transfer":
        return _("Data transfer. Data transfer in 5, 4, 3, 2, 1 - beep. Data transfer complete.")
    if event.type == "comms_down":
        return _("Communications system down... (no talking for {seconds} s)").format(
            seconds=fmt_duration(event.duration))
    return event.type


def _phase_lines(number: int, end: float, final: bool) -> list[tuple[float, str]]:
    name = _(OPERATION) if final else _(PHASE_NAMES[number - 1])
    if final:
        countdown = _("Operation ends in 5, 4, 3, 2, 1. Mission complete. Jumping to hyperspace.")
    else:
        countdown = _("{phase} ends in 5, 4, 3, 2, 1. {phase} ended. {next} begins.").format(
            phase=name, next=_(PHASE_NAMES[number]))
    return [(end - 60, _("{phase} ends in one minute.").format(phase=name)),
            (end - 20, _("{phase} ends in twenty seconds.").format(phase=name)),
            (end, countdown)]


def describe(timeline: Timeline, problems: list[str] | None = None,
             said: Sequence[tuple[float, str]] | None = None) -> str:
    """The whole timeline as text, phase by phase; `problems` are listed at the end.

    `said`: the round's subtitles, (second, words) (`audio.catalogue.subtitles`), listed in
    place of this module's own wording so that the page reads as the round shows it.
    """
    ends = timeline.phase_ends
    lines = [f"{shown_title(timeline.title)}  [{timeline.id}]  {fmt_time(timeline.duration)}, "
             + ngettext("{n} phase", "{n} phases", len(ends)).format(n=len(ends))]
    for number, end in enumerate(ends, start=1):
        start = timeline.phase_start(number)
        lines.append("")
        lines.append(_("Phase {number}  {start}-{end}  (plan turns {turns})").format(
            number=number, start=fmt_time(start), end=fmt_time(end), turns=TURNS_PLANNED[number]))
        entries: list[tuple[float, int, str]] = []
        if said is not None:
            entries += [(at, 0, text) for at, text in said if timeline.phase_at(at) == number]
        elif number == 1:
            entries.append((0, 0, _("Alert. Enemy activity detected. Please begin first phase.")))
        for event in timeline.events if said is None else ():
            if timeline.phase_at(event.at) == number:
                entries.append((event.at, 1, announcement(event)))
                if event.type == "comms_down":
                    entries.append((event.at + (event.duration or 0), 1, _("... Communications restored.")))
        if said is None:
            entries += [(at, 2, text) for at, text in _phase_lines(number, end, number == len(ends))]
        for at, __, text in sorted(entries, key=lambda e: (e[0], e[1])):
            lines.append(f"  {fmt_time(at):>5}  {text}")
    lines += ["", summary(timeline)]
    if problems:
        lines.append(_("Notes:"))
        lines += [f"  {problem}" for problem in problems]
    return "\n".join(lines)


def serious_words(n: int) -> str:
    """"{n} serious" with the noun's number in Spanish and Portuguese (1 grave, 2 graves);
    none is said in words (ninguna grave, nenhuma grave), not "0 graves"."""
    if n == 0:
        return _("no serious")
    return ngettext("{n} serious", "{n} serious", n).format(n=n)


def internal_words(n: int) -> str:
    """"{n} internal" with the noun's number in Spanish and Portuguese (1 interna, 2 internas);
    none is said in words (ninguna interna, nenhuma interna)."""
    if n == 0:
        return _("no internal")
    return ngettext("{n} internal", "{n} internal", n).format(n=n)


def summary(timeline: Timeline) -> str:
    threats = timeline.threats
    confirmed = sum(t.points for t in threats if not t.unconfirmed)
    unconfirmed = sum(t.points for t in threats if t.unconfirmed)
    serious = sum(t.serious for t in threats)
    internal = sum(t.kind == "internal" for t in threats)
    count = {kind: sum(e.type == kind for e in timeline.events) for kind in ("incoming_data", "data_transfer")}
    breaks = [e.duration or 0 for e in timeline.events if e.type == "comms_down"]
    parts = [
        ngettext("{n} threat", "{n} threats", len(threats)).format(n=len(threats)) + " "
        + _("({confirmed} + {unconfirmed} unconfirmed points; {serious}, {internal})").format(
            confirmed=confirmed, unconfirmed=unconfirmed, serious=serious_words(serious),
            internal=internal_words(internal)),
        _("{n} incoming data").format(n=count["incoming_data"]),
        ngettext("{n} data transfer", "{n} data transfers", count["data_transfer"]).format(n=count["data_transfer"]),
        ngettext("{n} comms break", "{n} comms breaks", len(breaks)).format(n=len(breaks))
        + f" ({fmt_duration(sum(breaks))} s)",
    ]
    return ", ".join(parts)
