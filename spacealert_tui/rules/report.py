"""A resolution in plain text: the turn-by-turn trace and the summary of the result.

Shared by `spacealert resolve` and the app's resolution screen, so both say the same
words; plain strings, no styling, so any front end can print or wrap them. The words are those
of the language installed in `rules.text` (English unless a front end installs another).
"""
from __future__ import annotations

from spacealert_tui.rules import Resolution
from spacealert_tui.rules.events import STEP_NAMES, StepBegan
from spacealert_tui.rules.result import Result
from spacealert_tui.rules.text import N_, _, tr
from spacealert_tui.rules.words import tile_words


def trace_text(resolution: Resolution) -> str:
    """One plain line per event, under a sentence naming its turn and step.

    Read aloud by a screen reader as well as on screen: no rules or arrows, no step
    left empty (a turn in which nothing happens says so in one line), each line a
    sentence ending in a full stop.
    """
    lines: list[str] = []
    turns: list[tuple[int, list[tuple[str, list[str]]]]] = []
    for event in resolution.events:
        if isinstance(event, StepBegan):
            if not turns or turns[-1][0] != event.turn:
                turns.append((event.turn, []))
            turns[-1][1].append((event.step, []))
        elif turns:
            turns[-1][1][-1][1].append(sentence(str(event)))
        else:               # an event before any step: kept rather than lost
            lines.append(sentence(str(event)))
    for turn, steps in turns:
        if lines:
            lines.append("")
        told = [(step, events) for step, events in steps if events]
        if not told:
            lines.append(_("Turn {turn}: nothing happens.").format(turn=turn))
        for step, events in told:
            lines.append(_("Turn {turn}, {step}:").format(turn=turn, step=_(STEP_NAMES[step])))
            lines += [f"  {line}" for line in events]
    return "\n".join(lines) + "\n"


def sentence(text: str) -> str:
    """`text` ending as a sentence does (a full stop unless it has its own)."""
    text = text.rstrip()
    return text if not text or text[-1] in ".!?:;…" else text + "."


def summary_text(result: Result, title: str | None = None) -> str:
    lines = []
    if title:
        lines.append(title)
    if result.score is not None:        # won: only a mission that jumped home is scored
        lines.append(_("Mission complete: the ship jumped home. Score {score}.").format(score=result.score.total))
    else:
        lines.append(_("MISSION LOST in turn {turn}: {cause}.").format(turn=result.lost_turn,
                                                                      cause=tr(result.lost_cause)))
    if result.score is not None:
        s = result.score
        lines.append("")
        lines.append(_("Score"))
        rows = [(N_("threats destroyed"), s.destroyed), (N_("threats survived"), s.survived),
                (N_("visual confirmation"), s.visual_confirmation), (N_("bonus"), s.bonus),
                (N_("damage"), s.damage_penalty), (N_("most damaged zone"), s.worst_zone_penalty),
                (N_("knocked out"), s.knocked_out_penalty), (N_("disabled battle bots"), s.bots_penalty)]
        rows += [(label, value) for label, value in ((N_("data analyst"), s.data_analyst),
                                                     (N_("medic's inhibitor"), s.medic_penalty))
                 if value]      # The New Frontier's lines, only when they score
        rows.append((N_("total"), s.total))
        # the labels' column as wide as its longest label in the installed language
        label_w = max([22] + [len(_(label)) + 1 for label, _v in rows])
        lines += [f"  {_(label):<{label_w}}{value:>4}" for label, value in rows]
    lines.append("")
    lines.append(_("Damage"))
    zone_w = max([6] + [len(tr(zone, "zone")) + 1 for zone in result.damage_tokens])
    for zone, tiles in result.damage_tokens.items():
        extra = result.damage[zone] - len(tiles)
        what = ", ".join(tile_words(tr(t, "tile")) for t in tiles) if tiles else _("none")
        if extra:
            what += _(" (+{extra} past the sixth tile)").format(extra=extra)
        lines.append(f"  {tr(zone, 'zone'):<{zone_w}}{result.damage[zone]:>2}  {what}")
    lines.append("")
    lines.append(_("Threats"))
    # columns as wide as their longest entry in the installed language
    names = {t.name: tr(t.name) for t in result.threats}
    name_w = max([22] + [len(n) + 1 for n in names.values()])
    wheres = [tr(t.zone, "zone") if t.zone else _("internal") for t in result.threats]
    where_w = max([9] + [len(w) + 1 for w in wheres])
    outcome_w = max([10] + [len(tr(t.outcome, "outcome")) + 1 for t in result.threats])
    card_w = max([6] + [len(t.card) for t in result.threats])       # SE1-101: the expansion's ids
    for t, where in zip(result.threats, wheres):
        lines.append(f"  T+{t.turn} {t.card:<{card_w}} {names[t.name]:<{name_w}}{where:<{where_w}}"
                     f"{tr(t.outcome, 'outcome'):<{outcome_w}}{t.points:>3}")
    lines.append("")
    lines.append(_("Crew"))
    width = max((len(c.name) for c in result.crew), default=0) + 2
    station_w = max([13] + [len(tr(c.station)) + 1 for c in result.crew])
    for c in result.crew:
        state = _("knocked out") if c.knocked_out else _("fine")
        bots = _(", battle bots {state}").format(state=tr(c.bots, "bots")) if c.bots else ""
        lines.append(f"  {c.name:<{width}}{tr(c.station):<{station_w}}{state}{bots}")
    return "\n".join(lines) + "\n"
