"""Fixtures for the app's tests, and a small runner for `async def` tests.

The project does not depend on pytest-asyncio: Pilot tests are plain `async def`
functions that this hook runs with `asyncio.run` (one event loop per test, as
`App.run_test()` expects). Snapshot tests (`snap_compare`) are ordinary sync tests.
"""
from __future__ import annotations

import asyncio
import inspect
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest
from textual.app import App

DATA = Path(__file__).parent / "data"


@pytest.hookimpl(tryfirst=True)
def pytest_pyfunc_call(pyfuncitem: pytest.Function) -> bool | None:
    if not inspect.iscoroutinefunction(pyfuncitem.obj):
        return None
    names = pyfuncitem._fixtureinfo.argnames
    asyncio.run(pyfuncitem.obj(**{name: pyfuncitem.funcargs[name] for name in names}))
    return True


class Services:
    """What the real app offers its screens beyond Textual's (`tui/services.py`), for the
    bare apps the tests host a screen in: the review flow (a board's coach, a score's
    suggestion…)."""

    @property
    def review(self):
        from spacealert_tui.tui.flows.review import ReviewFlow

        return ReviewFlow(self)


class Host(Services, App[None]):
    """A bare app that pushes `make()` at start and keeps in `results` what the screen
    was dismissed with."""

    TITLE = "Space Alert Companion"

    def __init__(self, make) -> None:
        super().__init__()
        self.make = make
        self.results: list = []

    def on_mount(self) -> None:
        self.push_screen(self.make(), self.results.append)


@pytest.fixture
def data() -> Path:
    return DATA


def make_app(**kwargs):
    """The app on the test records in tests/tui/data/, soundtracks on."""
    from spacealert_tui.tui.app import SpaceAlertApp

    kwargs.setdefault("examples_dir", DATA)
    kwargs.setdefault("soundtracks", True)
    return SpaceAlertApp(**kwargs)


@asynccontextmanager
async def running(*keys: str, size: tuple[int, int] = (80, 24), **kwargs) -> AsyncIterator:
    """A pilot on `make_app(**kwargs)` (at `size`, as `run_test`), once the home screen is up and,
    given `keys`, once they were pressed and the app has caught up."""
    app = make_app(**kwargs)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        if keys:
            await pilot.press(*keys)
            await pilot.pause()
        yield pilot


# Snapshot tests: the two terminal sizes every screen is pictured at, and a settle step.
SIZES = [pytest.param((80, 24), id="80x24"), pytest.param((120, 40), id="120x40")]


async def steady(pilot) -> None:
    """Let layout finish and keep the input cursor from blinking."""
    from textual.widgets import Input

    await pilot.pause()
    for field in pilot.app.screen.query(Input):
        field.cursor_blink = False
    await pilot.pause(0.1)
    await pilot.pause()


async def laid_out(pilot, *widgets, until=lambda: True, rounds: int = 200) -> None:
    """Wait until every widget has been given its size by a layout and `until()` holds
    (what the screen draws after its first refresh: a screen just pushed is mounted first,
    laid out on a later refresh; on a loaded machine several pauses later). Counts rounds
    of the app's work, never seconds: a test checks what is drawn, not how fast the
    machine draws it."""
    for _ in range(rounds):
        if all(w.is_mounted and w.content_size.width > 0 for w in widgets) and until():
            await pilot.pause()          # and what was scheduled after that layout
            return
        await pilot.pause()
    raise AssertionError(f"never laid out: {widgets}")


async def workers_done(app) -> None:
    """Wait until every worker of the app is done but the flows' (`tui/flows/`): a flow's
    worker waits on the crew for as long as its mission or lesson lasts."""
    waiting = [w for w in app.workers if w.group != "flows"]
    if waiting:
        await app.workers.wait_for_complete(waiting)


async def palette_searched(pilot) -> None:
    """Wait until the command palette has searched for what was typed (its search runs
    in a worker), rather than sleeping for a guessed while."""
    await pilot.pause()
    palette = pilot.app.screen
    searches = [w for w in pilot.app.workers if w.node is palette and not w.is_finished]
    if searches:
        await pilot.app.workers.wait_for_complete(searches[-1:])
    await pilot.pause()
