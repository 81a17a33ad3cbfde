"""The one error type the command line turns into a single stderr line and exit status 2."""
from __future__ import annotations

from collections.abc import Sequence


class UserError(Exception):
    """Bad input from the user: a file, an argument, a card id.

    The message is printed as is, on one line; it names the file, the line and
    the field when they are known ("mission.yaml:12: crew[0].actions: ..."). A file
    with several problems gives one error whose `also` holds the others: one line
    each, in the same shape, under the first.
    """

    exit_status = 2

    def __init__(self, message: str, *, file: str | None = None, line: int | None = None,
                 field: str | None = None, also: Sequence[UserError] = ()) -> None:
        self.file, self.line, self.field, self.detail = file, line, field, message
        self.also = tuple(also)
        where = ""
        if file and len(file) > 120:
            file = file[:60] + "…" + file[-50:]
        if file:
            where = f"{file}:{line}: " if line else f"{file}: "
        if field:
            where += f"{field if len(field) <= 120 else field[:60] + '…' + field[-50:]}: "
        super().__init__("\n".join([one_line(where + message), *(str(more) for more in self.also)]))

    @classmethod
    def several(cls, problems: Sequence[UserError]) -> UserError:
        """One error for several problems (at least one): the first, the others under it."""
        first, *others = problems
        return cls(first.detail, file=first.file, line=first.line, field=first.field, also=others)


def one_line(text: str, limit: int = 400) -> str:
    """`text` on one line a terminal shows as written: newlines and escape codes are
    printed escaped (a key may hold them), and a huge value is cut short."""
    if not text.isprintable():
        text = "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)
    return text if len(text) <= limit else text[:limit - 1] + "…"
