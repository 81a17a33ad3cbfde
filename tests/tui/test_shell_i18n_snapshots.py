"""Snapshots of the shell in Spanish and Portuguese at 80×24 and 120×40: home, settings,
the records picker, the unfinished missions and the question before discarding one.
Longer words must still fit where the English did.

The SVGs are in `__snapshots__/test_shell_i18n_snapshots/`. After a deliberate change,
look at `snapshot_report.html`, then rewrite them with

    .venv/bin/pytest tests/tui/test_shell_i18n_snapshots.py --snapshot-update
"""
from __future__ import annotations

import time

import pytest

from spacealert_tui.settings import Settings
from tests.tui.conftest import SIZES, make_app, steady
from tests.tui.test_shell_i18n import speak, unfinished_missions

LANGS = [pytest.param("es", id="es"), pytest.param("pt", id="pt")]


@pytest.fixture
def lang(request, tmp_path, monkeypatch):
    """The language installed as the command line would; paths as ~/…; times in UTC."""
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("SPACEALERT_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("TZ", "UTC")
    time.tzset()
    speak(request.param)
    yield request.param
    speak("en")
    monkeypatch.undo()
    time.tzset()


def app_in(lang: str):
    return make_app(settings=Settings(language=lang))


def pressing(*keys: str):
    async def run_before(pilot) -> None:
        await steady(pilot)
        for key in keys:
            await pilot.press(key)
            await steady(pilot)
    return run_before


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LANGS, indirect=True)
def test_home(snap_compare, lang, size):
    unfinished_missions()
    assert snap_compare(app_in(lang), terminal_size=size, run_before=pressing("down"))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LANGS, indirect=True)
def test_settings(snap_compare, lang, size):
    assert snap_compare(app_in(lang), terminal_size=size, run_before=pressing("o"))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LANGS, indirect=True)
def test_records_picker(snap_compare, lang, size):
    assert snap_compare(app_in(lang), terminal_size=size, run_before=pressing("r"))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LANGS, indirect=True)
def test_unfinished_missions(snap_compare, lang, size):
    unfinished_missions()
    assert snap_compare(app_in(lang), terminal_size=size, run_before=pressing("n", "down"))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", LANGS, indirect=True)
def test_discard_question(snap_compare, lang, size):
    unfinished_missions()
    assert snap_compare(app_in(lang), terminal_size=size, run_before=pressing("n", "d"))
