"""`spacealert replay FILE [--compare OTHER] [--turn N]`: a record on the resolution board.

Opens the app straight on the board of any saved record (a crew's own, or one sent by
another crew), with the board's step controls; `--compare OTHER` opens the comparison
of two plans of the same mission instead; `--turn N` starts at turn N. FILE and
OTHER are record files, or `@ID` for a mission of the logbook (`spacealert logbook`
prints the ids).

Everything that can fail (reading, checking, resolving, the same mission, the turn)
is done here, before the app draws anything: a bad input is one line on stderr and
exit status 2. `esc` on the first screen quits.
"""
from __future__ import annotations

import argparse
import os
from pathlib import Path

from spacealert_tui.errors import UserError

LAST_TURN = 13


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("replay", help="replay a game record on the resolution board",
                       description="Replay a game record on the resolution board, event by "
                                   "event; with --compare, two plans of the same mission side "
                                   "by side, turn by turn.")
    p.add_argument("record", metavar="FILE", help="the game record (YAML), or @ID for a logbook mission")
    p.add_argument("--compare", metavar="OTHER",
                   help="another record of the same mission (file or @ID): compare them")
    p.add_argument("--turn", metavar="N", type=int, help="start at turn N (1-13)")
    p.set_defaults(func=run)


def read_record(spec: str):
    """(record, name, date played or None) from a file path or `@ID` (a mission of the
    logbook: its date goes on the replay's score)."""
    if spec.startswith("@"):
        from spacealert_tui.record.logbook import Logbook

        try:
            mission_id = int(spec[1:])
        except ValueError:
            raise UserError("expected @ and a logbook mission id, e.g. @12", file=spec) from None
        with Logbook.open() as book:
            mission = book.mission(mission_id)
            if mission is None:
                raise UserError(f"no mission #{mission_id} in the logbook", file=os.fspath(book.path))
            return mission.record(), f"logbook #{mission_id}", mission.played
    from spacealert_tui.record import load_record

    path = Path(spec).expanduser()
    return load_record(path if spec.startswith("~") else spec), Path(spec).name, None


def check_turn(turn: int | None, last_turn: int, spec: str) -> None:
    if turn is None:
        return
    if not 1 <= turn <= LAST_TURN:
        raise UserError(f"--turn {turn}: a turn from 1 to {LAST_TURN}")
    if turn > last_turn:
        raise UserError(f"--turn {turn}: {spec} ends in turn {last_turn} (the ship was lost)")


def turn_start(resolution, turn: int | None) -> int:
    """The index of the first event of `turn` (0 without a turn)."""
    from spacealert_tui.rules.events import StepBegan

    if turn is None:
        return 0
    for i, event in enumerate(resolution.events):
        if isinstance(event, StepBegan) and event.turn == turn:
            return i
    return 0


def last_turn_of(resolution) -> int:
    from spacealert_tui.rules.events import StepBegan

    return max((e.turn for e in resolution.events if isinstance(e, StepBegan)), default=0)


def not_the_same_mission(record, other, *, first: str | None = None) -> str | None:
    """Why `other` cannot be compared with `record` (RV3), or None when it can.

    The one check behind `--compare`, the comparison screen and the logbook screen's
    mark and compare, so that all three refuse the same pairs with the same words;
    `first` names `record` in the message ("not the same mission as @3: ...")."""
    from spacealert_tui.rules.compare import mission_differences

    differ = mission_differences(record, other)
    if not differ:
        return None
    return f"not the same mission{f' as {first}' if first else ''}: different {', '.join(differ)}"


def prepare(args: argparse.Namespace) -> tuple:
    """The app's first screen, ready to build: ("board", {...}) or ("compare", {...}).

    Raises `UserError` for anything wrong with the inputs."""
    from spacealert_tui.rules import resolve

    record, name, played = read_record(args.record)
    if args.compare is None:
        try:
            resolution = resolve(record, snapshots="events")
        except UserError:
            raise
        except Exception as exc:   # the rules core refusing a record that loaded
            raise UserError(f"cannot be resolved: {exc}", file=args.record) from None
        check_turn(args.turn, last_turn_of(resolution), args.record)
        return ("board", {"resolution": resolution, "title": record.title or name,
                          "tracks": dict(record.tracks), "start": turn_start(resolution, args.turn),
                          "record": record, "played": played})
    other, other_name, _ = read_record(args.compare)
    problem = not_the_same_mission(record, other, first=args.record)
    if problem:
        raise UserError(problem, file=args.compare)
    if args.turn is not None and not 1 <= args.turn <= LAST_TURN:
        raise UserError(f"--turn {args.turn}: a turn from 1 to {LAST_TURN}")
    from spacealert_tui.tui.screens.compare import CompareModel

    try:
        model = CompareModel.of(record, other, titles=(record.title or name, other.title or other_name))
    except UserError:
        raise
    except Exception as exc:
        raise UserError(f"cannot be compared: {exc}", file=args.compare) from None
    return ("compare", {"model": model, "turn": args.turn or 1})


def run(args: argparse.Namespace) -> int:
    start = prepare(args)
    from spacealert_tui.tui.launch import run_app

    return run_app(start=start)
