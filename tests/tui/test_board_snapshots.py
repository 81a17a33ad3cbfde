"""Snapshot tests of the resolution board at chosen events, at 80×24 and 120×40.

- `03-heroes-and-interceptors.yaml`, turn 3, damage step, when the red heavy laser
  hits the Amoeba (fired laser, a threat's damage, highlights of what changed);
- `04-lost-in-blue.yaml`, the lost turn 6: its last event (the ship destroyed);
- the same lost turn with the trajectories swapped in at 80×24 (`v`).

They use the repository's example missions, so they change when those records
change (or when the rules core narrates them differently): look at the report of the
failing run, and if the new picture is right, rewrite the SVGs with

    .venv/bin/pytest tests/tui/test_board_snapshots.py --snapshot-update
"""
from __future__ import annotations

import pytest

from spacealert_tui.rules.events import ShipDestroyed, ThreatDamaged
from tests.tui.test_board import HEROES, LOST, BoardApp, first_index, resolved, settle

SIZES = [pytest.param((80, 24), id="80x24"), pytest.param((120, 40), id="120x40")]


def heroes_turn_3_damage() -> BoardApp:
    _, resolution = resolved(HEROES)
    return BoardApp(HEROES, start=first_index(resolution, 3, "damage", ThreatDamaged))


def lost_turn() -> BoardApp:
    _, resolution = resolved(LOST)
    return BoardApp(LOST, start=first_index(resolution, 6, "threats", ShipDestroyed))


@pytest.mark.parametrize("size", SIZES)
def test_board_heroes_turn_3_damage_step(snap_compare, size):
    assert snap_compare(heroes_turn_3_damage(), terminal_size=size, run_before=settle)


@pytest.mark.parametrize("size", SIZES)
def test_board_lost_in_blue_lost_turn(snap_compare, size):
    assert snap_compare(lost_turn(), terminal_size=size, run_before=settle)


def test_board_lost_turn_tracks_at_80x24(snap_compare):
    async def run_before(pilot) -> None:
        await settle(pilot)
        await pilot.press("v")
        await settle(pilot)

    assert snap_compare(lost_turn(), terminal_size=(80, 24), run_before=run_before)


# -- The New Frontier ------------------------------------------------------------------------
SUMMONER = HEROES.parent / "07-new-frontier-summoner.yaml"
PHASING = HEROES.parent / "08-new-frontier-phasing.yaml"


def at_event(path, text: str) -> BoardApp:
    """The board of `path` at the first event whose narration holds `text`."""
    _, resolution = resolved(path)
    start = next(i for i, e in enumerate(resolution.events) if text in str(e))
    return BoardApp(path, start=start)


@pytest.mark.parametrize("size", SIZES)
def test_board_summoner_alpha_token(snap_compare, size):
    """07: Skirmishers α aboard, summoned by the Transmitter Satellite."""
    app = at_event(SUMMONER, "Skirmishers α moves")
    assert snap_compare(app, terminal_size=size, run_before=settle)


@pytest.mark.parametrize("size", SIZES)
def test_board_phasing_jam_and_megashield(snap_compare, size):
    """08, turn 3: the Phasing Fighter off its track (~1), the megashield at 2/4, the
    Central Laser Jam blocking the bridge's heavy laser."""
    app = at_event(PHASING, "Central Laser Jam #3 moves from square 11")
    assert snap_compare(app, terminal_size=size, run_before=settle)


@pytest.mark.parametrize("size", SIZES)
def test_board_jumper_jumps(snap_compare, size):
    """08, turn 5: the Jumper jumps from the white trajectory to the red one."""
    app = at_event(PHASING, "Jumper #4 jumps left from the white zone")
    assert snap_compare(app, terminal_size=size, run_before=settle)


@pytest.mark.parametrize("size", SIZES)
def test_board_overlord_spans_and_alpha(snap_compare, size):
    """08, turn 11: the Overlord's span tokens (=8) on red and white, Fighter α on blue."""
    app = at_event(PHASING, "Fighter α moves from square 13")
    assert snap_compare(app, terminal_size=size, run_before=settle)


DOUBLE = HEROES.parent / "09-double-actions.yaml"


@pytest.mark.parametrize("size", SIZES)
def test_board_interceptors_at_distance_2(snap_compare, size):
    """09, turn 4: Cy flies the interceptors out to distance 2 for the Pulse Ball."""
    app = at_event(DOUBLE, "flies the interceptors out to distance 2")
    assert snap_compare(app, terminal_size=size, run_before=settle)
