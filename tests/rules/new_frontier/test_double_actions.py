"""Double-action cards, from the words and examples of The New Frontier's rulebook
(pp.9–10: *La ronda de resolución*, *Las acciones imposibles de realizar*, *Los
retrasos*, *Los tropezones*) and rulings ND1–ND6."""
from __future__ import annotations

import pytest

from spacealert_tui.rules import events as ev
from spacealert_tui.rules import record_from_dict, resolve
from spacealert_tui.rules.actions import Act, DoubleAction, parse_action
from spacealert_tui.rules.game import Game
from spacealert_tui.rules.layout import Station, Zone
from spacealert_tui.rules.new_frontier.game import NewFrontierGame
from spacealert_tui.rules.record import RecordError
from spacealert_tui.rules.rulesets import game_class
from tests.rules.builders import record_doc
from tests.rules.new_frontier.nf_builders import PLAIN_ORDER, arm


def doubles_doc(threats=(), crew=(("empty",),)) -> dict:
    doc = record_doc(threats, crew, damage_tokens=PLAIN_ORDER)
    doc["mission"]["rules"] = ["double_actions"]
    return doc


def dgame(threats=(), crew=(("empty",),)) -> NewFrontierGame:
    return NewFrontierGame(record_from_dict(doubles_doc(threats, crew)))


def tokens(player) -> list[str]:
    return [a.token for a in player.actions]


def texts(g) -> list[str]:
    return [str(e) for e in g.events]


def fired(g, weapon: str) -> int:
    """How often `weapon` fired (the cannons are cleared after each damage step)."""
    return sum(1 for e in g.events if isinstance(e, ev.CannonFired) and e.cannon == weapon)


# -- tokens and the record -------------------------------------------------------------------

def test_a_double_token_is_its_two_halves_top_first():
    card = parse_action("red+A")
    assert isinstance(card, DoubleAction) and card.act is Act.DOUBLE
    assert (card.first.act, card.second.act) == (Act.RED, Act.A)
    assert card.token == "red+A" and card.halves == (card.first, card.second)


@pytest.mark.parametrize("token", ["A+Q", "HA+B", "A+B+C", "empty+A", "+A", "A+"])
def test_a_bad_double_token_is_refused(token):
    with pytest.raises(ValueError):
        parse_action(token)


def test_a_stumble_on_a_double_card_is_refused_naming_the_field():
    """K13: veteran explorers do not stumble."""
    doc = doubles_doc(crew=[["A", "A+B!"]])
    with pytest.raises(RecordError) as err:
        record_from_dict(doc)
    assert err.value.path == ("crew", 0, "actions", 1)
    assert "stumbling" in str(err.value)


@pytest.mark.parametrize("rules", [None, ["variable_interceptors"]])
def test_a_double_token_needs_the_double_actions_rule(rules):
    doc = record_doc(crew=[["A", "B", "bots+A"]])
    if rules is not None:
        doc["mission"]["rules"] = rules
    with pytest.raises(RecordError) as err:
        record_from_dict(doc)
    assert err.value.path == ("crew", 0, "actions", 2)
    assert "double_actions" in str(err.value)


def test_a_double_record_is_written_back_as_read_and_resolved_by_the_expansion():
    from spacealert_tui.rules.record import record_to_dict
    rec = record_from_dict(doubles_doc(crew=[["red+A", "B+lift"]]))
    assert game_class(rec) is NewFrontierGame
    doc = record_to_dict(rec)
    assert doc["mission"]["rules"] == ["double_actions"]
    assert doc["crew"][0]["actions"][:2] == ["red+A", "B+lift"]


def test_the_base_game_never_plays_a_double_card():
    rec = record_from_dict(doubles_doc(crew=[["red+A"]]))
    with pytest.raises(ValueError):
        Game(rec).run()


# -- order (K03, K08) --------------------------------------------------------------------------

def _one_cube_left(card: str) -> NewFrontierGame:
    g = dgame(crew=[[card]])
    g.players[0].station = Station.UPPER_RED
    g.ship.reactors[Zone.RED] = 1
    g.play_turn(1)
    return g


def test_a_then_b_with_one_cube_fires_and_leaves_the_shield():
    """p.10: with one cube left in the red reactor, A+B fires the heavy laser and the
    shield gets nothing."""
    g = _one_cube_left("A+B")
    assert fired(g, "red heavy laser") == 1
    assert g.ship.shields[Zone.RED] == 1 and g.ship.reactors[Zone.RED] == 0


def test_b_then_a_with_one_cube_fills_the_shield_and_cannot_fire():
    """p.10: B+A fills the shield first, and no energy is left to fire."""
    g = _one_cube_left("B+A")
    assert fired(g, "red heavy laser") == 0
    assert g.ship.shields[Zone.RED] == 2 and g.ship.reactors[Zone.RED] == 0
    assert "P1: nothing happens (no energy in the red reactor)" in texts(g)


def test_the_top_symbol_moves_before_the_button_is_pressed():
    g = dgame(crew=[["blue+A"]])
    g.play_turn(1)
    assert g.players[0].station is Station.UPPER_BLUE
    assert fired(g, "blue heavy laser") == 1


def test_move_then_c_from_upper_blue_maintains_the_computer():
    """p.11: a move + C card that takes its player into the bridge does maintenance."""
    g = dgame(crew=[["blue", "red+C"]])
    g.play_turn(1)
    g.play_turn(2)
    assert g.players[0].station is Station.UPPER_WHITE
    assert 1 in g.ship.maintained_phases


# -- impossible halves (K07, rulings ND2, ND3) -------------------------------------------------

def test_an_impossible_move_is_skipped_and_the_button_pressed():
    """p.10: red+A already in red fires the red heavy laser."""
    g = dgame(crew=[["red", "red+A"]])
    g.play_turn(1)
    g.play_turn(2)
    assert g.players[0].station is Station.UPPER_RED
    assert fired(g, "red heavy laser") == 1


def test_bots_without_a_squad_is_skipped_and_the_other_half_done():
    """p.10: bots+A without a squad still fires."""
    g = dgame(crew=[["bots+A"]])
    g.play_turn(1)
    assert "P1: nothing happens (no active battle bots)" in texts(g)
    assert fired(g, "central heavy laser") == 1


def test_both_halves_impossible_do_nothing():
    g = dgame(crew=[["red", "red+red"]])
    g.play_turn(1)
    g.play_turn(2)
    assert g.players[0].station is Station.UPPER_RED
    assert texts(g).count("P1: nothing happens (already at the end of the ship)") == 2


def test_a_cannon_that_already_fired_skips_the_half():
    g = dgame(crew=[["A", "empty"], ["A+B"]])
    g.play_turn(1)
    assert "P2: nothing happens (the central heavy laser has already fired)" in texts(g)
    assert g.ship.shields[Zone.WHITE] == 3           # the B half still filled the shield


def test_red_red_walks_two_stations():
    g = dgame(crew=[["blue", "red+red"]])
    g.play_turn(1)
    g.play_turn(2)
    assert g.players[0].station is Station.UPPER_RED


# -- delays (K09–K12) --------------------------------------------------------------------------

def test_first_half_delay_slides_the_card_half_a_space():
    """K10, p.10: lift+A on a lift someone used this turn: P2 changes deck, the next
    card moves on a space, and the A is done next turn."""
    g = dgame(crew=[["lift"], ["lift+A", "B", "C"]])
    g.play_turn(1)
    p2 = g.players[1]
    assert p2.station is Station.LOWER_WHITE
    assert tokens(p2)[:4] == ["lift+A", "lift+A>", "B", "C"]
    assert fired(g, "pulse cannon") == 0
    assert any("slides half a space" in t for t in texts(g))
    g.play_turn(2)
    assert fired(g, "pulse cannon") == 1               # the second half, in turn 2


def test_first_half_delay_into_an_empty_space_moves_nothing_else():
    g = dgame(crew=[["lift"], ["lift+A", "empty", "B"]])
    g.play_turn(1)
    assert tokens(g.players[1])[:3] == ["lift+A", "lift+A>", "B"]


def test_first_half_delay_by_slime():
    """p.10's other example: the first move enters a Slime's station."""
    g = dgame(threats=[("I2-01", 1)], crew=[["blue", "lift+A", "C"]])
    g.play_turn(1)
    g.play_turn(2)
    p = g.players[0]
    assert p.station is Station.LOWER_BLUE
    assert fired(g, "blue light laser") == 0
    assert tokens(p)[1:4] == ["lift+A", "lift+A>", "C"]
    g.play_turn(3)
    assert fired(g, "blue light laser") == 1


def test_second_half_delay_delays_the_next_turn_as_a_base_card():
    """K11: A+lift on a used lift: both halves done, the next card waits a turn."""
    g = dgame(crew=[["lift"], ["A+lift", "B", "C"]])
    g.play_turn(1)
    p2 = g.players[1]
    assert p2.station is Station.LOWER_WHITE and fired(g, "central heavy laser") == 1
    assert tokens(p2)[:4] == ["A+lift", "empty", "B", "C"]


def test_an_external_delay_moves_a_double_card_a_whole_space():
    """K09: the computer check after turn 2 delays turn 3's card, a double one."""
    g = dgame(crew=[["empty", "empty", "A+B", "C"]])
    for turn in (1, 2):
        g.play_turn(turn)
    assert tokens(g.players[0])[2:5] == ["empty", "A+B", "C"]


def test_a_slid_card_is_not_delayed_again_the_same_turn():
    """The card slid for its own delay of turn 3; the check after turn 2 delays turn 3
    too, and delays of one turn never add up (ruling R6)."""
    g = dgame(crew=[["lift"], ["empty", "lift+A", "B"]])
    g.players[0].actions[1] = parse_action("lift")     # P1 uses the white lift in turn 2 too
    g.play_turn(1)
    g.play_turn(2)
    assert tokens(g.players[1])[1:4] == ["lift+A", "lift+A>", "B"]


def test_the_second_half_of_a_card_slid_in_turn_12_is_lost():
    g = dgame(crew=[["lift"] + ["empty"] * 10 + ["lift"], ["empty"] * 11 + ["lift+A"]])
    result = g.run()
    assert result.lost is None
    assert any("no turn is left for the second half" in t for t in texts(g))
    assert fired(g, "pulse cannon") == 0


def test_a_delay_of_a_double_card_in_space_is_k18s_not_k10s():
    """A pilot out with a card showing neither C nor bots: delayed whole, and its gap
    brings the interceptors one band closer (p.12's summary)."""
    g = dgame(crew=[["red", "C", "A+B"]])
    arm(g, 0, Station.LOWER_RED)
    for turn in (1, 2, 3):
        g.play_turn(turn)
    p = g.players[0]
    assert p.station is Station.UPPER_RED and tokens(p)[2:4] == ["empty", "A+B"]


# -- space (K18) -------------------------------------------------------------------------------

def test_launching_with_the_first_half_wastes_the_second():
    g = dgame(crew=[["red", "C+A"]])
    arm(g, 0, Station.LOWER_RED)
    g.play_turn(1)
    g.play_turn(2)
    assert g.players[0].station is Station.INTERCEPTORS
    assert fired(g, "red heavy laser") == 0
    assert "P1: nothing happens (only one action a turn in space: A is lost)" in texts(g)


def test_fire_then_launch():
    """p.11: A+C fires a cannon and launches the interceptors."""
    g = dgame(crew=[["red", "A+C"]])
    arm(g, 0, Station.LOWER_RED)
    g.play_turn(1)
    g.play_turn(2)
    assert g.players[0].station is Station.INTERCEPTORS
    assert any(isinstance(e, ev.CannonFired) for e in g.events)


def test_a_whole_double_mission_resolves():
    rec = record_from_dict(doubles_doc(threats=[("E1-07", 2, "red"), ("I2-01", 3)],
                                       crew=[["red+A", "A+B", "lift+B", "bots+A", "C+A"],
                                             ["blue+A", "A+lift", "B+A", "red+red", "C"]]))
    res = resolve(rec)
    assert res.result.to_json()["status"] in ("won", "lost")


def test_a_delay_in_turn_13_touches_no_card():
    """Found by a random soak: a threat's action in turn 13 that delays a player (a
    Space Time Vortex's bonus threat did) once looked for the card of turn 13, which no
    plan has. Turn 13 plays no card: the delay moves nothing and raises nothing."""
    g = dgame(crew=[["A+B"] + ["empty"] * 11])
    g.run()
    before = tokens(g.players[0])
    g.turn = 13
    g.delay(g.players[0], 14, "a threat in turn 13")
    assert tokens(g.players[0]) == before
