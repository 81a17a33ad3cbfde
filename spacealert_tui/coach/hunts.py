"""Starting plans built from the internal threats: who fetches the battle bots, walks
to the intruder and attacks in time; who walks to a malfunction and repairs it; who
flies the interceptors out to a threat only they reach.

A random or greedy start rarely does this: the bots must be taken with a C in a
storage station, the intruder met in the turn it is there (it walks on at its own
steps), and a squad disabled by an intruder that fights back taken back to storage
and reactivated. The search then only has to tune what such a start gets wrong.

Where each threat stands in each turn is read off a resolution of the mission
(`resolve(..., snapshots=True)`), once with no card played and once more with the
start built, so that an intruder that moves only once hit (Commandos) is followed.
Pure and deterministic for the `random.Random` passed in.
"""
from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from spacealert_tui.coach.judge import with_actions
from spacealert_tui.rules import resolve
from spacealert_tui.rules.actions import EMPTY, Action, parse_action
from spacealert_tui.rules.layout import STATION_BY_NAME, Station
from spacealert_tui.rules.record import GameRecord
from spacealert_tui.rules.ship import SQUAD_HOMES
from spacealert_tui.rules.threats import CARDS
from spacealert_tui.rules.threats.base import Intruder, Malfunction

BRIDGE = Station.UPPER_WHITE
TURNS = range(1, 13)
# what is worth pressing at each station once the hunt is over (A, B, empty, C)
AFTER = ("A", "B", "empty", "C")
AFTER_AT = {Station.UPPER_WHITE: (3, 2, 3, 0), Station.UPPER_RED: (6, 3, 1, 0),
            Station.UPPER_BLUE: (6, 3, 1, 0), Station.LOWER_WHITE: (3, 2, 2, 1),
            Station.LOWER_RED: (4, 4, 1, 0), Station.LOWER_BLUE: (4, 4, 1, 2)}


@dataclass(frozen=True, slots=True)
class Target:
    """One internal threat as a hunter sees it. `where[t]` is where it stands during
    the crew's actions of turn t (empty when it is not aboard then)."""

    label: str
    appears: int
    hp: int
    way: str                    # "bots" (an intruder), "press" (a malfunction), "fly" (outside)
    letter: str                 # the button a malfunction covers
    fights_back: bool
    where: tuple[tuple[Station, ...], ...]     # index 0 unused, 1..13


def targets_of(record: GameRecord) -> list[Target]:
    """The record's internal threats that a crew member can fight, in order of
    appearance, as they move when the crew plays the record's cards."""
    boards = resolve(record, snapshots=True).snapshots
    where: dict[str, list[tuple[Station, ...]]] = {}
    seen: dict[str, tuple[int, dict]] = {}      # label -> (turn it is first active, its board)
    for board in boards:
        if board["step"] != "appear":
            continue
        for threat in board["threats"]:
            if threat["kind"] != "internal":
                continue
            row = where.setdefault(threat["label"], [()] * 14)
            if threat["state"] == "active":
                row[board["turn"]] = tuple(STATION_BY_NAME[s] for s in threat["stations"])
                seen.setdefault(threat["label"], (board["turn"], threat))
    # after the ship is lost nothing moves: a threat still aboard is taken to stay put
    last = max((b["turn"] for b in boards if b["step"] == "appear"), default=12)
    for row in where.values():
        if row[last]:
            row[last + 1:13] = [row[last]] * (12 - last)
    out = []
    for label, (appears, first) in seen.items():
        cls = CARDS.get(first["card"])
        if cls is None:
            continue
        if getattr(cls, "catches_interceptors", False):
            way, letter = "fly", ""
        elif issubclass(cls, Intruder) and where[label][appears]:
            way, letter = "bots", ""
        elif issubclass(cls, Malfunction) and cls.system in ("A", "B", "C") and where[label][appears]:
            way, letter = "press", cls.system
        else:
            continue
        hp = max(1, int(first["hp"]) - int(first["damage"]))
        out.append(Target(label, appears, hp, way, letter, bool(getattr(cls, "fights_back", False)),
                          tuple(tuple(s) for s in where[label])))
    out.sort(key=lambda t: t.appears)
    return out


def step_toward(here: Station, there: Station, rng: random.Random) -> str:
    """One move from `here` toward `there` (the gravolift first or last, by chance)."""
    zone_here, zone_there = here % 3, there % 3
    deck_here, deck_there = here // 3, there // 3
    sideways = "red" if zone_there < zone_here else "blue"
    if deck_here != deck_there and (zone_here == zone_there or rng.random() < 0.5):
        return "lift"
    return sideways


def moved(here: Station, token: str) -> Station:
    if token == "red":
        return here if here % 3 == 0 else Station(here - 1)
    if token == "blue":
        return here if here % 3 == 2 else Station(here + 1)
    if token == "lift":
        return Station((here + 3) % 6)
    return here


def distance(a: Station, b: Station) -> int:
    return abs(a % 3 - b % 3) + (a // 3 != b // 3)


class Hunter:
    """One crew member's cards, written turn by turn while he walks the ship."""

    def __init__(self, rng: random.Random, heroic_ok: bool = True) -> None:
        self.rng = rng
        self.tokens: list[str] = []
        self.station = BRIDGE
        self.squad: Station | None = None       # the storage his squad came from
        self.active = False
        self.heroic_used = not heroic_ok

    @property
    def turn(self) -> int:
        return len(self.tokens) + 1

    def play(self, token: str) -> None:
        if self.turn <= 12:
            self.tokens.append(token)
            self.station = moved(self.station, token)

    def walk_to(self, there: Station, until: int = 13) -> None:
        while self.station != there and self.turn <= 12 and self.turn < until:
            self.play(step_toward(self.station, there, self.rng))

    def fetch_bots(self, free: list[Station], toward: Station) -> bool:
        """Take a squad from the nearest free storage (or reactivate his own there)."""
        if self.squad is None:
            if not free:
                return False
            home = min(free, key=lambda s: (distance(self.station, s) + distance(s, toward), s))
            free.remove(home)
        else:
            home = min(SQUAD_HOMES, key=lambda s: (distance(self.station, s) + distance(s, toward), s))
        self.walk_to(home)
        self.play("C")
        if self.squad is None:
            self.squad = home
        self.active = True
        return self.turn <= 13

    def hunt(self, target: Target, free: list[Station]) -> None:
        if target.way == "press":
            self.repair(target)
        elif target.way == "fly":
            self.fly(target, free)
        else:
            self.chase(target, free)

    def repair(self, target: Target) -> None:
        stations = target.where[target.appears]
        goal = min(stations, key=lambda s: (distance(self.station, s), s))
        self.walk_to(goal)
        while self.turn < target.appears:
            self.play("empty")
        left = target.hp
        while left > 0 and self.turn <= 12:
            if target.letter in "AB" and left >= 2 and not self.heroic_used and self.rng.random() < 0.5:
                self.play("H" + target.letter)
                self.heroic_used, left = True, left - 2
            else:
                self.play(target.letter)
                left -= 1

    def fly(self, target: Target, free: list[Station]) -> None:
        if not self.active and not self.fetch_bots(free, Station.UPPER_RED):
            return
        self.walk_to(Station.UPPER_RED)
        while self.turn < target.appears:
            self.play("empty")
        self.play("C")                      # out with the interceptors: the launch turn attacks
        for _ in range(target.hp - 1):
            self.play("bots")
        self.play("empty")                  # back to upper red
        self.station = Station.UPPER_RED

    def chase(self, target: Target, free: list[Station]) -> None:
        first = target.where[target.appears][0]
        hits = 0
        while hits < target.hp and self.turn <= 12:
            if not self.active:
                if not self.fetch_bots(free, first):
                    return
                continue
            turn = self.turn
            here = target.where[turn]
            if turn >= target.appears and not here:
                return                      # gone (destroyed, or its Z done)
            if self.station in here:
                heroic = (target.fights_back and not self.heroic_used and hits < target.hp - 1
                          and self.rng.random() < 0.6)
                self.play("Hbots" if heroic else "bots")
                self.heroic_used |= heroic
                hits += 1
                if target.fights_back and not heroic:
                    self.active = False
                continue
            ahead = target.where[min(turn + 1, 13)] or here or (first,)
            goal = min(ahead, key=lambda s: (distance(self.station, s), s))
            if self.station == goal:
                self.play("empty")          # it comes here next turn: wait for it
            else:
                self.play(step_toward(self.station, goal, self.rng))

    def finish(self) -> list[str]:
        """Work the station he ended in for the turns left."""
        while self.turn <= 12:
            self.play(self.rng.choices(AFTER, AFTER_AT[self.station])[0])
        return self.tokens


def hunter_tokens(rng: random.Random, targets: Sequence[Target], free: list[Station],
                  heroic_ok: bool = True) -> list[str]:
    """One member's twelve tokens: the targets hunted in turn, then work where he ends.
    He sets out early enough to have the bots (or reach the station) when the first
    target appears, give or take a turn."""
    hunter = Hunter(rng, heroic_ok)
    if targets:
        lead = 2 + (targets[0].way != "press") + rng.randint(-1, 1)
        while hunter.turn < targets[0].appears - lead:
            hunter.play(rng.choice(("empty", "empty", "A")))
    for target in targets:
        hunter.hunt(target, free)
    return hunter.finish()


@dataclass(frozen=True, slots=True)
class Hunts:
    """The internal threats of one mission, and starting plans built from them."""

    record: GameRecord
    targets: tuple[Target, ...]

    @classmethod
    def of(cls, record: GameRecord) -> Hunts:
        return cls(record, tuple(targets_of(with_actions(record, [[EMPTY] * 12 for _ in record.crew]))))

    def assign(self, rng: random.Random, members: Sequence[int]) -> dict[int, list[Target]]:
        """Targets shared among some of `members`, each keeping appearance order; at most
        two members need battle bots (there are two squads)."""
        if not self.targets or not members:
            return {}
        k = rng.randint(1, min(len(self.targets), len(members)))
        hunters = rng.sample(list(members), k)
        out: dict[int, list[Target]] = {h: [] for h in hunters}
        bots: list[int] = []
        for i, target in enumerate(self.targets):
            who = hunters[(i + rng.randrange(k)) % k]
            if target.way != "press" and who not in bots:
                if len(bots) >= len(SQUAD_HOMES):
                    who = rng.choice(bots)
                else:
                    bots.append(who)
            out[who].append(target)
        return out

    def plans(self, rng: random.Random, base: Sequence[Sequence[Action]], keeper: int | None) -> list[list[Action]]:
        """`base` with some members' cards replaced by hunts of the threats (never the
        keeper's, who maintains the computer), followed once more where the first
        start moved the threats."""
        members = [i for i in range(len(base)) if i != keeper] or list(range(len(base)))
        jobs = self.assign(rng, members)
        if not jobs:
            return [list(p) for p in base]
        salt = rng.randrange(1 << 30)
        out = self._fill(base, jobs, salt)
        if all(t.way != "bots" for t in self.targets):
            return out                      # malfunctions stay where they appeared
        moved_targets = Hunts.follow(with_actions(self.record, out), self.targets)
        if moved_targets != self.targets:
            again = {who: [moved_targets[self.targets.index(t)] for t in ts] for who, ts in jobs.items()}
            out = self._fill(base, again, salt)
        return out

    def route(self, rng: random.Random) -> list[Action]:
        """One member's whole route hunting one threat (a search move)."""
        target = rng.choice(self.targets)
        return [parse_action(t) for t in hunter_tokens(rng, [target], list(SQUAD_HOMES))]

    @staticmethod
    def follow(record: GameRecord, targets: Sequence[Target]) -> tuple[Target, ...]:
        """The targets as they move when `record`'s cards are played."""
        now = {t.label: t for t in targets_of(record)}
        return tuple(Target(t.label, t.appears, t.hp, t.way, t.letter, t.fights_back,
                            now[t.label].where) if t.label in now else t for t in targets)

    def _fill(self, base: Sequence[Sequence[Action]], jobs: dict[int, list[Target]], salt: int) -> list[list[Action]]:
        rng = random.Random(salt)
        free = list(SQUAD_HOMES)
        rng.shuffle(free)
        out = [list(p) for p in base]
        for who in sorted(jobs):
            out[who] = [parse_action(t) for t in hunter_tokens(rng, jobs[who], free)]
        return out


__all__ = ["Hunts", "Target", "hunter_tokens", "targets_of"]
