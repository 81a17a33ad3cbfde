"""The lesson of a lost mission: the decisive turn, the kind of mistake, the smallest fix.

The missions are hand-made: a won mission with one card taken away (`LOST_FOR_ONE_CARD`:
Crew 1's first card, a move to the red zone, left empty), so the turn and the card that
decided it are known before the engine says anything."""
from __future__ import annotations

from types import SimpleNamespace

from spacealert_tui.coach.changes import Swap
from spacealert_tui.coach.lesson_from_loss import (BOTS, COMPUTER, ENERGY, KINDS, OTHER, STATION, THREAT,
                                                   attempt_saves, kind_of, lesson_of)
from spacealert_tui.rules import events as ev
from spacealert_tui.rules import record_from_dict
from spacealert_tui.rules.actions import parse_action

from tests.coach.test_changes import LOST_FOR_ONE_CARD

WON = {**LOST_FOR_ONE_CARD, "crew": [
    {**m, "actions": ["red", *m["actions"][1:]]} if m["name"] == "Crew 1" else m
    for m in LOST_FOR_ONE_CARD["crew"]]}


def plans_of(doc):
    return [[parse_action(t) for t in m["actions"]] for m in doc["crew"]]


def test_the_card_taken_away_is_the_decisive_turn_and_the_fix():
    record = record_from_dict(LOST_FOR_ONE_CARD)
    lesson = lesson_of(record)
    assert lesson is not None
    # turn 1 is the card taken away; nothing earlier exists, and a plain card comes
    # before the heroic move that would do the same
    assert lesson.turn == 1
    assert (lesson.fix.player, lesson.fix.new.token) == (0, "red")
    assert lesson.kind == STATION
    assert lesson.fix in lesson.fixes and all(s.turn == 1 for s in lesson.fixes)
    assert lesson.lost_turn is not None
    assert lesson_of(record) == lesson          # deterministic


def test_a_won_mission_has_no_lesson():
    assert lesson_of(record_from_dict(WON)) is None


def test_the_crews_attempt_is_judged_on_the_missions_own_draw():
    record = record_from_dict(LOST_FOR_ONE_CARD)
    assert attempt_saves(record, plans_of(WON)) is True
    assert attempt_saves(record, plans_of(LOST_FOR_ONE_CARD)) is False
    # Crew 2 already holds a heroic B: a second heroic card is not a plan a crew may play
    two_heroic = plans_of(LOST_FOR_ONE_CARD)
    two_heroic[1][0] = parse_action("HA")
    assert attempt_saves(record, two_heroic) is None


def swap(token: str, turn: int = 5, old: str = "empty") -> Swap:
    return Swap(0, turn, parse_action(old), parse_action(token))


def events(*items) -> SimpleNamespace:
    return SimpleNamespace(events=items)


def test_the_kind_is_read_off_the_fix_and_the_events():
    quiet = events(ev.StepBegan(5, "actions"))
    assert kind_of(swap("A"), quiet) == THREAT
    assert kind_of(swap("HA"), quiet) == THREAT
    assert kind_of(swap("B"), quiet) == ENERGY
    assert kind_of(swap("bots"), quiet) == BOTS
    assert kind_of(swap("lift"), quiet) == STATION
    assert kind_of(swap("Hmove:lower-blue"), quiet) == STATION
    assert kind_of(swap("empty", old="A"), quiet) == OTHER
    # a C mends the computer only when a computer check found it not maintained
    assert kind_of(swap("C"), quiet) == OTHER
    missed = events(ev.StepBegan(3, "actions"), ev.ComputerCheck(3, False))
    assert kind_of(swap("C", turn=2), missed) == COMPUTER


def test_a_card_that_found_no_energy_makes_it_an_energy_mistake():
    dry = events(ev.StepBegan(5, "actions"), ev.NothingHappens("Crew 1", "no energy in the central reactor"))
    assert kind_of(swap("A"), dry) == ENERGY
    # not when the card that found none was long before
    assert kind_of(swap("A", turn=9), dry) == THREAT


def test_after_a_practice_deal_the_fix_is_a_card_the_crew_held():
    """Seed 1 deals Crew 1 no red card for phase 1 (checked below against the deal
    itself): the coach's fix of turn 1 is then the heroic move to the upper red station."""
    import copy

    from spacealert_tui.coach.changes import apply
    from spacealert_tui.coach.legal import fits, hands_of_record, with_played
    doc = copy.deepcopy(LOST_FOR_ONE_CARD)
    doc["mission"]["action_deck"] = {"seed": 1, "variant": "standard"}
    record = record_from_dict(doc)
    held = with_played(hands_of_record(record), [m.actions for m in record.crew])
    moved_red = apply(record, [swap("red", turn=1)])
    assert not fits(held, [m.actions for m in moved_red.crew])
    lesson = lesson_of(record)
    assert lesson is not None and lesson.turn == 1
    assert lesson.fix.new.token == "Hmove:upper-red" and lesson.kind == STATION
    for fix in lesson.fixes:
        assert fits(held, [m.actions for m in apply(record, [fix]).crew])


#: the won mission with two of Crew 1's cards taken away: the move to the red zone of
#: turn 1 and the B of turn 5; putting both back wins (it is `WON`)
LOST_FOR_A_PAIR = {**WON, "crew": [
    {**m, "actions": ["empty" if turn in (1, 5) else token for turn, token in enumerate(m["actions"], 1)]}
    if m["name"] == "Crew 1" else m for m in WON["crew"]]}


def test_a_loss_no_single_card_saves_gives_a_pair_lesson():
    """No legal single change saves the ship (every one of them is resolved below), the
    two cards taken away put back do: the lesson is a pair of cards that saves it."""
    from spacealert_tui.coach.changes import apply, single_swaps
    from spacealert_tui.coach.legal import is_legal
    from spacealert_tui.rules import resolve_result

    record = record_from_dict(LOST_FOR_A_PAIR)
    assert not resolve_result(record).won
    assert not any(resolve_result(apply(record, [s])).won for s in single_swaps(record))
    assert resolve_result(record_from_dict(WON)).won
    lesson = lesson_of(record)
    assert lesson is not None and lesson.also is not None and lesson.cards == 2
    first, second = lesson.swaps
    assert (first.player, first.turn) != (second.player, second.turn)
    assert lesson.turn == first.turn == min(first.turn, second.turn) == 1
    fixed = apply(record, lesson.swaps)
    assert resolve_result(fixed).won and all(is_legal(m.actions) for m in fixed.crew)
    assert lesson.fixes == () and lesson.kind in KINDS
    assert attempt_saves(record, [list(m.actions) for m in fixed.crew]) is True
    assert lesson_of(record) == lesson          # deterministic


def test_a_single_card_lesson_is_one_card():
    lesson = lesson_of(record_from_dict(LOST_FOR_ONE_CARD))
    assert lesson is not None and lesson.also is None and lesson.swaps == (lesson.fix,) and lesson.cards == 1
