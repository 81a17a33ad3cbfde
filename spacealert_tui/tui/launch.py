"""Start the Textual app (imported lazily so subcommands never pay for Textual).

Sound opens when the app first needs it (a round's clips), not before the home
screen: pygame and the mixer cost a tenth of a second of start-up. Initialising
the mixer on a machine without a sound device makes ALSA write lines straight to
file descriptor 2, which is where Textual draws; so for the app's run the screen
is drawn on a copy of that descriptor, and descriptor 2 itself goes to the log
(`screen_apart`): whatever a C library writes there lands in the log, never on
the screen (see tui/audio_session.py).
"""
from __future__ import annotations

import io
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def screen_apart() -> Iterator[None]:
    """Textual draws on a copy of fd 2 (`sys.__stderr__`); fd 2 goes to the log meanwhile.

    Where fd 2 is not a terminal (tests, output captured), nothing changes."""
    try:
        if not os.isatty(2) or sys.__stderr__ is None:
            yield
            return
    except (OSError, ValueError):
        yield
        return
    from spacealert_tui.logs import log_path

    saved_dunder, saved_stderr = sys.__stderr__, sys.stderr
    saved_stderr.flush()
    screen = io.TextIOWrapper(io.FileIO(os.dup(2), "w"), encoding=saved_dunder.encoding,
                              errors="replace", line_buffering=True)
    aside = os.dup(2)
    try:
        log = log_path()
        log.parent.mkdir(parents=True, exist_ok=True)
        target = os.open(log, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
    except OSError:
        target = os.open(os.devnull, os.O_WRONLY)
    os.dup2(target, 2)
    os.close(target)
    sys.__stderr__ = sys.stderr = screen  # type: ignore[misc]
    try:
        yield
    finally:
        screen.flush()
        sys.__stderr__, sys.stderr = saved_dunder, saved_stderr  # type: ignore[misc]
        os.dup2(aside, 2)
        os.close(aside)
        screen.close()


def run_app(start: tuple | None = None, table_link: bool = False) -> int:
    """Run the app; its exit status (1 if it stopped on an unexpected error).

    `start`: the screen to open first instead of home (`SpaceAlertApp(start=...)`),
    e.g. `("replay", path)`; `esc` on it quits. Replays play no sound: audio is left
    off (and its notice unsaid) when `start` is given. `table_link`: new table missions
    start with the table link on (docs/table-link.md)."""
    from spacealert_tui.settings import load_settings
    from spacealert_tui.tui.audio_session import AudioSession

    settings, problems = load_settings()
    audio = AudioSession.deferred(settings.audio and start is None, volume=settings.volume / 100,
                                  custom_dir=settings.clip_path)
    try:
        from spacealert_tui.tui.app import SpaceAlertApp

        app = SpaceAlertApp(audio=audio, settings=settings, notices=list(problems), start=start,
                            table_link=table_link)
        with screen_apart():
            app.run()
    finally:
        audio.close()
    return app.return_code or 0
