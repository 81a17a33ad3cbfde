"""`spacealert school`: the flight school, a path of lessons that teach the game.

    spacealert school                      # the app, on the school's path
    spacealert school LESSON               # the app, on one lesson
    spacealert school --list               # the path, ✓ for the lessons passed
    spacealert school --check LESSON PLANFILE     # judge a plan (one line per learner)
    spacealert school --check LESSON --plan "red A A"   # the same, the plan given here

`--check` exits 0 when the plan passes the lesson and 1 when it does not.
"""
from __future__ import annotations

import argparse
import re

from spacealert_tui.errors import UserError
from spacealert_tui.i18n import N_, _

FAILED_STATUS = 1


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("school", help=_("the flight school: learn the game one rule at a time"),
                       description=_("The flight school: lessons that bring the rules in one at a time."))
    p.add_argument("lesson", nargs="?", metavar="LESSON", help=_("open this lesson (an id from --list)"))
    p.add_argument("--list", action="store_true", help=_("print the path, ✓ for the lessons passed"))
    p.add_argument("--check", nargs="+", metavar=("LESSON", "PLANFILE"),
                   help=_("judge a plan: LESSON and a file with one line of cards per learner"))
    p.add_argument("--plan", action="append", metavar="CARDS",
                   help=_("with --check: one learner's cards, in turn order (\"red A A\"); once per learner"))
    p.set_defaults(func=run)


def read_plans(text: str) -> list[list[str]]:
    """One learner's cards per line, separated by spaces or commas; `#` starts a comment."""
    plans = []
    for raw in text.splitlines():
        line = raw.split("#", 1)[0].strip()
        if line:
            plans.append([token for token in re.split(r"[\s,]+", line) if token])
    return plans


def run(args: argparse.Namespace) -> int:
    if args.list:
        return print_path()
    if args.check:
        return check(args)
    if args.plan:
        raise UserError(_("--plan goes with --check LESSON"), field="--plan")
    from spacealert_tui.school.lessons import lesson
    if args.lesson:
        lesson(args.lesson)        # an unknown id: its one line, before the app opens
    from spacealert_tui.tui.launch import run_app
    return run_app(start=("school", args.lesson))


def print_path() -> int:
    from spacealert_tui.school.lessons import LESSONS, part_heading
    from spacealert_tui.school.progress import load_progress, next_lesson
    progress = load_progress()
    following = next_lesson(progress)
    width = max(12, *(len(item.id) for item in LESSONS))
    for number, item in enumerate(LESSONS, 1):
        heading = part_heading(number - 1)
        if heading:
            print(f"      {heading}")
        mark = "✓" if item.id in progress.passed else ("→" if item is following else " ")
        print(f"{mark} {number:>2}. {item.id:<{width}} {_(item.title)}")
    done = sum(item.id in progress.passed for item in LESSONS)
    print(_("{done} of {total} lessons passed").format(done=done, total=len(LESSONS)))
    return 0


def check(args: argparse.Namespace) -> int:
    from spacealert_tui.fileio import read_user_text
    from spacealert_tui.school.lessons import judge, lesson
    lesson_id, *files = args.check
    if len(files) > 1 or (files and args.plan) or not (files or args.plan):
        raise UserError(_("--check takes LESSON and either a PLANFILE or --plan CARDS"), field="--check")
    item = lesson(lesson_id)
    if files:
        plans = read_plans(read_user_text(files[0], what="plan file"))
    else:
        plans = [[card for plan in read_plans(cards) for card in plan] for cards in args.plan]
    verdict = judge(item, plans)
    print(_(PASSED if verdict.passed else NOT_PASSED).format(title=_(item.title)))
    print(verdict.headline)
    for line in verdict.why:
        print(f"  {line}")
    if verdict.better:
        print(verdict.better)
    return 0 if verdict.passed else FAILED_STATUS


PASSED = N_("Passed: {title}")
NOT_PASSED = N_("Not passed yet: {title}")
