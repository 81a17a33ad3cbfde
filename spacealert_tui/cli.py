"""The `spacealert` command: the app with no arguments, else a subcommand.

Each subcommand lives beside the code it drives (`rules`, `mission`, `audio`) and
registers itself here; this module only sets up the log file, builds the parser and
turns `UserError` into one line on stderr and exit status 2. An unexpected error is
logged with its traceback and said in one line naming the log (exit status 1).
"""
from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Sequence

from spacealert_tui.errors import UserError, one_line
from spacealert_tui.logs import details_hint, setup_logging

logger = logging.getLogger(__name__)


class _Parser(argparse.ArgumentParser):
    """argparse that exits 2 with one line (it already does; keep the message short)."""

    def error(self, message: str) -> None:  # type: ignore[override]
        sys.stderr.write(one_line(f"{self.prog}: {message}") + "\n")
        raise SystemExit(2)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="spacealert", description="Space Alert Companion")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)
    from spacealert_tui import commands
    commands.register(sub)
    return parser


def _tolerant_output() -> None:
    """On a terminal that is not UTF-8 (PYTHONIOENCODING=ascii, LANG=C), box and arrow
    characters become '?' instead of stopping the command with UnicodeEncodeError."""
    for stream in (sys.stdout, sys.stderr):
        encoding = (getattr(stream, "encoding", None) or "").lower().replace("-", "").replace("_", "")
        if encoding != "utf8" and hasattr(stream, "reconfigure"):
            try:
                stream.reconfigure(errors="replace")
            except (ValueError, OSError):
                pass


def main(argv: Sequence[str] | None = None) -> int:
    _tolerant_output()
    args_list = list(sys.argv[1:] if argv is None else argv)
    setup_logging()
    parser = build_parser()
    args = parser.parse_args(args_list)
    try:
        if args.command is None:
            from spacealert_tui.tui.launch import run_app
            return run_app()
        return int(args.func(args) or 0)
    except UserError as exc:
        sys.stderr.write(f"spacealert: {exc}\n")
        return exc.exit_status
    except BrokenPipeError:
        return 0
    except KeyboardInterrupt:
        return 130
    except Exception as exc:
        logger.exception("spacealert %s failed", args.command or "(the app)")
        sys.stderr.write(f"spacealert: unexpected error ({type(exc).__name__}: {exc}); "
                         f"{details_hint()}\n")
        return 1


if __name__ == "__main__":
    raise SystemExit(main())
