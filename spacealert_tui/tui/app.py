"""The Space Alert Companion app: home, record picker, resolution, threat cards, soundtracks.

Navigation is a shallow stack on top of the home screen: home → cards, home →
soundtracks, and home → record picker → resolution. Every way in (menu, keys,
command palette) goes through the `action_*` methods here, which first return to
the home screen, so the stack never grows deeper than three screens.

Screens that need the rules core import it when they open: start-up pays only for
Textual and the home screen.
"""
from __future__ import annotations

from pathlib import Path
from typing import cast

from textual.app import App
from textual.binding import Binding

from spacealert_tui.tui.commands import NavigationCommands
from spacealert_tui.tui.records import ExampleRecord, default_examples_dir, list_example_records
from spacealert_tui.tui.screens.home import HomeScreen


def soundtracks_available() -> bool:
    """True once the mission package offers `list_missions()` and `load_mission()`."""
    try:
        from spacealert_tui import mission
    except Exception:  # missing, or broken while being worked on: the rest of the app still runs
        return False
    return callable(getattr(mission, "list_missions", None)) and callable(
        getattr(mission, "load_mission", None))


class SpaceAlertApp(App[None]):
    """`spacealert` with no arguments."""

    TITLE = "Space Alert Companion"
    CSS_PATH = Path(__file__).with_name("app.tcss")   # absolute: subclasses elsewhere keep it
    COMMANDS = App.COMMANDS | {NavigationCommands}
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (110, "-wide")]
    BINDINGS = [Binding("f1", "toggle_help", "Keys", show=False)]

    def __init__(self, *, examples_dir: Path | None = None, soundtracks: bool | None = None) -> None:
        super().__init__()
        self.examples_dir = default_examples_dir() if examples_dir is None else examples_dir
        self.has_soundtracks = soundtracks_available() if soundtracks is None else soundtracks

    def get_default_screen(self) -> HomeScreen:
        return HomeScreen()

    # -- what the app knows ---------------------------------------------------

    def example_records(self) -> list[ExampleRecord]:
        return list_example_records(self.examples_dir)

    # -- navigation ---------------------------------------------------------------

    async def _back_to_home(self) -> None:
        while len(self.screen_stack) > 1:
            await self.pop_screen()

    async def action_go_home(self) -> None:
        await self._back_to_home()

    async def action_show_cards(self) -> None:
        from spacealert_tui.tui.screens.cards import CardsScreen

        await self._back_to_home()
        await self.push_screen(CardsScreen())

    async def action_pick_record(self) -> None:
        from spacealert_tui.tui.screens.records import RecordsScreen

        await self._back_to_home()
        await self.push_screen(RecordsScreen())

    async def action_show_soundtracks(self) -> None:
        if not self.has_soundtracks:
            self.notify("Soundtracks are not available in this version.", severity="warning",
                        markup=False)
            return
        from spacealert_tui.tui.screens.soundtracks import SoundtracksScreen

        await self._back_to_home()
        await self.push_screen(SoundtracksScreen())

    def action_toggle_help(self) -> None:
        """The keys panel of the focused widget, on and off."""
        if self.screen.query("HelpPanel"):
            self.action_hide_help_panel()
        else:
            self.action_show_help_panel()

    async def open_record(self, path: str | Path) -> None:
        """Resolve and show a record, from the record picker (opened if need be).

        A bad record is reported in an error notification and on the picker (the
        one-line message of `spacealert resolve`); the app carries on.
        """
        from spacealert_tui.tui.screens.records import RecordsScreen

        if not isinstance(self.screen, RecordsScreen):
            await self.action_pick_record()
        await cast(RecordsScreen, self.screen).open(path)

    def report_error(self, message: str) -> None:
        self.notify(message, title="Cannot open the record", severity="error", timeout=8,
                    markup=False)
