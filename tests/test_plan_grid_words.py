"""`spacealert plan`'s grid in the crew's language: the plan grid's own cells (`←`, `·`,
`Hib`), never the record's tokens (`red`, `empty`, `Hmove:upper-blue`), columns aligned
by display width; `--json` stays the record's tokens."""
from __future__ import annotations

import json

import pytest
from rich.cells import cell_len

from spacealert_tui.commands.plan import grid_lines
from spacealert_tui.rules import record_from_dict

from tests.cli_run import run
from tests.coach.test_changes import LOST_FOR_ONE_CARD

TOKENS = {"red", "blue", "empty", "lift", "bots", "Hmove:upper-blue", "Hmove"}


def heroic_plan():
    crew = [dict(m) for m in LOST_FOR_ONE_CARD["crew"]]
    crew[0]["actions"] = ["HA", "Hmove:upper-blue", *crew[0]["actions"][2:]]
    return record_from_dict({**LOST_FOR_ONE_CARD, "crew": crew})


def columns(line: str) -> list[int]:
    """The display columns at which each cell of a grid line starts."""
    starts, col, before = [], 0, " "
    for ch in line:
        if ch != " " and before == " ":
            starts.append(col)
        col += cell_len(ch)
        before = ch
    return starts


@pytest.mark.parametrize("lang, words", [("es", ("A heroica", "vacío", "mover a la roja")),
                                         ("pt", ("A heroica", "vazio", "mover à vermelha")),
                                         ("en", ("heroic A", "empty", "move red"))])
def test_the_grid_is_the_apps_cells_aligned_with_their_words_under_it(speak, lang, words):
    speak(lang)
    lines = grid_lines(heroic_plan())
    grid, legend = lines[:5], lines[-1]
    cells = [line.split()[2:] for line in grid[1:]]         # after "Crew n"
    assert not TOKENS & {c for row in cells for c in row}, cells
    assert "HA" in cells[0] and cells[0][1].startswith("H") and len(cells[0][1]) == 3
    header = columns(grid[0])
    for line in grid[1:]:
        assert columns(line)[-12:] == header, (line, grid[0])
    assert all(w in legend for w in words), legend


def test_json_keeps_the_records_tokens(capsys, speak):
    speak("es")
    status, out, _ = run(capsys, "--lang", "es", "plan", "example/01-first-flight", "--iterations", "5",
                         "--draws", "2", "--seed", "4", "--workers", "1", "--json")
    assert status == 0
    assert all(isinstance(t, str) and t.isascii() for m in json.loads(out)["crew"] for t in m["actions"])
