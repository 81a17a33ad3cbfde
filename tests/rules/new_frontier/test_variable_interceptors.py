"""Variable-distance interceptors, case by case from The New Frontier's rulebook (p.11
*Los interceptores de distancia variable*, the summary box of p.12, *El regreso
forzado*; checklist K15–K20)."""
from __future__ import annotations

import pytest

from spacealert_tui.rules import events as ev
from spacealert_tui.rules import record_from_dict
from spacealert_tui.rules.layout import Station
from spacealert_tui.rules.new_frontier.game import NewFrontierGame
from spacealert_tui.rules.new_frontier.interceptors_rules import CLOSER, DELAYED, HOLD, OUT, space_move
from spacealert_tui.rules.actions import parse_action
from tests.rules.builders import put_in_play, record_doc
from tests.rules.new_frontier.nf_builders import PLAIN_ORDER, arm


def igame(plan, threats=(), rules=("double_actions",)) -> NewFrontierGame:
    """One pilot: armed with the lower-red squad, in upper red, with `plan` from turn 1."""
    doc = record_doc(threats, [plan], damage_tokens=PLAIN_ORDER)
    if rules:
        doc["mission"]["rules"] = list(rules)
    g = NewFrontierGame(record_from_dict(doc))
    arm(g, 0, Station.LOWER_RED)
    g.players[0].station = Station.UPPER_RED
    return g


def play(g, *turns) -> None:
    for turn in turns:
        g.play_turn(turn)


def hits(g) -> list[tuple[str, int]]:
    return [(e.threat, e.strength) for e in g.events
            if isinstance(e, ev.WeaponTargets) and e.weapon == "interceptors"]


# -- the summary box, card by card -------------------------------------------------------------

@pytest.mark.parametrize("token, move", [
    ("C", OUT), ("C+A", OUT), ("A+C", OUT), ("bots+C", OUT), ("red+C", OUT), ("lift+C", OUT),
    ("bots", HOLD), ("Hbots", HOLD), ("bots+A", HOLD), ("red+bots", HOLD), ("lift+bots", HOLD),
    ("empty", CLOSER),
    ("A", DELAYED), ("B", DELAYED), ("red", DELAYED), ("lift", DELAYED), ("HA", DELAYED),
    ("Hmove:upper-red", DELAYED), ("A+B", DELAYED), ("red+red", DELAYED), ("blue+lift", DELAYED),
])
def test_what_a_card_does_in_space(token, move):
    assert space_move(parse_action(token)) == move


# -- launch, out, hold, closer (K15, K16) ------------------------------------------------------

def test_launch_goes_to_distance_1_and_attacks_that_turn():
    g = igame(["C"], threats=[("E1-07", 1, "red")])
    play(g, 1)
    pilot = g.players[0]
    assert pilot.station is Station.INTERCEPTORS and pilot.band == 1
    assert g.interceptor_distance(pilot) == 1


def test_c_in_space_flies_one_band_out_each_time():
    g = igame(["C", "C", "C"])
    play(g, 1, 2)
    assert g.players[0].band == 2
    play(g, 3)
    assert g.players[0].band == 3
    assert "P1: flies the interceptors out to distance 3" in [str(e) for e in g.events]


def test_c_at_distance_3_is_a_forced_return():
    g = igame(["C", "C", "C", "C"])
    play(g, 1, 2, 3, 4)
    pilot = g.players[0]
    assert pilot.station is Station.UPPER_RED and pilot.knocked_out
    assert pilot.squad is not None and not pilot.squad.ready


def test_battle_bots_hold_the_distance():
    g = igame(["C", "C", "bots", "bots+A", "Hbots"])
    play(g, 1, 2, 3, 4, 5)
    assert g.players[0].band == 2 and g.heroic_interceptors


def test_a_card_with_c_and_bots_flies_out():
    g = igame(["C", "bots+C"])
    play(g, 1, 2)
    assert g.players[0].band == 2


def test_an_empty_space_comes_one_band_closer_then_home():
    g = igame(["C", "C", "C", "empty", "empty", "empty"])
    play(g, 1, 2, 3, 4)
    assert g.players[0].band == 2
    play(g, 5)
    assert g.players[0].band == 1
    play(g, 6)
    pilot = g.players[0]
    assert pilot.station is Station.UPPER_RED and not pilot.knocked_out and pilot.squad.ready


@pytest.mark.parametrize("token", ["A", "A+B", "red+lift"])
def test_any_other_card_is_delayed_and_its_gap_comes_closer(token):
    g = igame(["C", "C", token, "B"])
    play(g, 1, 2, 3)
    pilot = g.players[0]
    assert pilot.band == 1 and pilot.station is Station.INTERCEPTORS
    assert [a.token for a in pilot.actions[2:5]] == ["empty", token, "B"]


# -- targeting (K17) ---------------------------------------------------------------------------

TWO = [("E1-07", 1, "red"), ("E1-08", 2, "blue")]


def test_at_distance_2_only_threats_at_distance_2_are_attacked():
    g = igame(["C", "C"], threats=TWO)
    play(g, 1)
    red, blue = put_in_play(g, "E1-07", position=3), put_in_play(g, "E1-08", position=8)
    g.events.clear()
    play(g, 2)                                   # out to distance 2: red (distance 1) is ignored
    assert hits(g) == [(blue.label, 3)]
    assert red.damage == 0


def test_several_threats_at_their_distance_take_1_each():
    g = igame(["C", "C", "bots"], threats=TWO)
    play(g, 1, 2)
    for card in ("E1-07", "E1-08"):
        put_in_play(g, card, position=7)         # both at distance 2
    g.events.clear()
    play(g, 3)
    assert sorted(strength for _, strength in hits(g)) == [1, 1]


# -- forced return at the jump (K19, K20) ------------------------------------------------------

def test_at_distance_2_at_the_jump_the_return_is_forced():
    g = igame(["empty"] * 10 + ["C", "C"])
    g.run()
    pilot = g.players[0]
    assert pilot.knocked_out and pilot.station is Station.UPPER_RED
    assert any("forced return" in str(e) for e in g.events)


def test_at_distance_1_at_the_jump_the_pilot_comes_home_as_in_the_base_game():
    g = igame(["empty"] * 11 + ["C"])
    g.run()
    pilot = g.players[0]
    assert not pilot.knocked_out and pilot.station is Station.UPPER_RED and pilot.squad.ready


def test_a_forced_return_costs_a_knock_out_and_a_disabled_squad_in_the_score():
    """p.12: it does not lose the mission, but it lowers the score."""
    from spacealert_tui.rules import resolve
    plan = ["red", "lift", "C", "lift"] + ["empty"] * 6 + ["C", "C"]   # the lower-red squad, then out
    doc = record_doc([], [plan], damage_tokens=PLAIN_ORDER)
    doc["mission"]["rules"] = ["double_actions"]
    result = resolve(record_from_dict(doc)).result
    out = result.to_json()
    assert out["status"] == "won"
    assert out["crew"][0]["knocked_out"]
    assert result.score.knocked_out_penalty == -2 and result.score.bots_penalty == -1


# -- the rule alone, and without it ------------------------------------------------------------

def test_the_interceptor_rule_alone_plays_base_cards():
    g = igame(["C", "C", "bots"], rules=("variable_interceptors",))
    play(g, 1, 2, 3)
    assert g.players[0].band == 2


def test_without_the_rule_the_interceptors_stay_at_distance_1():
    """An expansion threat alone brings the expansion's ruleset, not this rule: C in
    space is delayed and the pilot comes home, as in the base game."""
    g = igame(["C", "C", "bots"], rules=())
    play(g, 1, 2)
    assert g.players[0].station is Station.UPPER_RED
    assert g.interceptor_distance(g.players[0]) == 1


def test_put_in_play_helper_still_works_with_the_expansion_players():
    g = igame(["C"], threats=[("E1-07", 1, "red")])
    threat = put_in_play(g, "E1-07", position=4)
    play(g, 1)
    assert hits(g) == [(threat.label, 3)]
