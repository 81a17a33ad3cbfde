"""The vocabulary of X/Y/Z actions: small step factories shared by the threat cards.

Each factory returns a callable `step(threat, game)` with a `.text` for the card
listing and the narration. Amounts may be ints or callables of the threat (e.g.
`remaining_hp`). The cards' X/Y/Z as the engine words them: docs/reference/threats.md.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from spacealert_tui.rules.events import ShipChanged
from spacealert_tui.rules.layout import ZONES, Station, Zone, other_deck, toward_blue, toward_red
from spacealert_tui.rules.threats.base import Named

if TYPE_CHECKING:
    from spacealert_tui.rules.crew import Player
    from spacealert_tui.rules.game import Game
    from spacealert_tui.rules.threats.base import AnyThreat, ExternalThreat, InternalThreat, Step

R = TypeVar("R")
Amount = int | Named[int]
ZoneSpec = str | tuple[Zone, ...]   # "own" | "all" | "others" | explicit zones


def _named(fn: Callable[[Any, Game], R], text: str) -> Named[R]:
    """The function itself, with its narration text as an attribute (no wrapper: steps
    are called in the rules core's hottest loop)."""
    step = cast("Named[R]", fn)
    step.text = text
    return step


def named(text: str) -> Callable[[Callable[[Any, Game], R]], Named[R]]:
    """Decorator: give a step or an amount its narration text."""
    return lambda fn: _named(fn, text)


def amount_of(amount: Amount, threat: AnyThreat, game: Game) -> int:
    return amount if isinstance(amount, int) else amount(threat, game)


def threat_zone(threat: AnyThreat) -> Zone:
    if threat.kind == "external":
        return threat.zone
    return threat.station.zone


def zones_of(spec: ZoneSpec, threat: AnyThreat) -> tuple[Zone, ...]:
    if spec == "own":
        return (threat_zone(threat),)
    if spec == "all":
        return ZONES
    if spec == "others":
        own = threat_zone(threat)
        return tuple(z for z in ZONES if z != own)
    if isinstance(spec, str):
        raise ValueError(f"unknown zones {spec!r}")
    return spec


def _zones_text(spec: ZoneSpec) -> str:
    if spec == "own":
        return ""
    if spec == "all":
        return " on all zones"
    if spec == "others":
        return " on the other zones"
    if isinstance(spec, str):
        raise ValueError(f"unknown zones {spec!r}")
    return " on " + " and ".join(z.label for z in spec)


def _amount_text(amount: Amount) -> str:
    return str(amount) if isinstance(amount, int) else amount.text


# -- amounts --------------------------------------------------------------------------
@named("its remaining HP")
def remaining_hp(threat: AnyThreat, game: Game) -> int:
    return threat.hp_left


def remaining_hp_times(k: int) -> Named[int]:
    return _named(lambda t, g: k * t.hp_left, f"{k} × its remaining HP")


# -- external --------------------------------------------------------------------------
def attack(amount: Amount, zones: ZoneSpec = "own", *, ignores_shields: bool = False,
           double: bool = False, when: Callable[[AnyThreat, Game], bool] | None = None,
           when_text: str = "") -> Step:
    """An attack on zones, absorbed by shields (unless it ignores them)."""
    # most attacks: known now (`worked_out` None), not worked out at each attack
    fixed, worked_out = (amount, None) if isinstance(amount, int) else (0, amount)

    def step(threat: AnyThreat, game: Game) -> None:
        if when is not None and not when(threat, game):
            return
        strength = fixed if worked_out is None else worked_out(threat, game)
        for zone in zones_of(zones, threat):
            game.attack_zone(zone, strength, threat, ignores_shields=ignores_shields, double=double)

    text = f"attack {_amount_text(amount)}{_zones_text(zones)}"
    if ignores_shields:
        text += ", ignoring shields"
    if double:
        text += ", 2 damage per point through the shield"
    if when_text:
        text += f" {when_text}"
    return _named(step, text)


def heal(amount: int | Literal["half"]) -> Step:
    def step(threat: AnyThreat, game: Game) -> None:
        n = threat.damage // 2 if amount == "half" else amount
        healed = threat.heal(n)
        if healed:
            game.emit(ShipChanged(f"{threat.label} repairs {healed} damage"))

    return _named(step, "repair half its damage" if amount == "half" else f"repair {amount}")


def shield_add(n: int) -> Step:
    def step(threat: ExternalThreat, game: Game) -> None:
        threat.shield_now += n
        game.emit(ShipChanged(f"{threat.label}: shield +{n} ({threat.shield_now})"))

    return _named(step, f"shield +{n}")


def shield_set(n: int) -> Step:
    def step(threat: ExternalThreat, game: Game) -> None:
        threat.shield_now = n
        game.emit(ShipChanged(f"{threat.label}: shield is now {n}"))

    return _named(step, f"shield becomes {n}")


def speed_add(n: int) -> Step:
    def step(threat: AnyThreat, game: Game) -> None:
        threat.speed_now += n
        game.emit(ShipChanged(f"{threat.label}: speed +{n} ({threat.speed_now})"))

    return _named(step, f"speed +{n}")


def drain_shields(amount: int | None = None) -> Step:
    """Every zone's shield loses `amount` energy (None: all of it)."""

    def step(threat: AnyThreat, game: Game) -> None:
        ship = game.ship
        for zone in ZONES:
            ship.shields[zone] = 0 if amount is None else max(0, ship.shields[zone] - amount)
        game.emit(ShipChanged(f"{threat.label} drains the shields"))

    return _named(step, "all shields lose all energy" if amount is None else f"every shield loses {amount}")


@named("the ship is destroyed")
def destroy_ship(threat: AnyThreat, game: Game) -> None:
    game.lose(f"{threat.label} ({threat.id}) destroyed the ship")


# -- crew -----------------------------------------------------------------------------------
def delay_players(where: str) -> Step:
    """Delay the next action of players aboard: 'ship', 'own_zone' or 'own_stations'."""

    def step(threat: AnyThreat, game: Game) -> None:
        for player in game.players_where(where, threat):
            game.delay_next(player, f"{threat.label}")

    return _named(step, {"ship": "everyone aboard is delayed", "own_zone": "players in its zone are delayed",
                         "own_stations": "players in its stations are delayed"}[where])


def knock_out(where: str | tuple[Station, ...], keep: Callable[[Player], bool] | None = None,
              keep_text: str = "") -> Step:
    """Knock out players aboard in 'ship', 'own_zone', 'own_station(s)' or a station list."""

    def step(threat: AnyThreat, game: Game) -> None:
        for player in game.players_where(where, threat):
            if keep is None or keep(player):
                game.knock_out(player, threat.label)

    names = {"ship": "everyone aboard", "own_zone": "everyone in its zone",
             "own_station": "everyone in its station", "own_stations": "everyone in its stations"}
    where_text = names.get(where) if isinstance(where, str) else ", ".join(s.label for s in where)
    return _named(step, f"{where_text}{keep_text} is knocked out")


# -- internal --------------------------------------------------------------------------
def damage(amount: Amount, zones: ZoneSpec = "own") -> Step:
    """Internal damage: never absorbed by shields."""

    def step(threat: AnyThreat, game: Game) -> None:
        n = amount_of(amount, threat, game)
        for zone in zones_of(zones, threat):
            game.damage_zone(zone, n, threat.label)

    return _named(step, f"{_amount_text(amount)} damage{_zones_text(zones)}")


def each_station_damage(n: int) -> Step:
    """Every station the threat occupies deals `n` to its own zone (Slime, Contamination)."""

    def step(threat: InternalThreat, game: Game) -> None:
        for station in list(threat.stations):
            game.damage_zone(station.zone, n, threat.label)

    return _named(step, f"{n} damage in the zone of each of its stations")


def move(direction: str) -> Step:
    """Intruder move: 'red', 'blue' or 'deck' (gravolift state never matters)."""
    shift = {"red": toward_red, "blue": toward_blue, "deck": other_deck}[direction]

    def step(threat: InternalThreat, game: Game) -> None:
        before = threat.stations[0]
        after = shift(before)
        if after != before:
            after = game.intruder_destination(threat, before, after)
        if after != before:
            threat.stations[0] = after
            game.emit(ShipChanged(f"{threat.label} moves to {after.label}"))

    return _named(step, "change deck" if direction == "deck" else f"move toward {direction}")


def drain_reactor(amount: int | None, zones: ZoneSpec = "own") -> Step:
    """Remove energy from reactors (None: all of it)."""

    def step(threat: AnyThreat, game: Game) -> None:
        ship = game.ship
        for zone in zones_of(zones, threat):
            ship.reactors[zone] = 0 if amount is None else max(0, ship.reactors[zone] - amount)
        game.emit(ShipChanged(f"{threat.label} drains reactor energy"))

    what = "all energy" if amount is None else f"{amount} energy"
    return _named(step, f"reactor loses {what}{_zones_text(zones)}")


def drain_shield(zones: ZoneSpec = "own") -> Step:
    def step(threat: AnyThreat, game: Game) -> None:
        for zone in zones_of(zones, threat):
            game.ship.shields[zone] = 0
        game.emit(ShipChanged(f"{threat.label} empties the shield"))

    return _named(step, f"shield loses all energy{_zones_text(zones)}")


def stations_text(stations: Iterable[Station]) -> str:
    return ", ".join(s.label for s in stations)
