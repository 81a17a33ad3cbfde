"""The coach's findings as one JSON object (`spacealert-coach/1`), for other programs."""
from __future__ import annotations

from dataclasses import asdict

from spacealert_tui.coach.account import Account
from spacealert_tui.coach.changes import Change, Changes, effect_text
from spacealert_tui.coach.judge import Verdict
from spacealert_tui.rules import Resolution, resolve
from spacealert_tui.rules.record import GameRecord

COACH_FORMAT = "spacealert-coach/1"


def verdict_json(v: Verdict) -> dict:
    return {"runs": v.runs, "wins": v.wins, "win_rate": round(v.win_rate, 4),
            "mean_score": round(v.mean_score, 3), "own_draw": {"won": v.own_won, "score": v.own_score}}


def change_json(record: GameRecord, change: Change, before: Resolution) -> dict:
    return {"changes": [{"crew": record.crew[s.player].name, "turn": s.turn, "instead_of": s.old.token,
                         "play": s.new.token} for s in change.swaps],
            "effect": effect_text(before, resolve(change.record)),
            "verdict": verdict_json(change.verdict)}


def coach_json(record: GameRecord, account: Account, changes: Changes, before: Resolution) -> dict:
    return {"format": COACH_FORMAT,
            "lost": None if account.won else {"turn": account.lost_turn, "cause": account.lost_cause},
            "damage": [asdict(d) for d in account.damage],
            "failures": [asdict(f) for f in account.failures],
            "survivors": [asdict(s) for s in account.survivors],
            "as_played": verdict_json(changes.verdict),
            "singles": [change_json(record, c, before) for c in changes.singles],
            "pairs": [change_json(record, c, before) for c in changes.pairs]}
