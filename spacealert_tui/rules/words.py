"""The words a person reads, kept apart from the tokens records and code use.

A record writes `lower_cannon`; the board, the narration and the command line say
"lower cannon", as the rulebook does. Counted words go through `plural`, the one
place that picks singular or plural, so that translating the app with gettext later
means swapping its body for `ngettext(one, many, n).format(n=n)`.
"""
from __future__ import annotations


def plural(n: int, one: str, many: str) -> str:
    """`one` or `many` for a count of `n`, with `{n}` filled in:
    `plural(1, "{n} data transfer", "{n} data transfers")` → "1 data transfer"."""
    return (one if n == 1 else many).format(n=n)


def tile_words(token: str) -> str:
    """A damage tile as the rulebook names it: `lower_cannon` → "lower cannon"."""
    return token.replace("_", " ")
