"""The same announcement in the same words (issue 26): what the Soundtracks screen and
`spacealert mission show` list for a soundtrack is what the action round's subtitles say
(`audio.catalogue.subtitles`, built from the clips' own texts), in the crew's language."""
from __future__ import annotations

import pytest
from textual.widgets import Static

from spacealert_tui.audio.catalogue import ClipSet, subtitles
from spacealert_tui.cli import main
from spacealert_tui.mission import load_mission
from spacealert_tui.mission.script import build_script
from spacealert_tui.settings import Settings
from tests.i18n_scan import speak_language
from tests.tui.conftest import make_app, steady
from tests.tui.test_app import text_of


def round_subtitles(lang: str) -> list[str]:
    """What the action round shows, announcement by announcement, for base/mission-1."""
    script = build_script(load_mission("base/mission-1"), ClipSet(lang), players=5)
    return [a.text for a in script.announcements]


@pytest.mark.parametrize("lang", ["en", "es", "pt"])
def test_mission_show_lists_the_round_s_subtitles(capsys, lang):
    assert main(["--lang", lang, "mission", "show", "base/mission-1"]) == 0
    shown = capsys.readouterr().out
    for text in round_subtitles(lang):
        assert text in shown, f"{lang}: {text!r} not in\n{shown}"
    speak_language("en")


def test_a_threat_is_announced_alike_in_spanish():
    """The round says "Tiempo T+2. Amenaza grave en la zona blanca."; the page said "Tiempo T
    más 2. Amenaza grave. Zona white." before."""
    said = dict(subtitles(load_mission("base/mission-1"), "es") or [])
    assert said[10.0].startswith("Alerta. Tiempo T+2. Amenaza grave en la zona blanca.")


@pytest.mark.parametrize("lang", ["es", "pt"])
async def test_the_soundtracks_screen_lists_the_round_s_subtitles(lang, tmp_path, monkeypatch):
    monkeypatch.setenv("SPACEALERT_CONFIG_DIR", str(tmp_path / "config"))
    speak_language(lang)
    try:
        app = make_app(settings=Settings(language=lang))
        async with app.run_test(size=(80, 24)) as pilot:
            await steady(pilot)
            await pilot.press("s")
            await steady(pilot)
            screen = app.screen
            first = screen.missions[0]
            text = " ".join(text_of(screen.query_one("#tracks-text", Static)).split())
            script = build_script(load_mission(first.id), ClipSet(lang), players=5)
            for a in script.announcements:
                assert " ".join(a.text.split()) in text, f"{lang}: {a.text!r} not in\n{text}"
    finally:
        speak_language("en")
