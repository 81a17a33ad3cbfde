"""Which cards a crew member may hold in a slot: the rules a plan must respect.

A plan the coach suggests is a record a crew could have put on the table: twelve
actions each, at most one heroic card per player (rulebook §1: each player gets one
heroic card). Stumbles are kept where the crew made them: they are not a card, so a
change never adds or removes one. (The cards actually dealt to each player in each
phase are not read yet: a plan may use any card of the deck.)
"""
from __future__ import annotations

from collections.abc import Sequence

from spacealert_tui.rules.actions import EMPTY, HEROIC_ACTS, Act, Action, parse_action
from spacealert_tui.rules.layout import STATION_NAMES

PLAIN_TOKENS = ("empty", "red", "blue", "lift", "A", "B", "C", "bots")
HEROIC_TOKENS = ("HA", "HB", "Hbots") + tuple(f"Hmove:{s}" for s in STATION_NAMES[:6])
PLAIN = tuple(parse_action(t) for t in PLAIN_TOKENS)
HEROIC = tuple(parse_action(t) for t in HEROIC_TOKENS)


def plain(action: Action) -> Action:
    """The card without its stumble (what a slot holds)."""
    return Action(action.act, action.target) if action.stumble else action


def is_heroic(action: Action) -> bool:
    return action.act in HEROIC_ACTS


def heroic_elsewhere(plan: Sequence[Action], turn: int) -> bool:
    """Whether a slot other than `turn` (1-based) already holds a heroic card."""
    return any(is_heroic(a) for i, a in enumerate(plan) if i != turn - 1)


def choices(plan: Sequence[Action], turn: int) -> list[Action]:
    """The cards the slot of `turn` may hold instead of its own, the plan's other slots
    kept: no second heroic card."""
    own = plain(plan[turn - 1])
    options = list(PLAIN) if heroic_elsewhere(plan, turn) else list(PLAIN + HEROIC)
    return [a for a in options if a != own]


def is_legal(plan: Sequence[Action]) -> bool:
    """Twelve slots and one heroic card at most."""
    return len(plan) == 12 and sum(is_heroic(a) for a in plan) <= 1


def keep_stumble(old: Action, new: Action) -> Action:
    """The new card in the old slot: a stumble stays with the slot (not for an empty one)."""
    if old.stumble and new.act is not Act.EMPTY:
        return Action(new.act, new.target, True)
    return new


__all__ = ["EMPTY", "HEROIC", "PLAIN", "choices", "is_heroic", "is_legal", "keep_stumble", "plain"]
