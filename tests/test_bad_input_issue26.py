"""Bad input that gave "unexpected error" (exit 1) gives one line naming the file and the
field, exit status 2 (issue 26): mission times of hundreds of digits, impossible import
dates (2026-13-45, full-width digits), 300-character file names, numbers past SQLite's
range, deep nesting. A saved mission with such a time is skipped with a notice, never the
list of every soundtrack."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
FIRST_FLIGHT = ROOT / "missions" / "examples" / "01-first-flight.yaml"
LONG = "a" * 300


def _run(*argv: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "spacealert_tui.cli", *argv], cwd=ROOT, env=os.environ.copy(),
                          capture_output=True, text=True, timeout=120)


def _one_line(proc: subprocess.CompletedProcess, *parts: str) -> None:
    assert proc.returncode == 2, proc.stderr
    assert proc.stderr.count("\n") == 1 and proc.stderr.startswith("spacealert: "), proc.stderr
    for part in parts:
        assert part in proc.stderr, proc.stderr


def _mission(tmp_path: Path, end) -> Path:
    shown = _run("mission", "show", "base/mission-1", "--json")
    doc = json.loads(shown.stdout)
    doc["phase_ends"] = [*doc["phase_ends"][:2], end]
    path = tmp_path / "long.yaml"
    path.write_text(json.dumps(doc))
    return path


@pytest.mark.parametrize("end, says", [("9" * 300 + ":00", "is not a time"),
                                       (10**25, "too long for a soundtrack (at most 60:00)")])
def test_a_mission_time_of_hundreds_of_digits(tmp_path, data_dir, end, says):
    path = _mission(tmp_path, end)
    _one_line(_run("mission", "show", str(path)), f"{path}:1: phase_ends[2]: ", says)
    (data_dir / "missions").mkdir(parents=True)
    path.rename(data_dir / "missions" / "long.yaml")     # saved: the list goes on without it
    listed = _run("mission", "list")
    assert listed.returncode == 0 and "base/mission-1 " in listed.stdout and "user/long" not in listed.stdout
    assert listed.stderr.startswith("spacealert: skipped ") and "long.yaml" in listed.stderr


@pytest.mark.parametrize("date", ["2026-13-45", "２０２６-01-01"])
def test_an_impossible_import_date(tmp_path, data_dir, date):
    path = tmp_path / "record.yaml"
    path.write_text(FIRST_FLIGHT.read_text().replace("\nmission:", f'\nlogbook:\n  date: "{date}"\nmission:', 1),
                    encoding="utf-8")
    _one_line(_run("logbook", "--import-records", str(path)), "logbook.date: expected a date YYYY-MM-DD")


def test_a_300_character_name(tmp_path, data_dir):
    _one_line(_run("logbook", "--import-records", str(tmp_path / LONG)), "too long for the file system")
    _one_line(_run("logbook", "--export-records", str(tmp_path / LONG / "x")), "too long for the file system")


@pytest.mark.parametrize("option", ["--limit", "--delete"])
def test_a_number_past_sqlite(data_dir, option):
    _one_line(_run("logbook", option, str(10**25), "--yes"), "a number is too big")


def test_deep_nesting_in_an_explorers_import(tmp_path, data_dir):
    path = tmp_path / "deep.json"
    path.write_text("[" * 100_000 + "]" * 100_000)
    _one_line(_run("explorers", "--import", str(path)), f"{path}: nested too deep")


def test_a_big_record_without_aliases_is_read(tmp_path, data_dir):
    """Only what aliases add counts against the alias limit: a valid 3.9 MB record written
    out in full was refused as "aliases expand to more than 20000 values"."""
    notes = "".join(f"  - a note of the crew, written out in full, number {i:06d} of many\n" for i in range(58_000))
    path = tmp_path / "big.yaml"
    path.write_text(FIRST_FLIGHT.read_text().rstrip() + "\nnotes:\n" + notes, encoding="utf-8")
    assert 3_800_000 < path.stat().st_size < 4 * 1024 * 1024
    proc = _run("resolve", str(path))
    assert proc.returncode == 0 and proc.stderr == "", proc.stderr
