"""The score of a mission flown on a test run or a simulation says its explorers earn
nothing, where the award would be shown, and asks no judged achievements (ruling EX18)."""
from __future__ import annotations

import pytest
from textual.widgets import Static

from spacealert_tui.record.draft import CrewSeat, MissionDraft
from spacealert_tui.record.logbook import Logbook
from spacealert_tui.tui.screens.score import ScoreScreen
from tests.tui.conftest import Host

pytestmark = pytest.mark.usefixtures("home_data_dir")

SAID = {"en": ("Explorers: nothing awarded", "training earns no experience"),
        "es": ("Exploradores: nada concedido", "los entrenamientos no conceden experiencia"),
        "pt": ("Exploradores: nada concedido", "treinamentos não dão experiência")}


def explorers_draft() -> MissionDraft:
    draft = MissionDraft.new(crew=[CrewSeat("Ana", "red", ["captain"], explorer="Ana"),
                                   CrewSeat("Bo", "yellow", ["communications"], explorer="Bo"),
                                   CrewSeat("Cy", "green", ["security"]), CrewSeat("Di", "blue")],
                             title="First flight")
    draft.stage = "resolution"
    return draft


@pytest.mark.parametrize("language", ["en", "es", "pt"])
async def test_a_simulations_score_says_its_explorers_earn_nothing(data_dir, first_flight, speak, language):
    """Expansion p.40: "Los entrenamientos y los simulacros no conceden puntos de
    experiencia." The first flight is played on Simulation 1."""
    speak(language)
    with Logbook.open() as book:
        book.new_explorer("Ana")
        book.new_explorer("Bo")
    draft = explorers_draft()
    app = Host(lambda: ScoreScreen(*first_flight, draft=draft, date="2026-03-01"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ScoreScreen)         # no checklist of judged achievements
        where = " ".join(str(app.screen.query_one("#score-where", Static).render()).split())
        first, second = SAID[language]
        assert first in where and second in where and "base/simulation-1" in where
    assert draft.stage == "done"
    with Logbook.open() as book:
        assert book.explorer("Ana").awards == () and book.pending_awards() == {}


WAITING = {"en": "is a test run or a simulation: no experience for Ana",
           "es": "es un vuelo de prueba o una simulación: ninguna experiencia para Ana",
           "pt": "é um voo de teste ou uma simulação: nenhuma experiência para Ana"}


@pytest.mark.parametrize("language", ["en", "es", "pt"])
async def test_the_explorers_screen_says_a_waiting_simulation_award_pays_nothing(data_dir, first_flight, speak,
                                                                                language):
    """EX18 where a waiting award is made on the Explorers screen (`w`)."""
    from spacealert_tui.tui.screens.explorers import ExplorersScreen

    speak(language)
    with Logbook.open() as book:
        book.new_explorer("Ana")
        book.add_mission(*first_flight, date="2026-03-05", pending={"Ana": "Ana"})     # Simulation 1
    app = Host(ExplorersScreen)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("w")
        await pilot.pause()
        note = " ".join(str(app.screen.query_one("#explorers-note", Static).render()).split())
        assert WAITING[language] in note and "base/simulation-1" in note
    with Logbook.open() as book:
        assert book.explorer("Ana").awards == () and book.pending_awards() == {}
