"""Damaged or odd user data is skipped with a notice, never a hang, a stop or exit 1
(issue 26): a FIFO in the campaigns folder or as the remembered crew, deeply nested school
progress, hand-edited drafts, a logbook row edited by hand (an explorer's level as text,
a mission's record text gone)."""
from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from spacealert_tui.record.draft import CrewSeat, MissionDraft, unfinished_drafts

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "missions" / "examples"


def _run(*argv: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "spacealert_tui.cli", *argv], cwd=ROOT, env=os.environ.copy(),
                          capture_output=True, text=True, timeout=60)


def _python(code: str) -> subprocess.CompletedProcess:
    """`code` in a fresh process: a hang is the timeout's error, not the test run's."""
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], cwd=ROOT, env=os.environ.copy(),
                          capture_output=True, text=True, timeout=60)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_fifo_in_the_campaigns_folder_is_skipped_with_a_notice(data_dir):
    (data_dir / "campaigns").mkdir(parents=True)
    os.mkfifo(data_dir / "campaigns" / "c-fifo.json")
    proc = _python("""
        from spacealert_tui.record.campaign import unfinished_campaigns
        problems = []
        print(len(unfinished_campaigns(problems)), problems)
    """)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("0 [") and "c-fifo.json: not a regular file" in proc.stdout


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_fifo_as_the_remembered_crew_is_no_crew(data_dir):
    data_dir.mkdir(parents=True)
    os.mkfifo(data_dir / "last-crew.json")
    proc = _python("from spacealert_tui.record.last_crew import load_last_crew; print(load_last_crew())")
    assert (proc.returncode, proc.stdout.strip()) == (0, "[]"), proc.stderr


def test_deeply_nested_school_progress_is_one_line(data_dir):
    data_dir.mkdir(parents=True)
    (data_dir / "school.json").write_text("[" * 100_000 + "]" * 100_000)
    proc = _run("school", "--list")
    assert proc.returncode == 2 and proc.stderr.count("\n") == 1, proc.stderr
    assert "school.json: not JSON (nested too deep)" in proc.stderr


@pytest.mark.parametrize("edit, says", [
    (lambda d: d["crew"][0].update(name=5), "crew[0].name: 5 is not a str"),
    (lambda d: d["plans"][0].__setitem__(3, 7), "plans[0]: expected a list of cards"),
    (lambda d: d["threats"].append({"turn": "one", "kind": "external"}), "threats[0].turn: 'one' is not a int"),
    (lambda d: d["crew"][0].update(roles=[None]), "crew[0].roles: expected a list of words"),
    (lambda d: d["tracks"].update(red="T1"), "tracks.red: 'T1' is not a whole number"),
])
def test_a_hand_edited_draft_is_skipped_with_its_reason(data_dir, edit, says) -> None:
    good = MissionDraft.new(crew=[CrewSeat("Ana")], stage="entry")
    good.save()
    bad = MissionDraft.new(crew=[CrewSeat("Bo")], stage="entry")
    doc = bad.to_json()
    edit(doc)
    bad.path.write_text(json.dumps(doc))
    problems: list[str] = []
    assert [d.id for d in unfinished_drafts(problems)] == [good.id]
    assert len(problems) == 1 and says in problems[0] and bad.path.name in problems[0]


def _damaged_logbook(data_dir: Path) -> None:
    assert _run("explorers", "--new", "Ana").returncode == 0
    assert _run("explorers", "--new", "Bo").returncode == 0
    assert _run("logbook", "--import-records", str(EXAMPLES / "01-first-flight.yaml"),
                str(EXAMPLES / "04-lost-in-blue.yaml")).returncode == 0
    db = sqlite3.connect(data_dir / "logbook.sqlite3")
    db.execute("UPDATE explorers SET level = 'x' WHERE name = 'Ana'")
    db.execute("DELETE FROM mission_texts WHERE mission_id = 1")
    db.commit()
    db.close()


def test_damaged_logbook_rows_are_skipped_with_a_notice(data_dir, tmp_path):
    _damaged_logbook(data_dir)
    listed = _run("explorers")
    assert listed.returncode == 0 and listed.stdout.startswith("Bo ") and "Ana" not in listed.stdout
    assert listed.stderr == "spacealert: skipped explorer #1 'Ana': damaged row (level: 'x')\n"
    one = _run("explorers", "Ana")
    assert one.returncode == 2 and one.stderr.count("\n") == 1 and "damaged row (level: 'x')" in one.stderr
    exported = _run("logbook", "--export-records", str(tmp_path / "out"))
    assert exported.returncode == 0, exported.stderr
    assert "spacealert: skipped mission #1: its record is missing from the logbook" in exported.stderr
    assert [p.name[:6] for p in (tmp_path / "out").iterdir()] == ["00002-"]


@pytest.mark.parametrize("edit, says", [
    ({"crew": [{"name": 5}]}, "crew[0].name: 5 is not a str"),
    ({"max_missions": "three"}, "campaign[0].max_missions: 'three' is not a int"),
    ({"missions": [{"draft_id": "d", "record_yaml": 7}]}, "missions[0].record_yaml: 7 is not a str"),
    ({"created": "yesterday"}, "created: 'yesterday'"),
])
def test_a_hand_edited_campaign_file_is_skipped_with_its_reason(data_dir, edit, says) -> None:
    from spacealert_tui.record.campaign import CampaignState, unfinished_campaigns

    good = CampaignState.new()
    good.save()
    bad = CampaignState.new()
    bad.id += "-bad"
    bad.save()
    doc = json.loads(bad.path.read_text())
    doc.update(edit)
    bad.path.write_text(json.dumps(doc))
    problems: list[str] = []
    assert [s.id for s in unfinished_campaigns(problems)] == [good.id]
    assert len(problems) == 1 and says in problems[0] and bad.path.name in problems[0], problems
