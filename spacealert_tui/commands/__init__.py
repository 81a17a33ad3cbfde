"""Subcommands of `spacealert`. Each module has `register(subparsers)`.

A module that fails to import or to register is not skipped in silence: the error
goes to the log with its traceback, and the subcommand is still listed, standing in
for the real one, so that running it says what broke and where the details are
(exit status 1). The other subcommands work as usual. `MODULES` lists them in
the order `--help` shows.
"""
from __future__ import annotations

import argparse
import importlib
import logging
import sys

from spacealert_tui.i18n import _
from spacealert_tui.logs import details_hint

MODULES = ("resolve", "cards", "mission", "soundtrack", "solo", "replay", "logbook", "campaign", "coach",
           "plan", "exercises", "efficiency", "explorers", "school")
BROKEN_STATUS = 1

logger = logging.getLogger(__name__)


def register(sub: argparse._SubParsersAction) -> None:
    for name in MODULES:
        try:
            module = importlib.import_module(f"{__name__}.{name}")
            module.register(sub)
        except Exception as exc:
            logger.exception("the %r command could not be loaded", name)
            register_broken(sub, name, exc)


def register_broken(sub: argparse._SubParsersAction, name: str, exc: BaseException) -> None:
    """A stand-in for a command whose module is broken: it says so when run."""
    reason = f"{type(exc).__name__}: {exc}"
    if name in sub.choices:       # it broke half-way through registering
        parser = sub.choices[name]
    else:
        parser = sub.add_parser(name, help=_("(broken: {reason})").format(reason=reason))
        parser.add_argument("rest", nargs=argparse.REMAINDER, help=argparse.SUPPRESS)

    def broken(_args: argparse.Namespace) -> int:
        sys.stderr.write("spacealert: " + _("the {name} command is broken ({reason}); {hint}").format(
            name=name, reason=reason, hint=details_hint()) + "\n")
        return BROKEN_STATUS

    parser.set_defaults(func=broken)
