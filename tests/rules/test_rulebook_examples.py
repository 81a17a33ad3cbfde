"""The rulebook's rules of §3 (resolution) and §4 (scoring), one situation each.

Each test names the rule it pins (rulebook section, Spanish edition, or ruling Rn of
docs/rulings.md).
"""
from __future__ import annotations

import pytest

from spacealert_tui.rules.layout import Station, Zone
from spacealert_tui.rules.result import visual_confirmation_points
from tests.rules.builders import game, place, put_in_play, run

TRACKS = {"red": 1, "white": 2, "blue": 3, "internal": 4}


def tokens(player) -> list[str]:
    return [a.token for a in player.actions]


# -- delays, lifts, stumbles ----------------------------------------------------------------
def test_second_lift_user_is_delayed():
    """§3.2 / R4: the second player through a lift in one turn is delayed next turn."""
    g = game(crew=[["lift", "A"], ["lift", "A"]])
    g.play_turn(1)
    assert tokens(g.players[0])[1] == "A"
    assert tokens(g.players[1])[1:3] == ["empty", "A"]
    assert g.players[1].station is Station.LOWER_WHITE


def test_damaged_lift_delays_even_the_first_user():
    g = game(crew=[["lift", "A"]], initial_damage={"white": ["gravolift"]})
    g.play_turn(1)
    assert tokens(g.players[0])[1:3] == ["empty", "A"]


def test_heroic_move_ignores_lifts():
    """R5: a heroic move to the other deck neither waits nor occupies the lift."""
    g = game(crew=[["Hmove:lower-white", "A"], ["lift", "A"]], initial_damage={"white": ["gravolift"]})
    g.play_turn(1)
    assert g.players[0].station is Station.LOWER_WHITE
    assert tokens(g.players[0])[1] == "A"
    assert tokens(g.players[1])[1:3] == ["empty", "A"]   # delayed by the damaged lift only


def test_stumble_does_the_intended_action_and_delays_the_next():
    """§3.2 / R7."""
    g = game(crew=[["A!", "B", "C"]])
    g.play_turn(1)
    assert "P1 fires the central heavy laser (strength 5)" in [str(e) for e in g.events]
    assert tokens(g.players[0])[:4] == ["A!", "empty", "B", "C"]


def test_a_card_pushed_past_turn_12_is_lost():
    """§3.2."""
    g = game(crew=[["A"] * 12])
    assert g.players[0].delay(5)
    assert tokens(g.players[0]) == ["A"] * 4 + ["empty"] + ["A"] * 7


# -- computer -----------------------------------------------------------------------------------
def test_missed_maintenance_delays_everyone_aboard_after_turn_2():
    """§3.5: no maintenance in turns 1-2 → everyone's turn-3 action is delayed."""
    res = run(crew=[["empty", "empty", "A", "B"], ["empty", "empty", "A"]])
    texts = [str(e) for e in res.events]
    assert "Computer check: no maintenance, everyone aboard is delayed in turn 3" in texts
    assert "P1's action of turn 3 is delayed (computer check)" in texts


def test_maintenance_in_turn_2_satisfies_the_check():
    g = game(crew=[["empty", "C"]])
    g.play_turn(1)
    g.play_turn(2)
    assert 1 in g.ship.maintained_phases
    assert "Computer check: maintenance was done" in [str(e) for e in g.events]


def _by_turn(res) -> dict[int, list[str]]:
    """Each turn's events as text (a turn opens with its first StepBegan)."""
    turns: dict[int, list[str]] = {}
    turn = 0
    for event in res.events:
        turn = getattr(event, "turn", turn) if type(event).__name__ == "StepBegan" else turn
        turns.setdefault(turn, []).append(str(event))
    return turns


def _checks(res) -> list[tuple[int, bool]]:
    return [(e.turn, e.maintained) for e in res.events if type(e).__name__ == "ComputerCheck"]


@pytest.mark.parametrize("late", [3, 6, 7, 10, 11, 12])
def test_late_maintenance_does_nothing(late):
    """R2: C at the computer after the first two turns of a phase is too late: it is
    played (every earlier check passed, so nothing delayed it) and maintains nothing —
    not the next phase either."""
    plan = ["empty"] * 12
    for turn in (1, 4, 8):
        plan[turn - 1] = "C"
    plan[late - 1] = "C"
    res = run(crew=[plan])
    turns = _by_turn(res)
    assert "P1 plays C at upper white" in turns[late]
    assert "P1: nothing happens (too late in the phase for computer maintenance)" in turns[late]
    assert _checks(res) == [(2, True), (5, True), (9, True)]


def test_maintenance_in_turn_3_does_not_count_for_phase_2():
    """R2 / C70: C in turns 1 and 3 only: the turn-5 check finds no cube and delays."""
    res = run(crew=[["C", "empty", "C", "empty", "empty", "A"]])
    assert _checks(res) == [(2, True), (5, False), (9, False)]
    assert "P1's action of turn 6 is delayed (computer check)" in _by_turn(res)[5]


@pytest.mark.parametrize("turn", [4, 5])
def test_check_after_turn_5_is_satisfied_by_turn_4_or_5(turn):
    """R1 / C70: the second check box sits after turn 5; C in turn 4 or 5 fills it."""
    plan = ["C"] + ["empty"] * 11
    plan[turn - 1] = "C"
    plan[5] = "A"
    res = run(crew=[plan])
    assert _checks(res)[:2] == [(2, True), (5, True)]
    assert "P1 plays A at upper white" in _by_turn(res)[6]


def test_missed_check_after_turn_5_delays_turn_6():
    res = run(crew=[["C", "empty", "empty", "empty", "empty", "A", "B"], ["empty"] * 5 + ["A"]])
    assert _checks(res)[:2] == [(2, True), (5, False)]
    texts = _by_turn(res)[5]
    assert "Computer check: no maintenance, everyone aboard is delayed in turn 6" in texts
    assert "P1's action of turn 6 is delayed (computer check)" in texts
    assert "P2's action of turn 6 is delayed (computer check)" in texts
    assert "P1 plays A at upper white" in _by_turn(res)[7]


@pytest.mark.parametrize("turn", [8, 9])
def test_check_after_turn_9_is_satisfied_by_turn_8_or_9(turn):
    """R1 / C70: the third check box sits after turn 9; C in turn 8 or 9 fills it."""
    plan = ["C", "empty", "empty", "C"] + ["empty"] * 8
    plan[turn - 1] = "C"
    plan[9] = "A"
    res = run(crew=[plan])
    assert _checks(res) == [(2, True), (5, True), (9, True)]
    assert "P1 plays A at upper white" in _by_turn(res)[10]


def test_missed_check_after_turn_9_delays_turn_10():
    plan = ["C", "empty", "empty", "C", "empty", "empty", "empty", "empty", "empty", "A", "B", "empty"]
    res = run(crew=[plan])
    assert _checks(res) == [(2, True), (5, True), (9, False)]
    assert "P1's action of turn 10 is delayed (computer check)" in _by_turn(res)[9]
    assert ["P1 plays A at upper white" in _by_turn(res)[t] for t in (10, 11)] == [False, True]
    assert "P1 plays B at upper white" in _by_turn(res)[12]


def test_computer_check_spares_the_pilot():
    """R3 / §3.2: a player in space is not delayed by the computer check."""
    g = game(crew=[["red", "C", "bots", "bots"], ["empty", "empty", "A"]])
    g.players[0].station = Station.LOWER_RED   # take the squad first
    g.take_bots(g.players[0], False)
    g.players[0].station = Station.UPPER_WHITE
    g.play_turn(1)
    g.play_turn(2)
    assert g.players[0].in_space
    assert tokens(g.players[0])[2] == "bots"
    assert tokens(g.players[1])[2:4] == ["empty", "A"]


# -- order and targeting among threats -------------------------------------------------------
def test_equal_numbers_the_external_threat_acts_first():
    """R1: an internal and an external threat with the same number (The New Frontier's
    second set of number tokens) — "the external threat goes first"."""
    res = run(threats=[("I1-01", 1), ("E1-07", 1, "red")])
    moves = [e.threat for e in res.events if type(e).__name__ == "ThreatMoved"]
    assert moves[:2] == ["Fighter #1", "Skirmishers #1"]


def test_a_laser_hits_the_lower_number_of_two_threats_on_one_square():
    """R19 / §3.3: "if there is more than one threat on that square, the one with the
    lowest number token is the target"."""
    g = game(threats=[("E1-05", 3, "red"), ("E1-07", 2, "red")], crew=[["red", "A"]])
    gunship, fighter = put_in_play(g, "E1-05", position=6, turn=3), put_in_play(g, "E1-07", position=6)
    g.players[0].station = Station.UPPER_RED
    g.fire_heavy_laser(g.players[0], False)
    g.damage_step()
    assert fighter.damage == 2 and gunship.damage == 0      # 4 - shield 2 on #2, not #3


def test_a_rocket_takes_the_lower_number_of_two_threats_at_one_distance():
    """R19 / §3.3: two threats as near on different trajectories: the lower number."""
    g = game(threats=[("E1-05", 3, "red"), ("E1-07", 2, "blue")])
    gunship, fighter = put_in_play(g, "E1-05", position=4, turn=3), put_in_play(g, "E1-07", position=4)
    g.ship.rocket_flying = True
    g.damage_step()
    assert fighter.damage == 1 and gunship.damage == 0      # rocket 3 - shield 2


# -- interceptors -------------------------------------------------------------------------------
def _pilot_game(actions):
    g = game(threats=[("E1-07", 1, "red")], crew=[actions], tracks=TRACKS)
    p = g.players[0]
    p.station = Station.LOWER_RED
    g.take_bots(p, False)
    p.station = Station.UPPER_RED
    return g, p


def test_interceptor_pilot_stays_with_bots_and_returns_on_other_cards():
    """§3.2 / R8."""
    g, p = _pilot_game(["C", "bots", "A", "B"])
    g.play_turn(1)
    assert p.in_space
    g.play_turn(2)
    assert p.in_space
    g.play_turn(3)   # A in space: pushed to turn 4, he comes back
    assert p.station is Station.UPPER_RED
    assert tokens(p)[2:5] == ["empty", "A", "B"]


def test_interceptors_hit_a_lone_threat_at_range_1_for_3():
    """§3.3: strength 3 against a single target at range 1, 1 each against several."""
    g, p = _pilot_game(["C"])
    fighter = put_in_play(g, "E1-07", position=4)
    g.turn = 1
    g.launch_interceptors(p, False)
    g.damage_step()
    assert fighter.damage == 1   # 3 - shield 2


def test_knocked_out_pilot_lands_on_upper_red():
    """R9."""
    g, p = _pilot_game(["C"])
    g.launch_interceptors(p, False)
    g.knock_out(p, "test")
    assert p.station is Station.UPPER_RED and p.knocked_out and not p.squad.ready


# -- systems ---------------------------------------------------------------------------------------
def test_heroic_b_only_after_a_real_transfer():
    """§3.2 / R10."""
    g = game(crew=[["HB"]])
    g.do_action(g.players[0], g.players[0].actions[0], 1)
    assert g.ship.shields[Zone.WHITE] == 4 and g.ship.reactors[Zone.WHITE] == 1   # 2 moved + 1 extra
    g2 = game(crew=[["HB"]])
    g2.ship.shields[Zone.WHITE] = 3
    g2.do_action(g2.players[0], g2.players[0].actions[0], 1)
    assert g2.ship.shields[Zone.WHITE] == 3 and g2.ship.reactors[Zone.WHITE] == 3



def test_heroic_b_into_a_side_reactor_adds_a_cube_only_if_one_moved():
    """§3.2, *Transferencia de energía heroica*: "Si consigue transferir al menos 1 cubo de
    energía, coge 1 cubo adicional de la reserva y lo coloca en el sistema de energía que
    ha recibido la transferencia. Como consecuencia, un reactor o escudo podría superar su
    capacidad máxima. Este mismo efecto se aplica a la recarga del reactor central." (R10)
    In a lower side station B moves energy from the central reactor to that side's."""
    g = game(crew=[["HB"]])
    place(g, 0, "lower-red")
    g.ship.reactors[Zone.RED] = 2                     # capacity 3: room for one cube
    g.do_action(g.players[0], g.players[0].actions[0], 1)
    assert g.ship.reactors == [4, 2, 2]               # 1 moved + 1 extra: over capacity
    full = game(crew=[["HB"]])
    place(full, 0, "lower-blue")
    full.ship.reactors[Zone.BLUE] = full.ship.reactor_capacity(Zone.BLUE)    # full: 3
    start = len(full.events)
    full.do_action(full.players[0], full.players[0].actions[0], 1)
    assert full.ship.reactors == [2, 3, 3]            # nothing moved, so no extra cube
    assert [type(e).__name__ for e in full.events[start:]] == ["NothingHappens"]


def test_b_takes_no_energy_back_from_a_shield_above_capacity():
    """§3.2 / R10, *Transferir energía a un escudo*: "el jugador coge los cubos necesarios
    del reactor de esa zona y los coloca en el escudo hasta que alcance su capacidad
    máxima". Energy goes from the reactor to the shield, never back: a shield left above
    its capacity by a heroic B ("un reactor o escudo podría superar su capacidad
    máxima") keeps its cubes, and the reactor gets none."""
    g = game(crew=[["HB", "B"]])
    g.play_turn(1)                                   # 2 moved + 1 extra: 4 of 3
    assert g.ship.shields[Zone.WHITE] == 4 and g.ship.reactors[Zone.WHITE] == 1
    g.play_turn(2)
    assert g.ship.shields[Zone.WHITE] == 4 and g.ship.reactors[Zone.WHITE] == 1
    side = game(crew=[["blue", "B"]])
    side.ship.shields[Zone.BLUE] = 3                 # capacity 2
    side.play_turn(1)
    side.play_turn(2)
    assert side.ship.shields[Zone.BLUE] == 3 and side.ship.reactors[Zone.BLUE] == 2


def test_b_takes_no_energy_back_from_a_side_reactor_above_capacity():
    """§3.2 / R10, *Transferir energía a un reactor lateral*: "el jugador coge los cubos
    necesarios del reactor central y los coloca en el reactor lateral hasta que alcance
    su capacidad máxima": none go back to the central reactor."""
    g = game(crew=[["B"]])
    place(g, 0, "lower-blue")
    g.ship.reactors[Zone.BLUE] = 4                   # capacity 3, as a heroic B leaves it
    g.do_action(g.players[0], g.players[0].actions[0], 1)
    assert g.ship.reactors == [2, 3, 4]


def test_refuel_never_lowers_a_central_reactor_above_capacity():
    """§3.2 / R10, *Recargar el reactor central*: "devuelve una cápsula de combustible a
    la reserva y coge de ella tantos cubos verdes como sea necesario para recargar el
    reactor central hasta que alcance su capacidad máxima": the capsule goes back to the
    supply, no cube is needed, none is taken away."""
    g = game(crew=[["B"]])
    place(g, 0, "lower-white")
    g.ship.reactors[Zone.WHITE] = 6                  # capacity 5, after a heroic refuel
    g.do_action(g.players[0], g.players[0].actions[0], 1)
    assert g.ship.reactors[Zone.WHITE] == 6 and g.ship.capsules == 2


def test_refuel_spends_a_capsule_even_when_it_adds_little():
    g = game(crew=[["lift", "B"]])
    g.play_turn(1)
    g.play_turn(2)
    assert g.ship.capsules == 2 and g.ship.reactors[Zone.WHITE] == 5


def test_second_shot_of_a_cannon_does_nothing():
    """R11."""
    g = game(crew=[["A"], ["HA"]])
    for p in g.players:
        g.do_action(p, p.actions[0], 1)
    assert g.ship.heavy_fired[Zone.WHITE] == 5 and g.ship.reactors[Zone.WHITE] == 2


def test_heroic_pulse_cannon_has_strength_2():
    """§3.2: heroic A adds 1, pulse cannon included."""
    g = game(crew=[["lift", "HA"]])
    g.play_turn(1)
    g.do_action(g.players[0], g.players[0].actions[1], 2)
    assert g.ship.pulse_fired == 2


def test_rocket_launched_in_turn_12_hits_in_turn_13():
    """§3.6."""
    g = game(threats=[("E1-05", 8, "red")], crew=[["lift", "blue", "empty", "empty", "empty", "empty",
                                                     "empty", "empty", "empty", "empty", "empty", "C"]],
             tracks={"red": 7, "white": 2, "blue": 3, "internal": 4})
    gunship = next(t for t in g.threats)
    for turn in range(1, 13):
        g.play_turn(turn)
    assert g.ship.rocket_flying and gunship.damage == 0
    gunship.position = 4
    g.final_turn()
    assert gunship.damage == 1   # rocket 3 against shield 2


def test_damage_tiles_lower_capacities_at_once():
    """§3.4: a shield tile lowers the shield's capacity and discards excess energy."""
    g = game(damage_tokens={"red": ["shield", "structure", "gravolift", "reactor", "upper_cannon",
                                    "lower_cannon"]})
    g.ship.shields[Zone.RED] = 2
    g.damage_zone(Zone.RED, 1, "test")
    assert g.ship.shields[Zone.RED] == 1 and g.ship.shield_capacity(Zone.RED) == 1


RED_PILE_STRUCTURE_FIRST = ["structure", "gravolift", "upper_cannon", "lower_cannon", "shield", "reactor"]


def _over_capacity_red(pile):
    """Red shield 3 and red reactor 4, each one above capacity, as two heroic B's leave
    them ("a reactor or shield could go above its maximum capacity", §3.2)."""
    g = game(damage_tokens={"red": pile})
    g.ship.shields[Zone.RED] = 3        # capacity 2
    g.ship.reactors[Zone.RED] = 4       # capacity 3
    return g


def test_structure_lift_and_cannon_tiles_keep_energy_above_capacity():
    """R10 / §3.4: structural damage has "no effect on the ship's systems", a gravolift or
    cannon tile touches no energy: the heroic B's extra cube stays."""
    g = _over_capacity_red(RED_PILE_STRUCTURE_FIRST)
    g.damage_zone(Zone.RED, 4, "test")      # structure, gravolift, upper and lower cannon
    assert g.ship.shields[Zone.RED] == 3 and g.ship.reactors[Zone.RED] == 4


def test_a_shield_tile_sends_back_only_the_shields_excess():
    """R10 / §3.4: the tile "reduces the capacity of a shield or reactor; any excess energy
    goes back to the supply at once" — the shield's, not the reactor's."""
    g = _over_capacity_red(["shield", "reactor", "structure", "gravolift", "upper_cannon", "lower_cannon"])
    g.damage_zone(Zone.RED, 1, "test")
    assert g.ship.shields[Zone.RED] == 1            # capacity 2 - 1: two cubes back
    assert g.ship.reactors[Zone.RED] == 4           # still one above its capacity 3
    g.damage_zone(Zone.RED, 1, "test")              # now the reactor tile
    assert g.ship.reactors[Zone.RED] == 2 and g.ship.shields[Zone.RED] == 1


def test_a_reactor_tile_sends_back_only_the_reactors_excess():
    g = _over_capacity_red(["reactor", "shield", "structure", "gravolift", "upper_cannon", "lower_cannon"])
    g.damage_zone(Zone.RED, 1, "test")
    assert g.ship.reactors[Zone.RED] == 2 and g.ship.shields[Zone.RED] == 3


def test_seventh_tile_destroys_the_ship_and_overflow_is_reported():
    """§3.4 / R15."""
    res = run(threats=[("E1-09", 1, "red")], tracks={"red": 1, "white": 2, "blue": 3, "internal": 4},
              initial_damage={"red": ["structure", "gravolift", "shield", "reactor", "upper_cannon"]})
    assert res.result.status == "lost"
    assert res.result.damage["red"] > 6 or len(res.result.damage_tokens["red"]) == 6


def test_overflow_damage_is_reported():
    g = game(initial_damage={"red": ["lower_cannon", "gravolift", "shield", "reactor", "upper_cannon"]})
    try:
        g.damage_zone(Zone.RED, 3, "test")
    except Exception as lost:   # ShipLost
        assert "7th damage" in str(lost)
    assert g.damage_overflow[Zone.RED] == 2 and len(g.ship.tiles[Zone.RED]) == 6


def test_campaign_carry_over_costs_energy_and_doubles_structure():
    """§6.2: carried-over reactor, shield and structural damage."""
    g = game(initial_damage={"red": ["shield", "reactor"], "blue": ["structure"]})
    ship = g.ship
    assert ship.shield_capacity(Zone.RED) == 1 and ship.shields[Zone.RED] == 0
    assert ship.reactor_capacity(Zone.RED) == 2 and ship.reactors[Zone.RED] == 1
    assert ship.tiles_per_point(Zone.BLUE) == 2 and ship.tiles_per_point(Zone.RED) == 1


def test_destroyer_in_a_fissured_zone_costs_four_tiles():
    """R16."""
    g = game(threats=[("E1-02", 1, "red")])
    destroyer = put_in_play(g, "E1-02")
    g.ship.double_damage[Zone.RED] = True
    g.ship.shields[Zone.RED] = 0
    g.attack_zone(Zone.RED, 1, destroyer, double=True)
    assert len(g.ship.tiles[Zone.RED]) == 4


# -- crew size and scoring -------------------------------------------------------------------------------
def test_unconfirmed_threat_needs_five():
    """§2.1 / R13."""
    threat = {"card": "E1-07", "turn": 1, "zone": "red", "unconfirmed": True}
    four = run(threats=[threat], crew=[["empty"]] * 4)
    five = run(threats=[threat], crew=[["empty"]] * 5)
    assert four.result.threats[0].outcome == "ignored"
    assert five.result.threats[0].outcome != "ignored"


def test_visual_confirmation_table():
    """§3.2 / §4: 1, 2, 3, 5, 7 points for 1-5 confirmers in the phase's best turn."""
    assert [visual_confirmation_points(n) for n in range(6)] == [0, 1, 2, 3, 5, 7]


def test_score_breakdown_example():
    """§4 / R14: a small mission worked by hand.

    Fighter (E1-07) at T+1 in white on board 2 (11 squares, speed 3): the central heavy
    laser fires in turns 1, 2 and 3 (5 - shield 2 = 3 damage each turn it is targeted):
    turn 1 it is at 11 → hit for 3; turn 2 → 4th damage: destroyed (4 points).
    Two crew confirm visually in turn 2 (phase 1): 2 points. No damage, nobody knocked out.
    """
    res = run(threats=[("E1-07", 1, "white")],
              crew=[["A", "A", "C"], ["lift", "C"], ["lift", "C"]],
              tracks={"red": 1, "white": 2, "blue": 3, "internal": 4})
    score = res.result.score
    assert res.result.threats[0].outcome == "destroyed"
    assert (score.destroyed, score.survived, score.visual_confirmation) == (4, 0, 2)
    assert score.damage_penalty == score.worst_zone_penalty == 0
    assert score.total == 6


def test_delays_do_not_stack_example():
    """§7.2 / R6, the Portuguese rulebook's Slime example: entering a slimed station by a
    damaged gravolift in turn 2, stumbling, with maintenance missed, still delays the
    turn-3 card only once."""
    g = game(threats=[("I2-01", 1)], crew=[["blue", "lift!", "A", "B", "C"]],
             initial_damage={"blue": ["gravolift"]})
    g.play_turn(1)
    g.play_turn(2)
    p = g.players[0]
    assert p.station is Station.LOWER_BLUE
    assert tokens(p)[:6] == ["blue", "lift!", "empty", "A", "B", "C"]
    causes = [e.cause for e in g.events if type(e).__name__ == "ActionDelayed"]
    assert len(causes) == 1      # slime first; the lift, the stumble and the check add nothing


def test_squad_left_off_the_board():
    """§6.2: a squad not reactivated between missions is not on the board: nobody can
    take it, and it still counts as a disabled squad at the end."""
    from tests.rules.builders import record_doc
    from spacealert_tui.rules import record_from_dict, resolve

    doc = record_doc(crew=[["lift", "red", "C", "C"]])
    doc["mission"]["disabled_squads"] = ["lower-red"]
    res = resolve(record_from_dict(doc))
    assert res.result.crew[0].bots is None
    assert res.result.battle_bots == {"upper-blue": "stored", "lower-red": "disabled"}
    assert res.result.score.bots_penalty == -1
    assert "no battle bots left in this storage" in [getattr(e, "reason", "") for e in res.events]


def test_step_snapshots_carry_their_own_turn():
    res = run(crew=[["A"]])
    from spacealert_tui.rules import resolve
    from tests.rules.builders import record
    boards = resolve(record(crew=[["A"]]), snapshots=True).snapshots
    steps = [(b["turn"], b["step"]) for b in boards]
    assert steps[:5] == [(1, "appear"), (1, "actions"), (1, "damage"), (1, "threats"), (2, "appear")]
    assert (2, "check") in steps and (13, "jump") in steps and res.result.won
