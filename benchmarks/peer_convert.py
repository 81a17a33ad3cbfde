"""Our records in the input of ecm85/space-alert-resolver (the peer), for `peer_compare.py`.

The peer reads a mission as command-line words (its `GameParser`):

    -external-tracks red:Track2 white:Track3 blue:Track1 -internal-track Track4
    -players player-index:0 actions:--ab... player-color:Blue ...
    -external-threats id:E1-07 time:5 location:Red ...
    -internal-threats id:I1-02 time:3 ...

and shuffles the damage tiles with an unseeded `Random`. `peer_line` writes one mission
as one line: `dmg:` and the three zones' piles (red;white;blue, top first, the peer's
tile names), then those words; the driver lays the piles in place of the peer's
shuffle, so both engines draw the same tiles.

Only what both engines read is written. A record the peer cannot express raises
`Unsupported`: stumbles, heroic moves, double actions, specializations, campaign
damage or squads, androids' own rules. The peer's player order is its index, ours the
crew's order (captain first, clockwise): the index is the crew position. Unconfirmed
reports count only with five (rulebook), so with fewer they are left out. The peer's card
ids are the cards' printed numbers, as ours (`E1-07`).
"""
from __future__ import annotations

from spacealert_tui.rules import CARDS, GameRecord, record_to_dict
from spacealert_tui.rules.ship import Ship

# our action tokens -> the peer's action codes (GameParser.actionTypesByCode)
ACTION_CODES = {"empty": "-", "red": "<", "blue": ">", "lift": "^", "A": "a", "B": "b",
                "C": "c", "bots": "x", "HA": "A", "HB": "B", "Hbots": "X"}
# our tiles (Tile.label) -> the peer's DamageToken names
TILE_NAMES = {"structure": "Structural", "gravolift": "Gravolift", "upper_cannon": "FrontCannon",
              "lower_cannon": "BackCannon", "shield": "Shield", "reactor": "Reactor"}
COLORS = ("Blue", "Green", "Red", "Yellow", "Purple")


class Unsupported(ValueError):
    """The record uses something the peer's input cannot say."""


def _zone(label: str) -> str:
    return label.capitalize()


def piles(record: GameRecord) -> list[list[str]]:
    """Red, white, blue piles as our engine draws them, top first, in the peer's names."""
    ours = Ship.shuffle_piles(record.damage_seed, record.damage_order)
    return [[TILE_NAMES[tile.label] for tile in reversed(pile)] for pile in ours]


def peer_words(record: GameRecord) -> list[str]:
    """The peer's `GameParser` arguments for `record`."""
    doc = record_to_dict(record)
    if record.rules or record.initial_damage or record.disabled_squads:
        raise Unsupported("optional rules or campaign carry-over")
    tracks = record.tracks
    words = ["-external-tracks"] + [f"{z}:Track{tracks[z]}" for z in ("red", "white", "blue")]
    words += ["-internal-track", f"Track{tracks['internal']}", "-players"]
    for index, member in enumerate(doc["crew"]):
        if member.get("specialization") or member.get("android"):
            raise Unsupported(f"crew[{index}]: specialization or android")
        try:
            codes = "".join(ACTION_CODES[token] for token in member["actions"])
        except KeyError as error:
            raise Unsupported(f"crew[{index}]: action {error.args[0]!r}") from None
        words += [f"player-index:{index}", f"actions:{codes}", f"player-color:{COLORS[index]}"]
    five = len(record.crew) == 5
    external: list[str] = []
    internal: list[str] = []
    for draw in record.threats:
        if draw.unconfirmed and not five:
            continue
        item = [f"id:{draw.card}", f"time:{draw.turn}"]
        if draw.zone is not None:
            item.append(f"location:{_zone(draw.zone.label)}")
        if draw.summons is not None:
            kind = CARDS[draw.summons].kind
            item.append(f"extra-{kind}-threat-id:{draw.summons}")
        (external if draw.zone is not None else internal).extend(item)
    return words + ["-external-threats", *external, "-internal-threats", *internal]


def peer_line(record: GameRecord) -> str:
    """One mission for the driver: the damage piles, then the peer's arguments."""
    tiles = ";".join(",".join(pile) for pile in piles(record))
    return " ".join([f"dmg:{tiles}", *peer_words(record)])
