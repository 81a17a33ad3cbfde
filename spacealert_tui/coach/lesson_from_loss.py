"""The lesson of a lost mission: the turn that decided it, the kind of mistake, the smallest fix.

As chess sites teach from a lost game: show the decisive mistake, let the crew find the
fix, then show the coach's. The *decisive turn* is the earliest turn where one card
changed (any crew member's) saves the ship on the crew's own damage draw: the first
moment the mission could still be turned around with the least change. The crew's
own draw, not many draws, because the exercise replays exactly that mission and judges
the crew's attempt on it (`attempt_saves`). The fix shown is the smallest at that turn:
a plain card before a heroic one, then the best score; after a practice mission whose
cards the app dealt, only the cards the crew held (`legal.hands_of_record`). The *kind* of mistake is read
off the fix and the events (few kinds, named in the game's words: `KINDS`).

Pure and deterministic: every legal single change is resolved results-only (a few
hundred resolutions, a fraction of a second).
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from spacealert_tui.coach.changes import Swap, apply, single_swaps
from spacealert_tui.coach.legal import hands_of_record, is_heroic, is_legal, with_played
from spacealert_tui.i18n import N_
from spacealert_tui.rules import Resolution, Result, resolve, resolve_result
from spacealert_tui.rules import events as ev
from spacealert_tui.rules.actions import Action
from spacealert_tui.rules.record import GameRecord

ENERGY, COMPUTER, THREAT, BOTS, STATION, OTHER = "energy", "computer", "threat", "bots", "station", "other"
#: the kinds of decisive mistake, in the game's words (docs/glossary.md), most common first
KINDS = {
    ENERGY: N_("energy ran dry"),
    COMPUTER: N_("the computer was not maintained"),
    THREAT: N_("a threat was never shot"),
    BOTS: N_("battle bots too late"),
    STATION: N_("in the wrong station"),
    OTHER: N_("another mistake"),
}
# which kind a fixing card's half points at
_KIND_OF_HALF = {"B": ENERGY, "HB": ENERGY, "C": COMPUTER, "A": THREAT, "HA": THREAT,
                 "bots": BOTS, "Hbots": BOTS, "red": STATION, "blue": STATION, "lift": STATION}


@dataclass(frozen=True, slots=True)
class Lesson:
    """What a lost mission teaches: its decisive turn and the coach's smallest fix there."""

    turn: int                   # the decisive turn (1-12)
    kind: str                   # a key of KINDS
    fix: Swap                   # the coach's smallest fix, at `turn`
    fixes: tuple[Swap, ...]     # every single change at `turn` that saves the ship
    lost_turn: int | None       # when the crew's own plan lost the ship


def lesson_of(record: GameRecord, resolution: Resolution | None = None) -> Lesson | None:
    """The lesson of a lost mission; None when the ship jumped, or when no single card
    saves it (the coach's pairs, `best_changes`, are the next step there)."""
    resolution = resolution or resolve(record)
    if resolution.result.won:
        return None
    saving: dict[int, list[tuple[Swap, int]]] = {}
    hands = with_played(hands_of_record(record), [m.actions for m in record.crew])
    for swap in single_swaps(record, hands):
        if saving and swap.turn > min(saving):
            continue
        result = resolve_result(apply(record, [swap]))
        if result.won:
            saving.setdefault(swap.turn, []).append((swap, result.score.total if result.score else 0))
    if not saving:
        return None
    turn = min(saving)
    found = saving[turn]
    best = min(range(len(found)), key=lambda i: (is_heroic(found[i][0].new), -found[i][1], i))
    fix = found[best][0]
    return Lesson(turn, kind_of(fix, resolution), fix, tuple(s for s, _ in found), resolution.result.lost_turn)


def kind_of(fix: Swap, resolution: Resolution) -> str:
    """The kind of mistake a fix mends: the card it puts (a B: energy; an A: a threat
    never shot; battle bots; a move: the wrong station; a C: the computer, when a
    computer check found it not maintained), or energy whenever the card it replaces
    found no energy."""
    if _failed_for_energy(resolution, fix):
        return ENERGY
    halves = fix.new.token.rstrip("!>").split("+")
    for half in halves:
        kind = STATION if half.startswith("Hmove") else _KIND_OF_HALF.get(half)
        if kind == COMPUTER and not _computer_missed(resolution):
            continue
        if kind is not None:
            return kind
    return OTHER


def _computer_missed(resolution: Resolution) -> bool:
    return any(isinstance(e, ev.ComputerCheck) and not e.maintained for e in resolution.events)


def _failed_for_energy(resolution: Resolution, fix: Swap) -> bool:
    """Whether some card of the fix's turn, or the one before, did nothing for lack of energy."""
    turn = 0
    for e in resolution.events:
        if isinstance(e, ev.StepBegan):
            turn = e.turn
        elif (isinstance(e, ev.NothingHappens) and fix.turn - 1 <= turn <= fix.turn
              and "energy" in str(e.reason)):
            return True
    return False


def attempt_saves(record: GameRecord, plans: Sequence[Sequence[Action]]) -> bool | None:
    """Whether the crew's attempt (every member's twelve cards) saves the ship on the
    mission's own draw; None when the attempt is not a plan a crew may play (a second
    heroic card, a special card the level does not give)."""
    result = attempt_result(record, plans)
    return None if result is None else result.won


def attempt_result(record: GameRecord, plans: Sequence[Sequence[Action]]) -> Result | None:
    """The result (results-only) of the crew's attempt on the mission's own draw; None
    when it is not a plan a crew may play. A stumble stays where the crew made it."""
    if not all(is_legal(plan, member.specialization) for plan, member in zip(plans, record.crew)):
        return None
    swaps = [Swap(i, turn, old, new) for i, (plan, member) in enumerate(zip(plans, record.crew))
             for turn, (old, new) in enumerate(zip(member.actions, plan), 1) if old != new]
    return resolve_result(apply(record, swaps))
