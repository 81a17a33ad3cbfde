"""The New Frontier's weapon malfunctions and the shields' malfunction: cards I1-101,
I3-101, I2-101, I3-102, I3-103.

Weapons never malfunctioned in the base game; here A-type malfunctions cover a
weapon's button like any malfunction (`Malfunction.covers`), so a heroic A repairs
them for 2 (The New Frontier p.36). Facts: docs/reference/threats.md (values from
the public resolver ecm85/space-alert-resolver, rules checked against the
expansion's card notes, pp.35–37); our rulings NID1–NID6 in docs/rulings.md.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from spacealert_tui.rules.layout import Station, Zone
from spacealert_tui.rules.new_frontier.threats.internal_kit import (REACTOR_WORDS, ExpansionHooks, Inaccessible,
                                                                    LoneRepairer)
from spacealert_tui.rules.text import N_
from spacealert_tui.rules.threats.base import ACTIVE, SURVIVED, Malfunction
from spacealert_tui.rules.threats.internal_common import _destroy_rocket, _disable_stored_bots
from spacealert_tui.rules.threats.internal_kit import MultiStationMalfunction, named, report
from spacealert_tui.rules.threats.steps import (attack, damage, drain_reactor, each_station_damage, heal,
                                                knock_out)

if TYPE_CHECKING:
    from spacealert_tui.rules.threats.base import GameApi


class LaserJam(Malfunction):
    """A jammed heavy laser: the repair that would deal the last point needs and takes
    1 energy from the reactor of its zone; with that reactor empty the finishing point
    is not dealt (the repair's other points are)."""

    system = "A"

    def repair(self, game: GameApi, player, station: Station, amount: int) -> None:
        left = self.hp_left
        if amount >= left:
            zone = self.station.zone
            reactors = game.ship.reactors
            if reactors[zone] > 0:
                reactors[zone] -= 1
                report(game, "{threat}: the finishing repair takes 1 energy from the {reactor}", threat=self.label,
                       reactor=REACTOR_WORDS[zone])
            else:
                amount = left - 1
                report(game, "{threat}: the {reactor} is empty, so the finishing point is not dealt",
                       threat=self.label, reactor=REACTOR_WORDS[zone])
        self.take_damage(amount, game)


_JAM_RULES = ("Covers the {laser}'s A (a heroic A repairs 2). The repair that would deal its last "
              "point also takes 1 energy from the {reactor} reactor; with that reactor empty the "
              "finishing point is not dealt (a 2-point repair still deals its first).")


class CentralLaserJam(LaserJam):
    id, name, name_es = "I1-101", "Central Laser Jam", "Sobrecarga en láser central"
    set = "new_frontier"
    hp, speed = 2, 2
    start = (Station.UPPER_WHITE,)
    x = (drain_reactor(1),)
    y = (damage(1),)
    z = (damage(3), damage(1, "others"))
    rules = _JAM_RULES.format(laser="central heavy laser", reactor="central")


@named("1 damage to the other side zone")
def _other_side_damage(threat, game: GameApi) -> None:
    other = Zone.BLUE if threat.station.zone == Zone.RED else Zone.RED
    game.damage_zone(other, 1, threat.label, card=threat.id)


class LateralLaserJam(LaserJam):
    """On upper red when it appears on an odd turn, on upper blue when even (p.36: "depende
    del turno en el que aparezca la amenaza"): its number's turn for a card drawn in the
    action round, the turn it is summoned (or played by the Vortex's Z) for a card laid
    beside another (ruling NEI11)."""

    id, name, name_es = "I3-101", "Lateral Laser Jam", "Sobrecarga en láser lateral"
    set = "new_frontier"
    color = "red"
    hp, speed = 3, 3
    start = (Station.UPPER_RED, Station.UPPER_BLUE)      # one of them: see __init__
    x = (drain_reactor(2),)
    y = (damage(2),)
    z = (damage(3), damage(2, (Zone.WHITE,)), _other_side_damage)
    rules = ("Jams the red heavy laser if it appears on an odd turn, the blue one on an even "
             "turn. " + _JAM_RULES.format(laser="jammed heavy laser", reactor="same side's")
             + " X drains 2 from that side's reactor; Z: 3 damage to that side, 2 to white, "
               "1 to the other side.")

    def __init__(self, *args, **kw) -> None:
        super().__init__(*args, **kw)
        self.stations = [self.side(self.number)]

    @staticmethod
    def side(turn: int) -> Station:
        return Station.UPPER_RED if turn % 2 else Station.UPPER_BLUE

    def appear(self, game: GameApi) -> None:
        self.stations = [self.side(game.turn)]      # the turn it really appears in
        super().appear(game)


class PowerPackOverload(MultiStationMalfunction):
    id, name, name_es = "I2-101", "Power Pack Overload", "Sobrecarga en las baterías"
    set = "new_frontier"
    color = "yellow"
    hp, speed = 4, 3
    start = (Station.LOWER_RED, Station.LOWER_BLUE)
    system = "A"
    bonus = 1
    x = (_disable_stored_bots, _destroy_rocket)
    y = (heal(1),)
    z = (knock_out("own_stations"), each_station_damage(3))
    rules = ("Covers both light lasers' A (lower red and lower blue). If in one turn it is "
             "repaired in both stations, it takes 1 more damage at the end of the player-actions "
             "step. X: the two base Slimes' X together (disables the lower-red battle bots if "
             "still in storage; destroys 1 stored rocket). Z: everyone in lower red and lower "
             "blue is knocked out, then 3 damage to the red zone and 3 to the blue zone.")


@named("its zone's reactor loses 1 energy; if it lost some, attack 1 on all zones")
def _short_x(threat, game: GameApi) -> None:
    zone, reactors = threat.station.zone, game.ship.reactors
    if reactors[zone] <= 0:
        report(game, "{threat}: the {reactor} is empty, nothing to discharge", threat=threat.label,
               reactor=REACTOR_WORDS[zone])
        return
    reactors[zone] -= 1
    report(game, "{threat} takes 1 energy from the {reactor} and discharges it", threat=threat.label,
           reactor=REACTOR_WORDS[zone])
    _ATTACK_ALL(threat, game)


@named("destroys 1 fuel capsule; if it destroyed one, attack 1 on all zones")
def _short_y(threat, game: GameApi) -> None:
    ship = game.ship
    if ship.capsules <= 0:
        report(game, "{threat}: no fuel capsule left to destroy", threat=threat.label)
        return
    ship.capsules -= 1
    report(game, "{threat} destroys a fuel capsule ({n} left), which blows", threat=threat.label, n=ship.capsules)
    _ATTACK_ALL(threat, game)


_ATTACK_ALL = attack(1, "all")


class PulseCannonShortCircuit(Inaccessible, Malfunction, ExpansionHooks):
    id, name, name_es = "I3-102", "Pulse Cannon Short Circuit", "Cortocircuito en el cañón de pulsos"
    set = "new_frontier"
    color = "red"
    hp, speed = 2, 2
    inaccessibility = 1
    start = (Station.LOWER_WHITE,)
    system = "A"
    x = (_short_x,)
    y = (_short_y,)
    z = (_ATTACK_ALL,)
    rules = ("Inaccessibility 1: each turn it ignores the first point of damage. Covers the "
             "pulse cannon's A. Its attacks are attacks, which the shields absorb. While it is "
             "in play, every shot the central heavy laser really fires (energy spent, target or "
             "not) also fires the pulse cannon at the ship: attack 1 on all zones. After Z the "
             "pulse cannon is dead and the central laser no longer sets it off.")

    def on_heavy_laser_fired(self, game: GameApi, zone: Zone) -> None:
        if zone == Zone.WHITE:
            report(game, "{threat}: the central heavy laser's shot sets off the pulse cannon against the ship",
                   threat=self.label)
            _ATTACK_ALL(self, game)


_BECOME = {"ineffective": N_("{threat}: the shields are ineffective from now on"),
           "reversed": N_("{threat}: the shields are reversed from now on")}
_STAY = {"ineffective": N_("{threat}: the shields stay ineffective for the rest of the mission"),
         "reversed": N_("{threat}: the shields stay reversed for the rest of the mission")}


def _shields_become(condition: str, text: str):
    @named(text)
    def step(threat: ReversedShields, game: GameApi) -> None:
        threat.shields = condition
        report(game, _BECOME[condition], threat=threat.label)

    return step


@named("the shields stay so for the rest of the mission")
def _shields_stay(threat: ReversedShields, game: GameApi) -> None:
    if threat.shields:
        report(game, _STAY[threat.shields], threat=threat.label)


class ReversedShields(LoneRepairer, ExpansionHooks):
    id, name, name_es = "I3-103", "Reversed Shields", "Escudos inversos"
    set = "new_frontier"
    color = "red"
    hp, speed = 5, 4
    start = (Station.UPPER_RED, Station.UPPER_WHITE, Station.UPPER_BLUE)
    system = "B"
    x = (_shields_become("ineffective", "the shields become ineffective: they stop nothing "
                                        "and keep their energy"),)
    y = (_shields_become("reversed", "the shields are reversed: an attack on a zone grows by "
                                     "that shield's energy, which is spent"),)
    z = (_shields_stay,)
    rules = ("Covers the three shields' B: no recharging while it is in play. X: the shields "
             "become ineffective (attacks go through whole; the energy stays). Y: they are "
             "reversed (an attack on a zone grows by the energy in its shield, which is then "
             "emptied; that damage counts as not stopped). After Z the last state lasts for the "
             "rest of the mission; destroyed, the shields work again. Repaired by one crew member "
             "alone in a turn, it takes 1 more damage at the end of the player-actions step.")

    def __init__(self, *args, **kw) -> None:
        super().__init__(*args, **kw)
        self.shields: str | None = None       # None, "ineffective" or "reversed"

    def shields_condition(self) -> str | None:
        return self.shields if self.state == ACTIVE or self.state == SURVIVED else None
