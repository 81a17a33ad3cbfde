"""Specializations in a record (The New Frontier pp.13–15, *Cómo usar las
especializaciones*): who may play which special card, how often, stacked on what."""
from __future__ import annotations

import pytest

from spacealert_tui.rules import record_from_dict
from spacealert_tui.rules.actions import Act, SpecialAction, parse_action
from spacealert_tui.rules.new_frontier.game import NewFrontierGame
from spacealert_tui.rules.record import RecordError, record_to_dict
from spacealert_tui.rules.rulesets import game_class
from tests.rules.new_frontier.spec_builders import member, spec_doc


def refused(*members, rules=None) -> RecordError:
    with pytest.raises(RecordError) as err:
        record_from_dict(spec_doc(*members, rules=rules))
    return err.value


def test_special_tokens_and_stacks_parse_to_special_actions():
    assert parse_action("spec").act is Act.SPEC and parse_action("spec_adv").act is Act.SPEC_ADV
    stacked = parse_action("blue+bots+spec_adv")
    assert isinstance(stacked, SpecialAction) and stacked.card is not None
    assert stacked.card.token == "blue+bots" and stacked.token == "blue+bots+spec_adv"
    assert parse_action("red+spec").card.act is Act.RED


@pytest.mark.parametrize("token", ["spec!", "spec+spec", "HA+spec", "red!+spec", "spec_adv+spec_adv"])
def test_bad_special_tokens_are_refused(token):
    with pytest.raises(ValueError):
        parse_action(token)


def test_a_specialization_needs_no_flag_and_is_resolved_by_the_expansion():
    record = record_from_dict(spec_doc(member("mechanic", ["spec"])))
    assert game_class(record) is NewFrontierGame
    assert record.crew[0].specialization.level == 1


def test_a_special_card_without_a_specialization_is_refused_naming_the_field():
    err = refused(member(None, ["A", "spec"]))
    assert err.path == ("crew", 0, "actions", 1) and "needs a specialization" in str(err)


def test_unknown_specialization_and_two_holders_are_refused():
    assert refused(member("cook")).path == ("crew", 0, "specialization")
    err = refused(member("medic"), member("medic"))
    assert err.path == ("crew", 1, "specialization") and "already P1's" in str(err)


@pytest.mark.parametrize("level,actions,bad", [
    (1, ["spec", "spec"], 1),               # the basic card once
    (1, ["spec_adv"], 0),                   # level 1 has no advanced card
    (2, ["spec", "spec_adv"], 1),           # level 2: the advanced card, one half, once
    (2, ["spec_adv", "spec_adv"], 1),
    (3, ["spec_adv", "spec", "spec_adv"], 2),   # the advanced card once
    (3, ["spec", "spec", "spec"], 2),       # two cards at most
])
def test_special_cards_beyond_the_level_are_refused(level, actions, bad):
    err = refused(member("mechanic", actions, level=level))
    assert err.path == ("crew", 0, "actions", bad) and "beyond a level" in str(err)


@pytest.mark.parametrize("actions,level", [(["spec"], 1), (["spec_adv"], 2), (["spec"] * 2, 3),
                                           (["spec", "spec_adv"], 3), ([], 1)])
def test_the_level_defaults_to_the_lowest_the_plan_needs(actions, level):
    record = record_from_dict(spec_doc(member("data_analyst", actions)))
    assert record.crew[0].specialization.level == level
    again = record_from_dict(record_to_dict(record))
    assert again.crew[0].specialization == record.crew[0].specialization


def test_no_heroic_cards_with_a_specialization():
    """p.14: heroic cards are not used with specializations."""
    err = refused(member("medic", ["HA"]))
    assert err.path == ("crew", 0, "actions", 0) and "no heroic cards" in str(err)
    record_from_dict(spec_doc(member("medic", ["spec"]), member(None, ["HA"])))   # others keep theirs


@pytest.mark.parametrize("spec,token,ok", [
    ("medic", "red+spec", True), ("medic", "lift+spec_adv", True), ("medic", "A+spec", False),
    ("medic", "red+A+spec", False), ("rocket_launcher", "red+spec", False),
    ("special_ops", "A+spec_adv", True), ("special_ops", "blue+bots+spec_adv", True),
    ("special_ops", "A+spec", False),
])
def test_only_the_medic_and_special_ops_stack_a_special_card(spec, token, ok):
    doc = spec_doc(member(spec, [token]), rules=["double_actions"])
    if ok:
        assert record_from_dict(doc).crew[0].actions[0].token == token
    else:
        with pytest.raises(RecordError) as err:
            record_from_dict(doc)
        assert err.value.path == ("crew", 0, "actions", 0)


def test_special_ops_level_3_protects_a_preparation():
    record = record_from_dict(spec_doc(member("special_ops", ["spec+spec_adv"])))
    assert record.crew[0].specialization.level == 3


def test_teleport_tokens_name_crew_members_and_belong_to_the_teleporter():
    ok = spec_doc(member("teleporter", ["spec"], teleport={"departure": "P2", "arrival": "P1"}), member(None))
    assert record_from_dict(ok).crew[0].specialization.teleport == ("P2", "P1")
    assert refused(member("teleporter", teleport={"departure": "Zed", "arrival": "P1"})).path == \
        ("crew", 0, "teleport", "departure")
    assert refused(member("medic", teleport={"departure": "P1", "arrival": "P1"})).path == ("crew", 0, "teleport")
    assert refused(member("teleporter", teleport=["P1"])).path == ("crew", 0, "teleport")
    assert refused(member(None, specialization_level=2)).path == ("crew", 0, "specialization_level")
