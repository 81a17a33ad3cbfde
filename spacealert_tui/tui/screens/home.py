"""The home screen: what the app is, and a menu of what it can do."""
from __future__ import annotations

from typing import TYPE_CHECKING, cast

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Footer, Header, OptionList, Static

from spacealert_tui.tui.widgets.menu import Menu

if TYPE_CHECKING:
    from spacealert_tui.tui.app import SpaceAlertApp

TITLE = "S P A C E   A L E R T"
SUBTITLE = "C O M P A N I O N"
TAGLINE = ("Resolve a Space Alert mission exactly from the record of what the crew played, "
           "step by step, and look up every threat card.")

# id: (label, what it does, action)
ENTRIES = {
    "resolve": ("Resolve a mission record",
                "Pick an example record or type the path of one: the outcome, the score "
                "and the narration of every turn.", "app.pick_record"),
    "cards": ("Threat cards",
              "Every threat card the rules know: filter by typing, read the values, "
              "the X/Y/Z actions and special rules.", "app.show_cards"),
    "soundtracks": ("Soundtracks",
                    "The mission timelines: when each threat, data transfer and "
                    "communications failure is announced.", "app.show_soundtracks"),
    "quit": ("Quit", "Leave the app (ctrl+q works everywhere).", "app.quit"),
}


class HomeScreen(Screen[None]):
    """Title, one line on the app, and the menu."""

    SUB_TITLE = "Home"
    BINDINGS = [
        Binding("r", "open('resolve')", "Resolve"),
        Binding("c", "open('cards')", "Cards"),
        Binding("s", "open('soundtracks')", "Soundtracks"),
        Binding("q", "open('quit')", "Quit"),
    ]

    @property
    def companion(self) -> SpaceAlertApp:
        return cast("SpaceAlertApp", self.app)

    def entries(self) -> list[str]:
        return [key for key in ENTRIES if key != "soundtracks" or self.companion.has_soundtracks]

    def compose(self) -> ComposeResult:
        yield Header()
        with Vertical(id="home-box"):
            yield Static(TITLE, id="home-title", markup=False)
            yield Static(SUBTITLE, id="home-subtitle", markup=False)
            yield Static(TAGLINE, id="home-tagline", markup=False)
            yield Menu(((key, ENTRIES[key][0]) for key in self.entries()), id="home-menu")
            yield Static("", id="home-help", markup=False)
            yield Static("↑↓ choose · enter open · ctrl+p commands · ctrl+q quit",
                         id="home-keys", markup=False)
        yield Footer()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "open" and parameters == ("soundtracks",):
            return self.companion.has_soundtracks
        return True

    async def action_open(self, entry: str) -> None:
        if entry in self.entries():
            await self.run_action(ENTRIES[entry][2])

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        if event.option.id:
            self.query_one("#home-help", Static).update(ENTRIES[event.option.id][1])

    async def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option.id:
            await self.action_open(event.option.id)
