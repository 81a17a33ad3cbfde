"""A ship state as one line of text, as python-chess's FEN is for a chess position.

Read off a snapshot (`rules.snapshot`), so it says what the board shows and nothing
the engine keeps for itself. Fields, separated by " | ":

    turn step | shields r/w/b reactors r/w/b capsules rockets | tiles r/w/b |
    maintained phases, best visual confirmation per phase | squads | crew | threats

    4 damage | sh 1/0/1 re 2/3/2 cap 3 rk 2 | tiles -/s/- | ph 1 vis 0/0/0 |
    lr:stored ub:stored | Ana:lr Bo:uw* | E1-07:Fighter#1 active r7 d2 s2 v3

Damage tiles: s structure, g gravolift, u upper cannon, l lower cannon, h shield,
r reactor (in the order drawn; "-" none). Stations: ur uw ub lr lw lb, and "int" for
the interceptors (with the distance band, int2, where the interceptors fly out). A
crew member: `*` knocked out, `+bots` leading an active squad, `+bots-` an inactive
one. A threat: card and label, state, zone letter (r w b, or i inside) and square,
damage d, shield s and speed v as they are now, its stations inside, then the
expansion's keys of the snapshot, `key=value`. `Game.__repr__` and the golden suite
(tests/rules/golden) use it; two states are the same exactly when their lines are.
"""
from __future__ import annotations

from typing import Any

TILE_LETTERS = {"structure": "s", "gravolift": "g", "upper_cannon": "u", "lower_cannon": "l",
                "shield": "h", "reactor": "r"}
STATION_CODES = {"upper-red": "ur", "upper-white": "uw", "upper-blue": "ub", "lower-red": "lr",
                 "lower-white": "lw", "lower-blue": "lb", "interceptors": "int"}
ZONE_LETTERS = {"red": "r", "white": "w", "blue": "b", None: "i"}
# a threat's snapshot keys the line shows in fields of their own
THREAT_FIELDS = frozenset({"label", "card", "kind", "zone", "track", "position", "damage", "hp", "shield",
                           "speed", "state", "stations"})


def state_text(snap: dict) -> str:
    """The one-line text form of a snapshot."""
    ship = snap["ship"]
    parts = [
        f"{snap['turn']} {snap['step'] or '-'}",
        "sh {} re {} cap {} rk {}{}".format(_three(ship["shields"]), _three(ship["reactors"]), ship["capsules"],
                                            ship["rockets"], _rocket(ship)),
        "tiles " + "/".join("".join(TILE_LETTERS[t] for t in zone) or "-" for zone in ship["tiles"]),
        "ph {} vis {}".format("".join(str(p) for p in ship["maintained_phases"]) or "-", _three(ship["visual_best"])),
        " ".join(f"{STATION_CODES[s]}:{state}" for s, state in sorted(ship["squads"].items())) or "-",
        " ".join(_member(m) for m in snap["crew"]),
        ", ".join(_threat(t) for t in snap["threats"]) or "-",
    ]
    return " | ".join(parts)


def _three(values: list[int]) -> str:
    return "/".join(str(v) for v in values)


def _rocket(ship: dict) -> str:
    return " launched" if ship["rocket_launched"] else " flying" if ship["rocket_flying"] else ""


def _member(member: dict) -> str:
    station = STATION_CODES[member["station"]] + (str(member["band"]) if member.get("band") else "")
    bots = {None: "", "active": "+bots", "inactive": "+bots-"}[member["bots"]]
    return f"{member['name'].replace(' ', '_')}:{station}{'*' if member['knocked_out'] else ''}{bots}"


def _threat(threat: dict) -> str:
    out = "{}:{} {} {}{} d{}".format(threat["card"], threat["label"].replace(" ", ""), threat["state"],
                                     ZONE_LETTERS[threat["zone"]], threat["position"], threat["damage"])
    if threat["shield"] is not None:
        out += f" s{threat['shield']}"
    out += f" v{threat['speed']}"
    if threat["stations"]:
        out += " @" + "+".join(STATION_CODES[s] for s in threat["stations"])
    for key in sorted(k for k in threat if k not in THREAT_FIELDS):
        out += f" {key}={_plain(threat[key])}"
    return out


def _plain(value: Any) -> str:
    if isinstance(value, dict):
        return "{" + ",".join(f"{k}:{_plain(v)}" for k, v in sorted(value.items())) + "}"
    if isinstance(value, list):
        return "[" + ",".join(_plain(v) for v in value) + "]"
    return str(value).replace(" ", "_")
