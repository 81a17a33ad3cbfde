"""Random missions with specializations (hypothesis, derandomized): never an
exception, the same record gives the same events and result (the results-only path
too), energy and threats within the bounds every mission keeps (tests/rules/invariants.py),
the temporary shield within its 2 cubes, and the score the sum of its lines."""
from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from spacealert_tui.rules import Resolution, resolve, resolve_result
from spacealert_tui.rules.game import ShipLost
from spacealert_tui.rules.layout import ZONES
from spacealert_tui.rules.new_frontier.game import NewFrontierGame
from spacealert_tui.rules.result import build_result
from spacealert_tui.rules.rulesets import game_class
from spacealert_tui.rules.sampling import random_record
from tests.rules.invariants import check_boards, check_result, check_same, check_threats, uses_heroic_b

seeds = st.integers(min_value=0, max_value=2**32 - 1)
SLOW = settings(deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
HEROIC_MAKERS = ("medic", "special_ops")       # their cards make actions heroic (heroic B too)


def _record(seed: int):
    rng = random.Random(seed)
    return random_record(rng, crew=rng.randint(1, 5), threats=rng.randint(2, 10),
                         plans=rng.choice(("random", "posts")), double_actions=rng.random() < 0.5,
                         card_set=rng.choice(("base", "new_frontier")), specializations=True)


@settings(SLOW, max_examples=150)
@given(seeds)
def test_missions_with_specializations_keep_the_invariants(seed):
    record = _record(seed)
    assert game_class(record) is NewFrontierGame
    plain = resolve(record)
    check_result(plain.result.to_json(), record)
    assert resolve_result(record).to_json() == plain.result.to_json()
    game = NewFrontierGame(record, snapshots=True).run()
    check_same(plain, Resolution(tuple(game.events), build_result(game)))
    heroic = uses_heroic_b(record) or any(c.specialization.name in HEROIC_MAKERS for c in record.crew)
    check_boards(game.snapshots, heroic_b=heroic)
    check_threats(game.threats)


@settings(SLOW, max_examples=60)
@given(seeds)
def test_temporary_shield_and_rockets_turn_by_turn(seed):
    game = NewFrontierGame(_record(seed))
    try:
        for turn in range(1, 13):
            game.play_turn(turn)
            assert all(0 <= game.specs.temp_shields[zone] <= 2 for zone in ZONES)
            assert 0 <= game.ship.rockets <= 3
            assert all(len(player.actions) == 12 for player in game.players)
        game.final_turn()
    except ShipLost:
        return


def test_sampling_gives_each_member_a_different_specialization():
    record = _record(5)
    names = [c.specialization.name for c in record.crew]
    assert len(set(names)) == len(names)
    assert any(a.token.endswith(("spec", "spec_adv")) for c in record.crew for a in c.actions)


def test_an_expansion_game_with_specializations_keeps_a_shared_key_dict():
    """The specializations add no attribute to a game: their ship-wide state is the ship's."""
    assert len(vars(NewFrontierGame(_record(5)))) < 30
