"""Resolve a learner's plan in a lesson's scenario and say what came of it.

The verdict is read off the resolution the rules core gives (`rules.resolve`): the
lesson's goal decides *passed*, the narration's key events say what the plan did, and
the coach's account (`coach.account`) says what went wrong when it failed. The same
plan always gives the same verdict: the scenario fixes the damage tiles' seed.
"""
from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any

from spacealert_tui.coach.account import Account, account_of
from spacealert_tui.errors import UserError
from spacealert_tui.i18n import _, ngettext
from spacealert_tui.rules import RecordError, Resolution, record_from_dict, resolve
from spacealert_tui.rules import events as ev
from spacealert_tui.rules.record import TURNS
from spacealert_tui.rules.text import tr
from spacealert_tui.school.model import Lesson, Verdict

#: How many narration lines a verdict keeps: it must fit beside the board at 80×24.
WHY_LINES = 8
#: The learner's own events worth telling; and the ones that decide a mission.
PLAYER_EVENTS = (ev.PlayerMoved, ev.ActionDelayed, ev.NothingHappens, ev.CannonFired, ev.EnergyMoved,
                 ev.Refuelled, ev.SystemUsed, ev.KnockedOut, ev.BotsChanged)
DECIDING_EVENTS = (ev.ThreatDestroyed, ev.ThreatSurvived, ev.ShipDestroyed)


def learner_names(lesson: Lesson) -> tuple[str, ...]:
    return tuple(member["name"] for member in lesson.record["crew"][:lesson.learners])


def check_plan(lesson: Lesson, plans: Sequence[Sequence[str]]) -> None:
    """Refuse a plan the lesson does not allow: one line naming the learner, turn and card."""
    if len(plans) != lesson.learners:
        raise UserError(ngettext("this lesson takes {n} plan, not {got}",
                                 "this lesson takes {n} plans, not {got}", lesson.learners).format(
            n=lesson.learners, got=len(plans)))
    for who, plan in zip(learner_names(lesson), plans):
        if len(plan) > TURNS:
            raise UserError(_("{player}'s plan has {n} turns (at most 12)").format(player=who, n=len(plan)))
        for turn, token in enumerate(plan, 1):
            card = token[:-1] if token.endswith("!") and "!" in lesson.allowed else token
            if card != "empty" and card not in lesson.allowed:
                raise UserError(_("{player}, turn {turn}: {card} is not a card of this lesson ({allowed})").format(
                    player=who, turn=turn, card=token, allowed=", ".join(sorted(lesson.allowed - {"!"}))))
    for who, plan, hand in zip(learner_names(lesson), plans, lesson.hands or ()):
        for card in set(plan) - {"empty"}:
            played = sum(token.rstrip("!") == card.rstrip("!") for token in plan)
            if played > hand.count(card.rstrip("!")):
                raise UserError(_("{player} plays {card} {n} times but holds {held}").format(
                    player=who, card=card.rstrip("!"), n=played, held=hand.count(card.rstrip("!"))))


def plan_record(lesson: Lesson, plans: Sequence[Sequence[str]]) -> dict[str, Any]:
    """The lesson's scenario with the learners' actions written in (12 turns each)."""
    check_plan(lesson, plans)
    doc = copy.deepcopy(dict(lesson.record))
    for member, plan in zip(doc["crew"], plans):
        member["actions"] = list(plan) + ["empty"] * (TURNS - len(plan))
    return doc


def judge(lesson: Lesson, plans: Sequence[Sequence[str]]) -> Verdict:
    """Resolve the plan and judge it by the lesson's goal (deterministic)."""
    doc = plan_record(lesson, plans)
    try:
        record = record_from_dict(doc)
    except RecordError as exc:      # a lesson's own scenario is tested valid: this is the plan
        raise UserError(tr(exc.message), field=str(exc).split(":")[0] or None) from None
    resolution = resolve(record)
    passed, headline = goal_reached(lesson, resolution)
    names = learner_names(lesson)
    why = why_lines(resolution, names)
    better = None
    if not passed:
        why += account_lines(account_of(resolution), names,
                             survivors=lesson.goal.kind in ("destroy", "maintained"))
        better = better_text(lesson)
    return Verdict(passed, headline, why, better)


def goal_reached(lesson: Lesson, resolution: Resolution) -> tuple[bool, str]:
    """Whether the goal was reached, and the headline that says so."""
    goal, result = lesson.goal, resolution.result
    if goal.kind == "reach":
        crew = result.crew[0]
        if crew.station == goal.target:
            return True, _("{player} ended at the {station} station, as asked.").format(
                player=crew.name, station=tr(crew.station))
        return False, _("{player} ended at the {station} station, not at the {target} station.").format(
            player=crew.name, station=tr(crew.station), target=tr(goal.target))
    if not result.won:
        return False, _("The ship was destroyed in turn {turn}: {cause}.").format(
            turn=result.lost_turn, cause=tr(result.lost_cause))
    if goal.kind == "maintained":
        missed = [event.turn for event in resolution.events
                  if isinstance(event, ev.ComputerCheck) and not event.maintained]
        if missed:
            return False, _("The computer check after turn {turn} found no maintenance: everyone aboard "
                            "was delayed.").format(turn=missed[0])
    if goal.kind in ("destroy", "maintained"):
        targets = [t for t in result.threats if not goal.target or t.card == goal.target]
        left = [t for t in targets if t.outcome != "destroyed"]
        if left:
            return False, _("The ship jumped home, but this threat was not destroyed: {threat}.").format(
                threat=tr(left[0].name))
        # the last one destroyed by a weapon: a summoned threat whose summoner fell before
        # calling it counts as destroyed but has no turn of its own (expansion rulebook p.8)
        turns = [(destroyed_turn(resolution, t.label) or 0, i) for i, t in enumerate(targets)]
        turn, last = max(turns) if turns else (0, -1)
        return True, _("Destroyed in turn {turn}: {threat}.").format(
            threat=tr(targets[last].name) if targets else "", turn=turn or None)
    if goal.kind == "no_damage":
        hurt = {zone: n for zone, n in result.damage.items() if n and (not goal.target or zone == goal.target)}
        if hurt:
            zone, n = next(iter(hurt.items()))
            return False, ngettext("The ship jumped home, but the {zone} zone took {n} damage.",
                                   "The ship jumped home, but the {zone} zone took {n} damage.", n).format(
                zone=tr(zone, "zone"), n=n)
        return True, _("The ship jumped home without a scratch.")
    if goal.kind == "score":
        score = result.score.total if result.score is not None else 0
        if score < goal.amount:
            return False, _("The ship jumped home with {score} points: not yet {goal}.").format(
                score=score, goal=goal.amount)
        return True, _("The ship jumped home with {score} points.").format(score=score)
    return True, _("The ship jumped home.")


def destroyed_turn(resolution: Resolution, label: str) -> int | None:
    turn = None
    for event in resolution.events:
        if isinstance(event, ev.StepBegan):
            turn = event.turn
        elif isinstance(event, ev.ThreatDestroyed) and event.threat == label:
            return turn
    return None


def why_lines(resolution: Resolution, names: Sequence[str]) -> tuple[str, ...]:
    """The narration's key events, by turn: what the learners did and what came of it.

    When there are more than fit, what decided the mission is kept first (threats
    destroyed or gone, the ship destroyed, computer checks missed), then the damage the
    ship took and the damage the threats took, the latest first (the nearest to how it
    ended), then the learners' own events and the attacks the shields stopped, the
    earliest first; they are told in turn order, and the board shows the rest. A hit on
    a threat outranks a move: it is what a lesson's shots are for; so does what a threat
    did to itself (`threat_changed`: it jumped, phased, lost megashield)."""
    found: list[tuple[int, str]] = []        # (rank, line): 0 decided, 1 damage, 2 told how
    turn = 0
    for event in resolution.events:
        if isinstance(event, ev.StepBegan):
            turn = event.turn
            continue
        mine = isinstance(event, PLAYER_EVENTS) and getattr(event, "player", None) in names
        hit = ((isinstance(event, ev.ShipAttacked) and event.damage > 0) or isinstance(event, ev.ThreatDamaged)
               or threat_changed(event))
        missed = isinstance(event, ev.ComputerCheck) and not event.maintained
        rank = 0 if missed or isinstance(event, DECIDING_EVENTS) else 1 if hit else 2
        if rank < 2 or mine or isinstance(event, ev.ShipAttacked):
            found.append((rank, _("Turn {turn}: {what}").format(turn=turn, what=str(event))))
    if len(found) <= WHY_LINES:
        return tuple(line for _rank, line in found)
    keep = sorted(range(len(found)), key=lambda i: (found[i][0], -i if found[i][0] == 1 else i))[:WHY_LINES - 1]
    more = _("… and {n} more (the board shows them all)").format(n=len(found) - len(keep))
    return tuple(found[i][1] for i in sorted(keep)) + (more,)


def threat_changed(event: ev.Event) -> bool:
    """A threat's own doing that no other event says: a jump, a phase, a megashield worn
    down, a summoned threat that never comes (the expansion's lessons turn on them)."""
    return isinstance(event, ev.ShipChanged) and event.values is not None and "threat" in event.values


def account_lines(account: Account, names: Sequence[str], *, survivors: bool = True) -> tuple[str, ...]:
    """The coach's account, where it explains: the learners' cards that did nothing and,
    when the goal was to destroy, what each threat left standing still needed."""
    lines = []
    for failure in account.failures:
        if failure.player in names and failure.kind in ("failed", "wasted"):
            lines.append(_("Turn {turn}: {player}'s {card} at {station} did nothing: {reason}.").format(
                turn=failure.turn, player=failure.player, card=tr(failure.action, "action"),
                station=tr(failure.station), reason=tr(failure.reason)))
    for survivor in account.survivors if survivors else ():
        lines.append(ngettext("{threat} needed {n} more damage to be destroyed.",
                              "{threat} needed {n} more damage to be destroyed.",
                              survivor.hp_left).format(threat=tr(survivor.label), n=survivor.hp_left))
    return tuple(lines[:4])


def card_word(token: str) -> str:
    """A plan's token as the learner reads it: red arrow, A; a double half each symbol
    worded, the top one first (blue arrow + A)."""
    return " + ".join(tr(half, "action") for half in token.rstrip("!").split("+"))


def better_text(lesson: Lesson) -> str:
    """What would have worked: the lesson's hint and its plan that follows the lesson."""
    plans = []
    for who, plan in zip(learner_names(lesson), lesson.follows):
        cards = ", ".join(_("turn {turn} {card}").format(turn=turn, card=card_word(token))
                          for turn, token in enumerate(plan, 1) if token != "empty")
        plans.append(_("{player}: {cards}").format(player=who, cards=cards))
    tried = _("A plan that works: {plans}.").format(plans="; ".join(plans))
    return f"{_(lesson.hint)} {tried}" if lesson.hint else tried
