"""The moves a veteran crew makes, taught to the plan search: confirm together at the
window, man the guns first (the heroic shot when the energy falls short), gun a zone then
hunt, take over a member's plan from a turn, and answer what lost the ship. Each is
checked against the rulebook's words, the engine only resolving the plan."""
from __future__ import annotations

import random

import pytest

from spacealert_tui.coach import hunts as hunts_module
from spacealert_tui.coach import plan as plan_module
from spacealert_tui.coach.finale import gather, walk_to_window
from spacealert_tui.coach.hunts import Front, Hunter, Hunts, gunner_tokens, hunter_tokens, stations
from spacealert_tui.coach.judge import with_actions
from spacealert_tui.coach.legal import EMPTY, is_legal
from spacealert_tui.rules import record_from_dict, resolve
from spacealert_tui.rules.actions import parse_action
from spacealert_tui.rules.layout import Station


def _record(threats: list[dict], tracks: dict | None = None):
    return record_from_dict({
        "format": "spacealert-record/1",
        "mission": {"tracks": tracks or {"red": 3, "white": 1, "blue": 5, "internal": 2}, "threats": threats,
                    "damage_tokens": {"seed": 7}},
        "crew": [{"name": n, "actions": ["empty"] * 12} for n in ("Ana", "Bo", "Cy", "Di")]})


def _plan(tokens: str):
    return [parse_action(t) for t in tokens.split()]


KEEPER = _plan("C empty empty C empty empty empty C empty empty empty empty")     # the computer kept
QUIET = [{"card": "E1-07", "turn": 3, "zone": "blue"}]     # one small ship far away: nothing urgent


@pytest.mark.parametrize("members, points", [((0,), 1), ((0, 1), 2), ((1, 2, 3), 3), ((0, 1, 2, 3), 5)])
def test_members_gathered_at_the_window_confirm_together_and_score_the_scale(members, points):
    """Base rulebook, visual confirmation: "the crew takes a cube ... and puts it on the
    numbered square of the mission board that matches the number of the phase and the
    number of players who performed visual confirmation that turn" (the scale 1, 2, 3, 5).
    Members sent to the window for turn 12 all play C there in turn 12: the phase scores
    the scale's points for that many. No card is delayed: the computer is kept, and each
    takes the gravolift in a turn of his own (a second user in one turn is delayed, R4)."""
    record = _record(QUIET)
    idle = [[EMPTY] * 12 for _ in record.crew]
    idle[3] = KEEPER
    plans = gather(random.Random(1), idle, turn=12, members=members)
    assert all(is_legal(p) for p in plans)
    for i in members:
        assert stations(plans[i])[12] == Station.LOWER_WHITE and plans[i][11].token == "C"
    result = resolve(with_actions(record, plans)).result
    assert result.score is not None and result.score.visual_confirmation == points


def test_a_member_far_from_the_window_walks_there_in_time_keeping_his_early_cards():
    """Lower white is one door and the gravolift from upper red: a member in upper red after
    turn 9 can still confirm in turn 12 (two moves, turns 10 and 11); his cards of turns 1-9
    are his own still."""
    plan = _plan("red A A A A A A A A A A A")
    walked = walk_to_window(random.Random(3), plan, 12)
    assert walked is not None and walked[:9] == plan[:9]
    assert stations(walked)[11] == Station.LOWER_WHITE and walked[11].token == "C"


def test_a_gunner_short_of_energy_plays_his_heroic_shot_and_destroys_the_destroyer():
    """Base rulebook, heroic actions: "Heroic shot: ... this turn the cannon attacks with 1
    more strength." A Destroyer (5 hit points, shield 2) in the red zone: the red heavy
    laser (strength 4) does 2 a shot, and the red reactor starts with 2 energy: two plain
    shots leave it alive, a plain shot and a heroic one (2 + 3) destroy it. A gunner whose
    reactor holds fewer shots than the zone needs mostly fires his heroic shot."""
    record = _record([{"card": "E1-02", "turn": 1, "zone": "red"}])
    (front,) = Hunts.of(record).fronts
    assert front.shots == 3
    destroyed = 0
    for seed in range(20):
        tokens = gunner_tokens(random.Random(seed), front)
        plans = [[EMPTY] * 12 for _ in record.crew]
        plans[1] = [parse_action(t) for t in tokens]
        assert is_legal(plans[1])
        outcomes = {t.label: t.outcome for t in resolve(with_actions(record, plans)).result.threats}
        destroyed += outcomes["Destroyer #1"] == "destroyed"
    assert destroyed >= 12


def test_a_red_gunner_done_with_his_zone_flies_the_interceptors_to_the_fissure():
    """Base rulebook, the Fissure: "to repair the Fissure you must make 2 attacks with the
    interceptors ... they attack in the turn they take off"; its Z destroys the ship. A red
    gunner (upper red is where the interceptors take off) who has shot the Destroyer down
    fetches a squad and flies out: the Fissure is repaired before its Z."""
    record = _record([{"card": "E1-02", "turn": 1, "zone": "red"}, {"card": "SI1-04", "turn": 3}],
                     {"red": 5, "white": 4, "blue": 6, "internal": 3})
    hunts = Hunts.of(record)
    (fissure,) = [t for t in hunts.targets if t.way == "fly"]
    (red,) = [f for f in hunts.fronts if f.zone == 0]
    repaired = 0
    for seed in range(10):
        tokens = hunter_tokens(random.Random(seed), [fissure], [Station.LOWER_RED, Station.UPPER_BLUE], first=red)
        assert tokens[0] == "red" and tokens[1] in ("A", "HA", "B")     # gunning (or shielding) first
        plans = [[EMPTY] * 12 for _ in record.crew]
        plans[0] = KEEPER
        plans[1] = [parse_action(t) for t in tokens]
        outcomes = {t.label: t.outcome for t in resolve(with_actions(record, plans)).result.threats}
        repaired += outcomes["Fissure #3"] == "destroyed"
    assert repaired >= 7


def test_what_lost_the_ship_is_the_zone_destroyed_or_the_fissure():
    """A zone is destroyed by its seventh damage (base rulebook, damage); the Fissure's Z
    destroys the ship whatever the damage. The idle crew loses to each: what lost it is,
    for an Asteroid on the red zone's shortest trajectory, the red zone's gun, and for the
    Fissure, the Fissure."""
    asteroid = _record([{"card": "SE1-08", "turn": 1, "zone": "red"}], {"red": 1, "white": 4, "blue": 5,
                                                                         "internal": 3})
    hunts = Hunts.of(asteroid)
    idle = with_actions(asteroid, [[EMPTY] * 12 for _ in asteroid.crew])
    assert resolve(idle).result.damage["red"] >= 7
    assert [(type(k), k.zone) for k in hunts.killers(idle)] == [(Front, 0)]
    fissure = _record([{"card": "SI1-04", "turn": 1}], {"red": 5, "white": 4, "blue": 6, "internal": 1})
    hunts = Hunts.of(fissure)
    idle = with_actions(fissure, [[EMPTY] * 12 for _ in fissure.crew])
    assert resolve(idle).result.lost_turn is not None
    assert [k.label for k in hunts.killers(idle)] == ["Fissure #1"]


def test_a_plan_that_jumps_home_has_nothing_to_answer():
    record = _record(QUIET)
    plans = [[EMPTY] * 12 for _ in record.crew]
    plans[0] = _plan("blue A A A A A A A A A A A")
    assert resolve(with_actions(record, plans)).result.lost_turn is None
    assert Hunts.of(record).killers(with_actions(record, plans)) == ()


def test_a_route_taking_over_keeps_the_first_cards_and_guns_from_where_they_took_him(monkeypatch):
    """A member who walked to lower blue in his first turns takes the blue zone's gun from
    a later turn: his first cards stay, then he goes up (the gravolift) to the heavy laser."""
    monkeypatch.setattr(hunts_module, "TAKEOVER_CHANCE", 1.0)
    record = _record([{"card": "E1-02", "turn": 4, "zone": "blue"}])
    hunts = Hunts.of(record)
    (front,) = hunts.fronts
    plan = _plan("blue lift A A A A A A A A A A")
    for seed in range(10):
        out = hunts.route(random.Random(seed), [front], plan, last=12)
        assert is_legal(out)
        kept = next(i for i in range(12) if out[i] != plan[i])
        assert kept >= 1 and out[:kept] == plan[:kept]
        assert Station.UPPER_BLUE in stations(out)[kept:]


def test_a_hunter_resumes_where_the_cards_took_him_and_knows_his_heroic_card_spent():
    hunter = Hunter.resume(random.Random(0), _plan("red lift HA"))
    assert hunter is not None and hunter.station == Station.LOWER_RED and hunter.turn == 4
    assert hunter.heroic_used
    assert Hunter.resume(random.Random(0), _plan("red C")) is None      # off in the interceptors, maybe
    # a C in a storage station takes its squad of battle bots (base rulebook, the C action)
    armed = Hunter.resume(random.Random(0), _plan("blue C red"))
    assert armed is not None and armed.squad == Station.UPPER_BLUE and armed.active


def test_a_crew_home_with_a_threat_let_through_looks_at_that_zone_next():
    """Base rulebook, scoring: a threat survived scores the lower of its card's two
    values, one destroyed the higher. A crew that jumps home with the Fighter let through
    has points left in the blue zone: that zone's gun is what it looks at; a crew that
    destroyed it, or a lost one (then `killers` answers), has nothing left there."""
    record = _record(QUIET)
    hunts = Hunts.of(record)
    plans = [[EMPTY] * 12 for _ in record.crew]
    plans[0] = KEEPER
    home = with_actions(record, plans)
    assert resolve(home).result.lost_turn is None
    assert [(type(m), m.zone) for m in hunts.missed(home)] == [(Front, 2)]
    plans[1] = _plan("blue empty empty A A empty empty empty empty empty empty empty")   # two shots of 4 - 2
    shot = with_actions(record, plans)
    assert {t.outcome for t in resolve(shot).result.threats} == {"destroyed"}
    assert hunts.missed(shot) == ()
    asteroid = _record([{"card": "SE1-08", "turn": 1, "zone": "red"}], {"red": 1, "white": 4, "blue": 5,
                                                                         "internal": 3})
    idle = with_actions(asteroid, [[EMPTY] * 12 for _ in asteroid.crew])
    assert Hunts.of(asteroid).missed(idle) == ()


@pytest.mark.parametrize("seed", range(12))
def test_a_crossing_gives_members_their_cards_of_an_earlier_best_plan_and_stays_legal(seed):
    """A crossing move: one member (now and then two) plays what he played in another
    good plan, the others keep theirs; the plan stays one the rules allow."""
    rng = random.Random(seed)
    current = [_plan("C empty empty C empty empty empty C empty empty empty empty"),
               _plan("blue A A A A A A A A A A A"), _plan("lift B HA A empty A A A C C C C"),
               _plan("red A A A A A A A A A A A")]
    donor = [_plan("empty C A A C A A C empty empty lift C"), _plan("lift B B A A A red A A A A A"),
             _plan("blue blue Hbots bots A A A A A A A A"), _plan("red lift A A A A A A HB A A A")]
    out = plan_module.crossed(rng, current, donor, None, [None] * 4)
    taken = [i for i in range(4) if out[i] == donor[i]]
    assert 1 <= len(taken) <= 2
    assert all(out[i] == current[i] for i in range(4) if i not in taken)
    assert all(is_legal(p) for p in out)
