"""Snapshots of one flight-school lesson (lasers) at 80×24 and 120×40: its explanation,
its plan half typed, and the verdict on the plan that misses (why, and what would have
worked). After a deliberate change (or a change of the lesson's text), look at the
report of the failing run, then rewrite them with

    .venv/bin/pytest tests/tui/test_school_snapshots.py --snapshot-update
"""
from __future__ import annotations

import pytest

from spacealert_tui.school.lessons import lesson
from tests.tui.conftest import SIZES, make_app, steady
from tests.tui.test_school import fly

LESSON = "lasers"


def school_app(monkeypatch, tmp_path):
    monkeypatch.setenv("SPACEALERT_DATA_DIR", str(tmp_path / "data"))
    return make_app(start=("school", LESSON))


@pytest.mark.parametrize("size", SIZES)
def test_lesson_text(snap_compare, size, tmp_path, monkeypatch):
    assert snap_compare(school_app(monkeypatch, tmp_path), terminal_size=size, run_before=steady)


@pytest.mark.parametrize("size", SIZES)
def test_lesson_plan(snap_compare, size, tmp_path, monkeypatch):
    """The red arrow and one A placed, the cursor on turn 3."""
    async def run_before(pilot) -> None:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("r", "r", "a", "a")
        await steady(pilot)

    assert snap_compare(school_app(monkeypatch, tmp_path), terminal_size=size, run_before=run_before)


@pytest.mark.parametrize("size", SIZES)
def test_lesson_verdict(snap_compare, size, tmp_path, monkeypatch):
    """The plan that misses: the verdict, why, and the plan that works."""
    async def run_before(pilot) -> None:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        await fly(pilot, pilot.app, lesson(LESSON).misses)
        await steady(pilot)

    assert snap_compare(school_app(monkeypatch, tmp_path), terminal_size=size, run_before=run_before)
