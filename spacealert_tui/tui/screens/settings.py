"""Settings: language, audio, volume, own clip folder, colour theme — saved at every change.

Keyboard-first: ↑/↓ (or tab) move between the rows, ←/→ (or space) change the
highlighted value, the clip folder is typed (enter checks and saves it). Every
change is written at once (`save_settings`, atomic); a file that cannot be written
is reported on the screen and the app carries on with the new values. The theme
applies as soon as it is chosen. `escape` closes the screen, dismissing it with the
`Settings`.

`apply_settings(app, settings)` / `apply_theme(app, name)` are for the app to call
at start-up.
"""
from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from textual import on
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.filter import Monochrome
from textual.message import Message
from textual.reactive import reactive
from textual.screen import Screen
from textual.theme import Theme
from textual.widget import Widget
from textual.widgets import Header, Static

from spacealert_tui import fileio
from spacealert_tui.errors import UserError
from spacealert_tui.i18n import N_, _, current_language, ngettext
from spacealert_tui.settings import (
    DEFAULT_THEME,
    HIGH_CONTRAST,
    LANGUAGE_NAMES,
    LANGUAGES,
    NO_COLOUR,
    SPECIAL_THEMES,
    VOLUME_STEP,
    Settings,
    display_path,
    load_settings,
    save_settings,
    settings_path,
)
from spacealert_tui.tui.widgets.footer import Footer
from spacealert_tui.tui.widgets.text_input import Input

logger = logging.getLogger(__name__)

HIGH_CONTRAST_THEME = Theme(
    name=HIGH_CONTRAST, primary="#ffff00", secondary="#00ffff", accent="#ffffff",
    foreground="#ffffff", background="#000000", surface="#000000", panel="#1c1c1c",
    boost="#303030", success="#00ff00", warning="#ffff00", error="#ff5050", dark=True,
    variables={"footer-key-foreground": "#ffff00", "block-cursor-background": "#ffff00",
               "block-cursor-foreground": "#000000", "input-selection-background": "#ffff00 40%"})


class _NoColour(Monochrome):
    """The no-colour theme's filter (ours, so that it can be taken away again)."""


def apply_theme(app: App, name: str) -> str:
    """Show `app` in theme `name` (a Textual theme, high-contrast or no-colour); returns the
    theme name used (the default if `name` is unknown)."""
    if HIGH_CONTRAST not in app.available_themes:
        app.register_theme(HIGH_CONTRAST_THEME)
    filters: list[Any] | None = getattr(app, "_filters", None)   # Textual has no public API
    if filters is not None:
        filters[:] = [f for f in filters if not isinstance(f, _NoColour)]
        if name == NO_COLOUR:
            filters.append(_NoColour())
    if name == NO_COLOUR:
        app.theme = DEFAULT_THEME
        used = NO_COLOUR
    elif name in app.available_themes:
        app.theme = name
        used = name
    else:
        app.theme = DEFAULT_THEME
        used = DEFAULT_THEME
    app.refresh(repaint=True, layout=True)
    for screen in app.screen_stack:
        screen.refresh(repaint=True)
    return used


def apply_settings(app: App, settings: Settings) -> None:
    """What the app does with the settings at start-up (the theme; audio reads the rest)."""
    apply_theme(app, settings.theme)


def theme_names(app: App) -> list[str]:
    """Textual's themes (the default first), then high-contrast and no-colour."""
    names = sorted(n for n in app.available_themes if n not in SPECIAL_THEMES and n != DEFAULT_THEME)
    return [DEFAULT_THEME, *names, *SPECIAL_THEMES]


#: How the two themes of our own are shown (their ids stay English in settings.json).
THEME_LABELS = {HIGH_CONTRAST: N_("high-contrast"), NO_COLOUR: N_("no-colour")}
#: The labels' column; every label fits it in every language (tests/tui/test_shell_i18n.py).
LABEL_WIDTH = 13


def volume_text(volume: int) -> str:
    bars = volume // VOLUME_STEP
    return f"{volume:>3} %  " + "█" * bars + "░" * (100 // VOLUME_STEP - bars)


class ChoiceRow(Widget, can_focus=True):
    """A setting with a few values: "▶ Label   ◀ value ▶"; ←/→ or space change it."""

    BINDINGS = [
        Binding("left", "step(-1)", N_("Change"), show=False),
        Binding("right,space", "step(1)", N_("Change"), key_display="←/→"),
    ]
    DEFAULT_CSS = """
    ChoiceRow { height: 1; width: 100%; }
    """
    index: reactive[int] = reactive(0)

    class Changed(Message):
        def __init__(self, row: ChoiceRow, value: Any) -> None:
            super().__init__()
            self.row, self.value = row, value

        @property
        def control(self) -> ChoiceRow:
            return self.row

    def __init__(self, label: str, options: list[tuple[Any, str]], value: Any, *,
                 cycle: bool = True, id: str | None = None) -> None:
        """`label` and the options' texts in the crew's language."""
        super().__init__(id=id)
        self.label, self.options, self.cycle = label, options, cycle
        values = [v for v, _text in options]
        self.set_reactive(ChoiceRow.index, values.index(value) if value in values else 0)

    @property
    def value(self) -> Any:
        return self.options[self.index][0]

    def render(self) -> Content:
        text = self.options[self.index][1]
        marker = "▶" if self.has_focus else " "
        left = "◀" if self.cycle or self.index > 0 else " "
        right = "▶" if self.cycle or self.index < len(self.options) - 1 else " "
        return Content.assemble(f"{marker} ", (f"{self.label:<{LABEL_WIDTH}}", "bold"),
                                f" {left} ", (text, "$accent" if self.has_focus else ""), f" {right}")

    def on_focus(self) -> None:
        self.refresh()

    def on_blur(self) -> None:
        self.refresh()

    def on_click(self) -> None:
        self.focus()
        self.action_step(1)

    def action_step(self, delta: int) -> None:
        n = len(self.options)
        new = (self.index + delta) % n if self.cycle else max(0, min(n - 1, self.index + delta))
        if new != self.index:
            self.index = new
            self.post_message(self.Changed(self, self.value))


HELP = {
    "set-language": N_("The language of the whole app: its screens, the narration of the "
                       "resolution, and the ship's computer (announcements and subtitles)."),
    "set-audio": N_("Off: no sound, the subtitles still show what the computer says."),
    "set-volume": N_("How loud the announcements are."),
    "set-clips": N_("A folder of your own clips (fan-tool names); empty: the built-in voice. "
                    "Enter checks and saves it."),
    "set-theme": N_("Colours of the app; high-contrast: black and bright; no-colour: shades of grey."),
    "set-new-frontier": N_("With The New Frontier, its white and yellow threats join the app's decks "
                           "and the red difficulties are offered."),
}
#: The rows' labels, by the id of their row.
LABELS = {"set-language": N_("Language"), "set-audio": N_("Audio"), "set-volume": N_("Volume"),
          "set-clips": N_("Clip folder"), "set-theme": N_("Theme"),
          "set-new-frontier": N_("Expansion")}



def label_of(row: str) -> str:
    """The label of the row `row` (its id) in the crew's language."""
    return _(LABELS[row])


class SettingsScreen(Screen[Settings]):
    """Edit the settings; each change is saved at once. Dismissed with the `Settings`.

    Choosing a language applies it to the whole app at once (`SpaceAlertApp.apply_language`),
    and this screen is drawn again in it (`language_changed`)."""

    SUB_TITLE = N_("Settings")
    CSS_PATH = Path(__file__).with_name("settings.tcss")
    BINDINGS = [
        Binding("escape", "close", N_("Back")),
        Binding("up", "app.focus_previous", N_("Move"), key_display="↑/↓", priority=True),
        Binding("down", "app.focus_next", N_("Move"), show=False, priority=True),
    ]

    def __init__(self, settings: Settings | None = None, *, path: Path | None = None) -> None:
        super().__init__()
        self.path = path
        problems: list[str] = []
        if settings is None:
            settings, problems = load_settings(path)
        self.settings = settings
        self.problems = problems
        self.clip_note = ""
        self.status = ""

    @staticmethod
    def clips_label(marker: str = " ") -> str:
        return f"{marker} {label_of('set-clips'):<{LABEL_WIDTH}}"

    def shown_language(self) -> str:
        """The language the app is in (`--lang` may differ from the saved one for this
        run): what the crew reads is what the row says."""
        spoken = current_language()
        return spoken if spoken in LANGUAGES else self.settings.language

    def compose(self) -> ComposeResult:
        s = self.settings
        yield Header()
        with VerticalScroll(id="settings-scroll"):
            with Vertical(id="settings-box") as box:
                box.border_title = _("Settings")
                yield ChoiceRow(label_of("set-language"), [(code, f"{LANGUAGE_NAMES[code]} ({code})")
                                                            for code in LANGUAGES],
                                self.shown_language(), id="set-language")
                yield ChoiceRow(label_of("set-audio"), [(True, _("on")), (False, _("off (subtitles only)"))],
                                s.audio, id="set-audio")
                yield ChoiceRow(label_of("set-volume"), [(v, volume_text(v)) for v in range(0, 101, VOLUME_STEP)],
                                s.volume - s.volume % VOLUME_STEP, cycle=False, id="set-volume")
                with Horizontal(id="set-clips-row"):
                    yield Static(self.clips_label(), id="set-clips-label", markup=False)
                    yield Input(s.clip_folder or "", placeholder=_("built-in voice (type a folder)"),
                                id="set-clips", select_on_focus=False)
                yield Static("", id="settings-clips-note", markup=False)
                yield ChoiceRow(label_of("set-theme"), [(n, _(THEME_LABELS[n]) if n in THEME_LABELS else n)
                                                         for n in theme_names(self.app)],
                                s.theme, id="set-theme")
                yield ChoiceRow(label_of("set-new-frontier"), [(False, _("base game only")),
                                                                (True, _("we own The New Frontier"))],
                                s.new_frontier, id="set-new-frontier")
            yield Static("", id="settings-help", markup=False)
            yield Static("", id="settings-status", markup=False)
            yield Static("", id="settings-problems", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#set-language").focus()
        self.show_status(_("Changes are saved at once in {path}").format(
            path=display_path(self.path or settings_path())))
        if self.problems:
            self.notify("\n".join(self.problems), title=_("Settings file"), severity="warning",
                        markup=False, timeout=8)
        self.fill()

    def fill(self) -> None:
        """What `compose` leaves empty: the problems read, the clip folder's note."""
        if self.problems:
            problems = self.query_one("#settings-problems", Static)
            problems.update("\n".join(self.problems))
            problems.add_class("-shown")
        self.check_clips(self.settings.clip_folder or "")

    async def language_changed(self) -> None:
        """The app speaks another language: this screen again, in it, the language row focused."""
        focused = self.focused.id if self.focused is not None else "set-language"
        await self.recompose()
        self.fill()
        self.show_status(self.status)
        self.query_one(f"#{focused or 'set-language'}").focus()

    def on_descendant_focus(self) -> None:
        self._focus_changed()

    def on_descendant_blur(self) -> None:
        self.call_after_refresh(self._focus_changed)

    def _focus_changed(self) -> None:
        focused = self.focused
        key = focused.id if focused is not None else None
        help_text = HELP.get(key or "")
        self.query_one("#settings-help", Static).update(_(help_text) if help_text else "")
        marker = "▶" if key == "set-clips" else " "
        self.query_one("#set-clips-label", Static).update(self.clips_label(marker))

    # -- saving ------------------------------------------------------------------------------

    def save(self, *changed: str) -> bool:
        """Write what this window changed (`changed`), onto the file as another window may
        have left it (`save_settings`)."""
        try:
            where = save_settings(self.settings, self.path, changed=changed)
        except UserError as exc:
            self.show_status(str(exc), error=True)
            self.notify(str(exc), title=_("Settings not saved"), severity="error", markup=False)
            return False
        self.show_status(_("Saved in {path}").format(path=display_path(where)))
        return True

    def show_status(self, text: str, *, error: bool = False) -> None:
        self.status = text
        status = self.query_one("#settings-status", Static)
        status.update(text)
        status.set_class(error, "-error")

    @on(ChoiceRow.Changed)
    def choice_changed(self, event: ChoiceRow.Changed) -> None:
        key = {"set-language": "language", "set-audio": "audio", "set-volume": "volume",
               "set-theme": "theme", "set-new-frontier": "new_frontier"}[event.row.id or ""]
        setattr(self.settings, key, event.value)
        if key == "theme":
            used = apply_theme(self.app, event.value)
            self.settings.theme = used
        if key == "language":          # first, so that what follows is said in it
            apply_language = getattr(self.app, "apply_language", None)
            if apply_language is not None:
                apply_language(event.value)
        self.save(key)

    # -- the clip folder ---------------------------------------------------------------------

    @on(Input.Submitted, "#set-clips")
    def clips_submitted(self, event: Input.Submitted) -> None:
        text = event.value.strip()
        if self.check_clips(text):
            self.settings.clip_folder = text or None
            self.save("clip_folder")
            self.app.call_later(self.focus_next)

    def check_clips(self, text: str) -> bool:
        """Is `text` a folder (or empty)? Say what it holds."""
        note = self.query_one("#settings-clips-note", Static)
        if not text:
            note.update(_("The built-in voice speaks."))
            note.set_class(False, "-error")
            return True
        folder = Path(text).expanduser()
        if not fileio.is_dir(folder):
            note.update(_("No such folder: {folder}. Not saved.").format(folder=folder))
            note.set_class(True, "-error")
            return False
        try:
            from spacealert_tui.audio.custom import load_pack
            pack = load_pack(folder)
            missing = len(pack.missing())
            n = len(pack.files)
            if missing:
                line = ngettext("{n} clip found (scheme {scheme}); {missing} missing: the built-in "
                                "voice says those.",
                                "{n} clips found (scheme {scheme}); {missing} missing: the built-in "
                                "voice says those.", n)
            else:
                line = ngettext("{n} clip found (scheme {scheme}).", "{n} clips found (scheme {scheme}).", n)
            line = line.format(n=n, scheme=pack.scheme, missing=missing)
            if not pack.files:
                line = _("No clips with fan-tool names in this folder: the built-in voice speaks.")
        except Exception as exc:     # the audio package must not take the settings down
            logger.warning("the clip folder could not be checked", exc_info=True)
            line = _("Folder set; its clips could not be checked ({reason}).").format(reason=exc)
        note.update(line)
        note.set_class(False, "-error")
        return True

    # -- leaving -----------------------------------------------------------------------------

    def action_close(self) -> None:
        clips = self.query_one("#set-clips", Input)
        typed = clips.value.strip() or None
        if typed != self.settings.clip_folder and self.check_clips(typed or ""):
            self.settings.clip_folder = typed
            self.save("clip_folder")
        self.dismiss(self.settings)
