"""A plain-data picture of the whole board after a step, for animation and replays.

Only built when asked (`resolve(record, snapshots=True)`): it costs more than the
resolution itself. Plain dicts/lists/ints so it can be compared, stored and drawn.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from spacealert_tui.rules.layout import ZONES
from spacealert_tui.rules.threats.base import ExternalThreat

if TYPE_CHECKING:
    from spacealert_tui.rules.game import Game


def take_snapshot(game: Game) -> dict:
    ship = game.ship
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
        "crew": [{
            "name": p.name,
            "station": p.station.label,
            "knocked_out": p.knocked_out,
            "bots": None if p.squad is None else p.squad.state,
            "actions": [a.token for a in p.actions],
        } for p in game.players],
        "threats": [{
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
            **expansion_keys(t, game),
        } for t in game.threats],
    }


#: Snapshot keys of the expansion's mechanics, read off a threat attribute of the same
#: name when the card has it (docs/rulesets.md, "What the board reads"): a card family
#: exposes its state by naming the attribute so, and the board draws it.
PLAIN_KEYS = ("summon_token", "phased", "megashield", "inaccessible", "blocked_weapons")
_MISSING = object()


def expansion_keys(threat: object, game: Game) -> dict:
    """The expansion's keys a threat has, JSON-plain; none for a base card (its snapshot
    is what it was before the expansion)."""
    out: dict = {}
    for key in PLAIN_KEYS:
        value: Any = getattr(threat, key, _MISSING)
        if value is _MISSING:
            continue
        if key == "blocked_weapons":
            value = [list(w) if isinstance(w, (tuple, list)) else str(w) for w in value or ()]
        out[key] = value
    summoner = getattr(threat, "summoned_by", None)
    if summoner is not None:
        out["summoned_by"] = getattr(summoner, "label", str(summoner))
    if getattr(threat, "spans_all_tracks", False):
        out["spans"] = threat.span_positions(game)   # type: ignore[attr-defined]
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
