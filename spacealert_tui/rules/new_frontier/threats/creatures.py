"""The New Frontier's threat cards: creatures (red internal intruders).

I3-107 Driller, SI3-101 Rabid Beast, SI3-105 Siren, SI3-107 Parasite. Their printed
values come from the public resolver ecm85/space-alert-resolver (the expansion's
rulebook prints no card list); their special rules from the rulebook's appendix
*Notas sobre las cartas*, pp.38–39. Our rulings: docs/rulings.md (NEI1–NEI10).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from spacealert_tui.rules.events import BotsChanged, ThreatActs
from spacealert_tui.rules.layout import ZONES, Station, Zone, toward_blue, toward_red
from spacealert_tui.rules.actions import Act, Action, DoubleAction, SpecialAction
from spacealert_tui.rules.new_frontier.threats.internal_kit import (REACTOR_WORDS, SHIELD_WORDS, ZONE_WORDS,
                                                                    ExpansionHooks, Inaccessible)
from spacealert_tui.rules.text import N_, made
from spacealert_tui.rules.threats.base import ACTIVE, Intruder, Step
from spacealert_tui.rules.threats.internal_kit import named, report
from spacealert_tui.rules.threats.steps import damage, knock_out, move

if TYPE_CHECKING:
    from collections.abc import Callable

    from spacealert_tui.rules.crew import Player
    from spacealert_tui.rules.threats.base import GameApi

INTERCEPTORS = Station.INTERCEPTORS
MOVES = frozenset({Act.RED, Act.BLUE, Act.LIFT, Act.HMOVE})     # movement cards


# -- Driller ------------------------------------------------------------------------------
def most_damaged_zone(game: GameApi) -> Zone:
    """The zone with the most damage tiles; a tie for the most is the white zone."""
    counts = [game.ship.damage_count(zone) for zone in ZONES]
    top = max(counts)
    return ZONES[counts.index(top)] if counts.count(top) == 1 else Zone.WHITE


@named("moves one station toward the most damaged zone (a tie: toward white), never changing deck")
def _drill(threat: Driller, game: GameApi) -> None:
    here = threat.stations[0]
    target = most_damaged_zone(game)
    after = toward_red(here) if target < here.zone else toward_blue(here) if target > here.zone else here
    if after == here:
        report(game, "{threat} stays in {station}: it is already in the {zone} zone", threat=threat.label,
               station=here.label, zone=ZONE_WORDS[target])
        return
    after = game.intruder_destination(threat, here, after)    # it drills no sealed door (NID13)
    if after != here:
        threat.stations[0] = after
        report(game, "{threat} drills toward the {zone} zone: it moves to {station}", threat=threat.label,
               zone=ZONE_WORDS[target], station=after.label)


@named("no longer inaccessible")
def _exposed(threat: Driller, game: GameApi) -> None:
    threat.exposed = True
    report(game, "{threat} is no longer inaccessible", threat=threat.label)


class Driller(Inaccessible, Intruder):
    id, name, name_es = "I3-107", "Driller", "Perforador"
    set, color = "new_frontier", "red"
    hp, speed = 2, 3
    inaccessibility = 1
    start = (Station.LOWER_BLUE,)
    x = (_exposed, _drill)
    y = (_drill,)
    z = (damage(4),)
    rules = ("Inaccessible 1 until its X: each turn the first battle-bot hit on it is ignored. "
             "X and Y: it compares the damage of the three zones and moves one station toward "
             "the most damaged one (stays if it is there; on a tie for the most it heads for, "
             "or stays in, the white zone); it never changes deck.")


# -- Rabid Beast -----------------------------------------------------------------------
@named("infects everyone in its station")
def _infect(threat: RabidBeast, game: GameApi) -> None:
    station = threat.stations[0]
    for player in game.players:
        if player.station == station and player not in threat.infected:
            threat.infected.append(player)
            report(game, "{threat} infects {player}", threat=threat.label, player=player.name)


@named("every infected player still conscious aboard deals 2 damage to the zone he is in")
def _rage(threat: RabidBeast, game: GameApi) -> None:
    infected, threat.infected = threat.infected, []      # the infection ends with this Z
    for player in infected:
        if player.knocked_out or player.station is INTERCEPTORS:
            continue
        report(game, "{player}, infected by {threat}, goes mad", player=player.name, threat=threat.label)
        game.damage_zone(player.station.zone, 2,
                         made("{player} (infected by {threat})", player=player.name, threat=threat.label),
                         card=threat.id)


class RabidBeast(Intruder, ExpansionHooks):
    """`infected` lists the infected players (red cubes on their boards); once it is
    destroyed with players infected its number token moves on (`lingering`, moved by
    `LingeringRules`)."""

    id, name, name_es = "SI3-101", "Rabid Beast", "Bestia rabiosa"
    set, color, serious = "new_frontier", "red", True
    hp, speed = 2, 2
    start = (Station.UPPER_BLUE,)
    fights_back = True
    x = (_infect, move("red"), move("red"))
    y = (_infect, move("deck"), move("blue"))
    z = (_rage, damage(4))
    rules = ("X and Y: it first infects everyone in its station (once per player), then moves. "
             "Destroying it does not cure anyone: its number token keeps moving, and when it "
             "reaches Z every infected player not knocked out and not in the interceptors deals "
             "2 damage to his zone (nothing if the ship jumps first); it still counts as "
             "destroyed. If it is not destroyed its Z adds 4 damage in its own zone. The "
             "infection ends with its Z.")

    def __init__(self, *args, **kw) -> None:
        super().__init__(*args, **kw)
        self.infected: list[Player] = []
        self.lingering = False

    def on_destroyed(self, game: GameApi) -> None:
        if self.infected:
            self.lingering = True
            report(game, "{threat} is destroyed, but its token moves on: the infection stays", threat=self.label)

    def lingers(self) -> bool:
        return self.lingering

    def token_reaches_z(self, game: GameApi) -> None:
        """Its number token reached Z after it was destroyed: only the infected act."""
        self.lingering = False
        game.emit(ThreatActs(self.label, "Z", _rage.text))
        _rage(self, game)


# -- Siren ----------------------------------------------------------------------------------
def _by_company(alone: bool):
    """Knock out the players aboard alone in their station (or those sharing one)."""

    @named("everyone alone in a station is knocked out" if alone
           else "everyone sharing a station is knocked out")
    def step(threat: Siren, game: GameApi) -> None:
        aboard = [p for p in game.players if p.station is not INTERCEPTORS]
        stations = [p.station for p in aboard]      # taken before anyone is knocked out
        for player in aboard:
            if (stations.count(player.station) == 1) == alone:
                game.knock_out(player, threat.label)

    return step


class Siren(Intruder):
    id, name, name_es = "SI3-105", "Siren", "Sirena"
    set, color, serious = "new_frontier", "red", True
    hp, speed = 2, 2
    start = (Station.UPPER_RED,)
    fights_back = True
    lair: ClassVar[Station] = Station.LOWER_BLUE     # where its first hit sends it
    x = (_by_company(alone=True),)
    y = (_by_company(alone=False),)
    z = (knock_out("ship"),)
    rules = ("Its first hit teleports it to lower blue, where a squad waiting to act can hit it "
             "again the same turn. X knocks out everyone alone in a station, Y everyone sharing "
             "a station with someone, Z everyone aboard; the interceptor pilot is never hit.")

    def __init__(self, *args, **kw) -> None:
        super().__init__(*args, **kw)
        self.teleported = False

    def hit_by_bots(self, game: GameApi, player, station: Station) -> None:
        self.take_damage(1, game)
        if self.state == ACTIVE and not self.teleported:
            self.teleported = True
            self.stations[0] = self.lair
            report(game, "{threat} teleports to {station}", threat=self.label, station=self.lair.label)


# -- Parasite -------------------------------------------------------------------------------
def _through_host(text: str) -> Callable[[Callable[[Parasite, GameApi, Player], None]], Step]:
    """Decorator: a Parasite step done through its host; nothing happens while it has
    none it can force to act (no host yet, knocked out, or out in the interceptors)."""

    def wrap(act: Callable[[Parasite, GameApi, Player], None]) -> Step:
        @named(text)
        def step(threat: Parasite, game: GameApi) -> None:
            host = threat.active_host()
            if host is None:
                report(game, "{threat} has no host aboard: nothing happens", threat=threat.label)
                return
            act(threat, game, host)

        return step

    return wrap


@_through_host("its host's station loses 1 energy (the shield upstairs, the reactor downstairs)")
def _parasite_x(threat: Parasite, game: GameApi, host: Player) -> None:
    station, ship = host.station, game.ship
    zone = station.zone
    store, what = (ship.shields, SHIELD_WORDS[zone]) if station.deck == 0 else (ship.reactors, REACTOR_WORDS[zone])
    if store[zone] > 0:
        store[zone] -= 1
        report(game, "{threat} feeds on the {store}: 1 energy lost", threat=threat.label, store=what)
    else:
        report(game, "{threat}: the {store} has no energy to feed on", threat=threat.label, store=what)


@_through_host("everyone else in its host's station is knocked out")
def _parasite_y(threat: Parasite, game: GameApi, host: Player) -> None:
    for player in game.players:
        if player is not host and player.station == host.station:
            game.knock_out(player, made("{threat} on {player}", threat=threat.label, player=host.name))


@named("its host deals 5 damage to his zone")
def _parasite_z(threat: Parasite, game: GameApi) -> None:
    host = threat.host
    if host is None or host.knocked_out:
        report(game, "{threat} has no host: nothing happens", threat=threat.label)
        return
    report(game, "{player}, driven by {threat}, turns on the ship", player=host.name, threat=threat.label)
    if host.station is INTERCEPTORS:       # out in space: an attack on the white zone (ruling NEI9)
        game.attack_zone(Zone.WHITE, 5, threat)
    else:
        game.damage_zone(host.station.zone, 5,
                         made("{player} (driven by {threat})", player=host.name, threat=threat.label),
                         card=threat.id)


def moving(card: Action, player: Player) -> bool:
    """Whether the card the player is doing moves him: a movement card, the Medic's move
    under his special card, or the half of a double card he is doing now (`half`)."""
    if card.act in MOVES:
        return True
    if isinstance(card, SpecialAction):
        return card.card is not None and moving(card.card, player)
    if isinstance(card, DoubleAction):
        half = getattr(player, "half", 0)
        part = card.first if half == 1 else card.second if half == 2 else None
        return part is not None and part.act in MOVES
    return False


class Parasite(Intruder):
    """Waits beside the ship until a crew member moves; then `host` is that player and
    it is wherever he is (`stations` follows him)."""

    id, name, name_es = "SI3-107", "Parasite", "Parásito"
    set, color, serious = "new_frontier", "red", True
    hp, speed = 1, 2
    start = ()
    x = (_parasite_x,)
    y = (_parasite_y,)
    z = (_parasite_z,)
    rules = ("It waits beside the ship and sticks to the first crew member who makes a move "
             "to another station (heroic moves too; never a teleport) and travels with him. "
             "Without a host its actions do nothing and it cannot be hit. X: the host's station "
             "loses 1 energy (its shield on the upper deck, its reactor on the lower one). Y: "
             "everyone else in the host's station is knocked out. Z: the host deals 5 damage to "
             "his zone. Only another player's battle bots in the host's station can hit it; "
             "destroying it knocks the host out and disables the squad that did it. If the "
             "host is knocked out by anything else it acts no more and counts as survived.")

    def __init__(self, *args, **kw) -> None:
        self.host: Player | None = None
        super().__init__(*args, **kw)

    @property
    def stations(self) -> list[Station]:
        host = self.host
        if host is None or self.state != ACTIVE or host.station is INTERCEPTORS:
            return []
        return [host.station]

    @stations.setter
    def stations(self, value: list[Station]) -> None:
        """Its place is its host's: nothing to keep (it starts beside the ship)."""

    def where(self) -> str:
        if self.host is None:
            return N_("beside the ship, waiting for a host")
        return made("on {player} ({station})", player=self.host.name, station=self.host.station.label)

    def active_host(self) -> Player | None:
        """The host when he can be forced to act: conscious and aboard."""
        host = self.host
        if host is None or host.knocked_out or host.station is INTERCEPTORS:
            return None
        return host

    def on_player_enters(self, game: GameApi, player: Player, station: Station) -> None:
        if self.host is not None or self.state != ACTIVE:
            return
        turn = game.turn
        if not 1 <= turn <= len(player.actions) or not moving(player.actions[turn - 1], player):
            return          # not a movement card (back from the interceptors, turn 13)
        self.host = player
        report(game, "{threat} sticks to {player} in {station}", threat=self.label, player=player.name,
               station=station.label)

    def hit_by_bots(self, game: GameApi, player, station: Station) -> None:
        self.take_damage(1, game)
        if self.state != ACTIVE and self.host is not None:
            game.knock_out(self.host, made("{threat} torn off", threat=self.label))
            if player.squad is not None and player.squad.ready:
                player.squad.ready = False
                game.emit(BotsChanged(player.name, "inactive", made("destroying {threat}", threat=self.label)))

    def host_knocked_out(self, game: GameApi) -> None:
        """Its host was knocked out by something else: it acts no more (survived)."""
        report(game, "{threat}'s host is knocked out: it acts no more", threat=self.label)
        game.threat_survives(self)
