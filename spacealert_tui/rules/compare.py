"""Two resolutions of the same mission side by side, turn by turn (replays).

Same tracks, threats and damage tiles, different plans. For each turn 1–13 each side's
board at the end of the turn is summed up as its *outcome*: damage per zone, every
threat's state (waiting / active / destroyed / survived / ignored), the damage it has
taken and its hit points, who is knocked out, which battle-bot squads are disabled,
and whether the ship is lost. Positions, energy, rockets and the like are left out:
they are the plans themselves, not what the plans achieved.

The two resolutions **diverge** at the first turn at the end of which their outcomes
differ (ruling RV1). Before it, whatever the plans did differently had not yet changed
anything the score or the ship's survival can see.

    comparison = compare_records(record_a, record_b)
    comparison.diverged_at                    # 5, or None
    comparison.turns[4].differences           # ("Fighter #1: destroyed / active", ...)
"""
from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass

from spacealert_tui.rules.crew import DISABLED, INACTIVE
from spacealert_tui.rules.events import StepBegan
from spacealert_tui.rules.record import GameRecord
from spacealert_tui.rules.result import Result
from spacealert_tui.rules.text import _, pgettext, tr

TURNS = 13
ZONE_LABELS = ("red", "white", "blue")


class CompareError(ValueError):
    """The two resolutions cannot be compared (not the same mission, no snapshots)."""


@dataclass(frozen=True, slots=True)
class ThreatState:
    label: str          # "Fighter #3"
    card: str
    state: str          # waiting | active | destroyed | survived | ignored
    damage: int
    hp: int


@dataclass(frozen=True, slots=True)
class TurnState:
    """One side's board at the end of `turn` (or, once lost, the board it was lost with)."""

    turn: int
    damage: tuple[int, int, int]                 # per zone; the destroying hit's excess included
    tiles: tuple[tuple[str, ...], ...]           # tile labels per zone
    threats: tuple[ThreatState, ...]
    crew: tuple[str, ...]
    knocked_out: tuple[int, ...]                 # crew indices
    disabled_squads: tuple[str, ...]             # storages: lower-red, upper-blue
    lost: bool

    @property
    def destroyed(self) -> tuple[str, ...]:
        return tuple(t.label for t in self.threats if t.state == "destroyed")

    @property
    def survived(self) -> tuple[str, ...]:
        return tuple(t.label for t in self.threats if t.state == "survived")

    @property
    def in_play(self) -> tuple[str, ...]:
        return tuple(t.label for t in self.threats if t.state == "active")

    @property
    def knocked_out_names(self) -> tuple[str, ...]:
        return tuple(self.crew[i] for i in self.knocked_out)

    def outcome(self) -> tuple:
        """What divergence compares (RV1)."""
        return (self.damage, tuple((t.label, t.state, t.damage, t.hp) for t in self.threats),
                self.knocked_out, self.disabled_squads, self.lost)

    def summary(self) -> str:
        """The outcome in the installed language (worded when shown, not when compared)."""
        parts = [_("damage {damage}").format(damage="/".join(map(str, self.damage)))]
        if self.destroyed:
            parts.append(_("destroyed {threats}").format(threats=_names(self.destroyed)))
        if self.survived:
            parts.append(_("survived {threats}").format(threats=_names(self.survived)))
        if self.knocked_out:
            parts.append(_("knocked out {names}").format(names=", ".join(self.knocked_out_names)))
        if self.disabled_squads:
            parts.append(_("squads disabled {squads}").format(squads=_names(self.disabled_squads)))
        if self.lost:
            parts.append(_("ship lost"))
        return " · ".join(parts)


def _names(labels: tuple[str, ...]) -> str:
    """Threat labels or squads, each in the installed language."""
    return ", ".join(tr(label) for label in labels)


def _state_word(state: str) -> str:
    """A threat's state on the board ("active", "destroyed"...) in the installed language."""
    words = {"waiting": pgettext("threat state", "waiting"), "active": pgettext("threat state", "active"),
             "destroyed": pgettext("threat state", "destroyed"),
             "survived": pgettext("threat state", "survived"), "ignored": pgettext("threat state", "ignored")}
    return words.get(state, state)


def _state(turn: int, snap: dict, lost: bool, result: Result) -> TurnState:
    ship = snap["ship"]
    tiles = tuple(tuple(z) for z in ship["tiles"])
    damage = tuple(len(z) for z in tiles)
    if lost:
        damage = tuple(max(d, result.damage.get(z, d)) for d, z in zip(damage, ZONE_LABELS))
    threats = tuple(ThreatState(t["label"], t["card"], t["state"], t["damage"], t["hp"])
                    for t in snap["threats"])
    crew = tuple(c["name"] for c in snap["crew"])
    knocked = tuple(i for i, c in enumerate(snap["crew"]) if c["knocked_out"])
    squads = tuple(sorted(s for s, state in ship["squads"].items() if state in (DISABLED, INACTIVE)))
    return TurnState(turn, damage, tiles, threats, crew, knocked, squads, lost)   # type: ignore[arg-type]


def turn_states(resolution) -> tuple[TurnState, ...]:
    """Turns 1–13 of a resolution made with snapshots (`resolve(record, snapshots=True)`,
    or "events"). The end of turn t is the last board before turn t+1's first event;
    from the turn the ship is lost on, the board it was lost with."""
    snaps = resolution.snapshots
    if not snaps:
        raise CompareError("no snapshots: resolve the record with snapshots=True")
    first_event: dict[int, int] = {}
    for index, event in enumerate(resolution.events):
        if isinstance(event, StepBegan) and event.turn not in first_event:
            first_event[event.turn] = index
    marks = [s["event_index"] for s in snaps]
    result = resolution.result
    out = []
    for turn in range(1, TURNS + 1):
        lost = result.lost_turn is not None and turn >= result.lost_turn
        boundary = first_event.get(turn + 1)
        if lost or boundary is None:
            snap = snaps[-1]
        else:
            snap = snaps[max(0, bisect_right(marks, boundary) - 1)]
        out.append(_state(turn, snap, lost, result))
    return tuple(out)


def _yes(flag: bool) -> str:
    return _("yes") if flag else _("no")


def differences(a: TurnState, b: TurnState) -> tuple[str, ...]:
    """What differs between two outcomes, each as "what: A / B"."""
    out = []
    if a.lost != b.lost:
        out.append(_("ship lost: {a} / {b}").format(a=_yes(a.lost), b=_yes(b.lost)))
    for zone, da, db in zip(ZONE_LABELS, a.damage, b.damage):
        if da != db:
            out.append(_("{zone} damage: {a} / {b}").format(zone=tr(zone, "zone"), a=da, b=db))
    theirs = {t.label: t for t in b.threats}
    for t in a.threats:
        u = theirs.get(t.label)
        if u is None:
            continue
        label = tr(t.label)
        if t.state != u.state:
            out.append(f"{label}: {_state_word(t.state)} / {_state_word(u.state)}")
        if t.damage != u.damage:
            out.append(_("{threat} damage: {a} / {b}").format(threat=label, a=t.damage, b=u.damage))
        if t.hp != u.hp:
            out.append(_("{threat} hit points: {a} / {b}").format(threat=label, a=t.hp, b=u.hp))
    for i in sorted(set(a.knocked_out) ^ set(b.knocked_out)):
        name = a.crew[i] if i < len(a.crew) else b.crew[i]
        out.append(_("{name} knocked out: {a} / {b}").format(
            name=name, a=_yes(i in a.knocked_out), b=_yes(i in b.knocked_out)))
    for squad in sorted(set(a.disabled_squads) ^ set(b.disabled_squads)):
        out.append(_("{squad} squad disabled: {a} / {b}").format(
            squad=tr(squad), a=_yes(squad in a.disabled_squads), b=_yes(squad in b.disabled_squads)))
    return tuple(out)


@dataclass(frozen=True, slots=True)
class TurnComparison:
    turn: int
    a: TurnState
    b: TurnState
    differences: tuple[str, ...]

    @property
    def same(self) -> bool:
        return not self.differences


@dataclass(frozen=True, slots=True)
class Comparison:
    turns: tuple[TurnComparison, ...]       # turns 1..13
    diverged_at: int | None                 # first turn whose outcomes differ (RV1)
    result_a: Result
    result_b: Result

    @property
    def first_differences(self) -> tuple[str, ...]:
        return () if self.diverged_at is None else self.turns[self.diverged_at - 1].differences

    @property
    def scores(self) -> tuple[int | None, int | None]:
        """Both final scores (None for a lost mission)."""
        return tuple(None if r.score is None else r.score.total   # type: ignore[return-value]
                     for r in (self.result_a, self.result_b))


def compare(a, b) -> Comparison:
    """Compare two `Resolution`s made with snapshots (they should be of the same mission:
    `compare_records` checks it)."""
    sa, sb = turn_states(a), turn_states(b)
    turns = tuple(TurnComparison(x.turn, x, y, () if x.outcome() == y.outcome() else differences(x, y))
                  for x, y in zip(sa, sb))
    diverged = next((t.turn for t in turns if not t.same), None)
    return Comparison(turns, diverged, a.result, b.result)


def _squads_off(record: GameRecord) -> list[str]:
    """The storages left without a squad (campaign RC5): the record's own field once the
    engine has one, else the mission's extra field."""
    value = getattr(record, "disabled_squads", None) or record.mission_extra.get("disabled_squads") or ()
    return sorted(getattr(s, "label", str(s)) for s in value)


def mission_differences(a: GameRecord, b: GameRecord) -> tuple[str, ...]:
    """Why two records are not the same mission (empty: they are)."""
    out = []
    if a.tracks != b.tracks:
        out.append(_("trajectory boards"))
    if sorted(map(repr, a.threats)) != sorted(map(repr, b.threats)):
        out.append(_("threats"))
    if a.damage_seed != b.damage_seed or a.damage_order != b.damage_order:
        out.append(_("damage tiles (seed or order)"))
    if ({z: sorted(t) for z, t in a.initial_damage.items() if t}
            != {z: sorted(t) for z, t in b.initial_damage.items() if t}):
        out.append(_("initial damage"))
    if _squads_off(a) != _squads_off(b):
        out.append(_("disabled squads"))
    return tuple(out)


def not_the_same_mission(record: GameRecord, other: GameRecord, *,
                         first: str | None = None) -> str | None:
    """Why `other` cannot be compared with `record` (RV3), or None when it can.

    The one check behind `replay --compare`, the comparison screen and the logbook
    screen's mark and compare, so that all three refuse the same pairs with the same
    words; `first` names `record` in the message ("not the same mission as @3: ...")."""
    differ = mission_differences(record, other)
    if not differ:
        return None
    if first:
        return _("not the same mission as {first}: different {what}").format(first=first, what=", ".join(differ))
    return _("not the same mission: different {what}").format(what=", ".join(differ))


def compare_records(a: GameRecord, b: GameRecord) -> Comparison:
    """Resolve both plans of one mission with snapshots and compare them."""
    differ = mission_differences(a, b)
    if differ:
        raise CompareError(_("not the same mission: different {what}").format(what=", ".join(differ)))
    from spacealert_tui.rules import resolve
    return compare(resolve(a, snapshots=True), resolve(b, snapshots=True))


# -- two different missions: side by side (ruling RV3) ------------------------------------------

@dataclass(frozen=True, slots=True)
class FactRow:
    """One line of two missions side by side: what it is, and each side's value."""

    label: str
    a: str
    b: str

    @property
    def differs(self) -> bool:
        return self.a != self.b


def _serious(card: str) -> bool:
    from spacealert_tui.rules.threats import CARDS
    cls = CARDS.get(card)
    return bool(cls is not None and cls.serious)


def mission_facts(record: GameRecord, result: Result) -> tuple[tuple[str, str], ...]:
    """What any two missions share, whatever their trajectories and threats (RV3): the
    mission (soundtrack, trajectories, threats drawn, crew) and how it ended (result,
    score and its parts, damage per zone, threats destroyed and survived, knock-outs,
    turns flown). (label, value) pairs in the installed language, in that order."""
    tracks = "/".join(str(record.tracks.get(z, "-")) for z in ("red", "white", "blue", "internal"))
    serious = sum(_serious(t.card) for t in record.threats)
    drawn = len(record.threats)
    crew = ", ".join(c.name for c in record.crew)
    score = result.score
    if score is None:
        ended = _("lost in turn {turn}").format(turn=result.lost_turn)
        total = destroyed = survived = penalties = visual = "-"
    else:
        ended = pgettext("mission result", "won")
        total = str(score.total)
        destroyed, survived = str(score.destroyed), str(score.survived)
        penalties = str(score.damage_penalty + score.worst_zone_penalty + score.knocked_out_penalty
                        + score.bots_penalty)
        visual = str(score.visual_confirmation)
    outcomes = [t.outcome for t in result.threats]
    knocked = sum(c.knocked_out for c in result.crew)
    turns = result.lost_turn if result.lost_turn is not None else TURNS
    return ((_("Soundtrack"), record.soundtrack or "-"),
            (_("Trajectories r/w/b/int"), tracks),
            (_("Threats drawn"), _("{n} ({serious} serious)").format(n=drawn, serious=serious)),
            (_("Crew"), f"{len(record.crew)}: {crew}"),
            (_("Result"), ended),
            (_("Score"), total),
            (_("Points destroyed"), destroyed),
            (_("Points survived"), survived),
            (_("Penalties"), penalties),
            (_("Visual confirmation"), visual),
            (_("Damage r/w/b"), "/".join(str(result.damage.get(z, 0)) for z in ZONE_LABELS)),
            (_("Threats destroyed"), _("{n} of {drawn}").format(n=outcomes.count("destroyed"), drawn=len(outcomes))),
            (_("Threats survived"), _("{n} of {drawn}").format(n=outcomes.count("survived"), drawn=len(outcomes))),
            (_("Knocked out"), _("{n} of {crew}").format(n=knocked, crew=len(result.crew))),
            (_("Turns flown"), str(turns)))


def side_by_side(record_a: GameRecord, result_a: Result, record_b: GameRecord,
                 result_b: Result) -> tuple[FactRow, ...]:
    """Two missions' `mission_facts`, line by line (RV3: records of different missions
    are compared on what they share, not turn by turn)."""
    return tuple(FactRow(label, a, b) for (label, a), (__, b) in
                 zip(mission_facts(record_a, result_a), mission_facts(record_b, result_b)))


__all__ = ["CompareError", "Comparison", "FactRow", "ThreatState", "TurnComparison", "TurnState", "compare",
           "compare_records", "differences", "mission_differences", "mission_facts", "not_the_same_mission",
           "side_by_side", "turn_states"]
