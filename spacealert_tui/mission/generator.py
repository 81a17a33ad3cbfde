"""The random mission generator: `generate(seed, ...)` -> a playable `Timeline`.

It follows the official tracks' statistics (docs/reference/soundtracks.md §1.3 and §2.5): phase
lengths, 7 + 1 unconfirmed threat points (New Frontier: 10 + 2), threats only in
phases 1-2 in T+ order, the occasional ambush 50-55 s before a phase ends,
2-3 incoming data, 3-4 data transfers, 45-65 s of comms breaks with 20-40 s of
them in phase 3. Unlike the fan generators (docs/reference/soundtracks.md §2.1) nothing ever talks
over anything: every announcement is placed only where its whole spoken length
(`spoken.SPOKEN_SECONDS`) is free, and each result is checked with
`validate.check` before it is returned. The same seed and options always give
the same mission (one `random.Random(seed)` drives every draw).

Crew size: a crew of 2-5 gets the CD's structure, unconfirmed report included
(a crew of five acts on it, smaller crews ignore it, as with the CD); a lone
player (the solo variant, rulebook §5.5) ignores unconfirmed reports, incoming
data, data transfers and comms breaks, so they are left out. See
docs/soundtracks.md.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass

from spacealert_tui.mission.spoken import Span, event_seconds, fixed_spans
from spacealert_tui.mission.threatmix import (
    BASE_RULES, DOUBLE_RULES, GenerationFailed, PlannedThreat, ThreatRules, plan_threats)
from spacealert_tui.mission.timeline import Timeline, TimelineEvent
from spacealert_tui.mission.validate import check

STEP = 5  # the CD's script cards count in 5-second steps
Range = tuple[int, int]
Weighted = tuple[tuple[int, int], ...]  # (value, weight) pairs


@dataclass(frozen=True, slots=True)
class MissionProfile:
    """Everything that differs between a base-game mission and a New Frontier one."""

    name: str
    rules: ThreatRules
    default_level: int            # confirmed threat points
    levels: Range                 # levels offered
    unconfirmed_points: int
    phase_lengths: tuple[Range, Range, Range]
    total_length: Range
    first_threat_at: Weighted     # phase 1, seconds from the start
    opening_data: bool            # a first threat after 0:10 follows an incoming data at 0:10
    first_threat_after: Weighted  # phase 2, seconds after phase 1 ends
    threat_gap: int               # minimum start-to-start gap between threats
    pair_gap: Range               # double actions: the two threats of one T+n
    quiet_end: int                # regular threats start this long before the phase ends
    ambush_chance: float          # per phase
    max_ambushes: int
    ambush_any_threat: bool       # False: only a normal external threat is an ambush
    ambush_before_end: Weighted
    incoming_data: tuple[Range, Range, Range]
    incoming_data_total: Range
    data_transfers: tuple[Range, Range, Range]
    data_transfers_total: Range
    data_per_phase: tuple[Range, Range, Range]   # incoming data + transfers
    comms_total: Weighted
    comms_per_phase: tuple[Range, Range, Range]
    comms_count: Range
    comms_single: Range


BASE = MissionProfile(
    name="base", rules=BASE_RULES, default_level=7, levels=(3, 10), unconfirmed_points=1,
    phase_lengths=((205, 240), (215, 235), (140, 155)), total_length=(580, 620),
    first_threat_at=((10, 3), (20, 1)), opening_data=True,
    first_threat_after=((5, 3), (10, 3), (15, 2), (20, 1), (25, 1), (30, 1), (35, 1), (40, 1)),
    threat_gap=25, pair_gap=(20, 55), quiet_end=85,
    ambush_chance=0.35, max_ambushes=1, ambush_any_threat=False, ambush_before_end=((55, 4), (50, 1)),
    incoming_data=((1, 3), (0, 2), (0, 1)), incoming_data_total=(2, 3),
    data_transfers=((0, 1), (1, 2), (0, 2)), data_transfers_total=(3, 4),
    data_per_phase=((2, 3), (2, 3), (1, 2)),
    comms_total=((45, 1), (50, 2), (55, 2), (60, 2), (65, 1)),
    comms_per_phase=((0, 25), (0, 25), (20, 40)), comms_count=(2, 5), comms_single=(5, 30),
)

DOUBLE = MissionProfile(
    name="double", rules=DOUBLE_RULES, default_level=10, levels=(6, 14), unconfirmed_points=2,
    phase_lengths=((290, 310), (250, 290), (210, 270)), total_length=(750, 840),
    first_threat_at=((10, 1), (15, 1)), opening_data=False,
    first_threat_after=((10, 3), (15, 3), (20, 1), (25, 1), (30, 1), (40, 1)),
    threat_gap=20, pair_gap=(20, 55), quiet_end=85,
    ambush_chance=0.3, max_ambushes=2, ambush_any_threat=True, ambush_before_end=((55, 4), (50, 1)),
    incoming_data=((1, 2), (0, 1), (0, 0)), incoming_data_total=(2, 3),
    data_transfers=((1, 2), (1, 2), (1, 2)), data_transfers_total=(4, 6),
    data_per_phase=((2, 4), (2, 3), (1, 2)),
    comms_total=((60, 1), (65, 2), (70, 2)),
    comms_per_phase=((5, 20), (10, 35), (20, 40)), comms_count=(3, 6), comms_single=(5, 30),
)

PLAYERS = (1, 5)
MAX_ATTEMPTS = 1000


def profile_for(double_threats: bool) -> MissionProfile:
    return DOUBLE if double_threats else BASE


def mission_id(seed: int, players: int = 4, threat_level: int | None = None,
               double_threats: bool = False) -> str:
    """The catalogue id that regenerates this mission: generated/SEED[/pN][/double][/level-L]."""
    parts = [f"generated/{seed}"]
    if players != 4:
        parts.append(f"p{players}")
    if double_threats:
        parts.append("double")
    if threat_level is not None and threat_level != profile_for(double_threats).default_level:
        parts.append(f"level-{threat_level}")
    return "/".join(parts)


def generate(seed: int, players: int = 4, threat_level: int | None = None,
             double_threats: bool = False) -> Timeline:
    """A random mission for `players` (1-5) at `threat_level` confirmed threat
    points (default 7; 10 with `double_threats`, the New Frontier's same-T+
    internal and external pairs). Raises ValueError for options out of range."""
    profile = profile_for(double_threats)
    level = profile.default_level if threat_level is None else threat_level
    if not PLAYERS[0] <= players <= PLAYERS[1]:
        raise ValueError(f"players must be {PLAYERS[0]}-{PLAYERS[1]}, not {players}")
    if not profile.levels[0] <= level <= profile.levels[1]:
        raise ValueError(f"the threat level of a {profile.name} mission is "
                         f"{profile.levels[0]}-{profile.levels[1]}, not {level}")
    solo = players == 1
    rng = random.Random(seed)
    ident = mission_id(seed, players, threat_level, double_threats)
    title = _title(seed, players, level, profile)
    for _ in range(MAX_ATTEMPTS):
        threats = plan_threats(rng, profile.rules, level, 0 if solo else profile.unconfirmed_points)
        ends = _phase_ends(rng, profile)
        events = _Placer(rng, profile, ends).place(threats, with_data=not solo)
        if events is None:
            continue
        timeline = Timeline(id=ident, title=title, phase_ends=ends, events=events)
        if not check(timeline):
            return timeline
    raise GenerationFailed(f"no mission found for seed {seed}")


def _title(seed: int, players: int, level: int, profile: MissionProfile) -> str:
    crew = "solo" if players == 1 else f"{players} players"
    kind = ", double actions" if profile is DOUBLE else ""
    return f"Generated mission {seed} ({crew}, threat level {level}{kind})"


def _weighted(rng: random.Random, table: Weighted) -> int:
    values, weights = zip(*table)
    return rng.choices(values, weights=weights)[0]


def _steps(rng: random.Random, low: int, high: int) -> int:
    """A multiple of STEP in [low, high]."""
    return STEP * rng.randint(math.ceil(low / STEP), high // STEP)


def _phase_ends(rng: random.Random, profile: MissionProfile) -> tuple[int, ...]:
    while True:
        lengths = [_steps(rng, low, high) for low, high in profile.phase_lengths]
        if profile.total_length[0] <= sum(lengths) <= profile.total_length[1]:
            return (lengths[0], lengths[0] + lengths[1], sum(lengths))


class _Placer:
    """Puts the announcements of one mission on the clock, never on top of each other."""

    def __init__(self, rng: random.Random, profile: MissionProfile, ends: tuple[int, ...]) -> None:
        self.rng, self.profile, self.ends = rng, profile, ends
        self.busy: list[Span] = fixed_spans(ends)
        self.events: list[TimelineEvent] = []
        self.ambushes_left = profile.max_ambushes

    def place(self, threats: list[PlannedThreat], *, with_data: bool) -> tuple[TimelineEvent, ...] | None:
        rng, profile = self.rng, self.profile
        first_at = _weighted(rng, profile.first_threat_at)
        if first_at > 10 and with_data and profile.opening_data:
            self._add(TimelineEvent(at=10, type="incoming_data"))  # as on the CD: data first, threat at 0:20
        phase_threats = ([t for t in threats if t.turn <= 4], [t for t in threats if t.turn >= 5])
        starts = (first_at, self.ends[0] + _weighted(rng, profile.first_threat_after))
        for phase, (planned, start) in enumerate(zip(phase_threats, starts), start=1):
            if not self._place_threats(phase, self._announcement_order(planned), start):
                return None
        if with_data and not self._place_data():
            return None
        return tuple(sorted(self.events, key=lambda e: e.at))

    def _announcement_order(self, planned: list[PlannedThreat]) -> list[PlannedThreat]:
        """T+ order; the two threats of a double-action pair in either order."""
        keyed = [(t.turn, self.rng.random(), t) for t in planned]
        return [t for _, _, t in sorted(keyed, key=lambda k: (k[0], k[1]))]

    def _add(self, event: TimelineEvent) -> None:
        self.events.append(event)
        self.busy.append(Span(event.at, event.at + event_seconds(event), event.type, event))

    def _free(self, start: int, length: float) -> bool:
        span = Span(start, start + length, "")
        return not any(span.overlaps(other) for other in self.busy)

    def _free_starts(self, start: int, end: int, length: float) -> list[int]:
        """Every start on the 5-s grid in [start, end - length] where `length` seconds are free.

        A span blocks the starts t with span.start - length < t < span.end:
        marked per span on the grid, rather than testing every start against every span.
        """
        grid = range(start, int(end - length) + 1, STEP)
        free = [True] * len(grid)
        for span in self.busy:
            first = max(0, math.floor((span.start - length - start) / STEP) + 1)
            last = min(len(grid) - 1, math.ceil((span.end - start) / STEP) - 1)
            for i in range(first, last + 1):
                free[i] = False
        return [t for t, ok in zip(grid, free) if ok]

    def _place_threats(self, phase: int, planned: list[PlannedThreat], start: int) -> bool:
        profile, rng = self.profile, self.rng
        end = self.ends[phase - 1]
        regular, ambush = planned, None
        if planned and self.ambushes_left and rng.random() < profile.ambush_chance:
            last = planned[-1]
            shares_turn = len(planned) > 1 and planned[-2].turn == last.turn
            eligible = last.turn in (4, 8) and not shares_turn and (
                profile.ambush_any_threat or (last.kind == "external" and not last.serious))
            if eligible:
                regular, ambush = planned[:-1], last
                self.ambushes_left -= 1
        times = self._regular_times(len(regular), start, end - profile.quiet_end, regular)
        if times is None:
            return False
        if ambush is not None:
            regular, times = [*regular, ambush], [*times, end - _weighted(rng, profile.ambush_before_end)]
        for threat, at in zip(regular, times):
            event = TimelineEvent(at=at, type="threat", turn=threat.turn, kind=threat.kind,
                                  zone=threat.zone, serious=threat.serious, unconfirmed=threat.unconfirmed)
            if not self._free(at, event_seconds(event)):
                return False
            self._add(event)
        return True

    def _regular_times(self, count: int, first: int, last: int,
                       planned: list[PlannedThreat]) -> list[int] | None:
        """`count` times from `first` to `last`, `threat_gap` apart, spread at random
        (the first at `first`, as on the CD); a pair's two threats close together."""
        if count == 0:
            return []
        gap = self.profile.threat_gap
        slack = (last - first - (count - 1) * gap) // STEP
        if slack < 0:
            return None
        low, high = self.profile.pair_gap
        for _ in range(50):
            offsets = [0] + sorted(self.rng.randint(0, slack) for _ in range(count - 1))
            times = [first + i * gap + STEP * o for i, o in enumerate(offsets)]
            pairs_ok = all(low <= b - a <= high for (a, ta), (b, tb) in
                           zip(zip(times, planned), zip(times[1:], planned[1:])) if ta.turn == tb.turn)
            if pairs_ok:
                return times
        return None

    def _place_data(self) -> bool:
        counts = self._data_counts()
        comms = self._comms_breaks()
        already = sum(e.type == "incoming_data" for e in self.events)  # the one at 0:10, if any
        for phase in (1, 2, 3):
            incoming, transfers = counts[phase - 1]
            if phase == 1:
                incoming -= already
            items = ([TimelineEvent(at=0, type="comms_down", duration=d)
                      for d in sorted(comms[phase - 1], reverse=True)]
                     + [TimelineEvent(at=0, type="data_transfer")] * transfers
                     + [TimelineEvent(at=0, type="incoming_data")] * incoming)
            for item in items:
                if not self._place_anywhere(phase, item):
                    return False
        return True

    def _place_anywhere(self, phase: int, item: TimelineEvent) -> bool:
        start = 10 if phase == 1 else self.ends[phase - 2] + STEP
        end = self.ends[phase - 1]
        free = self._free_starts(start, end, event_seconds(item))
        if not free:
            return False
        at = self.rng.choice(free)
        self._add(TimelineEvent(at=at, type=item.type, duration=item.duration))
        return True

    def _data_counts(self) -> list[tuple[int, int]]:
        """(incoming data, data transfers) per phase, within every official range."""
        p, rng = self.profile, self.rng
        while True:
            incoming = [rng.randint(*r) for r in p.incoming_data]
            transfers = [rng.randint(*r) for r in p.data_transfers]
            if not p.incoming_data_total[0] <= sum(incoming) <= p.incoming_data_total[1]:
                continue
            if not p.data_transfers_total[0] <= sum(transfers) <= p.data_transfers_total[1]:
                continue
            if all(low <= i + t <= high for i, t, (low, high) in zip(incoming, transfers, p.data_per_phase)):
                return list(zip(incoming, transfers))

    def _comms_breaks(self) -> list[list[int]]:
        """Comms break lengths per phase: the total, its share per phase, cut into breaks."""
        p, rng = self.profile, self.rng
        while True:
            total = _weighted(rng, p.comms_total)
            shares = [_steps(rng, low, high) for low, high in p.comms_per_phase[:2]]
            shares.append(total - sum(shares))
            if not all(low <= s <= high for s, (low, high) in zip(shares, p.comms_per_phase)):
                continue
            breaks = [self._cut(share, phase) for phase, share in enumerate(shares, start=1)]
            if p.comms_count[0] <= sum(map(len, breaks)) <= p.comms_count[1]:
                return breaks

    def _cut(self, seconds: int, phase: int) -> list[int]:
        """Cut `seconds` of noise into 1-3 breaks of `comms_single` seconds each:
        as few as possible, often one more in phase 3 (as on the CD)."""
        low, high = self.profile.comms_single
        if seconds == 0:
            return []
        count = math.ceil(seconds / high)
        most = min(3, seconds // low)
        extra_chance = 0.65 if phase == 3 else 0.3
        while count < most and self.rng.random() < extra_chance:
            count += 1
            extra_chance /= 3
        pieces = [low] * count
        for _ in range((seconds - low * count) // STEP):
            room = [i for i, piece in enumerate(pieces) if piece + STEP <= high]
            pieces[self.rng.choice(room)] += STEP
        self.rng.shuffle(pieces)
        return pieces
