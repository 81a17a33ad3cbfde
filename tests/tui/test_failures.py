"""An unexpected failure in the app is logged with its traceback and shown naming the
log: the rules core crashing on a record, or on the mission just entered; the
mission package failing to load."""
from __future__ import annotations

from spacealert_tui.record import load_record
from tests.tui.conftest import DATA, make_app


def crash(*args, **kwargs):
    raise ZeroDivisionError("the engine broke")


def log_text(data_dir) -> str:
    import logging

    for handler in logging.getLogger("spacealert_tui").handlers:
        handler.flush()
    return (data_dir / "log" / "spacealert.log").read_text()


def a_record():
    return load_record(next(p for p in sorted(DATA.iterdir()) if p.suffix in (".yaml", ".yml")))


async def test_an_engine_crash_on_a_record_is_logged_and_names_the_log(data_dir, monkeypatch):
    import spacealert_tui.rules as rules

    record = a_record()
    monkeypatch.setattr(rules, "resolve", crash)
    app = make_app()
    async with app.run_test() as pilot:
        app.show_board(record)
        await pilot.pause()
        assert type(app.screen).__name__ == "HomeScreen"
        [note] = [n for n in app._notifications if n.severity == "error"]
        assert "The rules core failed on this record (ZeroDivisionError: the engine broke)" in note.message
        assert f"details in {data_dir / 'log' / 'spacealert.log'}" in note.message
    log = log_text(data_dir)
    assert "The rules core failed on this record" in log
    assert "Traceback" in log and "ZeroDivisionError: the engine broke" in log


async def test_an_engine_crash_after_the_entry_is_an_error_screen(data_dir, monkeypatch):
    import spacealert_tui.rules as rules
    from spacealert_tui.record.draft import MissionDraft
    from spacealert_tui.tui.screens.error import ErrorScreen
    from spacealert_tui.tui.flows.table import TableFlow

    monkeypatch.setattr(rules, "resolve", crash)
    app = make_app()
    async with app.run_test() as pilot:
        assert TableFlow(app, MissionDraft.new()).resolve(a_record()) is None
        await pilot.pause()
        assert isinstance(app.screen, ErrorScreen)
        assert "ZeroDivisionError: the engine broke" in app.screen.message
        assert f"details in {data_dir / 'log' / 'spacealert.log'}" in app.screen.message
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, ErrorScreen)
    assert "ZeroDivisionError: the engine broke" in log_text(data_dir)


def test_a_broken_mission_package_is_logged_and_said(data_dir, monkeypatch):
    import builtins

    from spacealert_tui.tui import app as app_module

    real_import = builtins.__import__

    def fake_import(name, globals=None, locals=None, fromlist=(), level=0):
        if name == "spacealert_tui" and fromlist and "mission" in fromlist:
            raise ImportError("mission is broken")
        return real_import(name, globals, locals, fromlist, level)

    monkeypatch.setattr(builtins, "__import__", fake_import)
    app = app_module.SpaceAlertApp(examples_dir=DATA)
    monkeypatch.setattr(builtins, "__import__", real_import)
    assert app.has_soundtracks is False
    [notice] = app.notices
    assert notice.startswith("Soundtracks unavailable: the mission package does not load")
    assert "details in" in notice
    assert "ImportError: mission is broken" in log_text(data_dir)
