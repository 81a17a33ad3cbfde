"""Each specialization's special actions, from the words of The New Frontier's
rulebook (pp.16–23, *Descripción de las especializaciones*), with their "no effect"
cases and level-3 forms, and rulings NS1–NS12."""
from __future__ import annotations

from spacealert_tui.rules import record_from_dict, resolve
from spacealert_tui.rules import events as ev
from spacealert_tui.rules.layout import Station, Zone
from spacealert_tui.rules.tiles import Tile
from tests.rules.builders import put_in_play
from tests.rules.new_frontier.spec_builders import at, member, spec_doc, spec_game, texts

UW, UR, UB = Station.UPPER_WHITE, Station.UPPER_RED, Station.UPPER_BLUE
LW, LR, LB = Station.LOWER_WHITE, Station.LOWER_RED, Station.LOWER_BLUE
RED, WHITE, BLUE = Zone.RED, Zone.WHITE, Zone.BLUE
FIGHTER = ("E1-07", 1, "red")
KEEPER = member(None, ["C", "empty", "empty", "C", "empty", "empty", "empty", "C"])   # maintains the computer


def nothing(g, name: str) -> list[str]:
    return [e.reason for e in g.events if isinstance(e, ev.NothingHappens) and e.player == name]


# -- Rocket Launcher (p.16) ------------------------------------------------------------------

def test_rocket_launcher_basic_launches_from_any_station():
    g = spec_game(member("rocket_launcher", ["spec"]))
    g.play_turn(1)
    assert g.ship.rockets == 2 and g.ship.rocket_flying


def test_rocket_launcher_basic_no_effect_without_rockets_or_after_a_launch_this_turn():
    g = spec_game(member(None, ["blue", "lift", "C"]), member("rocket_launcher", ["empty", "empty", "spec"]))
    g.play_turn(1), g.play_turn(2)
    g.play_turn(3)
    assert g.ship.rockets == 2 and "a rocket was already launched this turn" in nothing(g, "P2")
    g2 = spec_game(member("rocket_launcher", ["spec"]))
    g2.ship.rockets = 0
    g2.play_turn(1)
    assert "no rockets left" in nothing(g2, "P1")


def test_rocket_launcher_basic_repairs_the_launcher_but_never_the_last_point():
    g = spec_game(member("rocket_launcher", ["spec"]), threats=[("I1-07", 1)])
    at(g, 0, "lower-blue")
    warheads = g.threats[0]
    g.play_turn(1)
    assert warheads.hp_left == 2 and g.ship.rockets == 3
    warheads.damage = warheads.hp - 1
    g2 = spec_game(member("rocket_launcher", ["spec"]), threats=[("I1-07", 1)])
    at(g2, 0, "lower-blue")
    g2.play_turn(1)
    assert g2.threats[0].hp_left == 2


def test_rocket_launcher_basic_elsewhere_with_the_launcher_out_of_order_does_nothing():
    g = spec_game(member("rocket_launcher", ["spec"]), threats=[("I1-07", 1)])
    g.play_turn(1)
    assert g.ship.rockets == 3 and g.threats[0].hp_left == 3


def test_rocket_launcher_advanced_two_rockets_of_strength_5_at_lower_blue():
    g = spec_game(member("rocket_launcher", ["blue", "lift", "spec_adv"], level=2), threats=[("E1-07", 3, "red")])
    for turn in range(1, 5):
        g.play_turn(turn)
    assert g.ship.rockets == 1
    assert any(isinstance(e, ev.WeaponTargets) and e.weapon == "rocket" and e.strength == 5 for e in g.events)


def test_rocket_launcher_advanced_elsewhere_or_short_of_rockets_is_a_plain_c():
    g = spec_game(member("rocket_launcher", ["spec_adv"]))
    g.play_turn(1)              # at the bridge: computer maintenance
    assert 1 in g.ship.maintained_phases and g.ship.rockets == 3
    g2 = spec_game(member("rocket_launcher", ["spec_adv"]))
    at(g2, 0, "lower-blue")
    g2.ship.rockets = 1
    g2.play_turn(1)
    assert g2.ship.rockets == 0 and g2.specs.rocket_strength == 0     # one rocket, launched plainly


# -- Data Analyst (pp.16–17) ------------------------------------------------------------------

def test_analyst_basic_maintains_from_anywhere_and_scores_a_point():
    doc = spec_doc(member("data_analyst", ["red", "spec"]))
    result = resolve(record_from_dict(doc))
    assert result.result.score.data_analyst == 1
    assert "maintenance (phase 1)" in " ".join(texts(result))
    score = result.result.to_json()["score"]
    assert score["bonus_lines"] == {"data_analyst": 1} and score["bonus"] == 1


def test_analyst_basic_too_late_still_scores_and_level_3_scores_twice():
    result = resolve(record_from_dict(spec_doc(member("data_analyst", ["empty", "empty", "spec", "spec"]))))
    score = result.result.score
    lines = {k: v for k, v in score.to_json().items() if k not in ("total", "bonus_lines")}
    assert score.data_analyst == 2 and score.total == sum(lines.values())


def test_analyst_advanced_counts_as_three_at_the_window():
    g = spec_game(member("data_analyst", ["lift", "empty", "spec_adv"], level=2),
                  member(None, ["empty", "lift", "C"]))
    g.play_turn(1), g.play_turn(2), g.play_turn(3)
    assert g.ship.visual_best[0] == 4       # three and one other: 5 points on the scale


def test_analyst_advanced_elsewhere_is_a_plain_c():
    g = spec_game(member("data_analyst", ["spec_adv"], level=2))
    g.play_turn(1)
    assert 1 in g.ship.maintained_phases and g.ship.visual_best == [0, 0, 0]


# -- Energy Technician (p.17) ------------------------------------------------------------------

def test_energy_technician_basic_refuels_from_anywhere_and_not_without_capsules():
    g = spec_game(member("energy_technician", ["red", "spec"]))
    g.ship.reactors[WHITE] = 0
    g.play_turn(1), g.play_turn(2)
    assert g.ship.reactors[WHITE] == 5 and g.ship.capsules == 2
    g2 = spec_game(member("energy_technician", ["spec"]))
    g2.ship.capsules = 0
    g2.play_turn(1)
    assert "no fuel capsules left" in nothing(g2, "P1")


def test_temporary_shield_absorbs_first_and_counts_as_absorbed():
    """p.17: 2 in his zone, 1 in the others; before the real shield; what it stops is
    absorbed (ruling NS6), so plasma and the energy beasts read it."""
    g = spec_game(member("energy_technician", ["red", "spec_adv"], level=2), threats=[("E1-07", 8, "red")])
    g.play_turn(1), g.play_turn(2)
    fighter = g.threats[0]
    assert g.specs.temp_shields == [2, 1, 1]
    through = g.attack_zone(RED, 3, fighter)
    assert through == 0 and g.ship.shields[RED] == 0 and g.ship.last_absorbed == 3
    through = g.attack_zone(WHITE, 2, fighter)
    assert through == 0 and g.ship.shields[WHITE] == 0


def test_temporary_shield_vanishes_at_the_end_of_the_turn_and_not_from_the_lower_deck():
    g = spec_game(member("energy_technician", ["spec_adv"], level=2), threats=[FIGHTER])
    g.play_turn(1), g.play_turn(2)
    assert g.attack_zone(WHITE, 2, g.threats[0]) == 1     # only the real shield (1) now
    g2 = spec_game(member("energy_technician", ["lift", "spec_adv"], level=2))
    g2.play_turn(1), g2.play_turn(2)
    assert "a temporary shield only from the upper deck" in nothing(g2, "P1")


# -- Pulse Gunner (pp.17–18) -------------------------------------------------------------------

def test_pulse_gunner_basic_fires_the_laser_and_the_pulse_together():
    g = spec_game(member("pulse_gunner", ["spec"]))
    g.play_turn(1)
    fired = [e.cannon for e in g.events if isinstance(e, ev.CannonFired)]
    assert fired == ["central heavy laser", "pulse cannon"] and g.ship.reactors[WHITE] == 1


def test_pulse_gunner_basic_neither_fires_if_one_cannot():
    g = spec_game(member(None, ["lift", "A"]), member("pulse_gunner", ["empty", "spec"]))
    g.play_turn(1), g.play_turn(2)
    assert not any(isinstance(e, ev.CannonFired) and e.player == "P2" for e in g.events)
    assert g.ship.reactors[WHITE] == 2


def test_pulse_gunner_basic_at_lower_white_is_a_plain_a():
    g = spec_game(member("pulse_gunner", ["lift", "spec"]))
    g.play_turn(1), g.play_turn(2)
    assert [e.cannon for e in g.events if isinstance(e, ev.CannonFired)] == ["pulse cannon"]


def test_pulse_gunner_advanced_strength_by_distance():
    g = spec_game(member("pulse_gunner", ["empty", "spec_adv"], level=2),
                  threats=[("E1-07", 1, "red"), ("E1-08", 2, "blue")])
    put_in_play(g, "E1-07", position=3)       # distance 1
    put_in_play(g, "E1-08", position=12)      # distance 3
    at(g, 0, "lower-white")
    g.play_turn(2)
    hits = {e.threat: e.strength for e in g.events if isinstance(e, ev.WeaponTargets)}
    assert hits == {g.threats[0].label: 2, g.threats[1].label: 1}


# -- Medic (pp.18–19) ---------------------------------------------------------------------------

def test_medic_acts_before_the_captain_and_rides_the_lift_first():
    """"A medic in a hurry is the only one who rides the gravolift before the captain"."""
    g = spec_game(member(None, ["lift", "A"], roles=["captain"]), member("medic", ["lift+spec"]))
    g.play_turn(1)
    revealed = [e.player for e in g.events if isinstance(e, ev.ActionRevealed)]
    assert revealed == ["P2", "P1"]
    assert not any(isinstance(e, ev.ActionDelayed) and e.player == "P2" for e in g.events)
    assert any(isinstance(e, ev.ActionDelayed) and e.player == "P1" for e in g.events)


def test_medic_without_a_special_card_keeps_his_place():
    g = spec_game(member(None, ["lift"]), member("medic", ["lift"]))
    g.play_turn(1)
    assert [e.player for e in g.events if isinstance(e, ev.ActionRevealed)] == ["P1", "P2"]


def test_stimulant_makes_a_b_and_battle_bots_heroic_but_not_c_moves_or_specials():
    g = spec_game(member("medic", ["spec"]), member(None, ["A"]), member(None, ["C"]), member(None, ["red"]))
    g.play_turn(1)
    revealed = {e.player: e.action for e in g.events if isinstance(e, ev.ActionRevealed)}
    assert revealed == {"P1": "spec", "P2": "HA", "P3": "C", "P4": "red"}


def test_stimulant_only_the_first_half_of_a_double():
    g = spec_game(member("medic", ["spec"]), member(None, ["A+red"]), member(None, ["red+A"]),
                  rules=["double_actions"])
    g.play_turn(1)
    revealed = {e.player: e.action for e in g.events if isinstance(e, ev.ActionRevealed)}
    assert revealed["P2"] == "HA+red" and revealed["P3"] == "red+A"


def test_stimulant_reaches_only_those_in_his_station_when_he_acts():
    g = spec_game(member("medic", ["red+spec"]), member(None, ["A"]))
    g.play_turn(1)
    revealed = {e.player: e.action for e in g.events if isinstance(e, ev.ActionRevealed)}
    assert revealed["P2"] == "A"


def test_injury_inhibitor_protects_his_station_and_costs_a_point():
    g = spec_game(member("medic", ["spec_adv"], level=2), member(None), member(None))
    at(g, 2, "upper-red")
    g.play_turn(1)
    g.knock_out(g.players[1], "test")
    g.knock_out(g.players[0], "test")
    g.knock_out(g.players[2], "test")
    assert [p.knocked_out for p in g.players] == [False, False, True]
    result = resolve(record_from_dict(spec_doc(member("medic", ["spec_adv"], level=2))))
    assert result.result.score.medic_penalty == -1
    assert result.result.to_json()["score"]["bonus_lines"] == {"medic_penalty": -1}


# -- Teleporter (p.19) --------------------------------------------------------------------------

def test_teleporter_basic_puts_the_departure_holder_in_the_arrival_holders_station():
    tokens = {"departure": "P2", "arrival": "P3"}
    g = spec_game(member("teleporter", ["spec"], teleport=tokens), member(None), member(None, ["blue"]))
    g.play_turn(1)      # the teleporter acts first: P3 is still at the bridge
    assert g.players[1].station is UW and "no teleport: same station, or in the interceptors" in nothing(g, "P1")
    g2 = spec_game(member(None, ["blue"]), member("teleporter", ["spec"], teleport=tokens), member(None))
    at(g2, 2, "lower-red")
    g2.play_turn(1)
    assert g2.players[1].station is LR


def test_teleporter_basic_no_effect_with_both_tokens_on_one_player_or_none():
    g = spec_game(member("teleporter", ["spec"], teleport={"departure": "P1", "arrival": "P1"}))
    g.play_turn(1)
    g2 = spec_game(member("teleporter", ["spec"]))
    g2.play_turn(1)
    assert nothing(g, "P1") and nothing(g2, "P1")


def test_teleporter_advanced_opposite_deck_of_the_opposite_zone():
    g = spec_game(member("teleporter", ["blue", "lift", "spec_adv"], level=2))
    for turn in (1, 2, 3):
        g.play_turn(turn)
    assert g.players[0].station is UR
    g2 = spec_game(member("teleporter", ["spec_adv"], level=2))
    g2.play_turn(1)
    assert g2.players[0].station is UW and "no teleport from the white zone" in nothing(g2, "P1")


# -- Hypernavigator (p.20) ------------------------------------------------------------------------

def test_hypernavigator_basic_threats_move_one_square_less():
    g = spec_game(member("hypernavigator", ["lift", "spec"]), threats=[("E1-07", 1, "red"), ("I1-02", 1)])
    g.play_turn(1)
    fighter, skirmishers = g.threats
    before = (fighter.position, skirmishers.position)
    g.play_turn(2)
    assert (fighter.position, skirmishers.position) == (before[0] - fighter.speed + 1,
                                                        before[1] - skirmishers.speed + 1)


def test_hypernavigator_basic_on_the_upper_deck_does_nothing():
    g = spec_game(member("hypernavigator", ["spec"]))
    g.play_turn(1)
    assert "a micro-jump only from the lower deck" in nothing(g, "P1")


def test_hypernavigator_advanced_jumps_after_turn_10():
    plan = ["lift"] + ["empty"] * 8 + ["spec_adv", "A", "A"]
    result = resolve(record_from_dict(spec_doc(member("hypernavigator", plan, level=2), KEEPER)))
    turns = {e.turn for e in result.events if isinstance(e, ev.StepBegan)}
    assert 11 not in turns and 12 not in turns and 13 in turns
    assert any(isinstance(e, ev.Jumped) for e in result.events)


def test_hypernavigator_advanced_elsewhere_or_in_another_turn_does_nothing():
    plan = ["lift"] + ["empty"] * 7 + ["spec_adv"]
    result = resolve(record_from_dict(spec_doc(member("hypernavigator", plan, level=2), KEEPER)))
    assert 12 in {e.turn for e in result.events if isinstance(e, ev.StepBegan)}


# -- Special Ops (pp.20–21) ----------------------------------------------------------------------

def test_preparation_makes_the_next_a_b_or_bots_heroic_through_moves_and_gaps():
    g = spec_game(member("special_ops", ["spec", "red", "empty", "A", "A"]))
    for turn in range(1, 6):
        g.play_turn(turn)
    revealed = [e.action for e in g.events if isinstance(e, ev.ActionRevealed)]
    assert revealed == ["spec", "red", "HA", "A"]


def test_preparation_reaches_into_a_double_card():
    g = spec_game(member("special_ops", ["spec", "red+B"]), rules=["double_actions"])
    g.play_turn(1), g.play_turn(2)
    assert [e.action for e in g.events if isinstance(e, ev.ActionRevealed)][-1] == "red+HB"


def test_heroic_effects_never_add_up():
    """p.20: two preparations and a stimulant still give one heroic action."""
    g = spec_game(member("medic", ["empty", "spec"]), member("special_ops", ["spec+spec_adv", "A", "A"]))
    for turn in (1, 2, 3):
        g.play_turn(turn)
    actions = [e.action for e in g.events if isinstance(e, ev.ActionRevealed) and e.player == "P2"]
    assert actions == ["spec+spec_adv", "HA", "A"]
    assert [e.strength for e in g.events if isinstance(e, ev.CannonFired)][0] == 6


def test_protection_ignores_a_damaged_lift_and_a_computer_check():
    g = spec_game(member("special_ops", ["C", "empty", "lift+spec_adv", "A"], level=2))
    g.ship.tiles[WHITE].append(Tile.GRAVOLIFT)
    for turn in (1, 2, 3, 4):
        g.play_turn(turn)
    assert g.players[0].station is LW
    assert not any(isinstance(e, ev.ActionDelayed) for e in g.events)
    g2 = spec_game(member("special_ops", ["empty", "empty", "A+spec_adv"], level=2), checks=True)
    g2.play_turn(1), g2.play_turn(2)       # no maintenance: the check would delay turn 3
    assert [a.token for a in g2.players[0].actions[:4]] == ["empty", "empty", "A+spec_adv", "empty"]


def test_a_protected_move_crosses_sealed_doors():
    """p.21: "atravesar una puerta sellada a causa de la Descompresión"."""
    g = spec_game(member("special_ops", ["red+spec_adv"], level=2), member(None, ["red"]),
                  threats=[("I3-104", 1)])
    airlock = put_in_play(g, "I3-104")
    airlock.perform("X", g)             # seals the red-white doors
    g.play_turn(1)
    assert g.players[0].station is UR and g.players[1].station is UW


def test_special_ops_advanced_alone_does_nothing():
    g = spec_game(member("special_ops", ["spec_adv"], level=2))
    g.play_turn(1)
    assert nothing(g, "P1")


# -- Squad Leader (pp.21–22) ---------------------------------------------------------------------

def test_squad_leader_basic_repairs_a_cannon_first_and_puts_the_tile_back():
    g = spec_game(member("squad_leader", ["red", "lift", "C", "spec"]))
    g.ship.tiles[RED].extend([Tile.STRUCTURE, Tile.UPPER_CANNON, Tile.LOWER_CANNON])
    for turn in range(1, 5):
        g.play_turn(turn)
    assert g.ship.tiles[RED] == [Tile.STRUCTURE, Tile.UPPER_CANNON]
    assert g.ship.piles[RED][0] is Tile.LOWER_CANNON


def test_squad_leader_basic_reactivates_a_disabled_squad_from_anywhere_or_does_nothing():
    g = spec_game(member("squad_leader", ["red", "lift", "C", "lift", "spec"]))
    for turn in (1, 2, 3):
        g.play_turn(turn)
    g.players[0].squad.ready = False
    g.play_turn(4), g.play_turn(5)
    assert g.players[0].squad.ready
    g2 = spec_game(member("squad_leader", ["spec"]))
    g2.play_turn(1)
    assert "no battle-bot squad" in nothing(g2, "P1")


def test_squad_leader_advanced_goes_to_the_interceptors_and_is_heroic_in_space():
    g = spec_game(member("squad_leader", ["red", "lift", "C", "blue", "spec_adv"], level=2))
    for turn in range(1, 6):
        g.play_turn(turn)
    assert g.players[0].station is Station.INTERCEPTORS
    g3 = spec_game(member("squad_leader", ["red", "lift", "C", "lift", "C", "spec_adv"], level=2))
    for turn in range(1, 7):
        g3.play_turn(turn)
    assert g3.players[0].station is Station.INTERCEPTORS and g3.heroic_interceptors


def test_squad_leader_advanced_without_an_active_squad_or_from_lower_blue_does_nothing():
    g = spec_game(member("squad_leader", ["spec_adv"], level=2))
    g.play_turn(1)
    assert g.players[0].station is UW and nothing(g, "P1")


# -- Mechanic (pp.22–23) --------------------------------------------------------------------------

def test_mechanic_basic_primes_the_laser_for_its_next_shot_only():
    g = spec_game(member("mechanic", ["spec", "A", "A"]), threats=[("E1-08", 1, "white")])
    for turn in (1, 2, 3):
        g.play_turn(turn)
    assert [e.strength for e in g.events if isinstance(e, ev.WeaponTargets)] == [6, 5]


def test_mechanic_basic_tunes_the_pulse_to_reach_all_three_distances():
    g = spec_game(member("mechanic", ["lift", "spec", "A"]), threats=[("E1-08", 1, "blue")])
    put_in_play(g, "E1-08", position=12)      # distance 3
    g.play_turn(1), g.play_turn(2), g.play_turn(3)
    assert any(isinstance(e, ev.WeaponTargets) and e.weapon == "pulse cannon" and e.strength == 1
               for e in g.events)


def test_mechanic_advanced_double_repair_on_the_lowest_number():
    g = spec_game(member("mechanic", ["blue", "lift", "spec_adv"], level=2), threats=[("I1-07", 1)])
    g.play_turn(1), g.play_turn(2), g.play_turn(3)
    assert g.threats[0].hp_left == 1
    g2 = spec_game(member("mechanic", ["spec_adv"], level=2))
    g2.play_turn(1)
    assert "no malfunction in this station" in nothing(g2, "P1")


# -- Special Ops: what others set off earlier in the turn (p.21) -------------------------------
VORTEX = {"card": "SI3-104", "turn": 1, "summons": "I1-05"}


def test_protected_expert_ignores_the_vortex_swap_set_off_before_his_card():
    """p.21: "ignora los efectos que los jugadores han desencadenado en lo que va de turno
    (como consecuencia de atacar el Vórtice espacio-temporal…)": P1's repair swaps every
    deck, but not the expert waiting for his protected card, who then fires upstairs."""
    g = spec_game(member(None, ["C"]), member("special_ops", ["A+spec_adv"], level=2),
                  member(None, ["empty"]), threats=[VORTEX])
    at(g, 0, "lower-white"), at(g, 1, "upper-red"), at(g, 2, "upper-blue")
    g.play_turn(1)
    assert g.players[2].station is LB                 # the others swap deck
    assert g.players[1].station is UR                 # he does not
    assert "protected: not teleported" in " ".join(nothing(g, "P2"))
    assert any(isinstance(e, ev.CannonFired) and e.player == "P2" for e in g.events)


def test_protected_expert_is_not_knocked_out_by_the_overheated_reactor_repaired_before_him():
    """p.21 names the Overheated Reactor: its final repair knocks out the lower red and
    lower blue stations, but not the expert whose protected card comes later that turn."""
    g = spec_game(member(None, ["B"]), member("special_ops", ["B+spec_adv"], level=2),
                  member(None, ["empty"]), threats=[("I2-06", 1)])
    at(g, 0, "lower-white"), at(g, 1, "lower-red"), at(g, 2, "lower-blue")
    g.threats[0].damage = g.threats[0].hp - 1        # P1's repair destroys it
    g.play_turn(1)
    assert g.threats[0].state == "destroyed"
    assert [p.knocked_out for p in g.players] == [False, False, True]


def test_the_expert_is_reachable_again_once_his_protected_card_is_done():
    """p.21: "solo estará protegido hasta resolver la acción asociada": the captain's
    protected card comes first, so the repair after it knocks him out."""
    g = spec_game(member("special_ops", ["B+spec_adv"], level=2), member(None, ["B"]),
                  threats=[("I2-06", 1)])
    at(g, 0, "lower-red"), at(g, 1, "lower-white")
    g.threats[0].damage = g.threats[0].hp - 1
    g.play_turn(1)
    assert g.threats[0].state == "destroyed" and g.players[0].knocked_out


def test_an_expert_without_a_protected_card_this_turn_is_swapped_like_anyone():
    g = spec_game(member(None, ["C"]), member("special_ops", ["A", "A+spec_adv"], level=2), threats=[VORTEX])
    at(g, 0, "lower-white"), at(g, 1, "upper-red")
    g.play_turn(1)
    assert g.players[1].station is LR


def test_the_medic_stimulant_still_reaches_the_waiting_expert():
    """p.21: "pero aún puede beneficiarse de las acciones especiales del médico"."""
    g = spec_game(member("medic", ["spec"]), member("special_ops", ["A+spec_adv"], level=2))
    g.play_turn(1)
    fired = [e for e in g.events if isinstance(e, ev.CannonFired) and e.player == "P2"]
    assert fired and g.players[1].actions[0].card.token == "HA"
