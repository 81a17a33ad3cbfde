"""Damage tiles: six per zone, drawn face down; the seventh destroys the ship."""
from __future__ import annotations

from enum import IntEnum


class Tile(IntEnum):
    STRUCTURE = 0
    GRAVOLIFT = 1
    UPPER_CANNON = 2
    LOWER_CANNON = 3
    SHIELD = 4
    REACTOR = 5

    label: str          # "upper_cannon": set on each member below


for _tile in Tile:
    _tile.label = _tile.name.lower()


TILES = tuple(Tile)
TILE_NAMES = tuple(t.label for t in TILES)     # `TILE_NAMES[tile]` is `tile.label`, faster
TILE_BY_NAME = {t.label: t for t in TILES}
TILE_BY_NAME["structural"] = Tile.STRUCTURE
