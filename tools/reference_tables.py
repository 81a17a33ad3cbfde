#!/usr/bin/env python3
"""Write the fact tables of docs/reference/ from the project's own data (developers only).

    .venv/bin/python tools/reference_tables.py           # say which tables are out of date
    .venv/bin/python tools/reference_tables.py --write   # rewrite them in place

The tables sit in the Markdown files between a pair of markers,

    <!-- generated: NAME (tools/reference_tables.py) -->
    ...
    <!-- end generated: NAME -->

and are built from what the engine and the package actually use (the threat cards'
classes, the trajectory boards, the ship's capacities with each damage tile, the
action deck, the shipped official tracks), so the reference the docs give cannot
drift from the code: `tests/test_reference_docs.py` fails when they differ. The prose
around the markers (where each fact comes from) is written by hand.
"""
from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from spacealert_tui.rules.card_text import card_json, sort_key  # noqa: E402
from spacealert_tui.mission import to_flash  # noqa: E402
from spacealert_tui.mission.catalogue import official_missions  # noqa: E402
from spacealert_tui.rules import action_deck  # noqa: E402
from spacealert_tui.rules.layout import ZONES  # noqa: E402
from spacealert_tui.rules.ship import Ship  # noqa: E402
from spacealert_tui.rules.threats import CARDS  # noqa: E402
from spacealert_tui.rules.tiles import TILES  # noqa: E402
from spacealert_tui.rules.tracks import TRAJECTORIES, range_band  # noqa: E402

REFERENCE = ROOT / "docs" / "reference"
BLOCK = re.compile(r"(<!-- generated: (?P<name>[\w-]+) \(tools/reference_tables.py\) -->\n)"
                   r"(?P<body>.*?)"
                   r"(<!-- end generated: (?P=name) -->)", re.S)


def cell(text: object) -> str:
    """A value as a Markdown table cell: pipes escaped, never empty."""
    s = "–" if text is None or text == "" else str(text)
    return s.replace("|", "\\|").replace("\n", " ")


def table(header: list[str], rows: Sequence[Sequence[object]]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(cell(v) for v in row) + " |" for row in rows]
    return "\n".join(lines) + "\n"


def base_cards(card_set: str = "base") -> list[dict]:
    return [card_json(CARDS[cid]) for cid in sorted(CARDS, key=sort_key) if CARDS[cid].set == card_set]


def threat_values(card_set: str = "base") -> str:
    rows = []
    for c in base_cards(card_set):
        kind = c["kind"] if c["kind"] == "external" else c["type"]
        where = ", ".join(c.get("stations", [])) or None
        if c.get("system"):
            where = f"{where} (system {c['system']})"
        rows.append([c["card"], c["name"], c["name_es"], c["color"], c["seriousness"], kind,
                     c["hp"], c.get("shield"), c["speed"],
                     f"{c['points_survived']} / {c['points_destroyed']}", where])
    return table(["card", "name", "Spanish name", "colour", "common/serious", "kind", "HP", "shield",
                  "speed", "points survived / destroyed", "starts in"], rows)


def threat_actions(card_set: str = "base") -> str:
    out = []
    for c in base_cards(card_set):
        out.append(f"- **{c['card']} {c['name']}.** X: {c['x'] or 'nothing'}. Y: {c['y'] or 'nothing'}. "
                   f"Z: {c['z'] or 'nothing'}. Special: {c['rules'] or 'none.'}")
    return "\n".join(out) + "\n"


def trajectories() -> str:
    rows = []
    for number, t in sorted(TRAJECTORIES.items()):
        squares = {letter: [sq for sq, a in sorted(t.actions.items(), reverse=True) if a == letter]
                   for letter in "XYZ"}
        bands = {band: [sq for sq in range(1, t.length + 1) if range_band(sq) == band] for band in (1, 2, 3)}
        rows.append([f"T{number}", t.length,
                     ", ".join(map(str, squares["X"])) or None, ", ".join(map(str, squares["Y"])) or None,
                     ", ".join(map(str, squares["Z"])) or None,
                     *(f"{b[0]}–{b[-1]}" if b else None for b in (bands[3], bands[2], bands[1]))])
    return table(["board", "squares (start square)", "X on", "Y on", "Z on",
                  "range 3", "range 2", "range 1"], rows)


def damage_tiles() -> str:
    """Each tile's effect, read off the ship with and without it, zone by zone."""
    def figures(ship: Ship, zone: int) -> dict[str, object]:
        return {"heavy laser strength": ship.heavy_laser_strength(zone),
                "light laser strength": None if zone == 1 else ship.light_laser_strength(zone),
                "pulse cannon range": ship.pulse_range() if zone == 1 else None,
                "shield capacity": ship.shield_capacity(zone),
                "reactor capacity": ship.reactor_capacity(zone),
                "gravolift damaged": ship.lift_damaged(zone)}

    rows = []
    for tile in TILES:
        row: list[object] = [tile.label]
        for zone in ZONES:
            before = figures(Ship(), zone)
            after = figures(Ship(initial_damage={zone: (tile,)}), zone)
            changes = [f"{k} {before[k]} → {after[k]}" if not isinstance(after[k], bool) else k
                       for k in before if before[k] != after[k]]
            row.append("; ".join(changes) or "no effect")
        rows.append(row)
    return table(["tile", *(f"{zone.label} zone" for zone in ZONES)], rows)


def action_deck_table() -> str:
    counts = action_deck.composition()
    rows = [[action, *(counts[(action, move)] for move in action_deck.MOVES),
             sum(counts[(action, move)] for move in action_deck.MOVES)] for action in action_deck.ACTIONS]
    rows.append(["total", *(sum(counts[(a, m)] for a in action_deck.ACTIONS) for m in action_deck.MOVES),
                 len(action_deck.NORMAL_CARDS)])
    return table(["action half ↓ / movement half →", *action_deck.MOVES, "total"], rows)


def heroic_cards() -> str:
    rows = [[card.id, card.action, card.move.removeprefix("Hmove:")] for card in action_deck.HEROIC_CARDS]
    return table(["card", "heroic action half", "heroic move half (to)"], rows)


def double_deck() -> str:
    from spacealert_tui.rules.double_deck import DOUBLE_ROWS
    rows = [[n, f"`{double}`", single, copies] for n, (double, single, copies) in enumerate(DOUBLE_ROWS, 1)]
    rows.append(["", "", "**total**", f"**{sum(r[2] for r in DOUBLE_ROWS)}**"])
    return table(["#", "double half", "single half", "copies"], rows)


def official_tracks() -> str:
    rows = [[t.id, t.title, f"`{to_flash(t)}`"] for t in official_missions()]
    return table(["id", "title", "timeline (flash code)"], rows)


TABLES: dict[str, Callable[[], str]] = {
    "threat-values": threat_values, "threat-actions": threat_actions,
    "trajectories": trajectories, "damage-tiles": damage_tiles,
    "action-deck": action_deck_table, "heroic-cards": heroic_cards, "double-deck": double_deck,
    "official-tracks": official_tracks,
    "new-frontier-threat-values": lambda: threat_values("new_frontier"),
    "new-frontier-threat-actions": lambda: threat_actions("new_frontier"),
}


def refreshed(text: str) -> tuple[str, set[str]]:
    """`text` with every generated block rebuilt, and the names of the blocks found."""
    found: set[str] = set()

    def rebuild(m: re.Match) -> str:
        name = m["name"]
        if name not in TABLES:
            raise KeyError(f"unknown generated table {name!r}")
        found.add(name)
        return m.group(1) + TABLES[name]() + m.group(4)

    return BLOCK.sub(rebuild, text), found


def stale(folder: Path = REFERENCE) -> list[str]:
    """What is out of date: the files whose tables differ, and tables no file holds."""
    problems, seen = [], set()
    for path in sorted(folder.glob("*.md")):
        text = path.read_text(encoding="utf-8")
        new, found = refreshed(text)
        seen |= found
        if new != text:
            problems.append(f"{path.relative_to(ROOT)}: tables differ from the code")
    problems += [f"no file in {folder.relative_to(ROOT)} holds the table {name!r}"
                 for name in sorted(set(TABLES) - seen)]
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help="rewrite the tables in place")
    args = parser.parse_args(argv)
    if args.write:
        for path in sorted(REFERENCE.glob("*.md")):
            text = path.read_text(encoding="utf-8")
            new, _ = refreshed(text)
            if new != text:
                tmp = path.with_suffix(".md.tmp")
                tmp.write_text(new, encoding="utf-8")
                tmp.replace(path)
                print(f"wrote {path.relative_to(ROOT)}")
    problems = stale()
    for line in problems:
        print(line, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
