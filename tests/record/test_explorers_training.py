"""Training earns no experience (ruling EX18): a mission flown on the base game's test
runs, simulations or advanced simulations awards its explorers nothing, won or lost, in
the logbook, when an award left waiting is settled, and `explorers --settle` says why."""
from __future__ import annotations

import pytest

from spacealert_tui.cli import main
from spacealert_tui.record.logbook import Logbook
from spacealert_tui.rules.explorers import is_training
from tests.conftest import on_a_mission

pytestmark = pytest.mark.usefixtures("data_dir")
CREW = {"Ana": "Ana", "Bo": "Bo"}


@pytest.fixture
def book():
    with Logbook.open() as opened:
        opened.new_explorer("Ana")
        opened.new_explorer("Bo", consent=False)
        yield opened


def test_the_training_soundtracks_are_the_test_runs_and_simulations():
    """Expansion p.40: "Los entrenamientos y los simulacros no conceden puntos de
    experiencia"; p.24: "Esta expansión no puede combinarse con los simulacros y los
    simulacros avanzados del juego básico"."""
    for soundtrack in ("base/test-run-1", "base/test-run-2", "base/simulation-3", "base/advanced-simulation-1"):
        assert is_training(soundtrack)
    for soundtrack in ("base/mission-1", "new-frontier/mission-3", "generated/42", "example/x", None, ""):
        assert not is_training(soundtrack)


@pytest.mark.parametrize("soundtrack", ["base/simulation-1", "base/test-run-2", "base/advanced-simulation-3"])
def test_a_won_simulation_pays_its_explorers_nothing(book, first_flight, soundtrack):
    """p.40: "Los entrenamientos y los simulacros no conceden puntos de experiencia."
    The same mission on a mission's soundtrack pays 3 (2 + 1 per 10 points)."""
    book.add_mission(*on_a_mission(first_flight, soundtrack), date="2026-03-01", explorers=CREW)
    assert book.explorer("Ana").awards == () and book.explorer("Ana").sheet.experience == 0
    book.add_mission(*on_a_mission(first_flight), date="2026-03-02", explorers=CREW)
    assert book.explorer("Ana").sheet.experience == 3


def test_a_lost_simulation_neither_clones_nor_kills(book, lost_in_blue):
    """p.24: a simulation is no "peligro real": a stubborn explorer does not die in it,
    nor is a consenting one cloned."""
    book.add_mission(*on_a_mission(lost_in_blue, "base/simulation-2"), date="2026-03-01", explorers=CREW)
    ana, bo = book.explorer("Ana"), book.explorer("Bo")
    assert (ana.sheet.clones, bo.sheet.dead, ana.awards, bo.awards) == (0, False, (), ())


def test_a_waiting_simulation_award_is_settled_as_nothing_and_said(book, first_flight, capsys):
    """Settled from the logbook alone, a simulation's waiting award clears and pays
    nothing, and `explorers --settle` says so, naming the mission and the explorers."""
    mission_id = book.add_mission(*first_flight, date="2026-03-05", pending=CREW)     # Simulation 1
    book.close()
    assert main(["explorers", "--settle"]) == 0
    err = capsys.readouterr().err
    assert (f"mission #{mission_id} (base/simulation-1) is a test run or a simulation: "
            "no experience for Ana, Bo") in err
    assert "settled 1 waiting award" in err
    with Logbook.open() as again:
        assert again.pending_awards() == {} and again.explorer("Ana").awards == ()
