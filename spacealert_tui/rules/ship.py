"""The ship's state: energy, shields, reactors, cannons, rockets, damage tiles.

No game flow here: `Game` decides when things happen; the ship only knows its
numbers and what its damage tiles do to them.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any

from spacealert_tui.rules.crew import Squad
from spacealert_tui.rules.layout import ZONES, Station, Zone
from spacealert_tui.rules.shuffle import MASK, shuffled
from spacealert_tui.rules.tiles import TILES, Tile

# read on every shot and transfer: module constants, not enum attribute lookups
SHIELD_TILE, REACTOR_TILE, GRAVOLIFT_TILE = Tile.SHIELD, Tile.REACTOR, Tile.GRAVOLIFT
UPPER_CANNON_TILE, LOWER_CANNON_TILE = Tile.UPPER_CANNON, Tile.LOWER_CANNON
SQUAD_HOMES = (Station.LOWER_RED, Station.UPPER_BLUE)
SHIELD_CAPACITY = (2, 3, 2)
REACTOR_CAPACITY = (3, 5, 3)
HEAVY_LASER_STRENGTH = (4, 5, 4)
LIGHT_LASER_STRENGTH = 2
PULSE_STRENGTH = 1
PULSE_RANGE = 2
ROCKET_STRENGTH = 3
ROCKET_RANGE = 2


@lru_cache(maxsize=256)
def shuffled_piles(seed: int) -> tuple[tuple[Tile, ...], ...]:
    """The red, white and blue piles one seed shuffles, top tile last (drawn with
    `pop()`). Remembered: a search resolves thousands of plans of one mission, whose
    seed is the same, and the shuffle was a twentieth of a resolution's cost."""
    state = seed & MASK
    piles = []
    for _zone in ZONES:
        pile, state = shuffled(TILES, state)
        pile.reverse()
        piles.append(tuple(pile))
    return tuple(piles)


class Ship:
    __slots__ = ("shields", "reactors", "capsules", "rockets", "rocket_launched", "rocket_flying",
                 "_piles", "_damage_seed", "_damage_order", "tiles", "heavy_fired", "light_fired", "pulse_fired",
                 "lift_used",
                 "maintained_phases", "visual_best", "visual_this_turn", "squads",
                 "interceptors_usable", "double_damage", "campaign_structure", "squads_off",
                 "last_absorbed", "specials")

    def __init__(self, damage_seed: int = 0,
                 damage_order: dict[Zone, tuple[Tile, ...]] | None = None,
                 initial_damage: dict[Zone, tuple[Tile, ...]] | None = None,
                 squads_off: tuple[Station, ...] = ()) -> None:
        self.shields = [1, 1, 1]
        self.reactors = [2, 3, 2]
        self.capsules = 3
        self.rockets = 3
        self.rocket_launched = False    # on the 1st rocket square
        self.rocket_flying = False      # on the 2nd square: hits in this turn's damage step
        self._piles: list[list[Tile]] | None = None    # shuffled at the first draw (most
        self._damage_seed, self._damage_order = damage_seed, damage_order   # cost of a clean run)
        self.tiles: list[list[Tile]] = [[], [], []]
        self.heavy_fired = [0, 0, 0]   # strength committed this turn (0 = not fired)
        self.light_fired = [0, 0, 0]   # index by zone; white unused
        self.pulse_fired = 0
        self.lift_used = [False, False, False]
        self.maintained_phases: set[int] = set()
        self.visual_best = [0, 0, 0]   # best count of confirmers in one turn, per phase
        self.visual_this_turn = 0
        self.last_absorbed = 0          # what the shield stopped of the last attack on a zone
        # what The New Frontier's specializations change ship-wide (a `SpecialState`), kept
        # here so that a game keeps its few attributes; None in the base game
        self.specials: Any = None
        # a campaign may leave a disabled squad off the board (rulebook ch. 6)
        self.squads = {home: Squad(home) for home in SQUAD_HOMES if home not in squads_off}
        self.squads_off = tuple(squads_off)
        self.interceptors_usable = True
        self.double_damage = [False, False, False]   # Fissure conditions
        self.campaign_structure = [False, False, False]
        for zone, tiles in (initial_damage or {}).items():
            self._carry_over(zone, tiles)

    @property
    def piles(self) -> list[list[Tile]]:
        """The face-down tiles per zone; the last of each list is the top tile."""
        if self._piles is None:
            self._piles = self.shuffle_piles(self._damage_seed, self._damage_order)
        return self._piles

    @staticmethod
    def shuffle_piles(seed: int, order: dict[Zone, tuple[Tile, ...]] | None) -> list[list[Tile]]:
        """Red, white, blue piles shuffled in that order from one seed; a zone with a
        fixed order in the record takes it instead (the shuffle still runs, so the
        other zones do not change when one zone's order is given)."""
        piles = [list(pile) for pile in shuffled_piles(seed)]
        for zone, tiles in (order or {}).items():
            piles[zone] = list(reversed(tiles))
        return piles


    def _carry_over(self, zone: Zone, tiles: tuple[Tile, ...]) -> None:
        """Campaign damage left on the ship (rulebook ch. 6): its normal effect, plus
        one energy cube less in a damaged shield/reactor, plus doubled damage for an
        old structural tile."""
        for tile in tiles:
            self.piles[zone].remove(tile)
            self.tiles[zone].append(tile)
            if tile is Tile.SHIELD:
                self.shields[zone] = max(0, min(self.shields[zone], self.shield_capacity(zone)) - 1)
            elif tile is Tile.REACTOR:
                self.reactors[zone] = max(0, min(self.reactors[zone], self.reactor_capacity(zone)) - 1)
            elif tile is Tile.STRUCTURE:
                self.campaign_structure[zone] = True

    # -- capacities and strengths, derived from the tiles ---------------------------
    def shield_capacity(self, zone: int) -> int:
        return SHIELD_CAPACITY[zone] - (SHIELD_TILE in self.tiles[zone])

    def reactor_capacity(self, zone: int) -> int:
        return REACTOR_CAPACITY[zone] - (REACTOR_TILE in self.tiles[zone])

    def heavy_laser_strength(self, zone: int) -> int:
        return HEAVY_LASER_STRENGTH[zone] - (UPPER_CANNON_TILE in self.tiles[zone])

    def light_laser_strength(self, zone: int) -> int:
        return LIGHT_LASER_STRENGTH - (LOWER_CANNON_TILE in self.tiles[zone])

    def pulse_range(self) -> int:
        return PULSE_RANGE - (LOWER_CANNON_TILE in self.tiles[1])

    def lift_damaged(self, zone: int) -> bool:
        return GRAVOLIFT_TILE in self.tiles[zone]

    def damage_count(self, zone: int) -> int:
        return len(self.tiles[zone])

    def tiles_per_point(self, zone: int) -> int:
        return 2 if (self.double_damage[zone] or self.campaign_structure[zone]) else 1

    def tile_drawn(self, zone: int, tile: Tile) -> None:
        """A shield or reactor tile lowers that system's capacity: its excess energy goes
        back to the supply at once. No other tile touches energy, so a heroic B's cube
        above capacity survives a structure, gravolift or cannon tile (rulebook §3.2, §3.4)."""
        if tile is SHIELD_TILE:
            cap = SHIELD_CAPACITY[zone] - 1
            if self.shields[zone] > cap:
                self.shields[zone] = cap
        elif tile is REACTOR_TILE:
            cap = REACTOR_CAPACITY[zone] - 1
            if self.reactors[zone] > cap:
                self.reactors[zone] = cap

    def end_damage_step(self) -> None:
        """Cannon cubes back to the supply, batteries refilled, the flying rocket gone."""
        heavy, light = self.heavy_fired, self.light_fired
        heavy[0] = heavy[1] = heavy[2] = light[0] = light[1] = light[2] = 0
        self.pulse_fired = 0
        self.rocket_flying = False
