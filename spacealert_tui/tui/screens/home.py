"""The home screen: what the app is, and a menu of what it can do."""
from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Header, OptionList, Static

from spacealert_tui.i18n import N_, _, ngettext, pgettext
from spacealert_tui.tui.widgets.footer import Footer
from spacealert_tui.tui.widgets.menu import Menu

logger = logging.getLogger(__name__)

if TYPE_CHECKING:
    from spacealert_tui.tui.services import Companion

TITLE = "S P A C E   A L E R T"
SUBTITLE = "C O M P A N I O N"
TAGLINE = N_("Run the action round with the ship's voice, enter the crew's cards, and resolve "
             "the mission exactly, step by step on the ship board.")

# id: (label, what it does, action); the words are translated where shown
ENTRIES = {
    "play": (N_("Play a mission at the table"),
             N_("Set up the crew and the mission, play the action round with the soundtrack, "
                "enter the cards, watch the resolution and score it."), "app.play_table"),
    "solo": (N_("Solo practice"),
             N_("One person plans four androids (rulebook 5.5) with the action deck face up, or "
                "a small crew with androids plans hands dealt by the app (set-up: Players), "
                "against the soundtrack or phase by phase without the clock."),
             "app.solo_practice"),
    "school": (N_("Flight school"),
               N_("Learn the game one rule at a time: short lessons, each with a small mission "
                  "to plan and a verdict on the plan."), "app.flight_school"),
    "continue": (N_("Continue an unfinished mission"),
                 N_("The missions under way (table, practice, campaign): continue one where it was "
                    "left, nothing typed is lost, or discard it."),
                 "app.continue_table"),
    "campaign": (N_("Campaign"),
                 N_("Up to three missions in a row: the damage carries over, the crew repairs "
                    "between missions, one score at the end. Continues the unfinished one."),
                 "app.campaign"),
    "exercises": (N_("Exercises"),
                  N_("The decisive mistakes of lost missions, offered again a few days later until "
                     "solved twice: find the change that saves the ship, then see the coach's."),
                  "exercises"),
    "resolve": (N_("Resolve a mission record"),
                N_("Pick an example record or type the path of one: the outcome, the score "
                   "and the narration of every turn."), "app.pick_record"),
    "cards": (N_("Threat cards"),
              N_("Every threat card the rules know: filter by typing, read the values, "
                 "the X/Y/Z actions and special rules."), "app.show_cards"),
    "soundtracks": (N_("Soundtracks"),
                    N_("The mission timelines: when each threat, data transfer and "
                       "communications failure is announced."), "app.show_soundtracks"),
    "logbook": (N_("Logbook"),
                N_("Every mission the crews played: scores, best scores, replays, CSV export."),
                "app.show_logbook"),
    "explorers": (N_("Explorers"),
                  N_("The explorers' sheets (The New Frontier): experience, levels, specialization "
                     "boxes, achievements, clones; create an explorer."), "app.show_explorers"),
    "settings": (N_("Settings"), N_("Language of the app and of the ship's computer, sound, "
                                    "volume, clip folder, colours."), "app.show_settings"),
    "about": (N_("About"), N_("The game's designer and publisher, and the editions (Spanish, Brazilian) "
                              "the app's rules and words come from."), "app.show_about"),
    "quit": (N_("Quit"), N_("Leave the app (ctrl+q works everywhere)."), "app.quit"),
}


def key_word(description: str) -> str:
    """Home's keys in the crew's language: words that say something else on other
    screens ("Play" a mission, not a replay) or that must be short in the footer."""
    words = {"Play": pgettext("home key", "Play"), "Logbook": pgettext("home key", "Logbook"),
             "Soundtracks": pgettext("home key", "Soundtracks")}
    worded = words.get(description)
    return worded if worded and worded != description else _(description)


class HomeScreen(Screen[None]):
    """Title, one line on the app, and the menu."""

    SUB_TITLE = N_("Home")
    #: under 30 rows the tagline gives way, so every entry shows at 80×24 (app.tcss)
    VERTICAL_BREAKPOINTS = [(0, "-short"), (30, "-tall")]
    BINDINGS = [
        Binding("p", "open('play')", N_("Play")),
        Binding("1", "open('solo')", N_("Solo"), show=False),
        Binding("f", "open('school')", N_("Flight school"), show=False),
        Binding("n", "open('continue')", N_("Continue"), show=False),
        Binding("a", "open('campaign')", N_("Campaign"), show=False),
        Binding("e", "open('exercises')", N_("Exercises")),
        Binding("r", "open('resolve')", N_("Resolve")),
        Binding("l", "open('logbook')", N_("Logbook")),
        Binding("o", "open('settings')", N_("Settings"), show=False),
        Binding("x", "open('explorers')", N_("Explorers"), show=False),
        Binding("c", "open('cards')", N_("Cards")),
        Binding("s", "open('soundtracks')", N_("Soundtracks")),
        Binding("i", "open('about')", N_("About"), show=False),
        Binding("q", "open('quit')", N_("Quit")),
    ]

    @property
    def companion(self) -> Companion:
        from spacealert_tui.tui.services import companion

        return companion(self.app)

    #: left out of a narrow footer first (still in F1's keys panel and in the menu)
    FOOTER_SPARE = ("command_palette", "open('soundtracks')", "open('cards')")

    def __init__(self) -> None:
        super().__init__()
        self.due = 0                # exercises due today, counted at each return home

    def label(self, key: str) -> str:
        """A menu entry's words; Exercises with how many are due today."""
        if key == "exercises" and self.due:
            return ngettext("Exercises ({n} due today)", "Exercises ({n} due today)", self.due).format(n=self.due)
        return _(ENTRIES[key][0])

    def count_due(self) -> None:
        from datetime import date

        from spacealert_tui.record.exercise_count import due_count
        self.due = due_count(date.today())

    async def action_exercises(self) -> None:
        """The exercises due today, one after the other (`tui.exercise_flow`)."""
        from spacealert_tui.tui.exercise_flow import offer_exercises
        offer_exercises(self.app)

    def entries(self) -> list[str]:
        hidden = set()
        if not self.companion.has_soundtracks:
            hidden.add("soundtracks")
        if not self._unfinished():
            hidden.add("continue")
        return [key for key in ENTRIES if key not in hidden]

    @staticmethod
    def _unfinished() -> bool:
        from spacealert_tui.fileio import data_dir
        try:
            if not any((data_dir() / "drafts").glob("*.json")):   # record.draft.drafts_dir()
                return False    # none saved: the drafts' module (the rules' records, YAML) waits
            from spacealert_tui.record.draft import unfinished_drafts
            return bool(unfinished_drafts())
        except Exception:   # an unreadable data folder must not stop the home screen
            logger.warning("the unfinished missions could not be listed", exc_info=True)
            return False

    def compose(self) -> ComposeResult:
        yield Header()
        with Vertical(id="home-box"):
            yield Static(TITLE, id="home-title", markup=False)
            yield Static(SUBTITLE, id="home-subtitle", markup=False)
            yield Static(_(TAGLINE), id="home-tagline", markup=False)
            self.count_due()
            yield Menu(((key, self.label(key)) for key in self.entries()), id="home-menu")
            yield Static("", id="home-help", markup=False)
            yield Static(_("↑↓ choose · enter open · ctrl+p commands · ctrl+q quit"),
                         id="home-keys", markup=False)
        yield Footer(word=key_word)

    async def language_changed(self) -> None:
        """The crew chose another language in Settings: the menu and texts again, in it."""
        await self.recompose()

    def on_screen_resume(self) -> None:
        """Back home: a mission may have been started or finished meanwhile. This window
        works on no mission now: another window may continue the one left here."""
        from spacealert_tui.record.claims import release_drafts     # light: no YAML, no rules core
        # not when a mission's screen went over it already, nor while a flow is about to
        # push its first screen (Continue: the flow's worker starts after this resume)
        flows = [w for w in self.app.workers if w.group == "flows" and not w.is_finished]
        if self.app.screen is self and not flows:
            release_drafts()
        menu = self.query_one("#home-menu", Menu)
        keys = self.entries()
        was = self.due
        self.count_due()
        if [o.id for o in menu.options] != keys or was != self.due:
            at = menu.highlighted
            chosen = menu.get_option_at_index(at).id if at is not None and at < menu.option_count else None
            menu.set_entries((key, self.label(key)) for key in keys)
            if chosen in keys:
                menu.highlighted = keys.index(chosen)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "open" and parameters and parameters[0] in ("soundtracks", "continue"):
            return parameters[0] in self.entries()
        return True

    async def action_open(self, entry: str) -> None:
        if entry in self.entries():
            await self.run_action(ENTRIES[entry][2])

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        if event.option.id:
            self.query_one("#home-help", Static).update(_(ENTRIES[event.option.id][1]))

    async def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option.id:
            await self.action_open(event.option.id)
