"""Phasing external threats (E2-102, SE2-102, E3-102, E3-103, SE3-101) and the phasing
mechanic: The New Frontier's rulebook, *Amenazas cambiafases* (pp. 4–5).

Values are the printed card's where the rulebook shows it (Phasing Pulser), else the
public resolver ecm85/space-alert-resolver's (docs/reference/threats.md).
Default trajectories (builders): red 1 (10 squares: X 5), white 2 (11: X 8),
blue 3 (12: X 8, Y 3). Range 1 = squares 1-5, 2 = 6-10, 3 = 11+.
"""
from __future__ import annotations

import pytest

from spacealert_tui.rules import events as ev
from spacealert_tui.rules import resolve
from spacealert_tui.rules.layout import Zone
from spacealert_tui.rules.threats import CARDS
from spacealert_tui.rules.threats.base import ACTIVE, DESTROYED
from tests.rules.builders import record, put_in_play
from tests.rules.test_external_common import fire, targets, tiles
from tests.rules.new_frontier.nf_builders import nf_game

R, W, B = Zone.RED, Zone.WHITE, Zone.BLUE


def own_move(g, threat):
    """The threat's own move of the threat-actions step, as the step makes it: a phasing
    card's by `phased_move`, any other's by `advance` (a push of a phasing card is a
    plain `advance` too)."""
    g.step = "threats"
    start = len(g.events)
    move = g.phased_move if getattr(threat, "phasing", False) else g.advance
    move(threat, threat.speed_now)
    return g.events[start:]


def attacks(events) -> list[tuple[str, int]]:
    return [(e.zone, e.strength) for e in events if isinstance(e, ev.ShipAttacked)]


def attacks_by_turn(events) -> dict[int, list[tuple[str, int]]]:
    out: dict[int, list[tuple[str, int]]] = {}
    turn = 0
    for e in events:
        if isinstance(e, ev.StepBegan):
            turn = e.turn
        elif isinstance(e, ev.ShipAttacked):
            out.setdefault(turn, []).append((e.zone, e.strength))
    return out


# -- printed values ------------------------------------------------------------------------------
@pytest.mark.parametrize("card, name, color, serious, hp, shield, speed, points", [
    ("E2-102", "Phasing Fighter", "yellow", False, 4, 2, 3, (3, 6)),
    ("SE2-102", "Phasing Frigate", "yellow", True, 7, 2, 2, (6, 12)),
    ("E3-102", "Phasing Pulser", "red", False, 6, 1, 2, (4, 8)),
    ("E3-103", "Phasing Destroyer", "red", False, 5, 2, 2, (4, 8)),
    ("SE3-101", "Phasing Man-of-War", "red", True, 9, 2, 1, (8, 16)),
])
def test_printed_values(card, name, color, serious, hp, shield, speed, points):
    cls = CARDS[card]
    assert (cls.name, cls.color, cls.serious, cls.set, cls.kind) == (name, color, serious, "new_frontier", "external")
    assert (cls.hp, cls.shield, cls.speed) == (hp, shield, speed)
    assert cls.point_values() == points


def test_phasing_pulser_card_text_is_the_printed_card():
    """Rulebook p.5 prints the card: X attack 1 [0], Y 1 [1], Z 3 [2], all zones. The
    bracketed value is said in words (issue 26: a screen reader reads the text aloud)."""
    cls = CARDS["E3-102"]
    assert cls.name_es == "Emisor de pulsos cambiafases"
    from spacealert_tui.rules.threats.base import describe
    assert [describe(s) for s in (cls.x, cls.y, cls.z)] == [
        "attack 1 (0 if back from dematerialising) on all zones",
        "attack 1 (1 if back from dematerialising) on all zones",
        "attack 3 (2 if back from dematerialising) on all zones"]


# X/Y/Z values: (normal, bracketed) per letter, from the card facts
ACTIONS = {
    "E2-102": {"X": (1, 1), "Y": (2, 1), "Z": (3, 2)},
    "SE2-102": {"X": (2, 1), "Y": (3, 2), "Z": (4, 3)},
    "E3-103": {"X": (1, 1), "Y": (2, 1), "Z": (3, 2)},
    "SE3-101": {"X": (2, 1), "Y": (3, 2), "Z": (5, 4)},
}


@pytest.mark.parametrize("card", sorted(ACTIONS))
@pytest.mark.parametrize("letter", ["X", "Y", "Z"])
@pytest.mark.parametrize("phased", [False, True])
def test_each_action_normal_and_bracketed_on_its_own_zone(card, letter, phased):
    g = nf_game(threats=[(card, 1, "red")])
    t = put_in_play(g, card)
    t.phased_turn = phased
    g.ship.shields = [20, 20, 20]
    start = len(g.events)
    t.perform(letter, g)
    want = ACTIONS[card][letter][1 if phased else 0]
    assert attacks(g.events[start:]) == [("red", want)]


def test_pulser_attacks_every_zone_with_its_bracketed_values():
    g = nf_game(threats=[("E3-102", 1, "blue")])
    t = put_in_play(g, "E3-102")
    g.ship.shields = [20, 20, 20]
    got = []
    for phased in (False, True):
        t.phased_turn = phased
        for letter in "XYZ":
            start = len(g.events)
            t.perform(letter, g)
            got.append({s for _, s in attacks(g.events[start:])})
            assert [z for z, _ in attacks(g.events[start:])] == ["red", "white", "blue"]
    assert got == [{1}, {1}, {3}, {0}, {1}, {2}]


def test_phasing_destroyer_doubles_what_gets_past_the_shield_bracketed_too():
    g = nf_game(threats=[("E3-103", 1, "red")])
    t = put_in_play(g, "E3-103")
    g.ship.shields = [0, 0, 0]
    t.phased_turn = True
    t.perform("Z", g)                      # attack [2], no shield: 4 tiles
    assert tiles(g) == [4, 0, 0]


def test_phasing_man_of_war_speeds_up_at_x_and_hardens_at_y():
    g = nf_game(threats=[("SE3-101", 1, "red")])
    t = put_in_play(g, "SE3-101")
    g.ship.shields = [20, 20, 20]
    t.perform("X", g)
    t.perform("Y", g)
    assert (t.speed_now, t.shield_now) == (2, 3)


# -- the mechanic ---------------------------------------------------------------------------------
def test_normal_on_the_turn_it_appears_then_dematerialises_after_its_move():
    """I03: the turn it appears it is normal; after its first move it leaves the track."""
    g = nf_game(threats=[("E2-102", 1, "red")])
    t = put_in_play(g, "E2-102")
    assert not t.dematerialized and t.materialised()
    assert targets(fire(g, heavy=[R])) == [("red heavy laser", t.label)]
    own_move(g, t)
    assert t.dematerialized and not t.materialised()


def test_dematerialised_it_comes_back_just_before_moving_and_stays_for_the_next_turn():
    """I06, I08: rematerialises before its move, uses the bracketed values, stays on."""
    g = nf_game(threats=[("SE2-102", 1, "red")], tracks={"red": 7, "white": 2, "blue": 3, "internal": 4})
    t = put_in_play(g, "SE2-102", position=13)     # red 7: X 12, Y 8, Y 5
    t.dematerialized = True
    g.ship.shields = [20, 20, 20]
    events = own_move(g, t)                        # 13 -> 11 through X: bracketed [1]
    assert attacks(events) == [("red", 1)]
    assert not t.dematerialized and t.position == 11
    said = [str(e) for e in events if isinstance(e, ev.ShipChanged)]
    assert any("rematerialises" in s and "values for coming back" in s for s in said)
    assert attacks(own_move(g, t)) == []           # next turn: 11 -> 9, then off the track
    assert t.dematerialized
    assert any("dematerialises" in str(e) for e in g.events[-2:])


def test_materialised_move_uses_the_plain_value():
    g = nf_game(threats=[("E2-102", 1, "red")])
    t = put_in_play(g, "E2-102", position=7)
    g.ship.shields = [20, 20, 20]
    assert attacks(own_move(g, t)) == [("red", 1)]  # X plain 1 (= bracket 1 on this card)
    t2 = nf_game(threats=[("SE2-102", 1, "red")])
    f = put_in_play(t2, "SE2-102", position=6)
    t2.ship.shields = [20, 20, 20]
    assert attacks(own_move(t2, f)) == [("red", 2)]  # X 2, not [1]


@pytest.mark.parametrize("kw, weapon", [
    ({"pulse": 1}, "pulse cannon"), ({"rocket": True}, "rocket"), ({"pilot": 0}, "interceptors")])
def test_nothing_can_target_it_while_dematerialised(kw, weapon):
    """I04: no laser, pulse, rocket or interceptors."""
    g = nf_game(threats=[("E3-102", 1, "red")])
    t = put_in_play(g, "E3-102", position=4)
    t.dematerialized = True
    events = fire(g, heavy=[R], light=[R], **kw)
    assert targets(events) == [] and t.damage == 0
    assert {e.player for e in events if isinstance(e, ev.NothingHappens)} >= {weapon, "red heavy laser"}


def test_a_laser_fired_at_it_hits_the_nearest_other_valid_target():
    """I04 and the rulebook's example p.5: the laser passes it by."""
    g = nf_game(threats=[("E3-102", 1, "red"), ("E1-07", 2, "red")])
    pulser = put_in_play(g, "E3-102", position=3)
    fighter = put_in_play(g, "E1-07", position=8)
    pulser.dematerialized = True
    assert targets(fire(g, heavy=[R])) == [("red heavy laser", fighter.label)]
    assert fighter.damage == 4 - 2 and pulser.damage == 0


def test_interceptors_alone_against_the_only_materialised_threat_at_range_1():
    g = nf_game(threats=[("E2-102", 1, "red"), ("E1-07", 2, "blue")])
    phasing = put_in_play(g, "E2-102", position=3)
    fighter = put_in_play(g, "E1-07", position=2)
    phasing.dematerialized = True
    events = fire(g, pilot=0)
    assert targets(events) == [("interceptors", fighter.label)]
    assert fighter.damage == 3 - 2                 # strength 3 (alone), shield 2


def test_phasing_pulser_worked_example_appearing_on_turn_3() -> None:
    """Rulebook p.5: appears turn 3; X at the end of turn 4 is [0]; hittable on odd turns
    only (a laser fired on an even turn takes the next valid target); Y on turn 6 is
    bracketed; Z on turn 9 is the plain attack 3. White trajectory 5 (14 squares: X 11,
    Y 7, Z 1) gives the example's turns. The white heavy laser fires on turns 4 and 5;
    an Armored Grappler (appears turn 4, further out) is the other target."""
    crew = [["empty", "empty", "empty", "A", "A"]]     # upper white: central heavy laser
    rec = record(threats=[("E3-102", 3, "white"), ("E1-08", 4, "white")], crew=crew,
                 tracks={"red": 1, "white": 5, "blue": 3, "internal": 4})
    res = resolve(rec)
    pulser: dict[int, list[tuple[str, int]]] = {}
    for turn, e in _with_turns(res.events):
        if isinstance(e, ev.ShipAttacked) and e.source == "Phasing Pulser #3":
            pulser.setdefault(turn, []).append((e.zone, e.strength))
    assert pulser == {4: [("red", 0), ("white", 0), ("blue", 0)],
                      6: [("red", 1), ("white", 1), ("blue", 1)],
                      9: [("red", 3), ("white", 3), ("blue", 3)]}
    aims = [(turn, e.threat) for turn, e in _with_turns(res.events) if isinstance(e, ev.WeaponTargets)]
    assert aims == [(4, "Armored Grappler #4"), (5, "Phasing Pulser #3")]
    outcome = {t["card"]: t["outcome"] for t in res.result.to_json()["threats"]}
    assert outcome["E3-102"] == "survived"


def _with_turns(events):
    turn = 0
    for e in events:
        if isinstance(e, ev.StepBegan):
            turn = e.turn
        yield turn, e


def test_parity_rule_of_thumb_over_a_mission():
    """I06: one that appears on an even turn is on its track on even turns only."""
    g = nf_game(threats=[("E2-102", 2, "red")], tracks={"red": 7, "white": 2, "blue": 3, "internal": 4})
    on_track = {}
    for turn in range(1, 13):
        g.play_turn(turn)
        t = g.threats[0]
        if t.state == ACTIVE:
            on_track[turn + 1] = not t.dematerialized   # as the next turn begins
    assert all(v == ((turn % 2) == 0) for turn, v in on_track.items())


# -- other threats' effects pass it by --------------------------------------------------------
def test_scout_y_does_not_push_a_dematerialised_threat():
    """I07 and the rulebook's Scout example p.4."""
    g = nf_game(threats=[("E2-02", 1, "blue"), ("E2-102", 2, "red"), ("E1-07", 3, "white")])
    scout = put_in_play(g, "E2-02", position=4)
    phasing = put_in_play(g, "E2-102", position=9)
    fighter = put_in_play(g, "E1-07", position=9)
    phasing.dematerialized = True
    g.ship.shields = [20, 20, 20]
    own_move(g, scout)                             # 4 -> 2 through Y on 3
    assert (phasing.position, fighter.position) == (9, 8)


def test_scout_y_push_is_not_a_phasing_threats_own_move():
    """Ruling NB2: a materialised phasing threat pushed by the Scout's Y moves 1 square and
    acts, but does not change phase: that happens in its own move only."""
    g = nf_game(threats=[("E2-02", 1, "blue"), ("E2-102", 2, "red")])
    scout = put_in_play(g, "E2-02", position=4)
    phasing = put_in_play(g, "E2-102", position=6)
    g.ship.shields = [20, 20, 20]
    events = own_move(g, scout)
    assert phasing.position == 5 and not phasing.dematerialized
    assert ("red", 1) in attacks(events)           # its X, plain value
    own_move(g, phasing)
    assert phasing.dematerialized


def test_scout_x_bonus_reaches_it_once_it_is_back():
    """I07: the Scout's +1 is a lasting effect: it applies when the phasing threat attacks."""
    g = nf_game(threats=[("E2-02", 1, "blue"), ("E2-102", 2, "red")])
    scout = put_in_play(g, "E2-02")
    phasing = put_in_play(g, "E2-102", position=7)
    phasing.dematerialized = True
    scout.perform("X", g)
    g.ship.shields = [20, 20, 20]
    assert attacks(own_move(g, phasing)) == [("red", 1 + 1)]   # bracketed 1, +1


def test_leviathan_explosion_skips_a_dematerialised_phasing_threat():
    g = nf_game(threats=[("SE1-03", 1, "white"), ("E2-102", 2, "red"), ("E1-07", 3, "blue")])
    tanker = put_in_play(g, "SE1-03", position=4)
    phasing = put_in_play(g, "E2-102", position=6)
    fighter = put_in_play(g, "E1-07", position=6)
    phasing.dematerialized = True
    tanker.damage = 7
    fire(g, heavy=[W])
    assert tanker.state == DESTROYED and phasing.damage == 0 and fighter.damage == 1


# -- points ------------------------------------------------------------------------------------------
def _outcomes(card, crew, zone="red", red_track=7):
    rec = record(threats=[(card, 1, zone)], crew=crew,
                 tracks={"red": red_track, "white": 2, "blue": 3, "internal": 4})
    return [(t["outcome"], t["points"]) for t in resolve(rec).result.to_json()["threats"]]


def test_phasing_fighter_destroyed_scores_6():
    # white 2 (11 squares): on its track on turns 1 and 3; central heavy laser 5 - shield 2
    # twice = 6 >= 4 HP (P2 maintains the computer so turn 3 is not delayed)
    assert _outcomes("E2-102", [["A", "empty", "A"], ["C"]], zone="white") == [("destroyed", 6)]


def test_lasers_on_even_turns_miss_it_and_it_survives():
    # turns 2 and 4: dematerialised; it reaches Z on turn 4
    assert _outcomes("E2-102", [["empty", "A", "empty", "A"], ["C"]], zone="white") == [
        ("survived", 3)]


@pytest.mark.parametrize("card, survived", [("SE2-102", 6), ("E3-102", 4), ("E3-103", 4)])
def test_survived_points(card, survived):
    assert _outcomes(card, [["empty"]], red_track=1) == [("survived", survived)]


def test_phasing_man_of_war_survives_for_8_or_is_on_its_track_at_the_jump():
    # speed 1 (+1 at X): on red 1 (10 squares) it reaches Z
    assert _outcomes("SE3-101", [["empty"]], red_track=1) == [("survived", 8)]
