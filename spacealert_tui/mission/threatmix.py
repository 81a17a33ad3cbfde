"""Which threats a generated mission announces: how many, how serious, internal
or external, confirmed or not, on which T+n and in which zone.

The rules copy what the official tracks do (docs/reference/soundtracks.md §1.3, §2.5; figures in
docs/soundtracks.md): T+ ranges per kind of threat, internal threats never on
neighbouring turns, the two halves (T+1..4, T+5..8) balanced, every zone used.
Each stage draws at random and retries until the rules hold; the profiles and
levels on offer are ones for which that always succeeds (the tests prove it
over thousands of seeds).
"""
from __future__ import annotations

import random
from itertools import pairwise
from dataclasses import dataclass, replace

from spacealert_tui.mission.timeline import ThreatKind, ZoneName

ZONES: tuple[ZoneName, ...] = ("red", "white", "blue")


@dataclass(frozen=True, slots=True)
class ThreatRules:
    """The shape of a mission's threats; one for base missions, one for New Frontier."""

    max_threats: int                      # base: 7, so at least one T+ stays empty
    serious_cap: int                      # serious threats when the level allows fewer
    min_serious: int                      # at least this many serious threats (5+ points)
    internal_count: tuple[int, int]       # how many internal threats
    internal_points: tuple[int, int]      # how many threat points they carry
    max_serious_internal: int
    pairs: tuple[int, int]                # T+n holding an internal AND an external threat
    normal_external_turns: tuple[int, int]
    serious_external_turns: tuple[int, int]
    normal_internal_turns: tuple[int, int]
    serious_internal_turns: tuple[int, int]
    max_per_zone: int = 3


BASE_RULES = ThreatRules(
    max_threats=7, serious_cap=3, min_serious=1, internal_count=(1, 2), internal_points=(1, 3),
    max_serious_internal=1, pairs=(0, 0), normal_external_turns=(1, 8), serious_external_turns=(2, 7),
    normal_internal_turns=(2, 7), serious_internal_turns=(3, 6))

DOUBLE_RULES = ThreatRules(
    max_threats=10, serious_cap=4, min_serious=2, internal_count=(1, 3), internal_points=(2, 4),
    max_serious_internal=1, pairs=(1, 2), normal_external_turns=(1, 8), serious_external_turns=(2, 8),
    normal_internal_turns=(2, 7), serious_internal_turns=(3, 6))


@dataclass(frozen=True, slots=True)
class PlannedThreat:
    """A threat before it has a time: T+n, kind, zone, serious, unconfirmed."""

    kind: ThreatKind
    serious: bool
    unconfirmed: bool
    turn: int = 0
    zone: ZoneName | None = None

    @property
    def points(self) -> int:
        return 2 if self.serious else 1


class GenerationFailed(RuntimeError):
    """No arrangement found; means the rules or levels offered are inconsistent (a bug)."""


def plan_threats(rng: random.Random, rules: ThreatRules, confirmed: int, unconfirmed: int) -> list[PlannedThreat]:
    """Draw the threats of a mission worth `confirmed` + `unconfirmed` points,
    with turns and zones, sorted by T+ (externals first on a shared T+)."""
    for _ in range(500):
        mix = _draw_mix(rng, rules, confirmed, unconfirmed)
        if mix is None:
            continue
        placed = _assign_turns(rng, _pair_target(rng, rules, len(mix)), mix)
        if placed is None:
            continue
        return _assign_zones(rng, rules, placed)
    raise GenerationFailed(f"no threat mix for {confirmed}+{unconfirmed} points")


def _pair_target(rng: random.Random, rules: ThreatRules, count: int) -> ThreatRules:
    """Most New Frontier tracks have one same-T+ pair, one has two: aim for one
    pair three times in four, unless more threats than turns force a second."""
    low, high = rules.pairs
    if high <= low:
        return rules
    wanted = max(low, count - 8, low + (rng.random() < 0.25))
    return replace(rules, pairs=(low, min(high, wanted)))


def serious_range(rules: ThreatRules, points: int) -> tuple[int, int]:
    """How many serious threats `points` threat points may come as."""
    low = max(rules.min_serious if points >= 5 else 0, points - rules.max_threats)
    high = max(low, min(rules.serious_cap, points // 2))
    return low, high


def _draw_mix(rng: random.Random, rules: ThreatRules, confirmed: int, unconfirmed: int) -> list[PlannedThreat] | None:
    points = confirmed + unconfirmed
    low, high = serious_range(rules, points)
    serious = rng.randint(low, high)
    normal = points - 2 * serious
    if normal < 0:
        return None
    # Unconfirmed points come as normal threats, or (half the time, when there
    # are two) as one serious threat, as on the New Frontier CD.
    serious_unconfirmed = 1 if unconfirmed >= 2 and serious and rng.random() < 0.5 else 0
    normal_unconfirmed = unconfirmed - 2 * serious_unconfirmed
    if normal_unconfirmed > normal:
        return None
    threats = ([PlannedThreat("external", True, i < serious_unconfirmed) for i in range(serious)]
               + [PlannedThreat("external", False, i < normal_unconfirmed) for i in range(normal)])
    low_count, high_count = rules.internal_count[0], min(rules.internal_count[1], len(threats) - 1)
    if high_count < low_count:
        return None
    count = rng.randint(low_count, high_count)
    chosen = rng.sample(range(len(threats)), count)
    threats = [replace(t, kind="internal") if i in chosen else t for i, t in enumerate(threats)]
    internal = [t for t in threats if t.kind == "internal"]
    internal_points = sum(t.points for t in internal)
    if not rules.internal_points[0] <= internal_points <= rules.internal_points[1]:
        return None
    if sum(t.serious for t in internal) > rules.max_serious_internal:
        return None
    rng.shuffle(threats)
    return threats


def _turn_range(rules: ThreatRules, threat: PlannedThreat) -> tuple[int, int]:
    if threat.kind == "internal":
        return rules.serious_internal_turns if threat.serious else rules.normal_internal_turns
    return rules.serious_external_turns if threat.serious else rules.normal_external_turns


def _fits(rules: ThreatRules, placed: list[PlannedThreat], threat: PlannedThreat, turn: int) -> bool:
    """May `threat` go on T+`turn`, given those already placed?"""
    same_turn = [t for t in placed if t.turn == turn]
    if rules.pairs[1] == 0:
        if same_turn:
            return False
    else:
        if any(t.kind == threat.kind for t in same_turn):
            return False
        if same_turn:
            other = same_turn[0]
            if other.points + threat.points > 3 or (other.unconfirmed and threat.unconfirmed):
                return False
            pairs = len({t.turn for t in placed if sum(u.turn == t.turn for u in placed) > 1})
            if pairs >= rules.pairs[1]:
                return False
    if threat.kind == "internal":
        for other in placed:
            if other.kind != "internal":
                continue
            if abs(other.turn - turn) < 2:
                return False  # a crew cannot fight two fresh internal threats turn after turn
            if threat.serious and other.serious and abs(other.turn - turn) == 2:
                return False
    return True


def _assign_turns(rng: random.Random, rules: ThreatRules, threats: list[PlannedThreat]) -> list[PlannedThreat] | None:
    """Random greedy placement with restarts; the most constrained threats go first."""
    def constraint(t: PlannedThreat) -> int:
        low, high = _turn_range(rules, t)
        return high - low + (0 if t.kind == "internal" else 4)

    for _ in range(60):
        order = sorted(threats, key=lambda t: (constraint(t), rng.random()))
        placed: list[PlannedThreat] = []
        for threat in order:
            low, high = _turn_range(rules, threat)
            turns = list(range(low, high + 1))
            rng.shuffle(turns)
            turn = next((n for n in turns if _fits(rules, placed, threat, n)), None)
            if turn is None:
                break
            placed.append(replace(threat, turn=turn))
        else:
            if _whole_mission_ok(rules, placed):
                return sorted(placed, key=lambda t: (t.turn, t.kind != "external"))
    return None


def _whole_mission_ok(rules: ThreatRules, placed: list[PlannedThreat]) -> bool:
    first = [t for t in placed if t.turn <= 4]
    second = [t for t in placed if t.turn >= 5]
    if not first or not second or abs(len(first) - len(second)) > 1:
        return False
    if abs(sum(t.points for t in first) - sum(t.points for t in second)) > 2:
        return False
    turns = [t.turn for t in placed]
    pairs = sum(turns.count(n) > 1 for n in set(turns))
    if not rules.pairs[0] <= pairs <= rules.pairs[1]:
        return False
    # in T+ order, an internal threat is followed by an external one before the next internal
    ordered = sorted(placed, key=lambda t: (t.turn, t.kind != "external"))
    kinds = [t.kind for t in ordered]
    return not any(a == b == "internal" for a, b in pairwise(kinds))


def _assign_zones(rng: random.Random, rules: ThreatRules, threats: list[PlannedThreat]) -> list[PlannedThreat]:
    """Zones in T+ order: at most `max_per_zone` each, rarely the previous one
    again (5 % of the official tracks' transitions), all three used when there
    are three external threats or more."""
    externals = sum(t.kind == "external" for t in threats)
    for _ in range(200):
        counts = dict.fromkeys(ZONES, 0)
        previous: ZoneName | None = None
        result = []
        for threat in threats:
            if threat.kind != "external":
                result.append(threat)
                continue
            choices = [z for z in ZONES if counts[z] < rules.max_per_zone]
            if previous in choices and len(choices) > 1 and rng.random() < 0.9:
                choices.remove(previous)
            zone = rng.choice(choices)
            counts[zone] += 1
            previous = zone
            result.append(replace(threat, zone=zone))
        if externals < 3 or all(counts.values()):
            return result
    raise GenerationFailed("no zone arrangement")
