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

The clock is the scheduler's (`mission/scheduler.py`), run in a thread worker; a
Textual interval only redraws (10 times a second) from `mission_time()`. Scheduler
events cross threads as messages (`post_message` never blocks the sound thread). In
tests, `clock=` without `sleep=` runs nothing in the background: the test moves its
fake clock and calls `screen.tick()`.
"""
from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Header, Static

from spacealert_tui.i18n import N_, _, pgettext
from spacealert_tui.mission.scheduler import (
    ClipStarted,
    CommsChanged,
    DataTransferDeadline,
    Finished,
    NotAllowed,
    PauseChanged,
    RoundEnded,
    Scheduler,
    SchedulerEvent,
    SubtitleChanged,
)
from spacealert_tui.record.crew import badge_lines
from spacealert_tui.mission.titles import shown_title
from spacealert_tui.record.draft import MissionDraft, ThreatEntry
from spacealert_tui.tui.audio_session import (
    AudioSession,
    GuardedPlayer,
    PreparedRound,
    prepare_round,
    unconfirmed_counts,
)
from spacealert_tui.tui.screens.confirm import ConfirmScreen
from spacealert_tui.tui.widgets.big_clock import BigClock
from spacealert_tui.tui.widgets.card_input import level_word
from spacealert_tui.tui.widgets.footer import Footer
from spacealert_tui.tui.widgets.talk import TalkIndicator

logger = logging.getLogger(__name__)

#: How long "incoming data" stays up after it is said, and "transfer closed" after the beep.
DATA_LINGER = 8.0
CLOSED_LINGER = 6.0
#: Transient messages (a refused key) stay this many seconds.
MESSAGE_SECONDS = 6.0

ROLE_OF_KIND = {"external": ("communications", N_("communications officer")),
                "internal": ("security", N_("security chief"))}


class RoundEvent(Message):
    """A scheduler event, carried from the sound thread to the screen."""

    def __init__(self, event: SchedulerEvent) -> None:
        super().__init__()
        self.event = event


class ClipsLoaded(Message):
    """The mission's clips are decoded: the round can start. `warnings`: clips missing."""

    def __init__(self, warnings: list[str]) -> None:
        super().__init__()
        self.warnings = warnings


class RoundNotice(Message):
    """A line to show under the subtitle (sound failed, clips missing …)."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text


@dataclass
class ThreatCall:
    """One announced threat as the table sees it."""

    index: int                # announcement index in the script
    entry: ThreatEntry
    counts: bool              # False: an unconfirmed report with a crew under five


class ActionRoundScreen(Screen[bool]):
    """The soundtrack of one mission draft, played at the table."""

    CSS_PATH = Path(__file__).with_name("action_round.tcss")
    SUB_TITLE = N_("Action round")
    HORIZONTAL_BREAKPOINTS = [(0, "-tiny"), (76, "-narrow"), (100, "-wide")]
    VERTICAL_BREAKPOINTS = [(0, "-short"), (32, "-tall")]
    #: left out of a narrow footer, first first (still in F1's keys panel)
    FOOTER_SPARE = ("command_palette", "played_elsewhere")
    BINDINGS = [
        Binding("space,enter", "start", N_("Start the soundtrack")),
        Binding("space", "pause", N_("Pause")),
        Binding("space", "resume", N_("Resume")),
        Binding("e", "end_now", N_("End the round")),
        Binding("enter", "carry_on", N_("Go on")),
        Binding("q,escape", "leave", N_("Back")),
        Binding("q,escape", "abandon", N_("Abandon")),
        Binding("f9", "played_elsewhere", N_("Played elsewhere"), key_display="F9"),
    ]

    def __init__(self, draft: MissionDraft, *, audio: AudioSession | Any | None = None,
                 clock: Callable[[], float] | None = None,
                 sleep: Callable[[float], None] | None = None) -> None:
        super().__init__()
        self.draft = draft
        self.session = AudioSession.of(audio)
        self.clock = clock
        self.sleep = sleep
        #: clock given, no sleep: nothing plays in the background, the test calls tick()
        self.manual = clock is not None and sleep is None
        self.state = "loading"      # loading | ready | running | over | error
        self.prepared: PreparedRound | None = None
        self.scheduler: Scheduler | None = None
        self.player: GuardedPlayer | None = None
        self.error = ""
        self.notices: list[str] = list(self.session.notices)
        self.message = ""
        self._message_timer = None
        self.calls: list[ThreatCall] = []
        self._decks = None
        self.subtitle = ""
        self.speaking = False
        self.subtitle_ignored = False
        self.subtitle_note = ""             # "(ignore: crew under 5)": shown apart, never said
        self.comms: list[tuple[float, float, bool]] = []   # (down, up, ignored)
        self.comms_down = False
        self.comms_ignored_until: float | None = None
        self.data: tuple[str, float, float, float | None, bool] | None = None
        self.teleport_reminder = ""     # the Teleporter's line during a data transfer
        self.beeped_at: float | None = None
        self._shown: dict[str, object] = {}
        self._dismissed = False
        self.start_pending = False          # space pressed while the clips were loading

    # -------------------------------------------------------------------- layout

    def compose_clock(self) -> ComposeResult:
        """The phase, the big clock and the talk indicator (the solo screen shares them)."""
        with Horizontal(id="round-top"):
            yield Static("", id="round-phase", markup=False)
            yield BigClock(0, id="round-clock")
            yield TalkIndicator(id="round-talk")

    def compose(self) -> ComposeResult:
        yield Header()
        with Vertical(id="round-body"):
            yield from self.compose_clock()
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
        try:
            self.prepared = prepare_round(self.draft, self.session)
        except Exception as exc:  # UserError (bad mission, language) or a bug: said on screen
            from spacealert_tui.tui.failures import log_unexpected
            log_unexpected("the round could not be prepared", exc)
            self.state = "error"
            self.error = _("Cannot play the soundtrack {soundtrack}: {reason}").format(
                soundtrack=repr(self.draft.soundtrack), reason=exc or type(exc).__name__)
        else:
            self.sub_title = _("Action round") + " · " + shown_title(self.prepared.timeline.title)
            self.notices += self.prepared.notices
            self._plan_cues()
            self._preload()
        self.set_interval(0.1, self.refresh_view)
        self.refresh_view()
        self.refresh_bindings()
        self.after_mount()

    def after_mount(self) -> None:
        """What a subclass adds once the round is prepared. Textual calls the `on_mount` of
        every class of the screen, base classes included, so a subclass hooks in here
        instead of defining its own (which would prepare the round twice)."""

    def on_unmount(self) -> None:
        if self.scheduler is not None:
            self.scheduler.close()

    # -------------------------------------------------------------------- preparing

    def _plan_cues(self) -> None:
        assert self.prepared is not None
        downs = [c for c in self.prepared.script.cues if c.kind == "comms_down"]
        ups = [c.at for c in self.prepared.script.cues if c.kind == "comms_up"]
        for cue in downs:
            up = next((u for u in ups if u >= cue.at), cue.at)
            self.comms.append((cue.at, up, cue.ignored))

    @work(thread=True, exit_on_error=False, group="round-preload")
    def _preload(self) -> None:
        """Decode the mission's clips (about 0.1 s a language) off the UI thread."""
        assert self.prepared is not None
        try:
            warnings = self.session.preload(self.prepared.script)
        except Exception as exc:  # the round goes on with subtitles
            logger.warning("the clips could not be loaded", exc_info=True)
            warnings = [_("Cannot load the clips ({reason}): subtitles only.").format(
                reason=exc or type(exc).__name__)]
        self.post_message(ClipsLoaded(list(warnings)))

    @on(ClipsLoaded)
    def _clips_loaded(self, message: ClipsLoaded) -> None:
        self.notices += message.warnings
        if self.state == "loading":
            self.state = "ready"
            self.refresh_bindings()
            if self.start_pending:       # space was pressed while loading: start now
                self.start_pending = False
                self.action_start()
        self.refresh_view()

    @on(RoundNotice)
    def _notice(self, message: RoundNotice) -> None:
        self.notices.append(message.text)
        self.refresh_view()

    # -------------------------------------------------------------------- the round

    def start_round(self) -> None:
        """Deal afresh, save, and start the soundtrack (mission time 0 is now)."""
        assert self.prepared is not None
        self.draft.threats = []
        self.draft.stage = "action"
        self._save()
        if self.draft.threat_source == "virtual":
            self._decks = self.draft.threat_decks()
        self.player = GuardedPlayer(self.session.backend,
                                    on_error=lambda text: self.post_message(RoundNotice(text)))
        kwargs: dict[str, Any] = {}
        if self.clock is not None:
            kwargs["clock"] = self.clock
        if self.sleep is not None:
            kwargs["sleep"] = self.sleep
        self.scheduler = Scheduler(self.prepared.script, self.player,
                                   listeners=[lambda e: self.post_message(RoundEvent(e))],
                                   **kwargs)
        self.scheduler.start()
        self.state = "running"
        if not self.manual:
            self.run_worker(self._play, thread=True, exit_on_error=False, group="round-sound",
                            name="soundtrack")
        self.refresh_bindings()
        self.refresh_view()

    def _play(self) -> None:
        scheduler = self.scheduler
        assert scheduler is not None
        try:
            scheduler.run()
        except Exception as exc:  # pragma: no cover - the player is guarded; a bug shows here
            logger.exception("the soundtrack stopped")
            self.post_message(RoundNotice(_("The soundtrack stopped: {reason}").format(
                reason=exc or type(exc).__name__)))

    def tick(self) -> int:
        """Fire what is due now (tests, with a fake clock), and redraw."""
        fired = self.scheduler.tick() if self.scheduler is not None else 0
        self.refresh_view()
        return fired

    @on(RoundEvent)
    def _on_round_event(self, message: RoundEvent) -> None:
        event = message.event
        if isinstance(event, ClipStarted):
            self._clip_started(event)
        elif isinstance(event, SubtitleChanged):
            self.subtitle, self.speaking, self.subtitle_ignored = (event.text, event.speaking,
                                                                   event.ignored)
            self.subtitle_note = event.note
        elif isinstance(event, CommsChanged):
            if event.ignored:
                self.comms_ignored_until = self._comms_up(event.t) if event.down else None
            else:
                self.comms_down = event.down
        elif isinstance(event, DataTransferDeadline):
            self.beeped_at = event.t
        elif isinstance(event, PauseChanged):
            self.refresh_bindings()
        elif isinstance(event, RoundEnded):
            self.comms_down = False
            self.state = "over"
            self.draft.stage = "entry"
            self._save()
            self.refresh_bindings()
        elif isinstance(event, Finished):
            self._finish(True)
            return
        self.refresh_view()

    def _comms_up(self, t: float) -> float:
        return next((up for down, up, _ in self.comms if abs(down - t) < 1e-6), t)

    def _clip_started(self, event: ClipStarted) -> None:
        assert self.prepared is not None
        index = event.clip.announcement
        if index < 0 or event.clip.layer != "voice":
            return
        if any(call.index == index for call in self.calls):
            return
        ann = self.prepared.script.announcements[index]
        if ann.kind == "threat" and index in self.prepared.threat_calls:
            self._announce_threat(index)
        elif ann.kind in ("incoming_data", "data_transfer") and event.clip.at == ann.start:
            beep = next((c.at for c in self.prepared.script.cues
                         if c.kind == "beep" and ann.start <= c.at <= ann.end), None)
            self.data = (ann.kind, ann.start, ann.end, beep, ann.ignored)
            self.beeped_at = None

    def _announce_threat(self, index: int) -> None:
        """Store the announced threat in the draft (with its card from the virtual deck)."""
        assert self.prepared is not None
        event = self.prepared.threat_calls[index]
        entry = ThreatEntry(turn=int(event.turn or 0), kind=str(event.kind),
                            serious=bool(event.serious),
                            zone=event.zone if event.kind == "external" else None,
                            unconfirmed=bool(event.unconfirmed))
        counts = not entry.unconfirmed or unconfirmed_counts(self.draft)
        if counts and self._decks is not None:
            try:
                entry.card, entry.summons = self._decks.deal(entry.kind, entry.serious)
            except LookupError as exc:
                self.show_message(_("No card left to draw: {reason}").format(reason=exc))
        self.calls.append(ThreatCall(index=index, entry=entry, counts=counts))
        self.draft.threats.append(entry)
        self._save()

    def _save(self) -> None:
        try:
            self.draft.save()
        except OSError as exc:
            self.show_message(_("Could not save the mission: {reason}").format(reason=exc))

    def _finish(self, result: bool) -> None:
        """Stop the sound and dismiss, closing a question left open on top first."""
        if self._dismissed:
            return
        self._dismissed = True
        if self.scheduler is not None:
            if self.scheduler.paused and self.player is not None:
                self.player.resume()   # the mixer stays shared: never leave it paused
            self.scheduler.close()
        if self.app.screen is not self:   # e.g. "End the round now?" when the round ends
            self.pop_until_active()
            self.app.call_later(self.dismiss, result)
        else:
            self.dismiss(result)

    # -------------------------------------------------------------------- keys

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        paused = self.scheduler is not None and self.scheduler.paused
        running = self.state == "running"
        return {
            "start": self.state in ("ready", "loading"),
            "pause": running and not paused,
            "resume": running and paused,
            # a two-phase soundtrack plays to the end: its `e` would only say so
            "end_now": running and self.prepared is not None and self.prepared.timeline.may_end_early,
            "carry_on": self.state == "over",
            "leave": self.state in ("loading", "ready", "error", "over"),
            "abandon": running,
        }.get(action, True)

    def action_start(self) -> None:
        if self.state == "loading":
            # the first time a language is used its clips take a moment: the captain's
            # space is kept, not swallowed, and the round starts when they are ready
            self.start_pending = True
            self.show_message(_("Loading the clips: the soundtrack starts as soon as they are ready…"))
            return
        self.start_round()

    def action_pause(self) -> None:
        if self.scheduler is not None:
            self.scheduler.pause()
            self.refresh_bindings()
            self.refresh_view()

    def action_resume(self) -> None:
        if self.scheduler is not None:
            self.scheduler.resume()
            self.refresh_bindings()
            self.refresh_view()

    def action_end_now(self) -> None:
        scheduler = self.scheduler
        if scheduler is None or scheduler.round_over:
            return
        if not scheduler.can_end_now():
            if self.prepared is None or not self.prepared.timeline.may_end_early:
                self.show_message(_("This soundtrack has two phases: it plays to the end."))
            else:
                self.show_message(_("Not yet: the round can be ended only after phase 2 "
                                    "(now phase {phase}).").format(phase=scheduler.phase))
            return

        def answer(yes: bool | None) -> None:
            if not yes or self.scheduler is None:
                return
            try:
                self.scheduler.end_round_now()
            except NotAllowed as exc:
                self.show_message(_(str(exc)))

        self.app.push_screen(ConfirmScreen(_("End the action round now?"),
                                           _("Everyone has finished planning: the computer says "
                                             "\"Mission complete\" and the entry begins."),
                                           yes=_("End now"), no=_("Keep playing"), default=False,
                                           warning=True), answer)

    def action_carry_on(self) -> None:
        self._finish(True)

    def action_played_elsewhere(self) -> None:
        """F9: the crew plays (or played) the round with the CD or another app, as the
        set-up's F9 says: on to the entry, its threats listed afresh from the soundtrack.
        A round under way is paused and asked about first."""
        if self.state != "running" or self.scheduler is None:
            self._to_entry()
            return
        self._ask_paused(ConfirmScreen(_("The round was played elsewhere?"),
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
        self._finish(True)

    def action_leave(self) -> None:
        self._finish(self.state == "over")

    def action_abandon(self) -> None:
        if self.scheduler is None:
            self._finish(False)
            return
        self._ask_paused(ConfirmScreen(_("Abandon this action round?"),
                                       _("The soundtrack stops. The mission stays saved; "
                                         "starting the round again replays it from the "
                                         "beginning."), yes=_("Abandon"), no=_("Keep playing"),
                                       default=False, warning=True), lambda: self._finish(False))

    def _ask_paused(self, question: ConfirmScreen, on_yes: Callable[[], None]) -> None:
        """Ask `question` with the soundtrack paused: yes does `on_yes`; no plays on, from
        where it was paused (if it was playing and the round is not over meanwhile)."""
        scheduler = self.scheduler
        was_running = scheduler is not None and not scheduler.paused
        if was_running and scheduler is not None:
            scheduler.pause()

        def answer(yes: bool | None) -> None:
            if yes:
                on_yes()
                return
            if was_running and self.scheduler is not None and not self.scheduler.round_over:
                self.scheduler.resume()
            self.refresh_bindings()
            self.refresh_view()

        self.refresh_bindings()
        self.app.push_screen(question, answer)

    def show_message(self, text: str) -> None:
        self.message = text
        if self._message_timer is not None:
            self._message_timer.stop()
        self._message_timer = self.set_timer(MESSAGE_SECONDS, self._clear_message)
        self.refresh_view()

    def _clear_message(self) -> None:
        self.message = ""
        self._message_timer = None
        self.refresh_view()

    # -------------------------------------------------------------------- drawing

    def _set(self, selector: str, content: object, *, key: object = None) -> None:
        """Update a Static only when what it shows changed (`key`: a cheap stand-in)."""
        mark = key if key is not None else content
        if self._shown.get(selector) == mark:
            return
        self._shown[selector] = mark
        self.query_one(selector, Static).update(content)  # type: ignore[arg-type]

    def refresh_view(self) -> None:
        if not self.is_mounted:
            return
        timeline = self.prepared.timeline if self.prepared else None
        scheduler = self.scheduler
        t = scheduler.mission_time() if scheduler is not None else 0.0
        phases = len(timeline.phase_ends) if timeline else 0
        if scheduler is not None:
            phase = min(scheduler.phase, phases) if phases else 0
            left = scheduler.phase_remaining()
        else:
            phase = 1
            left = timeline.phase_ends[0] if timeline else 0.0
        over = self.state == "over"
        self.query_one("#round-clock", BigClock).show(0 if over else left + 0.999)
        self._set("#round-phase", self._phase_text(phase, phases, t, timeline))
        self._refresh_talk(t)
        alert, style = self._alert_text(t)
        self._set("#round-alert", Text(alert, style=style), key=(alert, style))
        self.query_one("#round-alert").set_class(bool(alert) and style != "", "-on")
        room = self.query_one("#round-subtitle").content_size
        self._set("#round-subtitle", self._subtitle_text(room.width, room.height),
                  key=(self.subtitle, self.speaking, self.subtitle_ignored, self.subtitle_note,
                       self.state,
                       self.error, room))
        self._set("#round-message", self._message_text(),
                  key=(self.message, tuple(self.notices)))
        before = self._shown.get("#round-threat-list")
        self.teleport_reminder = self._teleport_reminder(t)
        self._set("#round-threat-list", self._threats_renderable(),
                  key=(len(self.calls), self.state, self.teleport_reminder))
        if self.calls and before != self._shown.get("#round-threat-list"):
            box = self.query_one("#round-threats", VerticalScroll)
            box.call_after_refresh(box.scroll_end, animate=False)
        title = _("Threats · {n}").format(n=sum(c.counts for c in self.calls)) if self.calls else _("Threats")
        box = self.query_one("#round-threats")
        if box.border_title != title:
            box.border_title = title

    def _phase_text(self, phase: int, phases: int, t: float, timeline) -> Text:
        text = Text()
        if self.state == "error":
            text.append(_("CANNOT PLAY"), style="bold")
            return text
        if self.state == "over":
            text.append(_("ROUND OVER") + "\n", style="bold")
            text.append(_("no more planning") + "\n")
        else:
            text.append(_("PHASE {phase} of {phases}").format(phase=phase, phases=phases) + "\n",
                        style="bold")
            text.append(_("ends in:") + "\n")
        total = timeline.duration if timeline else 0.0
        text.append(_("{time} of {total}").format(time=m_ss(t), total=m_ss(total)) + "\n")
        if self.state == "loading":
            text.append(_("loading the clips…"))
        elif self.state == "ready":
            text.append(_("READY · space"), style="bold")
        elif self.scheduler is not None and self.scheduler.paused:
            text.append("‖ " + _("PAUSED"), style="bold reverse")
        elif self.state == "running":
            text.append("▶ " + _("playing"))
        return text

    def _refresh_talk(self, t: float) -> None:
        talk = self.query_one("#round-talk", TalkIndicator)
        talk.down = self.comms_down and self.state == "running"
        if talk.down:
            up = next((u for d, u, ign in self.comms if d <= t + 0.5 and not ign and u >= t), None)
            talk.detail = (_("back in {time}").format(time=m_ss(up - t + 0.999)) if up is not None
                           else _("comms down"))
            title = _("Comms down")
        else:
            if self.comms_ignored_until is not None and t < self.comms_ignored_until:
                talk.detail = _("comms down (solo: ignore)")
            else:
                talk.detail = ""
            title = _("Talk")
        if talk.border_title != title:
            talk.border_title = title

    def _alert_text(self, t: float) -> tuple[str, str]:
        if self.state == "error":
            return "", ""
        if self.state == "ready":
            return _("Press space when the crew is ready: the soundtrack starts at once."), ""
        if self.state == "loading":
            return _("Loading the clips…"), ""
        if self.state == "over":
            return _("ROUND OVER · the crew stops planning · enter: go on to the entry"), "bold"
        if self.data is None:
            return "", ""
        kind, start, end, beep, ignored = self.data
        solo = " " + _("(solo: ignore)") if ignored else ""
        if kind == "incoming_data":
            if t <= end + DATA_LINGER:
                return _("INCOMING DATA{solo} · each player may draw 1 action card").format(solo=solo), "bold"
            return "", ""
        if beep is not None and self.beeped_at is None and t < beep:
            seconds = int(beep - t + 0.999)
            return (_("DATA TRANSFER{solo} · each player may give 1 card to another · "
                      "beep in {seconds} s").format(solo=solo, seconds=seconds), "bold")
        if beep is not None and t <= beep + CLOSED_LINGER:
            return _("DATA TRANSFER CLOSED{solo} · cards handed over after the beep do not "
                     "count").format(solo=solo), ""
        if beep is None and t <= end + 2:
            return _("DATA TRANSFER{solo} · each player may give 1 card to another").format(solo=solo), "bold"
        return "", ""

    def transfer_open(self, t: float) -> bool:
        """A data transfer is being announced and its beep has not sounded yet."""
        if self.data is None or self.data[0] != "data_transfer" or self.state != "running":
            return False
        _kind, _start, end, beep, _ignored = self.data
        if beep is None:
            return t <= end + 2
        return self.beeped_at is None and t < beep

    def _teleport_reminder(self, t: float) -> str:
        """During a data transfer, when a Teleporter flies: he may lay his tokens now
        (expansion rulebook p.19), one line under the officers' instructions."""
        seat = self.draft.teleporter()
        if seat is None or not self.transfer_open(t):
            return ""
        return _("{name} (teleporter) may place the teleport tokens now, before the beep").format(
            name=seat.name)

    def _subtitle_text(self, width: int, height: int) -> Text:
        if self.state == "error":
            return Text(self.error, style="bold")
        if not self.subtitle:
            return Text(_("(what the computer says shows here)"), style="dim")
        style = "dim" if self.subtitle_ignored else ("bold" if self.speaking else "")
        if not self.subtitle_note:
            return Text(tail(self.subtitle, width, height), style=style)
        text = Text(tail(self.subtitle, width, height - 1), style=style)
        text.append("\n" + self.subtitle_note, style="italic")
        return text

    def _message_text(self) -> Text:
        if self.message:
            return Text(self.message, style="bold")
        return Text(" · ".join(self.notices), style="dim italic")

    def _who(self, kind: str) -> str:
        role, title = ROLE_OF_KIND.get(kind, ("", N_("the crew")))
        title = _(title)
        for seat in self.draft.crew:
            if role in seat.roles:
                return f"{seat.name} ({title})"
        return title[0].upper() + title[1:]

    def _threats_renderable(self) -> Group | Text:
        if self.state == "error":
            return Text(_("Press q or escape to go back."))
        if not self.calls:
            intro = Text(self._intro_text(), style="dim")
            if self.teleport_reminder:
                intro.append("\n○● " + self.teleport_reminder, style="bold")
            return intro
        grid = Table.grid(padding=(0, 1))
        grid.add_column(no_wrap=True, width=6)
        grid.add_column(ratio=1)
        last = len(self.calls) - 1
        for i, call in enumerate(self.calls):
            newest = i == last and self.state == "running"
            grid.add_row(Text(("▶ " if newest else "  ") + f"T+{call.entry.turn}",
                              style="bold" if newest else ""),
                         self._threat_text(call, newest))
        if self.teleport_reminder:
            grid.add_row(Text("○●", style="bold"), Text(self.teleport_reminder, style="bold"))
        return grid

    def _intro_text(self) -> str:
        d = self.draft
        if d.threat_source == "virtual":
            decks = _("the app draws the cards (common {common}, serious {serious}, seed {seed})").format(
                common=level_word(d.common_level), serious=level_word(d.serious_level), seed=d.deck_seed)
        else:
            decks = _("the officers draw the cards from the decks")
        roles = _("{external} takes external threats, {internal} internal ones").format(
            external=self._who("external"), internal=self._who("internal"))
        badges = "".join(f"\n{line}" for line in badge_lines(d.crew, d.badge_texts))
        return _("No threat announced yet. {roles}; {decks}.").format(roles=roles, decks=decks) + badges

    def _threat_text(self, call: ThreatCall, newest: bool) -> Text:
        e = call.entry
        text = Text()
        where = (_("EXTERNAL · zone {zone}").format(zone=pgettext("zone", e.zone).upper())
                 if e.kind == "external" and e.zone else _("INTERNAL"))
        text.append(where, style="bold" if newest else "")
        text.append(" · " + (_("SERIOUS") if e.serious else _("common")))
        if e.unconfirmed:
            if call.counts:
                text.append(" · " + _("unconfirmed report: counts (crew of five)"))
            else:
                text.append(" · " + _("UNCONFIRMED: ignore it (crew under five)"), style="dim")
                return text
        text.append("\n")
        who = self._who(e.kind)
        if e.card is not None:
            text.append(_("{who}: take").format(who=who) + " ")
            text.append(card_line(e.card), style="bold" if newest else "")
        elif self.draft.threat_source == "virtual":
            text.append(_("{who}: no card left in that deck; draw one by hand").format(who=who))
        else:
            text.append(draw_instruction(who, e))
        return text


def draw_instruction(who: str, e: ThreatEntry) -> str:
    """What the officer does with the physical decks: one whole sentence per case, so each
    language orders and agrees its words (a serious internal card, its trajectory)."""
    if e.kind == "external":
        zone = pgettext("zone", e.zone) if e.zone else ""
        if e.serious:
            template = _("{who}: draw a serious external card, put it by the {zone} trajectory "
                         "with token {turn}")
        else:
            template = _("{who}: draw a common external card, put it by the {zone} trajectory "
                         "with token {turn}")
        return template.format(who=who, zone=zone, turn=e.turn)
    if e.serious:
        template = _("{who}: draw a serious internal card, put it by the internal trajectory "
                     "with token {turn}")
    else:
        template = _("{who}: draw a common internal card, put it by the internal trajectory "
                     "with token {turn}")
    return template.format(who=who, turn=e.turn)


def tail(text: str, width: int, lines: int) -> str:
    """The end of `text` if it would not fit in `lines` of `width`: the newest words matter."""
    if width <= 0 or lines <= 0:
        return text
    room = lines * max(10, width - 6)    # a little under the box: wrapping wastes some
    if len(text) <= room:
        return text
    cut = text[len(text) - room + 2:]
    space = cut.find(" ")
    if 0 <= space < 16:
        cut = cut[space + 1:]
    return "… " + cut


def m_ss(seconds: float) -> str:
    """4:05 (whole seconds, rounded down)."""
    seconds = max(0, int(seconds))
    return f"{seconds // 60}:{seconds % 60:02d}"


def card_line(card_id: str) -> str:
    """ "SE1-03 Executioner · hp 7, shield 2, speed 3 · 6/12 pts" (or just the id)."""
    from spacealert_tui.rules.threats import CARDS

    cls = CARDS.get(card_id)
    if cls is None:
        return card_id
    from spacealert_tui.rules.card_text import card_json

    from spacealert_tui.rules.text import tr

    c = card_json(cls)
    values = [_("hp {n}").format(n=c["hp"])]
    if "shield" in c:
        values.append(_("shield {n}").format(n=c["shield"]))
    values.append(_("speed {n}").format(n=c["speed"]))
    kind = "" if c["kind"] == "external" else pgettext("kind", c.get("type", "internal")) + ", "
    line = _("{card} {name} · {values} · {survived}/{destroyed} pts").format(
        card=c["card"], name=tr(c["name"]), values=kind + ", ".join(values),
        survived=c["points_survived"], destroyed=c["points_destroyed"])
    if c.get("stations"):
        line += " · " + _("starts {stations}").format(stations=", ".join(tr(s) for s in c["stations"]))
    if c.get("return_fire"):            # base rulebook §3.1: it disables the attacking bots
        line += " · " + _("fights back")
    return line
