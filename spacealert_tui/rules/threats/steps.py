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
from spacealert_tui.rules.text import N_, Seq, msg, pmsg
from spacealert_tui.rules.threats.base import Named

if TYPE_CHECKING:
    from spacealert_tui.rules.crew import Player
    from spacealert_tui.rules.threats.base import GameApi
    from spacealert_tui.rules.threats.base import AnyThreat, ExternalThreat, InternalThreat, Step

R = TypeVar("R")
Amount = int | Named[int]
ZoneSpec = str | tuple[Zone, ...]   # "own" | "all" | "others" | explicit zones


def _named(fn: Callable[[Any, GameApi], R], text: str) -> Named[R]:
    """The function itself, with its narration text as an attribute (no wrapper: steps
    are called in the rules core's hottest loop)."""
    step = cast("Named[R]", fn)
    step.text = text
    return step


def named(text: str) -> Callable[[Callable[[Any, GameApi], R]], Named[R]]:
    """Decorator: give a step or an amount its narration text."""
    return lambda fn: _named(fn, text)


def amount_of(amount: Amount, threat: AnyThreat, game: GameApi) -> int:
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


# what the steps' events say: templates the events keep with their values (ShipChanged)
REPAIRS = N_("{threat} repairs {n} damage")
SHIELD_PLUS = N_("{threat}: shield +{n} ({shield})")
SHIELD_NOW = N_("{threat}: shield is now {n}")
SPEED_PLUS = N_("{threat}: speed +{n} ({speed})")
DRAINS_SHIELDS = N_("{threat} drains the shields")
MOVES_TO = N_("{threat} moves to {station}")
DRAINS_REACTOR = N_("{threat} drains reactor energy")
EMPTIES_SHIELD = N_("{threat} empties the shield")


def _zones_text(spec: ZoneSpec) -> str:
    if spec == "own":
        return ""
    if spec == "all":
        return N_(" on all zones")
    if spec == "others":
        return N_(" on the other zones")
    if isinstance(spec, str):
        raise ValueError(f"unknown zones {spec!r}")
    if len(spec) == 2:
        return msg(" on {zone} and {other}", zone=pmsg("zone", spec[0].label), other=pmsg("zone", spec[1].label))
    return Seq(" and ", (msg(" on {zone}", zone=pmsg("zone", z.label)) for z in spec))


def _amount_text(amount: Amount) -> str:
    return str(amount) if isinstance(amount, int) else amount.text


def _joined(*parts: str) -> str:
    """Texts said one after the other (each translated alone)."""
    return Seq("", (p for p in parts if p))


# -- amounts --------------------------------------------------------------------------
@named("its remaining HP")
def remaining_hp(threat: AnyThreat, game: GameApi) -> int:
    return threat.hp_left


def remaining_hp_times(k: int) -> Named[int]:
    return _named(lambda t, g: k * t.hp_left, msg("{k} × its remaining HP", k=k))


# -- external --------------------------------------------------------------------------
def attack(amount: Amount, zones: ZoneSpec = "own", *, ignores_shields: bool = False,
           double: bool = False, when: Callable[[AnyThreat, GameApi], bool] | None = None,
           when_text: str = "") -> Step:
    """An attack on zones, absorbed by shields (unless it ignores them)."""
    # most attacks: known now (`worked_out` None), not worked out at each attack
    fixed, worked_out = (amount, None) if isinstance(amount, int) else (0, amount)

    def step(threat: AnyThreat, game: GameApi) -> None:
        if when is not None and not when(threat, game):
            return
        strength = fixed if worked_out is None else worked_out(threat, game)
        for zone in zones_of(zones, threat):
            game.attack_zone(zone, strength, threat, ignores_shields=ignores_shields, double=double)

    return _named(step, attack_text(msg("attack {amount}", amount=_amount_text(amount)), zones,
                                    ignores_shields=ignores_shields, double=double, when_text=when_text))


def attack_text(head: str, zones: ZoneSpec = "own", *, ignores_shields: bool = False, double: bool = False,
                when_text: str = "", **_: object) -> str:
    """An attack's card text after its first words `head` ("attack 2"): zones and riders."""
    return _joined(head, _zones_text(zones), N_(", ignoring shields") if ignores_shields else "",
                   N_(", 2 damage per point through the shield") if double else "",
                   " " if when_text else "", when_text)


def heal(amount: int | Literal["half"]) -> Step:
    def step(threat: AnyThreat, game: GameApi) -> None:
        n = threat.damage // 2 if amount == "half" else amount
        healed = threat.heal(n)
        if healed and game.telling:
            game.emit(ShipChanged(REPAIRS, {"threat": threat.label, "n": healed}))

    return _named(step, N_("repair half its damage") if amount == "half" else msg("repair {n}", n=amount))


def shield_add(n: int) -> Step:
    def step(threat: ExternalThreat, game: GameApi) -> None:
        threat.shield_now += n
        if game.telling:
            game.emit(ShipChanged(SHIELD_PLUS, {"threat": threat.label, "n": n, "shield": threat.shield_now}))

    return _named(step, msg("shield +{n}", n=n))


def shield_set(n: int) -> Step:
    def step(threat: ExternalThreat, game: GameApi) -> None:
        threat.shield_now = n
        if game.telling:
            game.emit(ShipChanged(SHIELD_NOW, {"threat": threat.label, "n": n}))

    return _named(step, msg("shield becomes {n}", n=n))


def speed_add(n: int) -> Step:
    def step(threat: AnyThreat, game: GameApi) -> None:
        threat.speed_now += n
        if game.telling:
            game.emit(ShipChanged(SPEED_PLUS, {"threat": threat.label, "n": n, "speed": threat.speed_now}))

    return _named(step, msg("speed +{n}", n=n))


def drain_shields(amount: int | None = None) -> Step:
    """Every zone's shield loses `amount` energy (None: all of it)."""

    def step(threat: AnyThreat, game: GameApi) -> None:
        ship = game.ship
        for zone in ZONES:
            ship.shields[zone] = 0 if amount is None else max(0, ship.shields[zone] - amount)
        if game.telling:
            game.emit(ShipChanged(DRAINS_SHIELDS, {"threat": threat.label}))

    return _named(step, N_("all shields lose all energy") if amount is None
                  else msg("every shield loses {n}", n=amount))


@named("the ship is destroyed")
def destroy_ship(threat: AnyThreat, game: GameApi) -> None:
    game.lose(msg("{threat} ({card}) destroyed the ship", threat=threat.label, card=threat.id))


# -- crew -----------------------------------------------------------------------------------
def delay_players(where: str) -> Step:
    """Delay the next action of players aboard: 'ship', 'own_zone' or 'own_stations'."""

    def step(threat: AnyThreat, game: GameApi) -> None:
        for player in game.players_where(where, threat):
            game.delay_next(player, threat.label)

    return _named(step, {"ship": N_("everyone aboard is delayed"), "own_zone": N_("players in its zone are delayed"),
                         "own_stations": N_("players in its stations are delayed")}[where])


def knock_out(where: str | tuple[Station, ...], keep: Callable[[Player], bool] | None = None,
              keep_text: str = "") -> Step:
    """Knock out players aboard in 'ship', 'own_zone', 'own_station(s)' or a station list."""

    def step(threat: AnyThreat, game: GameApi) -> None:
        for player in game.players_where(where, threat):
            if keep is None or keep(player):
                game.knock_out(player, threat.label)

    names = {"ship": N_("everyone aboard"), "own_zone": N_("everyone in its zone"),
             "own_station": N_("everyone in its station"), "own_stations": N_("everyone in its stations")}
    where_text = names.get(where) if isinstance(where, str) else Seq(", ", (s.label for s in where))
    return _named(step, msg("{who} is knocked out", who=_joined(where_text or "", keep_text)))


# -- internal --------------------------------------------------------------------------
def damage(amount: Amount, zones: ZoneSpec = "own") -> Step:
    """Internal damage: never absorbed by shields."""

    def step(threat: AnyThreat, game: GameApi) -> None:
        n = amount_of(amount, threat, game)
        for zone in zones_of(zones, threat):
            game.damage_zone(zone, n, threat.label, card=threat.id)

    return _named(step, _joined(msg("{amount} damage", amount=_amount_text(amount)), _zones_text(zones)))


def each_station_damage(n: int) -> Step:
    """Every station the threat occupies deals `n` to its own zone (Slime, Contamination)."""

    def step(threat: InternalThreat, game: GameApi) -> None:
        for station in list(threat.stations):
            game.damage_zone(station.zone, n, threat.label, card=threat.id)

    return _named(step, msg("{n} damage in the zone of each of its stations", n=n))


def move(direction: str) -> Step:
    """Intruder move: 'red', 'blue' or 'deck' (gravolift state never matters)."""
    shift = {"red": toward_red, "blue": toward_blue, "deck": other_deck}[direction]

    def step(threat: InternalThreat, game: GameApi) -> None:
        before = threat.stations[0]
        after = shift(before)
        if after != before:
            after = game.intruder_destination(threat, before, after)
        if after != before:
            threat.stations[0] = after
            if game.telling:
                game.emit(ShipChanged(MOVES_TO, {"threat": threat.label, "station": after.label}))

    return _named(step, N_("change deck") if direction == "deck"
                  else {"red": N_("move toward red"), "blue": N_("move toward blue")}[direction])


def drain_reactor(amount: int | None, zones: ZoneSpec = "own") -> Step:
    """Remove energy from reactors (None: all of it)."""

    def step(threat: AnyThreat, game: GameApi) -> None:
        ship = game.ship
        for zone in zones_of(zones, threat):
            ship.reactors[zone] = 0 if amount is None else max(0, ship.reactors[zone] - amount)
        if game.telling:
            game.emit(ShipChanged(DRAINS_REACTOR, {"threat": threat.label}))

    what = N_("reactor loses all energy") if amount is None else msg("reactor loses {n} energy", n=amount)
    return _named(step, _joined(what, _zones_text(zones)))


def drain_shield(zones: ZoneSpec = "own") -> Step:
    def step(threat: AnyThreat, game: GameApi) -> None:
        for zone in zones_of(zones, threat):
            game.ship.shields[zone] = 0
        if game.telling:
            game.emit(ShipChanged(EMPTIES_SHIELD, {"threat": threat.label}))

    return _named(step, _joined(N_("shield loses all energy"), _zones_text(zones)))


def stations_text(stations: Iterable[Station]) -> str:
    return ", ".join(s.label for s in stations)
