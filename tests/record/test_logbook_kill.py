"""Killing the app while it writes never corrupts the logbook nor loses a finished mission.

A child process logs missions as fast as it can, each in its own transaction, and
prints each id once `add_mission` returned. It is killed with SIGKILL at some moment;
the logbook must then open, pass `PRAGMA integrity_check`, hold every mission the
child reported, and every mission in it must be whole (its line, its record and its
result, consistent with each other).
"""
from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from spacealert_tui.record.logbook import Logbook

ROOT = Path(__file__).resolve().parents[2]

CHILD = r"""
import sys
from spacealert_tui.record import load_record
from spacealert_tui.record.logbook import Logbook
from spacealert_tui.rules import resolve
from dataclasses import replace


def load_flown(path):
    # the first flight is played on Simulation 1, which earns explorers nothing (ruling
    # EX18): flown on a mission, so that its awards are made
    record = load_record(path)
    return replace(record, soundtrack="base/mission-1") if "simulation" in (record.soundtrack or "") else record

examples = sys.argv[2]
pairs = []
for name in ("01-first-flight", "04-lost-in-blue", "02-intruders-aboard"):
    record = load_flown(f"{examples}/{name}.yaml")
    pairs.append((record, resolve(record).result))
print("opening", flush=True)
book = Logbook.open(sys.argv[1])
print("ready", flush=True)
run = sys.argv[3]
i = 0
while True:
    record, result = pairs[i % len(pairs)]
    mission_id = book.add_mission(record, result, draft_id=f"{run}-{i}",
                                  crew_name=None if i % 4 else f"crew {i % 3}",
                                  date=f"2025-{1 + i % 12:02d}-{1 + i % 28:02d}")
    print(mission_id, flush=True)
    i += 1
"""


def child(path: Path, run: str) -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.Popen([sys.executable, "-c", CHILD, str(path), str(ROOT / "missions" / "examples"), run],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)


def check_whole(path: Path, reported: set[int], before: set[int] | frozenset[int] = frozenset()) -> set[int]:
    """Checks the logbook after a kill; `before`: the ids it held before this child ran."""
    with Logbook.open(path) as book:
        assert book.integrity_check() == []
        db = book.db
        ids = {r[0] for r in db.execute("SELECT id FROM missions")}
        texts = {r[0] for r in db.execute("SELECT mission_id FROM mission_texts")}
        assert reported <= ids, f"lost finished missions: {sorted(reported - ids)[:5]}"
        assert ids == texts, "a mission without its record, or a record without its mission"
        # at most the one mission committed but not yet printed when the kill came
        assert len(ids - before - reported) <= 1
        assert db.execute("PRAGMA foreign_key_check").fetchall() == []
        for m in book.missions():
            full = book.mission(m.id)
            assert full is not None
            result = full.result()
            assert result["status"] == full.status
            if full.won:
                assert result["score"]["total"] == full.total
            else:
                assert result["lost"]["turn"] == full.lost_turn and full.total is None
            assert full.record().title == full.title
            assert len(full.crew) == len(full.record().crew)
        return ids


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_killed_in_the_middle_of_writing_many_missions(tmp_path) -> None:
    path = tmp_path / "logbook.sqlite3"
    rng = random.Random(20250101)
    reported: set[int] = set()
    ids: set[int] = set()
    for run in range(4):
        proc = child(path, f"run{run}")
        assert proc.stdout is not None and proc.stderr is not None
        try:
            assert proc.stdout.readline().strip() == "opening", proc.stderr.read()
            assert proc.stdout.readline().strip() == "ready", proc.stderr.read()
            # let it write for a while, then kill it at some moment of some transaction
            wanted = rng.randint(15, 60)
            written = 0
            while written < wanted:
                line = proc.stdout.readline()
                assert line, proc.stderr.read()
                reported.add(int(line))
                written += 1
            time.sleep(rng.uniform(0, 0.02))
            os.kill(proc.pid, signal.SIGKILL)
            proc.wait(timeout=10)
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
        assert proc.returncode == -signal.SIGKILL
        # what it printed before dying was committed
        for line in proc.stdout.read().split():
            reported.add(int(line))
        proc.stdout.close()
        proc.stderr.close()
        now = check_whole(path, reported, ids)
        assert len(now) > len(ids)
        ids = now
    assert len(ids) >= 60


def test_killed_while_opening_a_new_logbook(tmp_path):
    """Killed during creation and migration: the next open finishes the job."""
    for delay in (0.0, 0.001, 0.002, 0.005, 0.01, 0.03):
        path = tmp_path / f"logbook-{delay}.sqlite3"
        proc = child(path, "early")
        assert proc.stdout.readline().strip() == "opening", proc.stderr.read()
        time.sleep(delay)
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=10)
        reported = {int(x) for x in proc.stdout.read().split() if x.isdigit()}
        proc.stdout.close()
        proc.stderr.close()
        check_whole(path, reported)


EXPLORER_CHILD = r"""
import sys
from spacealert_tui.record import load_record
from spacealert_tui.record.logbook import Logbook
from spacealert_tui.rules import resolve
from dataclasses import replace


def load_flown(path):
    # the first flight is played on Simulation 1, which earns explorers nothing (ruling
    # EX18): flown on a mission, so that its awards are made
    record = load_record(path)
    return replace(record, soundtrack="base/mission-1") if "simulation" in (record.soundtrack or "") else record

pairs = []
for name in ("01-first-flight", "04-lost-in-blue", "01-first-flight"):
    record = load_flown(f"{sys.argv[2]}/{name}.yaml")
    pairs.append((record, resolve(record).result))
book = Logbook.open(sys.argv[1])
for name in ("Ana", "Cy"):
    if book.explorer(name) is None:
        book.new_explorer(name)
print("ready", flush=True)
i = 0
while True:
    record, result = pairs[i % len(pairs)]
    print(book.add_mission(record, result, draft_id=f"{sys.argv[3]}-{i}", explorers={"Ana": "Ana", "Cy": "Cy"},
                           judged={"Ana": ["duck"]}), flush=True)
    i += 1
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_killed_while_awarding_explorers_neither_loses_nor_doubles_an_award(tmp_path) -> None:
    path = tmp_path / "logbook.sqlite3"
    rng = random.Random(20260301)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    reported: set[int] = set()
    for run in range(3):
        proc = subprocess.Popen([sys.executable, "-c", EXPLORER_CHILD, str(path), str(ROOT / "missions" / "examples"),
                                 f"run{run}"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
        assert proc.stdout is not None and proc.stderr is not None
        try:
            assert proc.stdout.readline().strip() == "ready", proc.stderr.read()
            for _ in range(rng.randint(5, 25)):
                line = proc.stdout.readline()
                assert line, proc.stderr.read()
                reported.add(int(line))
            time.sleep(rng.uniform(0, 0.02))
            os.kill(proc.pid, signal.SIGKILL)
            proc.wait(timeout=10)
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
        reported |= {int(x) for x in proc.stdout.read().split()}
        proc.stdout.close()
        proc.stderr.close()
        with Logbook.open(path) as book:
            assert book.integrity_check() == []
            missions = {m.id: m for m in book.missions()}
            assert reported <= set(missions)
            for name in ("Ana", "Cy"):
                explorer = book.explorer(name)
                awarded = [a.mission_id for a in explorer.awards]
                assert sorted(awarded) == sorted(missions), "an award lost or doubled"
                assert explorer.sheet.experience == sum(a.experience + a.achievement_xp for a in explorer.awards)
                assert explorer.sheet.clones == sum(1 for m in missions.values() if not m.won)


JUDGED_CHILD = r"""
import sys
from spacealert_tui.record import load_record
from spacealert_tui.record.logbook import Logbook
from spacealert_tui.rules import resolve
from dataclasses import replace


def load_flown(path):
    # the first flight is played on Simulation 1, which earns explorers nothing (ruling
    # EX18): flown on a mission, so that its awards are made
    record = load_record(path)
    return replace(record, soundtrack="base/mission-1") if "simulation" in (record.soundtrack or "") else record

record = load_flown(f"{sys.argv[2]}/01-first-flight.yaml")
result = resolve(record).result
book = Logbook.open(sys.argv[1])
for name in ("Ana", "Cy"):
    if book.explorer(name) is None:
        book.new_explorer(name)
for mission_id in book.pending_awards():         # what a process killed earlier left waiting
    book.settle_pending(mission_id)
print("ready", flush=True)
i = 0
crew = {"Ana": "Ana", "Cy": "Cy"}
while True:
    mission_id = book.add_mission(record, result, draft_id=f"{sys.argv[3]}-{i}", pending=crew)
    print("logged", mission_id, flush=True)
    book.award_explorers(mission_id, record, result, crew, judged={"Ana": ["duck"]})
    print("awarded", mission_id, flush=True)
    i += 1
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_killed_between_logging_a_won_mission_and_its_judged_award(tmp_path):
    """The app logs a won mission, then awards it once the crew has judged: killed in
    between, the waiting award is in the logbook and the next run makes it, once."""
    path = tmp_path / "logbook.sqlite3"
    rng = random.Random(20260302)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    for run in range(4):
        proc = subprocess.Popen([sys.executable, "-c", JUDGED_CHILD, str(path), str(ROOT / "missions" / "examples"),
                                 f"run{run}"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
        try:
            assert proc.stdout.readline().strip() == "ready", proc.stderr.read()
            for _ in range(rng.randint(4, 30)):
                assert proc.stdout.readline(), proc.stderr.read()
            time.sleep(rng.uniform(0, 0.02))
            os.kill(proc.pid, signal.SIGKILL)
            proc.wait(timeout=10)
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
        proc.stdout.close()
        proc.stderr.close()
        with Logbook.open(path) as book:
            assert book.integrity_check() == []
            missions = {m.id for m in book.missions()}
            waiting = set(book.pending_awards())
            assert len(waiting) <= 1, "only the mission the kill came after can wait"
            for name in ("Ana", "Cy"):
                explorer = book.explorer(name)
                awarded = [a.mission_id for a in explorer.awards]
                assert len(awarded) == len(set(awarded)), "an award doubled"
                assert set(awarded) | waiting == missions and not set(awarded) & waiting, "an award lost"
                assert explorer.sheet.experience == sum(a.experience + a.achievement_xp for a in explorer.awards)
    with Logbook.open(path) as book:                 # the last one left waiting, settled
        for mission_id in book.pending_awards():
            book.settle_pending(mission_id)
        missions = {m.id for m in book.missions()}
        assert all(sorted(a.mission_id for a in book.explorer(n).awards) == sorted(missions) for n in ("Ana", "Cy"))
