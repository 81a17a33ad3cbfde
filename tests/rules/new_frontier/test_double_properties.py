"""Random missions played with double-action cards and variable-distance interceptors
(hypothesis, derandomized): never an exception, the same record gives the same
events, energy stays within its bounds, the interceptors never fly beyond distance 3."""
from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from spacealert_tui.rules import resolve
from spacealert_tui.rules.game import ShipLost
from spacealert_tui.rules.layout import Station, ZONES
from spacealert_tui.rules.new_frontier.game import NewFrontierGame
from spacealert_tui.rules.rulesets import game_class
from spacealert_tui.rules.sampling import random_record

seeds = st.integers(min_value=0, max_value=2**32 - 1)
SLOW = settings(deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])


def _record(seed: int):
    rng = random.Random(seed)
    return random_record(rng, crew=rng.randint(1, 5), threats=rng.randint(2, 10),
                         plans=rng.choice(("random", "posts")), double_actions=True)


@settings(SLOW, max_examples=150)
@given(seeds)
def test_double_missions_resolve_the_same_twice(seed):
    record = _record(seed)
    assert game_class(record) is NewFrontierGame
    first, second = resolve(record), resolve(record)
    assert [e.as_dict() for e in first.events] == [e.as_dict() for e in second.events]
    assert first.result.to_json()["status"] in ("won", "lost")


@settings(SLOW, max_examples=100)
@given(seeds)
def test_energy_bounds_and_interceptor_distance_turn_by_turn(seed):
    game = NewFrontierGame(_record(seed))
    ship = game.ship
    try:
        for turn in range(1, 13):
            game.play_turn(turn)
            for zone in ZONES:
                assert 0 <= ship.reactors[zone] <= ship.reactor_capacity(zone) + 1   # +1: heroic B
                assert 0 <= ship.shields[zone] <= ship.shield_capacity(zone) + 1
            for player in game.players:
                assert 0 <= player.band <= 3
                assert (player.band > 0) == (player.station is Station.INTERCEPTORS)
                assert len(player.actions) == 12
        game.final_turn()
    except ShipLost:
        return
    assert all(p.station is not Station.INTERCEPTORS for p in game.players)


def test_sampling_plays_double_cards_and_declares_the_rule():
    record = _record(3)
    assert record.rules == {"double_actions"}
    assert any("+" in a.token for member in record.crew for a in member.actions)
