"""`spacealert mission list | show | generate | import`: the soundtrack timelines.

Output shapes are contracts other programs read (missions/README.md): `list --json` prints
[{"id", "title", "duration", "kind"}], `show --json` the timeline JSON,
`--flash` one line of flash code. Notes and "saved to" messages that are not
the requested data go to stderr, so stdout stays machine-readable.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import argparse
import hashlib
import json
import random
import sys
from pathlib import Path

from spacealert_tui.errors import UserError
from spacealert_tui.fileio import exists
from spacealert_tui.i18n import _

if TYPE_CHECKING:
    from spacealert_tui.mission.timeline import Timeline


def register(sub: argparse._SubParsersAction) -> None:
    from spacealert_tui.mission.generator import BASE, DOUBLE
    mission = sub.add_parser("mission", help=_("soundtrack timelines: list, show, generate, import"),
                             description=_("Soundtrack timelines: official tracks, examples, your "
                                         "saved missions and generated ones."))
    commands = mission.add_subparsers(dest="mission_command", metavar="COMMAND", required=True)

    listing = commands.add_parser("list", help=_("the missions available"))
    listing.add_argument("--json", action="store_true", help=_("a JSON list of {id, title, duration, kind}"))
    listing.set_defaults(func=_list)

    show = commands.add_parser("show", help=_("one timeline, in words, as JSON or as flash code"))
    show.add_argument("id", metavar="ID", help=_("mission id (see `mission list`) or a mission file"))
    _output_options(show)
    show.set_defaults(func=_show)

    gen = commands.add_parser("generate", help=_("a new random mission (the same seed gives the same mission)"))
    gen.add_argument("--seed", type=_seed, help=_("a whole number >= 0 (default: a random one, shown)"))
    gen.add_argument("--players", type=int, choices=range(1, 6), default=4, metavar="1-5",
                     help=_("crew size: 1 plays the solo variant (no data, no comms breaks, no "
                          "unconfirmed reports); default 4"))
    gen.add_argument("--double-actions", action="store_true",
                     help=_("The New Frontier: longer missions, an internal and an external threat may share a T+n"))
    gen.add_argument("--level", type=int, metavar="N",
                     help=_("confirmed threat points: {low}-{high} (default {default}); with --double-actions "
                            "{double_low}-{double_high} (default {double_default})").format(
                         low=BASE.levels[0], high=BASE.levels[1], default=BASE.default_level,
                         double_low=DOUBLE.levels[0], double_high=DOUBLE.levels[1],
                         double_default=DOUBLE.default_level))
    _output_options(gen)
    gen.add_argument("--save", metavar="NAME", help=_("also save it among your missions as user/NAME"))
    gen.set_defaults(func=_generate)

    imp = commands.add_parser("import", help=_("read flash code (a string or a file) and save it as a mission"))
    imp.add_argument("source", metavar="CODE_OR_FILE", help=_("flash code, or a file holding flash code or a mission"))
    imp.add_argument("-o", "--output", metavar="FILE", help=_("where to write the mission file "
                     "(default: your missions folder, as user/NAME)"))
    imp.set_defaults(func=_import)


def _output_options(parser: argparse.ArgumentParser) -> None:
    form = parser.add_mutually_exclusive_group()
    form.add_argument("--json", action="store_true", help=_("the timeline as JSON"))
    form.add_argument("--flash", action="store_true", help=_("the timeline as flash code"))


def _seed(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(_("{value} is not a whole number").format(value=repr(text[:20]))) from None
    if len(text) > 18:
        raise argparse.ArgumentTypeError(_("a seed has at most 18 digits"))
    if value < 0:
        raise argparse.ArgumentTypeError(_("a seed is 0 or more"))
    return value


def _print_json(data: object) -> None:
    sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")


def _list(args: argparse.Namespace) -> int:
    from spacealert_tui.mission.catalogue import list_missions
    from spacealert_tui.mission.spoken import fmt_time
    from spacealert_tui.mission.titles import shown_title
    problems: list[str] = []
    missions = list_missions(problems)
    for problem in problems:
        sys.stderr.write("spacealert: " + _("skipped {problem}").format(problem=problem) + "\n")
    if args.json:
        _print_json([m.to_json() for m in missions])
        return 0
    width = max(len(m.id) for m in missions)
    for m in missions:
        sys.stdout.write(f"{m.id:<{width}}  {fmt_time(m.duration):>5}  {m.kind_word():<8}  {shown_title(m.title)}\n")
    return 0


def _emit(timeline: Timeline, args: argparse.Namespace) -> None:
    from spacealert_tui.mission.describe import describe
    from spacealert_tui.mission.flash import to_flash
    from spacealert_tui.mission.validate import validate
    if args.json:
        _print_json(timeline.to_json())
    elif args.flash:
        sys.stdout.write(to_flash(timeline) + "\n")
    else:
        from spacealert_tui.audio.catalogue import subtitles
        from spacealert_tui.i18n import current_language

        # the round's subtitles' own words (the Soundtracks screen lists the same)
        said = subtitles(timeline, current_language())
        sys.stdout.write(describe(timeline, validate(timeline), said=said) + "\n")


def _show(args: argparse.Namespace) -> int:
    from spacealert_tui.mission.catalogue import load_mission
    _emit(load_mission(args.id), args)
    return 0


def _generate(args: argparse.Namespace) -> int:
    from spacealert_tui.mission.catalogue import USER_PREFIX, user_mission_path
    from spacealert_tui.mission.files import save_mission_file
    from spacealert_tui.mission.generator import generate
    from spacealert_tui.mission.timeline import Timeline
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1_000_000)
    try:
        timeline = generate(seed, players=args.players, threat_level=args.level,
                            double_threats=args.double_actions)
    except ValueError as exc:
        raise UserError(str(exc), field="--level") from None
    if args.save:
        path = user_mission_path(args.save)
        if path.exists():
            raise UserError(_("a saved mission already has this name; choose another"),
                            file=str(path), field="--save")
        saved = Timeline(id=USER_PREFIX + path.stem, title=timeline.title,
                         phase_ends=timeline.phase_ends, events=timeline.events)
        save_mission_file(path, saved, source=f"spacealert mission generate, regenerate with id {timeline.id}")
        sys.stderr.write(_("saved as {id}: {path}").format(id=saved.id, path=path) + "\n")
    _emit(timeline, args)
    return 0


def _import(args: argparse.Namespace) -> int:
    from spacealert_tui.mission.catalogue import USER_PREFIX, load_file, user_mission_path
    from spacealert_tui.mission.files import save_mission_file
    from spacealert_tui.mission.flash import from_flash
    from spacealert_tui.mission.spoken import fmt_time
    from spacealert_tui.mission.timeline import Timeline
    from spacealert_tui.mission.validate import validate
    source = args.source
    path = Path(source).expanduser()
    if exists(path):
        timeline, name, origin = load_file(path), path.stem, f"file {path}"
    elif source.strip()[:1].isdigit():
        code = source.strip()
        name = "flash-" + hashlib.sha1(code.encode()).hexdigest()[:8]
        timeline, origin = from_flash(code, id=name, title=_("Imported mission {name}").format(name=name)), "flash code"
    else:
        raise UserError(_("no such file, and not flash code (which starts with a time, e.g. 010AL1TR)"),
                        field=f"CODE_OR_FILE {source[:60]!r}")
    if args.output:
        target = Path(args.output).expanduser()
        mission_id = target.stem
    else:
        target = user_mission_path(name)
        mission_id = USER_PREFIX + target.stem
    saved = Timeline(id=mission_id, title=timeline.title, phase_ends=timeline.phase_ends, events=timeline.events)
    if not args.output and target.exists():
        existing = load_file(target)
        if (existing.phase_ends, existing.events) != (saved.phase_ends, saved.events):
            raise UserError(_("a different saved mission already has this name; write it elsewhere with -o FILE"),
                            file=str(target))
    else:
        save_mission_file(target, saved, source=f"imported from {origin}")
    for problem in validate(saved):
        sys.stderr.write("spacealert: " + _("note: {problem}").format(problem=problem) + "\n")
    where = "" if args.output else _(" (mission id {id})").format(id=mission_id)
    sys.stdout.write(_("imported {n} announcements, {duration}: {path}").format(
        n=len(saved.events), duration=fmt_time(saved.duration), path=target) + where + "\n")
    return 0
