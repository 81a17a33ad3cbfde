"""The New Frontier's marks on the board widgets, read as text: they appear and go as
the mechanics do (a phasing threat leaving and coming back, a jam repaired, a jump)."""
from __future__ import annotations

from spacealert_tui.rules.events import StepBegan
from spacealert_tui.tui.widgets.ship_board import ShipBoard
from spacealert_tui.tui.widgets.track_strip import BoardLegend, TrackStrip, mission_marks
from spacealert_tui.tui.widgets.trajectories import Trajectories
from tests.tui.test_board import EXAMPLES, HEROES, resolved

PHASING = EXAMPLES / "08-new-frontier-phasing.yaml"
TRACKS = {"red": 5, "white": 3, "blue": 7, "internal": 2}


def after(text: str) -> tuple[dict, dict]:
    """(snapshot after the first event whose narration holds `text`, the one before)."""
    _, resolution = resolved(PHASING)
    i = next(i for i, e in enumerate(resolution.events) if text in str(e))
    return resolution.snapshots[i], resolution.snapshots[i - 1]


def track_line(snap: dict, track: str, previous: dict | None = None, width: int = 120) -> str:
    lines = Trajectories(snap, tracks=TRACKS, previous=previous).text_lines(width)
    return next(line for line in lines if line.startswith(track))


def test_a_phasing_threat_is_drawn_beside_its_square_only_while_dematerialised():
    gone, there = after("Phasing Fighter #1 dematerialises")
    assert "~1" in track_line(gone, "RED") and "phased" in track_line(gone, "RED")
    assert "~1" not in track_line(there, "RED") and " 1 " in track_line(there, "RED")
    back, _ = after("Phasing Fighter #1 rematerialises")
    assert "~1" not in track_line(back, "RED")
    strip = TrackStrip(gone, tracks=TRACKS).text_lines(80)
    assert "~#1 Phasing Fighter" in strip[0]


def test_a_megashield_shows_its_counter_going_down():
    new, _ = after("Megashield Fighter #2 (E3-104) appears")
    hit, _ = after("Megashield Fighter #2's megashield wears down after the hits: shield 3")
    assert "mega 4/4" in track_line(new, "BLUE") and "mega 3/4" in track_line(hit, "BLUE")


def test_a_weapon_malfunction_blocks_its_cannon_until_repaired():
    jammed, _ = after("Central Laser Jam #3 (I1-101) appears")
    board = ShipBoard(jammed).text_lines(120)
    assert "!A heavy laser 5 blocked" in board[2]
    assert "blocks heavy" in track_line(jammed, "INTERN", width=150)
    repaired, _ = after("Central Laser Jam #3 is destroyed")
    assert "blocked" not in ShipBoard(repaired).text_lines(120)[2]


def test_a_jumper_is_drawn_on_its_new_trajectory_and_says_it_jumped():
    jumped, before = after("Jumper #4 jumps left from the white zone")
    assert "#4 Jumper" in "\n".join(Trajectories(before, tracks=TRACKS).text_lines(120)[2:3])
    lines = Trajectories(jumped, tracks=TRACKS, previous=before).text_lines(120)
    red = "\n".join(lines[1:3])
    assert "#4 Jumper" in red and "jumped white→red" in red


def test_span_tokens_and_a_summoned_token_sit_on_their_squares():
    snap, _ = after("Fighter α moves from square 13")
    overlord = next(t for t in snap["threats"] if t["card"] == "SE3-105")
    square = overlord["spans"]["red"]
    assert square == overlord["position"]
    assert "=8" in track_line(snap, "RED") and "=8" in track_line(snap, "WHITE")
    assert "α" in track_line(snap, "BLUE")


def test_the_legend_names_the_marks_a_mission_shows_and_no_others():
    _, resolution = resolved(PHASING)
    marks = mission_marks(resolution.snapshots)
    assert {"phased", "spans", "summon_token", "megashield", "blocked_weapons"} <= marks
    text = BoardLegend(marks).text_lines(120)[0]
    assert "phased" in text and "mines" not in text
    _, base = resolved(HEROES)
    assert mission_marks(base.snapshots) == frozenset()
    assert BoardLegend().text_lines(80)[0].startswith("3 threat #3")


def test_every_board_of_the_phasing_example_keeps_its_height():
    _, resolution = resolved(PHASING)
    steps = sum(isinstance(e, StepBegan) for e in resolution.events)
    assert steps > 0
    strip, board = TrackStrip(tracks=TRACKS), ShipBoard()
    for snap in resolution.snapshots:
        strip.show(snap)
        board.show(snap)
        assert len(strip.text_lines(80)) == 4 and len(board.text_lines(80)) == 16
