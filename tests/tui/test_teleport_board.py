"""The board marks who holds the Teleporter's tokens (○ departure, ● arrival, with a
legend), and the narration says the jump in every language."""
from __future__ import annotations

import pytest

from spacealert_tui.record.draft import CrewSeat, MissionDraft
from spacealert_tui.rules import resolve
from spacealert_tui.tui.screens.board import teleport_of
from spacealert_tui.tui.widgets.ship_board import ShipBoard
from spacealert_tui.tui.widgets.track_strip import BoardLegend, mission_marks


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("SPACEALERT_DATA_DIR", str(tmp_path))


def jump_record():
    crew = [CrewSeat("Ana", "red", ["captain"], specialization="teleporter"),
            CrewSeat("Bo", "yellow"), CrewSeat("Cy", "green"), CrewSeat("Di", "blue")]
    draft = MissionDraft.new(crew=crew, tracks={"red": 2, "white": 3, "blue": 1, "internal": 4},
                             specializations="chosen")
    draft.place_token("departure", "Cy")
    draft.place_token("arrival", "Ana")
    draft.plans[0][:2] = ["red", "spec"]
    return draft.to_record()


def test_the_holders_are_marked_and_the_legend_says_so():
    record = jump_record()
    assert teleport_of(record) == ("Cy", "Ana")
    resolution = resolve(record, snapshots="events")
    i = next(i for i, e in enumerate(resolution.events) if "teleported by Ana" in str(e))
    board = ShipBoard(resolution.snapshots[i])
    plain = "\n".join(board.text_lines(80))
    assert "○" not in plain and "●" not in plain           # no tokens given: none drawn
    board.set_teleport(teleport_of(record))
    upper_red = "\n".join(board.text_lines(80)).splitlines()[1].split("│")[1]
    assert "Ana●" in upper_red and "Cy○" in upper_red, upper_red
    legend = BoardLegend(mission_marks(resolution.snapshots) | {"teleport"}).text_lines(80)[0]
    assert legend.startswith("○ ● teleport tokens: departure, arrival")


@pytest.mark.parametrize("language, words", [("en", "teleported by Ana"),
                                             ("es", "teletransportado por Ana"),
                                             ("pt", "teletransportado por Ana")])
def test_the_narration_says_the_jump(speak, language, words):
    resolution = resolve(jump_record())
    speak(language)
    jump = next(str(e) for e in resolution.events if "Ana" in str(e) and "Cy" in str(e))
    assert words in jump and "Cy" in jump
