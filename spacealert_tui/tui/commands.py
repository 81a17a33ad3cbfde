"""The command palette's own commands (ctrl+p): every screen, every example record, and
the keys of the screen it is opened on (for screens that ask: `COMMANDS = {ScreenKeyCommands}`)."""
from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from functools import partial
from typing import TYPE_CHECKING, Any

from textual.command import CommandPalette, DiscoveryHit, Hit, Hits, Matcher, Provider
from textual.content import Content

from spacealert_tui.i18n import _
from spacealert_tui.tui.services import companion

if TYPE_CHECKING:
    from textual.app import App


Command = tuple[str, str, Callable[[], Awaitable[object]]]


class ListedCommands(Provider):
    """A fixed list of (title, help, callback), found by fuzzy match on the title."""

    def _commands(self) -> list[Command]:
        raise NotImplementedError

    async def discover(self) -> Hits:
        for title, help_text, callback in self._commands():
            yield DiscoveryHit(Content(title), callback, text=title, help=_plain(help_text))

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for title, help_text, callback in self._commands():
            score = matcher.match(title)
            if score > 0:
                yield Hit(score, _highlight(matcher, title), callback, text=title,
                          help=_plain(help_text))


class NavigationCommands(ListedCommands):
    """Go to a screen, or resolve an example record straight away."""

    _cached: list[Command] | None = None

    async def startup(self) -> None:
        # read the example records once per opening of the palette, not per keystroke
        self._cached = self._make_commands()

    def _commands(self) -> list[Command]:
        if self._cached is None:
            self._cached = self._make_commands()
        return self._cached

    def _make_commands(self) -> list[Command]:
        app = companion(self.app)

        def go(action: str) -> Callable[[], Awaitable[object]]:
            """The app's `action_<action>` (every way in goes through those: tui/app.py)."""
            return partial(self.app.run_action, action)
        commands: list[Command] = [
            (_("Home"), _("Back to the home screen"), go("go_home")),
            (_("Play a mission at the table"), _("Set-up, action round, entry, resolution, score"),
             go("play_table")),
            (_("Continue an unfinished mission"), _("The missions under way: continue one, or discard it"),
             go("continue_table")),
            (_("Solo practice"), _("Four androids against the soundtrack"), go("solo_practice")),
            (_("Flight school"), _("Learn the game one rule at a time"), go("flight_school")),
            (_("Exercises"), _("The decisive mistakes of lost missions due today"),
             partial(_exercises, self.app)),
            (_("Campaign"), _("Up to three missions with the damage carried over"), go("campaign")),
            (_("Logbook"), _("Every mission played: scores, best scores, replays"), go("show_logbook")),
            (_("Explorers"), _("The explorers' sheets: experience, levels, specializations, achievements"),
             go("show_explorers")),
            (_("Settings"), _("Language, sound, volume, clip folder, colours"), go("show_settings")),
            (_("Resolve a mission record"), _("Pick an example record or type the path of one"),
             go("pick_record")),
            (_("Threat cards"), _("Every threat card: values, X/Y/Z actions and special rules"),
             go("show_cards")),
            (_("About"), _("The game's designer and publisher, and the editions the rules come from"),
             go("show_about")),
        ]
        if app.has_soundtracks:
            commands.append((_("Soundtracks"), _("The mission timelines: official, examples and files"),
                             go("show_soundtracks")))
        for example in app.example_records():
            commands.append((_("Resolve {record}").format(record=example.label),
                             _("Example record {path}").format(path=example.path),
                             partial(app.open_record, example.path)))
        return commands


async def _exercises(app: App[Any]) -> None:
    from spacealert_tui.tui.exercise_flow import offer_exercises
    offer_exercises(app)


class ScreenKeyCommands(ListedCommands):
    """The keys the footer of the calling screen shows, as commands ("Logbook: Compare"):
    a key reachable by name, and only while it does something (`check_action`)."""

    def _commands(self) -> list[Command]:
        screen = self.screen
        where = screen.sub_title or screen.SUB_TITLE or screen.title or ""
        where = _(where) if where else ""        # _("") would be the catalog's header
        commands: list[Command] = []
        for active in screen.active_bindings.values():
            binding = active.binding
            if active.node is screen and binding.show and active.enabled:
                description = _(binding.description) if binding.description else ""
                title = (_("{screen}: {key}").format(screen=where, key=description)
                         if where else description)
                commands.append((title, _("Key {key}").format(key=self.app.get_key_display(binding)),
                                 partial(self.app.run_action, binding.action, screen)))
        return commands


def _plain(text: str) -> Any:
    """Help text as `Content`, which the palette shows as is (a str would be read as markup)."""
    return Content(text)


def _highlight(matcher: Matcher, title: str) -> Content:
    """`Matcher.highlight` without reading `title` as markup (titles come from files)."""
    content = Content(title)
    _score, offsets = matcher.fuzzy_search.match(matcher.query, title)
    for offset in offsets:
        if not title[offset].isspace():
            content = content.stylize(matcher.match_style, offset, offset + 1)
    return content


class SafeCommandPalette(CommandPalette):
    """Textual's command palette whose page keys cannot stop the app.

    Textual 8.2's option list works out its lines only once it has a size; a PageUp or
    PageDown reaching the command list before that (or while it is hidden) raised
    KeyError from inside Textual and ended the app. The key is ignored instead."""

    def _action_command_list(self, action: str) -> None:
        try:
            super()._action_command_list(action)
        except (KeyError, IndexError):
            logging.getLogger(__name__).warning("command palette: %s ignored, the list has no lines yet", action)
