"""The New Frontier's summoning threats: cards that call a second card into play.

When a summoner is revealed in the action round, the officer draws a card of the
kind its icon shows and lays it beside it without a number token (the record names
it in `summons`). The summoning action gives it a Greek-letter token (α, β, γ, δ, ε
in that order); it enters on the start square of the track the summoner names after
all threats have moved, and moves from the next turn, after every numbered threat
(expansion rulebook, *Amenazas que atraen a otras amenazas*, pp.7–8). The turn flow's
part is `new_frontier.summoning_rules`; the card's part is `Summoner` here.

Values: the expansion's rulebook prints none of these cards; they follow the public
resolver ecm85/space-alert-resolver (docs/reference/threats.md, "The New Frontier") and the
card notes of the rulebook's appendix (Sealed Capsule, Transmitter Satellite).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from spacealert_tui.rules.layout import Station
from spacealert_tui.rules.new_frontier.threats.internal_kit import ZONE_WORDS, Inaccessible
from spacealert_tui.rules.threats.internal_kit import report
from spacealert_tui.rules.threats.base import ACTIVE, DESTROYED, ExternalThreat, Malfunction, Threat
from spacealert_tui.rules.threats.external_common import FarInvisible
from spacealert_tui.rules.threats.steps import (damage, drain_reactor, drain_shield, named, shield_set,
                                                speed_add)

if TYPE_CHECKING:
    from spacealert_tui.rules.threats.base import GameApi

GREEK = ("α", "β", "γ", "δ", "ε")


class Summoner(Threat):
    """A card that summons: `secondary` is the card laid beside it (built by the
    ruleset from the record), `has_summoned` whether it has called it yet."""

    __slots__ = ()
    summons: ClassVar[str | None] = "external"
    secondary: Any = None
    has_summoned = False

    def on_destroyed(self, game: GameApi) -> None:
        """Destroyed before it summons: its secondary counts as destroyed too (expansion rulebook p.8)."""
        secondary = self.secondary
        if secondary is not None and not self.has_summoned and secondary.state != DESTROYED:
            secondary.state = DESTROYED
            report(game, "{threat}, laid beside {summoner}, will never come: it counts as destroyed",
                   threat=secondary.name, summoner=self.label)


def summoned_track(summoner: Any, game: GameApi) -> tuple[Any, Any]:
    """Where the secondary enters: the internal track for an internal threat, else the
    track of the summoner's zone (an internal summoner: the zone of its station)."""
    secondary = summoner.secondary
    assert secondary is not None
    if secondary.kind == "internal":
        return None, game.internal_track
    zone = summoner.zone if summoner.kind == "external" else summoner.station.zone
    return zone, game.tracks[zone]


@named("summons the threat laid beside it (it enters after all threats have moved)")
def summon(summoner: Any, game: GameApi) -> None:
    game.summon(summoner)


@named("releases the internal threat laid beside it (it enters after all threats have moved), "
       "+1 speed for good if the capsule has fewer than 2 damage")
def _capsule_release(threat: Any, game: GameApi) -> None:
    """Sealed Capsule Z: fewer than 2 damage now → the released threat is 1 faster for good."""
    secondary = threat.secondary
    if secondary is not None and not threat.has_summoned and threat.damage < 2:
        secondary.speed_now += 1
        secondary.speed_bonus = 1
        report(game, "{threat} has fewer than 2 damage: {other} gets +1 speed for good ({speed})",
               threat=threat.label, other=secondary.name, speed=secondary.speed_now)
    game.summon(threat)



def _movable(threat: Threat) -> bool:
    """On the board and not dematerialised (other threats' effects skip a phased one)."""
    if threat.state != ACTIVE:
        return False
    materialised = getattr(threat, "materialised", None)
    return materialised is None or materialised()


def _advance_internal(n: int) -> Any:
    @named(f"every internal threat moves {n} square now, doing any X, Y or Z it reaches")
    def step(threat: Any, game: GameApi) -> None:
        movers = [t for t in game.threats if t.kind == "internal" and _movable(t)]
        if movers:
            report(game, "{threat} drives every internal threat {n} square on", threat=threat.label, n=n)
        else:
            report(game, "{threat} drives every internal threat {n} square on: there is none", threat=threat.label,
                   n=n)
        for other in movers:            # game.threats is in movement order
            if other.state == ACTIVE:
                game.advance(other, n)
    return step


def _advance_own_zone_external(n: int) -> Any:
    @named(f"every external threat on its zone's trajectory moves {n} squares now, "
           "doing any X, Y or Z it reaches")
    def step(threat: Any, game: GameApi) -> None:
        zone = threat.station.zone
        movers = [t for t in game.threats if t.kind == "external" and t.zone == zone and _movable(t)]
        if movers:
            report(game, "{threat} drives every external threat on the {zone} trajectory {n} squares on",
                   threat=threat.label, zone=ZONE_WORDS[zone], n=n)
        else:
            report(game, "{threat} drives every external threat on the {zone} trajectory {n} squares on: "
                   "there is none", threat=threat.label, zone=ZONE_WORDS[zone], n=n)
        for other in movers:
            if other.state == ACTIVE:
                game.advance(other, n)
    return step


def captain_of(game: GameApi) -> Any:
    """The crew member with the captain's role; with none named, the first (the record
    lists the captain first)."""
    for player in game.players:
        if "captain" in player.roles:
            return player
    return game.players[0]


@named("the captain is knocked out; everyone aboard is delayed")
def _captain_out_everyone_delayed(threat: Any, game: GameApi) -> None:
    captain = captain_of(game)
    aboard = game.players_where("ship", threat)
    if captain in aboard:
        game.knock_out(captain, threat.label)
    else:
        report(game, "{player}, the captain, is out in the interceptors: {threat} cannot reach them",
               player=captain.name, threat=threat.label)
    for player in aboard:
        if not player.knocked_out:
            game.delay_next(player, threat.label)



# -- external: summon internal threats --------------------------------------------------------
class SealedCapsule(Summoner, ExternalThreat):
    id, name, name_es = "E3-107", "Sealed Capsule", "Cápsula hermética"
    set, color = "new_frontier", "red"
    hp, shield, speed = 4, 4, 4
    points = (0, 0)
    summons = "internal"
    x = (speed_add(1), shield_set(3))
    y = (speed_add(1),)
    z = (_capsule_release,)
    rules = ("Carries an internal threat, laid beside it when revealed. At Z it releases it onto "
             "the internal track with a Greek-letter token; it moves from the next turn. If the "
             "capsule has fewer than 2 damage then, the released threat gets +1 speed for good. "
             "It scores nothing itself: destroying it scores the carried threat as destroyed; "
             "the released threat scores on its own.")


class TransmitterSatellite(Summoner, FarInvisible):
    id, name, name_es = "SE3-104", "Transmitter Satellite", "Satélite de transmisión"
    set, color, serious = "new_frontier", "red", True
    hp, shield, speed = 5, 2, 3
    points = (4, 8)
    summons = "internal"
    x = (summon,)
    y = (_advance_internal(1),)
    z = (_captain_out_everyone_delayed,)
    rules = ("While it is at distance 3, every weapon ignores it. X brings the internal threat "
             "laid beside it onto the internal track (Greek-letter token, it moves from the next "
             "turn). Y: every internal threat moves 1 square at once, in number order, doing any "
             "X, Y or Z it reaches, and still moves normally afterwards. Z: the captain is "
             "knocked out and everyone aboard is delayed. Destroyed before X, its internal threat "
             "counts as destroyed too.")


# -- internal: summon external threats --------------------------------------------------------
@named("summons the external threat laid beside it onto its zone's trajectory "
       "(it enters after all threats have moved); it is no longer inaccessible")
def _transmitter_x(threat: HiddenTransmitter, game: GameApi) -> None:
    threat.exposed = True
    game.summon(threat)


_TRANSMITTER_RULES = ("Inaccessibility 1 until its X: each turn it ignores the first damage it would "
                      "take. X brings the external threat laid beside it onto the start of the {zone} "
                      "trajectory (Greek-letter token, it moves from the next turn). Y: every external "
                      "threat on the {zone} trajectory moves 2 squares at once, doing any X, Y or Z it "
                      "reaches. Destroyed before X, its external threat counts as destroyed too.")


class HiddenTransmitter(Summoner, Inaccessible, Malfunction):
    id, name = "SI3-102", "Hidden Transmitter"
    set, color, serious = "new_frontier", "red", True
    hp, speed = 3, 2
    inaccessibility = 1
    points = (4, 8)
    start = (Station.UPPER_BLUE,)
    system = "C"
    summons = "external"
    x = (_transmitter_x,)
    y = (_advance_own_zone_external(2),)
    z = (drain_shield(), damage(4))
    rules = _TRANSMITTER_RULES.format(zone="blue")


class HiddenTransmitterRed(HiddenTransmitter):
    id = "SI3-103"
    start = (Station.LOWER_RED,)
    z = (drain_reactor(None), damage(4))
    rules = _TRANSMITTER_RULES.format(zone="red")


__all__ = ["GREEK", "HiddenTransmitter", "HiddenTransmitterRed", "SealedCapsule", "Summoner",
           "TransmitterSatellite", "summon", "summoned_track"]
