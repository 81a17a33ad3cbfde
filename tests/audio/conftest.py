"""Shared test timelines and a fake clock for the soundtrack tests."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from spacealert_tui.audio.catalogue import ClipSet
from spacealert_tui.mission.timeline import Timeline, TimelineEvent as E

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def in_checkout(monkeypatch) -> Path:
    """Run from the repository's root, where built-in clips print as `assets/...`."""
    monkeypatch.chdir(ROOT)
    return ROOT


def full_mission() -> Timeline:
    """A ten-minute round like the CD's Mission 1, built directly from the dataclasses."""
    return Timeline("test/full", "Full test mission", (240, 465, 610), (
        E(10, "threat", turn=1, kind="external", zone="red"),
        E(50, "incoming_data"),
        E(70, "threat", turn=2, kind="internal", serious=True),
        E(110, "comms_down", duration=15),
        E(135, "threat", turn=3, kind="external", zone="blue", unconfirmed=True),
        E(185, "data_transfer"),
        E(250, "threat", turn=5, kind="external", zone="white", serious=True),
        E(300, "threat", turn=6, kind="internal"),
        E(340, "data_transfer"),
        E(406, "threat", turn=8, kind="external", zone="red"),  # an ambush into the 1-min warning
        E(480, "comms_down", duration=20),
        E(530, "data_transfer"),
    ))


def two_phase_run() -> Timeline:
    """Two phases, like the CD's test runs."""
    return Timeline("test/run", "Test run", (250, 420), (
        E(15, "threat", turn=1, kind="external", zone="blue"),
        E(90, "data_transfer"),
        E(280, "incoming_data"),
    ))


class FakeClock:
    """A clock that only moves when told to (sleep advances it)."""

    def __init__(self, start: float = 1000.0) -> None:
        self.now = start
        self.slept: list[float] = []

    def __call__(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.slept.append(seconds)
        self.now += max(0.0, seconds)

    def advance(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture(params=["en", "es", "pt"])
def clips(request) -> ClipSet:
    return ClipSet(request.param)


@pytest.fixture
def dummy_audio(monkeypatch):
    """SDL's dummy driver (real mixer, no device); the mixer is closed afterwards."""
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    monkeypatch.delenv("SPACEALERT_NO_AUDIO", raising=False)
    yield
    import pygame.mixer
    if pygame.mixer.get_init():
        pygame.mixer.quit()
