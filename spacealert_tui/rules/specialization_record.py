"""A crew member's specialization in a record (The New Frontier, pp.13–23).

The record says which specialization a crew member has (`specialization`), at which
level (`specialization_level`, default the lowest the plan needs) and, for the
Teleporter, who holds the teleport tokens when the action round ends (`teleport`).
What a plan may hold follows from the cards a level gives (p.14, *La preparación*):
level 1 the basic card, level 2 the advanced card (either half up), level 3 both,
each card played once a mission; no heroic card (p.14); a special card stacked on
another card only as the Medic and the Special Ops expert may (pp.14, 18, 21).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from spacealert_tui.rules.actions import Act, Action, SpecialAction
from spacealert_tui.rules.explorers import SPECIALIZATIONS      # one spelling for records and sheets
from spacealert_tui.rules.text import N_, made

CREW_SPEC_KEYS = ("specialization", "specialization_level", "teleport")
MOVES = frozenset({Act.RED, Act.BLUE, Act.LIFT})

Path = tuple[str | int, ...]


class SpecError(ValueError):
    """A specialization field is wrong; `path` is relative to the crew member."""

    def __init__(self, path: Path, message: str) -> None:
        super().__init__(message)
        self.path = path


@dataclass(frozen=True, slots=True)
class Specialization:
    name: str
    level: int
    teleport: tuple[str, str] | None = None     # (departure, arrival): the tokens' holders


def special_cards(action: Action) -> list[SpecialAction]:
    """The special cards in one space (two when Special Ops protects a preparation)."""
    if not isinstance(action, SpecialAction):
        return []
    inner = special_cards(action.card) if action.card is not None else []
    return inner + [action]


def crew_specialization(item: dict, actions: list[Action]) -> Specialization | None:
    """Check one crew member's specialization fields against his plan."""
    name = item.get("specialization")
    specials = [(i, card) for i, a in enumerate(actions) for card in special_cards(a)]
    if name is None:
        for key in ("specialization_level", "teleport"):
            if key in item:
                raise SpecError((key,), made("only a crew member with a specialization has this field"))
        if specials:
            raise SpecError(("actions", specials[0][0]), made(
                "{token}: a special card needs a specialization (crew[].specialization)",
                token=repr(actions[specials[0][0]].token)))
        return None
    if name not in SPECIALIZATIONS:
        raise SpecError(("specialization",), made("unknown specialization {name} ({names})",
                                                  name=repr(name), names=", ".join(SPECIALIZATIONS)))
    for i, action in enumerate(actions):
        if action.act in (Act.HA, Act.HB, Act.HBOTS, Act.HMOVE):
            raise SpecError(("actions", i), made("{token}: no heroic cards with a specialization "
                                                 "(The New Frontier p.14)", token=repr(action.token)))
        _check_stack(name, action, ("actions", i))
    level = _level(item, specials)
    teleport = _teleport(item.get("teleport"), name)
    return Specialization(name, level, teleport)


def _check_stack(name: str, action: Action, path: Path) -> None:
    if not isinstance(action, SpecialAction) or action.card is None:
        return
    card = action.card
    if name == "medic" and card.act in MOVES and not card.stumble:
        return
    if name == "special_ops" and action.advanced:
        return          # protects any card (a double one, or a preparation at level 3)
    raise SpecError(path, made("{token}: only the Medic stacks a special card on a move, and only "
                                "the Special Ops expert's advanced card protects another card",
                                token=repr(action.token)))


def _level(item: dict, specials: list[tuple[int, SpecialAction]]) -> int:
    advanced = any(card.advanced for _, card in specials)
    need = 3 if len(specials) > 1 else 2 if advanced else 1
    level = item.get("specialization_level", need)
    if isinstance(level, bool) or not isinstance(level, int) or not 1 <= level <= 3:
        raise SpecError(("specialization_level",), made("a level 1, 2 or 3"))
    allowed = {1: (1, 0, 1), 2: (1, 1, 1), 3: (2, 1, 2)}[level]    # basic, advanced, cards
    counts = [0, 0]
    for n, (i, card) in enumerate(specials):        # in plan order
        counts[card.advanced] += 1
        if counts[0] > allowed[0] or counts[1] > allowed[1] or n + 1 > allowed[2]:
            what = N_("the advanced action") if card.advanced else N_("the basic action")
            raise SpecError(("actions", i), made("{token}: {what} is beyond a level-{level} "
                                                 "specialization's cards (each card once a mission)",
                                                 token=repr(card.token), what=what, level=level))
    return level


def _teleport(value: Any, name: str) -> tuple[str, str] | None:
    if value is None:
        return None
    if name != "teleporter":
        raise SpecError(("teleport",), made("only the Teleporter places teleport tokens"))
    if not isinstance(value, dict) or set(value) - {"departure", "arrival"} or len(value) != 2:
        raise SpecError(("teleport",), made("a mapping {departure: NAME, arrival: NAME}: who holds each "
                                            "token when the action round ends"))
    for key in ("departure", "arrival"):
        if not isinstance(value[key], str):
            raise SpecError(("teleport", key), made("a crew member's name"))
    return value["departure"], value["arrival"]
