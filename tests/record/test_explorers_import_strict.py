"""An explorers import is checked as strictly as a record (issue 26): a date that is not a
date (impossible, full-width digits), a number past any sheet (past SQLite's range), an
unknown specialization: one line naming the file and the field, exit status 2, nothing
imported; before, the first two were accepted (and a lost mission then could not be logged)
and the third was an "unexpected error"."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from spacealert_tui.record.logbook import Logbook

pytestmark = pytest.mark.usefixtures("data_dir")
ROOT = Path(__file__).resolve().parents[2]
AWARD = {"played": "2026-03-01", "description": "M", "success": True, "experience": 3, "achievement_xp": 0,
         "record_key": None, "achievements": []}
ANA = {"name": "Ana", "consent": True, "created": "2026-01-01T10:00:00", "died": None, "experience": 3,
       "level": 1, "cursor": 0, "margin": 0, "clones": 0, "specializations": {"medic": 1},
       "achievements": [], "awards": [AWARD]}


@pytest.mark.parametrize("change, field, says", [
    ({"awards": [{**AWARD, "played": "2026-13-45"}]}, "explorers[0].awards[0].played", "not a date"),
    ({"awards": [{**AWARD, "played": "２０２６-03-01"}]}, "explorers[0].awards[0].played", "not a date"),
    ({"created": "yesterday"}, "explorers[0].created", "not a date"),
    ({"died": "2026-02-30"}, "explorers[0].died", "not a date"),
    ({"experience": 10**30}, "explorers[0].experience", "expected a whole number from 0 to"),
    ({"clones": -1}, "explorers[0].clones", "expected a whole number from 0 to"),
    ({"level": 31}, "explorers[0].level", "expected a whole number from 0 to 30"),
    ({"awards": [{**AWARD, "experience": 2**63}]}, "explorers[0].awards[0].experience",
     "expected a whole number from 0 to"),
    ({"specializations": {"juggler": 1}}, "explorers[0].specializations", "expected one of the specializations"),
    ({"achievements": [7]}, "explorers[0].achievements[0]", "expected a name"),
])
def test_a_bad_import_is_one_line_naming_the_field(tmp_path, change, field, says):
    path = tmp_path / "explorers.json"
    path.write_text(json.dumps({"format": "spacealert-explorers/1", "explorers": [{**ANA, **change}]},
                               ensure_ascii=False), encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "spacealert_tui.cli", "explorers", "--import", str(path)],
                          cwd=ROOT, env=os.environ.copy(), capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2, proc.stderr
    assert proc.stderr.count("\n") == 1 and proc.stderr.startswith(f"spacealert: {path}: {field}: {says}"), \
        proc.stderr
    with Logbook.open() as book:
        assert book.explorers() == []                       # all or none


def test_a_good_import_still_goes_in(tmp_path):
    path = tmp_path / "explorers.json"
    path.write_text(json.dumps({"format": "spacealert-explorers/1", "explorers": [ANA]}), encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "spacealert_tui.cli", "explorers", "--import", str(path)],
                          cwd=ROOT, env=os.environ.copy(), capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0 and "imported 1 explorer: Ana" in proc.stderr
