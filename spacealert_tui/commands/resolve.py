"""`spacealert resolve RECORD [--json | --trace]`: resolve a game record (a file, or
`example/NAME` for one of the examples shipped with the package)."""
from __future__ import annotations

import argparse
import json
import sys

from spacealert_tui.i18n import _


def register(sub: argparse._SubParsersAction) -> None:
    # the language is installed before the parser is built: the help is in it
    p = sub.add_parser("resolve", help=_("resolve a game record and print the outcome"),
                       description=_("Resolve a game record (spacealert-record/1)."))
    p.add_argument("record", help=_("the game record (YAML), or example/NAME for a shipped example "
                                    "(example/01-first-flight)"))
    out = p.add_mutually_exclusive_group()
    out.add_argument("--json", action="store_true", help=_("print the result object (spacealert-result/1)"))
    out.add_argument("--trace", action="store_true", help=_("narrate every step of every turn"))
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from spacealert_tui.packaged import record_path
    from spacealert_tui.record import load_record
    from spacealert_tui.record.practice import title_words
    from spacealert_tui.rules import resolve
    from spacealert_tui.rules.report import summary_text, trace_text
    record = load_record(record_path(args.record))
    resolution = resolve(record)
    title = title_words(record.title) if record.title else None     # in the crew's language
    if args.json:
        sys.stdout.write(json.dumps(resolution.result.to_json(), ensure_ascii=False) + "\n")
    elif args.trace:
        sys.stdout.write(trace_text(resolution))
        sys.stdout.write("\n" + summary_text(resolution.result, title))
    else:
        sys.stdout.write(summary_text(resolution.result, title))
    return 0
