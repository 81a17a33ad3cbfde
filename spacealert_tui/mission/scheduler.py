"""The drift-free scheduler: plays a soundtrack script against a monotonic clock.

Every action (clip start, background stop, phase change, comms down/up, the
data-transfer beep) has an absolute time in the script; the scheduler fires it
when `clock() - base >= at`. Nothing is timed relative to the previous clip,
so lateness never accumulates: a clip that starts 3 ms late does not delay the
next one. Pausing moves `base` forward by the paused time, which shifts the
whole remaining schedule. The clock and the sleep function are parameters, so
tests drive a ten-minute mission with a fake clock in milliseconds.

The scheduler knows nothing about pygame: it calls a `Player` (the audio
backends satisfy it) and tells listeners what happened, for the UI. A player
with a `lead` (the stream backend) is handed the whole round when it starts,
each clip with the clock reading it is due at (`play_at`), and mission time 0
comes `lead` seconds after the start; the player places every clip at its sample
itself, so when this thread wakes (or whether it gets the GIL at all) never
decides when a clip is heard; its looped clips stop themselves.
"""
from __future__ import annotations

import ctypes
import os
import struct
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Protocol

from spacealert_tui.i18n import N_
from spacealert_tui.mission.script import Cue, ScheduledClip, Script

#: When the next action is this close, stop sleeping and watch the clock
#: (a sleep can overshoot by a millisecond or more on a busy machine).
DEFAULT_SPIN = 0.0015
#: Longest single sleep, so a stop request from another thread is seen promptly
#: even with a sleep function that cannot be woken.
MAX_SLEEP = 0.25


#: SCHED_RR priority asked for the thread that plays the soundtrack (1-99; audio
#: servers use 5-20). Linux lets root, or users with an `rtprio` limit (the
#: `audio` group on many distributions), have it.
RT_PRIORITY = 10
_SYS_SCHED_SETATTR = {"x86_64": 314, "aarch64": 274}


@contextmanager
def realtime_priority() -> Iterator[str]:
    """Ask the OS to wake the calling thread on time; yields what it granted.

    On a busy machine a sleeping thread can be woken 10-80 ms late (measured
    on this project's 2-core VM with every core burning); the mission clock
    does not drift, but single clips would start late. Tried in order, each
    only if the system allows it: SCHED_RR (children reset to normal), a
    nice of -10, a short EEVDF time slice (Linux 6.12+, unprivileged). The
    thread's previous settings are restored on exit. Elsewhere: "normal".
    """
    granted = "normal"
    restore: Callable[[], object] | None = None
    if sys.platform.startswith("linux"):
        try:
            policy, param = os.sched_getscheduler(0), os.sched_getparam(0)
            os.sched_setscheduler(0, os.SCHED_RR | os.SCHED_RESET_ON_FORK,
                                  os.sched_param(RT_PRIORITY))
            granted = "SCHED_RR"
            restore = lambda: os.sched_setscheduler(0, policy, param)  # noqa: E731
        except (OSError, AttributeError):
            try:
                nice = os.getpriority(os.PRIO_PROCESS, 0)
                if nice > -10:
                    os.setpriority(os.PRIO_PROCESS, 0, -10)  # this thread only, on Linux
                    granted = "nice -10"
                    restore = lambda: os.setpriority(os.PRIO_PROCESS, 0, nice)  # noqa: E731
            except OSError:
                if _set_slice(200_000):
                    granted = "short slice"
                    restore = lambda: _set_slice(0)  # noqa: E731
    try:
        yield granted
    finally:
        if restore is not None:
            try:
                restore()
            except OSError:
                pass


def _set_slice(nanoseconds: int) -> bool:
    """sched_setattr(SCHED_OTHER, sched_runtime=...): the EEVDF slice request."""
    number = _SYS_SCHED_SETATTR.get(os.uname().machine)
    if number is None:
        return False
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        attr = ctypes.create_string_buffer(struct.pack("IIQiIQQQ", 48, 0, 0,
                                                       os.getpriority(os.PRIO_PROCESS, 0), 0,
                                                       nanoseconds, 0, 0))
        return libc.syscall(number, 0, attr, 0) == 0
    except (OSError, AttributeError):
        return False


class Player(Protocol):
    """What the scheduler needs from an audio backend.

    A player may also have `lead` (seconds, > 0) and `play_at(clip, due)`: it is
    then handed clips early with the clock reading each is due at, holds those
    still to come across `pause`/`resume`, and ends looped clips after `play_for`.
    """

    def play(self, clip: ScheduledClip) -> None: ...

    def stop(self, layer: str) -> None: ...

    def stop_all(self) -> None: ...

    def pause(self) -> None: ...

    def resume(self) -> None: ...


# ----------------------------------------------------------------------- events


@dataclass(frozen=True, slots=True)
class ClipStarted:
    """A clip's play call was made: `scheduled` and `actual` are clock readings."""

    clip: ScheduledClip
    scheduled: float
    actual: float

    @property
    def late(self) -> float:
        return self.actual - self.scheduled


@dataclass(frozen=True, slots=True)
class SubtitleChanged:
    """What the computer is saying (the announcement so far); `speaking` False when done."""

    text: str
    speaking: bool
    ignored: bool = False
    note: str = ""        # said to the table beside the words, never part of them


@dataclass(frozen=True, slots=True)
class PhaseChanged:
    phase: int
    t: float


@dataclass(frozen=True, slots=True)
class CommsChanged:
    """Communications down (no talking at the table) or restored."""

    down: bool
    t: float
    ignored: bool = False


@dataclass(frozen=True, slots=True)
class DataTransferDeadline:
    """The beep: cards handed over after this moment do not count."""

    t: float


@dataclass(frozen=True, slots=True)
class PauseChanged:
    paused: bool
    t: float


@dataclass(frozen=True, slots=True)
class RoundEnded:
    """The action round is over (at the last boundary, or early by the crew's choice)."""

    early: bool
    t: float


@dataclass(frozen=True, slots=True)
class Finished:
    """Nothing more will play."""

    t: float


SchedulerEvent = (ClipStarted | SubtitleChanged | PhaseChanged | CommsChanged
                  | DataTransferDeadline | PauseChanged | RoundEnded | Finished)


@dataclass(frozen=True, slots=True)
class _Action:
    at: float
    rank: int  # at equal times: stops, then cues, then clips, then the end
    kind: str
    clip: ScheduledClip | None = None
    cue: Cue | None = None
    announcement: int = -1


def _actions(script: Script, lead: float = 0.0) -> list[_Action]:
    """Every action in order; with a `lead`, the player ends looped clips itself."""
    out: list[_Action] = []
    for c in script.clips:
        out.append(_Action(c.at, 2, "clip", clip=c))
        if lead <= 0 and c.play_for is not None:
            out.append(_Action(c.end, 0, "stop", clip=c))
    spoken_end: dict[int, float] = {}
    for c in script.voice:
        spoken_end[c.announcement] = max(spoken_end.get(c.announcement, 0.0), c.end)
    for index, end in spoken_end.items():
        out.append(_Action(end, 1, "said", announcement=index))
    for cue in script.cues:
        out.append(_Action(cue.at, 1, "cue", cue=cue))
    out.append(_Action(script.end, 3, "finish"))
    out.sort(key=lambda a: (a.at, a.rank))
    return out


class NotAllowed(RuntimeError):
    """The crew may end the round early only once the second phase is over."""


class Scheduler:
    """Plays `script` through `player`, telling `listeners` what happens."""

    def __init__(self, script: Script, player: Player, *,
                 clock: Callable[[], float] = time.monotonic,
                 sleep: Callable[[float], None] | None = None,
                 spin: float | None = None,
                 listeners: list[Callable[[SchedulerEvent], None]] | None = None) -> None:
        self.script = script
        self.player = player
        self.clock = clock
        self._wake = threading.Event()
        self._sleep = sleep or self._wait
        self.spin = spin if spin is not None else (DEFAULT_SPIN if sleep is None else 0.0)
        self.listeners = list(listeners or [])
        self._lock = threading.RLock()
        lead = getattr(player, "lead", 0.0)
        self.lead = lead if lead > 0 and hasattr(player, "play_at") else 0.0
        self._queued: set[int] = set()  # ids of the clips handed over early
        self._actions = _actions(script, self.lead)
        self._next = 0
        self.base: float | None = None
        self.paused_at: float | None = None
        self.phase = 1
        self.comms_down = False
        self.round_over = False
        self.finished = False
        self.stopped = False
        self._said: dict[int, list[str]] = {}
        self.priority = "normal"

    # -------------------------------------------------------------- time

    def start(self, at: float | None = None) -> None:
        """Mission time 0 is now (or clock reading `at`); with a lead player, `lead` from now,
        and the whole round is handed to it at once (`play_at`, each clip's due reading)."""
        with self._lock:
            self.base = (self.clock() + self.lead) if at is None else at
            if self.lead > 0:
                for clip in self.script.clips:
                    self._queued.add(id(clip))
                    self.player.play_at(clip, self.base + clip.at)  # type: ignore[attr-defined]

    def mission_time(self) -> float:
        """Seconds of the round played so far (frozen while paused; 0 until time 0 comes)."""
        if self.base is None:
            return 0.0
        now = self.paused_at if self.paused_at is not None else self.clock()
        return max(0.0, now - self.base)

    def phase_remaining(self) -> float:
        """Seconds until the end of the running phase (0 once the round is over)."""
        ends = self.script.timeline.phase_ends
        if self.round_over or self.phase > len(ends):
            return 0.0
        return max(0.0, ends[self.phase - 1] - self.mission_time())

    def next_due(self) -> float | None:
        """Clock reading at which the next action is due (None when paused or done)."""
        if self.base is None or self.paused_at is not None or self._next >= len(self._actions):
            return None
        return self.base + self._actions[self._next].at

    @property
    def paused(self) -> bool:
        return self.paused_at is not None

    # -------------------------------------------------------------- driving

    def tick(self) -> int:
        """Fire every action that is due; returns how many fired. Call it often, or use `run`."""
        with self._lock:
            if self.base is None:
                self.start()
            if self.paused_at is not None or self.finished:
                return 0
            fired = 0
            while self._next < len(self._actions):
                action = self._actions[self._next]
                due = self.base + action.at  # type: ignore[operator]
                if self.clock() < due:
                    break
                self._next += 1
                self._fire(action, due)
                fired += 1
            return fired

    def run(self, stop: Callable[[], bool] | None = None, *, realtime: bool | None = None) -> None:
        """Play to the end (or until `stop()` / `close()`), sleeping between actions.

        `realtime` (default: when running on the real clock) asks the OS to wake
        this thread on time for the duration; see `realtime_priority`.
        """
        if realtime is None:
            realtime = self._sleep == self._wait
        if realtime:
            with realtime_priority() as self.priority:
                self._run(stop)
        else:
            self._run(stop)

    def _run(self, stop: Callable[[], bool] | None) -> None:
        if self.base is None:
            self.start()
        while not self.finished and not self.stopped and not (stop and stop()):
            self.tick()
            due = self.next_due()
            if due is None:
                if self.finished:
                    break
                self._sleep(MAX_SLEEP)  # paused: wait for resume (or stop)
                continue
            wait = due - self.clock()
            if wait > self.spin:
                self._sleep(min(wait - self.spin, MAX_SLEEP))
            elif wait > 0:
                while self.clock() < due:
                    pass

    def _wait(self, seconds: float) -> None:
        self._wake.wait(seconds)
        self._wake.clear()

    def _emit(self, event: SchedulerEvent) -> None:
        for listener in self.listeners:
            listener(event)

    def _fire(self, action: _Action, due: float) -> None:
        t = action.at
        if action.kind == "clip":
            clip = action.clip
            assert clip is not None
            actual = self.clock()
            if id(clip) in self._queued:
                self._queued.discard(id(clip))  # already placed in the stream at its sample
            else:
                self.player.play(clip)
            self._emit(ClipStarted(clip=clip, scheduled=due, actual=actual))
            if clip.layer == "voice" and clip.text:
                words = self._said.setdefault(clip.announcement, [])
                words.append(clip.text)
                note = self.script.announcements[clip.announcement].note \
                    if 0 <= clip.announcement < len(self.script.announcements) else clip.note
                self._emit(SubtitleChanged(" ".join(words), speaking=True, ignored=clip.ignored,
                                           note=note))
        elif action.kind == "stop":
            assert action.clip is not None
            self.player.stop(action.clip.layer)
        elif action.kind == "said":
            words = self._said.get(action.announcement, [])
            if words:
                ann = self.script.announcements[action.announcement]
                self._emit(SubtitleChanged(" ".join(words), speaking=False, ignored=ann.ignored,
                                           note=ann.note))
        elif action.kind == "cue":
            self._cue(action.cue, t)  # type: ignore[arg-type]
        elif action.kind == "finish":
            self.finished = True
            self.player.stop_all()
            self._emit(Finished(t=t))

    def _cue(self, cue: Cue, t: float) -> None:
        if cue.kind == "phase":
            self.phase = cue.phase or 1
            self._emit(PhaseChanged(phase=self.phase, t=t))
        elif cue.kind in ("comms_down", "comms_up"):
            self.comms_down = cue.kind == "comms_down"
            self._emit(CommsChanged(down=self.comms_down, t=t, ignored=cue.ignored))
        elif cue.kind == "beep":
            self._emit(DataTransferDeadline(t=t))
        elif cue.kind == "round_end":
            self.round_over = True
            self.phase = len(self.script.timeline.phase_ends) + 1
            self._emit(RoundEnded(early=False, t=t))

    # -------------------------------------------------------------- crew controls

    def pause(self) -> None:
        """Freeze the round: audio pauses, the remaining schedule waits."""
        with self._lock:
            if self.paused_at is not None or self.finished or self.base is None:
                return
            self.paused_at = self.clock()
            self.player.pause()
            self._emit(PauseChanged(paused=True, t=self.paused_at - self.base))
        self._wake.set()

    def resume(self) -> None:
        """Carry on where the pause began; every later action moves by the paused time."""
        with self._lock:
            if self.paused_at is None or self.base is None:
                return
            self.base += self.clock() - self.paused_at
            self.paused_at = None
            self.player.resume()
            self._emit(PauseChanged(paused=False, t=self.mission_time()))
        self._wake.set()

    def toggle_pause(self) -> None:
        if self.paused:
            self.resume()
        else:
            self.pause()

    def can_end_now(self) -> bool:
        """The crew may end the round only after the announcement that closes phase 2."""
        timeline = self.script.timeline
        return (timeline.may_end_early and not self.round_over and not self.finished
                and self.mission_time() >= timeline.phase_ends[1])

    def end_round_now(self) -> None:
        """End the action round at once: stop everything, say "Mission complete"."""
        with self._lock:
            if not self.can_end_now():
                raise NotAllowed(N_("the round can be ended only after the second phase is over"))
            if self.paused_at is not None:
                self.resume()
            t = self.mission_time()
            self.player.stop_all()
            if self.comms_down:
                self.comms_down = False
                self._emit(CommsChanged(down=False, t=t))
            ending = self.script.end_now(t)
            self._actions = self._actions[: self._next] + [
                _Action(t, 2, "clip", clip=ending),
                _Action(ending.end, 3, "finish"),
            ]
            self.round_over = True
            self.phase = len(self.script.timeline.phase_ends) + 1
            self._emit(RoundEnded(early=True, t=t))
        self._wake.set()

    def close(self) -> None:
        """Stop playing (quit): silence every channel and leave `run`."""
        with self._lock:
            self.stopped = True
            self.player.stop_all()
        self._wake.set()
