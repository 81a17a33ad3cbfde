"""Common internal threats of the base game (cards I1-xx white, I2-xx yellow).

Facts: docs/reference/threats.md; rulebook §7.2 *Amenazas internas*; our rulings
in docs/rulings.md ("Internal threats").
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from spacealert_tui.rules.events import ShipChanged, ThreatAppeared
from spacealert_tui.rules.layout import Station, Zone, toward_blue, toward_red
from spacealert_tui.rules.threats.base import ACTIVE, SURVIVED, Intruder, Malfunction
from spacealert_tui.rules.threats.internal_kit import named, report
from spacealert_tui.rules.threats.steps import (damage, delay_players, drain_reactor, drain_shield,
                                                move, remaining_hp_times, threat_zone)

if TYPE_CHECKING:
    from spacealert_tui.rules.threats.base import GameApi


class Skirmishers(Intruder):
    id, name = "I1-01", "Skirmishers"
    hp, speed = 1, 3
    start = (Station.UPPER_RED,)
    fights_back = True
    x = (move("blue"),)
    y = (move("deck"),)
    z = (damage(3),)


class SkirmishersBlue(Skirmishers):
    id = "I1-02"
    start = (Station.UPPER_BLUE,)
    x = (move("red"),)
    rules = "Mirror card of I1-01: starts in upper blue and walks toward red."


@named("its zone's reactor loses 1 energy; if it is empty, 1 damage instead")
def _saboteur_y(threat, game: GameApi) -> None:
    zone = threat_zone(threat)
    if game.ship.reactors[zone] == 0:
        game.damage_zone(zone, 1, threat.label, card=threat.id)
    else:
        game.ship.reactors[zone] -= 1
        if game.telling:
            game.emit(ShipChanged(f"{threat.label} takes 1 energy from the {zone.label} reactor"))


class Saboteur(Intruder):
    id, name = "I1-03", "Saboteur"
    hp, speed = 1, 4
    start = (Station.LOWER_WHITE,)
    x = (move("blue"),)
    y = (_saboteur_y,)
    z = (damage(2),)
    rules = ("Y takes 1 energy from the reactor of the zone it is in; only when that reactor "
             "is already empty does it deal 1 damage instead.")


class SaboteurRed(Saboteur):
    id = "I1-04"
    x = (move("red"),)


class HackedShields(Malfunction):
    id, name = "I1-05", "Hacked Shields"
    hp, speed = 3, 2
    start = (Station.UPPER_BLUE,)
    system = "B"
    x = (drain_shield(),)
    y = (drain_reactor(None),)
    z = (damage(2),)
    rules = "Covers the blue shield's B: no shield refill there while it is present."


class HackedShieldsRed(HackedShields):
    id = "I1-06"
    start = (Station.UPPER_RED,)
    rules = "Covers the red shield's B: no shield refill there while it is present."


class UnstableWarheads(Malfunction):
    """HP = rockets stored aboard when it appears (0 to 3)."""

    id, name, name_es = "I1-07", "Unstable Warheads", "Ojivas inestables"
    hp, speed = 3, 3           # printed: one HP per rocket still aboard (at most 3)
    start = (Station.LOWER_BLUE,)
    system = "C"
    z = (damage(remaining_hp_times(3)),)
    rules = ("One HP per rocket stored aboard when it appears (a rocket already launched does not "
             "count); with no rocket aboard it is destroyed at once. Covers the rocket launch C. "
             "Every stored rocket a threat destroys later takes 1 HP away, and can destroy it. "
             "Z: 3 damage to the blue zone per rocket aboard minus its damage cubes.")

    def __init__(self, *args, **kw) -> None:
        super().__init__(*args, **kw)
        self.hp_now = self.hp

    @property
    def max_hp(self) -> int:
        return self.hp_now

    def appear(self, game: GameApi) -> None:
        super().appear(game)
        self.hp_now = game.ship.rockets
        if self.hp_now <= 0:
            game.emit(ThreatAppeared(self.label, self.id, self.where()))
            report(game, f"{self.label}: no rocket aboard, nothing can explode")
            game.destroy_threat(self)

    def on_rocket_lost(self, game: GameApi) -> None:
        self.hp_now -= 1
        report(game, f"{self.label} loses 1 HP with the rocket ({self.hp_left} left)")
        if self.hp_left <= 0:
            game.destroy_threat(self)


# -- Slime -------------------------------------------------------------------------------
class Slime(Intruder):
    """Slime tokens: the original (2 HP) and its offspring (1 HP each), one per lower
    station at most. `stations` lists the stations holding a token, red to blue;
    `token_hp` their hit points. The card is destroyed when no token is left."""

    color = "yellow"
    hp, speed = 2, 2
    offspring_hp = 1
    spreads: str                  # "red" | "blue"
    passes_sealed_doors = True    # The New Frontier p.37: "así como el Lodo reptante"

    def __init__(self, *args, **kw) -> None:
        super().__init__(*args, **kw)
        self.token_hp: dict[Station, int] = dict.fromkeys(self.start, self.hp)

    @property
    def max_hp(self) -> int:      # cubes on the card plus what the tokens still have
        return self.damage + sum(self.token_hp.values())

    def has_token(self, station: Station) -> bool:
        """A token lies there: while in play, and for ever after its Z."""
        return (self.state == ACTIVE or self.state == SURVIVED) and station in self.token_hp

    def on_player_enters(self, game: GameApi, player, station: Station) -> None:
        if self.has_token(station):
            game.delay_next(player, f"entered {self.label}'s slime")

    def hit_by_bots(self, game: GameApi, player, station: Station) -> None:
        self.damage += 1
        left = self.token_hp[station] - 1
        if left > 0:
            self.token_hp[station] = left
            return
        del self.token_hp[station]
        self.stations.remove(station)
        report(game, f"{self.label}: the slime token in {station.label} is gone")
        if not self.token_hp:
            game.destroy_threat(self)

    def spread(self, game: GameApi) -> None:
        shift = toward_red if self.spreads == "red" else toward_blue
        for station in tuple(self.stations):        # tokens present before this Y
            target = shift(station)
            if target != station:
                target = game.intruder_destination(self, station, target)
            if target != station and target not in self.token_hp:
                self.token_hp[target] = self.offspring_hp
                self.stations.append(target)
                self.stations.sort()             # before it is told: boards show it
                report(game, f"{self.label} spreads into {target.label}")


@named("every slime token spreads one station further (never into a slimed station)")
def _spread(threat: Slime, game: GameApi) -> None:
    threat.spread(game)


@named("2 damage in the zone of each slime token")
def _slime_z(threat: Slime, game: GameApi) -> None:
    for station in tuple(threat.stations):
        game.damage_zone(station.zone, 2, threat.label, card=threat.id)


@named("destroys 1 stored rocket")
def _destroy_rocket(threat, game: GameApi) -> None:
    if not game.destroy_rocket(threat.label):
        report(game, f"{threat.label}: no rocket left aboard to destroy")


@named("disables the lower-red battle bots if they are still in storage")
def _disable_stored_bots(threat, game: GameApi) -> None:
    squad = game.ship.squads.get(Station.LOWER_RED)
    if squad is not None and squad.holder is None and squad.ready:
        squad.ready = False
        report(game, f"{threat.label} disables the battle bots stored in lower-red")


_SLIME_RULES = ("Anyone who enters a station with one of its tokens (by moving, heroic moves "
                "included) is delayed next turn. Y: every token puts a 1-HP offspring token in the "
                "next lower station toward {d} unless one is already there. A battle-bot hit "
                "removes an offspring token; the original token goes after 2 hits; the card is "
                "destroyed when no token is left. Z: 2 damage in the zone of each token; after Z "
                "the tokens stay for the rest of the mission (still delaying) and cannot be hit.")


class SlimeBlue(Slime):
    id, name, name_es = "I2-01", "Slime", "Lodo reptante"
    start = (Station.LOWER_BLUE,)
    spreads = "red"
    x = (_destroy_rocket,)
    y = (_spread,)
    z = (_slime_z,)
    rules = _SLIME_RULES.format(d="red") + " X destroys 1 stored rocket."


class SlimeRed(Slime):
    id, name, name_es = "I2-02", "Slime", "Lodo reptante"
    start = (Station.LOWER_RED,)
    spreads = "blue"
    x = (_disable_stored_bots,)
    y = (_spread,)
    z = (_slime_z,)
    rules = (_SLIME_RULES.format(d="blue") + " X disables the lower-red squad if it is still in "
             "storage: whoever takes it gets it disabled and needs a second C to activate it.")


class Troopers(Intruder):
    id, name = "I2-03", "Troopers"
    color = "yellow"
    hp, speed = 2, 2
    start = (Station.UPPER_RED,)
    fights_back = True
    x = (move("deck"),)
    y = (move("blue"),)
    z = (damage(4),)


class TroopersBlue(Troopers):
    id = "I2-04"
    start = (Station.LOWER_BLUE,)
    y = (move("red"),)


class Virus(Malfunction):
    id, name = "I2-05", "Virus"
    color = "yellow"
    hp, speed = 3, 3
    start = (Station.UPPER_WHITE,)
    system = "C"
    x = (drain_reactor(1, "all"),)
    y = (delay_players("ship"),)
    z = (damage(1, "all"),)
    rules = ("Covers the computer C: no maintenance while it is present. Y delays the next "
             "action of everyone aboard (not the interceptor pilot).")


@named("damage equal to the energy in the central reactor")
def _central_energy(threat, game: GameApi) -> int:
    return game.ship.reactors[Zone.WHITE]


@named("destroys 1 fuel capsule")
def _destroy_capsule(threat, game: GameApi) -> None:
    ship = game.ship
    if ship.capsules > 0:
        ship.capsules -= 1
        report(game, f"{threat.label} destroys a fuel capsule ({ship.capsules} left)")
    else:
        report(game, f"{threat.label}: no fuel capsule left to destroy")


class OverheatedReactor(Malfunction):
    id, name, name_es = "I2-06", "Overheated Reactor", "Reactor sobrecalentado"
    color = "yellow"
    hp, speed = 3, 2
    start = (Station.LOWER_WHITE,)
    system = "B"
    x = (damage(_central_energy),)
    y = (_destroy_capsule,)
    z = (damage(3),)
    rules = ("Covers the refuel B. X: white-zone damage equal to the central reactor's energy "
             "(the energy stays). The repair that destroys it knocks out everyone standing in "
             "lower red and lower blue at that moment.")

    def on_destroyed(self, game: GameApi) -> None:
        for player in game.players:
            if player.station == Station.LOWER_RED or player.station == Station.LOWER_BLUE:
                game.knock_out(player, f"{self.label} blows when repaired")
