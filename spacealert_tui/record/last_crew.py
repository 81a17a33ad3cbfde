"""The crew that played last, offered again in the next set-up.

A table mostly plays with the same people in the same seats: their names, colours,
roles and which seats are androids are kept in `data_dir()/last-crew.json` (written
atomically when a mission starts) and the next set-up opens with them. Reading never
fails: a missing, unreadable or odd file gives no crew (the set-up's defaults), and a
seat that does not make sense is left out. An explorer is kept on a seat an explorer
may fly: a human's, or the captain's of a solo crew of androids (ruling NS21).
"""
from __future__ import annotations

import json
from dataclasses import asdict
from pathlib import Path

from spacealert_tui.errors import UserError
from spacealert_tui.fileio import read_user_text
from spacealert_tui.record.crew import BADGES, explorer_may_fly
from spacealert_tui.record.draft import COLORS, CrewSeat, data_dir
from spacealert_tui.record.files import write_atomic

FILENAME = "last-crew.json"
CREW_FORMAT = "spacealert-crew/1"
ROLES = ("captain", "communications", "security")
MAX_CREW = 5


def crew_path() -> Path:
    return data_dir() / FILENAME


def save_last_crew(crew: list[CrewSeat], path: Path | None = None) -> None:
    """Remember `crew`; raises OSError if the file cannot be written (callers say so)."""
    doc = {"format": CREW_FORMAT, "crew": [asdict(seat) for seat in crew]}
    write_atomic(path or crew_path(), json.dumps(doc, ensure_ascii=False, indent=1) + "\n")


def _seat(item: object) -> CrewSeat | None:
    if not isinstance(item, dict):
        return None
    name, color = item.get("name"), item.get("color")
    roles, android = item.get("roles", []), item.get("android", False)
    if not isinstance(name, str) or not name.strip() or color not in COLORS:
        return None
    if not isinstance(roles, list) or not all(r in ROLES for r in roles) or not isinstance(android, bool):
        return None
    explorer, badges = item.get("explorer", ""), item.get("badges", [])
    known = {b for b, *_ in BADGES}
    return CrewSeat(name.strip(), color, list(dict.fromkeys(roles)), android,
                    explorer.strip() if isinstance(explorer, str) else "",
                    [b for b in badges if b in known] if isinstance(badges, list) else [])


def load_last_crew(path: Path | None = None) -> list[CrewSeat]:
    """The crew remembered, in seat order; [] when there is none that makes sense."""
    try:        # a regular file of a sane size only: a FIFO never hangs the set-up
        doc = json.loads(read_user_text(path or crew_path(), what="file"))
    except (UserError, ValueError, RecursionError):
        return []
    if not isinstance(doc, dict) or doc.get("format") != CREW_FORMAT or not isinstance(doc.get("crew"), list):
        return []
    crew: list[CrewSeat] = []
    for item in doc["crew"][:MAX_CREW]:
        seat = _seat(item)
        if seat is None or any(s.name.casefold() == seat.name.casefold() or s.color == seat.color
                               for s in crew):
            continue
        crew.append(seat)
    for seat in crew:       # only now the crew is known: who is the solo captain
        if not explorer_may_fly(crew, seat):
            seat.explorer = ""
    return crew
