"""What one window (one process) is working on, so that another window neither takes it
from under it nor silently undoes it (issue 26).

A claim is an exclusive `flock` on a small file: the window that continues a mission draft
claims it, and the score screen claims a mission whose explorers wait for the crew's judged
achievements. The operating system drops the lock when the process ends, however it ends
(kill -9 included), so a claim never outlives its window and nothing needs cleaning up.
Another process asks `held_elsewhere` and refuses (a draft: "open in another window") or
leaves the thing alone (`explorers --settle` skips an award being judged).

Where `fcntl` is missing (Windows) nothing is ever claimed: the app works as before.
"""
from __future__ import annotations

import logging
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

try:
    import fcntl
except ImportError:  # pragma: no cover - not on POSIX
    fcntl = None  # type: ignore[assignment]

logger = logging.getLogger(__name__)

#: The claims this process holds: lock file → its open descriptor.
_HELD: dict[Path, int] = {}


def _key(path: str | os.PathLike) -> Path:
    return Path(path).absolute()


def claim(path: str | os.PathLike) -> bool:
    """Take the claim at `path` for this process; False when another process holds it.
    A claim this process already holds is simply kept (True). A lock file that cannot be
    made (read-only folder) claims nothing and refuses nothing: True, and logged."""
    key = _key(path)
    if key in _HELD or fcntl is None:
        return True
    try:
        key.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(key, os.O_RDWR | os.O_CREAT | os.O_NONBLOCK, 0o600)
    except OSError as exc:
        logger.warning("cannot make the claim %s: %s", key, exc)
        return True
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        os.close(fd)
        return False
    _HELD[key] = fd
    return True


def release(path: str | os.PathLike) -> None:
    """Give the claim up (nothing if this process does not hold it)."""
    fd = _HELD.pop(_key(path), None)
    if fd is not None:
        os.close(fd)            # closing the descriptor drops its flock


def held_elsewhere(path: str | os.PathLike) -> bool:
    """Whether another process holds the claim at `path` right now."""
    key = _key(path)
    if key in _HELD or fcntl is None:
        return False
    try:
        fd = os.open(key, os.O_RDONLY | os.O_NONBLOCK)
    except OSError:
        return False            # no lock file: nobody ever claimed it
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except OSError:
        return True
    finally:
        os.close(fd)
    return False


def holds(path: str | os.PathLike) -> bool:
    """Whether this process holds the claim at `path`."""
    return _key(path) in _HELD


@contextmanager
def locked(path: str | os.PathLike) -> Iterator[None]:
    """Hold an exclusive lock at `path` for a read-then-write that must not interleave with
    another process's (the settings file). Waits for the other process, which holds it a
    few milliseconds; a lock file that cannot be made locks nothing."""
    key = _key(path)
    try:
        fd = os.open(key, os.O_RDWR | os.O_CREAT | os.O_NONBLOCK, 0o600)
    except OSError:
        fd = -1
    try:
        if fd >= 0 and fcntl is not None:
            fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        if fd >= 0:
            os.close(fd)


def held_in(prefix: str) -> list[Path]:
    """The claims this process holds whose names start with `prefix`."""
    return [key for key in _HELD if key.name.startswith(prefix)]


def judging_path(logbook_path: str | os.PathLike, mission_id: int) -> Path:
    """The claim of a window whose crew is judging a logged mission's achievements."""
    book = Path(logbook_path)
    return book.parent / "claims" / f"{book.stem}-judging-{mission_id}.lock"


def release_drafts() -> None:
    """Let go of the draft this window worked on (back at the home screen)."""
    for held in held_in("draft-"):
        release(held)
