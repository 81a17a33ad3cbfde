"""The New Frontier's summoners (summoners.py) and the summoning rules (expansion rulebook pp.7–8).

Written from the card facts (the public resolver ecm85/space-alert-resolver for the
values, the expansion rulebook pp.7–8 for summoning and its appendix for J04, J08).
Default trajectories (builders): red 1 (10 squares: X 5), white 2 (11: X 8),
blue 3 (12: X 8, Y 3), internal 4 (13: X 9, Y 5). Range 3 = squares 11+.
"""
from __future__ import annotations

import pytest

from spacealert_tui.rules import events as ev
from spacealert_tui.rules import resolve
from spacealert_tui.rules.result import build_result
from spacealert_tui.rules.layout import Station, Zone
from spacealert_tui.rules.record import RecordError
from spacealert_tui.rules.threats import CARDS
from spacealert_tui.rules.threats.base import ACTIVE, DESTROYED, SURVIVED, WAITING
from tests.rules.builders import put_in_play, record, record_doc
from tests.rules.test_external_common import fire, targets, tiles
from tests.rules.new_frontier.nf_builders import nf_game as nf

R, W, B = Zone.RED, Zone.WHITE, Zone.BLUE


def draw(card, turn, zone=None, summons=None) -> dict:
    item = {"card": card, "turn": turn}
    if zone:
        item["zone"] = zone
    if summons:
        item["summons"] = summons
    return item


def secondary_of(g, card):
    return next(t for t in g.threats if t.id == card).secondary


def end_threat_step(g, turn):
    g.turn = turn
    start = len(g.events)
    g.threat_actions()
    return g.events[start:]


# -- printed values ----------------------------------------------------------------------------
@pytest.mark.parametrize("card, name, colour, serious, hp, shield, speed, points, summons", [
    ("E3-107", "Sealed Capsule", "red", False, 4, 4, 4, (0, 0), "internal"),
    ("SE3-104", "Transmitter Satellite", "red", True, 5, 2, 3, (4, 8), "internal"),
    ("SI3-102", "Hidden Transmitter", "red", True, 3, None, 2, (4, 8), "external"),
    ("SI3-103", "Hidden Transmitter", "red", True, 3, None, 2, (4, 8), "external"),
])
def test_printed_values(card, name, colour, serious, hp, shield, speed, points, summons):
    cls = CARDS[card]
    assert (cls.name, cls.color, cls.serious, cls.hp, cls.speed) == (name, colour, serious, hp, speed)
    assert getattr(cls, "shield", None) == shield
    assert cls.point_values() == points and cls.summons == summons and cls.set == "new_frontier"


def test_spanish_names_where_the_rulebook_prints_them():
    assert CARDS["E3-107"].name_es == "Cápsula hermética"
    assert CARDS["SE3-104"].name_es == "Satélite de transmisión"


def test_hidden_transmitters_cover_the_battle_bot_c_of_their_station():
    assert (CARDS["SI3-102"].start, CARDS["SI3-102"].system) == ((Station.UPPER_BLUE,), "C")
    assert (CARDS["SI3-103"].start, CARDS["SI3-103"].system) == ((Station.LOWER_RED,), "C")


# -- summoning (expansion rulebook pp.7–8) -------------------------------------------------------------------------
def test_the_card_laid_beside_is_off_the_board_until_summoned():
    g = nf([draw("SE3-104", 1, "red", "I1-01")])
    sat = g.threats[0]
    assert [t.id for t in g.threats] == ["SE3-104"]
    assert sat.secondary.id == "I1-01" and sat.secondary.state == WAITING
    assert sat.secondary.summoned_by is sat


def test_summoned_threat_enters_after_every_threat_moved_and_moves_next_turn():
    """Rulebook p.8: the α token goes on the start square once all threats have moved;
    it does not move until the turn after it entered (ruling NC2)."""
    g = nf([draw("SE3-104", 1, "red", "I1-01"), draw("E1-07", 2, "white")])
    sat = put_in_play(g, "SE3-104", position=6)          # red track 1: X on 5, speed 3
    fighter = put_in_play(g, "E1-07", turn=2)
    events = end_threat_step(g, 2)
    skirmishers = sat.secondary
    assert sat.has_summoned and skirmishers.state == ACTIVE and skirmishers.summon_token == "α"
    appeared = next(i for i, e in enumerate(events) if isinstance(e, ev.ThreatAppeared))
    fighter_moved = max(i for i, e in enumerate(events)
                        if isinstance(e, ev.ThreatMoved) and e.threat == fighter.label)
    assert appeared > fighter_moved                      # after the later-numbered threat moved
    assert events[appeared].threat == "Skirmishers α"
    assert skirmishers.position == g.internal_track.length and skirmishers.turn == 2
    end_threat_step(g, 3)
    assert skirmishers.position == g.internal_track.length - 3


def test_greek_tokens_in_order_and_summoned_threats_move_after_the_numbered_ones():
    """Rulebook p.8: α, β, … in order; numbered threats move first, then α, β."""
    g = nf([draw("SE3-104", 1, "red", "I1-01"), draw("SI3-102", 2, summons="E1-07"),
            draw("E1-08", 3, "blue")])
    sat = put_in_play(g, "SE3-104", position=6)
    hidden = put_in_play(g, "SI3-102", position=10)      # internal track 4: X on 9
    end_threat_step(g, 2)
    alpha, beta = sat.secondary, hidden.secondary
    assert (alpha.summon_token, beta.summon_token) == ("α", "β")
    assert (alpha.label, beta.label) == ("Skirmishers α", "Fighter β")
    put_in_play(g, "E1-08", turn=3)
    events = end_threat_step(g, 3)
    movers = [e.threat for e in events if isinstance(e, ev.ThreatMoved)]
    order = [m for i, m in enumerate(movers) if m not in movers[:i]]
    assert order[-2:] == ["Skirmishers α", "Fighter β"]
    assert order.index("Armored Grappler #3") < order.index("Skirmishers α")


def _fighter_alpha(g):
    """The Hidden Transmitter #1 (lower red) summons the Fighter beside it: Fighter α on
    the start square of the red trajectory (10)."""
    hidden = put_in_play(g, "SI3-103", position=10)      # internal track 4: X on 9
    end_threat_step(g, 1)
    alpha = hidden.secondary
    assert (alpha.label, alpha.zone, alpha.position) == ("Fighter α", R, 10)
    return alpha


def test_summoned_threats_are_hit_after_the_numbered_ones_in_one_damage_step():
    """Rulebook p.8: "A la hora de mover las amenazas, primero se desplazan las amenazas
    numeradas y después las que se hayan visto atraídas por ellas: α, β, γ, δ y ε. Esta misma
    secuencia se emplea para decidir el objetivo de vuestras armas en caso de empate." The
    damage step resolves its hits in that sequence too, whatever order the weapons aimed in."""
    g = nf([draw("SI3-103", 1, summons="E1-07"), draw("E1-05", 2, "blue")])
    alpha = _fighter_alpha(g)
    gunship = put_in_play(g, "E1-05", position=4, turn=2)
    events = fire(g, heavy=(R, B))                       # red aims first, at Fighter α
    damaged = [e.threat for e in events if isinstance(e, ev.ThreatDamaged)]
    assert damaged == [gunship.label, alpha.label]


def test_a_summoned_threat_loses_a_targeting_tie_even_after_a_cyber_gremlin_re_sorts_the_threats():
    """The Cyber Gremlin's sabotage puts its malfunctions among the threats in number order
    (a re-sort of every threat in play): Fighter α, summoned by threat #1, still comes
    after the numbered threat #2 on a tie (rulebook p.8, quoted above)."""
    g = nf([draw("SI3-103", 1, summons="E1-07"), draw("E1-08", 2, "red"), draw("SI3-106", 3)])
    alpha = _fighter_alpha(g)
    grappler = put_in_play(g, "E1-08", position=10, turn=2)        # as far as Fighter α
    assert targets(fire(g, heavy=(R,))) == [("red heavy laser", grappler.label)]
    gremlin = put_in_play(g, "SI3-106", turn=3)
    gremlin.perform("Y", g)                              # sabotage: three ovals, the threats re-sorted
    assert len(gremlin.sabotage) == 3 and g.threats[-1] is alpha
    assert targets(fire(g, heavy=(R,))) == [("red heavy laser", grappler.label)]
    assert grappler.state == ACTIVE and alpha.damage == 0


def test_summoned_external_threat_enters_its_summoners_track_start():
    g = nf([draw("SI3-103", 1, summons="E1-07")])       # lower red: the red trajectory
    hidden = put_in_play(g, "SI3-103", position=10)
    end_threat_step(g, 1)
    fighter = hidden.secondary
    assert fighter.zone == R and fighter.track is g.tracks[R] and fighter.position == 10


# -- scoring (expansion rulebook p.8) and the result ----------------------------------------------------------
def _result(threats, crew=(("empty",),)):
    return resolve(record(threats, crew)).result


def test_destroying_the_summoner_before_it_summons_scores_the_secondary_destroyed():
    """I19 and ruling NC1: the Transmitter Satellite's 8 and the Skirmishers' 4 (2 × 2)."""
    g = nf([draw("SE3-104", 1, "red", "I1-01")])
    sat = put_in_play(g, "SE3-104", position=9)
    sat.damage = 2
    fire(g, heavy=[R])                                   # 4 against shield 2: 2 damage, 1 left
    assert sat.state == ACTIVE and sat.secondary.state == WAITING
    fire(g, heavy=[R])
    assert sat.state == DESTROYED and sat.secondary.state == DESTROYED
    g.list_secondaries()                                 # the end of the mission
    lines = {t.card: (t.outcome, t.points, t.summoned_by) for t in build_result(g).threats}
    assert lines == {"SE3-104": ("destroyed", 8, None), "I1-01": ("destroyed", 4, "SE3-104")}


def test_a_summoner_on_its_track_at_the_jump_without_summoning_scores_nothing_for_either():
    """A summoner that never summoned scores nothing, nor its card (p.8; every summoner
    summons early on its track, so the jump is played by hand)."""
    g = nf([draw("SE3-104", 1, "red", "I1-01")])
    put_in_play(g, "SE3-104", position=9)
    g.list_secondaries()
    lines = {t.card: (t.outcome, t.points, t.summoned_by) for t in build_result(g).threats}
    assert lines == {"SE3-104": ("in_play", 0, None), "I1-01": ("in_play", 0, "SE3-104")}


def test_a_summoned_threat_that_does_its_z_scores_survived_and_one_on_its_track_nothing():
    """A summoned threat that does its Z scores survived; one on its track at the jump
    nothing (p.8): the Skirmishers (survived 2) summoned at T+2 reach Z; the Fighter the
    capsule releases late is still on its track at the jump."""
    res = _result([draw("SE3-104", 1, "red", "I1-01")],
                  crew=[{"name": "P1", "roles": ["captain"], "actions": ["lift"] + ["empty"] * 11}])
    lines = {t.card: (t.outcome, t.points, t.summoned_by) for t in res.threats}
    assert lines["I1-01"] == ("survived", 2, "SE3-104")
    res = _result([draw("E3-107", 5, "blue", "I1-01")])
    lines = {t.card: (t.outcome, t.points, t.summoned_by) for t in res.threats}
    assert lines["E3-107"] == ("survived", 0, None)       # the capsule itself scores nothing
    assert lines["I1-01"][0] in ("in_play", "survived")


def test_result_json_names_the_summoner_of_a_summoned_threat():
    out = _result([draw("SE3-104", 1, "red", "I1-01"), draw("E1-07", 2, "white")]).to_json()
    assert [(t["card"], t["summoned_by"]) for t in out["threats"]] == [
        ("SE3-104", None), ("E1-07", None), ("I1-01", "SE3-104")]


def test_an_ignored_summoner_takes_its_secondary_with_it():
    doc = record_doc([draw("SE3-104", 1, "red", "I1-01")])
    doc["mission"]["threats"][0]["unconfirmed"] = True
    from spacealert_tui.rules import record_from_dict
    res = resolve(record_from_dict(doc)).result
    assert [(t.card, t.outcome) for t in res.threats] == [("SE3-104", "ignored"), ("I1-01", "ignored")]


# -- E3-107 Sealed Capsule (J04) ---------------------------------------------------------------
def test_sealed_capsule_x_and_y():
    g = nf([draw("E3-107", 1, "blue", "I1-01")])
    capsule = put_in_play(g, "E3-107")
    capsule.perform("X", g)
    assert (capsule.speed_now, capsule.shield_now) == (5, 3)
    capsule.perform("Y", g)
    assert capsule.speed_now == 6


@pytest.mark.parametrize("damage, speed", [(0, 4), (1, 4), (2, 3), (3, 3)])
def test_sealed_capsule_z_releases_its_threat_faster_if_barely_damaged(damage, speed):
    """J04: fewer than 2 damage at Z → the released threat's speed is +1 for good
    (Skirmishers: speed 3)."""
    g = nf([draw("E3-107", 1, "blue", "I1-01")])
    capsule = put_in_play(g, "E3-107", position=2)
    capsule.damage = damage
    end_threat_step(g, 5)
    skirmishers = capsule.secondary
    assert capsule.state == SURVIVED and skirmishers.state == ACTIVE
    assert skirmishers.speed_now == speed
    end_threat_step(g, 6)
    assert skirmishers.position == g.internal_track.length - speed


def test_sealed_capsule_destroyed_scores_its_cargo_destroyed():
    g = nf([draw("E3-107", 1, "blue", "I1-02")])
    capsule = put_in_play(g, "E3-107", position=6)
    capsule.shield_now = 0
    fire(g, heavy=[B], light=[B])                        # 2 + 2 = 4: destroyed
    assert capsule.state == DESTROYED and capsule.secondary.state == DESTROYED


# -- SE3-104 Transmitter Satellite (J08) ------------------------------------------------------
def test_transmitter_satellite_is_ignored_by_every_weapon_at_distance_3():
    g = nf([draw("SE3-104", 1, "blue", "I1-01")])
    put_in_play(g, "SE3-104", position=11)
    events = fire(g, heavy=[B], light=[B], pulse=1, rocket=True, pilot=0)
    assert targets(events) == []


def test_transmitter_satellite_y_drives_every_internal_threat_one_square_in_number_order():
    """J08: each internal threat advances 1 at once, doing the X it reaches, then still
    makes its own move. Skirmishers on internal square 10 reach X (square 9): they move
    toward blue."""
    g = nf([draw("SE3-104", 1, "blue", "I1-07"), draw("I1-01", 2), draw("I1-02", 3)])
    sat = put_in_play(g, "SE3-104")
    first = put_in_play(g, "I1-01", turn=2, position=10)
    second = put_in_play(g, "I1-02", turn=3, position=13)
    start = len(g.events)
    sat.perform("Y", g)
    moved = [(e.threat, e.to) for e in g.events[start:] if isinstance(e, ev.ThreatMoved)]
    assert moved == [(first.label, 9), (second.label, 12)]
    assert first.station == Station.UPPER_WHITE            # its X: one step toward blue


def test_transmitter_satellite_z_knocks_out_the_captain_and_delays_everyone_aboard():
    """Ruling NC4: the captain aboard is knocked out, the others aboard are delayed; a pilot
    out in the interceptors is not reached."""
    crew = [{"name": "Cap", "roles": ["captain"], "actions": ["empty"] * 12},
            {"name": "Bo", "actions": ["A"] * 12}, {"name": "Pi", "actions": ["A"] * 12}]
    g = nf([draw("SE3-104", 1, "blue", "I1-01")], crew=crew)
    sat = put_in_play(g, "SE3-104")
    g.players[2].station = Station.INTERCEPTORS
    g.turn = 6
    sat.perform("Z", g)
    assert [p.knocked_out for p in g.players] == [True, False, False]
    delayed = [e.player for e in g.events if isinstance(e, ev.ActionDelayed)]
    assert delayed == ["Bo"]


def test_with_no_captain_named_the_first_crew_member_is_the_captain():
    g = nf([draw("SE3-104", 1, "blue", "I1-01")], crew=[["empty"], ["empty"]])
    sat = put_in_play(g, "SE3-104")
    sat.perform("Z", g)
    assert [p.knocked_out for p in g.players] == [True, False]


# -- SI3-102 / SI3-103 Hidden Transmitter ----------------------------------------------------------
def _press_c(g, *players):
    for index in players:
        g.press(g.players[index], "C", False)


def test_hidden_transmitter_is_inaccessible_1_until_its_x():
    """Inaccessibility 1: each turn the first damage is ignored (rulebook p.5); gone at X."""
    g = nf([draw("SI3-102", 1, summons="E1-07")], crew=[["empty"], ["empty"]])
    hidden = put_in_play(g, "SI3-102")
    for p in g.players:
        p.station = Station.UPPER_BLUE
    _press_c(g, 0)
    assert hidden.damage == 0 and g.players[0].squad is None     # a repair, not the bots
    _press_c(g, 1)
    assert hidden.damage == 1
    hidden.on_turn_end(g)
    _press_c(g, 0)
    assert hidden.damage == 1                                     # a new turn: ignored again
    hidden.perform("X", g)
    hidden.on_turn_end(g)
    _press_c(g, 0)
    assert hidden.damage == 2


def test_hidden_transmitter_y_drives_the_external_threats_of_its_zone_two_squares():
    g = nf([draw("SI3-102", 1, summons="E1-07"), draw("E1-02", 2, "blue"), draw("E1-08", 3, "red")])
    hidden = put_in_play(g, "SI3-102")
    blue = put_in_play(g, "E1-02", turn=2, position=9)
    red = put_in_play(g, "E1-08", turn=3, position=9)
    hidden.perform("Y", g)
    assert (blue.position, red.position) == (7, 9)
    assert g.ship.shields[B] == 0                        # the Destroyer did its X on square 8


def test_hidden_transmitter_z_blue_empties_the_blue_shield_and_deals_4():
    g = nf([draw("SI3-102", 1, summons="E1-07")])
    hidden = put_in_play(g, "SI3-102")
    hidden.perform("Z", g)
    assert g.ship.shields[B] == 0 and tiles(g) == [0, 0, 4]


def test_hidden_transmitter_z_red_empties_the_red_reactor_and_deals_4():
    g = nf([draw("SI3-103", 1, summons="E1-07")])
    hidden = put_in_play(g, "SI3-103")
    hidden.perform("Z", g)
    assert g.ship.reactors[R] == 0 and g.ship.shields[R] == 1 and tiles(g) == [4, 0, 0]


def test_hidden_transmitter_destroyed_before_x_scores_its_external_threat_destroyed():
    g = nf([draw("SI3-103", 1, summons="E1-07")], crew=[["empty"], ["empty"], ["empty"], ["empty"]])
    hidden = put_in_play(g, "SI3-103")
    for p in g.players:
        p.station = Station.LOWER_RED
    _press_c(g, 0, 1, 2, 3)                              # 1 ignored, 3 damage
    assert hidden.state == DESTROYED and hidden.secondary.state == DESTROYED


# -- bad input (one line naming file, line and field; exit status 2) --------------------------------
@pytest.mark.parametrize("threats, field, words", [
    ([draw("SE3-104", 1, "red", "X9-99")], "threats[0].summons", "unknown threat card"),
    ([draw("E1-07", 1, "red", "I1-01")], "threats[0].summons", "summons nothing"),
    ([draw("SE3-104", 1, "red", "E1-07")], "threats[0].summons", "summons an internal threat"),
    ([draw("SE3-104", 1, "red", "I1-01"), draw("I1-01", 2)], "threats[0].summons", "also drawn"),
    ([draw("SE3-104", 1, "red")], "threats[0]", "name the card laid beside it"),
    ([draw("SI3-102", 1, summons="SE3-104")], "threats[0].summons", "cannot be one"),
])
def test_bad_summons_exit_2_with_one_line_naming_file_line_and_field(tmp_path, capsys, threats,
                                                                       field, words):
    import yaml

    from spacealert_tui.cli import main
    path = tmp_path / "bad.yaml"
    path.write_text(yaml.safe_dump(record_doc(threats), sort_keys=False))
    assert main(["resolve", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and "Traceback" not in err
    assert "bad.yaml:" in err and field in err and words in err


def test_record_refusals_name_the_summons_field():
    with pytest.raises(RecordError) as err:
        record([draw("SI3-102", 1, summons="I1-01")])
    assert err.value.path == ("mission", "threats", 0, "summons")
