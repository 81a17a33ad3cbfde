"""The log file: where what went wrong is written down, with its traceback.

Whatever the app or a command carries on from (a broken mission file, a command that
does not import, the rules core failing on a record) goes to `spacealert.log`, and
the message the user sees names the file (`details_hint()`). The file lives in
`SPACEALERT_DATA_DIR/log` when that is set (tests set it, as for the rest of the user's
data), else in the user's state folder; it is capped (`MAX_BYTES`, `BACKUPS` older
files kept) so it never grows without end.

Standard library and platformdirs only, so every layer may name the log.
"""
from __future__ import annotations

import logging
import logging.handlers
import os
import stat
from pathlib import Path

from spacealert_tui.i18n import _

LOGGER = "spacealert_tui"
FILENAME = "spacealert.log"
MAX_BYTES = 256 * 1024
BACKUPS = 2
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


def log_dir() -> Path:
    """SPACEALERT_DATA_DIR/log when set, else the user's log folder
    (`~/.local/state/spacealert/log` on Linux)."""
    override = os.environ.get("SPACEALERT_DATA_DIR")
    if override:
        return Path(override) / "log"
    import platformdirs
    return Path(platformdirs.user_log_dir("spacealert"))


def log_path() -> Path:
    return log_dir() / FILENAME


def shown(path: Path) -> str:
    """A path as the user reads it: ~ for the home folder."""
    try:
        return "~/" + str(path.relative_to(Path.home()))
    except ValueError:
        return str(path)


def details_hint() -> str:
    """"details in ~/.local/state/spacealert/log/spacealert.log", for a failure message."""
    return _("details in {path}").format(path=shown(log_path()))


class _Handler(logging.handlers.RotatingFileHandler):
    """The project's file handler (told apart from any other on the logger)."""

    def handleError(self, record: logging.LogRecord) -> None:
        """A log that cannot be written (a full disk) says nothing on the terminal: the
        command's own message stays the one line the user reads (issue 26)."""


class _Quiet(logging.NullHandler):
    """Keeps Python's last-resort handler from printing the package's warnings as bare
    lines on stderr when there is no log file (a read-only or full data folder)."""


def setup_logging(level: int = logging.INFO) -> Path | None:
    """Send the package's log records to the log file; the file's path, or None if it
    cannot be opened (the program goes on without a file).

    Called at start-up by the command line and by the app; calling it again is cheap,
    and moves the log when the data folder changed (each test has its own)."""
    logger = logging.getLogger(LOGGER)
    if not any(isinstance(handler, _Quiet) for handler in logger.handlers):
        logger.addHandler(_Quiet())
    path = log_path()
    for handler in list(logger.handlers):
        if isinstance(handler, _Handler):
            if Path(handler.baseFilename) == path.absolute():
                return path
            logger.removeHandler(handler)
            handler.close()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.exists() and not stat.S_ISREG(path.stat().st_mode):
            # a FIFO would block the open for good, /dev/zero would never rotate
            raise OSError(f"not a regular file ({stat.filemode(path.stat().st_mode)})")
        handler = _Handler(path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8")
    except OSError as exc:
        logging.getLogger(__name__).warning("cannot open the log file %s: %s", path, exc)
        return None
    handler.setFormatter(logging.Formatter(FORMAT))
    logger.addHandler(handler)
    if logger.level == logging.NOTSET or logger.level > level:
        logger.setLevel(level)
    return path
