"""Special rules of the serious external threats (SE1-xx, SE2-xx), each in several situations.

Default trajectories (builders): red 1 (10 squares: X 5), white 2 (11: X 8),
blue 3 (12: X 8, Y 3). Range 1 = squares 1-5, 2 = 6-10, 3 = 11+.
"""
from __future__ import annotations

import pytest

from spacealert_tui.rules import events as ev
from spacealert_tui.rules.actions import Act
from spacealert_tui.rules.game import ShipLost
from spacealert_tui.rules.layout import Station, Zone
from spacealert_tui.rules.threats.base import ACTIVE, DESTROYED
from tests.rules.builders import game, place, put_in_play
from tests.rules.test_external_common import fire, shields_spent, targets, tiles

R, W, B = Zone.RED, Zone.WHITE, Zone.BLUE


# -- SE1-02 Man-of-War ----------------------------------------------------------------------
def test_man_of_war_speeds_up_at_x_and_hardens_its_shield_at_y():
    g = game(threats=[("SE1-02", 1, "white")])
    mow = put_in_play(g, "SE1-02")
    mow.perform("X", g)
    mow.perform("Y", g)
    assert (mow.speed_now, mow.shield_now) == (2, 3)


# -- SE1-03 Leviathan Tanker ------------------------------------------------------------------
def _leviathan_blast():
    g = game(threats=[("SE1-03", 1, "white"), ("E1-03", 2, "red"), ("E1-06", 3, "blue"),
                      ("E2-04", 4, "red"), ("SE1-04", 5, "blue"), ("E2-02", 6, "white")])
    tanker = put_in_play(g, "SE1-03", position=4)
    stealth = put_in_play(g, "E1-03", position=5)             # not yet revealed
    cryo = put_in_play(g, "E1-06", position=6)                # cryoshield intact
    swarm = put_in_play(g, "E2-04", position=3)
    satellite = put_in_play(g, "SE1-04", turn=5, position=12)  # distance 3: no weapon reaches it
    scout = put_in_play(g, "E2-02", turn=6, position=9)       # heavy lasers ignore it
    tanker.damage = 6
    return g, tanker, stealth, cryo, swarm, satellite, scout


def test_leviathan_explosion_damages_every_other_external_threat_ignoring_every_protection():
    g, tanker, stealth, cryo, swarm, satellite, scout = _leviathan_blast()
    events = fire(g, heavy=[W], light=[R])                    # 5 - 3 = 2: destroyed
    assert tanker.state == DESTROYED
    assert (stealth.damage, cryo.damage, satellite.damage, scout.damage) == (1, 1, 1, 1)
    assert cryo.cryoshield                                    # not broken by the explosion
    assert swarm.damage == 2                                  # light laser (capped 1) + 1
    hits = [(e.threat, e.amount) for e in events if isinstance(e, ev.ThreatHit)]
    assert hits == [(t.label, 1) for t in (stealth, cryo, swarm, satellite, scout)]


def test_leviathan_explosion_skips_dematerialised_threats():
    """Ruling X16: a threat that is not materialised (phasing) is not reached."""
    g, tanker, stealth, cryo, swarm, satellite, scout = _leviathan_blast()
    stealth.materialised = lambda: False
    fire(g, heavy=[W])
    assert tanker.state == DESTROYED and stealth.damage == 0 and cryo.damage == 1


def test_leviathan_explosion_can_destroy_an_asteroid_which_then_breaks_up():
    g = game(threats=[("SE1-03", 1, "white"), ("SE1-08", 2, "red")])
    tanker = put_in_play(g, "SE1-03", position=4)
    rock = put_in_play(g, "SE1-08", position=4)
    tanker.damage, rock.damage, rock.squares_reached = 6, 8, 2
    g.ship.shields = [20, 20, 20]
    fire(g, heavy=[W])
    assert rock.state == DESTROYED
    assert shields_spent(g) == (4, 0, 0)                      # 2 x 2 squares, after the step


def test_leviathan_y_attacks_and_repairs_two():
    g = game(threats=[("SE1-03", 1, "blue")])
    tanker = put_in_play(g, "SE1-03", position=4)
    tanker.damage = 3
    g.advance(tanker, 1)                                      # Y on blue square 3
    assert tanker.damage == 1 and tiles(g) == [0, 0, 1]       # attack 2 - shield 1


# -- SE1-04 Pulse Satellite / SE2-03 Psionic Satellite ---------------------------------------------
@pytest.mark.parametrize("card", ["SE1-04", "SE2-03"])
def test_satellites_at_distance_3_are_ignored_by_every_weapon(card):
    g = game(threats=[(card, 1, "blue"), ("E1-07", 2, "blue")], crew=[[], []])
    sat = put_in_play(g, card, position=11)
    fighter = put_in_play(g, "E1-07", position=12)
    events = fire(g, heavy=[B], light=[B], pulse=2, rocket=True)
    assert sat.label not in {t for _, t in targets(events)} and sat.damage == 0
    assert targets(events) == [("blue heavy laser", fighter.label), ("blue light laser", fighter.label)]


@pytest.mark.parametrize("card", ["SE1-04", "SE2-03"])
def test_satellites_within_distance_2_are_normal_targets(card):
    g = game(threats=[(card, 1, "blue")], crew=[[], []])
    sat = put_in_play(g, card, position=10)
    events = fire(g, heavy=[B], pulse=1, rocket=True)
    assert {w for w, _ in targets(events)} == {"blue heavy laser", "pulse cannon", "rocket"}
    assert sat.state == DESTROYED                             # 4 + 1 + 3 - 2 >= 5


def test_psionic_satellite_x_delays_its_zone_y_everyone_z_knocks_out_everyone_aboard():
    g = game(threats=[("SE2-03", 1, "red")], crew=[["A"] * 12] * 4)
    sat = put_in_play(g, "SE2-03")
    place(g, 0, "upper-red")
    place(g, 1, "lower-red")
    place(g, 2, "lower-blue")
    place(g, 3, "interceptors")
    sat.perform("X", g)
    delayed = [p.actions[1].act is Act.EMPTY for p in g.players]
    assert delayed == [True, True, False, False]
    g.turn = 3
    sat.perform("Y", g)
    assert [p.actions[3].act is Act.EMPTY for p in g.players] == [True, True, True, False]
    sat.perform("Z", g)
    assert [p.knocked_out for p in g.players] == [True, True, True, False]
    assert g.ship.shields == [1, 1, 1] and tiles(g) == [0, 0, 0]



def test_psionic_satellite_delays_fall_on_the_next_turn():
    """Ruling RI14 / X20, rulebook §3.4: "Todos los jugadores de la nave / la estación / la
    zona se retrasan: los jugadores indicados por la carta deberán retrasar su acción del
    siguiente turno." The X in turn 3's threat step delays the action of turn 4, not
    turn 5 (the peer resolver delays one turn late)."""
    g = game(threats=[("SE2-03", 2, "red")], crew=[["C", "red", "empty", "A", "B", "C"]],
             tracks={"red": 7, "white": 2, "blue": 3, "internal": 4})
    sat = next(t for t in g.threats if t.id == "SE2-03")  # appears on square 16, speed 2
    for turn in (1, 2, 3):                                 # turn 1: C, the computer is kept
        g.play_turn(turn)
    assert sat.position == 12                              # trajectory 7's X, in turn 3
    assert [a.token for a in g.players[0].actions[3:7]] == ["empty", "A", "B", "C"]

# -- SE1-05 Cryoshield Frigate -------------------------------------------------------------------
def test_cryoshield_frigate_first_targeted_step_deals_nothing():
    g = game(threats=[("SE1-05", 1, "white")])
    frigate = put_in_play(g, "SE1-05", position=5)
    fire(g, heavy=[W], pulse=2, rocket=True)                  # 10 strength: nothing
    assert frigate.damage == 0 and not frigate.cryoshield
    fire(g, heavy=[W], pulse=1)
    assert frigate.damage == 5
    fire(g, rocket=True)
    assert frigate.state == DESTROYED


# -- SE1-06 Interstellar Octopus -------------------------------------------------------------------
def test_octopus_x_and_y_attack_all_zones_only_when_damaged():
    g = game(threats=[("SE1-06", 1, "white")])
    octo = put_in_play(g, "SE1-06")
    g.ship.shields = [20, 20, 20]
    octo.perform("X", g)
    assert shields_spent(g) == (0, 0, 0)
    octo.damage = 1
    octo.perform("X", g)
    octo.perform("Y", g)
    assert shields_spent(g) == (3, 3, 3)
    octo.damage = 5
    octo.perform("Z", g)                                      # 2 x 3 remaining, own zone
    assert shields_spent(g) == (3, 9, 3)


def test_octopus_is_no_rocket_target():
    g = game(threats=[("SE1-06", 1, "white")])
    put_in_play(g, "SE1-06", position=3)
    assert targets(fire(g, rocket=True)) == []


# -- SE1-07 Maelstrom ------------------------------------------------------------------------------
def test_maelstrom_shield_is_0_in_a_pulse_step_and_back_to_3_after():
    g = game(threats=[("SE1-07", 1, "red")])
    mael = put_in_play(g, "SE1-07", position=7)
    fire(g, heavy=[R], light=[R], pulse=1)
    assert mael.damage == 7                                   # 4 + 2 + 1 against 0
    mael.damage = 0
    fire(g, heavy=[R], light=[R])
    assert mael.damage == 3                                   # 6 against 3


def test_pulse_stripped_shield_keeps_the_marauder_bonus():
    """Ruling X8: the pulse takes the card's own shield to 0; the Marauder's +1 stays."""
    g = game(threats=[("SE1-07", 1, "red"), ("E2-06", 2, "white")])
    mael = put_in_play(g, "SE1-07", position=7)
    marauder = put_in_play(g, "E2-06", position=11)
    marauder.perform("X", g)
    fire(g, heavy=[R], pulse=1)
    assert mael.damage == 4                                   # 4 + 1 against 0 + 1


# -- SE1-08 Asteroid / SE2-06 Major Asteroid ----------------------------------------------------------
@pytest.mark.parametrize("card, per_square", [("SE1-08", 2), ("SE2-06", 3), ("E2-07", 1)])
def test_asteroid_break_up_attack_per_square(card, per_square):
    g = game(threats=[(card, 1, "blue")])
    rock = put_in_play(g, card, position=9)
    g.advance(rock, 6)                                        # X 8, Y 3 (lands on 3)
    assert rock.squares_reached == 2 and rock.position == 3
    rock.damage = rock.hp - 1
    g.ship.shields = [20, 20, 20]
    fire(g, light=[B])
    assert rock.state == DESTROYED and shields_spent(g) == (0, 0, 2 * per_square)


# -- SE2-01 Behemoth ------------------------------------------------------------------------------------
def _behemoth(*others, crew=2):
    threats = [("SE2-01", 1, "white")] + [(c, i + 2, z) for i, (c, z) in enumerate(others)]
    g = game(threats=threats, crew=[["empty"]] * crew)
    behemoth = put_in_play(g, "SE2-01", position=4)
    pilot = g.players[0]
    squad = g.ship.squads[Station.UPPER_BLUE]
    squad.holder, pilot.squad = pilot, squad
    return g, behemoth, pilot


def test_interceptors_alone_against_the_behemoth_strike_9_and_the_pilot_is_lost():
    g, behemoth, pilot = _behemoth()
    events = fire(g, pilot=0)
    aimed = [(e.weapon, e.strength) for e in events if isinstance(e, ev.WeaponTargets)]
    assert aimed == [("interceptors", 9)]
    assert behemoth.damage == 5                               # 9 - 4
    assert pilot.knocked_out and pilot.squad.state == "inactive"
    assert not g.ship.interceptors_usable and g.pilot() is None
    other = g.players[1]
    other.station = Station.UPPER_RED
    squad = g.ship.squads[Station.LOWER_RED]
    squad.holder, other.squad = other, squad
    g.launch_interceptors(other, False)                       # nobody can go out again
    assert other.station is Station.UPPER_RED


def test_heroic_interceptors_strike_10_and_the_pilot_is_still_lost():
    g, behemoth, pilot = _behemoth()
    fire(g, pilot=0, heroic=True)
    assert behemoth.damage == 6 and pilot.knocked_out


def test_with_another_threat_in_range_1_the_interceptors_hit_all_for_1_and_the_pilot_is_safe():
    g, behemoth, pilot = _behemoth(("E1-07", "red"))
    fighter = put_in_play(g, "E1-07", position=5)
    events = fire(g, pilot=0)
    assert sorted(targets(events)) == sorted([("interceptors", behemoth.label),
                                              ("interceptors", fighter.label)])
    assert behemoth.damage == 0 and not pilot.knocked_out and g.ship.interceptors_usable


def test_an_invisible_threat_in_range_1_does_not_save_the_pilot():
    """Ruling X6: only threats the interceptors can target count as "another threat"."""
    g, behemoth, pilot = _behemoth(("E1-03", "red"))
    put_in_play(g, "E1-03", position=3)                       # stealth, before its X
    fire(g, pilot=0)
    assert behemoth.damage == 5 and pilot.knocked_out


def test_behemoth_skips_each_attack_once_damaged_enough():
    g = game(threats=[("SE2-01", 1, "white")])
    beh = put_in_play(g, "SE2-01")
    g.ship.shields = [20, 20, 20]
    beh.damage = 1
    beh.perform("X", g)
    assert shields_spent(g) == (0, 2, 0)
    beh.damage = 2
    beh.perform("X", g)
    beh.perform("Y", g)
    assert shields_spent(g) == (0, 5, 0)
    beh.damage = 3
    beh.perform("Y", g)
    beh.perform("Z", g)
    assert shields_spent(g) == (0, 11, 0)
    beh.damage = 6
    beh.perform("Z", g)
    assert shields_spent(g) == (0, 11, 0)


# -- SE2-02 Juggernaut ---------------------------------------------------------------------------------
def test_rockets_always_hit_the_juggernaut_even_beyond_their_range():
    g = game(threats=[("SE2-02", 1, "white"), ("E1-07", 2, "red")])
    jug = put_in_play(g, "SE2-02", position=11)               # distance 3
    fighter = put_in_play(g, "E1-07", position=2)
    events = fire(g, rocket=True)
    assert targets(events) == [("rocket", jug.label)] and fighter.damage == 0
    assert jug.damage == 0 and jug.shield_now == 4            # 3 against 3, then +1


def test_juggernaut_shield_rises_after_the_rocket_damage_is_computed():
    g = game(threats=[("SE2-02", 1, "white")])
    jug = put_in_play(g, "SE2-02", position=6)
    fire(g, heavy=[W], rocket=True)
    assert jug.damage == 5 and jug.shield_now == 4            # 8 against the old 3
    fire(g, heavy=[W])
    assert jug.damage == 6 and jug.shield_now == 4            # no rocket: no change


def test_juggernaut_draws_a_rocket_away_from_a_revealed_phantom():
    g = game(threats=[("E2-03", 1, "red"), ("SE2-02", 2, "white")])
    phantom = put_in_play(g, "E2-03", position=2)
    phantom.revealed = True
    jug = put_in_play(g, "SE2-02", position=9)
    events = fire(g, rocket=True)
    assert targets(events) == [("rocket", jug.label)] and jug.shield_now == 4


def test_juggernaut_x_and_y_speed_up_by_two():
    g = game(threats=[("SE2-02", 1, "white")])
    jug = put_in_play(g, "SE2-02")
    jug.perform("X", g)
    jug.perform("Y", g)
    assert jug.speed_now == 5


# -- SE2-04 Nebula Crab ---------------------------------------------------------------------------------
def test_nebula_crab_shield_and_speed_changes_and_side_zone_z():
    g = game(threats=[("SE2-04", 1, "white")])
    crab = put_in_play(g, "SE2-04", position=3)
    assert targets(fire(g, rocket=True)) == []
    crab.perform("X", g)
    assert crab.shield_now == 4
    crab.perform("Y", g)
    assert (crab.speed_now, crab.shield_now) == (4, 2)
    crab.perform("Z", g)
    assert tiles(g) == [4, 0, 4]


# -- SE2-05 Nemesis ---------------------------------------------------------------------------------------
def test_nemesis_retaliates_on_every_zone_after_a_damage_step_that_hurt_it():
    g = game(threats=[("SE2-05", 1, "white")])
    nem = put_in_play(g, "SE2-05", position=7)
    g.ship.shields = [20, 20, 20]
    events = fire(g, heavy=[W])
    assert nem.damage == 4 and shields_spent(g) == (1, 1, 1)
    kinds = [type(e).__name__ for e in events]
    assert kinds.index("ThreatDamaged") < kinds.index("ShipAttacked")


def test_nemesis_does_not_retaliate_when_no_damage_got_through_or_when_destroyed():
    g = game(threats=[("SE2-05", 1, "white")])
    nem = put_in_play(g, "SE2-05", position=7)
    g.ship.shields = [20, 20, 20]
    fire(g, pulse=1)                                          # 1 against shield 1
    assert nem.damage == 0 and shields_spent(g) == (0, 0, 0)
    nem.damage = 6
    fire(g, heavy=[W])                                        # destroyed: gone, no attack
    assert nem.state == DESTROYED and shields_spent(g) == (0, 0, 0)


def test_nemesis_retaliation_after_the_leviathan_explosion_and_with_the_scout_bonus():
    g = game(threats=[("SE2-05", 1, "red"), ("SE1-03", 2, "white"), ("E2-02", 3, "blue")])
    nem = put_in_play(g, "SE2-05", position=9)
    tanker = put_in_play(g, "SE1-03", position=4)
    scout = put_in_play(g, "E2-02", position=10)
    scout.perform("X", g)
    tanker.damage = 6
    g.ship.shields = [20, 20, 20]
    fire(g, heavy=[W])                                        # only the tanker is shot
    assert tanker.state == DESTROYED and nem.damage == 1
    assert shields_spent(g) == (2, 2, 2)                      # 1 + Scout's 1 on each zone


def test_nemesis_x_and_y_damage_itself_ignoring_its_shield_without_retaliating():
    g = game(threats=[("SE2-05", 1, "blue")])
    nem = put_in_play(g, "SE2-05")
    g.ship.shields = [20, 20, 20]
    nem.perform("X", g)
    nem.perform("Y", g)
    assert nem.damage == 3 and shields_spent(g) == (0, 0, 3)


def test_nemesis_destroyed_by_its_own_x_counts_as_destroyed_and_stops_moving():
    """Ruling R17: the rest of the move (the Y it would cross) is not performed."""
    g = game(threats=[("SE2-05", 1, "white")], tracks={"red": 1, "white": 4, "blue": 3, "internal": 2})
    nem = put_in_play(g, "SE2-05", position=10)               # track 4: X 9, Y 5
    nem.damage = 8
    g.ship.shields = [20, 20, 20]
    g.advance(nem, 5)
    assert nem.state == DESTROYED and nem.position == 9
    assert shields_spent(g) == (0, 1, 0)                      # X attack only, no Y attack


def test_nemesis_reaching_z_loses_the_mission_and_rockets_can_target_it():
    g = game(threats=[("SE2-05", 1, "white")])
    nem = put_in_play(g, "SE2-05", position=3)
    assert targets(fire(g, rocket=True)) == [("rocket", nem.label)]
    with pytest.raises(ShipLost) as lost:
        g.advance(nem, 3)
    assert "Nemesis" in lost.value.cause and nem.state == ACTIVE
