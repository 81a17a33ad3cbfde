"""Comparing two resolutions of one mission turn by turn (ruling RV1–RV3)."""
from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spacealert_tui.rules import record_from_dict, resolve
from spacealert_tui.rules.compare import (CompareError, ThreatState, TurnState, compare, compare_records,
                                          side_by_side,
                                          differences, mission_differences, turn_states)
from spacealert_tui.rules.events import StepBegan, TileDrawn
from spacealert_tui.rules.sampling import random_record_doc

from .builders import record

LONG_RED = {"red": 7, "white": 2, "blue": 3, "internal": 4}
FIGHTER = [("E1-07", 1, "red")]


def test_hand_worked_divergence():
    """A Fighter (4 HP, shield 2, speed 3) appears at T+1 on red trajectory 7 (16 squares;
    X at 12, Y at 8 and 5). P2 maintains the computer in turn 1 on both sides.

    Turn 1, both: P1 moves to upper red; the Fighter moves 16 → 13.  Same outcome.
    Turn 2, A: P1 fires the red heavy laser, 4 − 2 = 2 damage; B: P1 does nothing.
      The Fighter moves to 10 (X: attack 1, absorbed by the red shield on both sides).
      End of turn 2: the Fighter has 2 damage in A, 0 in B → **they diverge at turn 2**.
    Turn 3, A: 2 more damage destroys it (4 HP) before it moves.  B: 2 damage; it moves
      to 7, Y: attack 2 on an empty shield → 2 red tiles.
    Turn 4, B: the laser now has a damaged upper cannon (strength 3): 1 damage; Y at 5 → 2 tiles.
    Turn 5, B: Z, attack 3 → the 7th red damage: the ship is lost.
    Scores: A 4 (the Fighter's destroyed value), B none."""
    a = record(threats=FIGHTER, crew=[["red", "A", "A"], ["C"]], tracks=LONG_RED)
    b = record(threats=FIGHTER, crew=[["red", "empty", "A", "A"], ["C", "blue", "lift"]], tracks=LONG_RED)
    c = compare_records(a, b)
    assert c.diverged_at == 2
    assert c.first_differences == ("Fighter #1 damage: 2 / 0",)
    assert [t.same for t in c.turns[:3]] == [True, False, False]
    assert c.turns[2].differences == ("red damage: 0 / 2", "Fighter #1: destroyed / active",
                                      "Fighter #1 damage: 4 / 2")
    assert c.turns[2].a.destroyed == ("Fighter #1",) and c.turns[2].b.in_play == ("Fighter #1",)
    assert c.turns[4].b.lost and c.turns[4].b.damage == (7, 0, 0)    # 6 tiles + the 7th damage
    assert c.turns[12].b == replace(c.turns[4].b, turn=13)           # frozen once lost
    assert c.scores == (4, None)


def test_plans_can_differ_for_turns_before_the_outcomes_do():
    """B and C differ from turn 2 (C uses the gravolift twice instead of waiting and
    firing), but nothing the ship, the threats or the crew show differs until the end of
    turn 3, when B's laser hits the Fighter: RV1 counts outcomes, not plans."""
    b = record(threats=FIGHTER, crew=[["red", "empty", "A", "A"], ["C"]], tracks=LONG_RED)
    c = record(threats=FIGHTER, crew=[["red", "lift", "lift", "A", "A"], ["C"]], tracks=LONG_RED)
    comparison = compare_records(b, c)
    assert comparison.diverged_at == 3 and comparison.first_differences == ("Fighter #1 damage: 2 / 0",)


def test_walking_around_without_threats_never_diverges():
    a = record(crew=[["red", "lift", "blue", "blue", "A", "B"]])
    b = record(crew=[["empty"]])
    comparison = compare_records(a, b)
    assert comparison.diverged_at is None and comparison.first_differences == ()
    assert all(t.same for t in comparison.turns) and len(comparison.turns) == 13


def test_differences_name_crew_squads_and_hit_points():
    base = TurnState(4, (1, 0, 0), (("shield",), (), ()),
                     (ThreatState("Troopers #2", "I2-03", "active", 1, 2),), ("Ana", "Ben"), (), (), False)
    other = TurnState(4, (1, 0, 0), (("shield",), (), ()),
                      (ThreatState("Troopers #2", "I2-03", "active", 1, 3),), ("Ana", "Ben"), (1,),
                      ("lower-red",), False)
    assert differences(base, other) == ("Troopers #2 hit points: 2 / 3", "Ben knocked out: no / yes",
                                        "lower red squad disabled: no / yes")
    assert other.knocked_out_names == ("Ben",)
    assert other.summary() == "damage 1/0/0 · knocked out Ben · squads disabled lower red"


def test_not_the_same_mission_is_refused():
    a = record(threats=FIGHTER)
    with pytest.raises(CompareError, match="threats"):
        compare_records(a, record(threats=[("E1-07", 2, "red")]))
    with pytest.raises(CompareError, match="trajectory boards, damage tiles"):
        compare_records(a, record(threats=FIGHTER, tracks=LONG_RED, damage_tokens={"seed": 3}))
    assert mission_differences(a, record(threats=FIGHTER, crew=[["A"], ["B"]])) == ()
    off = replace(a, mission_extra={"disabled_squads": ["lower-red"]})
    assert mission_differences(a, off) == ("disabled squads",)
    assert mission_differences(off, replace(off, initial_damage={})) == ()
    with pytest.raises(CompareError, match="snapshots=True"):
        compare(resolve(a), resolve(a))


def test_different_missions_are_set_side_by_side_on_what_they_share():
    """RV3 (revised): two missions with other trajectories and threats are set side by
    side on the lines any two missions have, `differs` where they differ."""
    won = record(threats=FIGHTER)
    lost = record(threats=[("E1-07", 2, "red")], tracks=LONG_RED)
    rows = {r.label: r for r in side_by_side(won, resolve(won).result, lost, resolve(lost).result)}
    assert list(rows) == ["Soundtrack", "Trajectories r/w/b/int", "Threats drawn", "Crew", "Result", "Score",
                          "Points destroyed", "Points survived", "Penalties", "Visual confirmation", "Damage r/w/b",
                          "Threats destroyed", "Threats survived", "Knocked out", "Turns flown"]
    assert not rows["Crew"].differs and rows["Trajectories r/w/b/int"].differs
    assert rows["Threats drawn"].a == "1 (0 serious)"
    assert rows["Trajectories r/w/b/int"].b == "7/2/3/4" and rows["Turns flown"].a == "13"
    same = side_by_side(won, resolve(won).result, won, resolve(won).result)
    assert not any(r.differs for r in same)


# -- properties on random missions --------------------------------------------------------------

seeds = st.integers(min_value=0, max_value=2**32 - 1)


def _pair(seed_a: int, seed_b: int, crew: int):
    """One random mission with two random plans for the same crew."""
    doc_a = random_record_doc(random.Random(seed_a), crew=crew, threats=6, plans="posts")
    doc_b = random_record_doc(random.Random(seed_b), crew=crew, threats=6, plans="posts")
    doc_b = {**doc_a, "crew": doc_b["crew"]}
    return record_from_dict(doc_a), record_from_dict(doc_b)


@settings(max_examples=60, deadline=None)
@given(seeds, st.integers(1, 5))
def test_turn_ends_follow_the_events(seed, crew):
    """RV2: the end of turn t holds every tile drawn up to turn t's last step and none
    drawn later; step snapshots and event snapshots give the same turns; turn 13 agrees
    with the result."""
    rec, _ = _pair(seed, seed + 1, crew)
    steps = resolve(rec, snapshots=True)
    states = turn_states(steps)
    assert states == turn_states(resolve(rec, snapshots="events"))
    turn, drawn, per_turn = 0, [0, 0, 0], {}
    for event in steps.events:
        if isinstance(event, StepBegan) and event.turn != turn:
            per_turn[turn] = tuple(drawn)
            turn = event.turn
        elif isinstance(event, TileDrawn):
            drawn[("red", "white", "blue").index(event.zone)] += 1
    per_turn[turn] = tuple(drawn)
    result = steps.result
    for state in states:
        if not state.lost:
            assert state.damage == per_turn[state.turn]
    last = states[-1]
    assert last.damage == tuple(result.damage[z] for z in ("red", "white", "blue"))
    assert last.destroyed == tuple(t.label for t in result.threats if t.outcome == "destroyed")
    assert last.survived == tuple(t.label for t in result.threats if t.outcome == "survived")
    assert last.knocked_out_names == tuple(c.name for c in result.crew if c.knocked_out)
    assert last.lost == (not result.won)


@settings(max_examples=60, deadline=None)
@given(seeds, seeds, st.integers(1, 5))
def test_divergence_is_symmetric_and_catches_different_results(seed_a, seed_b, crew):
    a, b = _pair(seed_a, seed_b, crew)
    ra, rb = resolve(a, snapshots=True), resolve(b, snapshots=True)
    ab, ba = compare(ra, rb), compare(rb, ra)
    assert ab.diverged_at == ba.diverged_at
    assert compare(ra, ra).diverged_at is None
    ja, jb = ra.result.to_json(), rb.result.to_json()
    outcome = lambda j: (j["status"], j["damage"], [(t["card"], t["outcome"]) for t in j["threats"]],
                         [c["knocked_out"] for c in j["crew"]])
    if outcome(ja) != outcome(jb):
        assert ab.diverged_at is not None
    if ab.diverged_at is not None:
        t = ab.diverged_at
        assert all(x.same for x in ab.turns[:t - 1]) and not ab.turns[t - 1].same
    for r in (ra, rb):
        if not r.result.won and rb.result.won != ra.result.won:
            assert ab.diverged_at <= r.result.lost_turn
