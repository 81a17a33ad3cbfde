"""The logbook's CSV export line: the crew types a file (or a folder), enter writes, esc cancels.

The line writes through `write_atomic` (never a half-written file) and says what it
wrote or why it could not; what is exported is the screen's business (`export(buffer)`
writes the CSV into the buffer and returns how many missions, or None when the logbook
failed, which the screen has reported). It posts `ExportLine.Closed` when it is put
away, so that the screen gives the focus back to its table.
"""
from __future__ import annotations

import io
from collections.abc import Callable
from datetime import date as Date
from pathlib import Path

from textual import events
from textual.message import Message

from spacealert_tui import fileio
from spacealert_tui.i18n import _, ngettext
from spacealert_tui.settings import display_path
from spacealert_tui.tui.widgets.text_input import Input

#: writes the CSV into the buffer: the number of missions written, or None (reported)
Export = Callable[[io.StringIO], "int | None"]


def default_name() -> str:
    return f"spacealert-logbook-{Date.today().isoformat()}.csv"


class ExportLine(Input):
    """A one-line path input that exports the logbook when submitted."""

    class Closed(Message):
        """The line was put away (written, or esc)."""

    def __init__(self, export: Export, *, id: str | None = None) -> None:
        super().__init__(placeholder=_("file to write, e.g. ~/logbook.csv"), id=id)
        self.border_title = _("Export to CSV (enter writes, esc cancels)")
        self.export = export

    @property
    def shown(self) -> bool:
        return self.has_class("-shown")

    def open(self) -> None:
        if not self.value:
            self.value = f"~/{default_name()}"
        self.add_class("-shown")
        self.focus()
        self.cursor_position = len(self.value)

    def close(self) -> None:
        self.remove_class("-shown")
        self.post_message(self.Closed())

    def on_key(self, event: events.Key) -> None:
        if event.key == "escape":
            event.stop()
            event.prevent_default()
            self.close()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        from spacealert_tui.record.files import write_atomic

        event.stop()
        text = event.value.strip()
        if not text:
            return
        path = Path(text).expanduser()
        if fileio.is_dir(path):
            path = path / default_name()
        buffer = io.StringIO(newline="")
        count = self.export(buffer)
        if count is None:
            return
        try:
            write_atomic(path, buffer.getvalue())
        except OSError as exc:
            self.notify(f"{path}: {exc.strerror or exc}", title=_("Not exported"), severity="error",
                        timeout=8, markup=False)
            return
        self.notify(ngettext("{n} mission written to {path}", "{n} missions written to {path}", count).format(
            n=count, path=display_path(path)), title=_("Exported"), markup=False)
        self.close()
