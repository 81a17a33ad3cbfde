"""`spacealert explorers`: the explorers' sheets (*The New Frontier*'s experience system).

    spacealert explorers                        # every explorer, one line each
    spacealert explorers NAME                   # one explorer's sheet
    spacealert explorers [NAME] --json          # the same as JSON
    spacealert explorers --new NAME [--stubborn]   # a new explorer (--stubborn: no cloning consent)
    spacealert explorers NAME --consent         # a stubborn explorer signs, for good
    spacealert explorers NAME --learn SPECIALIZATION   # tick a box a new level owes
    spacealert explorers --export FILE          # every explorer as JSON ("-": standard output)
    spacealert explorers --import FILE          # add the explorers of an export
    spacealert explorers --settle               # make the awards a closed app left waiting

Awards are made when a mission is logged with its explorers (`Logbook.add_mission(...,
explorers=...)`); the sheets live in the logbook.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from spacealert_tui.errors import UserError
from spacealert_tui.fileio import read_user_text, write_user_file
from spacealert_tui.i18n import _, ngettext


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("explorers", help=_("the explorers' sheets: levels, experience, achievements"),
                       description=_("The New Frontier's explorers: create them, see their sheets, "
                                     "export and import them."))
    p.add_argument("name", nargs="?", metavar="NAME", help=_("one explorer's sheet"))
    p.add_argument("--json", action="store_true", help=_("print as JSON"))
    p.add_argument("--new", metavar="NAME", help=_("create an explorer at level 0"))
    p.add_argument("--stubborn", action="store_true", help=_("with --new: no cloning consent (skips dotted boxes)"))
    p.add_argument("--consent", action="store_true", help=_("NAME signs cloning consent (cannot be undone)"))
    p.add_argument("--learn", metavar="SPECIALIZATION", help=_("NAME ticks the next box of SPECIALIZATION"))
    p.add_argument("--export", metavar="FILE", help=_("write every explorer as JSON (- for standard output)"))
    p.add_argument("--import", dest="import_", metavar="FILE", help=_("add the explorers of an export"))
    p.add_argument("--settle", action="store_true",
                   help=_("award the explorers of won missions whose award was left waiting "
                          "(the app closed before the crew judged): automatic achievements only"))
    p.set_defaults(func=run)


def summary_line(explorer) -> str:
    from spacealert_tui.record.explorer_sheet import level_word
    s = explorer.sheet
    wins = sum(1 for a in explorer.awards if a.success)
    line = _("{name} {level} {xp} xp  {wins} missions  {achievements} achievements  {clones} clones").format(
        name=f"{s.name:<20}", level=f"{level_word(explorer):<18}", xp=f"{s.experience:>5}", wins=f"{wins:>3}",
        achievements=f"{len(explorer.achievements):>3}", clones=s.clones)
    return line + ("" if s.consent else "  " + _("stubborn"))


def run(args: argparse.Namespace) -> int:
    from spacealert_tui.record.explorer_sheet import sheet_json, sheet_text
    from spacealert_tui.record.logbook import Logbook

    args.name = args.name or args.new
    if (args.consent or args.learn) and not args.name:
        raise UserError(_("--consent and --learn need the explorer's NAME"))
    if args.stubborn and not args.new:
        raise UserError(_("--stubborn goes with --new NAME"))
    problems: list[str] = []      # one line each: a damaged row skipped, an award not made
    with Logbook.open() as book:
        if args.import_:
            text = read_user_text(Path(args.import_).expanduser(), what=_("explorers export"))
            try:
                doc = json.loads(text)
            except ValueError as exc:
                line = getattr(exc, "lineno", None)
                raise UserError(_("not JSON ({problem})").format(problem=getattr(exc, "msg", exc)), file=args.import_,
                                line=line) from None
            except RecursionError:          # nested deeper than any export
                raise UserError(_("nested too deep for an explorers export"), file=args.import_) from None
            added = book.import_explorers(doc, args.import_)
            sys.stderr.write(ngettext("imported {n} explorer", "imported {n} explorers",
                                      len(added)).format(n=len(added))
                             + (f": {', '.join(added)}" if added else "") + "\n")
            return 0
        if args.export:
            text = json.dumps(book.export_explorers(problems), ensure_ascii=False, indent=1) + "\n"
            for problem in problems:            # a damaged row is left out, and said
                sys.stderr.write("spacealert: " + _("skipped {problem}").format(problem=problem) + "\n")
            if args.export == "-":
                sys.stdout.write(text)
            else:
                write_user_file(Path(args.export).expanduser(), text, what=_("explorers export"), make_folder=False)
                n = len(book.explorers())
                sys.stderr.write(ngettext("wrote {n} explorer to {path}", "wrote {n} explorers to {path}", n).format(
                    n=n, path=args.export) + "\n")
            return 0
        if args.settle:
            from spacealert_tui.record.explorers import training_waiting
            training = training_waiting(book)
            settled = book.settle_all_pending(problems)
            for line in training:
                sys.stderr.write(line + "\n")
            for problem in problems:        # each award stands alone: one line each, the rest made
                sys.stderr.write("spacealert: " + problem + "\n")      # already in the crew's language
            sys.stderr.write(ngettext("settled {n} waiting award", "settled {n} waiting awards",
                                      settled).format(n=settled) + "\n")
            if not args.name:
                return 2 if problems else 0
        if args.new:
            book.new_explorer(args.new, consent=not args.stubborn)
        if args.consent:
            book.sign_consent(args.name)
            from spacealert_tui.record.campaign import consent_note, flown_stubborn
            if flown_stubborn(args.name):
                sys.stderr.write(consent_note(args.name) + "\n")
        if args.learn:
            book.tick_specialization(args.name, args.learn.replace("-", "_").replace(" ", "_").lower())
        if args.name:
            explorer = book.explorer(args.name)
            if explorer is None:
                raise UserError(_("no explorer called {name}").format(name=repr(args.name)), field="NAME")
            sys.stdout.write(json.dumps(sheet_json(explorer), ensure_ascii=False) + "\n" if args.json
                             else sheet_text(explorer))
            return 0
        explorers = book.explorers(problems)
        for problem in problems:            # a damaged row is skipped with a notice
            sys.stderr.write("spacealert: " + _("skipped {problem}").format(problem=problem) + "\n")
        if args.json:
            sys.stdout.write(json.dumps({"explorers": [sheet_json(e) for e in explorers]},
                                        ensure_ascii=False) + "\n")
        elif not explorers:
            sys.stdout.write(_("No explorers yet: spacealert explorers --new NAME [--stubborn]") + "\n")
        else:
            sys.stdout.write("".join(summary_line(e) + "\n" for e in explorers))
    return 0
