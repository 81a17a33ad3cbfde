"""Reading the user's files safely and writing ours atomically, for every layer.

Whatever the user names (a record, a mission, flash code, an import) is read with
`read_user_text`: only a regular file, only up to a size no real file reaches, so a
FIFO or /dev/zero is refused at once instead of being read forever. Whatever the
program writes goes through `write_atomic` (a temporary file in the same folder,
fsync, then `os.replace`), so a kill or a full disk never leaves half a file.
`data_dir` is the one place that finds the user's data folder.
"""
from __future__ import annotations

import errno
import os
import stat
import tempfile
from pathlib import Path

from spacealert_tui.errors import UserError
from spacealert_tui.i18n import N_, _

DATA_DIR_ENV = "SPACEALERT_DATA_DIR"
#: Records and mission files are a few kilobytes; a file past this is not one of them.
MAX_INPUT_BYTES = 4 * 1024 * 1024
#: What the callers name the files they read or write (`what=`), so that the catalogs
#: have them: a message says `_(what)`.
WHATS = (N_("file"), N_("record file"), N_("mission file"), N_("mission"), N_("saved mission"),
         N_("CSV file"), N_("explorers export"))


def data_dir() -> Path:
    """The user's data folder: $SPACEALERT_DATA_DIR (with ~ expanded), else platformdirs'."""
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override).expanduser()
    import platformdirs
    return Path(platformdirs.user_data_dir("spacealert"))


def exists(path: str | os.PathLike) -> bool:
    """Whether something is at `path`; a name too long or holding a NUL is simply not there
    (flash code and mission ids are tried as file names first)."""
    try:
        os.stat(path)
    except (OSError, ValueError):
        return False
    return True


def is_dir(path: str | os.PathLike) -> bool:
    """Whether `path` is a folder; a name too long or holding a NUL is simply not one
    (`Path.is_dir` raises on a 300-character name, issue 26)."""
    try:
        return stat.S_ISDIR(os.stat(path).st_mode)
    except (OSError, ValueError):
        return False


def os_reason(exc: OSError) -> str:
    """A short reason for an OSError, in words ("file name too long")."""
    if exc.errno == errno.ENAMETOOLONG:
        return _("the name is too long for the file system")
    return (exc.strerror or exc.__class__.__name__).lower()


def read_user_text(path: str | os.PathLike, *, what: str = "file", limit: int = MAX_INPUT_BYTES) -> str:
    """The UTF-8 text of a regular file; anything else raises `UserError` naming the file."""
    name = os.fspath(path)
    what = _(what) if what else what
    if "\0" in name:
        raise UserError(_("a file name cannot hold a NUL character"), file=name)
    try:
        fd = os.open(name, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOCTTY", 0))
    except FileNotFoundError:
        raise UserError(_("no such file"), file=name) from None
    except IsADirectoryError:
        raise UserError(_("is a directory (a folder), not a {what}").format(what=what), file=name) from None
    except OSError as exc:
        raise UserError(_("cannot read it: {reason}").format(reason=os_reason(exc)), file=name) from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise UserError(_("is a directory (a folder), not a {what}").format(what=what), file=name)
        if not stat.S_ISREG(info.st_mode):
            raise UserError(_("not a regular file (a pipe, a device or a socket), not a {what}").format(what=what),
                            file=name)
        if info.st_size > limit:
            raise UserError(_("too big for a {what} ({size} bytes, at most {limit})").format(
                what=what, size=info.st_size, limit=limit), file=name)
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, 65536)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:
            raise UserError(_("too big for a {what} (more than {limit} bytes)").format(what=what, limit=limit),
                            file=name)
    except OSError as exc:
        raise UserError(_("cannot read it: {reason}").format(reason=os_reason(exc)), file=name) from None
    finally:
        os.close(fd)
    data = b"".join(chunks)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise UserError(_("cannot read it: not UTF-8 text (byte {byte})").format(byte=exc.start),
                        file=name, line=line) from None


def write_atomic(path: str | os.PathLike, text: str, *, newline: str | None = None,
                 make_folder: bool = True) -> None:
    """Write `text` to a temporary file beside `path`, fsync it, then rename it over `path`.

    Raises OSError as it comes (callers turn it into their own one-line message); the
    temporary file never stays behind."""
    path = Path(path)
    if make_folder:
        path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".tmp-", suffix=".part", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline=newline) as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def write_user_file(path: str | os.PathLike, text: str, *, what: str = "file", newline: str | None = None,
                    make_folder: bool = True) -> None:
    """`write_atomic`, with any OSError turned into one line naming the file."""
    try:
        write_atomic(path, text, newline=newline, make_folder=make_folder)
    except OSError as exc:
        raise UserError(_("cannot write the {what}: {reason}").format(what=_(what) if what else what,
                                                                      reason=os_reason(exc)),
                        file=os.fspath(path)) from None
