"""The board read without colour (NO_COLOR=1, issue 26): every state it shows has a mark
or a word of its own, in the crew's language, so nothing is told by colour alone.

The marks are those `ship_board` and `trajectories` document: `!` a malfunction on a
system, `✗` a damage tile on it, `blocked` a cannon a weapon malfunction covers, `~` a
dematerialised threat, `▮`/`▯` damage tiles taken/left, `[4]` the current turn, `▶` the
current event."""
from __future__ import annotations

import pytest

from spacealert_tui.rules.events import ShipDestroyed, StepBegan
from tests.i18n_scan import screen_text, speak_language
from tests.tui.test_board import EXAMPLES, LOST, BoardApp, board_screen, first_index, resolved, settle

PHASING = EXAMPLES / "08-new-frontier-phasing.yaml"


@pytest.fixture(params=("en", "es"))
def lang(request):
    speak_language(request.param)
    yield request.param
    speak_language("en")


@pytest.fixture
def no_color(monkeypatch):
    monkeypatch.setenv("NO_COLOR", "1")


@pytest.mark.usefixtures("no_color")
async def test_a_malfunction_damage_and_a_phased_threat_have_marks_without_colour(lang):
    _, resolution = resolved(PHASING)
    # turn 4: Central Laser Jam #3 covers the central heavy laser; the red reactor is
    # damaged; Phasing Fighter #1 is dematerialised
    start = first_index(resolution, 4, "appear")
    app = BoardApp(PHASING, start=start)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert app.no_color
        shown = screen_text(app)
        blocked = {"en": "blocked", "es": "bloqueado"}[lang]
        assert "!A" in shown and blocked in shown, shown          # the malfunction and its cannon
        assert "✗B" in shown                                      # a damage tile on a reactor
        assert "~1" in shown                                      # the dematerialised fighter
        assert "▮" in shown and "▯" in shown                      # damage taken / left
        assert "[4]" in shown                                     # the current turn
        assert "▶" in shown                                       # the current event
        assert isinstance(resolution.events[board_screen(app).index], StepBegan)


@pytest.mark.usefixtures("no_color")
async def test_a_lost_ship_says_so_in_words_without_colour(lang):
    _, resolution = resolved(LOST)
    app = BoardApp(LOST, start=first_index(resolution, 6, "threats", ShipDestroyed))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert app.no_color
        shown = screen_text(app).casefold()
        lost = {"en": "destroyed", "es": "destruida"}[lang]
        assert lost in shown, shown
