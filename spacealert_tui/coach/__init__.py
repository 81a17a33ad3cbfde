"""The coach: what went wrong in a mission, and what the crew could have done instead.

Built on the rules core only, and pure like it (no I/O, deterministic for a given
seed): `account_of` reads a resolution's events into what went wrong; `best_changes`
finds the single cards and pairs that save the ship or add points, judged over many
damage draws (`judge`); `search_plan` looks for a whole plan. A caller that wants
several processes passes its own bulk `rows` function (`spacealert_tui.coach.pool`).
"""
from __future__ import annotations

from spacealert_tui.coach.account import Account, account_of
from spacealert_tui.coach.changes import Change, Changes, best_changes
from spacealert_tui.coach.judge import Verdict, judge, rows_of

__all__ = ["Account", "Change", "Changes", "Verdict", "account_of", "best_changes", "judge", "rows_of"]
