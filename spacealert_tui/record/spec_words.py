"""The specializations in words, without widgets: a specialization's name, the entry's
legend for special cards, and the plan grid's check that refuses a card in one clear line
(the record's own rules, `record.specializations.new_problem`)."""
from __future__ import annotations

from collections.abc import Callable

from spacealert_tui.i18n import _
from spacealert_tui.record.draft import MissionDraft
from spacealert_tui.record.specializations import LABELS, kind_of, new_problem


def label(name: str) -> str:
    """A specialization's name in the crew's language ("" reads as no specialization)."""
    return _(LABELS[name]) if name in LABELS else name


def legend() -> str:
    """The entry's legend line for special cards."""
    return _("p+b ◇ special card, basic action  p+a ◆ advanced (dark half)  "
             "p + b/a stacks it on the card (←+◇)")


def refusal(draft: MissionDraft, row: int, reason: str) -> str:
    """One clear line saying why a card is refused for crew member `row`."""
    seat = draft.crew[row]
    kind = kind_of(reason)
    if kind == "none":
        return _("Refused: {name} has no specialization (chosen in the set-up).").format(name=seat.name)
    if kind == "level" and seat.specialization_level == 1 and "the advanced action" in reason:
        return _("Refused: {name} is at level 1: the advanced action ◆ needs level 2.").format(
            name=seat.name)
    if kind == "level":
        return _("Refused: {name}'s {spec}, level {level}, has no card left for it.").format(
            name=seat.name, spec=label(seat.specialization), level=seat.specialization_level)
    if kind == "stack" and seat.specialization == "medic":
        return _("Refused: the Medic stacks his card only on a move (r, b or l).")
    if kind == "stack" and seat.specialization == "special_ops":
        return _("Refused: Special Ops stacks only the advanced card ◆ (p + a).")
    if kind == "stack":
        return _("Refused: only the Medic and Special Ops stack a special card.")
    if kind == "heroic":
        return _("Refused: {name} is a specialist: no heroic card (p.14).").format(name=seat.name)
    return _("Refused: {reason}").format(reason=reason)


def plan_check(draft: MissionDraft) -> Callable[[int, int, str], str | None]:
    """The entry grid's `check`: the record's own rules for special and heroic cards,
    applied to the crew member's plan with the new card in it."""
    def check(row: int, turn: int, token: str) -> str | None:
        if row >= len(draft.crew):
            return None
        seat = draft.crew[row]
        name = seat.specialization if draft.specializations else ""
        reason = new_problem(name, seat.specialization_level, draft.plans[row], turn - 1, token)
        return refusal(draft, row, reason) if reason else None
    return check
