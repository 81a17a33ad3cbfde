"""The one source of chance in the rules core: shuffling the damage-tile piles.

Our own tiny generator (SplitMix64) and Fisher–Yates shuffle, rather than
`random.Random`: the same seed must give the same piles on every Python version
and platform for ever (a logged mission replays identically), and `random`'s
shuffle algorithm is not promised to stay the same. It is also much cheaper to seed.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")
MASK = (1 << 64) - 1


def splitmix64(state: int) -> tuple[int, int]:
    """One step: (new state, 64-bit output)."""
    state = (state + 0x9E3779B97F4A7C15) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return state, z ^ (z >> 31)


def shuffled(items: Sequence[T], state: int) -> tuple[list[T], int]:
    """Fisher–Yates with SplitMix64; returns the shuffled copy and the next state."""
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        state, value = splitmix64(state)
        j = value % (i + 1)          # bias < 2^-60 for piles of six: irrelevant
        out[i], out[j] = out[j], out[i]
    return out, state
