"""Serious internal threats of the base game (cards SI1-xx white, SI2-xx yellow).

Facts: docs/reference/threats.md; rulebook §7.2 *Amenazas internas*; our rulings
in docs/rulings.md ("Internal threats").
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from spacealert_tui.rules.events import ShipChanged, ThreatHit
from spacealert_tui.rules.layout import ZONES, Station, Zone, other_deck, toward_blue, toward_red
from spacealert_tui.rules.threats.base import ACTIVE, SURVIVED, Intruder, Malfunction
from spacealert_tui.rules.threats.internal_kit import (MultiStationMalfunction, named,
                                                       players_in_own_station, report)
from spacealert_tui.rules.threats.steps import (damage, delay_players, destroy_ship, drain_reactor,
                                                each_station_damage, knock_out, move, speed_add)

if TYPE_CHECKING:
    from spacealert_tui.rules.threats.base import GameApi
    from spacealert_tui.rules.threats.base import Step


def _commandos_y(direction: str) -> Step:
    move_on = move(direction)
    hurt = damage(2)

    @named(f"if damaged: {move_on.text}; otherwise 2 damage")
    def step(threat: Intruder, game: GameApi) -> None:
        (move_on if threat.damage > 0 else hurt)(threat, game)

    return step


_COMMANDOS_RULES = "Y: if it already has damage it moves toward {d}; otherwise it deals 2 damage."


class Commandos(Intruder):
    id, name = "SI1-01", "Commandos"
    serious = True
    hp, speed = 2, 2
    start = (Station.LOWER_RED,)
    fights_back = True
    x = (move("deck"),)
    y = (_commandos_y("blue"),)
    z = (knock_out("own_station"), damage(4))
    rules = _COMMANDOS_RULES.format(d="blue")


class CommandosBlue(Commandos):
    id = "SI1-02"
    start = (Station.UPPER_BLUE,)
    y = (_commandos_y("red"),)
    rules = _COMMANDOS_RULES.format(d="red")


@named("grows: from now on it fights back")
def _grow(threat: Alien, game: GameApi) -> None:
    threat.grown = True
    report(game, f"{threat.label} has grown: battle bots attacking it will be disabled")


class Alien(Intruder):
    id, name, name_es = "SI1-03", "Alien", "Alien"
    serious = True
    hp, speed = 2, 2
    start = (Station.LOWER_WHITE,)
    fights_back = True            # printed symbol, but only once it has done X
    x = (_grow,)
    y = (move("deck"), damage(players_in_own_station))
    z = (destroy_ship,)
    rules = ("It fights back only once it has done X (before that, attacking squads are not "
             "disabled). Y: it changes deck, then deals 1 damage per player in its new station. "
             "Z: the ship is lost.")

    def __init__(self, *args, **kw) -> None:
        super().__init__(*args, **kw)
        self.grown = False

    def returns_fire(self) -> bool:
        return self.grown


def _double_damage(zones: tuple[Zone, ...]):
    @named("every damage to " + ("the red zone" if len(zones) == 1 else "the ship")
           + " costs 2 tiles")
    def step(threat, game: GameApi) -> None:
        for zone in zones:
            game.ship.double_damage[zone] = True
        report(game, f"{threat.label}: " + ", ".join(z.label for z in zones)
               + " zone damage now costs 2 tiles")

    return step


class Fissure(Malfunction):
    id, name, name_es = "SI1-04", "Fissure", "Fisura"
    serious = True
    hp, speed = 2, 2
    start = ()                     # outside the hull, beside upper red
    system = ""                    # covers no button: only interceptor attacks repair it
    catches_interceptors = True
    x = (_double_damage((Zone.RED,)),)
    y = (_double_damage(ZONES),)
    z = (destroy_ship,)
    rules = ("Outside the hull: only interceptor attacks repair it, 1 damage per attack (heroic "
             "too, launch turn included); meanwhile the interceptors ignore external threats. "
             "After X every damage to the red zone costs 2 tiles, after Y in every zone; all "
             "back to normal once it is repaired. Z: the ship is lost.")

    def covers(self, station: Station, letter: str) -> bool:
        return False

    def where(self) -> str:
        return "outside the hull, beside upper-red"

    def hit_by_interceptors(self, game: GameApi, pilot) -> None:
        if self.state != ACTIVE:
            return
        game.emit(ThreatHit(self.label, f"{pilot.name}'s interceptors", 1, self.hp_left - 1))
        self.take_damage(1, game)

    def on_destroyed(self, game: GameApi) -> None:
        doubled = game.ship.double_damage
        if doubled[0] or doubled[1] or doubled[2]:
            doubled[0] = doubled[1] = doubled[2] = False
            report(game, f"{self.label} repaired: damage costs 1 tile again")


@named("the central reactor pours into the central shield; the rest leaks out as white damage")
def _wires_x(threat, game: GameApi) -> None:
    ship = game.ship
    white = Zone.WHITE
    moved = max(0, min(ship.reactors[white], ship.shield_capacity(white) - ship.shields[white]))
    ship.shields[white] += moved
    leaked = ship.reactors[white] - moved
    ship.reactors[white] = 0
    report(game, f"{threat.label}: {moved} energy into the central shield, {leaked} leaks out")
    if leaked > 0:
        game.damage_zone(white, leaked, threat.label, card=threat.id)


@named("the central shield's energy leaks out as white damage")
def _wires_y(threat, game: GameApi) -> None:
    ship = game.ship
    leaked = ship.shields[Zone.WHITE]
    ship.shields[Zone.WHITE] = 0
    report(game, f"{threat.label}: {leaked} energy leaks out of the central shield")
    if leaked > 0:
        game.damage_zone(Zone.WHITE, leaked, threat.label, card=threat.id)


@named("every reactor empties; each zone takes damage equal to its reactor's energy")
def _wires_z(threat, game: GameApi) -> None:
    ship = game.ship
    for zone in ZONES:
        leaked = ship.reactors[zone]
        ship.reactors[zone] = 0
        report(game, f"{threat.label}: {leaked} energy leaks out of the {zone.label} reactor")
        if leaked > 0:
            game.damage_zone(zone, leaked, threat.label, card=threat.id)


class CrossedWires(Malfunction):
    id, name = "SI1-05", "Crossed Wires"
    serious = True
    hp, speed = 4, 3
    start = (Station.UPPER_WHITE,)
    system = "B"
    x = (_wires_x,)
    y = (_wires_y,)
    z = (_wires_z,)
    rules = ("Covers the central shield's B. X: the central reactor fills the central shield up "
             "to capacity and the rest leaks out as that much white damage (reactor empty). "
             "Y: the central shield's energy leaks out as white damage. Z: every reactor "
             "empties and each zone takes damage equal to what its own reactor held.")


def _leads_active_squad(player) -> bool:
    return player.has_active_squad


class BattleBotUprising(MultiStationMalfunction):
    id, name, name_es = "SI1-06", "BattleBot Uprising", "Revuelta robótica"
    serious = True
    hp, speed = 4, 2
    start = (Station.UPPER_BLUE, Station.LOWER_RED)
    system = "C"
    bonus = 1
    x = (knock_out("ship", _leads_active_squad, " leading an active battle-bot squad"),)
    y = (knock_out("own_stations"),)
    z = (knock_out((Station.UPPER_RED, Station.UPPER_BLUE, Station.LOWER_RED,
                    Station.LOWER_WHITE, Station.LOWER_BLUE)),)
    rules = ("Covers the C of both battle-bot stations (no taking or reactivating squads there). "
             "A C in either station repairs 1; repairs in both stations in the same turn add 1 "
             "damage at the end of the player actions. X knocks out everyone aboard who leads an "
             "active squad; Y everyone in upper blue and lower red; Z everyone aboard except on "
             "the bridge (upper white). The interceptor pilot is never hit.")


@named("moves to the adjacent station with the most players (a tie: it stays)")
def _seek(threat: Seeker, game: GameApi) -> None:
    here = threat.stations[0]
    best, best_count, tie = here, -1, False
    for target in (toward_red(here), toward_blue(here), other_deck(here)):
        if target == here:
            continue
        count = 0
        for p in game.players:
            if p.station == target:
                count += 1
        if count > best_count:
            best, best_count, tie = target, count, False
        elif count == best_count:
            tie = True
    if tie:
        report(game, f"{threat.label} cannot choose between its neighbours: it stays")
        return
    best = game.intruder_destination(threat, here, best)     # sealed doors stop the hunt (NID13)
    if best != here:
        threat.stations[0] = best
        report(game, f"{threat.label} hunts its way to {best.label}")


class Seeker(Intruder):
    id, name, name_es = "SI2-02", "Seeker", "Rastreador"
    color, serious = "yellow", True
    hp, speed = 2, 2
    points = (6, 15)
    start = (Station.UPPER_WHITE,)
    x = (_seek,)
    y = (_seek,)
    z = (damage(5), knock_out("own_station"))
    rules = ("When it moves it counts the players in each adjacent station (one move away; its "
             "own station does not count) and goes to the one with the most; on a tie for the "
             "most it stays. Whoever destroys it is knocked out (squad disabled); it is worth 15.")

    def hit_by_bots(self, game: GameApi, player, station: Station) -> None:
        self.take_damage(1, game)
        if self.state != ACTIVE:
            game.knock_out(player, f"destroying {self.label}")


class Executioner(Intruder):
    id, name = "SI2-01", "Executioner"
    color, serious = "yellow", True
    hp, speed = 2, 2
    start = (Station.UPPER_BLUE,)
    fights_back = True
    x = (move("red"), knock_out("own_station", lambda p: not p.has_active_squad,
                                " without active battle bots"))
    y = (move("deck"), knock_out("own_station", lambda p: not p.has_active_squad,
                                 " without active battle bots"))
    z = (damage(3),)
    rules = ("After each move it knocks out every player in its new station who does not lead "
             "an active battle-bot squad (also when it could not move).")


class PowerSystemOverload(MultiStationMalfunction):
    id, name, name_es = "SI2-03", "Power System Overload", "Sobrecarga de energía"
    color, serious = "yellow", True
    hp, speed = 7, 3
    start = (Station.LOWER_RED, Station.LOWER_WHITE, Station.LOWER_BLUE)
    system = "B"
    bonus = 2
    x = (drain_reactor(2, (Zone.WHITE,)),)
    y = (drain_reactor(1, "all"),)
    z = (damage(3, "all"),)
    rules = ("Covers the B of the three lower stations (no reactor transfers, no refuel). A B in "
             "any of them repairs 1; repairs in all three in the same turn add 2 damage at the "
             "end of the player actions.")


class Contamination(Intruder):
    """Four tokens, one per side station; `stations` lists those still there."""

    id, name, name_es = "SI2-04", "Contamination", "Contaminación"
    color, serious = "yellow", True
    hp, speed = 3, 2
    start = (Station.UPPER_RED, Station.LOWER_RED, Station.UPPER_BLUE, Station.LOWER_BLUE)
    x = (delay_players("own_stations"),)
    y = (each_station_damage(1),)
    z = (knock_out("own_stations"),)
    rules = ("A token in each side station; X, Y and Z act in every station still holding one. "
             "A battle-bot attack in a contaminated station removes that token (1 damage); "
             "removing the third removes the fourth too. After Z the tokens left stay for the "
             "rest of the mission and knock out anyone who enters their station, a pilot "
             "coming back to upper red included.")

    def hit_by_bots(self, game: GameApi, player, station: Station) -> None:
        self.damage += 1
        self.stations.remove(station)
        report(game, f"{self.label}: the token in {station.label} is cleaned away")
        if self.damage >= self.max_hp:
            if self.stations:
                report(game, f"{self.label}: the last token goes too")
                self.stations.clear()
            game.destroy_threat(self)

    def on_player_enters(self, game: GameApi, player, station: Station) -> None:
        if self.state == SURVIVED and station in self.stations:
            game.knock_out(player, f"entered a station contaminated by {self.label}")


class NuclearDevice(Malfunction):
    id, name, name_es = "SI2-05", "Nuclear Device", "Dispositivo nuclear"
    color, serious = "yellow", True
    hp, speed = 1, 4
    start = (Station.LOWER_WHITE,)
    system = "C"
    needed = 3
    x = (speed_add(1),)
    y = (speed_add(1),)
    z = (destroy_ship,)
    rules = ("Covers the visual-confirmation C. A repair counts only when three players press "
             "that C in the same turn: the third press defuses it, one or two do nothing. "
             "X and Y: speed +1. Z: the ship is lost.")

    def __init__(self, *args, **kw) -> None:
        super().__init__(*args, **kw)
        self.presses = 0

    def repair(self, game: GameApi, player, station: Station, amount: int) -> None:
        self.presses += 1
        if self.presses < self.needed:
            game.emit(ShipChanged(f"{self.label}: repair {self.presses} of the {self.needed} "
                                  "needed this turn"))
            return
        self.take_damage(1, game)

    def on_player_actions_end(self, game: GameApi) -> None:
        self.presses = 0

    def on_turn_end(self, game: GameApi) -> None:
        self.presses = 0
