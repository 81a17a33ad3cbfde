"""Something unexpected went wrong in the app: written to the log, told to the user.

The app carries on after a failure it can survive (a broken mission file, the rules
engine failing on a record), but never in silence: `log_failure` writes the exception
with its traceback to the log file and gives the line to show, which says where the
log is; `show_failure` shows it as an error notification.
"""
from __future__ import annotations

import logging
from typing import Any

from spacealert_tui.errors import UserError
from spacealert_tui.i18n import _
from spacealert_tui.logs import details_hint

logger = logging.getLogger(__name__)
TIMEOUT = 12       # seconds an error notification stays: long enough to read the log's path


def log_failure(what: str, exc: BaseException) -> str:
    """Log `exc` with its traceback under `what`; the one line to show the user.

    `what` is plain English (marked `N_`): the log says it so, the user reads it in the
    crew's language. A `UserError` is bad input, not a failure: its own message, and no
    traceback."""
    if isinstance(exc, UserError):
        return str(exc)
    logger.error("%s", what, exc_info=exc)
    return _("{what} ({error}: {reason}); {hint}").format(what=_(what), error=type(exc).__name__,
                                                         reason=exc, hint=details_hint())


def show_failure(app: Any, what: str, exc: BaseException, *, title: str | None = None) -> str:
    """`log_failure`, then an error notification with its line; the line (`title`: plain
    English too, translated here)."""
    message = log_failure(what, exc)
    app.notify(message, title=_(title) if title else _("Error"), severity="error", timeout=TIMEOUT, markup=False)
    return message


def log_unexpected(what: str, exc: BaseException) -> None:
    """Log `exc` with its traceback unless it is bad input (`UserError`), which the
    screen already shows in full (and which a user typing would repeat at every key)."""
    if not isinstance(exc, UserError):
        logger.warning("%s", what, exc_info=exc)
