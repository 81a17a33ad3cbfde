"""The action round: the soundtrack plays, the table sees the clock, what is said, and the threats.

`ActionRoundScreen(draft, *, audio=None, clock=None, sleep=None)` plays the soundtrack
of `draft.soundtrack` in `draft.language` through `audio` (an `AudioSession` opened
before the app, a bare backend, or None for silence). It shows:

- a big clock: the time left in the phase, in block digits, with the phase, the
  mission time and the round's length beside it;
- the talk indicator, blacked out with NO TALKING while communications are down;
- a line for incoming data and data transfers, with the countdown to the beep;
- the subtitle of what the computer is saying;
- every threat as it is announced (T+n, zone or internal, common or serious,
  unconfirmed), who draws it, and with the app's virtual decks the card drawn, with
  its values. Each goes into `draft.threats` at once and the draft is saved.

The round starts when the crew presses space (the clips are decoded first; a space
pressed while they load starts the round as soon as they are ready). Space
pauses and resumes, `e` ends the round once phase 2 is over (refused before, with a
message), `q`/escape asks before abandoning. When the round is over: `draft.stage =
"entry"`, saved, `dismiss(True)`; abandoned: `dismiss(False)` (the draft keeps its
stage "action" and the threats dealt so far; starting the round again deals afresh).

The round itself is a `RoundController` (`tui/round_controller.py`, no Textual): the
clock is its scheduler's (`mission/scheduler.py`), run in a thread worker by the screen's
`RoundChrome` (`tui/round_chrome.py`); a Textual interval only redraws (10 times a second)
from `mission_time()`, with the words of `widgets/round_text.py`. Scheduler events cross
threads as messages (`post_message` never blocks the sound thread). In tests, `clock=`
without `sleep=` runs nothing in the background: the test moves its fake clock and calls
`screen.tick()`.
"""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Header, Static

from spacealert_tui.i18n import N_, _
from spacealert_tui.mission.titles import shown_title
from spacealert_tui.record.draft import MissionDraft
from spacealert_tui.tui.audio_session import AudioSession
from spacealert_tui.tui.round_chrome import (
    ROUND_BINDINGS,
    ChromeKeys,
    RoundChrome,
    RoundEvent,
    compose_clock,
    round_allows,
)
from spacealert_tui.tui.round_controller import RoundController
from spacealert_tui.tui.dialogs.confirm import ConfirmScreen
from spacealert_tui.tui.widgets.footer import Footer
from spacealert_tui.tui.widgets.round_text import (
    alert_text,
    intro_text,
    message_text,
    teleport_reminder,
    threat_text,
    threats_list,
    threats_title,
    who,
)


class ActionRoundScreen(ChromeKeys, Screen[bool]):
    """The soundtrack of one mission draft, played at the table."""

    CSS_PATH = Path(__file__).with_name("action_round.tcss")
    SUB_TITLE = N_("Action round")
    HORIZONTAL_BREAKPOINTS = [(0, "-tiny"), (76, "-narrow"), (100, "-wide")]
    VERTICAL_BREAKPOINTS = [(0, "-short"), (32, "-tall")]
    #: left out of a narrow footer, first first (still in F1's keys panel)
    FOOTER_SPARE = ("command_palette", "played_elsewhere")
    BINDINGS = [
        *ROUND_BINDINGS,
        Binding("f9", "played_elsewhere", N_("Played elsewhere"), key_display="F9"),
    ]

    def __init__(self, draft: MissionDraft, *, audio: AudioSession | Any | None = None,
                 clock: Callable[[], float] | None = None,
                 sleep: Callable[[float], None] | None = None) -> None:
        super().__init__()
        self.draft = draft
        self.round = RoundController(draft, audio=audio, clock=clock, sleep=sleep,
                                     say=self.show_message,
                                     post=lambda event: self.post_message(RoundEvent(event)))
        self.chrome = RoundChrome(self, self.round)

    # what the tests and the flows read of the round
    @property
    def state(self) -> str:
        return self.round.state

    @property
    def message(self) -> str:
        return self.chrome.message

    # -------------------------------------------------------------------- layout

    def compose(self) -> ComposeResult:
        yield Header()
        with Vertical(id="round-body"):
            yield from compose_clock()
            yield Static("", id="round-alert", markup=False)
            yield Static("", id="round-subtitle", markup=False)
            yield Static("", id="round-message", markup=False)
            with VerticalScroll(id="round-threats", can_focus=False):
                yield Static("", id="round-threat-list", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        if self.sub_title == self.SUB_TITLE:     # not one a caller set
            self.sub_title = _(self.SUB_TITLE)
        self.query_one("#round-subtitle").border_title = _("Computer")
        self.query_one("#round-threats").border_title = _("Threats")
        self.query_one("#round-talk").border_title = _("Talk")
        if self.round.prepare():
            assert self.round.prepared is not None
            self.sub_title = _("Action round") + " · " + shown_title(self.round.prepared.timeline.title)
            self.chrome.preload()
        self.set_interval(0.1, self.refresh_view)
        self.refresh_view()
        self.refresh_bindings()

    def on_unmount(self) -> None:
        self.round.stop()

    # -------------------------------------------------------------------- the round

    @on(RoundEvent)
    def _on_round_event(self, message: RoundEvent) -> None:
        todo = self.round.handle(message.event)
        if todo == "finish":
            self.chrome.finish(True)
            return
        if todo == "bindings":
            self.refresh_bindings()
        self.refresh_view()

    def tick(self) -> int:
        """Fire what is due now (tests, with a fake clock), and redraw."""
        fired = self.round.tick()
        self.refresh_view()
        return fired

    # -------------------------------------------------------------------- keys

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        allowed = round_allows(self.round, action)
        return True if allowed is None else allowed

    def action_start(self) -> None:
        if self.round.state == "loading":
            # the first time a language is used its clips take a moment: the captain's
            # space is kept, not swallowed, and the round starts when they are ready
            self.round.start_pending = True
            self.show_message(_("Loading the clips: the soundtrack starts as soon as they are ready…"))
            return
        self.chrome.start()
        self.refresh_bindings()
        self.refresh_view()

    def action_carry_on(self) -> None:
        self.chrome.finish(True)

    def action_played_elsewhere(self) -> None:
        """F9: the crew plays (or played) the round with the CD or another app, as the
        set-up's F9 says: on to the entry, its threats listed afresh from the soundtrack.
        A round under way is paused and asked about first."""
        if self.round.state != "running" or self.round.scheduler is None:
            self._to_entry()
            return
        self.chrome.ask_paused(ConfirmScreen(_("The round was played elsewhere?"),
                                             _("The soundtrack stops and the entry begins: type the "
                                               "threats drawn and the cards planned."),
                                             yes=_("Go to the entry"), no=_("Keep playing"), default=False,
                                             warning=True), self._to_entry)

    def _to_entry(self) -> None:
        self.draft.threats = []         # the entry lists the soundtrack's announcements afresh
        self.draft.stage = "entry"
        try:
            self.draft.save()
        except OSError as exc:
            self.notify(_("Cannot save the mission: {reason}").format(reason=exc), severity="error",
                        markup=False)
            return
        self.chrome.finish(True)

    def action_leave(self) -> None:
        self.chrome.finish(self.round.state == "over")

    def action_abandon(self) -> None:
        self.chrome.ask_abandon(lambda: self.chrome.finish(False))

    # -------------------------------------------------------------------- drawing

    def refresh_view(self) -> None:
        if not self.is_mounted:
            return
        rc = self.round
        clock = rc.clock_now()
        self.chrome.draw_clock(clock)
        self.chrome.draw_lines(alert_text(rc, clock.t), message_text(self.chrome.message, rc.notices))
        reminder = teleport_reminder(self.draft, rc.transfer_open(clock.t))
        if rc.state == "error":
            threats: Any = Text(_("Press q or escape to go back."))
        else:
            threats = threats_list(rc.calls, running=rc.state == "running", intro=intro_text(self.draft),
                                   reminder=reminder,
                                   row=lambda call, newest: threat_text(self.draft, call, newest,
                                                                        who(self.draft, call.entry.kind)))
        self.chrome.draw_threats(threats, key=(len(rc.calls), rc.state, reminder), title=threats_title(rc.calls))
