"""The crew's specializations at the table (The New Frontier, pp.13–15).

How a crew gets them (`MissionDraft.specializations`): chosen by the crew, each crew
member one of the ten at level 1–3 (an explorer from the ones on their sheet, at the
level the sheet says); or dealt as the expansion's rulebook says for a crew without
the experience system (p.15, *Vuestra primera misión*): two basic cards to each player
and android, each keeps one, at level 1. The app deals from a seed, so the same
mission deals the same cards again when it is continued.

What a plan may hold with a specialization is the record's own check
(`rules.specialization_record.crew_specialization`): the entry asks it here, so a
plan typed in the app is refused for exactly the reasons a record file would be.
"""
from __future__ import annotations

import random
from collections.abc import Sequence

from spacealert_tui.i18n import N_
from spacealert_tui.rules.actions import parse_action
from spacealert_tui.rules.explorers import SPECIALIZATIONS
from spacealert_tui.rules.specialization_record import SpecError, crew_specialization

#: How the crew gets its specializations: none (heroic cards), chosen, dealt.
MODES = ("", "chosen", "dealt")
LEVELS = (1, 2, 3)
#: Each specialization's name as the app shows it (the Spanish rulebook's words in es).
LABELS = {
    "rocket_launcher": N_("rocket launcher"), "data_analyst": N_("data analyst"),
    "energy_technician": N_("energy technician"), "pulse_gunner": N_("pulse gunner"),
    "medic": N_("medic"), "teleporter": N_("teleporter"), "hypernavigator": N_("hypernavigator"),
    "special_ops": N_("special ops expert"), "squad_leader": N_("squad leader"),
    "mechanic": N_("mechanic"),
}
DEALT_LEVEL = 1          # p.15: "Cada jugador y cada androide debe tener una especialización de nivel 1"


def deal(seed: int, seats: int) -> list[tuple[str, str]]:
    """Two basic special cards for each of `seats` crew members, from the shuffled ten
    (five seats take all ten); the same seed deals the same cards."""
    if not 0 <= seats <= len(SPECIALIZATIONS) // 2:
        raise ValueError(f"two cards each for {seats} crew members: the box holds ten")
    cards = list(SPECIALIZATIONS)
    random.Random(f"specializations-{seed}").shuffle(cards)
    return [(cards[2 * i], cards[2 * i + 1]) for i in range(seats)]


def shared(chosen: Sequence[str]) -> tuple[int, int] | None:
    """The first two seats holding the same specialization (None: all different)."""
    seen: dict[str, int] = {}
    for i, name in enumerate(chosen):
        if not name:
            continue
        if name in seen:
            return seen[name], i
        seen[name] = i
    return None


def android_choices(sheets: Sequence[Sequence[tuple[str, int]]]) -> dict[str, int]:
    """What an android may learn in a crew playing with experience (expansion rulebook
    p.26, *Los androides especializados*): a specialization some human explorer of the
    crew has on their sheet, at the level of the explorer who knows it best (name ->
    level, in the sheets' order). Empty: the android goes without one."""
    best: dict[str, int] = {}
    for sheet in sheets:
        for name, level in sheet:
            best[name] = max(best.get(name, 0), level)
    return best


def android_problem(specialization: str, level: int, known: dict[str, int]) -> str | None:
    """Why an android of an experienced crew may not hold this specialization at this
    level — "unknown" (no human explorer knows it) or "level" (not the best human's
    level) — or None. No specialization is always allowed: a low-level crew may leave an
    android without one (p.26)."""
    if not specialization:
        return None
    if specialization not in known:
        return "unknown"
    return "level" if level != known[specialization] else None


#: What kind of card a plan may not hold, from the record check's reason.
KINDS = (("needs a specialization", "none"), ("beyond a level", "level"), ("only the Medic", "stack"),
         ("heroic", "heroic"))


def kind_of(reason: str) -> str:
    """none | level | stack | heroic | other: which refusal a record check's reason is."""
    return next((kind for words, kind in KINDS if words in reason), "other")


def plan_problem(specialization: str, level: int, plan: Sequence[str]) -> tuple[int, str] | None:
    """(turn index, why) for the first card this crew member may not plan with this
    specialization and level — a special card without a specialization, beyond the
    level, played twice, a stack the rules do not allow, a heroic card — or None.
    Tokens that do not parse are left to the grid (it shows them as `?`)."""
    actions = []
    for token in plan:
        try:
            actions.append(parse_action(token))
        except ValueError:
            actions.append(parse_action("empty"))
    item: dict[str, object] = {}
    if specialization:
        item = {"specialization": specialization, "specialization_level": level}
    try:
        crew_specialization(item, actions)
    except SpecError as exc:
        index = exc.path[1] if len(exc.path) > 1 and exc.path[0] == "actions" else 0
        return int(index), str(exc)
    return None


def new_problem(specialization: str, level: int, plan: Sequence[str], index: int,
                token: str) -> str | None:
    """Why `token` may not go into space `index` of `plan`, when the plan was fine
    without it (a problem already there is not this card's fault), else None."""
    before = list(plan)
    before[index] = "empty"
    if plan_problem(specialization, level, before) is not None:
        return None
    after = list(plan)
    after[index] = token
    found = plan_problem(specialization, level, after)
    return found[1] if found else None


#: The highest level a specialization reaches (p.13: basic card, advanced card, both).
MAX_LEVEL = 3


def campaign_choices(current: str, level: int, taken: Sequence[str]) -> list[tuple[str, int]]:
    """What a crew member may hold for the next mission after a successful one, without
    the experience system (The New Frontier p.15): their own specialization one level up
    (1→2 the advanced card, 2→3 both; level 3 stays 3), first; or any specialization no
    one else holds, at level 1. A member with none may take a free one or stay with a
    heroic card ("", 0). `taken`: the other crew members' specializations."""
    first = (current, min(level + 1, MAX_LEVEL)) if current else ("", 0)
    return [first] + [(name, 1) for name in SPECIALIZATIONS if name != current and name not in taken]


def levelling_problem(chosen: Sequence[str]) -> tuple[int, int] | None:
    """Two crew members who would hold the same specialization after the levelling step
    (their seat numbers), None when every choice is free."""
    return shared(chosen)
