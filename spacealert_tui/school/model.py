"""The lesson and verdict values the school's path, judge and screens share.

Pure data: a lesson's texts are English, only marked (`N_`), and worded with `_()`
where they are shown, so the language can change while the app runs.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

#: What a goal can ask of a resolution (`Goal.kind`).
GOAL_KINDS = ("reach", "destroy", "survive", "no_damage", "score", "maintained")


@dataclass(frozen=True)
class Goal:
    """What the learner's plan must achieve: the lesson's pass condition.

    `reach`: the first learner ends the mission at station `target`; `destroy`: every
    threat of card `target` ("E1-07", or "" for every threat) is destroyed and the ship
    jumps home; `survive`: the ship jumps home; `no_damage`: it jumps home with no damage
    in zone `target` ("" for the whole ship); `score`: it jumps home with at least
    `amount` points; `maintained`: it jumps home, every computer check finds the
    maintenance done and, if `target` names a card, that threat is destroyed. `text`
    says it to the learner (marked, English).
    """

    kind: str
    text: str
    target: str = ""
    amount: int = 0

    def __post_init__(self) -> None:
        if self.kind not in GOAL_KINDS:
            raise ValueError(f"unknown goal kind {self.kind!r}")


@dataclass(frozen=True)
class Lesson:
    """One step of the path: one idea, the rulebook section it comes from, a scenario.

    `record` is a `spacealert-record/1` mapping whose first `learners` crew members
    have empty actions (the learners plan them); the others, if any, keep the actions
    written there. `follows` and `misses` are a plan per learner that passes and one
    that fails (the tests play both)."""

    id: str
    title: str
    idea: str
    text: tuple[str, ...]
    source: str
    record: Mapping[str, Any]
    learners: int
    hands: tuple[tuple[str, ...], ...] | None
    allowed: frozenset[str]
    turns: int
    soundtrack: str | None
    follows: tuple[tuple[str, ...], ...]
    misses: tuple[tuple[str, ...], ...]
    goal: Goal
    hint: str = ""              # what to try when the plan fails (marked, English)
    minutes: int = 5            # about how long a new player takes (benchmarks/school_time.py)
    part: str = "base"          # the part of the path: "base", or "new_frontier" (the expansion)


@dataclass(frozen=True)
class Verdict:
    """What came of a plan: passed or not, and why, in the installed language."""

    passed: bool
    headline: str
    why: tuple[str, ...]
    better: str | None
