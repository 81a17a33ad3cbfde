"""The action round's clock and soundtrack, apart from any screen that shows them.

`RoundController(draft, audio=..., clock=..., sleep=..., save=..., say=..., post=...)` owns
what the action round and practice share: the prepared round (timeline, script, clips),
the scheduler and its guarded player, the round's state (loading → ready → running →
over, or error), the threats announced (`calls`), what the computer says (subtitle,
comms, incoming data and data transfers), pause and resume, ending early. No Textual
here: the screens (`screens/action_round.py`, `screens/solo.py`) hold one each, feed it
the scheduler's events (`handle`) and draw it with the text builders of
`widgets/round_text.py`.

The host gives three callbacks: `save()` keeps the draft (it says why it could not),
`say(text)` shows a line, `post(event)` carries a scheduler event from the sound thread to
the host's thread (it must never block). `announce(index)` is the host's hook for a threat
announced (default: `announce_threat`, which deals its card and keeps it in the draft).
"""
from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from spacealert_tui.i18n import _
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
from spacealert_tui.record.draft import MissionDraft, ThreatEntry
from spacealert_tui.rules.decks import ThreatDecks
from spacealert_tui.tui.audio_session import (
    AudioSession,
    GuardedPlayer,
    PreparedRound,
    prepare_round,
    unconfirmed_counts,
)

logger = logging.getLogger(__name__)

#: (kind, start, end, beep, ignored) of the incoming data or data transfer being said
DataCall = tuple[str, float, float, float | None, bool]


@dataclass
class ThreatCall:
    """One announced threat as the table sees it."""

    index: int                # announcement index in the script
    entry: ThreatEntry
    counts: bool              # False: an unconfirmed report with a crew under five


@dataclass(frozen=True)
class Clock:
    """Where the round stands, as the clock shows it."""

    t: float                  # mission time
    phase: int
    phases: int
    left: float               # seconds left in the phase
    total: float              # the round's length


class RoundController:
    """The round's soundtrack, clock and announcements (see the module docstring)."""

    def __init__(self, draft: MissionDraft, *, audio: AudioSession | Any | None = None,
                 clock: Callable[[], float] | None = None,
                 sleep: Callable[[float], None] | None = None,
                 save: Callable[[], None] | None = None,
                 say: Callable[[str], None] | None = None,
                 post: Callable[[SchedulerEvent], object] | None = None,
                 announce: Callable[[int], None] | None = None) -> None:
        self.draft = draft
        self.session = AudioSession.of(audio)
        self.clock = clock
        self.sleep = sleep
        #: clock given, no sleep: nothing plays in the background, the test calls tick()
        self.manual = clock is not None and sleep is None
        self.save = save or self.save_draft
        self.say = say or (lambda text: None)
        self.post = post or (lambda event: None)
        self.announce = announce or self.announce_threat
        self.state = "loading"      # loading | ready | running | practice | over | error
        self.prepared: PreparedRound | None = None
        self.scheduler: Scheduler | None = None
        self.player: GuardedPlayer | None = None
        self.error = ""
        self.notices: list[str] = list(self.session.notices)
        self.calls: list[ThreatCall] = []
        self.decks: ThreatDecks | None = None
        self.subtitle = ""
        self.speaking = False
        self.subtitle_ignored = False
        self.subtitle_note = ""             # "(ignore: crew under 5)": shown apart, never said
        self.comms: list[tuple[float, float, bool]] = []   # (down, up, ignored)
        self.comms_down = False
        self.comms_ignored_until: float | None = None
        self.data: DataCall | None = None
        self.beeped_at: float | None = None
        self.start_pending = False          # space pressed while the clips were loading

    def save_draft(self) -> None:
        """Keep the draft; a failure is said (`say`), never raised."""
        try:
            self.draft.save()
        except OSError as exc:
            self.say(_("Could not save the mission: {reason}").format(reason=exc))

    # -------------------------------------------------------------------- preparing

    def prepare(self) -> bool:
        """The timeline, script and clips of the draft's soundtrack; False (and `error`
        said) when it cannot be played."""
        try:
            self.prepared = prepare_round(self.draft, self.session)
        except Exception as exc:  # UserError (bad mission, language) or a bug: said on screen
            from spacealert_tui.tui.failures import log_unexpected
            log_unexpected("the round could not be prepared", exc)
            self.state = "error"
            self.error = _("Cannot play the soundtrack {soundtrack}: {reason}").format(
                soundtrack=repr(self.draft.soundtrack), reason=exc or type(exc).__name__)
            return False
        self.notices += self.prepared.notices
        downs = [c for c in self.prepared.script.cues if c.kind == "comms_down"]
        ups = [c.at for c in self.prepared.script.cues if c.kind == "comms_up"]
        for cue in downs:
            up = next((u for u in ups if u >= cue.at), cue.at)
            self.comms.append((cue.at, up, cue.ignored))
        return True

    def preload(self) -> list[str]:
        """Decode the mission's clips (about 0.1 s a language): run it off the UI thread.
        The warnings to show (clips missing, or none loaded: subtitles only)."""
        assert self.prepared is not None
        try:
            return list(self.session.preload(self.prepared.script))
        except Exception as exc:  # the round goes on with subtitles
            logger.warning("the clips could not be loaded", exc_info=True)
            return [_("Cannot load the clips ({reason}): subtitles only.").format(
                reason=exc or type(exc).__name__)]

    def clips_loaded(self, warnings: list[str]) -> bool:
        """The clips are ready: True when a space pressed meanwhile starts the round now."""
        self.notices += warnings
        if self.state != "loading":
            return False
        self.state = "ready"
        start, self.start_pending = self.start_pending, False
        return start

    # -------------------------------------------------------------------- the round

    def begin(self) -> None:
        """Deal the threats afresh and save: the round (or practice) starts from nothing."""
        self.draft.threats = []
        self.draft.stage = "action"
        self.calls = []
        self.save()
        self.decks = self.draft.threat_decks() if self.draft.threat_source == "virtual" else None

    def start(self, notice: Callable[[str], object]) -> None:
        """Deal afresh, save, and start the soundtrack (mission time 0 is now). `notice`:
        a line from the sound thread (the sound failed); it must not block."""
        assert self.prepared is not None
        self.begin()
        self.player = GuardedPlayer(self.session.backend, on_error=notice)
        kwargs: dict[str, Any] = {}
        if self.clock is not None:
            kwargs["clock"] = self.clock
        if self.sleep is not None:
            kwargs["sleep"] = self.sleep
        self.scheduler = Scheduler(self.prepared.script, self.player, listeners=[self._emit], **kwargs)
        self.scheduler.start()
        self.state = "running"

    def _emit(self, event: SchedulerEvent) -> None:
        self.post(event)

    def run(self) -> None:
        """The soundtrack, played to its end (in a thread: it sleeps between clips)."""
        assert self.scheduler is not None
        self.scheduler.run()

    def tick(self) -> int:
        """Fire what is due now (tests, with a fake clock)."""
        return self.scheduler.tick() if self.scheduler is not None else 0

    @property
    def paused(self) -> bool:
        return self.scheduler is not None and self.scheduler.paused

    def pause(self) -> None:
        if self.scheduler is not None:
            self.scheduler.pause()

    def resume(self) -> None:
        if self.scheduler is not None:
            self.scheduler.resume()

    def end_refusal(self) -> str | None:
        """Why `e` cannot end the round now (None: it can)."""
        scheduler = self.scheduler
        if scheduler is None or scheduler.round_over or scheduler.can_end_now():
            return None
        if self.prepared is None or not self.prepared.timeline.may_end_early:
            return _("This soundtrack has two phases: it plays to the end.")
        return _("Not yet: the round can be ended only after phase 2 (now phase {phase}).").format(
            phase=scheduler.phase)

    def end_now(self) -> None:
        """The computer says "Mission complete" now (refused: said)."""
        if self.scheduler is None:
            return
        try:
            self.scheduler.end_round_now()
        except NotAllowed as exc:
            self.say(_(str(exc)))

    @property
    def may_end_early(self) -> bool:
        return self.prepared is not None and self.prepared.timeline.may_end_early

    def stop(self) -> None:
        """The screen is gone: the scheduler stops (its thread ends)."""
        if self.scheduler is not None:
            self.scheduler.close()

    def close(self) -> None:
        """Stop the sound; the mixer stays shared: never leave it paused."""
        if self.scheduler is None:
            return
        if self.scheduler.paused and self.player is not None:
            self.player.resume()
        self.scheduler.close()

    # -------------------------------------------------------------------- what is said

    def handle(self, event: SchedulerEvent) -> str:
        """Take in a scheduler event. What the host must do: "finish" (the soundtrack is
        over), "bindings" (the keys allowed changed), else "" (redraw)."""
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
            return "bindings"
        elif isinstance(event, RoundEnded):
            self.comms_down = False
            self.state = "over"
            self.draft.stage = "entry"
            self.save()
            return "bindings"
        elif isinstance(event, Finished):
            return "finish"
        return ""

    def _comms_up(self, t: float) -> float:
        return next((up for down, up, _ in self.comms if abs(down - t) < 1e-6), t)

    def comms_back(self, t: float) -> float | None:
        """When talk is allowed again, during a comms break the crew keeps."""
        return next((u for d, u, ign in self.comms if d <= t + 0.5 and not ign and u >= t), None)

    def _clip_started(self, event: ClipStarted) -> None:
        assert self.prepared is not None
        index = event.clip.announcement
        if index < 0 or event.clip.layer != "voice":
            return
        if any(call.index == index for call in self.calls):
            return
        ann = self.prepared.script.announcements[index]
        if ann.kind == "threat" and index in self.prepared.threat_calls:
            self.announce(index)
        elif ann.kind in ("incoming_data", "data_transfer") and event.clip.at == ann.start:
            beep = next((c.at for c in self.prepared.script.cues
                         if c.kind == "beep" and ann.start <= c.at <= ann.end), None)
            self.data = (ann.kind, ann.start, ann.end, beep, ann.ignored)
            self.beeped_at = None

    def announce_threat(self, index: int) -> None:
        """Store the announced threat in the draft (with its card from the virtual deck)."""
        assert self.prepared is not None
        event = self.prepared.threat_calls[index]
        entry = ThreatEntry(turn=int(event.turn or 0), kind=str(event.kind),
                            serious=bool(event.serious),
                            zone=event.zone if event.kind == "external" else None,
                            unconfirmed=bool(event.unconfirmed))
        counts = not entry.unconfirmed or unconfirmed_counts(self.draft)
        if counts and self.decks is not None:
            try:
                entry.card, entry.summons = self.decks.deal(entry.kind, entry.serious)
            except LookupError as exc:
                self.say(_("No card left to draw: {reason}").format(reason=exc))
        self.calls.append(ThreatCall(index=index, entry=entry, counts=counts))
        self.draft.threats.append(entry)
        self.save()

    # -------------------------------------------------------------------- the clock

    def mission_time(self) -> float:
        return self.scheduler.mission_time() if self.scheduler is not None else 0.0

    def clock_now(self) -> Clock:
        """The phase, the time left in it, the mission time (phase 1 before the start)."""
        timeline = self.prepared.timeline if self.prepared else None
        phases = len(timeline.phase_ends) if timeline else 0
        total = timeline.duration if timeline else 0.0
        scheduler = self.scheduler
        if scheduler is None:
            return Clock(0.0, 1, phases, timeline.phase_ends[0] if timeline else 0.0, total)
        phase = min(scheduler.phase, phases) if phases else 0
        return Clock(scheduler.mission_time(), phase, phases, scheduler.phase_remaining(), total)

    def timeline_phase(self, at: float) -> int:
        """The phase of the timeline mission time `at` falls in."""
        ends = self.prepared.timeline.phase_ends if self.prepared else ()
        for p, end in enumerate(ends, 1):
            if at < end:
                return p
        return max(1, len(ends))

    def transfer_open(self, t: float) -> bool:
        """A data transfer is being announced and its beep has not sounded yet."""
        if self.data is None or self.data[0] != "data_transfer" or self.state != "running":
            return False
        _kind, _start, end, beep, _ignored = self.data
        if beep is None:
            return t <= end + 2
        return self.beeped_at is None and t < beep

    def beeped(self, t: float) -> bool:
        """The data transfer being shown is closed: its beep sounded (or its time passed)."""
        if self.data is None:
            return False
        beep = self.data[3]
        return beep is not None and not (self.beeped_at is None and t < beep)
