"""The outcome of a resolution: won or lost, the score line by line, and final state.

`Result.to_json()` is the `spacealert-result/1` format that docs/results.md describes
field by field; other programs read it, so a change there is a new format version.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from spacealert_tui.rules.crew import DISABLED, INACTIVE
from spacealert_tui.rules.layout import STATION_NAMES, ZONE_NAMES, ZONES
from spacealert_tui.rules.threats.base import DESTROYED, IGNORED, SURVIVED, Threat
from spacealert_tui.rules.tiles import TILE_NAMES

if TYPE_CHECKING:
    from spacealert_tui.rules.game import Game

RESULT_FORMAT = "spacealert-result/1"


def visual_confirmation_points(confirmers: int) -> int:
    """Points of one phase's best turn: 1, 2, 3, 5, 7 (and +2 for each more)."""
    return confirmers if confirmers <= 3 else 3 + 2 * (confirmers - 3)


@dataclass(slots=True)      # read-only by convention (not frozen: built once per resolution)
class Score:
    destroyed: int
    survived: int
    visual_confirmation: int
    bonus: int
    damage_penalty: int
    worst_zone_penalty: int
    knocked_out_penalty: int
    bots_penalty: int
    data_analyst: int = 0       # The New Frontier: the Data Analyst's points
    medic_penalty: int = 0      # The New Frontier: -1 for each injury inhibitor

    @property
    def total(self) -> int:
        return (self.destroyed + self.survived + self.visual_confirmation + self.bonus
                + self.damage_penalty + self.worst_zone_penalty + self.knocked_out_penalty
                + self.bots_penalty + self.data_analyst + self.medic_penalty)

    def to_json(self) -> dict:
        # The expansion's lines are counted in `bonus` (the base game's always-0 line kept
        # for them), so the base lines still add up to `total`, and named one by one in
        # `bonus_lines` (only those that score): docs/results.md.
        extra = {name: value for name, value in (("data_analyst", self.data_analyst),
                                                 ("medic_penalty", self.medic_penalty)) if value}
        out: dict = {"destroyed": self.destroyed, "survived": self.survived,
                     "visual_confirmation": self.visual_confirmation,
                     "bonus": self.bonus + self.data_analyst + self.medic_penalty,
                     "damage_penalty": self.damage_penalty, "worst_zone_penalty": self.worst_zone_penalty,
                     "knocked_out_penalty": self.knocked_out_penalty, "bots_penalty": self.bots_penalty}
        if extra:
            out["bonus_lines"] = extra
        out["total"] = self.total
        return out


@dataclass(slots=True)      # read-only by convention (not frozen: cheaper to build)
class ThreatOutcome:
    card: str
    name: str
    label: str
    turn: int
    zone: str | None
    outcome: str         # destroyed | survived | in_play | ignored
    points: int
    summoned_by: str | None = None   # the summoner's card, for a summoned threat (New Frontier)


@dataclass(slots=True)
class CrewOutcome:
    name: str
    station: str
    knocked_out: bool
    bots: str | None


@dataclass(slots=True)      # read-only by convention
class Result:
    status: str                       # won | lost
    lost_turn: int | None
    lost_cause: str | None
    score: Score | None
    damage: dict[str, int]
    damage_tokens: dict[str, list[str]]
    threats: tuple[ThreatOutcome, ...]
    crew: tuple[CrewOutcome, ...]
    battle_bots: dict[str, str]

    @property
    def won(self) -> bool:
        return self.status == "won"

    def to_json(self) -> dict:
        return {
            "format": RESULT_FORMAT,
            "status": self.status,
            "lost": None if self.won else {"turn": self.lost_turn, "cause": self.lost_cause},
            "score": None if self.score is None else self.score.to_json(),
            "damage": dict(self.damage),
            "damage_tokens": {z: list(t) for z, t in self.damage_tokens.items()},
            "threats": [{"card": t.card, "name": t.name, "turn": t.turn, "zone": t.zone,
                         "outcome": t.outcome, "points": t.points, "summoned_by": t.summoned_by}
                        for t in self.threats],
            "crew": [{"name": c.name, "station": c.station, "knocked_out": c.knocked_out,
                      "bots": c.bots} for c in self.crew],
            "battle_bots": dict(self.battle_bots),
        }


OUTCOME_OF_STATE = {DESTROYED: "destroyed", SURVIVED: "survived", IGNORED: "ignored"}   # else in_play
UNUSABLE_SQUAD = (DISABLED, INACTIVE)       # states that cost a point
# (survived, destroyed) points by card class, worked out at a class's first result:
# every result asks them of each threat, and they never change
POINT_VALUES: dict[type[Threat], tuple[int, int]] = {}


def build_result(game: Game) -> Result:
    """The result of a finished game. Built once per resolution, so written as plain
    loops (each comprehension would be one more call) that gather the score's
    counts on the way; the dataclasses are called positionally (keywords cost twice as much)."""
    ship = game.ship
    threats = []
    destroyed = survived = 0
    for t in game.threats:          # kept in number order by the game
        state = t.state
        points = 0
        if state in (DESTROYED, SURVIVED):
            card = type(t)
            values = POINT_VALUES.get(card)
            if values is None:
                values = POINT_VALUES[card] = card.point_values()
            if state == DESTROYED:
                points = values[1]
                destroyed += points
            else:
                points = values[0]
                survived += points
        zone = t.zone
        summoner = getattr(t, "summoned_by", None)
        threats.append(ThreatOutcome(t.id, t.name, t.label, t.turn, None if zone is None else ZONE_NAMES[zone],
                                     OUTCOME_OF_STATE.get(state, "in_play"), points,
                                     None if summoner is None else summoner.id))
    damage, damage_tokens, tiles = {}, {}, []
    for zone, name in zip(ZONES, ZONE_NAMES):
        drawn = ship.tiles[zone]
        tiles.append(len(drawn))
        damage[name] = len(drawn) + game.damage_overflow[zone]
        damage_tokens[name] = [TILE_NAMES[t] for t in drawn]
    crew, knocked_out = [], 0
    for p in game.players:
        crew.append(CrewOutcome(p.name, STATION_NAMES[p.station], p.knocked_out,
                                None if p.squad is None else p.squad.state))
        knocked_out += p.knocked_out
    bots = {STATION_NAMES[station]: squad.state for station, squad in ship.squads.items()}
    for station in ship.squads_off:            # left off the board: still a disabled squad
        bots[STATION_NAMES[station]] = DISABLED
    lost = game.lost
    if lost is not None:
        return Result("lost", lost.turn, lost.cause, None, damage, damage_tokens, tuple(threats),
                      tuple(crew), bots)
    score = Score(destroyed, survived,
                  sum(map(visual_confirmation_points, ship.visual_best)),   # visual confirmation
                  0,                                                        # bonus
                  -sum(tiles), -max(tiles),                                 # damage, worst zone
                  -2 * knocked_out,                                         # knocked out
                  -sum([state in UNUSABLE_SQUAD for state in bots.values()]),   # battle bots
                  *game.specialization_score())                             # The New Frontier
    return Result("won", None, None, score, damage, damage_tokens, tuple(threats), tuple(crew), bots)
