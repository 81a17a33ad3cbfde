"""What the action round and practice screens share on screen, held by each (not inherited).

`RoundChrome(screen, rc)` ties a `RoundController` to a screen: the clock's widgets
(`compose_clock`), the thread workers that decode the clips and play the soundtrack (the
clips ready and the sound's notices come back through `call_later`, the scheduler's events
as `RoundEvent` messages, which each screen takes in its own way), the
transient message line, the drawing of the round's common widgets (each `Static` updated
only when what it shows changed), the questions asked with the soundtrack paused, and the
dismissal that stops the sound first.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich.console import RenderableType
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.message import Message
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import Static

from spacealert_tui.i18n import N_, _
from spacealert_tui.mission.scheduler import SchedulerEvent
from spacealert_tui.tui.round_controller import Clock, RoundController
from spacealert_tui.tui.widgets.big_clock import BigClock
from spacealert_tui.tui.widgets.round_text import phase_text, subtitle_text, talk_words
from spacealert_tui.tui.widgets.talk import TalkIndicator

#: Transient messages (a refused key) stay this many seconds.
MESSAGE_SECONDS = 6.0

#: The keys of a round with the soundtrack (the practice screen adds its own after them).
ROUND_BINDINGS = [
    Binding("space,enter", "start", N_("Start the soundtrack")),
    Binding("space", "pause", N_("Pause")),
    Binding("space", "resume", N_("Resume")),
    Binding("e", "end_now", N_("End the round")),
    Binding("enter", "carry_on", N_("Go on")),
    Binding("q,escape", "leave", N_("Back")),
    Binding("q,escape", "abandon", N_("Abandon")),
]


class ChromeKeys:
    """The round's keys that the action round and the practice answer alike, through
    their `RoundChrome` (a mixin of both screens: one place for the same three lines)."""

    chrome: RoundChrome

    def show_message(self, text: str) -> None:
        self.chrome.show_message(text)

    def action_pause(self) -> None:
        self.chrome.pause(True)

    def action_resume(self) -> None:
        self.chrome.pause(False)

    def action_end_now(self) -> None:
        self.chrome.ask_end_now()


class RoundEvent(Message):
    """A scheduler event, carried from the sound thread to the screen."""

    def __init__(self, event: SchedulerEvent) -> None:
        super().__init__()
        self.event = event


def compose_clock() -> ComposeResult:
    """The phase, the big clock and the talk indicator."""
    with Horizontal(id="round-top"):
        yield Static("", id="round-phase", markup=False)
        yield BigClock(0, id="round-clock")
        yield TalkIndicator(id="round-talk")


def round_allows(rc: RoundController, action: str) -> bool | None:
    """The round's keys allowed now (None: not a key of the round's)."""
    running = rc.state == "running"
    return {
        "start": rc.state in ("ready", "loading"),
        "pause": running and not rc.paused,
        "resume": running and rc.paused,
        # a two-phase soundtrack plays to the end: its `e` would only say so
        "end_now": running and rc.may_end_early,
        "carry_on": rc.state == "over",
        "leave": rc.state in ("loading", "ready", "error", "over"),
        "abandon": running,
    }.get(action)


class RoundChrome:
    """The round's workers, message line and common drawing for `screen` (see above)."""

    def __init__(self, screen: Screen[Any], rc: RoundController) -> None:
        self.screen = screen
        self.rc = rc
        self.message = ""
        self._message_timer: Timer | None = None
        self._shown: dict[str, object] = {}
        self.dismissed = False

    # -------------------------------------------------------------------- workers

    def preload(self) -> None:
        """Decode the clips off the UI thread; the screen hears when they are ready
        (`call_later` is safe from another thread, and never blocks it)."""
        def load() -> None:
            self.screen.call_later(self._clips_loaded, self.rc.preload())

        self.screen.run_worker(load, thread=True, exit_on_error=False, group="round-preload")

    def _clips_loaded(self, warnings: list[str]) -> None:
        start = self.rc.clips_loaded(warnings)
        self.screen.refresh_bindings()
        action_start: Callable[[], None] | None = getattr(self.screen, "action_start", None)
        if start and action_start is not None:      # space was pressed while they loaded
            action_start()
        self._redraw()

    def notice(self, text: str) -> None:
        """A line from the sound thread (the sound failed): shown, never blocking it."""
        self.screen.call_later(self._notice, text)

    def _notice(self, text: str) -> None:
        self.rc.notices.append(text)
        self._redraw()

    def start(self) -> None:
        """Start the soundtrack: in a thread worker unless a test moves the clock."""
        self.rc.start(notice=self.notice)
        if not self.rc.manual:
            self.screen.run_worker(self._play, thread=True, exit_on_error=False, group="round-sound",
                                   name="soundtrack")

    def _play(self) -> None:
        try:
            self.rc.run()
        except Exception as exc:  # pragma: no cover - the player is guarded; a bug shows here
            import logging
            logging.getLogger(__name__).exception("the soundtrack stopped")
            self.notice(_("The soundtrack stopped: {reason}").format(reason=exc or type(exc).__name__))

    # -------------------------------------------------------------------- the message line

    def show_message(self, text: str) -> None:
        """`text` on the message line for a few seconds, the screen redrawn."""
        self.message = text
        if self._message_timer is not None:
            self._message_timer.stop()
        self._message_timer = self.screen.set_timer(MESSAGE_SECONDS, self.clear_message)
        self._redraw()

    def clear_message(self) -> None:
        self.message = ""
        self._message_timer = None
        self._redraw()

    def _redraw(self) -> None:
        refresh: Callable[[], None] | None = getattr(self.screen, "refresh_view", None)
        if refresh is not None:
            refresh()

    # -------------------------------------------------------------------- drawing

    def set(self, selector: str, content: RenderableType, *, key: object = None) -> None:
        """Update a Static only when what it shows changed (`key`: a cheap stand-in)."""
        mark = key if key is not None else content
        if self._shown.get(selector) == mark:
            return
        self._shown[selector] = mark
        self.screen.query_one(selector, Static).update(content)

    def draw_clock(self, clock: Clock) -> None:
        """The big clock, the phase beside it, the talk indicator."""
        over = self.rc.state == "over"
        self.screen.query_one("#round-clock", BigClock).show(0 if over else clock.left + 0.999)
        self.set("#round-phase", phase_text(self.rc, clock))
        talk = self.screen.query_one("#round-talk", TalkIndicator)
        talk.down, talk.detail, title = talk_words(self.rc, clock.t)
        if talk.border_title != title:
            talk.border_title = title

    def draw_lines(self, alert: tuple[str, str], message: Text) -> None:
        """The alert line, the computer's subtitle, the message line."""
        text, style = alert
        self.set("#round-alert", Text(text, style=style), key=(text, style))
        self.screen.query_one("#round-alert").set_class(bool(text) and style != "", "-on")
        room = self.screen.query_one("#round-subtitle").content_size
        rc = self.rc
        self.set("#round-subtitle", subtitle_text(rc, room.width, room.height),
                 key=(rc.subtitle, rc.speaking, rc.subtitle_ignored, rc.subtitle_note, rc.state, rc.error, room))
        self.set("#round-message", message, key=(self.message, tuple(rc.notices)))

    def draw_threats(self, threats: RenderableType, *, key: object, title: str) -> None:
        """The threats' list, scrolled to its end when it grew."""
        before = self._shown.get("#round-threat-list")
        self.set("#round-threat-list", threats, key=key)
        box = self.screen.query_one("#round-threats", VerticalScroll)
        if self.rc.calls and before != self._shown.get("#round-threat-list"):
            box.call_after_refresh(box.scroll_end, animate=False)
        if box.border_title != title:
            box.border_title = title

    def pause(self, paused: bool) -> None:
        """Space: the soundtrack paused, or played on."""
        if paused:
            self.rc.pause()
        else:
            self.rc.resume()
        self.screen.refresh_bindings()
        self._redraw()

    # -------------------------------------------------------------------- questions, the end

    def ask_paused(self, question: Screen[bool], on_yes: Callable[[], None]) -> None:
        """Ask `question` with the soundtrack paused: yes does `on_yes`; no plays on, from
        where it was paused (if it was playing and the round is not over meanwhile)."""
        rc = self.rc
        was_running = rc.scheduler is not None and not rc.paused
        if was_running:
            rc.pause()

        def answer(yes: bool | None) -> None:
            if yes:
                on_yes()
                return
            if was_running and rc.scheduler is not None and not rc.scheduler.round_over:
                rc.resume()
            self.screen.refresh_bindings()
            self._redraw()

        self.screen.refresh_bindings()
        self.screen.app.push_screen(question, answer)

    def finish(self, result: Any) -> None:
        """Stop the sound and dismiss, closing a question left open on top first."""
        if self.dismissed:
            return
        self.dismissed = True
        self.rc.close()
        screen = self.screen
        if screen.app.screen is not screen:   # e.g. "End the round now?" when the round ends
            screen.pop_until_active()
            screen.app.call_later(screen.dismiss, result)
        else:
            screen.dismiss(result)

    def ask_end_now(self) -> None:
        """`e`: end the round early, asked first (refused before phase 2 ends: said)."""
        rc = self.rc
        if rc.scheduler is None or rc.scheduler.round_over:
            return
        refusal = rc.end_refusal()
        if refusal:
            self.show_message(refusal)
            return
        from spacealert_tui.tui.dialogs.confirm import ConfirmScreen

        def answer(yes: bool | None) -> None:
            if yes:
                rc.end_now()

        self.screen.app.push_screen(ConfirmScreen(_("End the action round now?"),
                                                  _("Everyone has finished planning: the computer says "
                                                    "\"Mission complete\" and the entry begins."),
                                                  yes=_("End now"), no=_("Keep playing"), default=False,
                                                  warning=True), answer)

    def ask_abandon(self, on_yes: Callable[[], None]) -> None:
        """`q`: abandon the round under way, asked with the soundtrack paused."""
        if self.rc.scheduler is None:
            on_yes()
            return
        from spacealert_tui.tui.dialogs.confirm import ConfirmScreen

        self.ask_paused(ConfirmScreen(_("Abandon this action round?"),
                                      _("The soundtrack stops. The mission stays saved; "
                                        "starting the round again replays it from the "
                                        "beginning."), yes=_("Abandon"), no=_("Keep playing"),
                                      default=False, warning=True), on_yes)
