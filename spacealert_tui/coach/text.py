"""The coach's account and changes as plain text, in the game's words.

Shared by `spacealert coach` and (later) the app's coach screen, as `rules/report.py`
is shared by `spacealert resolve` and the resolution screen.
"""
from __future__ import annotations

from spacealert_tui.coach.account import Account
from spacealert_tui.coach.changes import Changes, change_text, verdict_text
from spacealert_tui.rules import Resolution
from spacealert_tui.rules.record import GameRecord

KIND_WORDS = {"failed": "nothing happens", "wasted": "wasted", "delayed": "delayed",
              "knocked_out": "knocked out"}


def account_text(account: Account, title: str | None = None) -> str:
    lines = [f"What went wrong{' — ' + title if title else ''}"]
    if account.won:
        lines.append("The ship jumped home: nothing was lost, but points were.")
    else:
        lines.append(f"The ship was destroyed in turn {account.lost_turn}: {account.lost_cause}.")
    lines += ["", "Damage, turn by turn"]
    if not account.damage:
        lines.append("  none")
    for d in account.damage:
        what = f"{d.threat} {d.letter}: {d.text}" if d.letter else d.threat or "unknown source"
        fatal = "  ← destroys the ship" if d.fatal else ""
        lines.append(f"  Turn {d.turn:>2}  {d.zone:<6}{d.amount:>2}  {what}{fatal}")
    lines += ["", "Actions that did nothing"]
    if not account.failures:
        lines.append("  none")
    width = max((len(f.player) for f in account.failures), default=0)
    for f in account.failures:
        card = f"{f.action} at {f.station}: " if f.action and f.kind in ("failed", "wasted") else ""
        lines.append(f"  Turn {f.turn:>2}  {f.player:<{width}}  {card}{f.reason}")
    lines += ["", "Threats not destroyed"]
    if not account.survivors:
        lines.append("  none: every threat was destroyed")
    for s in account.survivors:
        shield = f" through shield {s.shield}" if s.shield else ""
        state = "survived" if s.outcome == "survived" else "still in play"
        lines.append(f"  {s.label} ({s.card}), {state}: needed {s.hp_left} more damage{shield} "
                     f"(+{s.points_missed} points)")
    return "\n".join(lines) + "\n"


def changes_text(record: GameRecord, changes: Changes, resolution: Resolution) -> str:
    lines = ["The smallest changes that matter",
             f"  As played: {verdict_text(changes.verdict, changes.verdict).split(', was')[0]}", ""]
    lines.append("One card")
    if not changes.singles:
        lines.append("  no single card does better")
    for c in changes.singles:
        lines.append(f"  {change_text(record, c, changes.verdict, resolution)}")
    lines += ["", "Two cards"]
    if not changes.pairs:
        lines.append("  no pair does better than its best card alone")
    for c in changes.pairs:
        lines.append(f"  {change_text(record, c, changes.verdict, resolution)}")
    return "\n".join(lines) + "\n"
