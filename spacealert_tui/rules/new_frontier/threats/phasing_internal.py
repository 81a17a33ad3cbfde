"""The New Frontier's phasing internal threats: the Phasing Anomaly, the Phasing Mine
Layer and the two Phasing Troopers.

The phasing mechanic is the external cards' (`phasing.Phasing`): on the turns it is
dematerialised an intruder cannot be hit by battle bots and a malfunction cannot be
repaired; the system it covers works normally until it comes back (rulebook of The New
Frontier, *Amenazas cambiafases*, p. 4). Card notes: *Anomalía de fase*, *Plantador de
minas cambiafases* (pp. 37–38). Values from the public resolver
ecm85/space-alert-resolver (docs/reference/threats.md). Rulings NBI1–NBI4 in
docs/rulings.md.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from spacealert_tui.rules.layout import ZONES, Station, Zone
from spacealert_tui.rules.new_frontier.threats.internal_kit import ZONE_WORDS, Inaccessible
from spacealert_tui.rules.new_frontier.threats.phasing import PHASING_RULES, Phasing, bracketed
from spacealert_tui.rules.threats.base import Intruder, Malfunction, Step, Threat
from spacealert_tui.rules.text import made, nmade
from spacealert_tui.rules.threats.internal_kit import named, report
from spacealert_tui.rules.threats.steps import damage, knock_out, move

if TYPE_CHECKING:
    from spacealert_tui.rules.threats.base import GameApi

_WHILE_OFF = "no weapon can target it (a laser takes the next valid threat of its zone)"
INTRUDER_PHASING_RULES = PHASING_RULES.replace(_WHILE_OFF, "battle bots cannot hit it")
MALFUNCTION_PHASING_RULES = PHASING_RULES.replace(
    _WHILE_OFF, "it cannot be repaired and the system it covers works normally")


class PhasingIntruder(Phasing, Intruder):
    """Battle bots find nobody while it is dematerialised."""

    __slots__ = ()
    rules = INTRUDER_PHASING_RULES

    def present_in(self, station: Station) -> bool:
        return not self.dematerialized and Intruder.present_in(self, station)


class PhasingMalfunction(Phasing, Malfunction):
    """While dematerialised it covers nothing: the button works its system again."""

    __slots__ = ()
    rules = MALFUNCTION_PHASING_RULES

    def covers(self, station: Station, letter: str) -> bool:
        return not self.dematerialized and Malfunction.covers(self, station, letter)

    def repairable(self) -> bool:
        return not self.dematerialized and Malfunction.repairable(self)


@named("nothing")
def nothing(threat: Threat, game: GameApi) -> None:
    """A bracketed action that does nothing."""


# -- Phasing Anomaly ---------------------------------------------------------------------------
def disrupt_optics(zone: Zone) -> Step:
    @named(f"the {zone.label} zone's optics are disrupted")
    def step(threat: Threat, game: GameApi) -> None:
        threat.disrupted_zones = threat.disrupted_zones + (zone,)    # type: ignore[attr-defined]
        report(game, "{threat} disrupts the {zone} zone's optics: its lasers cannot aim unless someone "
               "is in the interceptors or a visual confirmation is made that turn", threat=threat.label,
               zone=ZONE_WORDS[zone])

    return step


@named("the red zone's optics are disrupted (the blue zone's at its second Y)")
def _anomaly_y(threat: Threat, game: GameApi) -> None:
    zone = Zone.RED if threat.ys_done == 0 else Zone.BLUE   # type: ignore[attr-defined]
    threat.ys_done += 1                                      # type: ignore[attr-defined]
    disrupt_optics(zone)(threat, game)


class PhasingAnomaly(Inaccessible, PhasingMalfunction):
    """A phasing malfunction of the computer (C, upper white), inaccessible 1, that blinds
    the lasers: the disrupted zones (`disrupted_zones`, read by `OpticsRules`) stay so
    while it is dematerialised and after its Z, and clear when it is destroyed."""

    id, name, name_es = "SI2-101", "Phasing Anomaly", "Anomalía de fase"
    set, color, serious = "new_frontier", "yellow", True
    hp, speed = 2, 3
    start = (Station.UPPER_WHITE,)
    system = "C"
    inaccessibility = 1
    disrupted_zones: tuple[Zone, ...] = ()
    ys_done = 0
    x = (disrupt_optics(Zone.WHITE),)
    y = (_anomaly_y,)
    z = (named("everyone in upper-white and lower-white is knocked out")(
        knock_out((Station.UPPER_WHITE, Station.LOWER_WHITE))), damage(3))
    rules = ("Covers the computer's C in upper white. Inaccessible 1: each turn the first "
             "damage it would take is ignored. X disrupts the white zone's optics, its first "
             "Y the red zone's, a second Y (trajectories with two) the blue zone's: lasers of "
             "a disrupted zone cannot aim, not even at a threat spanning every trajectory, "
             "unless someone is in the interceptors at the damage step or a visual "
             "confirmation was made that turn; they still spend their energy. Only lasers. "
             "The disruption holds while it is dematerialised and after its Z, and ends when "
             "it is destroyed. " + MALFUNCTION_PHASING_RULES + " While it is dematerialised the "
             "computer can be maintained; after its Z it blocks maintenance for good.")

    def on_destroyed(self, game: GameApi) -> None:
        if self.disrupted_zones:
            self.disrupted_zones = ()
            report(game, "{threat} is gone: the ship's optics work again", threat=self.label)


# -- Phasing Mine Layer ------------------------------------------------------------------------
@named("it lays a mine in its station")
def lay_mine(threat: Threat, game: GameApi) -> None:
    station = threat.station                                  # type: ignore[attr-defined]
    threat.mines.append(station)                              # type: ignore[attr-defined]
    report(game, "{threat} lays a mine in {station} ({n} in the ship)", threat=threat.label,
           station=station.label, n=len(threat.mines))              # type: ignore[attr-defined]


@named("every zone takes 2 damage per mine in its stations, then the mines are gone")
def detonate_mines(threat: Threat, game: GameApi) -> None:
    mines = threat.mines                                      # type: ignore[attr-defined]
    counts = {zone: sum(1 for s in mines if s.zone == zone) for zone in ZONES}
    threat.mines = []                                         # type: ignore[attr-defined]
    report(game, nmade("{threat}'s {n} mine explodes", "{threat}'s {n} mines explode", len(mines),
                       threat=threat.label))
    for zone in ZONES:
        if counts[zone]:
            game.damage_zone(zone, 2 * counts[zone], made("{threat}'s mines", threat=threat.label),
                             card=threat.id)


class PhasingMineLayer(PhasingIntruder):
    """Lays a mine at each action (`mines`: the stations, one entry per mine); they
    explode at its Z and vanish harmlessly if it is destroyed."""

    id, name, name_es = "SI2-102", "Phasing Mine Layer", "Plantador de minas cambiafases"
    set, color, serious = "new_frontier", "yellow", True
    hp, speed = 2, 2
    start = (Station.UPPER_WHITE,)
    fights_back = True
    x = (lay_mine, bracketed(move("red"), move("blue"), "move toward red [toward blue]"))
    y = (lay_mine, move("deck"))
    z = (lay_mine, detonate_mines)
    rules = ("Each action lays a mine (a red cube) in its station; several may share one. "
             "Z: every zone takes 2 damage per mine in its stations, then the mines are "
             "removed. Destroyed: the mines are removed harmlessly. " + INTRUDER_PHASING_RULES)

    def __init__(self, *args, **kw) -> None:
        super().__init__(*args, **kw)
        self.mines: list[Station] = []

    def on_destroyed(self, game: GameApi) -> None:
        if self.mines:
            self.mines = []
            report(game, "{threat} is gone: its mines are removed harmlessly", threat=self.label)


# -- Phasing Troopers ---------------------------------------------------------------------------
class PhasingTroopers(PhasingIntruder):
    id, name = "I3-105", "Phasing Troopers"
    set, color = "new_frontier", "red"
    hp, speed = 2, 2
    start = (Station.LOWER_RED,)
    fights_back = True
    x = (bracketed(move("deck"), nothing, "change deck [nothing]"),)
    y = (move("blue"),)
    z = (bracketed(damage(4), damage(3), "4 [3] damage"),)


class PhasingTroopersBlue(PhasingTroopers):
    id = "I3-106"
    start = (Station.LOWER_BLUE,)
    y = (move("red"),)
    rules = INTRUDER_PHASING_RULES + " Mirror card of I3-105: starts in lower blue, walks toward red."
