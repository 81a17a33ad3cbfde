"""What every resolved mission must satisfy, whatever its cards: the checks the
property tests of the base game and of The New Frontier share, so that a rule of
the board is stated once."""
from __future__ import annotations

import json
from collections.abc import Iterable

from spacealert_tui.rules import GameRecord, Resolution
from spacealert_tui.rules.layout import ZONES
from spacealert_tui.rules.new_frontier.threats.summoners import Summoner
from spacealert_tui.rules.threats import CARDS

HEROIC_B_SLACK = 3      # heroic B adds at most one cube over capacity per use


def uses_heroic_b(record: GameRecord) -> bool:
    return any(a.token.startswith("HB") for c in record.crew for a in c.actions)


def check_result(result: dict, record: GameRecord | None = None) -> None:
    """Won with a score that adds up, or lost by turn 13 with none; given the record,
    every card laid beside a summoner is listed once, naming its summoner (the Space
    Time Vortex's bonus card is no threat of the mission)."""
    assert result["status"] in ("won", "lost")
    if result["status"] == "won":
        s = result["score"]
        assert s["total"] == sum(v for k, v in s.items() if k not in ("total", "bonus_lines"))
        assert s["bonus"] == sum(s.get("bonus_lines", {}).values())     # the expansion's lines
    else:
        assert result["score"] is None and result["lost"]["turn"] <= 13
    if record is not None:
        summoned = sorted(t["card"] for t in result["threats"] if t["summoned_by"])
        assert summoned == sorted(d.summons for d in record.threats
                                  if d.summons and issubclass(CARDS[d.card], Summoner))


def check_same(first: Resolution, second: Resolution) -> None:
    """Two resolutions of one record: the same events and result, byte for byte."""
    assert [e.as_dict() for e in first.events] == [e.as_dict() for e in second.events]
    assert json.dumps(first.result.to_json()) == json.dumps(second.result.to_json())


def check_boards(snapshots: Iterable[dict], *, heroic_b: bool) -> None:
    """Energy never negative nor over capacity (but for heroic B's cubes), at most
    three capsules and rockets, a station's tiles distinct and at most six."""
    slack = HEROIC_B_SLACK if heroic_b else 0
    for snap in snapshots:
        ship = snap["ship"]
        for z in ZONES:
            assert 0 <= ship["shields"][z] <= ship["shield_capacity"][z] + slack
            assert 0 <= ship["reactors"][z] <= ship["reactor_capacity"][z] + slack
        assert 0 <= ship["capsules"] <= 3 and 0 <= ship["rockets"] <= 3
        for tiles in ship["tiles"]:
            assert len(tiles) <= 6 and len(set(tiles)) == len(tiles)


def check_threats(threats: Iterable) -> None:
    """A threat's damage within its HP; a megashield within its printed value."""
    for threat in threats:
        assert 0 <= threat.damage <= threat.max_hp
        if hasattr(threat, "megashield"):
            assert 0 <= threat.megashield <= threat.megashield_full
