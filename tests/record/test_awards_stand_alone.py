"""Each waiting award stands alone (issue 26): one that can no longer be made is said in
one line and stays waiting, and every other award (a crewmate's, a later mission's) is
made; a mission whose crew is judging in another window is left to that window."""
from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from spacealert_tui.record.logbook import Logbook

pytestmark = pytest.mark.usefixtures("data_dir")
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def first_flight(first_flight):
    """The first flight flown on a mission: on its own soundtrack, Simulation 1, it earns
    explorers nothing (ruling EX18), and these tests are about awards being made."""
    from tests.conftest import on_a_mission
    return on_a_mission(first_flight)


def _run(*argv: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "spacealert_tui.cli", *argv], cwd=ROOT, env=os.environ.copy(),
                          capture_output=True, text=True, timeout=120)


def _waiting(first_flight, *, dead: str | None = None, bad_date: str | None = None) -> tuple[int, int]:
    """Ana and Bo wait for their award of two missions; `dead` died since, `bad_date` has an
    imported award line whose date is not a date."""
    with Logbook.open() as book:
        book.new_explorer("Ana")
        book.new_explorer("Bo")
        first = book.add_mission(*first_flight, date="2026-05-01", pending={"Ana": "Ana", "Bo": "Bo"})
        second = book.add_mission(*first_flight, date="2026-05-02", pending={"Ana": "Ana", "Bo": "Bo"})
        if dead:
            book.db.execute("UPDATE explorers SET died = '2026-04-30' WHERE name = ?", (dead,))
        if bad_date:
            book.db.execute("INSERT INTO explorer_awards (explorer_id, played, description, success, experience, "
                            "achievement_xp) SELECT id, '2026-13-45', 'M', 1, 3, 0 FROM explorers WHERE name = ?",
                            (bad_date,))
        book.db.commit()
    return first, second


def _awarded(name: str) -> list[int]:
    with Logbook.open() as book:
        return [a.mission_id for a in book.explorer(name).awards if a.mission_id is not None]


@pytest.mark.parametrize("damage", ["dead", "bad_date", "gone"])
def test_one_award_that_cannot_be_made_stops_no_other(first_flight, damage):
    first, second = _waiting(first_flight, dead="Bo" if damage == "dead" else None,
                             bad_date="Bo" if damage == "bad_date" else None)
    if damage == "gone":
        with Logbook.open() as book:
            book.db.execute("DELETE FROM explorers WHERE name = 'Bo'")
            book.db.commit()
    proc = _run("explorers", "--settle")
    assert proc.returncode == 2 and "Traceback" not in proc.stderr, proc.stderr
    lines = proc.stderr.splitlines()
    assert [line for line in lines if "Bo not awarded" in line and line.startswith("spacealert: mission #")] \
        == [line for line in lines if "not awarded" in line] and len(lines) == 3, proc.stderr
    assert "settled 2 waiting awards" in proc.stderr
    assert _awarded("Ana") == [first, second]          # the crewmate's and the later mission's
    with Logbook.open() as book:
        assert book.pending_awards() == {first: {"Bo": "Bo"}, second: {"Bo": "Bo"}}   # nothing lost


def test_a_mission_whose_record_is_gone_stops_no_later_one(first_flight):
    first, second = _waiting(first_flight)
    with Logbook.open() as book:
        book.db.execute("DELETE FROM mission_texts WHERE mission_id = ?", (first,))
        book.db.commit()
    proc = _run("explorers", "--settle")
    assert proc.returncode == 2 and "Traceback" not in proc.stderr, proc.stderr
    assert f"spacealert: mission #{first}: not awarded" in proc.stderr
    assert _awarded("Ana") == [second] and _awarded("Bo") == [second]


JUDGING = textwrap.dedent("""
    import sys
    from spacealert_tui.record.claims import claim, judging_path
    from spacealert_tui.record.logbook import Logbook
    with Logbook.open() as book:
        claim(judging_path(book.path, int(sys.argv[1])))
        print("judging", flush=True)
        sys.stdin.readline()                     # the crew ticks its achievements...
        book.award_explorers(int(sys.argv[1]), *__import__("pickle").loads(bytes.fromhex(sys.argv[2])),
                             {"Ana": "Ana", "Bo": "Bo"}, judged={"Ana": ["lunch_money"]})
    print("awarded", flush=True)
""")


def test_settling_from_another_window_leaves_the_award_being_judged(first_flight):
    """The score screen claims the mission while its crew judges; `--settle` from another
    window skips it, and the crew's judged achievement is then awarded."""
    import pickle

    first, second = _waiting(first_flight)
    window = subprocess.Popen([sys.executable, "-c", JUDGING, str(first), pickle.dumps(first_flight).hex()],
                              cwd=ROOT, env=os.environ.copy(), stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              text=True)
    try:
        assert window.stdout.readline().strip() == "judging"
        proc = _run("explorers", "--settle")
        assert f"mission #{first}: its crew is judging its achievements in another window" in proc.stderr
        assert "settled 1 waiting award" in proc.stderr
        assert _awarded("Ana") == [second]
        window.stdin.write("\n")
        window.stdin.flush()
        assert window.stdout.readline().strip() == "awarded"
    finally:
        window.stdin.close()
        window.wait(timeout=60)
    with Logbook.open() as book:
        ana = book.explorer("Ana")
        assert [a.mission_id for a in ana.awards] == [first, second]
        assert "lunch_money" in ana.awards[0].achievements        # what the crew judged is kept
        assert book.pending_awards() == {}
