"""A plain-data picture of the whole board after a step, for animation and replays.

Only built when asked (`resolve(record, snapshots=True)`): it costs more than the
resolution itself. Plain dicts/lists/ints so it can be compared, stored and drawn.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol

from spacealert_tui.rules.layout import ZONES
from spacealert_tui.rules.threats.base import ExternalThreat, Malfunction, Threat

if TYPE_CHECKING:
    from spacealert_tui.rules.crew import Player
    from spacealert_tui.rules.events import Event
    from spacealert_tui.rules.ship import Ship


class Pictured(Protocol):
    """What a picture reads of a game being resolved (`Game` has it; the game calls
    this module, so this module names what it reads rather than import the game)."""

    @property
    def ruleset(self) -> str: ...
    @property
    def turn(self) -> int: ...
    @property
    def step(self) -> str: ...
    @property
    def events(self) -> list[Event]: ...
    @property
    def ship(self) -> Ship: ...
    @property
    def players(self) -> list[Player]: ...
    @property
    def threats(self) -> Sequence[Threat]: ...


def take_snapshot(game: Pictured) -> dict:
    ship = game.ship
    players, threats = game.players, game.threats
    # written as comprehensions, with the rare keys added after: a snapshot is taken
    # at every step of every turn, and a call per crew member or threat costs a tenth
    crew: list[dict[str, Any]] = [{
        "name": p.name,
        "station": p.station.label,
        "knocked_out": p.knocked_out,
        "bots": None if p.squad is None else p.squad.state,
        "actions": [a.token for a in p.actions],
    } for p in players]
    pictures: list[dict[str, Any]] = [{
        "label": t.label,
        "card": t.id,
        "kind": t.kind,
        "zone": t.zone.label if t.zone is not None else None,
        "track": t.track.number,
        "position": t.position,
        "damage": t.damage,
        "hp": t.max_hp,
        "shield": t.shield_now if isinstance(t, ExternalThreat) else None,
        "speed": t.speed_now,
        "state": t.state,
        "stations": [s.label for s in getattr(t, "stations", ())],
    } for t in threats]
    if game.ruleset != "base":      # the base game's cards and crew have no other keys
        for p, picture in zip(players, crew):
            # `band`: how far out a pilot flies the variable-distance interceptors (1-3; The
            # New Frontier), only while he is out there, so a base game's snapshot keeps its keys
            band = getattr(p, "band", 0)
            if band:
                picture["band"] = band
        for t, picture in zip(threats, pictures):
            if may_have_expansion_keys(t):
                picture.update(expansion_keys(t, game))
    return {
        "turn": game.turn,
        "step": game.step,
        "event_index": len(game.events),
        "ship": {
            "shields": list(ship.shields),
            "shield_capacity": [ship.shield_capacity(z) for z in ZONES],
            "reactors": list(ship.reactors),
            "reactor_capacity": [ship.reactor_capacity(z) for z in ZONES],
            "capsules": ship.capsules,
            "rockets": ship.rockets,
            "rocket_launched": ship.rocket_launched,
            "rocket_flying": ship.rocket_flying,
            "tiles": [[t.label for t in ship.tiles[z]] for z in ZONES],
            "heavy_fired": list(ship.heavy_fired),
            "light_fired": list(ship.light_fired),
            "pulse_fired": ship.pulse_fired,
            "maintained_phases": sorted(ship.maintained_phases),
            "visual_best": list(ship.visual_best),
            "squads": {s.label: squad.state for s, squad in ship.squads.items()},
            "interceptors_usable": ship.interceptors_usable,
        },
        "crew": crew,
        "threats": pictures,
    }


#: Snapshot keys of the expansion's mechanics read off a threat attribute of the same
#: name when the card has it (docs/rulesets.md, "What the board reads"): a card family
#: exposes its state by naming the attribute so, and the board draws it. Stations and
#: zones become their labels, crew members their names, sets sorted lists.
PLAIN_KEYS = ("summon_token", "inaccessible", "mines", "drones", "disrupted_zones",
              "infected", "host", "lingering")
_MISSING = object()
#: The weapon an A button fires, by station: what a weapon malfunction blocks.
WEAPON_AT = {"upper-red": "heavy", "upper-white": "heavy", "upper-blue": "heavy",
             "lower-red": "light", "lower-white": "pulse", "lower-blue": "light"}
DOORS = ("red-white", "white-blue")


def plain_value(value: Any) -> Any:
    """A card's attribute as JSON-plain data (labels for stations and zones, names for
    crew members)."""
    if value is None or isinstance(value, (bool, str)):
        return value
    for attr in ("label", "name"):          # a Zone or Station (int enums) or a Player
        named = getattr(value, attr, None)
        if isinstance(named, str):
            return named
    if isinstance(value, int):
        return value
    if isinstance(value, (set, frozenset)):
        return sorted(plain_value(v) for v in value)
    if isinstance(value, (list, tuple)):
        return [plain_value(v) for v in value]
    return str(value)


#: Every attribute `expansion_keys` reads: a threat with none of them has no such key.
EXPANSION_ATTRS = frozenset((*PLAIN_KEYS, "summoned_by", "spans_all_tracks", "phasing",
                             "megashield_full", "poisoned", "sabotage"))
_CLASS_MAY_HAVE: dict[type, bool] = {}


def may_have_expansion_keys(threat: Any) -> bool:
    """False for a base card that was given none of the expansion's attributes (a card
    summoned beside a summoner is given two): its class is asked once, its instance
    dict each time. A snapshot is taken at every step; most threats are base cards, and
    asking each for fourteen attributes it lacks was most of a base game's snapshot."""
    cls = type(threat)
    may = _CLASS_MAY_HAVE.get(cls)
    if may is None:
        may = _CLASS_MAY_HAVE[cls] = any(hasattr(cls, name) for name in EXPANSION_ATTRS)
    return may or threat.set == "new_frontier" or not EXPANSION_ATTRS.isdisjoint(
        getattr(threat, "__dict__", ()))


def expansion_keys(threat: Any, game: Pictured) -> dict:
    """The expansion's keys a threat has, JSON-plain; none for a base card (its snapshot
    is what it was before the expansion; `take_snapshot` asks only a threat that
    `may_have_expansion_keys`)."""
    out: dict = {}
    for key in PLAIN_KEYS:
        value: Any = getattr(threat, key, _MISSING)
        if value is not _MISSING:
            out[key] = plain_value(value)
    summoner = getattr(threat, "summoned_by", None)
    if summoner is not None:
        out["summoned_by"] = getattr(summoner, "label", str(summoner))
    if getattr(threat, "spans_all_tracks", False):
        out["spans"] = threat.span_positions(game)
    if getattr(threat, "phasing", False):
        out["phased"] = bool(threat.dematerialized)
    if hasattr(threat, "megashield_full"):
        out["megashield"], out["megashield_full"] = threat.megashield, threat.megashield_full
    if getattr(threat, "poisoned", None) is not None:
        out["poisoned"] = [p.name for p in game.players if p.index in threat.poisoned]
    if getattr(threat, "sabotage", None) is not None:
        out["sabotage"] = [oval.label for oval in threat.sabotage]
    if threat.set == "new_frontier":
        out.update(internal_keys(threat))
    return out


def internal_keys(threat: Any) -> dict:
    """A malfunction's blocked weapons (`[zone, "heavy"|"light"|"pulse"]`, only while it
    really covers the A: a dematerialised one does not) and the doors a card seals."""
    out: dict = {}
    if isinstance(threat, Malfunction) and threat.system == "A":
        out["blocked_weapons"] = [[s.zone.label, WEAPON_AT[s.label]] for s in threat.stations
                                  if threat.covers(s, "A")]
    sealed = getattr(threat, "sealed_doors", None)
    if sealed is not None and getattr(threat, "sealed", None) is not None:
        out["sealed_doors"] = [DOORS[d] for d in sorted(sealed())]
    return out


def squad_holders(snapshots: Sequence[dict]) -> list[dict[str, str]]:
    """For each snapshot, who leads each taken squad: {storage station: crew name}.

    A snapshot only says *that* a squad follows someone; taking one is a C in its
    storage station, so the crew member's station when they first have bots says
    which squad it is. Walks the snapshots in order.
    """
    out: list[dict[str, str]] = []
    holders: dict[str, str] = {}
    had: dict[str, bool] = {}
    for snap in snapshots:
        squads = snap["ship"]["squads"]
        for member in snap["crew"]:
            name, has = member["name"], member["bots"] is not None
            if has and not had.get(name):
                free = [s for s in squads if squads[s] in ("active", "inactive")
                        and s not in holders]
                if member["station"] in free:
                    holders[member["station"]] = name
                elif free:
                    holders[free[0]] = name
            elif not has and had.get(name):
                holders = {s: n for s, n in holders.items() if n != name}
            had[name] = has
        holders = {s: n for s, n in holders.items() if squads.get(s) in ("active", "inactive")}
        out.append(dict(holders))
    return out
