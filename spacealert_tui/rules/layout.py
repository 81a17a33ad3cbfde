"""The ship's geometry: three zones, two decks, six stations, and the interceptors.

Integers inside (`IntEnum`), names outside ("upper-red"), as the record contract spells them.
"""
from __future__ import annotations

from enum import IntEnum


class Zone(IntEnum):
    RED = 0
    WHITE = 1
    BLUE = 2

    label: str          # "red": set on each member below (a plain attribute reads fastest)


class Deck(IntEnum):
    UPPER = 0
    LOWER = 1


class Station(IntEnum):
    UPPER_RED = 0
    UPPER_WHITE = 1
    UPPER_BLUE = 2
    LOWER_RED = 3
    LOWER_WHITE = 4
    LOWER_BLUE = 5
    INTERCEPTORS = 6  # out in space: in no zone and on no deck

    # set on each member below: plain attributes, read on every action
    label: str          # "upper-red"
    zone: Zone          # (not for the interceptors)
    deck: Deck
    aboard: bool


ZONES = (Zone.RED, Zone.WHITE, Zone.BLUE)
# `ZONE_NAMES[zone]` is `zone.label`, faster: an attribute of an enum member takes the slow path
ZONE_NAMES = ("red", "white", "blue")
SHIP_STATIONS = tuple(Station)[:6]
STATION_NAMES = ("upper-red", "upper-white", "upper-blue", "lower-red", "lower-white",
                 "lower-blue", "interceptors")
STATION_BY_NAME = {name: Station(i) for i, name in enumerate(STATION_NAMES)}
# the reference files write stations with underscores; accept both spellings
STATION_BY_NAME.update({name.replace("-", "_"): s for name, s in list(STATION_BY_NAME.items())})
ZONE_BY_NAME = {z.name.lower(): z for z in ZONES}
ZONE_OF = {s: Zone(s % 3) for s in SHIP_STATIONS}
# `STATION_ZONES[station]` is `station.zone` (read at every shot and transfer), faster
STATION_ZONES = tuple(ZONE_OF[s] for s in SHIP_STATIONS)
DECK_OF = {s: Deck(s // 3) for s in SHIP_STATIONS}

for _zone in Zone:
    _zone.label = ZONE_NAMES[_zone]
for _station in Station:
    _station.label = STATION_NAMES[_station]
    _station.aboard = _station is not Station.INTERCEPTORS
    if _station.aboard:
        _station.zone, _station.deck = ZONE_OF[_station], DECK_OF[_station]


def station_at(zone: Zone, deck: Deck) -> Station:
    return Station(deck * 3 + zone)


# the neighbours of each station, by station: read on every move, and `Station(n)`
# (an enum call) costs as much as a whole move
TOWARD_RED = tuple(s if s % 3 == 0 else Station(s - 1) for s in Station)
TOWARD_BLUE = tuple(s if s % 3 == 2 else Station(s + 1) for s in SHIP_STATIONS)
OTHER_DECK = tuple(Station((s + 3) % 6) for s in Station)


def toward_red(station: Station) -> Station:
    """The next station toward red on the same deck (itself when already in red)."""
    return TOWARD_RED[station]


def toward_blue(station: Station) -> Station:
    return TOWARD_BLUE[station]


def other_deck(station: Station) -> Station:
    return OTHER_DECK[station]


def zone_stations(zone: Zone) -> tuple[Station, Station]:
    return (Station(zone), Station(zone + 3))
