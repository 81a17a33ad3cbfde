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

When no single card saves the ship, the lesson is a *pair*: two cards changed together
(`Lesson.also`). All pairs of a four-member crew would be a quarter of a million
resolutions, so, as the coach's `best_changes` does, pairs are made only of the most
promising single changes: those that take the ship furthest on the crew's own draw
(a later loss, more threat points destroyed, less damage; `PAIR_POOL` of them). The
decisive turn is then the earliest turn of a saving pair, and the fix the smallest pair
there (fewer heroic cards, then both cards early, then the best score). A pair outside
that pool may exist and is not looked for: then there is no lesson.

Pure and deterministic: every legal single change is resolved results-only (a few
hundred resolutions, a fraction of a second), pairs a few hundred more.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from spacealert_tui.coach.changes import Swap, apply, single_swaps
from spacealert_tui.coach.judge import Row, row_of
from spacealert_tui.coach.legal import Hands, fits, hands_of_record, is_heroic, is_legal, with_played
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
#: how many of the most promising single changes pairs are made of (24: 276 pairs at most)
PAIR_POOL = 24


@dataclass(frozen=True, slots=True)
class Lesson:
    """What a lost mission teaches: its decisive turn and the coach's smallest fix there."""

    turn: int                   # the decisive turn (1-12)
    kind: str                   # a key of KINDS
    fix: Swap                   # the coach's smallest fix, at `turn` (a pair's first card)
    fixes: tuple[Swap, ...]     # every single change at `turn` that saves the ship (none for a pair)
    lost_turn: int | None       # when the crew's own plan lost the ship
    also: Swap | None = None    # a pair's second card: no single card saves the ship

    @property
    def swaps(self) -> tuple[Swap, ...]:
        """The coach's fix, card by card (one, or two for a pair)."""
        return (self.fix,) if self.also is None else (self.fix, self.also)

    @property
    def cards(self) -> int:
        """How many cards the crew may change: 1, or 2 when only a pair saves the ship."""
        return len(self.swaps)


def lesson_of(record: GameRecord, resolution: Resolution | None = None) -> Lesson | None:
    """The lesson of a lost mission; None when the ship jumped, or when neither a single
    card nor a pair the coach tries saves it."""
    resolution = resolution or resolve(record)
    if resolution.result.won:
        return None
    saving: dict[int, list[tuple[Swap, int]]] = {}
    tried: list[tuple[Swap, Row]] = []
    hands = with_played(hands_of_record(record), [m.actions for m in record.crew])
    for swap in single_swaps(record, hands):
        if saving and swap.turn > min(saving):
            continue
        row = row_of(apply(record, [swap]))
        tried.append((swap, row))
        if row[0]:
            saving.setdefault(swap.turn, []).append((swap, row[1]))
    if not saving:
        return _pair_lesson(record, resolution, hands, tried)
    turn = min(saving)
    found = saving[turn]
    best = min(range(len(found)), key=lambda i: (is_heroic(found[i][0].new), -found[i][1], i))
    fix = found[best][0]
    return Lesson(turn, kind_of(fix, resolution), fix, tuple(s for s, _ in found), resolution.result.lost_turn)


def _further(row: Row) -> tuple[int, int, int]:
    """How far a lost plan takes the ship: a later loss, more points destroyed, less damage."""
    return (row[2], row[3], -row[4])


def _pair_lesson(record: GameRecord, resolution: Resolution, hands: Hands | None,
                 tried: Sequence[tuple[Swap, Row]]) -> Lesson | None:
    """The smallest saving pair among the most promising single changes (module docstring)."""
    base = _further(row_of(record))
    ahead = sorted((i for i, (_s, row) in enumerate(tried) if _further(row) > base),
                   key=lambda i: (_further(tried[i][1]), -i), reverse=True)
    pool = sorted((tried[i][0] for i in ahead[:PAIR_POOL]), key=lambda s: (s.turn, s.player))
    found: list[tuple[tuple[int, int, int, int], Swap, Swap]] = []
    for a, b in combinations(pool, 2):
        if (a.player, a.turn) == (b.player, b.turn):
            continue
        changed = apply(record, [a, b])
        if not (all(is_legal(m.actions, m.specialization) for m in changed.crew)
                and fits(hands, [m.actions for m in changed.crew])):
            continue
        row = row_of(changed)
        if row[0]:
            heroic = is_heroic(a.new) + is_heroic(b.new)
            found.append(((a.turn, heroic, b.turn, -row[1]), a, b))
    if not found:
        return None
    __, first, second = min(found, key=lambda f: f[0])
    kind = kind_of(first, resolution)
    if kind == OTHER:
        kind = kind_of(second, resolution)
    return Lesson(first.turn, kind, first, (), resolution.result.lost_turn, second)


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
