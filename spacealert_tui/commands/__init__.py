"""Subcommands of `spacealert`. Each module has `register(subparsers)`.

Modules: `resolve` and `cards` (rules core), `mission` and `soundtrack`
(soundtracks). A module that is missing or not yet written is skipped, so work on
one subcommand never breaks another.
"""
from __future__ import annotations

import argparse
import importlib

MODULES = ("resolve", "cards", "mission", "soundtrack", "solo", "replay", "logbook", "campaign")


def register(sub: argparse._SubParsersAction) -> None:
    for name in MODULES:
        try:
            module = importlib.import_module(f"{__name__}.{name}")
        except ModuleNotFoundError as exc:
            if exc.name == f"{__name__}.{name}":
                continue
            raise
        module.register(sub)
