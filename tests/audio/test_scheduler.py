"""The scheduler against a fake clock: exact onsets, pause, ending early, no drift."""
from __future__ import annotations

import random
import threading
import time

import pytest

from spacealert_tui.audio.backend import SilentBackend
from spacealert_tui.audio.catalogue import ClipSet
from spacealert_tui.mission.scheduler import (ClipStarted, CommsChanged, DataTransferDeadline,
                                              Finished, NotAllowed, PauseChanged, PhaseChanged,
                                              RoundEnded, Scheduler, SubtitleChanged)
from spacealert_tui.mission.script import build_script

from .conftest import FakeClock, full_mission, two_phase_run


def make(clock: FakeClock, timeline=None, lang="en", players=5):
    script = build_script(timeline or full_mission(), ClipSet(lang), players=players)
    backend = SilentBackend()
    events: list = []
    sched = Scheduler(script, backend, clock=clock, sleep=clock.sleep, listeners=[events.append])
    return script, backend, sched, events


def started(events) -> list[ClipStarted]:
    return [e for e in events if isinstance(e, ClipStarted)]


def test_every_clip_starts_exactly_on_time(clock):
    script, backend, sched, events = make(clock)
    t0 = clock.now
    sched.run()
    assert list(backend.played) == list(script.clips)
    for e in started(events):
        assert e.actual == pytest.approx(e.scheduled, abs=1e-9)
        assert e.scheduled == pytest.approx(t0 + e.clip.at, abs=1e-9)
    assert isinstance(events[-1], Finished)
    assert sched.finished and sched.round_over


def test_background_layers_are_stopped_at_their_end(clock):
    script, backend, sched, events = make(clock)
    sched.run()
    stops = [arg for name, arg in backend.calls if name == "stop"]
    background = [c for c in script.clips if c.play_for is not None]
    assert len(stops) == len(background)
    assert set(stops) == {"alarm", "noise"}


def test_ui_events_phases_comms_beep_round_end(clock):
    script, backend, sched, events = make(clock)
    sched.run()
    assert [e.phase for e in events if isinstance(e, PhaseChanged)] == [1, 2, 3]
    assert [e.t for e in events if isinstance(e, PhaseChanged)] == [0.0, 240.0, 465.0]
    comms = [(e.down, e.t) for e in events if isinstance(e, CommsChanged)]
    assert comms == [(True, 110), (False, 125), (True, 480), (False, 500)]
    assert len([e for e in events if isinstance(e, DataTransferDeadline)]) == 3
    ends = [e for e in events if isinstance(e, RoundEnded)]
    assert len(ends) == 1 and not ends[0].early and ends[0].t == 610


def test_subtitles_grow_clip_by_clip_then_rest(clock):
    script, backend, sched, events = make(clock)
    sched.run()
    subs = [e for e in events if isinstance(e, SubtitleChanged)]
    assert subs[0] == SubtitleChanged("Alert.", speaking=True)
    assert subs[1].text == "Alert. Enemy activity detected. Please begin first phase."
    assert subs[2].speaking is False and subs[2].text == subs[1].text
    finals = [s.text for s in subs if not s.speaking]
    assert finals == [a.text for a in script.announcements]


def test_tick_fires_only_what_is_due(clock):
    script, backend, sched, events = make(clock)
    sched.start()
    assert sched.tick() == 2  # alert at 0, and the phase-1 cue
    clock.advance(0.1)
    assert sched.tick() == 0
    assert sched.next_due() == pytest.approx(sched.base + script.clips[1].at)


def test_pause_shifts_the_remaining_schedule(clock):
    script, backend, sched, events = make(clock)
    sched.start()
    t0 = clock.now
    clock.advance(30.0)
    sched.tick()
    sched.pause()
    assert sched.paused and sched.mission_time() == pytest.approx(30.0)
    clock.advance(100.0)
    assert sched.tick() == 0 and sched.next_due() is None
    assert sched.mission_time() == pytest.approx(30.0)
    sched.resume()
    sched.run()
    assert ("pause", None) in backend.calls and ("resume", None) in backend.calls
    for e in started(events):
        shift = 0.0 if e.clip.at <= 30.0 else 100.0
        assert e.scheduled == pytest.approx(t0 + e.clip.at + shift, abs=1e-9)
        if e.clip.at > 30.0:
            assert e.actual == pytest.approx(e.scheduled, abs=1e-9)
    assert [e.paused for e in events if isinstance(e, PauseChanged)] == [True, False]


def test_pause_twice_and_resume_without_pause_are_harmless(clock):
    _, backend, sched, _ = make(clock)
    sched.resume()
    sched.start()
    sched.pause()
    sched.pause()
    sched.resume()
    assert [n for n, _ in backend.calls] == ["pause", "resume"]


def test_end_round_now_only_after_phase_two(clock):
    script, backend, sched, events = make(clock)
    sched.start()
    clock.advance(300.0)
    sched.tick()
    assert not sched.can_end_now()
    with pytest.raises(NotAllowed):
        sched.end_round_now()
    clock.advance(464.9 - 300.0)
    sched.tick()
    assert not sched.can_end_now()
    clock.advance(0.2)
    sched.tick()
    assert sched.can_end_now()


def test_end_round_now_says_mission_complete_and_stops(clock):
    script, backend, sched, events = make(clock)
    sched.start()
    clock.advance(485.0)  # inside the second comms break
    sched.tick()
    assert sched.comms_down
    sched.end_round_now()
    assert not sched.comms_down and sched.round_over
    sched.run()
    played_after = [c for c in backend.played if c.at >= 485.0]
    assert [c.clip.id for c in played_after] == ["mission_complete"]
    assert ("stop_all", None) in backend.calls
    ends = [e for e in events if isinstance(e, RoundEnded)]
    assert len(ends) == 1 and ends[0].early and ends[0].t == pytest.approx(485.0)
    assert isinstance(events[-1], Finished)
    assert events[-1].t == pytest.approx(485.0 + script.ending_clip.duration)
    assert not sched.can_end_now()


def test_end_round_now_while_paused(clock):
    _, backend, sched, events = make(clock)
    sched.start()
    clock.advance(500.0)
    sched.tick()
    sched.pause()
    clock.advance(60.0)
    sched.end_round_now()
    assert not sched.paused
    assert [e for e in events if isinstance(e, RoundEnded)][0].t == pytest.approx(500.0)


def test_test_run_with_two_phases_can_never_end_early(clock):
    _, _, sched, _ = make(clock, two_phase_run())
    sched.start()
    clock.advance(400.0)
    sched.tick()
    assert not sched.can_end_now()


def test_no_drift_over_a_ten_minute_mission_under_load(clock) -> None:
    """Sleeps overshoot and play calls take time, yet each onset error stays bounded.

    A scheduler timing each clip from the previous one would accumulate these
    errors (hundreds of clips x ms); here the last clip is as close as the first.
    """
    rng = random.Random(7)
    script, backend, _, _ = make(clock)

    class SlowBackend(SilentBackend):
        def play(self, clip):  # every play call costs 0-3 ms
            clock.advance(rng.uniform(0, 0.003))
            super().play(clip)

    def jittery_sleep(seconds: float) -> None:  # the OS wakes us 0-4 ms late
        clock.sleep(seconds + rng.uniform(0, 0.004))

    events: list = []
    sched = Scheduler(script, SlowBackend(), clock=clock, sleep=jittery_sleep,
                      listeners=[events.append])
    sched.run()
    lates = [e.late for e in started(events)]
    assert len(lates) == len(script.clips) > 120
    assert max(lates) < 0.0071  # one oversleep + up to one earlier play call at the same time
    assert min(lates) >= 0.0
    first, last = lates[:20], lates[-20:]
    assert sum(last) / 20 < sum(first) / 20 + 0.003  # no growth over 10 minutes
    assert script.end > 600


def wait_until(check, what: str) -> None:
    """Poll `check()` until it holds; the deadline only guards against a hang."""
    deadline = time.monotonic() + 30
    while not check():
        assert time.monotonic() < deadline, f"never saw {what}"
        time.sleep(0.002)


def test_real_clock_thread_is_woken_by_pause_resume_and_close(monkeypatch) -> None:
    """The real monotonic clock and a thread: pause, resume and close reach it at once.

    Its longest sleep is made an hour, so the run can end only if close() wakes it
    (the join below would give up first). Nothing here measures lateness: the
    clips that fired are the script's first ones, in order, and none early.
    """
    from spacealert_tui.mission import scheduler as scheduler_module
    from spacealert_tui.mission.timeline import Timeline, TimelineEvent as E
    monkeypatch.setattr(scheduler_module, "MAX_SLEEP", 3600.0)
    timeline = Timeline("t", "t", (6, 9, 12), (E(1, "data_transfer"),))
    script = build_script(timeline, ClipSet("en"))
    backend = SilentBackend()
    events: list = []
    sched = Scheduler(script, backend, listeners=[events.append])
    sched.start()
    thread = threading.Thread(target=sched.run)
    thread.start()
    try:
        wait_until(lambda: started(events), "the first clip")
        sched.pause()
        sched.resume()
        sched.close()
        thread.join(30.0)
    finally:
        sched.close()
    assert not thread.is_alive()
    assert ("stop_all", None) in backend.calls
    assert [e.paused for e in events if isinstance(e, PauseChanged)] == [True, False]
    fired = started(events)
    assert [e.clip for e in fired] == list(script.clips[:len(fired)])
    assert all(e.actual >= e.scheduled for e in fired)


def test_realtime_priority_is_granted_or_not_and_always_restored():
    import os
    from spacealert_tui.mission.scheduler import realtime_priority
    before = (os.sched_getscheduler(0), os.getpriority(os.PRIO_PROCESS, 0))
    with realtime_priority() as granted:
        assert granted in {"SCHED_RR", "nice -10", "short slice", "normal"}
        if granted == "SCHED_RR":
            assert os.sched_getscheduler(0) & ~os.SCHED_RESET_ON_FORK == os.SCHED_RR
    assert (os.sched_getscheduler(0), os.getpriority(os.PRIO_PROCESS, 0)) == before


def test_fake_clock_runs_never_touch_thread_priority(clock):
    _, _, sched, _ = make(clock, two_phase_run())
    sched.run()
    assert sched.priority == "normal"
