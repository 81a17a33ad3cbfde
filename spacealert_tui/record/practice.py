"""A new practice mission: its crew, decks and trajectory boards dealt by the app.

Shared by the practice screens and `spacealert solo`, which checks its arguments by
building the draft before the app starts.
"""
from __future__ import annotations

import random
from typing import Any

from spacealert_tui.record.crew import draw_tracks, reshape_crew
from spacealert_tui.record.draft import SEED_LIMIT, MissionDraft


def new_solo_draft(*, mission: str | None = None, seed: int | None = None,
                   common: str = "white", serious: str = "white", language: str = "en",
                   stage: str = "setup", players: int = 1, fifth: bool = False,
                   double_actions: bool = False) -> MissionDraft:
    """A new practice mission, its cards dealt by the app: one person and four androids
    (the set-up screen's solo crew), or `players` with the rulebook's androids;
    `double_actions`: *The New Frontier*'s double-action cards instead of the base ones."""
    seed = random.randrange(1, SEED_LIMIT) if seed is None else seed
    kw: dict[str, Any] = {"soundtrack": mission} if mission else {}
    if double_actions:
        kw["rules"] = ["double_actions"]
    draft = MissionDraft.new(deck_seed=seed, common_level=common, serious_level=serious,
                             language=language, title="Solo practice" if players == 1 else "Practice",
                             stage=stage, action_cards="virtual", practice=True, **kw)
    reshape_crew(draft, players, fifth)
    draft.tracks = draw_tracks(seed)
    return draft
