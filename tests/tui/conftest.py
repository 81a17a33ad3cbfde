"""Fixtures for the app's tests, and a small runner for `async def` tests.

The project does not depend on pytest-asyncio: Pilot tests are plain `async def`
functions that this hook runs with `asyncio.run` (one event loop per test, as
`App.run_test()` expects). Snapshot tests (`snap_compare`) are ordinary sync tests.
"""
from __future__ import annotations

import asyncio
import inspect
from pathlib import Path

import pytest

DATA = Path(__file__).parent / "data"


@pytest.hookimpl(tryfirst=True)
def pytest_pyfunc_call(pyfuncitem: pytest.Function) -> bool | None:
    if not inspect.iscoroutinefunction(pyfuncitem.obj):
        return None
    names = pyfuncitem._fixtureinfo.argnames
    asyncio.run(pyfuncitem.obj(**{name: pyfuncitem.funcargs[name] for name in names}))
    return True


@pytest.fixture
def data() -> Path:
    return DATA


def make_app(**kwargs):
    """The app on the test records in tests/tui/data/, soundtracks on."""
    from spacealert_tui.tui.app import SpaceAlertApp

    kwargs.setdefault("examples_dir", DATA)
    kwargs.setdefault("soundtracks", True)
    return SpaceAlertApp(**kwargs)
