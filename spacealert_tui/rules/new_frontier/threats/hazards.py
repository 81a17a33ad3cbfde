"""The New Frontier's internal hazards that react to or block movement: cards SI1-101
Shambler, I2-102 Ninja, I3-104 Breached Airlock.

None of them reacts to a teleport; a heroic move triggers only the station it ends
in, and cannot cross sealed doors (The New Frontier p.35, note on movement). Facts:
docs/reference/threats.md (values from the public resolver
ecm85/space-alert-resolver, rules checked against the expansion's card notes,
pp.37–38); our rulings NID7–NID12 in docs/rulings.md.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from spacealert_tui.rules.layout import Station, Zone
from spacealert_tui.rules.new_frontier.threats.internal_kit import DOOR_NAMES, RED_WHITE, WHITE_BLUE, ExpansionHooks
from spacealert_tui.rules.text import made
from spacealert_tui.rules.threats.base import ACTIVE, SURVIVED, Intruder, Malfunction
from spacealert_tui.rules.threats.internal_kit import named, players_in_own_station, report
from spacealert_tui.rules.threats.steps import damage, drain_reactor, heal, knock_out, move

if TYPE_CHECKING:
    from spacealert_tui.rules.threats.base import GameApi

_TO_BLUE = move("blue")
_DAMAGE_2 = damage(2)
_HEAL_1 = heal(1)


@named("moves toward blue if anyone is in its station")
def _shamble(threat, game: GameApi) -> None:
    if players_in_own_station(threat, game):
        _TO_BLUE(threat, game)
    else:
        report(game, "{threat}: nobody in {station}, it stays", threat=threat.label, station=threat.station.label)


@named("2 damage if anyone is in its station, else it repairs 1")
def _feed(threat, game: GameApi) -> None:
    if players_in_own_station(threat, game):
        _DAMAGE_2(threat, game)
    else:
        _HEAL_1(threat, game)


class Shambler(Intruder):
    id, name, name_es = "SI1-101", "Shambler", "Horror reptante"
    set = "new_frontier"
    serious = True
    hp, speed = 2, 2
    start = (Station.LOWER_WHITE,)
    x = (_shamble,)
    y = (_feed,)
    z = (damage(4),)
    rules = ("X: it moves one station toward blue (the rulebook's right) only if someone is in "
             "its station; who is in the next one does not matter. Y: 2 damage to its zone if "
             "someone is in its station, else it repairs 1 damage. Everyone whose figure stands "
             "there counts, knocked out or not.")


# -- Ninja --------------------------------------------------------------------------------
DRONE_STATIONS = (Station.UPPER_BLUE, Station.LOWER_WHITE)


@named("everyone poisoned is knocked out; the drones go; every stored rocket fires at the red "
       "zone, attack 2 each")
def _ninja_z(threat: Ninja, game: GameApi) -> None:
    threat.poison_strikes(game)
    threat.drones = ()
    ship = game.ship
    while ship.rockets > 0:
        ship.rockets -= 1
        report(game, "{threat} fires a stored rocket at the red zone ({n} left)", threat=threat.label,
               n=ship.rockets)
        for other in game.threats:
            if other.state == ACTIVE:
                other.on_rocket_lost(game)
        game.attack_zone(Zone.RED, 2, threat)


class Ninja(Intruder, ExpansionHooks):
    """Poison drones lie in upper blue and lower white while it is in play (`drones`);
    `poisoned` holds the indices of the poisoned crew members; destroyed, its token
    keeps moving (`lingering`) and knocks them out at Z."""

    id, name, name_es = "I2-102", "Ninja", "Ninja"
    set = "new_frontier"
    color = "yellow"
    hp, speed = 3, 2
    start = (Station.LOWER_BLUE,)
    x = ()
    y = (drain_reactor(1),)
    z = (_ninja_z,)
    rules = ("When it appears, poison drones go to upper blue and lower white: a crew member "
             "whose move starts or ends there is poisoned (heroic moves too; not passing through, "
             "not a teleport, not a move that changes no station). Destroyed, the drones go but "
             "the poison stays: its token keeps moving and at Z the poisoned are knocked out "
             "(nothing if the ship jumps first); it counts as destroyed. Z: the poisoned are "
             "knocked out, the drones go, and every stored rocket fires at the red zone as a "
             "separate attack 2.")

    def __init__(self, *args, **kw) -> None:
        super().__init__(*args, **kw)
        self.drones: tuple[Station, ...] = ()
        self.poisoned: set[int] = set()
        self.lingering = False

    def appear(self, game: GameApi) -> None:
        super().appear(game)
        self.drones = DRONE_STATIONS

    def on_player_moves(self, game: GameApi, player, origin: Station, to: Station) -> None:
        if player.index in self.poisoned:
            return
        for station in (origin, to):
            if station in self.drones:
                self.poisoned.add(player.index)
                report(game, "{player} is poisoned by {threat}'s drone in {station}", player=player.name,
                       threat=self.label, station=station.label)
                return

    def poison_strikes(self, game: GameApi) -> None:
        for player in game.players:
            if player.index in self.poisoned and not player.in_space:
                game.knock_out(player, made("{threat}'s poison", threat=self.label))
        self.poisoned.clear()

    def on_destroyed(self, game: GameApi) -> None:
        self.drones = ()
        self.lingering = True
        if self.poisoned:
            report(game, "{threat}'s drones are gone; its token moves on and the poison stays", threat=self.label)
        else:
            report(game, "{threat}'s drones are gone; its token moves on", threat=self.label)

    def lingers(self) -> bool:
        return self.lingering

    def token_reaches_z(self, game: GameApi) -> None:
        self.lingering = False
        report(game, "{threat}'s token reaches Z: its poison strikes", threat=self.label)
        self.poison_strikes(game)


# -- Breached Airlock ----------------------------------------------------------------------
def _seal(door: int, text: str):
    @named(text)
    def step(threat: BreachedAirlock, game: GameApi) -> None:
        threat.sealed.add(door)
        report(game, "{threat} seals the {doors} doors on both decks", threat=threat.label, doors=DOOR_NAMES[door])

    return step


class BreachedAirlock(Malfunction, ExpansionHooks):
    id, name, name_es = "I3-104", "Breached Airlock", "¡Descompresión!"
    set = "new_frontier"
    color = "red"
    hp, speed = 3, 4
    start = (Station.UPPER_RED,)
    system = "C"
    x = (_seal(RED_WHITE, "seal the doors between the red and white zones (both decks)"),)
    y = (_seal(WHITE_BLUE, "seal the doors between the white and blue zones (both decks)"),)
    z = (damage(3), knock_out("own_zone"))
    rules = ("Covers the interceptors' C. Sealed doors stop crew members and intruders crossing "
             "between those zones, heroic moves too (they stop as near their goal as they can); "
             "not gravolifts, teleports nor Slime. Destroyed, all doors open; after Z they stay "
             "sealed. A repair by a crew member leading an active battle-bot squad deals 1 more.")

    def __init__(self, *args, **kw) -> None:
        super().__init__(*args, **kw)
        self.sealed: set[int] = set()      # RED_WHITE, WHITE_BLUE

    def sealed_doors(self) -> tuple[int, ...]:
        return tuple(self.sealed) if self.state == ACTIVE or self.state == SURVIVED else ()

    def repair(self, game: GameApi, player, station: Station, amount: int) -> None:
        if player.has_active_squad:
            amount += 1
            report(game, "{player}'s battle bots help with the repair (+1)", player=player.name)
        self.take_damage(amount, game)
