"""The coach's account and changes as plain text, in the crew's language.

Shared by `spacealert coach` and the app's coach screen, as `rules/report.py` is
shared by `spacealert resolve` and the resolution screen. The account holds English
(its JSON says it); every word is translated here, when shown.
"""
from __future__ import annotations

from spacealert_tui.coach.account import Account
from spacealert_tui.coach.changes import Changes, change_text, token_word, verdict_text
from spacealert_tui.i18n import N_, _
from spacealert_tui.rules import Resolution
from spacealert_tui.rules.record import GameRecord
from spacealert_tui.rules.text import tr

KIND_WORDS = {"failed": N_("nothing happens"), "wasted": N_("wasted"), "delayed": N_("delayed"),
              "knocked_out": N_("knocked out")}


def account_heading(title: str | None = None) -> str:
    return _("What went wrong — {title}").format(title=title) if title else _("What went wrong")


def account_text(account: Account, title: str | None = None) -> str:
    lines = [account_heading(title)]
    if account.won:
        lines.append(_("The ship jumped home: nothing was lost, but points were."))
    else:
        lines.append(_("The ship was destroyed in turn {turn}: {cause}.").format(
            turn=account.lost_turn, cause=tr(account.lost_cause)))
    lines += ["", _("Damage, turn by turn")]
    if not account.damage:
        lines.append("  " + _("none"))
    zones = [tr(d.zone, "zone") for d in account.damage]
    zone_width = max([6, *(len(z) + 1 for z in zones)])
    for d, zone in zip(account.damage, zones):
        if d.letter:
            what = _("{threat} {letter}: {text}").format(threat=tr(d.threat), letter=d.letter, text=tr(d.text))
        else:
            what = tr(d.threat) if d.threat else _("unknown source")
        fatal = "  " + _("← destroys the ship") if d.fatal else ""
        turn = _("Turn {turn:>2}").format(turn=d.turn)
        lines.append(f"  {turn}  {zone:<{zone_width}}{d.amount:>2}  {what}{fatal}")
    lines += ["", _("Actions that did nothing")]
    if not account.failures:
        lines.append("  " + _("none"))
    width = max((len(f.player) for f in account.failures), default=0)
    for f in account.failures:
        card = ""
        if f.action and f.kind in ("failed", "wasted"):
            card = _("{action} at {station}: ").format(action=token_word(f.action), station=tr(f.station))
        turn = _("Turn {turn:>2}").format(turn=f.turn)
        lines.append(f"  {turn}  {f.player:<{width}}  {card}{tr(f.reason)}")
    lines += ["", _("Threats not destroyed")]
    if not account.survivors:
        lines.append("  " + _("none: every threat was destroyed"))
    for s in account.survivors:
        state = _("survived") if s.outcome == "survived" else _("still in play")
        if s.shield:
            needed = _("{threat} ({card}), {state}: needed {hp} more damage through shield {shield} "
                       "(+{points} points)")
        else:
            needed = _("{threat} ({card}), {state}: needed {hp} more damage (+{points} points)")
        lines.append("  " + needed.format(threat=tr(s.label), card=s.card, state=state, hp=s.hp_left,
                                          shield=s.shield, points=s.points_missed))
    return "\n".join(lines) + "\n"


def changes_text(record: GameRecord, changes: Changes, resolution: Resolution) -> str:
    lines = [_("The smallest changes that matter"),
             "  " + _("As played: {verdict}").format(verdict=verdict_text(changes.verdict)), ""]
    lines.append(_("One card"))
    if not changes.singles:
        lines.append("  " + _("no single card does better"))
    for c in changes.singles:
        lines.append(f"  {change_text(record, c, changes.verdict, resolution)}")
    lines += ["", _("Two cards")]
    if not changes.pairs:
        lines.append("  " + _("no pair does better than its best card alone"))
    for c in changes.pairs:
        lines.append(f"  {change_text(record, c, changes.verdict, resolution)}")
    return "\n".join(lines) + "\n"
