"""Turns a crew has free: gather at the window and confirm together (a search move).

Visual confirmation is a C in the lower white station; each phase scores the most
crew members who confirmed in one turn of it (base rulebook §3.2: "the number of
the phase and the number of players who performed visual confirmation that turn"):
1, 2, 3, 5 points for 1 to 4 of them. So a veteran crew, done with its threats,
walks its free members to lower white to confirm in the same turn, late in a phase.
A search changing one card at a time rarely finds that: two members alone at the
window score no more than one, and each walks there on his own turns.

`gather` writes that walk over the cards of some members just before a chosen turn.
Where a member stands is read off his own cards (the moves, a heroic move); after a
card whose move is not known here (the interceptors, a double or special card) he is
left alone. A delay (the computer) shifts his cards: the search judges the result.
"""
from __future__ import annotations

import random
from collections.abc import Collection, Sequence

from spacealert_tui.coach.hunts import moved, stations, step_toward
from spacealert_tui.coach.legal import EMPTY, keep_stumble
from spacealert_tui.rules.actions import Act, Action, parse_action
from spacealert_tui.rules.layout import Station

WINDOW = Station.LOWER_WHITE
CONFIRM = parse_action("C")
# the turn to confirm in: late in a phase (the threats dealt with), the last turn most
GATHER_TURNS = (12, 11, 10, 7, 6, 3)
GATHER_WEIGHTS = (6, 3, 1, 2, 1, 1)


def path_to_window(rng: random.Random, here: Station) -> list[str]:
    """The moves from `here` to the window (the gravolift first or last, by chance)."""
    out = []
    while here != WINDOW:
        token = step_toward(here, WINDOW, rng)
        here = moved(here, token)
        out.append(token)
    return out


def walk_to_window(rng: random.Random, plan: Sequence[Action], turn: int,
                   busy: Collection[int] = ()) -> list[Action] | None:
    """`plan` with the member at the window confirming in `turn`: from the last turn
    he can still walk there in time (after his last computer maintenance on the bridge:
    that C stays a maintenance), the moves of the walk (waiting before it while the
    gravolift is taken in a turn of `busy`: a second user of a zone's gravolift in one
    turn is delayed, ruling R4; any lift used then is avoided, to keep it simple), his
    other cards kept (a move among them emptied), a C in `turn`.
    None when he cannot get there (his station unknown, the gravolift always taken)."""
    where = stations(plan)
    # his last computer maintenance before it stays where it was played
    kept = _last_bridge_c(plan, turn)
    for start in range(turn - 1, kept - 1, -1):
        here = where[start]
        if here is None:
            continue
        path = path_to_window(rng, here)
        room = turn - 1 - start - len(path)
        for wait in range(room + 1):
            first = start + 1 + wait
            if any(token == "lift" and first + i in busy for i, token in enumerate(path)):
                continue
            out = list(plan)
            for t in range(start + 1, turn):
                old = out[t - 1]
                if first <= t < first + len(path):
                    out[t - 1] = keep_stumble(old, parse_action(path[t - first]))
                elif old.act.is_move:
                    out[t - 1] = keep_stumble(old, EMPTY)
            out[turn - 1] = keep_stumble(out[turn - 1], CONFIRM)
            return out
    return None


def _last_bridge_c(plan: Sequence[Action], turn: int) -> int:
    where = stations(plan)
    return max((t for t in range(1, turn) if plan[t - 1].act == Act.C and where[t - 1] == Station.UPPER_WHITE),
               default=0)


def lift_turns(plan: Sequence[Action]) -> set[int]:
    return {t for t, action in enumerate(plan, 1) if action.act == Act.LIFT}


def gather(rng: random.Random, plans: Sequence[Sequence[Action]], turn: int | None = None,
           members: Sequence[int] | None = None) -> list[list[Action]]:
    """Some members (`members`, else two or more drawn) at the window confirming
    together in one turn (`turn`, else drawn late in a phase), each taking the
    gravolift in a turn no one else does (the keeper of the computer, who can leave
    last, chooses first)."""
    out = [list(p) for p in plans]
    if turn is None:
        turn = rng.choices(GATHER_TURNS, GATHER_WEIGHTS)[0]
    if members is None:
        n = len(out)
        members = rng.sample(range(n), rng.randint(min(2, n), n))
    for index in sorted(members, key=lambda i: -_last_bridge_c(out[i], turn)):     # the keeper first
        busy = set().union(*(lift_turns(p) for i, p in enumerate(out) if i != index))
        walked = walk_to_window(rng, out[index], turn, busy)
        if walked is not None:
            out[index] = walked
    return out


__all__ = ["gather", "walk_to_window"]
