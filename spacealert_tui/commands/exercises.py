"""`spacealert exercises`: the crew's past decisive mistakes due again, and the kinds it makes most.

`spacealert exercises add RECORD...` (a record file, `example/NAME` or `@ID`) or
`spacealert exercises add --logbook` (every lost mission of the logbook) keeps the lost
missions a card or two would have saved; each comes back 1, 3 and 7 days later until
solved twice (`record.exercises`).
"""
from __future__ import annotations

import argparse
import os
import sys
from datetime import date

from spacealert_tui.errors import UserError
from spacealert_tui.i18n import LANGUAGES, _, ngettext


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("exercises", help=_("the decisive mistakes of lost missions, to find the fix of again"),
                       description=_("The decisive mistakes of the crew's lost missions due again today, "
                                     "and the kinds of mistakes this crew makes most. Each comes back "
                                     "1, 3 and 7 days later until solved twice."))
    p.add_argument("--today", metavar="YYYY-MM-DD", type=_day, default=None,
                   help=_("the day to count from (default: today)"))
    p.set_defaults(func=run_list)
    inner = p.add_subparsers(dest="exercises_command")
    add = inner.add_parser("add", help=_("keep the decisive mistake of lost missions"),
                           description=_("Keep the decisive mistake of each lost mission given (a single "
                                         "card that would have saved the ship)."))
    add.add_argument("records", metavar="RECORD", nargs="*",
                     help=_("the game record (YAML), example/NAME, or @ID for a logbook mission"))
    add.add_argument("--logbook", action="store_true", help=_("every lost mission of the logbook"))
    add.add_argument("--today", metavar="YYYY-MM-DD", type=_day, default=argparse.SUPPRESS,
                     help=_("the day to count from (default: today)"))
    add.add_argument("--lang", choices=LANGUAGES, default=argparse.SUPPRESS,
                     help=_("the language of the app and of what is printed"))
    add.set_defaults(func=run_add)


def _day(text: str) -> date:
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(_("expected a date (YYYY-MM-DD)")) from None


def kind_words(kind: str) -> str:
    from spacealert_tui.coach.lesson_from_loss import KINDS
    return _(KINDS[kind])


def exercise_line(exercise) -> str:
    """One exercise: its mission, decisive turn, kind and how often solved."""
    from spacealert_tui.record.practice import title_words
    title = title_words(exercise.record.title) if exercise.record.title else _("mission")
    return _("{title} ({added}): decisive turn {turn} — {kind} — solved {solved} of 2").format(
        title=title, added=exercise.added.isoformat(), turn=exercise.turn,
        kind=kind_words(exercise.kind), solved=exercise.solved)


def run_list(args: argparse.Namespace) -> int:
    from spacealert_tui.record.exercises import due_now, exercises_path, kinds_by_crew, load_exercises
    today = args.today or date.today()
    exercises = load_exercises()
    if not exercises:
        sys.stdout.write(_("No exercises yet: a lost mission that a card or two would have saved "
                           "becomes one (spacealert exercises add RECORD).") + "\n")
        return 0
    due = due_now(exercises, today)
    out = [_("Exercises due on {day}: {due} of {total}").format(
        day=today.isoformat(), due=len(due), total=len(exercises))]
    out += ["  " + exercise_line(e) for e in due]
    for crew, kinds in kinds_by_crew(exercises):
        out += ["", _("The mistakes this crew makes most ({crew}):").format(crew=crew)]
        out += ["  " + _("{kind}: {count}").format(kind=kind_words(kind), count=count) for kind, count in kinds]
    out += ["", _("Kept in {path}").format(path=os.fspath(exercises_path()))]
    sys.stdout.write("\n".join(out) + "\n")
    return 0


def run_add(args: argparse.Namespace) -> int:
    from spacealert_tui.commands.replay import read_record
    from spacealert_tui.record.exercises import (add_exercises, exercise_of, exercises_path, keep_lost,
                                                 lost_in_logbook)
    if not args.records and not args.logbook:
        raise UserError(_("name a RECORD to add, or --logbook"))
    today = getattr(args, "today", None) or date.today()
    sources = [(spec, read_record(spec)[0]) for spec in args.records]
    found = [(name, exercise_of(record, today)) for name, record in sources]
    kept = [(name, exercise) for name, exercise in found if exercise is not None]
    added = 0
    try:
        fresh = add_exercises(e for _name, e in kept) if kept else []
        verdicts = dict(zip((name for name, _e in kept), fresh))
        for name, exercise in found:
            if exercise is None:
                sys.stdout.write(_("{name}: nothing to keep (won, or neither a card nor a pair of cards "
                                   "saves it)").format(name=name) + "\n")
            elif verdicts.get(name):
                added += 1
                sys.stdout.write(f"{name}: {exercise_line(exercise)}\n")
            else:
                sys.stdout.write(_("{name}: already kept").format(name=name) + "\n")
        if args.logbook:
            for exercise in keep_lost((record for _id, record in lost_in_logbook()), today):
                added += 1
                sys.stdout.write(exercise_line(exercise) + "\n")
    except OSError as exc:
        raise UserError(_("cannot write it: {reason}").format(reason=exc.strerror or exc),
                        file=os.fspath(exercises_path())) from None
    sys.stdout.write(ngettext("{n} exercise added.", "{n} exercises added.", added).format(n=added) + "\n")
    return 0
