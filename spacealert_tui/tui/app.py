"""The Space Alert Companion app: a mission at the table, records, logbook, cards.

Navigation is a shallow stack on top of the home screen: home → a mission at the
table (set-up → action round → entry → board → score, `flows/table.py`), the flight
school (`flows/school.py`), home → record picker → resolution → board, home → logbook →
board or comparison (`flows/review.py`), home → cards, soundtracks, settings. Every way
in (menu, keys, command palette) goes through the `action_*` methods here, which first
return to the home screen. Screens ask for the app's services through
`tui/services.py`, which this app satisfies.

Screens that need the rules core import it when they open: start-up pays only for
Textual and the home screen.
"""
from __future__ import annotations

import logging
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from textual import events
from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.content import Content
from textual.screen import Screen

from spacealert_tui import i18n
from spacealert_tui.i18n import N_, _
from spacealert_tui.logs import details_hint, setup_logging
from spacealert_tui.tui.commands import NavigationCommands
from spacealert_tui.tui.failures import log_failure, show_failure
from spacealert_tui.tui.key_gate import KeyGate
from spacealert_tui.tui.records import ExampleRecord, default_examples_dir, list_example_records
from spacealert_tui.tui.screens.home import HomeScreen
from spacealert_tui.tui.widgets.footer import key_name

if TYPE_CHECKING:
    from spacealert_tui.tui.services import Review

logger = logging.getLogger(__name__)

#: the columns of Textual's header that are not its title: the icon (8) and the clock's room (10)
HEADER_SIDES = 18

#: Textual's own system commands (`App.get_system_commands`), so that they are extracted.
TEXTUAL_COMMANDS = (
    N_("Theme"), N_("Change the current theme"),
    N_("Quit"), N_("Quit the application as soon as possible"),
    N_("Keys"), N_("Hide the keys and widget help panel"),
    N_("Show help for the focused widget and a summary of available keys"),
    N_("Minimize"), N_("Minimize the widget and restore to normal size"),
    N_("Maximize"), N_("Maximize the focused widget"),
    N_("Screenshot"), N_("Save an SVG 'screenshot' of the current screen"),
)


def soundtracks_problem() -> str | None:
    """None when the mission package offers `list_missions()` and `load_mission()`; else
    why not, logged. The rest of the app runs without soundtracks."""
    try:
        from spacealert_tui import mission
    except Exception as exc:
        return log_failure(N_("Soundtracks unavailable: the mission package does not load"), exc)
    if callable(getattr(mission, "list_missions", None)) and callable(
            getattr(mission, "load_mission", None)):
        return None
    logger.log(logging.ERROR, "the mission package has no list_missions() or load_mission()")   # the log: English
    return _("Soundtracks unavailable: the mission package is incomplete; {hint}").format(hint=details_hint())


def soundtracks_available() -> bool:
    """True once the mission package offers `list_missions()` and `load_mission()`."""
    return soundtracks_problem() is None


class SpaceAlertApp(App[None]):
    """`spacealert` with no arguments."""

    TITLE = N_("Space Alert Companion")
    CSS_PATH = Path(__file__).with_name("app.tcss")   # absolute: subclasses elsewhere keep it
    COMMANDS = App.COMMANDS | {NavigationCommands}

    def action_command_palette(self) -> None:
        """The command palette, with page keys that cannot stop the app (tui/commands.py)."""
        from textual.command import CommandPalette

        from spacealert_tui.tui.commands import SafeCommandPalette

        # `CommandPalette.is_open` asks for an App[object]: the app's own App[None] is not one
        if self.use_command_palette and not CommandPalette.is_open(cast("App[object]", self)):
            self.push_screen(SafeCommandPalette(id="--command-palette",
                                                placeholder=_("Search for commands…")))
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (110, "-wide")]
    BINDINGS = [Binding("f1", "toggle_help", N_("Keys"), show=False)]

    def __init__(self, *, examples_dir: Path | None = None, soundtracks: bool | None = None,
                 audio: Any = None, settings: Any = None, notices: list[str] | None = None,
                 start: tuple | None = None, table_link: bool = False) -> None:
        super().__init__()
        self.table_link = table_link      # `spacealert --table-link`: new missions start with the link on
        setup_logging()                   # already done by the command line; the app may run alone
        self.start = start                # the first screen instead of home (see open_start)
        self.flow: Any = None             # the practice's table flow a "solo" start opened
        self._review: Review | None = None
        self.examples_dir = default_examples_dir() if examples_dir is None else examples_dir
        self.audio = audio                # an AudioSession opened before the app (launch.py)
        self.settings = settings
        self.notices = list(notices or [])
        if soundtracks is None:
            problem = soundtracks_problem()
            soundtracks = problem is None
            if problem:
                self.notices.append(problem)
        self.has_soundtracks = soundtracks
        self.key_gate = KeyGate(self)

    async def on_event(self, event: events.Event) -> None:
        """Every key from the terminal passes the key gate first (tui/key_gate.py): keys
        typed quickly reach the screen open when each is handled, never one that is gone."""
        if isinstance(event, events.Key) and not event.is_forwarded and not self.key_gate.admit(event):
            return
        await super().on_event(event)

    async def action_quit(self) -> None:
        """ctrl+q: a screen holding what the crew is typing (the entry) asks first, through
        its `ask_before_quitting()` (True: it asked, and quits on yes)."""
        ask = getattr(self.screen, "ask_before_quitting", None)
        if ask is not None and ask():
            return
        await super().action_quit()

    def on_unmount(self) -> None:
        self.key_gate.close()

    def _handle_exception(self, error: Exception) -> None:
        """An error that stops the app is written to the log with its traceback first, so
        that what the crew saw can be read again after the terminal is gone."""
        logger.error("the app stopped on an unexpected error", exc_info=error)
        super()._handle_exception(error)

    def on_mount(self) -> None:
        self.title = _(self.TITLE)        # the command line installed the crew's language
        if self.settings is not None:
            from spacealert_tui.tui.screens.settings import apply_settings
            apply_settings(self, self.settings)
        for notice in self.notices:
            self.notify(notice, severity="warning", timeout=6, markup=False)
        if self.start is not None:
            self.open_start(self.start)

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
            self.notify(_("Soundtracks are not available in this version."), severity="warning",
                        markup=False)
            return
        from spacealert_tui.tui.screens.soundtracks import SoundtracksScreen

        await self._back_to_home()
        await self.push_screen(SoundtracksScreen())

    async def action_play_table(self) -> None:
        """A new mission at the table: set-up first."""
        from spacealert_tui.tui.flows.table import TableFlow

        await self._back_to_home()
        TableFlow(self).start()

    async def action_solo_practice(self) -> None:
        """Solo practice: a solo crew's set-up, then the solo round (screens/solo.py)."""
        from spacealert_tui.tui.flows.table import start_practice

        await self._back_to_home()
        start_practice(self)

    async def action_flight_school(self) -> None:
        """The flight school's path of lessons (tui/flows/school.py)."""
        from spacealert_tui.tui.flows.school import SchoolFlow

        await self._back_to_home()
        SchoolFlow(self).start()

    async def action_continue_table(self) -> None:
        """The list of unfinished missions: the crew picks the one to continue (or discards)."""
        from spacealert_tui.tui.screens.unfinished import UnfinishedScreen

        await self._back_to_home()
        await self.push_screen(UnfinishedScreen(), self._continue_draft)

    def _continue_draft(self, draft: Any) -> None:
        """A mission from the list: the table flow entered at the stage where it was left."""
        from spacealert_tui.record.draft import OPEN_ELSEWHERE
        from spacealert_tui.tui.flows.table import TableFlow

        if draft is not None and not draft.claim():     # taken by another window meanwhile
            self.notify(_(OPEN_ELSEWHERE),
                        severity="warning", markup=False)
        elif draft is not None:
            from spacealert_tui.tui.flows.campaign import campaign_hooks

            hooks = campaign_hooks(self, draft) if draft.campaign_id else None
            TableFlow(self, draft, campaign=hooks).start()

    async def action_campaign(self) -> None:
        """The unfinished campaign, or a new one (rulebook ch. 6; flows/campaign.py)."""
        from spacealert_tui.tui.flows.campaign import open_campaign

        await self._back_to_home()
        await open_campaign(self)

    async def action_show_logbook(self) -> None:
        from spacealert_tui.tui.screens.logbook import LogbookScreen

        await self._back_to_home()
        await self.push_screen(LogbookScreen())

    async def action_show_about(self) -> None:
        """Who made the game, and the editions the app's rules and words come from."""
        from spacealert_tui.tui.screens.about import AboutScreen

        await self._back_to_home()
        await self.push_screen(AboutScreen())

    async def action_show_explorers(self) -> None:
        """The explorers and their sheets (The New Frontier's experience system)."""
        from spacealert_tui.tui.screens.explorers import ExplorersScreen

        await self._back_to_home()
        await self.push_screen(ExplorersScreen())

    def on_logbook_screen_open(self, message: Any) -> None:
        """The logbook asks for a mission replayed on the board, or two (marked first)
        compared; either opens over the logbook, so `escape` goes back to it."""
        from spacealert_tui.record.logbook import Logbook
        from spacealert_tui.tui.screens.logbook import mission_label

        ids = message.ids
        try:
            with Logbook.open() as book:
                found = [book.mission(mission_id) for mission_id in ids]
                missions = [mission for mission in found if mission is not None]
                if len(missions) < len(found):
                    return
                records = [m.record() for m in missions]
        except Exception as exc:   # a broken logbook is reported, never a crash
            show_failure(self, N_("The logbook could not be read"), exc, title=N_("Cannot open the record"))
            return
        if len(records) == 1:
            self.show_board(records[0], played=missions[0].played)
        else:
            self.show_compare(records[0], records[1],
                              titles=(mission_label(missions[0]), mission_label(missions[1])))

    @property
    def review(self) -> Review:
        """The review flow: a record's board, score, coach, suggestion, comparison."""
        from spacealert_tui.tui.flows.review import ReviewFlow

        if self._review is None:
            self._review = ReviewFlow(self)
        return self._review

    def show_board(self, record: Any, title: str | None = None, played: str | None = None) -> None:
        """A record on the resolution board (`flows/review.py`)."""
        self.review.board(record, title=title, played=played)

    def open_start(self, start: tuple) -> None:
        """The screen `spacealert replay` asks for, pushed over home; dismissing it quits.

        `("replay", record or path[, turn])`, `("board", BoardScreen kwargs)`, `("solo",
        draft, practice, clock)` (`spacealert solo`: the table flow of a practice, kept
        as `self.flow`),
        `("compare", CompareScreen kwargs)` (built by `spacealert replay`), `("school",
        lesson id or None)` (`spacealert school`)."""
        from spacealert_tui.tui.screens.board import BoardScreen
        from spacealert_tui.tui.screens.compare import CompareScreen

        kind, what, *rest = start
        screen: Screen[Any]
        if kind == "solo":
            from spacealert_tui.tui.flows.table import start_practice

            practice, clock = rest
            self.flow = start_practice(self, what, practice=practice, clock=clock)
            return
        if kind == "school":             # `spacealert school [LESSON]`: the path, maybe a lesson
            from spacealert_tui.tui.flows.school import SchoolFlow

            SchoolFlow(self).start(what, on_leave=lambda _: self.exit())
            return
        if kind == "replay":
            from spacealert_tui.record.replay import turn_start

            screen = BoardScreen.from_record(what)
            screen.index = turn_start(screen.resolution, rest[0] if rest else None)
        elif kind == "board":
            screen = BoardScreen(**what)
        elif kind == "compare":
            screen = CompareScreen(**what)
        else:
            raise ValueError(f"unknown start screen {kind!r}")
        self.push_screen(screen, lambda _: self.exit())

    def show_compare(self, record_a: Any, record_b: Any,
                     titles: tuple[str, str] | None = None) -> None:
        """Two records of one mission side by side (`flows/review.py`)."""
        self.review.compare(record_a, record_b, titles=titles)

    async def action_show_settings(self) -> None:
        from spacealert_tui.tui.screens.settings import SettingsScreen

        await self._back_to_home()
        await self.push_screen(SettingsScreen(self.settings), self._settings_changed)

    def _settings_changed(self, settings: Any) -> None:
        if settings is not None:
            self.settings = settings

    # -- the crew's language --------------------------------------------------------

    def apply_language(self, code: str) -> None:
        """Speak `code` from now on, in the whole app, without restarting it.

        Installs it into `i18n` and the rules core (`rules.text`) and sets the title;
        the headers and footers of every open screen redraw (their titles and keys are
        translated when drawn). A screen that can draw itself again has a
        `language_changed()` method, called here: home and settings are recomposed.
        Other open screens keep the words they already show until they are opened again
        (Settings is reached from home, so none is open but these two when it changes)."""
        from spacealert_tui.rules import text

        if code not in i18n.LANGUAGES:
            code = "en"
        i18n.install(code)
        text.install(*i18n.functions())
        self.title = _(self.TITLE)
        for screen in self.screen_stack:
            changed = getattr(screen, "language_changed", None)
            if changed is not None:
                screen.call_later(changed)
            self._redraw_header_and_footer(screen)

    @staticmethod
    def _redraw_header(screen: Screen) -> None:
        """The header's title again: in the installed language, cut to the width."""
        from textual.widgets import Header
        from textual.widgets._header import HeaderTitle

        for header in screen.query(Header):
            for title in header.query(HeaderTitle):
                title.update(header.format_title())

    def on_resize(self) -> None:
        # called before Textual's own handler takes the new size: cut the subtitle after it
        self.call_after_refresh(self._redraw_header, self.screen)

    @classmethod
    def _redraw_header_and_footer(cls, screen: Screen) -> None:
        """The header's title and the footer's keys again, in the installed language."""
        from spacealert_tui.tui.widgets.footer import Footer

        cls._redraw_header(screen)
        for footer in screen.query(Footer):
            footer.call_later(footer.recompose)
        screen.refresh_bindings()

    def get_key_display(self, binding: Binding) -> str:
        """A key as the keys panel and the command palette show it: in the crew's
        language where it has a name (the space bar), as the footers show it."""
        return key_name(super().get_key_display(binding))

    def format_title(self, title: str, sub_title: str) -> Content:
        """The header's title and the screen's subtitle in the crew's language: screens
        name themselves in plain English (`SUB_TITLE = N_("Home")`), worded when drawn."""
        title, sub_title = (_(title) if title else title), (_(sub_title) if sub_title else sub_title)
        room = self.size.width - HEADER_SIDES - len(title) - len(" — ")
        if title and sub_title and room > 10:       # whole words: Textual would cut at any letter
            from spacealert_tui.tui.widgets.text import cut_at_word
            sub_title = cut_at_word(sub_title, room)
        return super().format_title(title, sub_title)

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        """Textual's own commands (theme, quit, keys, screenshot…) in the crew's language."""
        for command in super().get_system_commands(screen):
            yield command._replace(title=_(command.title), help=_(command.help))

    def action_show_help_panel(self) -> None:
        """The keys panel, its descriptions in the crew's language."""
        from spacealert_tui.tui.widgets.keys_panel import HelpPanel

        if not self.screen.query("HelpPanel"):
            self.screen.mount(HelpPanel())

    def action_toggle_help(self) -> None:
        """The keys panel of the focused widget, on and off."""
        if self.screen.query("HelpPanel"):
            self.action_hide_help_panel()
        else:
            self.action_show_help_panel()

    def start_table(self, draft: Any) -> None:
        """A new mission at the table from `draft` (the Soundtracks screen's *Start*)."""
        from spacealert_tui.tui.flows.table import TableFlow

        TableFlow(self, draft).start()

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
        self.notify(message, title=_("Cannot open the record"), severity="error", timeout=8,
                    markup=False)
