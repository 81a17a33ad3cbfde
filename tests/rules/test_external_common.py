"""Special rules of the common external threats (E1-xx, E2-xx), each in several situations.

Default trajectories (builders): red 1 (10 squares: X 5), white 2 (11: X 8),
blue 3 (12: X 8, Y 3). Range 1 = squares 1-5, 2 = 6-10, 3 = 11+.
"""
from __future__ import annotations

from spacealert_tui.rules import events as ev
from spacealert_tui.rules.layout import Station, Zone
from spacealert_tui.rules.threats.base import ACTIVE, DESTROYED, SURVIVED
from spacealert_tui.rules.tiles import Tile
from tests.rules.builders import game, put_in_play

R, W, B = Zone.RED, Zone.WHITE, Zone.BLUE


def fire(g, *, heavy=(), light=(), pulse=0, rocket=False, pilot=None, heroic=False):
    """Set this turn's weapons by hand and run one damage step.

    heavy/light: zones that fire (printed strength); pulse: its strength; pilot: index
    of a crew member put in the interceptors.
    """
    ship = g.ship
    for zone in heavy:
        ship.heavy_fired[zone] = ship.heavy_laser_strength(zone)
    for zone in light:
        ship.light_fired[zone] = ship.light_laser_strength(zone)
    ship.pulse_fired = pulse
    ship.rocket_flying = rocket
    if pilot is not None:
        g.players[pilot].station = Station.INTERCEPTORS
        g.heroic_interceptors = heroic
    start = len(g.events)
    g.damage_step()
    return g.events[start:]


def targets(events) -> list[tuple[str, str]]:
    return [(e.weapon, e.threat) for e in events if isinstance(e, ev.WeaponTargets)]


def shields_spent(g, before=20) -> tuple[int, int, int]:
    return tuple(before - g.ship.shields[z] for z in (R, W, B))


def tiles(g) -> list[int]:
    return [len(t) for t in g.ship.tiles]


# -- E1-01 Pulse Ball -----------------------------------------------------------------------
def test_pulse_ball_y_attacks_every_zone_for_1():
    """Ruling X1: Y is 1 on all zones (three independent transcriptions), not 2."""
    g = game(threats=[("E1-01", 1, "blue")])
    ball = put_in_play(g, "E1-01", position=4)
    g.advance(ball, 1)                      # blue track 3: Y on square 3
    assert ball.position == 3
    assert g.ship.shields == [0, 0, 0] and tiles(g) == [0, 0, 0]


# -- E1-02 Destroyer ------------------------------------------------------------------------
def test_destroyer_doubles_only_what_gets_past_the_shield():
    g = game(threats=[("E1-02", 1, "white")])
    d = put_in_play(g, "E1-02")
    d.perform("X", g)                       # 1 against shield 1: nothing through
    assert tiles(g) == [0, 0, 0] and g.ship.shields[W] == 0
    d.perform("Y", g)                       # 2 against shield 0: 2 through, 4 tiles
    assert tiles(g) == [0, 4, 0]


# -- E1-03 Stealth Fighter ---------------------------------------------------------------------
def _stealth_and_fighter(zone="white", stealth_at=4, fighter_at=9):
    g = game(threats=[("E1-03", 1, zone), ("E1-07", 2, zone)], crew=[[], []])
    stealth = put_in_play(g, "E1-03", position=stealth_at)
    fighter = put_in_play(g, "E1-07", position=fighter_at)
    return g, stealth, fighter


def test_stealth_fighter_lasers_take_the_next_valid_threat_before_x():
    g, stealth, fighter = _stealth_and_fighter("red")
    events = fire(g, heavy=[R], light=[R])
    assert targets(events) == [("red heavy laser", fighter.label), ("red light laser", fighter.label)]
    assert stealth.damage == 0 and fighter.damage == 4     # 4 + 2 - 2


def test_stealth_fighter_alone_gives_the_lasers_no_target():
    g = game(threats=[("E1-03", 1, "white")])
    stealth = put_in_play(g, "E1-03", position=4)
    events = fire(g, heavy=[W])
    assert targets(events) == [] and stealth.damage == 0
    assert any(isinstance(e, ev.NothingHappens) and "no target" in e.reason for e in events)


def test_stealth_fighter_is_skipped_by_pulse_rocket_and_interceptors_before_x():
    g, stealth, fighter = _stealth_and_fighter("white", stealth_at=3, fighter_at=5)
    events = fire(g, pulse=1, rocket=True, pilot=1)
    assert stealth.label not in {t for _, t in targets(events)}
    # the fighter is the interceptors' only valid target: they strike it with 3
    assert ("interceptors", fighter.label) in targets(events)
    strengths = [e.strength for e in events if isinstance(e, ev.WeaponTargets) and e.weapon == "interceptors"]
    assert strengths == [3]
    assert stealth.damage == 0 and fighter.damage == 4       # 1 + 3 + 3 - 2 > 4 hp
    assert fighter.state == DESTROYED


def test_stealth_fighter_can_be_targeted_after_its_x():
    g, stealth, fighter = _stealth_and_fighter("white", stealth_at=9, fighter_at=10)
    g.advance(stealth, 1)                                     # square 8: X
    assert stealth.revealed and g.ship.shields == [1, 1, 1]   # X reveals, attacks nothing
    events = fire(g, heavy=[W])
    assert targets(events) == [("central heavy laser", stealth.label)]
    assert stealth.damage == 3


# -- E1-04 Energy Cloud ----------------------------------------------------------------------------
def test_energy_cloud_pulse_strips_its_shield_for_every_weapon():
    g = game(threats=[("E1-04", 1, "white")])
    cloud = put_in_play(g, "E1-04", position=9)               # range 2: in pulse range
    events = fire(g, heavy=[W], pulse=1)
    assert [e for e in events if isinstance(e, ev.ThreatDamaged)][0].shield == 0
    assert cloud.state == DESTROYED                           # 5 + 1 against 0


def test_energy_cloud_keeps_its_shield_without_the_pulse():
    g = game(threats=[("E1-04", 1, "white")])
    cloud = put_in_play(g, "E1-04", position=9)
    fire(g, heavy=[W])
    assert cloud.damage == 2                                  # 5 - 3


def test_energy_cloud_out_of_pulse_range_keeps_its_shield():
    g = game(threats=[("E1-04", 1, "white")])
    cloud = put_in_play(g, "E1-04", position=11)              # range 3
    fire(g, heavy=[W], pulse=1)
    assert cloud.damage == 2
    g2 = game(threats=[("E1-04", 1, "white")], initial_damage={"white": ["lower_cannon"]})
    cloud2 = put_in_play(g2, "E1-04", position=8)             # range 2, pulse reaches 1 only
    assert g2.ship.pulse_range() == 1
    fire(g2, heavy=[W], pulse=1)
    assert cloud2.damage == 2


def test_energy_cloud_shield_is_back_the_next_turn():
    g = game(threats=[("E1-04", 1, "white")])
    cloud = put_in_play(g, "E1-04", position=9)
    fire(g, pulse=1)
    assert cloud.damage == 1                                  # pulse 1 against 0
    fire(g, heavy=[W])
    assert cloud.damage == 3                                  # 5 against 3 again


def test_energy_cloud_x_empties_every_shield():
    g = game(threats=[("E1-04", 1, "white")])
    cloud = put_in_play(g, "E1-04", position=9)
    g.ship.shields = [2, 3, 2]
    g.advance(cloud, 1)
    assert g.ship.shields == [0, 0, 0] and tiles(g) == [0, 0, 0]


# -- E1-06 Cryoshield Fighter --------------------------------------------------------------------
def test_cryoshield_absorbs_the_whole_first_targeted_step_only():
    g = game(threats=[("E1-06", 1, "red")])
    cryo = put_in_play(g, "E1-06", position=4)
    fire(g, heavy=[R], light=[R], pulse=2)                    # 4 + 2 + 2: nothing
    assert cryo.damage == 0 and not cryo.cryoshield
    fire(g, heavy=[R])                                        # 4 against shield 1
    assert cryo.damage == 3


def test_cryoshield_is_not_spent_in_a_step_where_nothing_targets_it():
    g = game(threats=[("E1-06", 1, "red"), ("E1-07", 2, "red")])
    cryo = put_in_play(g, "E1-06", position=9)
    fighter = put_in_play(g, "E1-07", position=4)
    fire(g, heavy=[R])                                        # hits the nearer fighter
    assert fighter.damage == 2 and cryo.cryoshield
    fire(g, pulse=1)                                          # even a weak hit spends it
    assert cryo.damage == 0 and not cryo.cryoshield
    fire(g, pulse=2)
    assert cryo.damage == 1


# -- E2-02 Scout ------------------------------------------------------------------------------------
def _scout_game(*others, scout_zone="white"):
    threats = [("E2-02", 1, scout_zone)] + [(card, i + 2, zone) for i, (card, zone) in enumerate(others)]
    return game(threats=threats, crew=[[], []])


def test_heavy_lasers_ignore_the_scout_and_hit_the_next_threat():
    g = _scout_game(("E1-07", "white"))
    scout = put_in_play(g, "E2-02", position=3)
    fighter = put_in_play(g, "E1-07", position=9)
    events = fire(g, heavy=[W])
    assert targets(events) == [("central heavy laser", fighter.label)]
    assert scout.damage == 0 and fighter.damage == 3


def test_the_scout_alone_is_no_target_for_a_heavy_laser_but_is_for_the_others():
    g = _scout_game(scout_zone="red")
    scout = put_in_play(g, "E2-02", position=4)
    events = fire(g, heavy=[R])
    assert targets(events) == [] and scout.damage == 0
    events = fire(g, light=[R], pulse=1)
    assert {w for w, _ in targets(events)} == {"red light laser", "pulse cannon"}
    assert scout.damage == 2                                  # 2 + 1 - 1
    fire(g, rocket=True)
    assert scout.state == DESTROYED


def test_scout_x_gives_every_other_threat_plus_one_attack():
    g = _scout_game(("E1-07", "red"))
    scout = put_in_play(g, "E2-02")
    fighter = put_in_play(g, "E1-07")
    g.ship.shields = [20, 20, 20]
    scout.perform("X", g)
    fighter.perform("X", g)
    assert shields_spent(g) == (2, 0, 0)                      # 1 + 1
    fighter.perform("Z", g)
    assert shields_spent(g) == (6, 0, 0)                      # 3 + 1 more


def test_scout_bonus_is_not_for_the_scout_itself():
    g = _scout_game()
    scout = put_in_play(g, "E2-02")
    scout.perform("X", g)
    scout.perform("Z", g)
    assert tiles(g) == [0, 3, 0] and g.ship.shields[W] == 1   # 3 ignoring shields, no +1


def test_scout_bonus_reaches_threats_that_appear_later():
    g = _scout_game(("E1-05", "blue"))
    scout = put_in_play(g, "E2-02")
    scout.perform("X", g)
    g.ship.shields = [20, 20, 20]
    gunship = put_in_play(g, "E1-05", turn=4)                 # appears after the Scout's X
    gunship.perform("X", g)
    assert shields_spent(g) == (0, 0, 3)


def test_scout_bonus_ends_when_it_is_destroyed_and_lasts_if_it_survives():
    g = _scout_game(("E1-07", "red"))
    scout = put_in_play(g, "E2-02", position=4)
    fighter = put_in_play(g, "E1-07")
    scout.perform("X", g)
    g.destroy_threat(scout)
    g.ship.shields = [20, 20, 20]
    fighter.perform("X", g)
    assert shields_spent(g) == (1, 0, 0) and g.attack_bonus == []

    g = _scout_game(("E1-07", "red"))
    scout = put_in_play(g, "E2-02", position=2)
    fighter = put_in_play(g, "E1-07")
    scout.perform("X", g)
    g.advance(scout, 2)                                       # Z: survived
    assert scout.state == SURVIVED
    g.ship.shields = [20, 20, 20]
    fighter.perform("Y", g)
    assert shields_spent(g) == (3, 0, 0)


def test_scout_bonus_starts_at_its_x_so_lower_numbers_moving_first_miss_it_that_turn():
    g = game(threats=[("E1-07", 1, "red"), ("E2-02", 2, "white"), ("E1-05", 3, "blue")])
    put_in_play(g, "E1-07", position=7)             # X on red 5, moves before the Scout
    put_in_play(g, "E2-02", position=9)             # X on white 8
    put_in_play(g, "E1-05", position=10)            # X on blue 8, moves after the Scout
    g.ship.shields = [20, 20, 20]
    g.threat_actions()
    assert shields_spent(g) == (1, 0, 3)


def test_scout_bonus_is_for_external_threats_only():
    g = game(threats=[("E2-02", 1, "white"), ("I1-01", 2)])
    scout = put_in_play(g, "E2-02")
    skirmishers = put_in_play(g, "I1-01")
    scout.perform("X", g)
    skirmishers.perform("Z", g)                               # internal damage 3, no +1
    assert tiles(g) == [3, 0, 0]


def test_scout_y_moves_every_other_external_threat_one_square_in_number_order():
    g = game(threats=[("E1-07", 1, "red"), ("E2-02", 2, "white"), ("E1-05", 3, "blue"),
                      ("I1-01", 4)])
    fighter = put_in_play(g, "E1-07", position=6)             # red X on 5
    scout = put_in_play(g, "E2-02", position=4)
    gunship = put_in_play(g, "E1-05", position=9)
    skirmishers = put_in_play(g, "I1-01")
    scout.perform("X", g)
    g.ship.shields = [20, 20, 20]
    start = len(g.events)
    scout.perform("Y", g)
    moved = [e.threat for e in g.events[start:] if isinstance(e, ev.ThreatMoved)]
    assert moved == [fighter.label, gunship.label]            # number order, not the Scout
    assert (fighter.position, scout.position, gunship.position) == (5, 4, 8)
    assert skirmishers.position == skirmishers.track.length   # internal threats stay
    assert shields_spent(g) == (2, 0, 3)                      # X attacks reached, with +1


def test_scout_y_reveals_a_stealth_fighter_it_pushes_onto_x():
    g = game(threats=[("E2-02", 1, "white"), ("E1-03", 2, "red")])
    scout = put_in_play(g, "E2-02")
    stealth = put_in_play(g, "E1-03", position=6)
    scout.perform("Y", g)
    assert stealth.position == 5 and stealth.revealed


def test_scout_y_can_push_a_threat_through_its_z():
    g = game(threats=[("E2-02", 1, "white"), ("E1-07", 2, "red")])
    scout = put_in_play(g, "E2-02")
    fighter = put_in_play(g, "E1-07", position=2)
    g.ship.shields = [20, 20, 20]
    scout.perform("Y", g)
    assert fighter.state == SURVIVED and shields_spent(g) == (3, 0, 0)


# -- E2-03 Phantom Fighter ---------------------------------------------------------------------
def test_phantom_fighter_is_invisible_before_x():
    g = game(threats=[("E2-03", 1, "blue"), ("E1-07", 2, "blue")], crew=[[], []])
    phantom = put_in_play(g, "E2-03", position=4)
    fighter = put_in_play(g, "E1-07", position=9)
    events = fire(g, heavy=[B], rocket=True, pulse=1)
    assert phantom.label not in {t for _, t in targets(events)} and phantom.damage == 0
    assert fighter.damage == 4 and fighter.state == DESTROYED  # heavy 4 + rocket 3 - 2


def test_a_rocket_aimed_at_the_revealed_phantom_explodes_without_effect():
    g = game(threats=[("E2-03", 1, "blue"), ("E1-07", 2, "red")])
    phantom = put_in_play(g, "E2-03", position=4)
    fighter = put_in_play(g, "E1-07", position=7)
    phantom.revealed = True                                   # as after its X
    events = fire(g, rocket=True)
    assert targets(events) == [("rocket", phantom.label)]     # chosen, not skipped ...
    assert phantom.damage == 0 and fighter.damage == 0        # ... and wasted
    assert any("explodes harmlessly" in str(e) for e in events)


def test_revealed_phantom_takes_laser_damage_but_not_the_rocket_in_the_same_step():
    g = game(threats=[("E2-03", 1, "blue")])
    phantom = put_in_play(g, "E2-03", position=8)
    phantom.perform("X", g)
    fire(g, heavy=[B], light=[B], rocket=True)
    assert phantom.state == DESTROYED                         # 4 + 2 - 3 = 3 = its HP
    g = game(threats=[("E2-03", 1, "blue")])
    phantom = put_in_play(g, "E2-03", position=8)
    phantom.perform("X", g)
    fire(g, heavy=[B], rocket=True)
    assert phantom.damage == 1                                # 4 - 3; the rocket adds nothing


# -- E2-04 Swarm --------------------------------------------------------------------------------
def test_swarm_takes_at_most_one_damage_per_damage_step():
    g = game(threats=[("E2-04", 1, "red")])
    swarm = put_in_play(g, "E2-04", position=4)
    fire(g, heavy=[R], light=[R], pulse=2)
    assert swarm.damage == 1
    fire(g, light=[R])
    assert swarm.damage == 2
    fire(g)                                                   # nothing fired: nothing
    assert swarm.damage == 2
    fire(g, pulse=1)
    assert swarm.state == DESTROYED                           # hit in 3 different steps


def test_swarm_is_no_rocket_target():
    g = game(threats=[("E2-04", 1, "red"), ("E1-07", 2, "blue")])
    swarm = put_in_play(g, "E2-04", position=3)
    fighter = put_in_play(g, "E1-07", position=8)
    events = fire(g, rocket=True)
    assert targets(events) == [("rocket", fighter.label)] and swarm.damage == 0


def test_swarm_y_and_z_also_attack_the_other_zones():
    g = game(threats=[("E2-04", 1, "blue")])
    swarm = put_in_play(g, "E2-04", position=4)
    g.ship.shields = [20, 20, 20]
    g.advance(swarm, 1)                                       # Y on blue square 3
    assert shields_spent(g) == (1, 1, 2)


# -- E2-05 Jellyfish -----------------------------------------------------------------------------
def test_jellyfish_negative_shield_adds_two_to_any_targeting_step():
    g = game(threats=[("E2-05", 1, "red")])
    jelly = put_in_play(g, "E2-05", position=8)
    fire(g, light=[R])
    assert jelly.damage == 4                                  # 2 + 2
    fire(g, pulse=1)
    assert jelly.damage == 7                                  # 1 + 2
    fire(g)                                                   # not targeted: nothing
    assert jelly.damage == 7
    fire(g, heavy=[R], light=[R])
    assert jelly.state == DESTROYED                           # 4 + 2 + 2 = 8 > 6 left


def test_jellyfish_is_no_rocket_target():
    g = game(threats=[("E2-05", 1, "red")])
    jelly = put_in_play(g, "E2-05", position=4)
    events = fire(g, rocket=True)
    assert targets(events) == [] and jelly.damage == 0


def test_jellyfish_repairs_half_its_damage_rounded_down_after_x_and_y():
    g = game(threats=[("E2-05", 1, "blue")])
    jelly = put_in_play(g, "E2-05", position=9)
    jelly.damage = 5
    g.advance(jelly, 1)                                       # X on 8
    assert jelly.damage == 3 and g.ship.shields == [0, 0, 0]  # healed 2, attacked 1 all
    jelly.damage = 1
    jelly.perform("Y", g)
    assert jelly.damage == 1                                  # half of 1 rounds to 0
    assert tiles(g) == [1, 1, 1]                              # Y: 1 on each empty shield
    jelly.perform("Z", g)
    assert tiles(g) == [3, 3, 3]


def test_jellyfish_with_a_marauder_bonus_has_shield_minus_one():
    g = game(threats=[("E2-05", 1, "red"), ("E2-06", 2, "blue")])
    jelly = put_in_play(g, "E2-05", position=8)
    marauder = put_in_play(g, "E2-06", position=9)
    marauder.perform("X", g)
    fire(g, light=[R])
    assert jelly.damage == 3


# -- E2-06 Marauder -----------------------------------------------------------------------------
def test_marauder_x_gives_every_external_threat_plus_one_shield_itself_included():
    g = game(threats=[("E2-06", 1, "white"), ("E1-07", 2, "red")])
    marauder = put_in_play(g, "E2-06", position=7)
    fighter = put_in_play(g, "E1-07", position=7)
    marauder.perform("X", g)
    fire(g, heavy=[W, R])
    assert marauder.damage == 3 and fighter.damage == 1       # 5 - 2, 4 - 3


def test_marauder_bonus_reaches_later_threats_and_ends_when_it_is_destroyed():
    g = game(threats=[("E2-06", 1, "white"), ("E1-07", 2, "red")])
    marauder = put_in_play(g, "E2-06", position=7)
    marauder.perform("X", g)
    fighter = put_in_play(g, "E1-07", turn=3, position=7)     # appears later
    fire(g, heavy=[R])
    assert fighter.damage == 1
    marauder.damage = 5
    fire(g, pulse=1, heavy=[R])                               # 1 against 2: marauder unhurt
    assert marauder.damage == 5 and fighter.damage == 3       # 4 + 1 - 3
    fire(g, heavy=[W])
    assert marauder.state == DESTROYED and g.shield_bonus == []
    fighter.damage = 0
    fire(g, heavy=[R])
    assert fighter.damage == 2                                # 4 against 2 again


def test_marauder_bonus_lasts_all_mission_after_its_z():
    g = game(threats=[("E2-06", 1, "red"), ("E1-07", 2, "white")])
    marauder = put_in_play(g, "E2-06", position=6)
    fighter = put_in_play(g, "E1-07", position=9)
    g.advance(marauder, 1)                                    # X on red square 5
    g.ship.shields = [20, 20, 20]
    g.advance(marauder, 4)                                    # Z on square 1
    assert marauder.state == SURVIVED
    assert shields_spent(g) == (4, 0, 0)                      # Z: its own zone only
    fire(g, heavy=[W])
    assert fighter.damage == 2                                # 5 - (2 + 1)


def test_marauder_y_takes_one_energy_from_every_shield():
    g = game(threats=[("E2-06", 1, "white")])
    marauder = put_in_play(g, "E2-06")
    g.ship.shields = [2, 0, 1]
    marauder.perform("Y", g)
    assert g.ship.shields == [1, 0, 0] and tiles(g) == [0, 0, 0]


# -- asteroids (E2-07 here; SE1-08, SE2-06 share the rule) ----------------------------------
def test_asteroid_counts_x_and_y_squares_passed_or_landed_on():
    g = game(threats=[("E2-07", 1, "red")], tracks={"red": 6, "white": 2, "blue": 3, "internal": 4})
    rock = put_in_play(g, "E2-07")                            # track 6: X 10, Y 7, Y 3
    g.advance(rock, 4)                                        # 15 -> 11
    assert rock.squares_reached == 0
    g.advance(rock, 4)                                        # passes X 10, lands on Y 7
    assert rock.squares_reached == 2 and rock.position == 7
    rock.damage = 6
    g.ship.shields = [20, 20, 20]
    events = fire(g, heavy=[R])
    assert rock.state == DESTROYED
    assert shields_spent(g) == (2, 0, 0)                      # 1 per square, after the step
    kinds = [type(e).__name__ for e in events]
    assert kinds.index("ThreatDestroyed") < kinds.index("ShipAttacked")


def test_asteroid_destroyed_before_any_x_or_y_makes_no_attack():
    g = game(threats=[("E2-07", 1, "red")])
    rock = put_in_play(g, "E2-07", position=9)
    rock.damage = 6
    events = fire(g, heavy=[R])
    assert rock.state == DESTROYED and g.ship.shields == [1, 1, 1]
    assert not any(isinstance(e, ev.ShipAttacked) for e in events)


def test_asteroid_z_attacks_with_its_remaining_hp_and_rockets_skip_it():
    g = game(threats=[("E2-07", 1, "red")])
    rock = put_in_play(g, "E2-07", position=4)
    events = fire(g, rocket=True)
    assert targets(events) == []
    rock.damage = 3
    g.ship.shields = [20, 20, 20]
    rock.perform("Z", g)
    assert shields_spent(g) == (4, 0, 0)


def test_asteroids_destroyed_in_one_step_attack_in_number_order():
    g = game(threats=[("SE2-06", 1, "red"), ("E2-07", 2, "white"), ("SE1-08", 3, "blue")])
    major = put_in_play(g, "SE2-06", position=4)
    minor = put_in_play(g, "E2-07", position=4)
    rock = put_in_play(g, "SE1-08", position=4)
    major.squares_reached = minor.squares_reached = rock.squares_reached = 1
    major.damage, minor.damage, rock.damage = 10, 6, 8
    g.ship.shields = [20, 20, 20]
    events = fire(g, pulse=1)
    attacks = [(e.source, e.strength) for e in events if isinstance(e, ev.ShipAttacked)]
    assert attacks == [(major.label, 3), (minor.label, 1), (rock.label, 2)]


def test_asteroid_break_up_attack_gets_the_scout_bonus():
    g = game(threats=[("E2-02", 1, "white"), ("E2-07", 2, "red")])
    scout = put_in_play(g, "E2-02", position=9)
    rock = put_in_play(g, "E2-07", position=4)
    scout.perform("X", g)
    rock.squares_reached, rock.damage = 1, 6
    g.ship.shields = [20, 20, 20]
    fire(g, heavy=[R])
    assert shields_spent(g) == (2, 0, 0)                      # 1 x 1 square, + 1


def test_asteroid_pushed_by_the_scout_counts_the_square():
    g = game(threats=[("E2-02", 1, "white"), ("E2-07", 2, "red")])
    scout = put_in_play(g, "E2-02")
    rock = put_in_play(g, "E2-07", position=6)
    scout.perform("Y", g)
    assert rock.position == 5 and rock.squares_reached == 1


# -- plain cards with state changes ----------------------------------------------------------
def test_kamikaze_speeds_up_and_drops_its_shield():
    g = game(threats=[("E2-01", 1, "white")])
    k = put_in_play(g, "E2-01")
    k.perform("X", g)
    assert (k.speed_now, k.shield_now) == (5, 1)
    k.perform("Y", g)
    assert (k.speed_now, k.shield_now) == (6, 0)


def test_armored_grappler_y_and_amoeba_x_y_repair_never_above_printed_hp():
    g = game(threats=[("E1-08", 1, "white"), ("E1-09", 2, "red")])
    grappler = put_in_play(g, "E1-08")
    amoeba = put_in_play(g, "E1-09")
    grappler.damage, amoeba.damage = 2, 3
    grappler.perform("Y", g)
    amoeba.perform("X", g)
    assert (grappler.damage, amoeba.damage) == (1, 1)
    amoeba.perform("Y", g)
    assert amoeba.damage == 0 and g.ship.shields == [1, 1, 1]


def test_amoeba_and_meteoroid_are_no_rocket_targets():
    g = game(threats=[("E1-09", 1, "white"), ("E1-10", 2, "red")])
    put_in_play(g, "E1-09", position=3)
    put_in_play(g, "E1-10", position=4)
    events = fire(g, rocket=True)
    assert targets(events) == []


def test_meteoroid_z_equals_its_remaining_hp():
    g = game(threats=[("E1-10", 1, "red")])
    m = put_in_play(g, "E1-10", position=6)
    m.damage = 2
    g.ship.shields = [20, 20, 20]
    g.advance(m, 5)                                           # passes 5, Z on 1
    assert m.state == SURVIVED and shields_spent(g) == (3, 0, 0)


def test_gunship_fighter_and_pulse_ball_attack_their_printed_strength_through_the_shield():
    g = game(threats=[("E1-05", 1, "red"), ("E1-07", 2, "white"), ("E1-01", 3, "blue")])
    gunship = put_in_play(g, "E1-05")
    fighter = put_in_play(g, "E1-07")
    ball = put_in_play(g, "E1-01")
    gunship.perform("Z", g)                                   # 3 - 1
    fighter.perform("Z", g)                                   # 3 - 1
    ball.perform("Z", g)                                      # 2 everywhere, shields now 0
    assert tiles(g) == [4, 4, 1]
    assert g.ship.tiles[R][0] in tuple(Tile) and all(t.state == ACTIVE for t in (gunship, fighter, ball))
