"""The rules core: resolve a Space Alert mission exactly, from a game record.

Pure and deterministic: standard library only, no I/O. The same record gives the
same events and the same result, always.

    >>> from spacealert_tui.rules import record_from_dict, resolve
    >>> resolution = resolve(record_from_dict(document))
    >>> resolution.result.to_json()["status"]
"""
from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from spacealert_tui.rules.events import Event
    from spacealert_tui.rules.game import Game
    from spacealert_tui.rules.record import (FORMAT, GameRecord, RecordError, record_from_dict,
                                             record_to_dict)
    from spacealert_tui.rules.result import Result
    from spacealert_tui.rules.rulesets import game_class
    from spacealert_tui.rules.threats import CARDS, card_class, card_kind

#: Each name the package offers, and the module it is read from when first asked for:
#: `import spacealert_tui.rules.text` (the app's start-up) loads no game, no threat cards.
_LAZY = {"Event": "events", "Game": "game", "FORMAT": "record", "GameRecord": "record",
         "RecordError": "record", "record_from_dict": "record", "record_to_dict": "record",
         "Result": "result", "build_result": "result", "game_class": "rulesets",
         "CARDS": "threats", "card_class": "threats", "card_kind": "threats"}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


@dataclass(frozen=True, slots=True)
class Resolution:
    """Everything a resolution produced: the event stream, snapshots (if asked) and the result."""

    events: tuple[Event, ...]
    result: Result
    snapshots: tuple[dict, ...] = ()


def resolve(record: GameRecord, *, snapshots: bool | str = False) -> Resolution:
    """Resolve all 12 turns, turn 13 and the jump.

    `snapshots`: False, True/"steps" (the board after each step) or "events" (the
    board after each event: `snapshots[i]` is the board once `events[i]` happened).
    """
    build_result, resolver_class = _entry_points()
    game = resolver_class(record)(record, snapshots=snapshots).run()
    boards = game.event_snapshots() if snapshots == "events" else game.snapshots or ()
    return Resolution(tuple(game.events), build_result(game), tuple(boards))


def resolve_result(record: GameRecord) -> Result:
    """Resolve for the result only (`Game.quiet`): the same result as `resolve`, without
    building the events, for the searches that resolve thousands of plans."""
    build_result, resolver_class = _entry_points()
    return build_result(resolver_class(record)(record).quiet().run())


@cache
def _entry_points() -> tuple[Callable[[Game], Result], Callable[[GameRecord], type[Game]]]:
    """`build_result` and `resolver_class`, imported at the first resolution (importing
    the package loads no game) and kept: a `from ... import` in `resolve` would run the
    import machinery at every resolution, about 1 % of one."""
    from spacealert_tui.rules.result import build_result
    from spacealert_tui.rules.rulesets import resolver_class
    return build_result, resolver_class


__all__ = ["CARDS", "FORMAT", "Event", "Game", "GameRecord", "RecordError", "Resolution", "Result",
           "card_class", "card_kind", "game_class", "record_from_dict", "record_to_dict", "resolve",
           "resolve_result"]
