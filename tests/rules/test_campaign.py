"""Campaigns (rulebook §6 *Las campañas de exploración*; rulings RC1–RC9).

Hand-worked examples build results by hand (the arithmetic is written out in each
docstring); the integration tests resolve real missions and carry the ship over.
"""
from __future__ import annotations

import json
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spacealert_tui.rules import Game, RecordError, record_from_dict, record_to_dict, resolve
from spacealert_tui.rules.campaign import (MAX_TILES_PER_ZONE, SQUAD_STORAGES, Aftermath, Campaign,
                                           CampaignError, CampaignShip, Repair, RepairError,
                                           aftermath, apply_repairs, check_repairs, lone_squad, parse_repair,
                                           squads_off_board)
from spacealert_tui.rules.layout import Station, Zone
from spacealert_tui.rules.result import CrewOutcome, Result, Score, ThreatOutcome
from spacealert_tui.rules.tiles import TILES, Tile

from .builders import record, record_doc

RED, WHITE, BLUE = Zone.RED, Zone.WHITE, Zone.BLUE
LOWER_RED, UPPER_BLUE = Station.LOWER_RED, Station.UPPER_BLUE
CREW = ("Ana", "Ben", "Cy", "Robo")

# A real mission (3 crew, the third an android): the Contamination knocks Ana out in
# lower red after she took the squad there, which stays disabled; the red zone
# draws shield then reactor. Score 4 + 8 + 1 − 2 − 2 − 2 − 1 = 6.
CONTAMINATION = json.loads("""{"format": "spacealert-record/1",
 "mission": {"title": "Contamination", "tracks": {"red": 3, "white": 7, "blue": 6, "internal": 1},
   "threats": [{"card": "SI2-04", "turn": 2}, {"card": "E1-07", "turn": 7, "zone": "white"},
               {"card": "I1-06", "turn": 8}], "damage_tokens": {"seed": 183423174}},
 "crew": [{"name": "Ana", "roles": ["captain"],
           "actions": ["red", "lift", "A", "C", "A", "HA", "A", "A", "B", "B", "empty", "B"]},
          {"name": "Ben", "actions": ["lift", "A", "B", "C", "empty", "A", "B", "A", "A", "A", "A", "C"]},
          {"name": "Robo", "android": true,
           "actions": ["A", "A", "B", "C", "A", "A", "B", "A", "C", "A", "empty", "A"]}]}""")


def fake_result(tiles=None, knocked=(), bots=None, destroyed=(), survived=(), visual=0,
                crew=CREW, lost=None) -> Result:
    """A result as the engine would build it, written by hand."""
    tokens = {z: list((tiles or {}).get(z, ())) for z in ("red", "white", "blue")}
    threats = [ThreatOutcome("E1-07", "Fighter", f"Fighter #{i + 1}", i + 1, "red", "destroyed", p)
               for i, p in enumerate(destroyed)]
    threats += [ThreatOutcome("E1-02", "Destroyer", f"Destroyer #{i + 5}", i + 5, "blue", "survived", p)
                for i, p in enumerate(survived)]
    people = tuple(CrewOutcome(n, "upper-white", n in knocked, None) for n in crew)
    squads = {"lower-red": "stored", "upper-blue": "stored", **(bots or {})}
    counts = [len(v) for v in tokens.values()]
    score = None if lost else Score(
        sum(destroyed), sum(survived), visual, 0, -sum(counts), -max(counts), -2 * len(knocked),
        -sum(v in ("disabled", "inactive") for v in squads.values()))
    return Result("lost" if lost else "won", 9 if lost else None, lost, score,
                  {z: len(v) for z, v in tokens.items()}, tokens, tuple(threats), people, squads)


def crew_record(**kw):
    return record(crew=[{"name": n, "actions": ["empty"] * 12, **({"android": True} if n == "Robo" else {})}
                        for n in CREW], **kw)


def play(campaign: Campaign, result: Result, title: str | None = None) -> Campaign:
    rec = campaign.next_record(crew_record())
    if title:
        from dataclasses import replace
        rec = replace(rec, title=title)
    return campaign.play(rec, result)


# -- hand-worked scores ---------------------------------------------------------------------------

def test_three_missions_the_rulebooks_two_thirds_is_zero():
    """Mission 1: destroyed 8, survived 2, visual 2.  Mission 2: destroyed 4, survived 3,
    visual 0.  Mission 3: destroyed 12, visual 0.
    Threat points: 8 + 2 + 4 + 3 + 12 = 29.  Visual: (2 + 0 + 0) / 3 = 0.67 → 0 (§6.3's
    "2/3 = 0").  Penalties, from the final ship only: red shield + structure, white
    gravolift → −3 tiles, −2 worst zone (red); Cy knocked out in mission 3 → −2; the
    lower-red squad disabled at the end → −1, the upper-blue squad left off the board
    since mission 2 → −1.  Total: 29 + 0 − 3 − 2 − 2 − 2 = 20.
    (Ben knocked out in mission 1 and the tiles repaired between missions cost nothing.)"""
    c = play(Campaign(), fake_result({"red": ["shield", "structure", "reactor"]}, knocked=["Ben"],
                                     bots={"upper-blue": "inactive"}, destroyed=[8], survived=[2], visual=2))
    c = c.repair({"Ana": "red:reactor"})                      # the squad is not reactivated
    assert c.ship == CampaignShip(((Tile.SHIELD, Tile.STRUCTURE), (), ()), (UPPER_BLUE,))
    c = play(c, fake_result({"red": ["shield", "structure"], "white": ["gravolift", "shield"]},
                            destroyed=[4], survived=[3]))
    c = c.repair({"Robo": "white:shield"})
    assert c.ship.squads_off == (UPPER_BLUE,)                  # still off the board
    c = play(c, fake_result({"red": ["shield", "structure"], "white": ["gravolift"]}, knocked=["Cy"],
                            bots={"lower-red": "disabled"}, destroyed=[12]))
    assert c.status == "over"                                 # the third mission ends it
    s = c.score
    assert (s.destroyed + s.survived, s.visual_points, s.visual) == (29, 2, 0)
    assert (s.damage_penalty, s.worst_zone_penalty, s.knocked_out_penalty, s.bots_penalty) == (-3, -2, -2, -2)
    assert s.penalties == -9 and s.total == 20
    with pytest.raises(CampaignError, match="over"):
        c.repair({})


def test_stopping_after_two_missions():
    """Mission 1: destroyed 6, survived 4, visual 5; repairs: red structure and red
    shield (the 2 a zone allows).  Mission 2: destroyed 10, visual 4, ends with red
    gravolift only, nobody knocked out, both squads fine.  Stop.
    Visual (5 + 4) / 2 = 4.5 → 4.  Total 6 + 4 + 10 + 4 − 1 − 1 = 22."""
    c = play(Campaign(), fake_result({"red": ["structure", "shield", "gravolift"]},
                                     destroyed=[6], survived=[4], visual=5))
    c = c.repair({"Ana": "red:structure", "Ben": "red:shield"})
    assert c.ship.tiles == ((Tile.GRAVOLIFT,), (), ())
    c = play(c, fake_result({"red": ["gravolift"]}, destroyed=[10], visual=4))
    assert c.status == "repairs" and c.score is None
    c = c.stop()
    assert c.score.visual == 4 and c.score.penalties == -2 and c.score.total == 22
    assert c.score.to_json()["total"] == 22


def test_a_campaign_of_one_mission_scores_like_the_mission():
    """Stopping after mission 1: the campaign score is that mission's own score."""
    result = fake_result({"blue": ["reactor", "structure"]}, knocked=["Cy"], bots={"lower-red": "disabled"},
                         destroyed=[8, 4], survived=[3], visual=3)
    c = play(Campaign(), result).stop()
    assert c.score.total == result.score.total == 8 + 4 + 3 + 3 - 2 - 2 - 2 - 1


def test_a_lost_mission_ends_the_campaign_without_score_and_names_the_threat():
    c = play(Campaign(), fake_result({"red": ["shield"]}, destroyed=[4], visual=1), title="First")
    c = c.repair({"Ana": "red:shield"})
    lost = fake_result(lost="Fighter #1 (E1-07): the red zone takes a 7th damage", destroyed=[4])
    c = play(c, lost, title="Second")
    assert c.status == "failed" and c.score is None
    assert c.missions[-1].fatal_threat == "Fighter"
    lines = [line.text for line in c.logbook()]
    assert lines == ["┌ 1. First · destroyed 4 · survived 0 · visual 1",
                     "└ 2. Second · destroyed by Fighter - campaign failed, no score"]
    for action in (c.stop, lambda: c.repair({}), lambda: c.next_record(crew_record())):
        with pytest.raises(CampaignError, match="failed"):
            action()


def test_logbook_lines_one_per_mission_total_on_the_last():
    c = play(Campaign(), fake_result(destroyed=[4], visual=2), title="Alpha")
    assert [line.text for line in c.logbook()] == ["┌ 1. Alpha · destroyed 4 · survived 0 · visual 2"]
    single = c.stop().logbook()
    assert single[0].text == ("[ 1. Alpha · destroyed 4 · survived 0 · visual 2 · penalties 0 · "
                              "visual 2/1 = 2 · total 6")
    assert single[0].total == 6 and single[0].penalties == 0
    c = play(c.repair({}), fake_result({"white": ["shield"]}, survived=[2], visual=3), title="Beta").stop()
    lines = c.logbook()
    assert [line.total for line in lines] == [None, 4 + 2 + 2 - 1 - 1]
    assert lines[1].text.startswith("└ 2. Beta · destroyed 0 · survived 2 · visual 3 · penalties -2")


# -- repairs ---------------------------------------------------------------------------------------

AFTER = Aftermath(tiles=((Tile.SHIELD, Tile.STRUCTURE, Tile.REACTOR), (Tile.GRAVOLIFT,), ()),
                  disabled_squads=(LOWER_RED,), crew=CREW, knocked_out=frozenset({"Cy"}),
                  androids=frozenset({"Robo"}))


def test_repair_texts():
    assert parse_repair("red:shield") == Repair(RED, Tile.SHIELD) == parse_repair("red shield")
    assert parse_repair("squad:lower-red") == Repair(squad=LOWER_RED) == parse_repair("lower_red")
    assert parse_repair("none") is None and parse_repair("") is None and parse_repair(None) is None
    assert str(Repair(WHITE, Tile.STRUCTURE)) == "white:structure"
    assert parse_repair("white:structural") == Repair(WHITE, Tile.STRUCTURE)
    for bad in ("red:laser", "squad:upper-red", "green:shield", "fix everything"):
        with pytest.raises(CampaignError):
            parse_repair(bad)
    with pytest.raises(CampaignError):
        Repair(RED)


def test_repair_plan_errors_are_clear():
    plan = {"Ana": "red:shield", "Ben": "red:structure", "Cy": "white:gravolift",
            "Robo": "red:reactor", "Zed": "red:shield"}
    assert [str(p) for p in check_repairs(AFTER, plan)] == [
        "Zed: not in the crew (Ana, Ben, Cy, Robo)",
        "Cy: was knocked out: wakes up and repairs nothing",
        "Robo: at most 2 tiles per zone: Ana and Ben already repair the red zone"]
    assert [str(p) for p in check_repairs(AFTER, {"Ana": "blue:shield", "Ben": "squad:upper-blue",
                                                  "Robo": "red:bad"})] == [
        "Robo: unknown repair 'red:bad': write zone:tile (red:shield, white:structure, ...) "
        "or squad:lower-red / squad:upper-blue, or none",
        "Ana: no shield tile in the blue zone",
        "Ben: the upper-blue squad is not disabled"]
    assert [str(p) for p in check_repairs(AFTER, {"Ana": "squad:lower-red", "Ben": "squad:lower-red",
                                                  "Robo": "white:gravolift"})] == [
        "Ben: the lower-red squad is already reactivated by Ana"]
    assert [str(p) for p in check_repairs(AFTER, [("Ana", "red:shield"), ("Ana", "red:reactor")])] == [
        "Ana: one repair per crew member"]
    with pytest.raises(RepairError) as caught:
        apply_repairs(AFTER, {"Ana": "white:gravolift", "Ben": "white:gravolift"})
    assert str(caught.value) == "Ben: white gravolift is already repaired by Ana"
    assert caught.value.problems[0].member == "Ben"


def test_an_android_repairs_and_a_knocked_out_android_does_not():
    """RC2: every rule about players applies to androids (§5.3); §6.2 names them."""
    ship = apply_repairs(AFTER, {"Robo": "red:shield"})
    assert ship.tiles[RED] == (Tile.STRUCTURE, Tile.REACTOR)
    knocked = Aftermath(AFTER.tiles, (), CREW, frozenset({"Robo"}), frozenset({"Robo"}))
    assert [str(p) for p in check_repairs(knocked, {"Robo": "red:shield"})] == [
        "Robo: was knocked out: wakes up and repairs nothing"]
    assert knocked.repairers == ("Ana", "Ben", "Cy")


def test_squad_storage_when_one_squad_is_left():
    """§6.2: a squad not reactivated stays off the board; with one squad left the crew
    chooses its storage (RC4)."""
    assert apply_repairs(AFTER, {}).squads_off == (LOWER_RED,)
    moved = apply_repairs(AFTER, {}, squad_storage="lower-red")
    assert moved.squads_off == (UPPER_BLUE,) and moved.squads == (LOWER_RED,)
    assert apply_repairs(AFTER, {"Ana": "squad:lower-red"}).squads_off == ()
    both = Aftermath(((), (), ()), (LOWER_RED, UPPER_BLUE), CREW, frozenset())
    assert apply_repairs(both, {"Ben": "squad:upper-blue"}, squad_storage=LOWER_RED).squads_off == (UPPER_BLUE,)
    assert [str(p) for p in check_repairs(AFTER, {"Ana": "squad:lower-red"}, squad_storage="upper-blue")] == [
        "squad_storage: the crew chooses the storage only when a single squad is left (2 left)"]
    assert check_repairs(AFTER, {}, squad_storage="upper-red")[0].message.startswith(
        "squad_storage: not a battle-bot storage")


def test_a_squad_disabled_in_its_storage_by_the_slime_can_be_reactivated():
    """RC3: Red Slime's X disables the lower-red squad lying in its storage (RI8); at the
    end it is a disabled squad like any other, and a repair reactivates it."""
    rec = record(threats=[("I2-02", 1)], crew=[["empty"]])
    result = resolve(rec).result
    assert result.won and result.battle_bots["lower-red"] == "disabled"
    after = aftermath(rec, result)
    assert after.disabled_squads == (LOWER_RED,)
    assert apply_repairs(after, {"P1": "squad:lower-red"}).squads_off == ()


def test_the_ship_carries_only_tiles_and_squads():
    """Malfunctions vanish and the knocked-out wake up: nothing else to carry (§6.2)."""
    assert set(CampaignShip.__slots__) == {"tiles", "squads_off"}


# -- a real campaign: resolutions and carry-over ---------------------------------------------------

def test_real_campaign_with_carry_over():
    """Mission 1 (CONTAMINATION): Ana knocked out, red shield + reactor, lower-red squad
    disabled.  Repairs: Ben the red shield, the android Robo the squad.  Mission 2 starts
    with the red reactor damaged: 1 cube in it instead of 2 (§6.2)."""
    c = Campaign()
    c = c.play(c.next_record(record_from_dict(CONTAMINATION)))
    after = c.aftermath()
    assert after.tiles == ((Tile.SHIELD, Tile.REACTOR), (), ())
    assert after.disabled_squads == (LOWER_RED,) and after.knocked_out == {"Ana"}
    assert after.repairers == ("Ben", "Robo") and after.androids == {"Robo"}
    assert c.missions[0].result.score.total == 6
    c = c.repair({"Ben": "red:shield", "Robo": "squad:lower-red"})
    assert c.ship.mission_fields() == {"initial_damage": {"red": ["reactor"]}}
    rec2 = c.next_record(record_from_dict(CONTAMINATION))
    assert Game(rec2).ship.reactors[RED] == 1
    c = c.play(rec2).stop()
    last = c.missions[-1].result
    assert last.damage_tokens["red"][0] == "reactor"           # the carried tile is still there
    assert c.score.damage_penalty == -sum(len(v) for v in last.damage_tokens.values())
    assert c.score.visual == (c.missions[0].visual + c.missions[1].visual) // 2


def test_a_mission_must_start_from_the_carried_ship():
    c = play(Campaign(), fake_result({"red": ["shield"]}))
    c = c.repair({})
    with pytest.raises(CampaignError, match="must start from the campaign's ship"):
        c.play(crew_record())
    with pytest.raises(CampaignError, match="repaired"):
        play(Campaign(), fake_result()).play(crew_record())
    assert c.play(c.next_record(crew_record()), fake_result({"red": ["shield"]})).status == "repairs"


def test_disabled_squads_field_round_trips_and_is_validated():
    ship = CampaignShip(((Tile.STRUCTURE,), (), (Tile.SHIELD, Tile.REACTOR)), (UPPER_BLUE,))
    rec = ship.apply(crew_record())
    doc = record_to_dict(rec)
    assert doc["mission"]["initial_damage"] == {"red": ["structure"], "blue": ["shield", "reactor"]}
    assert doc["mission"]["disabled_squads"] == ["upper-blue"]
    again = record_from_dict(doc)
    assert CampaignShip.of_record(again) == ship and squads_off_board(again) == (UPPER_BLUE,)
    for bad, where in (("lower-red", "mission.disabled_squads"), (["upper-red"], "[0]"),
                       (["lower-red", "lower_red"], "[1]")):
        with pytest.raises(RecordError, match=where.replace("[", r"\[").replace("]", r"\]")):
            record_from_dict({**doc, "mission": {**doc["mission"], "disabled_squads": bad}})


def test_six_tiles_carried_leave_no_hull():
    """RC6: a zone can end a won mission with 6 tiles; if nobody repairs it, the next
    mission starts with an empty pile there and the first damage destroys the ship.
    The record stores it too (six tiles per zone at most)."""
    six = CampaignShip((TILES, (), ()))
    rec = six.apply(record(threats=[("E1-07", 1, "red")]))
    result = resolve(rec).result
    assert not result.won and "red zone takes a 7th damage" in result.lost_cause
    assert record_from_dict(record_to_dict(rec)) == rec


# -- properties of the repair rules -------------------------------------------------------------------

names = st.lists(st.sampled_from(["Ana", "Ben", "Cy", "Dee", "Eve"]), min_size=1, max_size=5, unique=True)
repairs = st.one_of(st.none(),
                    st.builds(Repair, st.sampled_from(list(Zone)), st.sampled_from(TILES)),
                    st.builds(lambda s: Repair(squad=s), st.sampled_from(SQUAD_STORAGES)))


@st.composite
def aftermaths(draw):
    crew = tuple(draw(names))
    tiles = tuple(tuple(draw(st.lists(st.sampled_from(TILES), unique=True, max_size=6))) for _ in range(3))
    squads = tuple(s for s in SQUAD_STORAGES if draw(st.booleans()))
    knocked = frozenset(n for n in crew if draw(st.booleans()))
    return Aftermath(tiles, squads, crew, knocked)


@settings(max_examples=400, deadline=None)
@given(aftermaths(), st.data())
def test_accepted_plans_keep_every_repair_rule(after, data):
    plan = {n: data.draw(repairs) for n in after.crew}
    problems = check_repairs(after, plan)
    chosen = [(n, r) for n, r in plan.items() if r is not None]
    tile_repairs = [(n, r) for n, r in chosen if r.tile is not None]
    breaks = (any(n in after.knocked_out for n, _ in chosen)
              or any(sum(r.zone == z for _, r in tile_repairs) > MAX_TILES_PER_ZONE for z in Zone)
              or any(r.tile not in after.tiles[r.zone] for _, r in tile_repairs)
              or len({(r.zone, r.tile) for _, r in tile_repairs}) < len(tile_repairs)
              or any(r.squad not in after.disabled_squads for _, r in chosen if r.squad)
              or len({r.squad for _, r in chosen if r.squad}) < sum(1 for _, r in chosen if r.squad))
    assert bool(problems) == breaks
    if problems:
        with pytest.raises(RepairError):
            apply_repairs(after, plan)
        return
    ship = apply_repairs(after, plan)
    removed = [len(a) - len(b) for a, b in zip(after.tiles, ship.tiles)]
    assert all(0 <= r <= MAX_TILES_PER_ZONE for r in removed)             # never more than 2 a zone
    assert all(set(b) <= set(a) for a, b in zip(after.tiles, ship.tiles))  # only tiles that were there
    reactivated = len(after.disabled_squads) - len(ship.squads_off)
    assert sum(removed) + reactivated == len(chosen) <= len(after.repairers)   # one repair each at most
    assert set(ship.squads_off) <= set(after.disabled_squads)


@settings(max_examples=200, deadline=None)
@given(aftermaths(), st.data())
def test_knocked_out_members_never_repair_and_everyone_else_can(after, data):
    """A plan giving every knocked-out member a repair is always refused, naming them;
    a greedy legal plan for the others is always accepted."""
    if after.knocked_out:
        victim = data.draw(st.sampled_from(sorted(after.knocked_out)))
        problems = check_repairs(after, {victim: Repair(squad=LOWER_RED)})
        assert any(p.member == victim and "knocked out" in p.message for p in problems)
    plan, per_zone, squads = {}, [0, 0, 0], list(after.disabled_squads)
    left = [list(t) for t in after.tiles]
    for name in after.repairers:
        zone = next((z for z in Zone if left[z] and per_zone[z] < MAX_TILES_PER_ZONE), None)
        if zone is not None:
            plan[name] = Repair(zone, left[zone].pop())
            per_zone[zone] += 1
        elif squads:
            plan[name] = Repair(squad=squads.pop())
    assert check_repairs(after, plan) == ()
    ship = apply_repairs(after, plan)
    assert sum(map(len, ship.tiles)) == sum(map(len, after.tiles)) - sum(per_zone)


@settings(max_examples=60, deadline=None)
@given(st.tuples(*[st.lists(st.sampled_from(TILES), unique=True, max_size=5)] * 3),
       st.sets(st.sampled_from(SQUAD_STORAGES)), st.integers(0, 2**32))
def test_any_carried_ship_starts_the_next_mission(tiles, off, seed):
    """The engine starts from the carried tiles (kept to the end: no repair in a mission)."""
    ship = CampaignShip(tuple(tuple(t) for t in tiles), tuple(sorted(off)))
    rec = ship.apply(record_from_dict(record_doc(damage_tokens={"seed": seed})))
    assert CampaignShip.of_record(record_from_dict(record_to_dict(rec))) == ship
    result = resolve(rec).result
    for zone, carried in zip(("red", "white", "blue"), tiles):
        assert result.damage_tokens[zone][:len(carried)] == [t.label for t in carried]


def test_lone_squad_is_the_one_left_after_the_plans_reactivations():
    """§6.2: the crew chooses a storage only when one squad is left (the UI asks then)."""
    both = replace(AFTER, disabled_squads=(LOWER_RED, UPPER_BLUE))
    assert lone_squad(AFTER, {}) is UPPER_BLUE                      # lower-red stays off
    assert lone_squad(AFTER, {"Ana": "squad:lower-red"}) is None     # both back
    assert lone_squad(both, {}) is None                              # none left
    assert lone_squad(both, {"Ben": "squad:upper-blue", "Ana": "nonsense"}) is UPPER_BLUE
