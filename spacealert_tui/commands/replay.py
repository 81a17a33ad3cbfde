"""`spacealert replay FILE [--compare OTHER] [--turn N]`: a record on the resolution board.

Opens the app straight on the board of any saved record (a crew's own, or one sent by
another crew), with the board's step controls; `--compare OTHER` opens the comparison
of the two instead: turn by turn when they are plans of the same mission, else side by
side on what two missions share (ruling RV3); `--turn N` starts at turn N. FILE and
OTHER are record files, `example/NAME` for a shipped example, or `@ID` for a mission
of the logbook (`spacealert logbook` prints the ids).

Everything that can fail (reading, checking, resolving, the turn)
is done here, before the app draws anything: a bad input is one line on stderr and
exit status 2. `esc` on the first screen quits.
"""
from __future__ import annotations

import argparse
import os
from pathlib import Path

from spacealert_tui.errors import UserError
from spacealert_tui.i18n import _


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("replay", help=_("replay a game record on the resolution board"),
                       description=_("Replay a game record on the resolution board, event by "
                                   "event; with --compare, two records side by side: turn by turn "
                                   "when they are plans of the same mission, else what the two "
                                   "missions share."))
    p.add_argument("record", metavar="FILE",
                   help=_("the game record (YAML), example/NAME, or @ID for a logbook mission"))
    p.add_argument("--compare", metavar="OTHER",
                   help=_("another record (file, example/NAME or @ID): compare them, turn by turn "
                          "when it is the same mission"))
    p.add_argument("--turn", metavar="N", type=int, help=_("start at turn N (1-13)"))
    p.set_defaults(func=run)


def read_record(spec: str):
    """(record, name, date played or None) from a file path or `@ID` (a mission of the
    logbook: its date goes on the replay's score)."""
    if spec.startswith("@"):
        from spacealert_tui.record.logbook import Logbook

        try:
            mission_id = int(spec[1:])
        except ValueError:
            raise UserError(_("expected @ and a logbook mission id, e.g. @12"), file=spec) from None
        if not 0 < mission_id < 2 ** 63:
            raise UserError(_("no such mission in the logbook (ids are 1, 2, 3 ...)"), file=spec[:30])
        with Logbook.open() as book:
            mission = book.mission(mission_id)
            if mission is None:
                raise UserError(_("no mission #{id} in the logbook").format(id=mission_id), file=os.fspath(book.path))
            return mission.record(), f"logbook #{mission_id}", mission.played
    from spacealert_tui.packaged import record_path
    from spacealert_tui.record import load_record

    return load_record(record_path(spec)), Path(spec).name, None


def check_turn(turn: int | None, last_turn: int, spec: str) -> None:
    from spacealert_tui.record.replay import LAST_TURN
    if turn is None:
        return
    if not 1 <= turn <= LAST_TURN:
        raise UserError(_("--turn {turn}: a turn from 1 to {last}").format(turn=turn, last=LAST_TURN))
    if turn > last_turn:
        raise UserError(_("--turn {turn}: {record} ends in turn {last} (the ship was lost)").format(
            turn=turn, record=spec, last=last_turn))


def prepare(args: argparse.Namespace) -> tuple:
    """The app's first screen, ready to build: ("board", {...}) or ("compare", {...}).

    Raises `UserError` for anything wrong with the inputs."""
    from spacealert_tui.record.replay import CompareModel, LAST_TURN, last_turn_of, turn_start
    from spacealert_tui.rules import resolve

    record, name, played = read_record(args.record)
    if args.compare is None:
        try:
            resolution = resolve(record, snapshots="events")
        except UserError:
            raise
        except Exception as exc:   # the rules core refusing a record that loaded
            raise UserError(_("cannot be resolved: {problem}").format(problem=exc), file=args.record) from None
        check_turn(args.turn, last_turn_of(resolution), args.record)
        return ("board", {"resolution": resolution, "title": record.title or name,
                          "tracks": dict(record.tracks), "start": turn_start(resolution, args.turn),
                          "record": record, "played": played})
    other, other_name, __ = read_record(args.compare)
    if args.turn is not None and not 1 <= args.turn <= LAST_TURN:
        raise UserError(_("--turn {turn}: a turn from 1 to {last}").format(turn=args.turn, last=LAST_TURN))
    try:
        model = CompareModel.of(record, other, titles=(record.title or name, other.title or other_name))
    except UserError:
        raise
    except Exception as exc:
        raise UserError(_("cannot be compared: {problem}").format(problem=exc), file=args.compare) from None
    return ("compare", {"model": model, "turn": args.turn or 1})


def run(args: argparse.Namespace) -> int:
    start = prepare(args)
    from spacealert_tui.tui.launch import run_app

    return run_app(start=start)
