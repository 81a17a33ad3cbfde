"""Subcommands of `spacealert`. Each module has `register(subparsers)`.

`MODULES` lists them in the order `--help` shows. A module that cannot be found is
skipped (any other import error is raised), so one subcommand left out of an install
never breaks the others.
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
