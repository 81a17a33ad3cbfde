"""Starting plans built from the threats: who fetches the battle bots, walks to the
intruder and attacks in time; who walks to a malfunction and repairs it; who flies
the interceptors out to a threat only they reach; who fires a zone's heavy laser
while its external threats are on their tracks, and goes down to refill its reactor.

A random or greedy start rarely does this: the bots must be taken with a C in a
storage station, the intruder met in the turn it is there (it walks on at its own
steps), and a squad disabled by an intruder that fights back taken back to storage
and reactivated. The search then only has to tune what such a start gets wrong.

Where each threat stands in each turn is read off a resolution of the mission
(`resolve(..., snapshots=True)`), once with no card played and once more with every
internal threat hunted, so that an intruder that moves only once hit (Commandos) is
followed. Pure and deterministic for the `random.Random` passed in.
"""
from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

from spacealert_tui.coach.judge import with_actions
from spacealert_tui.rules import resolve, resolve_result
from spacealert_tui.rules.actions import EMPTY, HEROIC_ACTS, Act, Action, parse_action
from spacealert_tui.rules.layout import STATION_BY_NAME, Station
from spacealert_tui.rules.record import GameRecord
from spacealert_tui.rules.ship import HEAVY_LASER_STRENGTH, REACTOR_CAPACITY, SQUAD_HOMES
from spacealert_tui.rules.threats import CARDS
from spacealert_tui.rules.threats.base import Intruder, Malfunction

BRIDGE = Station.UPPER_WHITE
ZONES = ("red", "white", "blue")
ZONE_LOST = 7               # damage that destroys a zone (its seventh)
TURNS = range(1, 13)
HEAVY_SHOTS = 3             # a zone needing more heavy-laser shots may get a second gunner below
SHIELD_SHARES = (0.0, 0.0, 0.25, 0.4)     # of a gunner's turns at the gun, the shield raised instead
BELOW_CHANCE = 0.4          # a gunner whose reactor is dry goes down to the light laser
SECOND_CHANCE = 0.25        # a zone of few shots gets a second gunner on its light laser too
GUNS_FIRST = 0.5            # of the plans built from the threats, those manning every zone's gun first
GUN_THEN_HUNT = 0.4         # a gunner of a crew manning its guns first hunts once his zone is clear
TAKEOVER_CHANCE = 0.5       # a route move keeps the member's first cards and takes over from a turn
THEN_CHANCE = 0.7          # a hunter done with his threats guns a zone no one else guns
SIGHTS = 8                  # plans tried to see the threats an idle ship is lost before
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
    # points ignored each turn (*The New Frontier* pp. 5-6, inaccessibility): two
    # hunters must hit it in the same turn, so it is given to two
    inaccessible: int = 0


@dataclass(frozen=True, slots=True)
class Front:
    """The external threats of one zone: the turns one of them is on its track, and
    the heavy-laser shots that would destroy them all (shields taken off)."""

    zone: int                   # 0 red, 1 white, 2 blue: the upper station's number too
    turns: frozenset[int]
    shots: int


def fronts_of(boards: Sequence[dict]) -> list[Front]:
    """The zones with external threats, from a resolution's boards. A threat that
    changes zones (a Jumper, *The New Frontier* pp. 6-7) counts in every zone it is
    on a track of: that zone's gunner may meet it there."""
    turns: dict[int, set[int]] = {}
    shots: dict[int, int] = {}
    seen: set[tuple[str, int]] = set()
    for board in boards:
        if board["step"] != "appear":
            continue
        for threat in board["threats"]:
            if threat["kind"] != "external" or threat["state"] != "active" or threat["zone"] is None:
                continue
            zone = ("red", "white", "blue").index(threat["zone"])
            turns.setdefault(zone, set()).add(board["turn"])
            if (threat["label"], zone) not in seen:
                seen.add((threat["label"], zone))
                bite = max(1, HEAVY_LASER_STRENGTH[zone] - int(threat["shield"] or 0))
                shots[zone] = shots.get(zone, 0) - (-(int(threat["hp"]) - int(threat["damage"])) // bite)
    last = max((b["turn"] for b in boards if b["step"] == "appear"), default=12)
    for active in turns.values():
        if last in active:                  # the ship was lost: they would have stayed
            active.update(range(last + 1, 13))
    return [Front(zone, frozenset(turns[zone]), shots[zone]) for zone in sorted(turns)]


def targets_of(record: GameRecord, boards: Sequence[dict] | None = None) -> list[Target]:
    """The record's internal threats that a crew member can fight, in order of
    appearance, as they move when the crew plays the record's cards."""
    if boards is None:
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
                          tuple(tuple(s) for s in where[label]), int(getattr(cls, "inaccessibility", 0))))
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


UNKNOWN_MOVES = (Act.DOUBLE, Act.SPEC, Act.SPEC_ADV)


def stations(plan: Sequence[Action]) -> list[Station | None]:
    """Where the member stands after each turn (index 0: the bridge, before turn 1);
    None from a card whose move is not known here on."""
    here: Station | None = Station.UPPER_WHITE
    out: list[Station | None] = [here]
    for action in plan:
        if here is not None:
            act = action.act
            if act in (Act.RED, Act.BLUE, Act.LIFT):
                here = moved(here, action.token.rstrip("!"))
            elif act == Act.HMOVE:
                here = action.target if action.target != Station.INTERCEPTORS else None
            elif act in UNKNOWN_MOVES or (act == Act.C and here == Station.UPPER_RED):
                here = None
        out.append(here)
    return out


class Hunter:
    """One crew member's cards, written turn by turn while he walks the ship."""

    def __init__(self, rng: random.Random, heroic_ok: bool = True) -> None:
        self.rng = rng
        self.tokens: list[str] = []
        self.station = BRIDGE
        self.squad: Station | None = None       # the storage his squad came from
        self.active = False
        self.heroic_used = not heroic_ok

    @classmethod
    def resume(cls, rng: random.Random, cards: Sequence[Action]) -> Hunter | None:
        """A hunter who has played `cards` (the first turns of a member's plan) and
        takes over from the next turn: where they took him, his heroic card spent if
        among them, the squad he took from a storage (a C there; taken active, as a
        fight back is not seen here). None when where they took him is not known here
        (`stations`)."""
        where = stations(cards)
        if where[-1] is None:
            return None
        hunter = cls(rng, heroic_ok=not any(a.act in HEROIC_ACTS for a in cards))
        hunter.tokens = [a.token for a in cards]
        hunter.station = where[-1]
        for action, station in zip(cards, where):
            if action.act == Act.C and station in SQUAD_HOMES:
                hunter.squad, hunter.active = hunter.squad or station, True
        return hunter

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

    def gun(self, front: Front) -> None:
        """Up to the zone's heavy laser, fire it while the zone's threats are on their
        tracks, and go down to refill its reactor (B in the lower station: from the
        central reactor, or the central one from a fuel capsule) when it is empty, or
        before the first threat comes when it is not full. A hunter done with his
        intruders or malfunctions takes a zone no one else guns (a crew has four
        members for more jobs than four). Some gunners raise the zone's shield now and
        then instead of firing (B, from the same reactor): a threat that cannot be shot
        down in time (a Leviathan Tanker's 8 hit points) is outlasted behind it. Some,
        the reactor dry, go down to the zone's light laser and fire it (no energy)
        instead of refilling (which spends the central reactor's)."""
        upper = Station(front.zone)
        full = REACTOR_CAPACITY[front.zone]
        energy = 3 if front.zone == 1 else 2      # the reactors' energy at the start
        shield = self.rng.choice(SHIELD_SHARES)
        self.walk_to(upper)
        left, first = front.shots, min(front.turns)
        below = self.rng.random() < BELOW_CHANCE
        while self.turn <= 12 and left > 0:
            turn = self.turn
            if energy == 0 and below:           # down to the light laser: it needs no energy
                self.play("lift")
                while self.turn <= 12:
                    self.play("A" if self.turn in front.turns else "empty")
                return
            if energy == 0 or (energy < full and turn + 3 < first and self.rng.random() < 0.5):
                for token in ("lift", "B", "lift"):
                    self.play(token)
                energy = full
            elif turn in front.turns and self.rng.random() < shield:
                self.play("B")
                energy -= 1
            elif turn in front.turns:       # the heroic shot first when the energy falls short
                heroic = not self.heroic_used and self.rng.random() < (0.7 if left > energy else 0.2)
                self.play("HA" if heroic else "A")
                self.heroic_used |= heroic
                energy, left = energy - 1, left - (2 if heroic else 1)     # a heroic shot: +1 strength
            else:
                self.play("empty")

    def finish(self) -> list[str]:
        """Work the station he ended in for the turns left."""
        while self.turn <= 12:
            self.play(self.rng.choices(AFTER, AFTER_AT[self.station])[0])
        return self.tokens


def gunner_tokens(rng: random.Random, front: Front) -> list[str]:
    """One member's twelve tokens: up to the zone's heavy laser, fire it while the
    zone's threats are on their tracks, and go down to refill its reactor (`Hunter.gun`)."""
    gunner = Hunter(rng)
    gunner.gun(front)
    return gunner.finish()


def second_gunner_tokens(rng: random.Random, front: Front) -> list[str]:
    """One member's twelve tokens for a zone whose threats need more shots than its heavy
    laser has energy for: down to the zone's lower station, fire its light laser (no
    energy) while the threats are there; in the white zone the pulse cannon, which hits
    every zone."""
    gunner = Hunter(rng)
    gunner.walk_to(Station(front.zone + 3))
    while gunner.turn <= 12:
        gunner.play("A" if gunner.turn in front.turns and rng.random() < 0.9 else "empty")
    return gunner.tokens


def hunter_tokens(rng: random.Random, targets: Sequence[Target], free: list[Station],
                  heroic_ok: bool = True, then: Front | None = None, first: Front | None = None) -> list[str]:
    """One member's twelve tokens: the targets hunted in turn, then the zone `then`
    gunned (`Hunter.gun`), or work where he ends. He sets out early enough to have the
    bots (or reach the station) when the first target appears, give or take a turn.
    With `first`, he guns that zone first, and hunts once its threats are shot down (the
    red gunner, done, takes the bots and flies the interceptors from his station)."""
    hunter = Hunter(rng, heroic_ok)
    if first is not None:
        hunter.gun(first)
    elif targets:
        lead = 2 + (targets[0].way != "press") + rng.randint(-1, 1)
        while hunter.turn < targets[0].appears - lead:
            hunter.play(rng.choice(("empty", "empty", "A")))
    for target in targets:
        hunter.hunt(target, free)
    if then is not None:
        hunter.gun(then)
    return hunter.finish()


@dataclass(frozen=True, slots=True)
class Hunts:
    """The threats of one mission, and starting plans built from them."""

    record: GameRecord
    targets: tuple[Target, ...]
    fronts: tuple[Front, ...] = ()

    @classmethod
    def of(cls, record: GameRecord) -> Hunts:
        """The threats as they move with no card played, the intruders followed once
        more as they move when every internal threat is hunted. When the idle ship is
        lost before every threat has appeared, the later ones are read off the plan
        built from the first ones that holds out longest (`SIGHTS` tried): a hunt of
        the Troopers of turn 7 is no use when the idle ship is lost in turn 6."""
        idle = with_actions(record, [[EMPTY] * 12 for _ in record.crew])
        resolution = resolve(idle, snapshots=True)
        boards = resolution.snapshots
        hunts = cls(record, tuple(targets_of(idle, boards)), tuple(fronts_of(boards)))
        if resolution.result.lost_turn is not None and hunts.any:
            hunts = hunts._sighted(resolution.result.lost_turn)
        if any(t.way == "bots" for t in hunts.targets):
            members = list(range(len(record.crew)))
            jobs: dict[int, list[Target]] = {m: [] for m in members[-len(SQUAD_HOMES):]}
            for i, target in enumerate(hunts.targets):
                jobs[members[-1 - i % len(jobs)]].append(target)
            plan = hunts._fill([[EMPTY] * 12 for _ in members], jobs, {}, 0)
            hunts = cls(record, Hunts.follow(with_actions(record, plan), hunts.targets), hunts.fronts)
        return hunts

    def _sighted(self, lost: int) -> Hunts:
        """These hunts with the threats seen when the ship holds out longer: the plan of
        `SIGHTS` built from them that is lost latest (or not at all) is resolved, and
        the threats and zones it shows that these lack are added."""
        rng = random.Random(lost)
        idle = [[EMPTY] * 12 for _ in self.record.crew]
        best: tuple[int, Sequence[dict]] | None = None
        for _ in range(SIGHTS):
            plan = with_actions(self.record, self.plans(rng, idle, rng.randrange(len(idle))))
            tried = resolve(plan, snapshots=True)
            turn = tried.result.lost_turn or 13
            if best is None or turn > best[0]:
                best = (turn, tried.snapshots)
            if turn == 13:
                break
        if best is None or best[0] <= lost:
            return self
        known = {t.label for t in self.targets}
        targets = self.targets + tuple(t for t in targets_of(self.record, best[1]) if t.label not in known)
        fronts = {f.zone: f for f in self.fronts}
        for front in fronts_of(best[1]):
            old = fronts.get(front.zone)
            fronts[front.zone] = front if old is None else Front(
                front.zone, old.turns | front.turns, max(old.shots, front.shots))
        return replace(self, targets=tuple(sorted(targets, key=lambda t: t.appears)),
                       fronts=tuple(fronts[z] for z in sorted(fronts)))

    @property
    def any(self) -> bool:
        return bool(self.targets or self.fronts)

    def assign(self, rng: random.Random, members: Sequence[int]) -> dict[int, list[Target]]:
        """Targets shared among some of `members`, each keeping appearance order; at most
        two members need battle bots (there are two squads); an inaccessible target is
        given to two of them (one alone never gets through)."""
        if not self.targets or not members:
            return {}
        least = 2 if any(t.inaccessible for t in self.targets) else 1
        k = rng.randint(min(least, len(members)), max(least, min(len(self.targets), len(members))))
        k = min(k, len(members))
        hunters = rng.sample(list(members), k)
        out: dict[int, list[Target]] = {h: [] for h in hunters}
        bots: list[int] = []
        for i, target in enumerate(self.targets):
            first = (i + rng.randrange(k)) % k
            picks = [hunters[first]] + ([hunters[(first + 1) % k]] if target.inaccessible and k > 1 else [])
            for pick in picks:
                who = pick
                if target.way != "press" and who not in bots:
                    if len(bots) >= len(SQUAD_HOMES):
                        who = rng.choice(bots)
                    else:
                        bots.append(who)
                if target not in out[who]:
                    out[who].append(target)
        return {who: targets for who, targets in out.items() if targets}

    def plans(self, rng: random.Random, base: Sequence[Sequence[Action]], keeper: int | None) -> list[list[Action]]:
        """`base` with some members' cards replaced by hunts of the internal threats
        and gunners of the zones (never the keeper's, who maintains the computer)."""
        members = [i for i in range(len(base)) if i != keeper] or list(range(len(base)))
        if self.fronts and rng.random() < GUNS_FIRST:
            return self._guns_first(rng, base, members, keeper is not None)
        jobs = self.assign(rng, members)
        rest = [m for m in members if m not in jobs]
        rng.shuffle(rest)
        guns, seconds = {}, {}
        for front in rng.sample(self.fronts, len(self.fronts)):
            if rest and rng.random() < 0.8:
                guns[rest.pop()] = front
        for front in rng.sample(self.fronts, len(self.fronts)):
            if rest and rng.random() < (0.6 if front.shots > HEAVY_SHOTS else SECOND_CHANCE):
                seconds[rest.pop()] = front
        # the zones no one guns go to hunters, after their hunt (`THEN_CHANCE` each)
        unmanned = [f for f in self.fronts if f not in guns.values()]
        hunters = list(jobs)
        rng.shuffle(hunters)
        then = {}
        for front in unmanned:
            if hunters and rng.random() < THEN_CHANCE:
                then[hunters.pop()] = front
        return self._fill(base, jobs, guns, rng.randrange(1 << 30), seconds, then)

    def _guns_first(self, rng: random.Random, base: Sequence[Sequence[Action]], members: list[int],
                    kept: bool) -> list[list[Action]]:
        """A crew that mans its guns first (a serious threat on a short trajectory kills
        before any intruder does), one member a zone, the white zone's heavy laser left to
        the keeper on the bridge now and then; the members left hunt the internal threats."""
        rest = list(members)
        rng.shuffle(rest)
        keep = 1 if self.targets else 0          # someone is left for the intruders
        guns: dict[int, Front] = {}
        for front in rng.sample(self.fronts, len(self.fronts)):
            if front.zone == 1 and kept and rng.random() < 0.5:
                continue
            if len(rest) > keep:
                guns[rest.pop()] = front
        hunters = rest + [g for g in guns if rng.random() < GUN_THEN_HUNT]
        return self._fill(base, self.assign(rng, hunters), guns, rng.randrange(1 << 30))

    def route(self, rng: random.Random, among: Sequence[Target | Front] = (),
              plan: Sequence[Action] | None = None, last: int = 12) -> list[Action]:
        """One member's whole route hunting one threat or gunning one zone (a search move),
        one of `among` when given (what lost the ship: `killers`). Given his `plan`, now
        and then (`TAKEOVER_CHANCE`) he keeps its cards up to a turn (at most `last`) and
        takes the job from there, from where they took him: what he did first still done."""
        jobs: Sequence[Target | Front] = among or self.targets + self.fronts
        job = jobs[rng.randrange(len(jobs))]
        hunter = None
        if plan is not None and last > 1 and rng.random() < TAKEOVER_CHANCE:
            hunter = Hunter.resume(rng, plan[:rng.randrange(1, last)])
        then = rng.choice(self.fronts) if self.fronts and rng.random() < THEN_CHANCE else None
        if hunter is None:
            tokens = (hunter_tokens(rng, [job], list(SQUAD_HOMES), then=then) if isinstance(job, Target)
                      else gunner_tokens(rng, job))
            return [parse_action(t) for t in tokens]
        if isinstance(job, Target):
            hunter.hunt(job, list(SQUAD_HOMES))
            if then is not None:
                hunter.gun(then)
        else:
            hunter.gun(job)
        return [parse_action(t) for t in hunter.finish()]

    def killers(self, record: GameRecord) -> tuple[Target | Front, ...]:
        """What lost the ship when `record`'s cards are played, as a veteran crew reads
        a lost mission: a zone destroyed is its gun not manned well enough (and the
        intruders in it left alive); else an internal threat left alive did it (the
        Fissure's Z, an intruder's). Nothing when the ship jumps home."""
        result = resolve_result(record)
        if result.lost_turn is None:
            return ()
        alive = {t.label for t in result.threats if t.outcome != "destroyed"}
        targets = [t for t in self.targets if t.label in alive]
        lost = [ZONES.index(z) for z, n in result.damage.items() if n >= ZONE_LOST and z in ZONES]
        if not lost:
            return tuple(targets)
        turn = min(result.lost_turn, 12)
        return tuple([f for f in self.fronts if f.zone in lost]
                     + [t for t in targets if any(s % 3 in lost for s in t.where[turn])])

    def missed(self, record: GameRecord) -> tuple[Target | Front, ...]:
        """What a crew that jumped home let through, as a veteran reads a won mission for
        the points left on the table: the internal threats not destroyed (a threat survived
        scores the lower of its card's two values, one destroyed the higher: base rulebook,
        "Puntuación") and the zones whose external threats were
        not all destroyed. Nothing when the ship is lost (then `killers` says what to fix)."""
        result = resolve_result(record)
        if result.lost_turn is not None:
            return ()
        alive = {t.label for t in result.threats if t.outcome != "destroyed"}
        zones = {t.zone for t in result.threats if t.outcome != "destroyed" and t.zone in ZONES}
        return tuple([t for t in self.targets if t.label in alive]
                     + [f for f in self.fronts if ZONES[f.zone] in zones])

    @staticmethod
    def follow(record: GameRecord, targets: Sequence[Target]) -> tuple[Target, ...]:
        """The targets as they move when `record`'s cards are played."""
        now = {t.label: t for t in targets_of(record)}
        return tuple(replace(t, where=now[t.label].where) if t.label in now else t for t in targets)

    def _fill(self, base: Sequence[Sequence[Action]], jobs: dict[int, list[Target]], guns: dict[int, Front],
              salt: int, seconds: dict[int, Front] | None = None,
              then: dict[int, Front] | None = None) -> list[list[Action]]:
        rng = random.Random(salt)
        free = list(SQUAD_HOMES)
        rng.shuffle(free)
        out = [list(p) for p in base]
        for who in sorted(jobs):
            out[who] = [parse_action(t) for t in hunter_tokens(rng, jobs[who], free, then=(then or {}).get(who),
                                                               first=guns.get(who))]
        for who in sorted(guns):
            if who not in jobs:
                out[who] = [parse_action(t) for t in gunner_tokens(rng, guns[who])]
        for who in sorted(seconds or {}):
            out[who] = [parse_action(t) for t in second_gunner_tokens(rng, (seconds or {})[who])]
        return out


__all__ = ["Front", "Hunts", "Target", "fronts_of", "gunner_tokens", "hunter_tokens", "second_gunner_tokens",
           "targets_of"]
