"""What went wrong, on hand-made records whose answer is known."""
from __future__ import annotations

from spacealert_tui.coach import account_of
from spacealert_tui.coach.text import account_text
from spacealert_tui.record import load_record
from spacealert_tui.packaged import record_path
from tests.rules.builders import run


def test_a_laser_fired_with_an_empty_reactor():
    # the red reactor starts with 2: the third heavy laser shot finds it empty
    account = account_of(run(threats=[("SE1-01", 1, "red")], crew=[["red", "A", "A", "A"], ["C"]]))
    failed = [f for f in account.failures if f.kind == "failed"]
    assert [(f.turn, f.player, f.action, f.station, f.reason) for f in failed] == [
        (4, "P1", "A", "upper-red", "no energy in the red reactor")]


def test_a_lift_used_twice_in_one_turn():
    account = account_of(run(crew=[["lift"], ["lift", "A"], ["C"]]))
    delayed = [f for f in account.failures if f.kind == "delayed"]
    assert [(f.turn, f.player) for f in delayed] == [(1, "P2")]
    assert "gravolift already used this turn" in delayed[0].reason


def test_a_threat_that_reached_z_unhurt():
    # a Fighter in red, nobody fires: it survives with all its hit points
    account = account_of(run(threats=[("E1-07", 1, "red")], crew=[["C"]]))
    assert account.won
    (survivor,) = account.survivors
    assert (survivor.label, survivor.outcome, survivor.hp_left, survivor.shield) == ("Fighter #1", "survived", 4, 2)
    assert survivor.points_missed == 2
    hits = [d for d in account.damage if d.threat == "Fighter #1"]
    assert hits and all(d.zone == "red" for d in hits)
    assert {d.letter for d in hits} <= {"X", "Y", "Z"}


def test_the_damage_that_destroyed_the_ship_is_marked():
    record = load_record(record_path("example/04-lost-in-blue"))
    from spacealert_tui.rules import resolve
    account = account_of(resolve(record))
    assert not account.won and account.lost_turn == 6
    last = account.damage[-1]
    assert (last.turn, last.zone, last.threat, last.letter, last.fatal) == (6, "blue", "Frigate #1", "Y", True)
    assert sum(d.amount for d in account.damage if d.zone == "blue") == 7
    text = account_text(account, record.title)
    assert "no energy in the central reactor" in text and "destroys the ship" in text


def test_a_shot_with_nothing_in_range_is_wasted():
    account = account_of(run(crew=[["A"], ["C"]]))
    (wasted,) = [f for f in account.failures if f.kind == "wasted"]
    assert (wasted.turn, wasted.player, wasted.action) == (1, "P1", "A")
    assert "no target in range" in wasted.reason
