"""The ruleset seam: an expansion is a `Game` subclass whose overrides the turn flow calls.

These tests use small rulesets of their own, so they hold whatever the expansion's
cards do: an override of an action, of a station system, of the interceptors'
distance, and a new threat hook are each reached from the ordinary turn flow.
"""
from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from typing import ClassVar

import pytest

from spacealert_tui.rules import events as ev
from spacealert_tui.rules import game_class, record_from_dict, resolve
from spacealert_tui.rules import record as record_module
from spacealert_tui.rules.actions import HEROIC_ACTS, Act
from spacealert_tui.rules.crew import Player
from spacealert_tui.rules.game import Game
from spacealert_tui.rules.new_frontier.game import NewFrontierGame
from spacealert_tui.rules.record import RecordError
from spacealert_tui.rules.rulesets import resolver_class
from spacealert_tui.rules.sampling import random_record_doc
from spacealert_tui.rules.threats.base import Threat, declare_hook
from spacealert_tui.rules.threats.external_common import Fighter
from tests.rules.builders import record, record_doc


class Counting(Game):
    """A ruleset that counts the calls of the methods it overrides, then does the base's."""

    def __init__(self, *args, **kw) -> None:
        self.calls: list[str] = []
        super().__init__(*args, **kw)

    def fire_heavy_laser(self, player, heroic):
        self.calls.append("fire_heavy_laser")
        super().fire_heavy_laser(player, heroic)

    def _move_red(self, player, action, turn):
        self.calls.append("_move_red")
        super()._move_red(player, action, turn)

    def _heroic_bots(self, player, action, turn):
        self.calls.append("_heroic_bots")
        super()._heroic_bots(player, action, turn)


def test_a_ruleset_override_of_a_station_system_is_called():
    # P1 starts upper white: A fires the central heavy laser
    game = Counting(record(crew=[["A"]])).run()
    assert game.calls == ["fire_heavy_laser"]
    assert any(isinstance(e, ev.CannonFired) for e in game.events)


def test_a_ruleset_override_reached_through_a_malfunction_check_is_called():
    # an internal threat covering B makes `press` look for a repair first: the A button
    # still reaches the override
    game = Counting(record(threats=[("I1-01", 1)], crew=[["A"]])).run()
    assert "fire_heavy_laser" in game.calls


def test_a_ruleset_override_of_an_action_is_called():
    game = Counting(record(crew=[["red", "Hbots"]])).run()
    assert game.calls == ["_move_red", "_heroic_bots"]


def test_the_base_game_tables_are_not_changed_by_a_ruleset():
    assert Game.bound_systems["A"][1] is Game.fire_heavy_laser
    assert Counting.bound_systems["A"][1] is Counting.fire_heavy_laser
    assert Game.bound_actions[Act.RED] is Game._move_red


def test_a_ruleset_that_forgets_an_act_is_refused_when_defined():
    with pytest.raises(TypeError):
        type("Broken", (Game,), {"ACTION_METHODS": Game.ACTION_METHODS[:-1]})


class FarInterceptors(Game):
    def interceptor_distance(self, pilot):
        return 2


def test_the_interceptors_distance_is_the_rulesets():
    # bots from lower red, up to the upper red, interceptors out in turn 5; a Fighter
    # (E1-07) at distance 2 then is out of the base interceptors' reach (distance 1)
    rec = record(threats=[("E1-07", 4, "red")],
                 crew=[["lift", "red", "C", "lift", "C"], ["C", "empty", "empty", "C"]])   # P2 maintains
    for cls, hit in ((Game, False), (FarInterceptors, True)):
        game = cls(rec)
        for turn in range(1, 5):
            game.play_turn(turn)
        game.threats[0].position = 8            # distance 2 (squares 6-10)
        game.play_turn(5)
        assert game.players[0].in_space
        targeted = [e for e in game.events if isinstance(e, ev.WeaponTargets) and e.weapon == "interceptors"]
        assert bool(targeted) is hit, cls.__name__


class Sniffer(Fighter):
    """A test card with a hook of a test ruleset."""

    id = "TEST-1"

    def on_ping(self, game):
        game.pinged.append(self.label)


def test_a_ruleset_may_add_a_threat_hook():
    Threat.on_ping = lambda self, game: None          # the do-nothing hook a ruleset declares
    try:
        declare_hook("on_ping", Threat)

        class Pinging(Game):
            THREAT_HOOKS = (*Game.THREAT_HOOKS, "on_ping")

            def __init__(self, *args, **kw) -> None:
                self.pinged: list[str] = []
                super().__init__(*args, **kw)

        game = Pinging(record(threats=[("E1-07", 1, "red")]))
        sniffer = Sniffer(1, game.tracks[game.threats[0].zone], game.threats[0].zone)
        game.add_threat(sniffer)
        assert game.hooks["on_ping"] == [sniffer]
        for threat in game.hooks["on_ping"]:
            threat.on_ping(game)
        assert game.pinged == ["Fighter #1"]
    finally:
        from spacealert_tui.rules.threats import base
        base._HOOK_OWNERS.pop("on_ping", None)
        base._HOOKS.clear()
        del Threat.on_ping


def test_heroic_is_a_named_set_not_the_enum_order():
    assert {act for act in Act if act.heroic} == HEROIC_ACTS == {Act.HA, Act.HB, Act.HBOTS, Act.HMOVE}


# -- which ruleset resolves a record ---------------------------------------------------------

def test_a_base_game_record_is_resolved_by_the_base_game():
    assert game_class(record(threats=[("E1-07", 1, "red")])) is Game


def test_a_record_declaring_an_expansion_rule_is_resolved_by_the_expansion():
    rec = replace(record(), rules=frozenset({"variable_interceptors"}))
    assert game_class(rec) is NewFrontierGame


def test_the_expansion_ruleset_resolves_a_base_mission_exactly_as_the_base_game():
    rec = record(threats=[("E1-07", 1, "red"), ("I1-01", 3)], crew=[["A", "A", "red", "A", "B"]])
    base = resolve(rec)
    game = NewFrontierGame(rec).run()
    assert [str(e) for e in game.events] == [str(e) for e in base.events]


def test_a_mission_without_specializations_or_double_cards_is_resolved_without_their_mixins():
    """The New Frontier pp.9-23: double-action cards are played only in a mission that
    declares them, special cards only by a member with a specialization; the class that
    resolves such a mission leaves those mechanics out and decides the same (every event,
    every board) as the whole ruleset."""
    import random

    from spacealert_tui.rules.new_frontier.double_actions_rules import DoubleActionsRules
    from spacealert_tui.rules.new_frontier.specializations_rules import SpecializationsRules
    from spacealert_tui.rules.rulesets import resolver_class
    from spacealert_tui.rules.sampling import random_record

    rng = random.Random(25)
    for _ in range(40):
        rec = random_record(rng, crew=rng.randint(2, 5), threats=rng.randint(4, 10),
                            card_set="new_frontier", plans=rng.choice(("random", "posts")))
        lean = resolver_class(rec)
        assert not issubclass(lean, (SpecializationsRules, DoubleActionsRules))
        assert lean.ruleset == NewFrontierGame.ruleset
        whole = NewFrontierGame(rec, snapshots=True).run()
        mine = resolve(rec, snapshots=True)
        assert [e.as_dict() for e in mine.events] == [e.as_dict() for e in whole.events]
        assert list(mine.snapshots) == whole.snapshots


# -- mission.rules and summons in a record ---------------------------------------------------

def test_an_unknown_rule_is_refused_naming_the_field():
    doc = record_doc()
    doc["mission"]["rules"] = ["warp_drive"]
    with pytest.raises(RecordError) as err:
        record_from_dict(doc)
    assert err.value.path == ("mission", "rules", 0)
    assert "unknown rule" in str(err.value)


def test_a_rule_not_implemented_yet_is_refused_not_ignored(monkeypatch):
    monkeypatch.setattr(record_module, "IMPLEMENTED_RULES", frozenset({"variable_interceptors"}))
    doc = record_doc()
    doc["mission"]["rules"] = ["double_actions"]
    with pytest.raises(RecordError) as err:
        record_from_dict(doc)
    assert "not supported yet" in str(err.value)


def test_declared_rules_are_read_and_written_back():
    doc = record_doc()
    doc["mission"]["rules"] = ["variable_interceptors"]
    rec = record_from_dict(doc)
    assert rec.rules == {"variable_interceptors"}
    assert record_module.record_to_dict(rec)["mission"]["rules"] == ["variable_interceptors"]
    doc["mission"]["rules"] = ["variable_interceptors", "variable_interceptors"]
    with pytest.raises(RecordError):
        record_from_dict(doc)


def test_summons_on_a_card_that_summons_nothing_is_refused():
    doc = record_doc(threats=[{"card": "E1-07", "turn": 1, "zone": "red", "summons": "I1-01"}])
    with pytest.raises(RecordError) as err:
        record_from_dict(doc)
    assert err.value.path == ("mission", "threats", 0, "summons")
    assert "summons nothing" in str(err.value)


def test_a_game_keeps_the_instance_dict_cpython_shares():
    """Past 30 attributes CPython 3.11 stops sharing an instance dict's keys and every
    `self.x` read of the turn flow takes the slow path (about 5 % of a mission). At 30
    already it does: The New Frontier's game reached 30 once resolved (its mixins set
    theirs during the run), so the count is taken after `run()`, for each ruleset."""
    assert len(vars(Game(record(threats=[("E1-07", 1, "red")])).run())) < 30
    rng = random.Random(5)
    for _ in range(20):
        doc = random_record_doc(rng, crew=4, threats=7, plans="posts", card_set="new_frontier",
                                specializations=True, double_actions=True)
        for member in doc["crew"]:      # no stumbles with double-action cards (p.10)
            member["actions"] = [a.rstrip("!") for a in member["actions"]]
        game = resolver_class(record_from_dict(doc))(record_from_dict(doc)).run()
        assert isinstance(game, NewFrontierGame) and len(vars(game)) < 30


class _Aiming(Game):
    """A mixin that notes each heavy laser shot, then calls the next class's (bound once
    per class by `Game.bind_chains`, as The New Frontier's mixins do)."""

    __next_fire_heavy_laser: ClassVar[Callable[[Game, Player, bool], None]]

    def fire_heavy_laser(self, player: Player, heroic: bool) -> None:
        self.noted = [*getattr(self, "noted", []), "aiming"]
        self.__next_fire_heavy_laser(player, heroic)


class _Loading(Game):
    __next_fire_heavy_laser: ClassVar[Callable[[Game, Player, bool], None]]

    def fire_heavy_laser(self, player: Player, heroic: bool) -> None:
        self.noted = [*getattr(self, "noted", []), "loading"]
        self.__next_fire_heavy_laser(player, heroic)


def test_a_mixin_calls_what_super_would_find_in_each_class_mro():
    """docs/rulesets.md: `self.__next_<name>` is, in each class, the `<name>` that
    `super()` would find from that mixin: the same chain, bound once per class."""
    both = type("Both", (_Aiming, _Loading, Game), {})
    alone = type("Alone", (_Aiming, Game), {})
    assert both._Aiming__next_fire_heavy_laser is _Loading.fire_heavy_laser
    assert both._Loading__next_fire_heavy_laser is Game.fire_heavy_laser
    assert alone._Aiming__next_fire_heavy_laser is Game.fire_heavy_laser
    game = both(record(crew=[["A"]])).run()         # upper white: the central heavy laser
    assert game.noted == ["aiming", "loading"]
    assert any(isinstance(e, ev.CannonFired) for e in game.events)


def test_a_chain_with_no_next_method_is_refused_when_the_class_is_made():
    """A mixin alone may chain to a method only another mixin of its ruleset defines
    (`SpecialistsRules.phased_move` to `PhasingRules`'); a class composing it may not."""
    lost = type("Lost", (Game,), {"__annotations__": {"_Lost__next_no_such_step": "ClassVar[int]"}})
    with pytest.raises(TypeError, match="no class after it"):
        type("Composed", (lost, Game), {})
