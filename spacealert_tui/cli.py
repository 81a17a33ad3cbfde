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

from spacealert_tui import i18n
from spacealert_tui.errors import UserError, one_line
from spacealert_tui.logs import details_hint, setup_logging

logger = logging.getLogger(__name__)

#: argparse's own words (Python's argparse passes them to gettext), in our catalogs.
ARGPARSE_WORDS = (
    i18n.N_("usage: "), i18n.N_("positional arguments"), i18n.N_("options"),
    i18n.N_("show this help message and exit"), i18n.N_("argument %(argument_name)s: %(message)s"),
    i18n.N_("invalid choice: %(value)r (choose from %(choices)s)"),
    i18n.N_("invalid %(type)s value: %(value)r"), i18n.N_("unrecognized arguments: %s"),
    i18n.N_("the following arguments are required: %s"), i18n.N_("expected one argument"),
    i18n.N_("expected at most one argument"), i18n.N_("expected at least one argument"),
    i18n.N_("not allowed with argument %s"), i18n.N_("one of the arguments %s is required"),
    i18n.N_("ambiguous option: %(option)s could match %(matches)s"),
    i18n.N_("ignored explicit argument %r"), i18n.N_("%(prog)s: error: %(message)s\n"),
)


def _argparse_speaks_our_language() -> None:
    """argparse says "usage:", "options", "invalid choice" … through `gettext`: the
    functions its module calls (its `_` and `ngettext`, taken from `gettext`) become the
    crew's catalog's, so `--help` and the parser's errors follow `--lang` and Settings,
    not only the environment's locale."""
    argparse._ = i18n._                # type: ignore[attr-defined]
    argparse.ngettext = i18n.ngettext  # type: ignore[attr-defined]


class _Parser(argparse.ArgumentParser):
    """argparse that exits 2 with one line (it already does; keep the message short)."""

    def error(self, message: str) -> None:  # type: ignore[override]
        sys.stderr.write(one_line(f"{self.prog}: {message}") + "\n")
        raise SystemExit(2)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="spacealert", description=i18n._("Space Alert Companion"))
    parser.add_argument("--lang", choices=i18n.LANGUAGES, default=None,
                        help=i18n._("the language of the app and of what is printed (default: the one "
                                    "chosen in Settings, else the locale's)"))
    parser.add_argument("--table-link", action="store_true",
                        help=i18n._("start new table missions with the table link on: each crew member "
                                    "enters their own board on a phone or laptop on this network"))
    parser.add_argument("--version", action="store_true",
                        help=i18n._("print the version, the game's designer and publisher and the editions "
                                    "the rules come from, and exit"))
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)
    from spacealert_tui import commands
    commands.register(sub)
    for command in sub.choices.values():      # `spacealert school --lang es` works too
        if "--lang" not in command._option_string_actions:
            command.add_argument("--lang", choices=i18n.LANGUAGES, default=argparse.SUPPRESS,
                                 help=i18n._("the language of the app and of what is printed"))
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


def _lang_flag(args: list[str]) -> str | None:
    """`--lang` read before the parser is built, so that its help is in that language too."""
    for i, arg in enumerate(args):
        if arg == "--":
            break
        if arg.startswith("--lang="):
            return arg.split("=", 1)[1]
        if arg == "--lang" and i + 1 < len(args):
            return args[i + 1]
    return None


def install_language(flag: str | None) -> str:
    """Speak `--lang`, else the language chosen in Settings, else the locale's (here and
    in the rules core's narration)."""
    from spacealert_tui.rules import text
    from spacealert_tui.settings import load_settings
    setting = None
    if flag not in i18n.LANGUAGES:
        settings, _problems = load_settings()
        setting = settings.language
    language = i18n.choose_language(flag, setting)
    i18n.install(language)
    text.install(*i18n.functions())
    _argparse_speaks_our_language()
    return language


def main(argv: Sequence[str] | None = None) -> int:
    _tolerant_output()
    args_list = list(sys.argv[1:] if argv is None else argv)
    setup_logging()
    install_language(_lang_flag(args_list))
    parser = build_parser()
    args = parser.parse_args(args_list)
    try:
        if args.version:
            from spacealert_tui.credits import credit_lines
            sys.stdout.write("\n".join(credit_lines()) + "\n")
            return 0
        if args.command is None:
            from spacealert_tui.tui.launch import run_app
            return run_app(table_link=args.table_link)
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
        sys.stderr.write("spacealert: " + i18n._("unexpected error ({error}: {reason}); {hint}").format(
            error=type(exc).__name__, reason=exc, hint=details_hint()) + "\n")
        return 1


if __name__ == "__main__":
    raise SystemExit(main())
