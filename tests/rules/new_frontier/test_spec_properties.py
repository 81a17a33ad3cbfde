"""Random missions with specializations (hypothesis, derandomized): never an
exception, the same record gives the same events, energy stays within its bounds,
the score is the sum of its lines."""
from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from spacealert_tui.rules import resolve
from spacealert_tui.rules.game import ShipLost
from spacealert_tui.rules.layout import ZONES
from spacealert_tui.rules.new_frontier.game import NewFrontierGame
from spacealert_tui.rules.rulesets import game_class
from spacealert_tui.rules.sampling import random_record

seeds = st.integers(min_value=0, max_value=2**32 - 1)
SLOW = {"deadline": None, "derandomize": True, "suppress_health_check": [HealthCheck.too_slow]}


def _record(seed: int):
    rng = random.Random(seed)
    return random_record(rng, crew=rng.randint(1, 5), threats=rng.randint(2, 10),
                         plans=rng.choice(("random", "posts")), double_actions=rng.random() < 0.5,
                         card_set=rng.choice(("base", "new_frontier")), specializations=True)


@settings(max_examples=150, **SLOW)
@given(seeds)
def test_missions_with_specializations_resolve_the_same_twice(seed):
    record = _record(seed)
    assert game_class(record) is NewFrontierGame
    first, second = resolve(record), resolve(record)
    assert [e.as_dict() for e in first.events] == [e.as_dict() for e in second.events]
    result = first.result.to_json()
    if result["status"] == "won":
        score = result["score"]
        assert score["total"] == sum(v for k, v in score.items() if k != "total")


@settings(max_examples=100, **SLOW)
@given(seeds)
def test_energy_bounds_turn_by_turn(seed):
    game = NewFrontierGame(_record(seed))
    ship = game.ship
    try:
        for turn in range(1, 13):
            game.play_turn(turn)
            for zone in ZONES:
                assert 0 <= ship.reactors[zone] <= ship.reactor_capacity(zone) + 1   # +1: heroic B
                assert 0 <= ship.shields[zone] <= ship.shield_capacity(zone) + 1
                assert 0 <= game.specs.temp_shields[zone] <= 2
            assert 0 <= ship.rockets <= 3
            for player in game.players:
                assert len(player.actions) == 12
        game.final_turn()
    except ShipLost:
        return


def test_sampling_gives_each_member_a_different_specialization():
    record = _record(5)
    names = [c.specialization.name for c in record.crew]
    assert len(set(names)) == len(names)
    assert any(a.token.endswith(("spec", "spec_adv")) for c in record.crew for a in c.actions)


def test_an_expansion_game_with_specializations_keeps_a_shared_key_dict():
    """The specializations add one attribute (`specs`) to a game, not one per effect."""
    assert len(vars(NewFrontierGame(_record(5)))) < 30
