"""A new practice mission: its crew, decks and trajectory boards dealt by the app.

Shared by the practice screens and `spacealert solo`, which checks its arguments by
building the draft before the app starts.
"""
from __future__ import annotations

import random
import re
from typing import Any

from spacealert_tui.i18n import N_, _
from spacealert_tui.mission.titles import shown_title
from spacealert_tui.record.crew import draw_tracks, reshape_crew
from spacealert_tui.record.draft import DEFAULT_TITLE, SEED_LIMIT, MissionDraft

#: The titles the app gives the missions it makes. A record keeps them in English (a
#: record holds no language); `title_words` says them in the crew's language.
SOLO_TITLE = N_("Solo practice")
PRACTICE_TITLE = N_("Practice")
CAMPAIGN_TITLE = N_("Campaign mission {n}")
_CAMPAIGN_TITLE = re.compile(r"Campaign mission (\d+)")
_DEFAULT_TITLE = re.compile(r"Mission of (\d{4}-\d{2}-\d{2})")


def campaign_title(n: int) -> str:
    """The English title of a campaign's mission `n`, as its record keeps it."""
    return CAMPAIGN_TITLE.format(n=n)


def title_words(title: str) -> str:
    """A mission's title in the crew's language when the app gave it (a record's or a
    soundtrack's); else as the crew wrote it."""
    if title in (SOLO_TITLE, PRACTICE_TITLE):
        return _(title)
    found = _CAMPAIGN_TITLE.fullmatch(title)
    if found:
        return _(CAMPAIGN_TITLE).format(n=int(found[1]))
    found = _DEFAULT_TITLE.fullmatch(title)
    if found:
        return _(DEFAULT_TITLE).format(date=found[1])
    return shown_title(title)


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
                             language=language, title=SOLO_TITLE if players == 1 else PRACTICE_TITLE,
                             stage=stage, action_cards="virtual", practice=True, **kw)
    reshape_crew(draft, players, fifth)
    draft.tracks = draw_tracks(seed)
    return draft
