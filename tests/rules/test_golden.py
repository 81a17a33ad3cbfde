"""The golden suite: example records in, the board after every turn out, one line each
(`rules/state_text.py`), compared with the files in tests/rules/golden.

Each golden file opens with the record it resolves and the rulebook pages it checks
(`# checks:`); its lines were read against those pages when it was written (the
first turns of each are worked out in its `# worked:` lines). A change of the rules
core that moves a line is either a bug or a ruling: the failing line says which
turn, and `SPACEALERT_GOLDEN=update` writes the files again (headers kept) once the
change is judged right and the ruling written in docs/rulings.md.
"""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from spacealert_tui.record import load_record
from spacealert_tui.rules.rulesets import game_class
from spacealert_tui.rules.state_text import state_text
from tests.conftest import EXAMPLES

GOLDEN = Path(__file__).parent / "golden"
FILES = sorted(GOLDEN.glob("*.txt"))


def turn_lines(record_name: str) -> list[str]:
    """The board after the last step of each turn (13: after the jump)."""
    record = load_record(EXAMPLES / record_name)
    game = game_class(record)(record, snapshots=True).run()
    last: dict[int, dict] = {}
    for snap in game.snapshots or []:
        last[snap["turn"]] = snap
    return [state_text(last[turn]) for turn in sorted(last) if turn > 0]


def _read(path: Path) -> tuple[list[str], str, list[str]]:
    lines = path.read_text(encoding="utf-8").splitlines()
    header = [line for line in lines if line.startswith("#")]
    record = next(line.split(":", 1)[1].strip() for line in header if line.startswith("# record:"))
    return header, record, [line for line in lines if line and not line.startswith("#")]


def test_the_golden_suite_covers_both_rulesets_and_cites_the_rulebook():
    assert len(FILES) >= 3
    for path in FILES:
        header, record, _ = _read(path)
        checks = [line for line in header if line.startswith("# checks:")]
        assert checks and ("rulebook" in checks[0]), f"{path.name} cites no rulebook page"
        assert (EXAMPLES / record).is_file()
    rulesets = {game_class(load_record(EXAMPLES / _read(p)[1])).__name__ for p in FILES}
    assert rulesets == {"Game", "NewFrontierGame"}


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_each_turn_of_a_golden_record(path):
    header, record, want = _read(path)
    got = turn_lines(record)
    if os.environ.get("SPACEALERT_GOLDEN") == "update":
        path.write_text("\n".join([*header, *got]) + "\n", encoding="utf-8")
        return
    assert len(got) == len(want), f"{path.name}: {len(got)} turns resolved, {len(want)} in the file"
    for turn, (line, expected) in enumerate(zip(got, want), 1):
        assert line == expected, f"{path.name}, turn {turn}:\n  got  {line}\n  want {expected}"
