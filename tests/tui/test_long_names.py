"""A 300-character name typed in the app is simply no folder (issue 26): `Path.is_dir`
raises on it, which stopped the Settings screen's clip folder and the logbook's export."""
from __future__ import annotations

from spacealert_tui.fileio import is_dir
from spacealert_tui.tui.screens.settings import SettingsScreen
from tests.tui.conftest import Host

LONG = "/tmp/" + "a" * 300


def test_a_name_too_long_is_no_folder():
    assert not is_dir(LONG) and not is_dir("bad\0name") and is_dir("/tmp")


async def test_the_clip_folder_refuses_a_name_too_long(data_dir):
    app = Host(SettingsScreen)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.screen.check_clips(LONG) is False
        assert "No such folder" in str(app.screen.query_one("#settings-clips-note").render())
        assert app.is_running
