"""A resolution in plain text: the turn-by-turn trace and the summary of the result.

Shared by `spacealert resolve` and the app's resolution screen, so both say the same
words; plain strings, no styling, so any front end can print or wrap them.
"""
from __future__ import annotations

from spacealert_tui.rules import Resolution
from spacealert_tui.rules.events import StepBegan
from spacealert_tui.rules.result import Result
from spacealert_tui.rules.words import tile_words


def trace_text(resolution: Resolution) -> str:
    lines = []
    for event in resolution.events:
        if isinstance(event, StepBegan):
            if event.step == "appear" or (event.turn == 13 and event.step == "damage"):
                lines.append("")
            lines.append(f"── {event} ──")
        else:
            lines.append(f"   {event}")
    return "\n".join(lines).lstrip("\n") + "\n"


def summary_text(result: Result, title: str | None = None) -> str:
    lines = []
    if title:
        lines.append(title)
    if result.score is not None:        # won: only a mission that jumped home is scored
        lines.append(f"Mission complete: the ship jumped home. Score {result.score.total}.")
    else:
        lines.append(f"MISSION LOST in turn {result.lost_turn}: {result.lost_cause}.")
    if result.score is not None:
        s = result.score
        lines.append("")
        lines.append("Score")
        for label, value in (("threats destroyed", s.destroyed), ("threats survived", s.survived),
                             ("visual confirmation", s.visual_confirmation), ("bonus", s.bonus),
                             ("damage", s.damage_penalty), ("most damaged zone", s.worst_zone_penalty),
                             ("knocked out", s.knocked_out_penalty), ("disabled battle bots", s.bots_penalty)):
            lines.append(f"  {label:<22}{value:>4}")
        for label, value in (("data analyst", s.data_analyst), ("medic's inhibitor", s.medic_penalty)):
            if value:       # The New Frontier's lines, only when they score
                lines.append(f"  {label:<22}{value:>4}")
        lines.append(f"  {'total':<22}{s.total:>4}")
    lines.append("")
    lines.append("Damage")
    for zone, tiles in result.damage_tokens.items():
        extra = result.damage[zone] - len(tiles)
        what = ", ".join(tile_words(t) for t in tiles) if tiles else "none"
        if extra:
            what += f" (+{extra} past the sixth tile)"
        lines.append(f"  {zone:<6}{result.damage[zone]:>2}  {what}")
    lines.append("")
    lines.append("Threats")
    for t in result.threats:
        where = f"{t.zone}" if t.zone else "internal"
        lines.append(f"  T+{t.turn} {t.card:<6} {t.name:<22}{where:<9}{t.outcome:<10}{t.points:>3}")
    lines.append("")
    lines.append("Crew")
    width = max((len(c.name) for c in result.crew), default=0) + 2
    for c in result.crew:
        state = "knocked out" if c.knocked_out else "fine"
        bots = f", battle bots {c.bots}" if c.bots else ""
        lines.append(f"  {c.name:<{width}}{c.station:<13}{state}{bots}")
    return "\n".join(lines) + "\n"
