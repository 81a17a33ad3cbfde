"""The round controller without a screen (no Textual): the soundtrack's events taken in
on a fake clock, the threats dealt into the draft, the computer's data calls and the
alert line they give, pause, ending early refused before phase 2 is over."""
from __future__ import annotations

from spacealert_tui.mission.scheduler import SchedulerEvent
from spacealert_tui.tui.round_controller import RoundController
from spacealert_tui.tui.widgets.round_text import alert_text, threats_title
from tests.tui.test_action_round import FakeClock, make_draft, short_mission


def started(tmp_path):
    clock = FakeClock()
    heard: list[SchedulerEvent] = []
    rc = RoundController(make_draft(short_mission(tmp_path)), clock=clock, post=heard.append)
    assert rc.prepare() and rc.preload() is not None and rc.clips_loaded([]) is False
    assert rc.state == "ready"
    rc.start(notice=lambda text: None)
    return rc, clock, heard


def advance(rc, clock, heard, to: float) -> None:
    while clock.t < 1000.0 + to:
        clock.t += 0.5
        rc.tick()
        while heard:
            rc.handle(heard.pop(0))


def test_threats_and_data_calls_taken_in_on_a_fake_clock(tmp_path):
    rc, clock, heard = started(tmp_path)
    assert rc.state == "running" and rc.draft.stage == "action"
    advance(rc, clock, heard, 20)
    assert [c.entry.turn for c in rc.calls] == [1] and rc.draft.threats == [rc.calls[0].entry]
    assert threats_title(rc.calls) == "Threats · 1"
    advance(rc, clock, heard, 32)
    assert rc.data is not None and rc.data[0] == "incoming_data"
    assert alert_text(rc, rc.mission_time())[0].startswith("INCOMING DATA")


def test_pause_and_an_early_end_refused_before_phase_two_is_over(tmp_path):
    rc, clock, heard = started(tmp_path)
    advance(rc, clock, heard, 5)
    rc.pause()
    assert rc.paused
    rc.resume()
    assert not rc.paused
    assert rc.end_refusal() == "Not yet: the round can be ended only after phase 2 (now phase 1)."
    rc.close()
