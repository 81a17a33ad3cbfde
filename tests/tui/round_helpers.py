"""Shared by the action-round tests: a short mission, a fake clock, a small app around the screen."""
from __future__ import annotations

from pathlib import Path

from textual.app import App

from spacealert_tui.mission.files import save_mission_file
from spacealert_tui.mission.timeline import Timeline, TimelineEvent
from spacealert_tui.record.draft import CrewSeat, MissionDraft

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


class RoundApp(App[None]):
    """Pushes the screen on mount and keeps what it dismissed with."""

    TITLE = "Space Alert Companion"

    def __init__(self, screen) -> None:
        super().__init__()
        self.round = screen
        self.results: list[object] = []

    def on_mount(self) -> None:
        self.push_screen(self.round, self.results.append)


async def ready(pilot) -> None:
    """Wait for the screen switch and the clips' preloading."""
    await pilot.pause()
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()
    await pilot.pause()


async def advance(pilot, screen, clock: FakeClock, to: float, step: float = 0.5,
                  watch=None) -> None:
    """Move mission time to `to` seconds in steps of `step`, ticking each time.

    With `watch` (called with the screen), the screen redraws after every step;
    without, after every 10 seconds of mission time and at the end (a Pilot pause
    costs tens of milliseconds; the messages queue up in order meanwhile).
    """
    scheduler = screen.scheduler
    assert not scheduler.paused, "the mission clock does not move while paused"
    last_pause = scheduler.mission_time()
    while scheduler.mission_time() < to - 1e-9 and not scheduler.finished:
        clock.t += min(step, to - scheduler.mission_time())
        screen.tick()
        if watch is not None or scheduler.mission_time() - last_pause >= 10:
            await pilot.pause()
            last_pause = scheduler.mission_time()
            if watch is not None and screen.is_current:
                watch(screen)
    await pilot.pause()
