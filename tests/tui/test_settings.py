"""Settings: the file (defaults, bad files, atomic save) and the screen that edits them."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from textual.widgets import Input, Static

from spacealert_tui.errors import UserError
from spacealert_tui.settings import (HIGH_CONTRAST, NO_COLOUR, SETTINGS_FORMAT, Settings,
                                     config_dir, default_language, display_path, load_settings,
                                     save_settings, settings_path)
from spacealert_tui.tui.screens.settings import (ChoiceRow, SettingsScreen, _NoColour, apply_theme,
                                                 theme_names)
from tests.tui.conftest import Host


@pytest.fixture(autouse=True)
def dirs(tmp_path, monkeypatch):
    monkeypatch.delenv("SPACEALERT_CONFIG_DIR", raising=False)
    monkeypatch.setenv("SPACEALERT_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("HOME", str(tmp_path))
    for name in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
    return tmp_path


def saved() -> dict:
    return json.loads(settings_path().read_text(encoding="utf-8"))


# -- the file ------------------------------------------------------------------------------------

def test_no_file_gives_the_defaults(dirs):
    settings, problems = load_settings()
    assert problems == []
    assert settings == Settings(language="en", audio=True, volume=80, clip_folder=None,
                                theme="textual-dark")
    assert settings.volume_fraction == 0.8 and settings.clip_path is None


def test_where_the_file_lives(dirs, monkeypatch):
    assert settings_path() == dirs / "data" / "settings.json"
    monkeypatch.setenv("SPACEALERT_CONFIG_DIR", str(dirs / "cfg"))
    assert config_dir() == dirs / "cfg"
    monkeypatch.delenv("SPACEALERT_CONFIG_DIR")
    monkeypatch.delenv("SPACEALERT_DATA_DIR")
    assert config_dir().name == "spacealert"
    assert display_path(dirs / "a" / "b") == "~/a/b"
    assert display_path("/elsewhere/x") == "/elsewhere/x"


@pytest.mark.parametrize(("env", "language"), [({"LANG": "es_ES.UTF-8"}, "es"),
                                                ({"LANG": "pt_BR.UTF-8"}, "pt"),
                                                ({"LANG": "de_DE.UTF-8"}, "en"),
                                                ({"LANG": "es_ES.UTF-8", "LC_ALL": "pt_PT"}, "pt"),
                                                ({"LANG": "C"}, "en")])
def test_the_default_language_follows_the_environment(monkeypatch, env, language):
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    assert default_language() == language
    assert Settings().language == language


def test_round_trip_and_atomic_save(dirs):
    settings = Settings(language="pt", audio=False, volume=30, clip_folder="~/clips", theme="nord")
    where = save_settings(settings)
    assert where == settings_path()
    doc = saved()
    assert doc == {"format": SETTINGS_FORMAT, "language": "pt", "audio": False, "volume": 30,
                   "clip_folder": "~/clips", "theme": "nord", "new_frontier": False}
    again, problems = load_settings()
    assert problems == [] and again == settings
    assert again.volume_fraction == 0.0               # audio off
    assert again.clip_path == dirs / "clips"
    assert [p.name for p in where.parent.iterdir()] == ["settings.json"]   # no temporary left


@pytest.mark.parametrize("content", [b"{ not json", b"\xff\xfe\x00", b"[1, 2]", b"null"])
def test_a_broken_file_gives_the_defaults_and_says_so(dirs, content):
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    settings, problems = load_settings()
    assert settings == Settings()
    assert len(problems) == 1 and str(path) in problems[0]


def test_wrong_values_keep_their_defaults_and_unknown_keys_are_kept(dirs):
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"format": SETTINGS_FORMAT, "language": "fr", "audio": "yes",
                                "volume": 150, "clip_folder": 3, "theme": "dracula",
                                "future_option": {"x": 1}}))
    settings, problems = load_settings()
    assert (settings.language, settings.audio, settings.volume, settings.clip_folder,
            settings.theme) == ("en", True, 80, None, "dracula")
    assert len(problems) == 4 and any("language: 'fr'" in p for p in problems)
    save_settings(settings)
    assert saved()["future_option"] == {"x": 1}


def test_a_file_that_cannot_be_written_is_one_line(dirs):
    blocker = dirs / "file"
    blocker.write_text("x")
    with pytest.raises(UserError, match="cannot save the settings"):
        save_settings(Settings(), blocker / "settings.json")


# -- the screen ----------------------------------------------------------------------------------

async def test_every_change_is_saved_at_once(dirs):
    clips = dirs / "my clips"
    clips.mkdir()
    app = Host(SettingsScreen)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SettingsScreen)
        assert screen.focused.id == "set-language"
        await pilot.press("right")
        assert saved()["language"] == "es"
        await pilot.press("down", "space")
        assert saved()["audio"] is False
        await pilot.press("down", "left", "left")
        assert saved()["volume"] == 60
        await pilot.press("down")
        assert screen.focused.id == "set-clips"
        assert "▶ Clip folder" in str(screen.query_one("#set-clips-label", Static).content)
        await pilot.press(*"/no/such/folder", "enter")
        note = str(screen.query_one("#settings-clips-note", Static).content)
        assert "No such folder" in note and saved()["clip_folder"] is None
        screen.query_one("#set-clips", Input).value = str(clips)
        await pilot.press("enter")
        await pilot.pause()
        assert saved()["clip_folder"] == str(clips)
        assert "built-in voice" in str(screen.query_one("#settings-clips-note", Static).content)
        assert screen.focused.id == "set-theme"
        await pilot.press("right")
        second = theme_names(app)[1]
        assert saved()["theme"] == second == app.theme
        status = str(screen.query_one("#settings-status", Static).content)
        assert status == "Saved in ~/data/settings.json"
        await pilot.press("escape")
        await pilot.pause()
        [result] = app.results
        assert (result.language, result.audio, result.volume, result.theme) == ("es", False, 60, second)


async def test_the_volume_stops_at_its_ends_and_the_language_cycles(dirs):
    app = Host(SettingsScreen)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("left")
        assert saved()["language"] == "pt"
        await pilot.press("down", "down", *["right"] * 5)
        assert saved()["volume"] == 100
        volume = app.screen.query_one("#set-volume", ChoiceRow)
        assert "100 %" in str(volume.render())
        await pilot.press("up", "up")
        assert app.screen.focused.id == "set-language"


async def test_high_contrast_and_no_colour(dirs):
    app = Host(SettingsScreen)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        theme = app.screen.query_one("#set-theme", ChoiceRow)
        theme.focus()
        await pilot.press("left")            # the last one: no-colour
        assert saved()["theme"] == NO_COLOUR
        assert any(isinstance(f, _NoColour) for f in app._filters)
        await pilot.press("left")
        assert saved()["theme"] == HIGH_CONTRAST == app.theme
        assert not any(isinstance(f, _NoColour) for f in app._filters)


async def test_a_broken_file_is_reported_on_the_screen(dirs):
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text("{ broken")
    app = Host(SettingsScreen)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        problems = app.screen.query_one("#settings-problems", Static)
        assert problems.has_class("-shown") and "using the defaults" in str(problems.content)
        await pilot.press("right")
        assert saved()["language"] == "es"      # the broken file is replaced by a good one


async def test_settings_that_cannot_be_saved_are_reported_not_fatal(dirs):
    blocker = dirs / "file"
    blocker.write_text("x")
    app = Host(lambda: SettingsScreen(Settings(), path=blocker / "settings.json"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("right")
        status = app.screen.query_one("#settings-status", Static)
        assert status.has_class("-error") and "cannot save the settings" in str(status.content)
        assert app.screen.settings.language == "es"
        await pilot.press("escape")
        await pilot.pause()
        assert app.results[0].language == "es"


async def test_apply_theme_falls_back_to_the_default(dirs):
    app = Host(SettingsScreen)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert apply_theme(app, "no-such-theme") == "textual-dark" == app.theme
        assert apply_theme(app, "nord") == "nord" == app.theme
        assert theme_names(app)[0] == "textual-dark"
        assert theme_names(app)[-2:] == [HIGH_CONTRAST, NO_COLOUR]


def test_settings_screen_css_exists():
    assert Path(SettingsScreen.CSS_PATH).is_file()
