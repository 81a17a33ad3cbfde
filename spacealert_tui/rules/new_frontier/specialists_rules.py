"""What each specialization's special cards do (The New Frontier, pp.16–23,
*Descripción de las especializaciones*), each with the rulebook's "no effect" cases.

`basic_<name>` and `advanced_<name>` are called by `SpecializationsRules.special` for
a crew member with that specialization; where the rulebook says a misused card "acts
as" a plain A or C, it presses that button. The systems' own overrides (a primed
laser, the enhanced pulse, the temporary shield, the micro-jump, the early jump,
the double rocket) are here too, next to the cards that switch them on.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar, cast

from spacealert_tui.rules import events as ev
from spacealert_tui.rules.crew import Player
from spacealert_tui.rules.game import HEAVY_NAMES, LIGHT_NAMES, PULSE_CANNON, Game
from spacealert_tui.rules.layout import STATION_ZONES, ZONE_NAMES, ZONES, Station, Zone, other_deck
from spacealert_tui.rules.new_frontier.frontier_crew import FrontierPlayer
from spacealert_tui.rules.new_frontier.specializations_rules import SpecializationsRules
from spacealert_tui.rules.threats.base import ExternalThreat, Threat
from spacealert_tui.rules.text import N_, made, nmade, pmsg
from spacealert_tui.rules.tiles import TILE_NAMES, Tile

LOWER_RED, LOWER_WHITE, LOWER_BLUE = Station.LOWER_RED, Station.LOWER_WHITE, Station.LOWER_BLUE
UPPER_RED, UPPER_WHITE, INTERCEPTORS = Station.UPPER_RED, Station.UPPER_WHITE, Station.INTERCEPTORS
WHITE = Zone.WHITE
DOUBLE_ROCKET = 5
# words said with values (a zone in the zone's sense, a damage tile), and the events'
# templates: worded only when shown (docs/translating.md)
ZONE_WORDS = tuple(pmsg("zone", name) for name in ZONE_NAMES)
TILE_WORDS = tuple(pmsg("tile", name) for name in TILE_NAMES)
TEMP_SHIELD_STOPS = N_("the temporary shield in {zone} stops {n} of {threat}'s attack")
PRIMED = N_("the {cannon} was primed: strength {n}")
ROBOTS_REPAIR = N_("{player}'s robots repair the {tile} in {zone}")
# the order in which a Squad Leader's robots repair (p.21): cannons (his deck's first),
# the gravolift, energy (his deck's system first: shield above, reactor below), structure
REPAIR_ORDER = {True: (Tile.UPPER_CANNON, Tile.LOWER_CANNON, Tile.GRAVOLIFT, Tile.SHIELD, Tile.REACTOR,
                       Tile.STRUCTURE),
                False: (Tile.LOWER_CANNON, Tile.UPPER_CANNON, Tile.GRAVOLIFT, Tile.REACTOR, Tile.SHIELD,
                        Tile.STRUCTURE)}


def is_upper(station: Station) -> bool:
    return station < 3       # upper red, upper white, upper blue


class SpecialistsRules(SpecializationsRules):
    """Mixin of `NewFrontierGame`: the twenty special actions."""

    # what `super()` would call, bound once per class (`Game.bind_chains`)
    __next_damage_step: ClassVar[Callable[[Game, bool], None]]
    __next_attack_zone: ClassVar[Callable[..., int]]
    __next_pulse_attack: ClassVar[Callable[..., None]]
    __next_fire_heavy_laser: ClassVar[Callable[[Game, Player, bool], None]]
    __next_fire_light_laser: ClassVar[Callable[[Game, Player, bool], None]]
    __next_fire_pulse_cannon: ClassVar[Callable[[Game, Player, bool], None]]
    __next_advance: ClassVar[Callable[[Game, Threat, int], None]]
    __next_phased_move: ClassVar[Callable[[Game, Threat, int], None]]
    __next_play_turn: ClassVar[Callable[[Game, int], None]]

    # -- shared ------------------------------------------------------------------------------
    def partial_repair(self, player: Player, station: Station, letter: str) -> bool:
        """A special card played as a repair that never deals the final point (pp.16–17).
        Whether a malfunction covers that button (the card is spent on it either way)."""
        covering = self.covering(station, letter)
        if not covering:
            return False
        if player.station is not station:
            self.emit(ev.NothingHappens(player.name, made("the {letter} system at {station} is out of order",
                                                                  letter=letter, station=station.label)))
            return True
        target = next((t for t in covering if t.repairable()), None)
        if target is None or target.hp_left <= 1:
            self.emit(ev.NothingHappens(player.name, N_("a special card never deals a malfunction's last point")))
            return True
        self.repair(player, [target], letter, False)
        return True

    # -- Rocket Launcher ---------------------------------------------------------------------------
    def basic_rocket_launcher(self, player: Player, turn: int) -> None:
        if not self.partial_repair(player, LOWER_BLUE, "C"):
            self.launch_rocket(player, False)

    def advanced_rocket_launcher(self, player: Player, turn: int) -> None:
        ship = self.ship
        if player.station is not LOWER_BLUE or ship.rockets < 2 or self.covering(LOWER_BLUE, "C"):
            self.press(player, "C", False)
        elif ship.rocket_launched:
            self.emit(ev.NothingHappens(player.name, N_("a rocket was already launched this turn")))
        else:
            ship.rockets -= 2
            ship.rocket_launched = True
            self.specs.rocket_strength = DOUBLE_ROCKET
            self.emit(ev.SystemUsed(player.name, nmade("launches two rockets as one of strength {strength} ({n} left)",
                                                       "launches two rockets as one of strength {strength} ({n} left)",
                                                       ship.rockets, strength=DOUBLE_ROCKET)))

    def damage_step(self, interceptors: bool = True) -> None:
        self.__next_damage_step(interceptors)
        specs = self.specs
        if specs.rocket_strength and not self.ship.rocket_launched:
            specs.rocket_strength = 0       # the double rocket has hit (or flies nowhere)
        specs.enhanced_pulse = False

    # -- Data Analyst --------------------------------------------------------------------------------
    def basic_data_analyst(self, player: Player, turn: int) -> None:
        if not self.partial_repair(player, UPPER_WHITE, "C"):
            self.maintain_computer(player, False)

    def advanced_data_analyst(self, player: Player, turn: int) -> None:
        if player.station is not LOWER_WHITE or self.covering(LOWER_WHITE, "C"):
            self.press(player, "C", False)
            return
        self.ship.visual_this_turn += 3
        self.emit(ev.SystemUsed(player.name, N_("visual confirmation counted as three people")))

    # -- Energy Technician ---------------------------------------------------------------------------
    def basic_energy_technician(self, player: Player, turn: int) -> None:
        if not self.partial_repair(player, LOWER_WHITE, "B"):
            self.refuel(player, False)

    def advanced_energy_technician(self, player: Player, turn: int) -> None:
        if not is_upper(player.station):
            self.emit(ev.NothingHappens(player.name, N_("a temporary shield only from the upper deck")))
            return
        zone = STATION_ZONES[player.station]
        specs = self.specs
        specs.temp_turn = turn
        specs.temp_shields = [2 if z == zone else 1 for z in ZONES]
        red, white, blue = specs.temp_shields
        self.emit(ev.SystemUsed(player.name, made("a temporary shield this turn: red {red}, white {white}, blue {blue}",
                                                  red=red, white=white, blue=blue)))

    def attack_zone(self, zone: Zone, strength: int, threat: Threat, *, ignores_shields: bool = False,
                    double: bool = False) -> int:
        """The temporary shield absorbs first (p.17); what it stops counts as absorbed
        for the cards that read `Ship.last_absorbed` (ruling NS6)."""
        specs = self.specs
        if specs.temp_turn != self.turn or not specs.temp_shields[zone] or ignores_shields:
            return self.__next_attack_zone(zone, strength, threat, ignores_shields=ignores_shields, double=double)
        if self.attack_bonus and isinstance(threat, ExternalThreat):
            strength += self.external_attack_bonus(threat)
            self.attack_bonus, saved = [], self.attack_bonus
        else:
            saved = None
        strength = max(0, strength)
        stopped = min(specs.temp_shields[zone], strength)
        specs.temp_shields[zone] -= stopped
        self.emit(ev.ShipChanged(TEMP_SHIELD_STOPS, {"zone": ZONE_WORDS[zone], "n": stopped, "threat": threat.label}))
        try:
            through = self.__next_attack_zone(zone, strength - stopped, threat, double=double)
        finally:
            if saved is not None:
                self.attack_bonus = saved
        self.ship.last_absorbed += stopped
        return through

    # -- Pulse Gunner ----------------------------------------------------------------------------------
    def basic_pulse_gunner(self, player: Player, turn: int) -> None:
        station = player.station
        if station is LOWER_WHITE or self.covering(station, "A"):
            self.press(player, "A", False)
            return
        ship, zone = self.ship, STATION_ZONES[station]
        heavy = is_upper(station)
        fired = ship.heavy_fired[zone] if heavy else ship.light_fired[zone]
        energy = (ship.reactors[zone] >= 1 + (heavy and zone == WHITE)) if heavy else True
        if (fired or ship.pulse_fired or not energy or ship.reactors[WHITE] < 1
                or self.covering(LOWER_WHITE, "A")):
            self.emit(ev.NothingHappens(player.name, N_("the laser and the pulse cannon fire together or not at all")))
            return
        (self.fire_heavy_laser if heavy else self.fire_light_laser)(player, False)
        self.fire_pulse_cannon(player, False)

    def advanced_pulse_gunner(self, player: Player, turn: int) -> None:
        if player.station is not LOWER_WHITE or self.covering(LOWER_WHITE, "A"):
            self.press(player, "A", False)
            return
        ship = self.ship
        if ship.pulse_fired or ship.reactors[WHITE] <= 0:
            self.emit(ev.NothingHappens(player.name, N_("the pulse cannon has fired, or has no energy")))
            return
        self.specs.enhanced_pulse = True
        self.fire_pulse_cannon(player, False)

    def pulse_attack(self, externals: list[ExternalThreat], aim) -> None:
        """The enhanced pulse (2 at distances 1–2, 1 at 3; damaged, 2 at 1 and 1 at 2) and
        the tuned pulse (all three distances, a damaged cannon working normally)."""
        specs, ship = self.specs, self.ship
        tuned = specs.tuned_pulse
        if not specs.enhanced_pulse and not tuned:
            self.__next_pulse_attack(externals, aim)
            return
        specs.tuned_pulse = False
        damaged = ship.pulse_range() < 2 and not tuned
        targets = []
        for t in externals:
            if not t.targetable_by("pulse", self):
                continue
            if specs.enhanced_pulse:
                strength = (2 if t.range == 1 else 1 if t.range == 2 else 0) if damaged else \
                    (2 if t.range <= 2 else 1)
                if tuned:
                    strength = 2
            else:
                strength = ship.pulse_fired
            if strength:
                targets.append((t, strength))
        if not targets:
            aim(None, "pulse", PULSE_CANNON, 0)
        for t, strength in targets:
            aim(t, "pulse", PULSE_CANNON, strength)

    # -- Mechanic -------------------------------------------------------------------------------------
    def basic_mechanic(self, player: Player, turn: int) -> None:
        station = player.station
        if self.covering(station, "A"):
            self.emit(ev.NothingHappens(player.name, N_("the cannon here is out of order")))
        elif station is LOWER_WHITE:
            self.specs.tuned_pulse = True
            self.emit(ev.SystemUsed(player.name, N_("tunes the pulse cannon: its next shot reaches all distances")))
        else:
            kind = "heavy" if is_upper(station) else "light"
            self.specs.primed.add((kind, STATION_ZONES[station]))
            self.emit(ev.SystemUsed(player.name, N_("primes the heavy laser here: +1 on its next shot")
                                    if kind == "heavy" else N_("primes the light laser here: +1 on its next shot")))

    def fire_heavy_laser(self, player: Player, heroic: bool) -> None:
        self.fire_primed("heavy", player, heroic, self.__next_fire_heavy_laser, self.ship.heavy_fired, HEAVY_NAMES)

    def fire_light_laser(self, player: Player, heroic: bool) -> None:
        self.fire_primed("light", player, heroic, self.__next_fire_light_laser, self.ship.light_fired, LIGHT_NAMES)

    def fire_primed(self, kind: str, player: Player, heroic: bool, fire, fired: list[int],
                    names: tuple[str, ...]) -> None:
        """A primed laser's next shot is 1 stronger; a failed shot spends the bonus (p.22)."""
        zone = STATION_ZONES[player.station]
        primed = self.specs.primed
        if (kind, zone) not in primed:
            fire(player, heroic)
            return
        primed.discard((kind, zone))
        before = fired[zone]
        fire(player, heroic)
        if fired[zone] and not before:
            fired[zone] += 1
            self.emit(ev.ShipChanged(PRIMED, {"cannon": names[zone], "n": fired[zone]}))

    def fire_pulse_cannon(self, player: Player, heroic: bool) -> None:
        self.__next_fire_pulse_cannon(player, heroic)
        if self.specs.tuned_pulse and not self.ship.pulse_fired:
            self.specs.tuned_pulse = False      # a failed shot spends the tuning

    def advanced_mechanic(self, player: Player, turn: int) -> None:
        station = player.station
        found = [(t.order, letter, t) for letter in "ABC" for t in self.covering(station, letter)
                 if t.repairable()]
        if not found:
            self.emit(ev.NothingHappens(player.name, N_("no malfunction in this station")))
            return
        _, letter, target = min(found, key=lambda item: (item[0], item[1]))
        self.repair(player, [target], letter, True)

    # -- Medic --------------------------------------------------------------------------------------------
    def basic_medic(self, player: Player, turn: int) -> None:
        given = []
        for other in self.players:
            if other is not player and other.station is player.station and not other.knocked_out:
                cast(FrontierPlayer, other).stimulated = turn
                given.append(other.name)
        self.emit(ev.SystemUsed(player.name, made("a stimulant for {players}", players=", ".join(given)) if given
                                else N_("a stimulant for nobody")))

    def advanced_medic(self, player: Player, turn: int) -> None:
        cast(FrontierPlayer, player).inhibitor = turn
        self.specs.medic_penalty += 1
        self.emit(ev.SystemUsed(player.name, N_("the injury inhibitor: nobody here is knocked out this turn")))

    # -- Teleporter ------------------------------------------------------------------------------------
    def basic_teleporter(self, player: Player, turn: int) -> None:
        pair = self.specs.teleport
        if pair is None or pair[0] is pair[1]:
            self.emit(ev.NothingHappens(player.name, N_("the teleport tokens are not on two crew members")))
            return
        departure, arrival = pair
        if departure.station is arrival.station or INTERCEPTORS in (departure.station, arrival.station):
            self.emit(ev.NothingHappens(player.name, N_("no teleport: same station, or in the interceptors")))
            return
        self.teleport_player(departure, arrival.station, made("teleported by {player}", player=player.name))

    def advanced_teleporter(self, player: Player, turn: int) -> None:
        zone = STATION_ZONES[player.station]
        if zone == WHITE:
            self.emit(ev.NothingHappens(player.name, N_("no teleport from the white zone")))
            return
        opposite = {UPPER_RED: Station.UPPER_BLUE, LOWER_RED: LOWER_BLUE,
                    Station.UPPER_BLUE: UPPER_RED, LOWER_BLUE: LOWER_RED}[player.station]
        self.teleport_player(player, other_deck(opposite), N_("teleported"))

    # -- Hypernavigator ------------------------------------------------------------------------------
    def basic_hypernavigator(self, player: Player, turn: int) -> None:
        if is_upper(player.station):
            self.emit(ev.NothingHappens(player.name, N_("a micro-jump only from the lower deck")))
            return
        self.specs.slow_turn = turn
        self.emit(ev.SystemUsed(player.name, N_("a defensive micro-jump: threats move one square less")))

    def advanced_hypernavigator(self, player: Player, turn: int) -> None:
        if player.station is not LOWER_WHITE or turn not in (10, 11):
            self.emit(ev.NothingHappens(player.name, N_("an early jump only from lower white in turn 10 or 11")))
            return
        self.specs.jump_after = turn
        self.emit(ev.SystemUsed(player.name, N_("an early jump: after this turn comes turn 13")))

    def advance(self, threat: Threat, squares: int) -> None:
        if self.specs.slow_turn == self.turn and self.step == "threats":
            squares -= 1
            if squares <= 0:
                return
        self.__next_advance(threat, squares)

    def phased_move(self, threat: Threat, squares: int) -> None:
        # a phasing card the micro-jump leaves no square to move makes no own move: it
        # does not change phase either (its move is what the micro-jump takes away)
        if self.specs.slow_turn == self.turn and squares <= 1:
            return
        self.__next_phased_move(threat, squares)

    def play_turn(self, turn: int) -> None:
        jump_after = self.specs.jump_after
        if jump_after and turn > jump_after:
            return          # skipped: the ship jumps early (p.20)
        self.__next_play_turn(turn)

    # -- Special Ops ------------------------------------------------------------------------------------
    def basic_special_ops(self, player: Player, turn: int) -> None:
        cast(FrontierPlayer, player).prepared = True
        self.emit(ev.SystemUsed(player.name, N_("prepares: the next A, B or battle-bot action is heroic")))

    def advanced_special_ops(self, player: Player, turn: int) -> None:
        self.emit(ev.NothingHappens(player.name, N_("the protection protects nothing played alone")))

    # -- Squad Leader ---------------------------------------------------------------------------------
    def basic_squad_leader(self, player: Player, turn: int) -> None:
        squad = player.squad
        if squad is None:
            self.emit(ev.NothingHappens(player.name, N_("no battle-bot squad")))
        elif not squad.ready:
            squad.ready = True
            self.emit(ev.BotsChanged(player.name, "active", N_("reactivated by the squad leader")))
        else:
            self.robots_repair(player)

    def robots_repair(self, player: Player) -> None:
        zone = STATION_ZONES[player.station]
        drawn = self.ship.tiles[zone]
        tile = next((t for t in REPAIR_ORDER[is_upper(player.station)] if t in drawn), None)
        if tile is None:
            self.emit(ev.NothingHappens(player.name, made("no damage in the {zone} zone", zone=ZONE_WORDS[zone])))
            return
        drawn.remove(tile)
        self.ship.piles[zone].insert(0, tile)   # back into its pile, at the bottom (ruling NS9)
        self.emit(ev.ShipChanged(ROBOTS_REPAIR, {"player": player.name, "tile": TILE_WORDS[tile],
                                                 "zone": ZONE_WORDS[zone]}))

    def advanced_squad_leader(self, player: Player, turn: int) -> None:
        if not player.has_active_squad or player.station is LOWER_BLUE:
            self.emit(ev.NothingHappens(player.name, N_("needs an active squad, and not from lower blue")))
            return
        doors = getattr(self, "beyond_doors", None)     # sealed doors stop him (p.22)
        to = UPPER_RED if doors is None else doors(player.station, UPPER_RED)
        self.teleport_player(player, to, N_("straight to the interceptors"))
        if to is UPPER_RED and not self.covering(UPPER_RED, "C"):
            self.launch_interceptors(player, False)
        elif to is UPPER_RED:
            self.emit(ev.NothingHappens(player.name, N_("the interceptors are out of order")))
