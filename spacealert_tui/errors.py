"""The one error type the command line turns into a single stderr line and exit status 2."""
from __future__ import annotations


class UserError(Exception):
    """Bad input from the user: a file, an argument, a card id.

    The message is printed as is, on one line; it names the file, the line and
    the field when they are known ("mission.yaml:12: crew[0].actions: ...").
    """

    exit_status = 2

    def __init__(self, message: str, *, file: str | None = None, line: int | None = None,
                 field: str | None = None) -> None:
        self.file, self.line, self.field, self.detail = file, line, field, message
        where = ""
        if file:
            where = f"{file}:{line}: " if line else f"{file}: "
        if field:
            where += f"{field}: "
        super().__init__(where + message)
