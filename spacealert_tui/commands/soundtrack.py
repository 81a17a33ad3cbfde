"""`spacealert soundtrack ID_OR_FILE`: play an action round in the terminal.

`--dry-run --json` prints the clip schedule instead, one JSON object a line
(`{"at": 0.0, "clip": "assets/voice/en/alert.ogg", "text": "Alert."}`, a
contract). Audio starts before anything is drawn; with no device, or with
`--no-audio`, the round plays silently with subtitles. SIGTERM stops it as Ctrl+C
does: the sound stops, the terminal is given back as it was, exit status 143.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import argparse
import json
import signal
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from spacealert_tui.errors import UserError
from spacealert_tui.i18n import _, current_language

if TYPE_CHECKING:
    from spacealert_tui.mission.timeline import Timeline


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("soundtrack", help=_("play a mission's action round in the terminal"),
                       description=_("`spacealert soundtrack ID_OR_FILE`: play an action round in the terminal."))
    p.add_argument("mission", metavar="ID_OR_FILE",
                   help=_("mission id (base/mission-1, generated/42, ...) or file"))
    p.add_argument("--lang", choices=("en", "es", "pt"), default=None,
                   help=_("voice and subtitle language (default: the language the app speaks)"))
    p.add_argument("--players", type=int, default=5, metavar="N",
                   help=_("crew size 1-5: under 5, unconfirmed reports are marked 'ignore' "
                          "(default 5)"))
    p.add_argument("--clips", type=Path, metavar="DIR",
                   help=_("your own clip folder (fan-tool names); missing clips use the built-in voice"))
    p.add_argument("--no-audio", action="store_true", help=_("subtitles only, no sound"))
    p.add_argument("--volume", type=float, default=1.0, help=_("master volume 0-1 (default 1)"))
    p.add_argument("--dry-run", action="store_true", help=_("print the clip schedule, play nothing"))
    p.add_argument("--json", action="store_true", help=_("with --dry-run: one JSON object a line"))
    p.set_defaults(func=run)


def load_timeline(id_or_file: str) -> Timeline:
    """Any mission the catalogue knows: official id, example, saved, generated/SEED, or a file."""
    from spacealert_tui.mission.catalogue import load_mission
    return load_mission(id_or_file)


def _check(args: argparse.Namespace) -> None:
    if not 1 <= args.players <= 5:
        raise UserError(_("{n} is not a crew size (1-5)").format(n=args.players), field="--players")
    if args.json and not args.dry_run:
        raise UserError(_("--json goes with --dry-run"), field="--json")
    if not 0.0 <= args.volume <= 1.0:
        raise UserError(_("{volume} is not a volume (0-1)").format(volume=args.volume), field="--volume")


def run(args: argparse.Namespace) -> int:
    _check(args)
    from spacealert_tui.audio.catalogue import ClipSet
    from spacealert_tui.mission.script import build_script
    timeline = load_timeline(args.mission)
    clips = ClipSet(args.lang or current_language(), custom_dir=args.clips)
    script = build_script(timeline, clips, players=args.players)
    if args.dry_run:
        return _dry_run(script, clips.warnings, as_json=args.json)
    return play(script, clips.warnings, audio=not args.no_audio, volume=args.volume)


def _dry_run(script, warnings: list[str], *, as_json: bool) -> int:
    for warning in warnings:
        sys.stderr.write("spacealert: " + _("warning: {warning}").format(warning=warning) + "\n")
    out = sys.stdout
    for clip in script.clips:
        if as_json:
            out.write(json.dumps(clip.to_json(), ensure_ascii=False) + "\n")
        else:
            at = f"{int(clip.at) // 60}:{clip.at % 60:06.3f}"
            out.write(f"{at:>10}  {clip.layer:5}  {clip.clip.path:48}  {clip.to_json()['text']}\n")
    return 0


class Terminated(Exception):
    """SIGTERM arrived: unwind as Ctrl+C does (sound closed, terminal restored)."""


@contextmanager
def stop_on_sigterm() -> Iterator[None]:
    """SIGTERM raises `Terminated` in the main thread for the duration (then as before)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def terminate(signum: int, frame: object) -> None:
        raise Terminated()

    previous = signal.signal(signal.SIGTERM, terminate)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


def play(script, warnings: list[str], *, audio: bool = True, volume: float = 1.0,
         clock=None, sleep=None) -> int:
    """Open audio (before drawing), preload the clips, and play the round.

    `clock` and `sleep` replace real time (both together: a test clock that only
    moves when slept on, so a whole round plays at once).
    """
    from spacealert_tui.audio.backend import AudioSettings, script_voices
    from spacealert_tui.audio.device import open_audio
    from spacealert_tui.audio.terminal import TerminalPlayer
    from spacealert_tui.mission.scheduler import Scheduler
    backend = open_audio(audio, AudioSettings(volume=volume))
    notices = [backend.notice] if backend.notice else []
    notices += warnings + backend.preload(script_voices(script))
    key_fd = sys.stdin.fileno() if sys.stdin is not None and sys.stdin.isatty() else None
    kwargs = {"clock": clock} if clock else {}
    if sleep:
        kwargs["sleep"] = sleep
    scheduler = Scheduler(script, backend, **kwargs)
    player = TerminalPlayer(scheduler, title=script.timeline.title, lang=script.lang,
                            key_fd=key_fd, notices=notices, **kwargs)
    if player.log_lines:
        for notice in notices:
            sys.stderr.write("spacealert: " + notice + "\n")
    try:
        with stop_on_sigterm():
            return player.run()
    except Terminated:
        return 128 + signal.SIGTERM
    finally:
        backend.close()
