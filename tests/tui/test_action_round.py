"""The action round screen, driven by a fake clock: no sleeping, no sound card needed.

The scheduler's clock belongs to the test: it moves `FakeClock.t` and calls
`screen.tick()` (the screen runs no thread when given `clock=` without `sleep=`).
The helpers here are shared with `test_action_round_snapshots.py`.
"""
from __future__ import annotations

import io
import json
import threading
from contextlib import asynccontextmanager
from pathlib import Path

import pytest
from rich.console import Console
from rich.text import Text
from textual.app import App
from textual.widgets import Static

from spacealert_tui.audio.backend import SilentBackend
from spacealert_tui.mission.files import save_mission_file
from spacealert_tui.mission.timeline import Timeline, TimelineEvent
from spacealert_tui.record.draft import CrewSeat, MissionDraft, ThreatEntry, load_draft
from spacealert_tui.rules.decks import ThreatDecks
from spacealert_tui.tui.audio_session import AudioSession
from spacealert_tui.tui.screens.action_round import ActionRoundScreen
from spacealert_tui.tui.dialogs.confirm import ConfirmScreen
from spacealert_tui.tui.widgets.big_clock import BigClock
from spacealert_tui.tui.widgets.talk import TalkIndicator
from tests.tui.conftest import Services, workers_done


# ------------------------------------------------------------------ helpers (also for the snapshots)

E = TimelineEvent

#: 3:20 in three phases: two threats in phase 1, two in phase 2 (one an unconfirmed
#: report), incoming data, a data transfer, and a 10-second comms break in phase 3.
SHORT = Timeline(id="test/short", title="Short test flight", phase_ends=(80.0, 160.0, 200.0),
                 events=(
                     E(10, "threat", turn=1, kind="external", zone="red"),
                     E(30, "incoming_data"),
                     E(45, "threat", turn=3, kind="internal", serious=True),
                     E(85, "data_transfer"),
                     E(105, "threat", turn=5, kind="external", zone="blue", serious=True,
                       unconfirmed=True),
                     E(125, "threat", turn=7, kind="external", zone="white"),
                     E(165, "comms_down", duration=10),
                 ))

NAMES = ("Ana", "Ben", "Cy", "Dee", "Eve")


class FakeClock:
    """The scheduler's clock, moved by the test."""

    def __init__(self, t: float = 1000.0) -> None:
        self.t = t

    def __call__(self) -> float:
        return self.t


def short_mission(folder: Path) -> str:
    return str(save_mission_file(folder / "short.yaml", SHORT))


def crew(players: int, androids: int = 0) -> list[CrewSeat]:
    seats = [CrewSeat(NAMES[i]) for i in range(players + androids)]
    for seat in seats[players:]:
        seat.android = True
    seats[0].roles.append("captain")
    seats[min(1, len(seats) - 1)].roles.append("communications")
    seats[min(2, len(seats) - 1)].roles.append("security")
    return seats


def make_draft(soundtrack: str, *, players: int = 4, androids: int = 0,
               source: str = "virtual", seed: int = 7, language: str = "en") -> MissionDraft:
    return MissionDraft.new(soundtrack=soundtrack, crew=crew(players, androids),
                            threat_source=source, deck_seed=seed, language=language,
                            common_level="white", serious_level="yellow", title="Test flight")


class RoundApp(Services, App[None]):
    """Pushes the screen on mount and keeps what it dismissed with."""

    TITLE = "Space Alert Companion"

    def __init__(self, screen) -> None:
        super().__init__()
        self.round = screen
        self.results: list[object] = []

    def on_mount(self) -> None:
        self.push_screen(self.round, self.results.append)


@asynccontextmanager
async def running(screen, size=(80, 24)):
    """`screen` in a `RoundApp`, its clips loaded and the round started (space): yields
    (app, pilot)."""
    app = RoundApp(screen)
    async with app.run_test(size=size) as pilot:
        await ready(pilot)
        await pilot.press("space")
        await pilot.pause()
        yield app, pilot


async def ready(pilot) -> None:
    """Wait for the screen switch and the clips' preloading."""
    await pilot.pause()
    await workers_done(pilot.app)
    await pilot.pause()
    await pilot.pause()


async def advance(pilot, screen, clock: FakeClock, to: float, step: float = 0.5,
                  watch=None) -> None:
    """Move mission time to `to` seconds in steps of `step`, ticking each time.

    With `watch` (called with the screen), the screen redraws after every step;
    without, after every 40 seconds of mission time and at the end (a Pilot pause
    costs tens of milliseconds; the messages queue up in order meanwhile).
    """
    scheduler = screen.round.scheduler
    assert not scheduler.paused, "the mission clock does not move while paused"
    last_pause = scheduler.mission_time()
    while scheduler.mission_time() < to - 1e-9 and not scheduler.finished:
        clock.t += min(step, to - scheduler.mission_time())
        screen.tick()
        if watch is not None or scheduler.mission_time() - last_pause >= 40:
            await pilot.pause()
            last_pause = scheduler.mission_time()
            if watch is not None and screen.is_current:
                watch(screen)
    await pilot.pause()


# ------------------------------------------------------------------ tests


@pytest.fixture
def mission(tmp_path, monkeypatch) -> str:
    monkeypatch.setenv("SPACEALERT_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.delenv("SPACEALERT_NO_AUDIO", raising=False)
    return short_mission(tmp_path)


def text_of(screen, selector: str) -> str:
    """What a Static shows, as plain text (tables rendered wide, so nothing wraps)."""
    content = screen.query_one(selector, Static).content
    if isinstance(content, str):
        return content
    if isinstance(content, Text):
        return content.plain
    console = Console(width=300, file=io.StringIO(), record=True, color_system=None)
    console.print(content)
    return "\n".join(line.rstrip() for line in console.export_text().splitlines())


def saved(draft):
    return json.loads(draft.path.read_text(encoding="utf-8"))


def start(draft, **kw):
    clock = FakeClock()
    backend = SilentBackend()
    screen = ActionRoundScreen(draft, audio=kw.pop("audio", backend), clock=clock, **kw)
    return screen, clock, backend


async def test_short_round_played_to_the_end_virtual_decks(mission):
    draft = make_draft(mission, players=4)
    screen, clock, backend = start(draft)
    app = RoundApp(screen)
    async with app.run_test(size=(80, 24)) as pilot:
        await ready(pilot)
        assert screen.state == "ready"
        assert "Press space" in text_of(screen, "#round-alert")
        assert "PHASE 1 of 3" in text_of(screen, "#round-phase")
        assert screen.query_one("#round-clock", BigClock).text == "01:20"
        await pilot.press("space")
        await pilot.pause()
        assert screen.state == "running"
        assert draft.stage == "action" and draft.threats == []

        def shown() -> tuple[str, str]:
            return (text_of(screen, "#round-phase").split("\n")[0],
                    text_of(screen, "#round-subtitle"))

        await advance(pilot, screen, clock, 11)
        assert shown() == ("PHASE 1 of 3", "Alert. Time T+1.")   # as it is being said
        # the first threat is on screen (and in the saved draft) as soon as it is announced
        assert len(draft.threats) == 1
        first = draft.threats[0]
        decks = ThreatDecks("white", "yellow", 7)
        assert (first.turn, first.kind, first.zone, first.serious) == (1, "external", "red", False)
        assert first.card == decks.draw("external", False)
        assert saved(draft)["threats"][0]["card"] == first.card
        listing = text_of(screen, "#round-threat-list")
        assert "T+1" in listing and "zone RED" in listing and first.card in listing
        assert "Ben (communications officer): take" in listing

        await advance(pilot, screen, clock, 55)
        assert shown() == ("PHASE 1 of 3", "Alert. Time T+3. Serious internal threat. Repeat. "
                                            "Time T+3. Serious internal threat.")
        internal = draft.threats[1]
        assert (internal.kind, internal.serious, internal.zone) == ("internal", True, None)
        assert internal.card == decks.draw("internal", True)
        assert "Cy (security chief): take" in text_of(screen, "#round-threat-list")
        await advance(pilot, screen, clock, 84)
        assert shown() == ("PHASE 2 of 3", "First phase ends in 5, 4, 3, 2, 1. First phase "
                                            "ended. Begin second phase.")
        assert screen.query_one("#round-clock", BigClock).text == "01:16"
        await advance(pilot, screen, clock, 161)
        assert shown()[0] == "PHASE 3 of 3"
        await advance(pilot, screen, clock, 201)
        assert shown()[0] == "ROUND OVER"
        assert shown()[1].startswith("Operation ends in 5, 4, 3, 2, 1. Mission complete.")
        assert draft.stage == "entry" and saved(draft)["stage"] == "entry"
        await advance(pilot, screen, clock, 205)
        # the unconfirmed report is listed, not dealt: a crew of four ignores it
        assert [(t.turn, t.unconfirmed, t.card is None) for t in draft.threats] == [
            (1, False, False), (3, False, False), (5, True, True), (7, False, False)]
        assert draft.threats[3].card == decks.draw("external", False)
        assert app.results == [True]
        assert draft.stage == "entry"
        stored = load_draft(draft.path)
        assert stored.stage == "entry" and stored.threats == draft.threats
        assert backend.played and ("stop_all", None) in backend.calls


async def test_physical_decks_leave_cards_for_the_entry_and_five_count_unconfirmed(mission):
    draft = make_draft(mission, players=3, androids=2, source="physical")   # the 5-crew variant
    screen, clock, _ = start(draft)
    async with RoundApp(screen).run_test(size=(100, 30)) as pilot:
        await ready(pilot)
        await pilot.press("space")
        await advance(pilot, screen, clock, 110)
        assert [(t.turn, t.unconfirmed, t.card) for t in draft.threats] == [
            (1, False, None), (3, False, None), (5, True, None)]
        listing = text_of(screen, "#round-threat-list")
        assert "draw a common external card, put it by the red trajectory with token 1" in listing
        assert "draw a serious internal card" in listing
        assert "unconfirmed report: counts (crew of five)" in listing
        assert saved(draft)["threats"][2] == {"turn": 5, "kind": "external", "serious": True,
                                              "zone": "blue", "unconfirmed": True, "card": None,
                                              "summons": None}     # no summoner: nothing beside it


async def test_unconfirmed_report_under_five_is_shown_as_ignored(mission):
    draft = make_draft(mission, players=4)
    screen, clock, _ = start(draft)
    async with RoundApp(screen).run_test(size=(80, 24)) as pilot:
        await ready(pilot)
        await pilot.press("space")
        await advance(pilot, screen, clock, 108)
        listing = text_of(screen, "#round-threat-list")
        assert "UNCONFIRMED: ignore it (crew under five)" in listing
        shown = text_of(screen, "#round-subtitle")
        assert "(ignore: crew under 5)" in shown            # said to the table, apart
        assert "(ignore" not in screen.round.subtitle             # never spliced into the words
        assert shown.splitlines()[-1] == "(ignore: crew under 5)"


async def test_incoming_data_and_data_transfer_countdown(mission):
    draft = make_draft(mission)
    screen, clock, _ = start(draft)
    async with RoundApp(screen).run_test(size=(80, 24)) as pilot:
        await ready(pilot)
        await pilot.press("space")
        await advance(pilot, screen, clock, 31)
        assert "INCOMING DATA · each player may draw 1 action card" in text_of(screen, "#round-alert")
        assert screen.query_one("#round-alert").has_class("-on")
        await advance(pilot, screen, clock, 50)
        assert text_of(screen, "#round-alert") == ""
        beep = next(c.at for c in screen.round.prepared.script.cues if c.kind == "beep")
        await advance(pilot, screen, clock, beep - 3.5)
        assert "DATA TRANSFER · each player may give 1 card to another · beep in 4 s" in \
            text_of(screen, "#round-alert")
        await advance(pilot, screen, clock, beep + 0.2)
        assert "DATA TRANSFER CLOSED" in text_of(screen, "#round-alert")
        await advance(pilot, screen, clock, beep + 10)
        assert text_of(screen, "#round-alert") == ""


async def test_comms_down_blacks_out_the_talk_indicator(mission):
    draft = make_draft(mission)
    screen, clock, _ = start(draft)
    async with RoundApp(screen).run_test(size=(80, 24)) as pilot:
        await ready(pilot)
        talk = screen.query_one("#round-talk", TalkIndicator)
        await pilot.press("space")
        await advance(pilot, screen, clock, 164)
        assert not talk.down and "talk freely" in str(talk.render())
        await advance(pilot, screen, clock, 167)
        assert talk.down and talk.has_class("-down")
        shown = str(talk.render())
        assert "NO TALKING" in shown and "back in 0:08" in shown
        await advance(pilot, screen, clock, 176)
        assert not talk.down and "NO TALKING" not in str(talk.render())


async def test_no_talking_in_block_letters_when_there_is_room(mission):
    draft = make_draft(mission)
    screen, clock, _ = start(draft)
    async with RoundApp(screen).run_test(size=(120, 40)) as pilot:
        await ready(pilot)
        await pilot.press("space")
        await advance(pilot, screen, clock, 167)
        shown = str(screen.query_one("#round-talk", TalkIndicator).render())
        assert "NO TALKING" not in shown and "█" in shown and "back in 0:08" in shown


async def test_pause_and_resume(mission):
    draft = make_draft(mission)
    screen, clock, backend = start(draft)
    async with RoundApp(screen).run_test(size=(80, 24)) as pilot:
        await ready(pilot)
        await pilot.press("space")
        await advance(pilot, screen, clock, 20)
        shown = screen.query_one("#round-clock", BigClock).text
        await pilot.press("space")
        await pilot.pause()
        assert screen.round.scheduler.paused and ("pause", None) in backend.calls
        assert "PAUSED" in text_of(screen, "#round-phase")
        assert [b.binding.description for b in screen.active_bindings.values()
                if b.binding.key == "space"] == ["Resume"]
        clock.t += 60   # a minute of table talk: the round waits
        screen.tick()
        await pilot.pause()
        assert screen.round.scheduler.mission_time() == pytest.approx(20)
        assert screen.query_one("#round-clock", BigClock).text == shown
        threats = len(draft.threats)
        await pilot.press("space")
        await pilot.pause()
        assert not screen.round.scheduler.paused and ("resume", None) in backend.calls
        assert "▶ playing" in text_of(screen, "#round-phase")
        await advance(pilot, screen, clock, 50)
        assert len(draft.threats) == threats + 1   # the schedule moved by the pause


async def test_end_now_refused_in_phase_1_allowed_in_phase_3(mission):
    draft = make_draft(mission)
    screen, clock, backend = start(draft)
    async with running(screen) as (app, pilot):
        await advance(pilot, screen, clock, 30)
        await pilot.press("e")
        await pilot.pause()
        assert "only after phase 2 (now phase 1)" in text_of(screen, "#round-message")
        assert not isinstance(app.screen, ConfirmScreen) and screen.state == "running"
        await advance(pilot, screen, clock, 162)
        await pilot.press("e")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("n")      # not yet after all
        await pilot.pause()
        assert app.screen is screen and screen.state == "running"
        await pilot.press("e")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert screen.state == "over" and draft.stage == "entry"
        assert saved(draft)["stage"] == "entry"
        assert "ROUND OVER" in text_of(screen, "#round-phase")
        await advance(pilot, screen, clock, 175)    # "Mission complete. Jumping to hyperspace."
        await pilot.pause()
        assert app.results == [True]
        assert "mission_complete" in [c.clip.id for c in backend.played]
        assert len(draft.threats) == 4


async def test_the_round_ends_while_a_question_is_open(mission):
    draft = make_draft(mission)
    screen, clock, _ = start(draft)
    async with running(screen) as (app, pilot):
        await advance(pilot, screen, clock, 195)
        await pilot.press("e")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        await advance(pilot, screen, clock, 206)   # nobody answered: the operation ends
        for _ in range(5):
            await pilot.pause()
        assert app.results == [True] and draft.stage == "entry"
        assert len(app.screen_stack) == 1 and not isinstance(app.screen, ConfirmScreen)


async def test_quit_asks_before_abandoning(mission):
    draft = make_draft(mission)
    screen, clock, backend = start(draft)
    async with running(screen) as (app, pilot):
        await advance(pilot, screen, clock, 15)
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen) and screen.round.scheduler.paused
        await pilot.press("escape")   # no: carry on where we were
        await pilot.pause()
        assert app.screen is screen and not screen.round.scheduler.paused
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert app.results == [False]
        assert screen.round.scheduler.stopped and ("stop_all", None) in backend.calls
        assert draft.stage == "action" and len(draft.threats) == 1


async def test_back_before_the_round_starts_needs_no_question(mission):
    draft = make_draft(mission)
    screen, _, backend = start(draft)
    app = RoundApp(screen)
    async with app.run_test(size=(80, 24)) as pilot:
        await ready(pilot)
        await pilot.press("escape")
        await pilot.pause()
        assert app.results == [False] and backend.played == []


async def test_starting_again_deals_afresh(mission):
    draft = make_draft(mission)
    draft.threats.append(ThreatEntry(turn=2, kind="internal", card="I1-01"))  # an old round
    screen, clock, _ = start(draft)
    async with RoundApp(screen).run_test(size=(80, 24)) as pilot:
        await ready(pilot)
        await pilot.press("space")
        await pilot.pause()
        assert draft.threats == [] and saved(draft)["threats"] == []


async def test_unknown_soundtrack_is_said_and_escape_goes_back(mission):
    draft = make_draft("base/no-such-mission")
    screen, _, _ = start(draft)
    app = RoundApp(screen)
    async with app.run_test(size=(80, 24)) as pilot:
        await ready(pilot)
        assert screen.state == "error"
        assert "Cannot play the soundtrack 'base/no-such-mission'" in text_of(screen, "#round-subtitle")
        await pilot.press("space")   # nothing to start
        await pilot.pause()
        assert screen.round.scheduler is None
        await pilot.press("escape")
        await pilot.pause()
        assert app.results == [False]


async def test_the_sound_thread_plays_the_round_to_the_end(mission):
    """With `sleep=` too, the scheduler runs in its thread worker; events arrive as messages."""
    draft = make_draft(mission)
    clock = FakeClock()

    def sleep(seconds: float) -> None:   # time passes only when the scheduler sleeps
        clock.t += seconds

    backend = SilentBackend()
    screen = ActionRoundScreen(draft, audio=backend, clock=clock, sleep=sleep)
    app = RoundApp(screen)
    async with app.run_test(size=(80, 24)) as pilot:
        await ready(pilot)
        await pilot.press("space")
        await workers_done(app)
        for _ in range(20):
            await pilot.pause()
            if app.results:
                break
        assert app.results == [True]
        assert len(draft.threats) == 4 and draft.stage == "entry"
        assert backend.played[-1].clip.id == "mission_complete"


async def test_a_failing_sound_call_leaves_the_round_going(mission):
    class Broken(SilentBackend):
        def play(self, clip):
            raise RuntimeError("device unplugged")

    draft = make_draft(mission)
    screen, clock, _ = start(draft, audio=Broken())
    async with RoundApp(screen).run_test(size=(80, 24)) as pilot:
        await ready(pilot)
        await pilot.press("space")
        await advance(pilot, screen, clock, 15)
        assert "Sound failed (device unplugged): subtitles only." in text_of(screen, "#round-message")
        assert "Time T+1" in text_of(screen, "#round-subtitle")
        assert len(draft.threats) == 1


async def test_resizing_mid_round(mission):
    draft = make_draft(mission)
    screen, clock, _ = start(draft)
    async with RoundApp(screen).run_test(size=(80, 24)) as pilot:
        await ready(pilot)
        await pilot.press("space")
        await advance(pilot, screen, clock, 167)
        for size in ((120, 40), (60, 20), (200, 60), (80, 24)):
            await pilot.resize_terminal(*size)
            await pilot.pause()
            screen.tick()
            await pilot.pause()
            talk = screen.query_one("#round-talk", TalkIndicator)
            shown = str(talk.render())
            assert talk.down and ("NO TALKING" in shown or "█" in shown)
            assert talk.region.right <= size[0] and talk.region.width >= 14   # always in view
            assert screen.query_one("#round-clock", BigClock).text == "00:33"
        assert screen.has_class("-narrow") and screen.has_class("-short")


async def test_no_audio_device_says_so_and_subtitles_carry_on(mission, monkeypatch):
    monkeypatch.setenv("SDL_AUDIODRIVER", "nosuchdriver")   # no device can open
    session = AudioSession.open(enabled=True)
    try:
        assert session.silent_backend
        assert session.notices[0].startswith("No audio device (")
        assert session.notices[0].endswith("): subtitles only.")
        draft = make_draft(mission)
        clock = FakeClock()
        screen = ActionRoundScreen(draft, audio=session, clock=clock)
        async with RoundApp(screen).run_test(size=(80, 24)) as pilot:
            await ready(pilot)
            assert "No audio device (" in text_of(screen, "#round-message")
            await pilot.press("space")
            await advance(pilot, screen, clock, 12)
            assert "Time T+1" in text_of(screen, "#round-subtitle")
    finally:
        session.close()


async def test_audio_off_says_so(mission):
    session = AudioSession.open(enabled=False)
    screen = ActionRoundScreen(make_draft(mission), audio=session, clock=FakeClock())
    async with RoundApp(screen).run_test(size=(80, 24)) as pilot:
        await ready(pilot)
        assert text_of(screen, "#round-message") == "Audio off: subtitles only."


async def test_real_pygame_mixer_on_the_dummy_driver(mission, monkeypatch):
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    session = AudioSession.open(enabled=True)
    try:
        backend = session.backend
        assert backend.name == "pygame" and session.notices == []
        draft = make_draft(mission, language="es")
        clock = FakeClock()
        screen = ActionRoundScreen(draft, audio=session, clock=clock)
        app = RoundApp(screen)
        async with app.run_test(size=(80, 24)) as pilot:
            await ready(pilot)
            assert screen.state == "ready" and text_of(screen, "#round-message") == ""
            # every clip of the mission is decoded before the round starts
            assert {c.clip.file for c in screen.round.prepared.script.clips} <= set(backend.sounds)
            await pilot.press("space")
            await advance(pilot, screen, clock, 12)
            assert backend.busy("voice")
            assert "Tiempo T+1" in text_of(screen, "#round-subtitle")
            await pilot.press("space")
            await pilot.pause()
            await pilot.press("space")
            await advance(pilot, screen, clock, 206, step=2.0)
            await pilot.pause()
            assert app.results == [True] and draft.stage == "entry"
    finally:
        session.close()


async def test_space_pressed_while_the_clips_load_starts_the_round_when_ready(mission):
    """The first time a language is used its clips take a moment: the captain's space
    is kept, and the round starts as soon as they are ready."""
    draft = make_draft(mission)
    screen, clock, _ = start(draft)
    gate = threading.Event()
    preload = screen.round.session.preload

    def slow(script):
        gate.wait(10)
        return preload(script)

    screen.round.session.preload = slow
    async with RoundApp(screen).run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert screen.state == "loading"
        await pilot.press("space")
        await pilot.pause()
        assert screen.state == "loading" and screen.round.scheduler is None
        assert "as soon as they are ready" in text_of(screen, "#round-message")
        gate.set()
        await ready(pilot)
        assert screen.state == "running" and screen.round.scheduler is not None
        await advance(pilot, screen, clock, 12)
        assert draft.threats and draft.threats[0].turn == 1
