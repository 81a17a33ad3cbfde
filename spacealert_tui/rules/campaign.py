"""Exploration campaigns (rulebook ch. 6): up to three missions, the ship carried over.

    campaign = Campaign()
    record1 = campaign.next_record(record1)          # the carried ship (nothing yet)
    campaign = campaign.play(record1)                 # resolves it (or pass the result)
    campaign.aftermath()                              # tiles, disabled squads, who can repair
    campaign = campaign.repair({"Ana": "red:shield", "Ben": "squad:lower-red"})
    record2 = campaign.next_record(record2)           # initial_damage + disabled_squads
    campaign = campaign.play(record2).stop()          # or a third mission
    campaign.score.total, [line.text for line in campaign.logbook()]

Between missions (§6.2): malfunctions vanish; knocked-out members wake up and repair
nothing; every other member, androids too, repairs one damage tile or reactivates one
disabled squad, in crew order (captain first, then clockwise: the record's order); at
most 2 tiles per zone; repaired tiles go back to their pile. What is left carries over:
tiles (the engine's `initial_damage`: one energy cube less in a damaged shield or
reactor, old structural damage doubles the zone's damage) and squads left off the
board (the record field `mission.disabled_squads`, see rulings RC5).

Scoring (§6.3): threat points of every mission, plus floor(total visual confirmation
÷ missions completed), minus the penalties of the final ship only. A destroyed ship
ends the campaign without a score; the logbook names the threat.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from spacealert_tui.rules.crew import DISABLED, INACTIVE
from spacealert_tui.rules.layout import STATION_BY_NAME, ZONE_BY_NAME, ZONES, Station, Zone
from spacealert_tui.rules.record import GameRecord
from spacealert_tui.rules.result import Result
from spacealert_tui.rules.text import made, pmsg
from spacealert_tui.rules.tiles import TILE_BY_NAME, Tile

MAX_MISSIONS = 3
MAX_TILES_PER_ZONE = 2                      # repaired between two missions
SQUAD_STORAGES = (Station.LOWER_RED, Station.UPPER_BLUE)
SQUADS_FIELD = "disabled_squads"            # mission field: storages left without a squad

Tiles = tuple[tuple[Tile, ...], tuple[Tile, ...], tuple[Tile, ...]]   # by zone red, white, blue


class CampaignError(ValueError):
    """Something the campaign rules do not allow at this point; the message says what."""


# -- the ship between missions ---------------------------------------------------------------

def squads_off_board(record: GameRecord) -> tuple[Station, ...]:
    """The record's `mission.disabled_squads`: battle-bot storages left without a squad."""
    return tuple(sorted(record.disabled_squads))


@dataclass(frozen=True, slots=True)
class CampaignShip:
    """The ship as the next mission gets it: damage tiles per zone, and the storages
    whose squad was not reactivated (left off the board)."""

    tiles: Tiles = ((), (), ())
    squads_off: tuple[Station, ...] = ()

    @property
    def squads(self) -> tuple[Station, ...]:
        """The storages holding a squad at the start."""
        return tuple(s for s in SQUAD_STORAGES if s not in self.squads_off)

    @property
    def initial_damage(self) -> dict[Zone, tuple[Tile, ...]]:
        return {zone: self.tiles[zone] for zone in ZONES if self.tiles[zone]}

    def mission_fields(self) -> dict[str, Any]:
        """The record's mission fields, in document form (only those with something)."""
        out: dict[str, Any] = {}
        if any(self.tiles):
            out["initial_damage"] = {z.label: [t.label for t in self.tiles[z]] for z in ZONES if self.tiles[z]}
        if self.squads_off:
            out[SQUADS_FIELD] = [s.label for s in self.squads_off]
        return out

    def apply(self, record: GameRecord) -> GameRecord:
        """`record` starting from this ship (its own initial damage and squads replaced)."""
        return replace(record, initial_damage=self.initial_damage, disabled_squads=self.squads_off)

    @classmethod
    def of_record(cls, record: GameRecord) -> CampaignShip:
        """The ship a record starts with."""
        tiles = tuple(tuple(record.initial_damage.get(z, ())) for z in ZONES)
        return cls(tiles, squads_off_board(record))   # type: ignore[arg-type]

    def same_as(self, other: CampaignShip) -> bool:
        """Same tiles in each zone (in any order) and the same storages left empty."""
        return (all(sorted(a) == sorted(b) for a, b in zip(self.tiles, other.tiles))
                and self.squads_off == other.squads_off)

    def describe(self) -> str:
        parts = [f"{z.label}: {', '.join(t.label for t in self.tiles[z])}" for z in ZONES if self.tiles[z]]
        if self.squads_off:
            parts.append(f"no squad in {', '.join(s.label for s in self.squads_off)}")
        return "; ".join(parts) or "no damage, both squads"


@dataclass(frozen=True, slots=True)
class Aftermath:
    """The end of a won mission, before the repairs: what can be repaired and by whom."""

    tiles: Tiles
    disabled_squads: tuple[Station, ...]     # disabled at the end, squads left off the board too
    crew: tuple[str, ...]                    # repair order: the record's crew order
    knocked_out: frozenset[str]
    androids: frozenset[str] = frozenset()

    @property
    def repairers(self) -> tuple[str, ...]:
        """Who may repair: everyone not knocked out, androids included."""
        return tuple(name for name in self.crew if name not in self.knocked_out)


def aftermath(record: GameRecord, result: Result) -> Aftermath:
    """Read the end of a mission: its result's tiles, squads and knock-outs."""
    if not result.won:
        raise CampaignError("the ship was destroyed: the campaign is over, nothing to repair")
    tiles = tuple(tuple(TILE_BY_NAME[name] for name in result.damage_tokens.get(z.label, ())) for z in ZONES)
    off = squads_off_board(record)
    disabled = tuple(s for s in SQUAD_STORAGES
                     if s in off or result.battle_bots.get(s.label) in (DISABLED, INACTIVE))
    return Aftermath(tiles, disabled, tuple(c.name for c in result.crew),   # type: ignore[arg-type]
                     frozenset(c.name for c in result.crew if c.knocked_out),
                     frozenset(c.name for c in record.crew if c.android))


# -- repairs -------------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class Repair:
    """One member's repair: a damage tile of a zone, or a squad (named by its storage)."""

    zone: Zone | None = None
    tile: Tile | None = None
    squad: Station | None = None

    def __post_init__(self) -> None:
        if (self.squad is None) == (self.tile is None) or (self.tile is None) != (self.zone is None):
            raise CampaignError("a repair is either a zone and a tile, or a squad")

    def __str__(self) -> str:
        if self.squad is not None:
            return f"squad:{self.squad.label}"
        zone, tile = self.zone_tile
        return f"{zone.label}:{tile.label}"

    @property
    def zone_tile(self) -> tuple[Zone, Tile]:
        """The damage tile repaired, with its zone (a squad's repair has none)."""
        if self.zone is None or self.tile is None:
            raise CampaignError("a squad's repair repairs no tile")
        return self.zone, self.tile


def parse_repair(text: str | Repair | None) -> Repair | None:
    """"red:shield", "red shield", "squad:lower-red", "lower-red"; "", "none", "nothing" → None."""
    if text is None or isinstance(text, Repair):
        return text
    if not isinstance(text, str):
        raise CampaignError(f"a repair is a text like 'red:shield' or 'squad:lower-red', not {text!r}")
    words = text.replace(":", " ").split()
    if not words or words == ["none"] or words == ["nothing"]:
        return None
    if words[0] == "squad" and len(words) == 2:
        words = words[1:]
    if len(words) == 1:
        station = STATION_BY_NAME.get(words[0])
        if station in SQUAD_STORAGES:
            return Repair(squad=station)
    if len(words) == 2 and words[0] in ZONE_BY_NAME and words[1] in TILE_BY_NAME:
        return Repair(ZONE_BY_NAME[words[0]], TILE_BY_NAME[words[1]])
    raise CampaignError(f"unknown repair {text!r}: write zone:tile (red:shield, white:structure, ...) "
                        f"or squad:lower-red / squad:upper-blue, or none")


RepairPlan = Mapping[str, "Repair | str | None"] | Iterable[tuple[str, "Repair | str | None"]]


@dataclass(frozen=True, slots=True)
class RepairProblem:
    member: str | None
    message: str

    def __str__(self) -> str:
        return f"{self.member}: {self.message}" if self.member else self.message


class RepairError(CampaignError):
    """A repair plan the rules refuse; `problems` lists every reason."""

    def __init__(self, problems: tuple[RepairProblem, ...]) -> None:
        self.problems = problems
        super().__init__("; ".join(str(p) for p in problems))


def _zone(zone: Zone) -> str:
    """A zone as a word of a problem: the zone's sense of "red" when worded (`text.tr`)."""
    return pmsg("zone", zone.label)


def _tile(tile: Tile) -> str:
    """A damage tile as a word of a problem ("lower cannon", not the token)."""
    return pmsg("tile", tile.label)


def _plan_items(plan: RepairPlan) -> list[tuple[str, Any]]:
    return list(plan.items()) if isinstance(plan, Mapping) else list(plan)


def check_repairs(after: Aftermath, plan: RepairPlan,
                  squad_storage: Station | str | None = None) -> tuple[RepairProblem, ...]:
    """Every reason the plan (crew name → repair) is refused; () when it is fine.

    Members without an entry (or with None) repair nothing. Checked in crew order, so
    that the member named in a problem is the one whose repair comes too late.
    """
    problems: list[RepairProblem] = []
    plan_of: dict[str, Repair | None] = {}
    for name, value in _plan_items(plan):
        if name not in after.crew:
            problems.append(RepairProblem(name, made("not in the crew ({crew})", crew=", ".join(after.crew))))
            continue
        if name in plan_of:
            problems.append(RepairProblem(name, made("one repair per crew member")))
            continue
        try:
            plan_of[name] = parse_repair(value)
        except CampaignError as exc:
            problems.append(RepairProblem(name, str(exc)))
    by_zone: dict[Zone, list[str]] = {z: [] for z in ZONES}
    tile_by: dict[tuple[Zone, Tile], str] = {}
    squad_by: dict[Station, str] = {}
    for name in after.crew:
        repair = plan_of.get(name)
        if repair is None:
            continue
        if name in after.knocked_out:
            problems.append(RepairProblem(name, made("was knocked out: wakes up and repairs nothing")))
            continue
        if repair.squad is not None:
            if repair.squad not in after.disabled_squads:
                problems.append(RepairProblem(name, made("the {storage} squad is not disabled",
                                                         storage=repair.squad.label)))
            elif repair.squad in squad_by:
                problems.append(RepairProblem(name, made("the {storage} squad is already reactivated by {member}",
                                                         storage=repair.squad.label,
                                                         member=squad_by[repair.squad])))
            else:
                squad_by[repair.squad] = name
            continue
        zone, tile = repair.zone_tile
        if tile not in after.tiles[zone]:
            problems.append(RepairProblem(name, made("no {tile} tile in the {zone} zone", tile=_tile(tile),
                                                     zone=_zone(zone))))
        elif (zone, tile) in tile_by:
            problems.append(RepairProblem(name, made("{zone} {tile} is already repaired by {member}",
                                                     zone=_zone(zone), tile=_tile(tile),
                                                     member=tile_by[(zone, tile)])))
        elif len(by_zone[zone]) >= MAX_TILES_PER_ZONE:
            problems.append(RepairProblem(name, made("at most {n} tiles per zone: {first} and {second} "
                                                     "already repair the {zone} zone",
                                                     n=MAX_TILES_PER_ZONE, first=by_zone[zone][0],
                                                     second=by_zone[zone][-1], zone=_zone(zone))))
        else:
            tile_by[(zone, tile)] = name
            by_zone[zone].append(name)
    if squad_storage is not None:
        station = STATION_BY_NAME.get(squad_storage) if isinstance(squad_storage, str) else squad_storage
        left = len(SQUAD_STORAGES) - len(after.disabled_squads) + len(squad_by)
        if station not in SQUAD_STORAGES:
            problems.append(RepairProblem(None, made("squad_storage: not a battle-bot storage: {storage}",
                                                     storage=repr(squad_storage))))
        elif left != 1:
            problems.append(RepairProblem(None, made("squad_storage: the crew chooses the storage only "
                                                     "when a single squad is left ({n} left)", n=left)))
    return tuple(problems)


def lone_squad(after: Aftermath, plan: RepairPlan) -> Station | None:
    """The storage of the only squad left once the plan's reactivations are done, or None
    when both or neither are left: where a lone squad starts is the crew's choice
    (rulebook §6.2; `squad_storage` below). Repairs that do not read are skipped (`check_repairs`
    says why)."""
    off = set(after.disabled_squads)
    for _, value in _plan_items(plan):
        try:
            repair = parse_repair(value)
        except CampaignError:
            continue
        if repair is not None and repair.squad is not None:
            off.discard(repair.squad)
    left = [s for s in SQUAD_STORAGES if s not in off]
    return left[0] if len(left) == 1 else None


def apply_repairs(after: Aftermath, plan: RepairPlan,
                  squad_storage: Station | str | None = None) -> CampaignShip:
    """The ship for the next mission; raise `RepairError` listing every problem.

    `squad_storage`: when one squad only is left, the storage it starts in (§6.2: the
    crew chooses); by default the storage it came from.
    """
    problems = check_repairs(after, plan, squad_storage)
    if problems:
        raise RepairError(problems)
    repairs = [parse_repair(v) for _, v in _plan_items(plan)]
    tiles = [list(t) for t in after.tiles]
    off = set(after.disabled_squads)
    for repair in repairs:
        if repair is None:
            continue
        if repair.squad is not None:
            off.discard(repair.squad)
        else:
            zone, tile = repair.zone_tile
            tiles[zone].remove(tile)
    if squad_storage is not None:
        station = STATION_BY_NAME[squad_storage] if isinstance(squad_storage, str) else squad_storage
        off = {s for s in SQUAD_STORAGES if s is not station}
    return CampaignShip(tuple(tuple(t) for t in tiles), tuple(sorted(off)))   # type: ignore[arg-type]


# -- scoring -----------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class CampaignScore:
    """§6.3: every mission's threat points; floor(visual points ÷ missions); the penalties
    of the final ship (its tiles, the worst zone again, knock-outs and disabled squads
    of the last mission, squads left off the board included)."""

    missions: int
    destroyed: int
    survived: int
    bonus: int
    visual_points: int
    visual: int
    damage_penalty: int
    worst_zone_penalty: int
    knocked_out_penalty: int
    bots_penalty: int

    @property
    def penalties(self) -> int:
        return self.damage_penalty + self.worst_zone_penalty + self.knocked_out_penalty + self.bots_penalty

    @property
    def total(self) -> int:
        return self.destroyed + self.survived + self.bonus + self.visual + self.penalties

    def to_json(self) -> dict:
        return {"missions": self.missions, "destroyed": self.destroyed, "survived": self.survived,
                "bonus": self.bonus, "visual_points": self.visual_points, "visual": self.visual,
                "damage_penalty": self.damage_penalty, "worst_zone_penalty": self.worst_zone_penalty,
                "knocked_out_penalty": self.knocked_out_penalty, "bots_penalty": self.bots_penalty,
                "penalties": self.penalties, "total": self.total}


def final_penalties(record: GameRecord, result: Result) -> tuple[int, int, int, int]:
    """(damage, worst zone, knocked out, squads) penalties of the ship after `result`."""
    counts = [len(result.damage_tokens.get(z.label, ())) for z in ZONES]
    off = squads_off_board(record)
    squads = sum(1 for s in SQUAD_STORAGES
                 if s in off or result.battle_bots.get(s.label) in (DISABLED, INACTIVE))
    return (-sum(counts), -max(counts), -2 * sum(c.knocked_out for c in result.crew), -squads)


# -- the campaign ----------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class MissionEntry:
    """One mission of the campaign; `repairs` is None until the step after it is done."""

    number: int
    record: GameRecord
    result: Result
    start: CampaignShip
    repairs: tuple[tuple[str, Repair], ...] | None = None

    @property
    def won(self) -> bool:
        return self.result.won

    @property
    def destroyed(self) -> int:
        return sum(t.points for t in self.result.threats if t.outcome == "destroyed")

    @property
    def survived(self) -> int:
        return sum(t.points for t in self.result.threats if t.outcome == "survived")

    @property
    def visual(self) -> int:
        return self.result.score.visual_confirmation if self.result.score else 0

    @property
    def bonus(self) -> int:
        return self.result.score.bonus if self.result.score else 0

    @property
    def fatal_threat(self) -> str | None:
        """The name of the threat that destroyed the ship (None if won or unknown)."""
        cause = self.result.lost_cause
        if self.result.won or not cause:
            return None
        for t in self.result.threats:
            if cause.startswith(f"{t.label} ({t.card})"):
                return t.name
        return None


@dataclass(frozen=True, slots=True)
class LogLine:
    """One logbook line (§6.3: one line per mission; penalties, visual average and total
    on the last line only, once the campaign is over; a bracket joins the lines)."""

    mission: int
    title: str | None
    soundtrack: str | None
    destroyed: int | None
    survived: int | None
    visual: int | None
    lost_to: str | None = None
    penalties: int | None = None
    visual_average: int | None = None
    total: int | None = None
    text: str = ""


@dataclass(frozen=True, slots=True)
class Campaign:
    """A campaign so far. Immutable: `play`, `repair` and `stop` return the next one."""

    missions: tuple[MissionEntry, ...] = ()
    ship: CampaignShip = field(default_factory=CampaignShip)   # what the next mission gets
    stopped: bool = False
    max_missions: int = MAX_MISSIONS

    @property
    def status(self) -> str:
        """ready (to play the next mission) | repairs (between missions: repair or stop)
        | over (scored) | failed (a ship was destroyed: no score)."""
        if not self.missions:
            return "ready"
        last = self.missions[-1]
        if not last.won:
            return "failed"
        if self.stopped or len(self.missions) >= self.max_missions:
            return "over"
        return "repairs" if last.repairs is None else "ready"

    def _need(self, *statuses: str, doing: str) -> None:
        if self.status not in statuses:
            why = {"ready": "the next mission is to be played first",
                   "repairs": "the ship is to be repaired (or the campaign stopped) first",
                   "over": "the campaign is over", "failed": "the campaign failed"}[self.status]
            raise CampaignError(f"cannot {doing}: {why}")

    def next_record(self, record: GameRecord) -> GameRecord:
        """`record` for the next mission, starting from the carried ship."""
        self._need("ready", doing="prepare a mission")
        return self.ship.apply(record)

    def play(self, record: GameRecord, result: Result | None = None) -> Campaign:
        """Add the next mission; `result` is resolved from `record` when not given. The
        record must start from the carried ship (`next_record`)."""
        self._need("ready", doing="play a mission")
        start = CampaignShip.of_record(record)
        if not start.same_as(self.ship):
            raise CampaignError(f"mission {len(self.missions) + 1} must start from the campaign's ship "
                                f"({self.ship.describe()}), not ({start.describe()}): "
                                "use Campaign.next_record(record)")
        if result is None:
            from spacealert_tui.rules import resolve
            result = resolve(record).result
        entry = MissionEntry(len(self.missions) + 1, record, result, start)
        return replace(self, missions=self.missions + (entry,))

    def aftermath(self) -> Aftermath:
        """The last mission's end: what the repair step works on."""
        if not self.missions:
            raise CampaignError("no mission played yet")
        last = self.missions[-1]
        return aftermath(last.record, last.result)

    def check_repairs(self, plan: RepairPlan, squad_storage: Station | str | None = None) -> tuple[RepairProblem, ...]:
        self._need("repairs", doing="repair the ship")
        return check_repairs(self.aftermath(), plan, squad_storage)

    def repair(self, plan: RepairPlan, squad_storage: Station | str | None = None) -> Campaign:
        """The repair step after a won mission (not after the last: §6.3)."""
        self._need("repairs", doing="repair the ship")
        ship = apply_repairs(self.aftermath(), plan, squad_storage)
        done = tuple((name, r) for name, value in _plan_items(plan)
                     if (r := parse_repair(value)) is not None)
        last = replace(self.missions[-1], repairs=done)
        return replace(self, missions=self.missions[:-1] + (last,), ship=ship)

    def stop(self) -> Campaign:
        """The crew ends the campaign after a won mission, without repairs (§6, §6.3)."""
        self._need("repairs", "over", doing="stop the campaign")
        return replace(self, stopped=True)

    @property
    def score(self) -> CampaignScore | None:
        """The campaign's score once it is over; None while it goes on or if it failed.
        (To see what stopping now would give: `campaign.stop().score`.)"""
        if self.status != "over":
            return None
        n = len(self.missions)
        visual_points = sum(m.visual for m in self.missions)
        last = self.missions[-1]
        damage, worst, knocked, bots = final_penalties(last.record, last.result)
        return CampaignScore(n, sum(m.destroyed for m in self.missions),
                             sum(m.survived for m in self.missions), sum(m.bonus for m in self.missions),
                             visual_points, visual_points // n, damage, worst, knocked, bots)

    def logbook(self) -> tuple[LogLine, ...]:
        """One line per mission, bracketed; the last line carries the campaign's total."""
        n = len(self.missions)
        status = self.status
        score = self.score
        lines = []
        for i, m in enumerate(self.missions):
            last = i == n - 1
            closed = status in ("over", "failed")
            if n == 1 and closed:
                mark = "["
            elif i == 0:
                mark = "┌"
            elif last and closed:
                mark = "└"
            else:
                mark = "│"
            name = m.record.title or f"Mission {m.number}"
            parts = [f"{mark} {m.number}. {name}"]
            if m.record.soundtrack:
                parts.append(m.record.soundtrack)
            if not m.won:
                lost_to = m.fatal_threat or m.result.lost_cause or "unknown"
                parts.append(f"destroyed by {lost_to} - campaign failed, no score")
                lines.append(LogLine(m.number, m.record.title, m.record.soundtrack, None, None, None,
                                     lost_to, text=" · ".join(parts)))
                continue
            parts += [f"destroyed {m.destroyed}", f"survived {m.survived}", f"visual {m.visual}"]
            if m.bonus:
                parts.append(f"bonus {m.bonus}")
            if last and score is not None:
                parts += [f"penalties {score.penalties}",
                          f"visual {score.visual_points}/{score.missions} = {score.visual}",
                          f"total {score.total}"]
                lines.append(LogLine(m.number, m.record.title, m.record.soundtrack, m.destroyed,
                                     m.survived, m.visual, None, score.penalties, score.visual,
                                     score.total, " · ".join(parts)))
            else:
                lines.append(LogLine(m.number, m.record.title, m.record.soundtrack, m.destroyed,
                                     m.survived, m.visual, text=" · ".join(parts)))
        return tuple(lines)


__all__ = ["MAX_MISSIONS", "MAX_TILES_PER_ZONE", "SQUADS_FIELD", "SQUAD_STORAGES", "Aftermath", "Campaign",
           "lone_squad",
           "CampaignError", "CampaignScore", "CampaignShip", "LogLine", "MissionEntry", "Repair",
           "RepairError", "RepairProblem", "aftermath", "apply_repairs", "check_repairs", "final_penalties",
           "parse_repair", "squads_off_board"]
