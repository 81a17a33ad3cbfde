"""Pick a game record to resolve: an example from `missions/examples/`, or any path."""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.content import Content
from textual.screen import Screen
from textual.suggester import Suggester
from textual.widgets import Header, OptionList, Static

from spacealert_tui.i18n import N_, _
from spacealert_tui.tui.records import RECORD_SUFFIXES, ExampleRecord
from spacealert_tui.tui.widgets.footer import Footer
from spacealert_tui.tui.widgets.menu import Menu
from spacealert_tui.tui.widgets.text_input import Input

if TYPE_CHECKING:
    from spacealert_tui.tui.services import Companion


class PathSuggester(Suggester):
    """Completes the last part of a path from the files and folders on disk."""

    def __init__(self) -> None:
        super().__init__(use_cache=False, case_sensitive=True)

    async def get_suggestion(self, value: str) -> str | None:
        if not value or value.endswith("~"):
            return None
        typed = Path(value).expanduser()
        folder, stem = (typed, "") if value.endswith("/") else (typed.parent, typed.name)
        try:
            names = sorted(p.name + ("/" if p.is_dir() else "") for p in folder.iterdir()
                           if p.name.startswith(stem) and not p.name.startswith(".")
                           and (p.is_dir() or p.suffix in RECORD_SUFFIXES))
        except OSError:
            return None
        if not names or names[0].rstrip("/") == stem:
            return None
        return value + names[0][len(stem):]


class RecordsScreen(Screen[None]):
    """The example records as a menu, and an input for the path of any record."""

    SUB_TITLE = N_("Resolve a mission record")
    BINDINGS = [
        Binding("escape", "app.pop_screen", N_("Back")),
        Binding("tab", "app.focus_next", N_("Next field"), show=True),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.examples: list[ExampleRecord] = []

    @property
    def companion(self) -> Companion:
        from spacealert_tui.tui.services import companion

        return companion(self.app)

    def compose(self) -> ComposeResult:
        yield Header()
        with Vertical(id="records-box"):
            yield Static(_("Example records"), classes="records-label", markup=False)
            yield Menu(id="records-examples")
            yield Static("", id="records-none", markup=False)
            yield Static(_("Or type the path of a record file (YAML), then enter:"),
                         classes="records-label", markup=False)
            yield Input(placeholder=_("path/to/record.yaml  (→ completes a name)"), id="records-path",
                        suggester=PathSuggester(), select_on_focus=False)
            yield Static("", id="records-error", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self.examples = self.companion.example_records()
        menu = self.query_one("#records-examples", Menu)
        none = self.query_one("#records-none", Static)
        if self.examples:
            menu.set_entries((str(i), example.label) for i, example in enumerate(self.examples))
            menu.focus()
            none.display = False
        else:
            menu.display = False
            none.update(Content(_("No example records in {folder} yet.").format(
                folder=self.companion.examples_dir)))
            self.query_one("#records-path", Input).focus()

    def show_error(self, message: str) -> None:
        error = self.query_one("#records-error", Static)
        error.update(Content(_("Error: {message}").format(message=message)) if message else "")
        error.set_class(bool(message), "-shown")

    async def open(self, path: str | Path) -> None:
        self.show_error("")
        try:
            from spacealert_tui.tui.records import load_and_resolve

            resolved = load_and_resolve(path)
        except Exception as exc:  # UserError, or anything unexpected: show it, carry on
            message = str(exc) or type(exc).__name__
            self.show_error(message)
            self.companion.report_error(message)
            return
        await self.companion.review.resolution(resolved)

    def on_key(self, event: events.Key) -> None:
        """Typing while the examples have focus goes into the path input."""
        if isinstance(self.focused, Menu) and event.is_printable and event.character:
            event.stop()
            event.prevent_default()
            path = self.query_one("#records-path", Input)
            path.focus()
            path.insert_text_at_cursor(event.character)

    @on(OptionList.OptionSelected, "#records-examples")
    async def example_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option.id is not None:
            await self.open(self.examples[int(event.option.id)].path)

    @on(Input.Submitted, "#records-path")
    async def path_submitted(self, event: Input.Submitted) -> None:
        await self.open(event.value)
