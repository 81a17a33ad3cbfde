"""`spacealert logbook`: printing, --json, --csv, --export-records / --import-records.

Every test has its own empty data folder (tests/conftest.py), so `Logbook.open()` is a
private logbook; `use_data_dir` moves to another one for the round trip.
"""
from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest
from dataclasses import replace

from spacealert_tui.cli import main
from spacealert_tui.record import load_record
from spacealert_tui.record.logbook import Logbook
from spacealert_tui.rules import resolve

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "missions" / "examples"
BAD = ROOT / "tests" / "tui" / "data" / "bad" / "bad-action.yaml"


def log_examples(dates=("2025-01-04", "2025-02-11", "2025-03-01", "2025-03-20", "2025-04-02",
                        "2025-05-09")) -> list[int]:
    """The example records logged: some by a named crew, one from a draft, one with its file."""
    ids = []
    with Logbook.open() as book:
        for i, (path, date) in enumerate(zip(sorted(EXAMPLES.glob("*.yaml")), dates)):
            record = load_record(path)
            if i % 2:          # other people: the crew called Night Shift
                record = replace(record, crew=tuple(replace(c, name=f"N{c.name}") for c in record.crew))
            ids.append(book.add_mission(record, resolve(record).result, date=date,
                                        crew_name="Night Shift" if i % 2 else None,
                                        draft_id=f"draft-{i}" if i == 2 else None,
                                        record_path=str(path) if i == 3 else None))
    return ids


def run(capsys, *argv: str) -> tuple[int, str, str]:
    try:
        code = main(["logbook", *argv])
    except SystemExit as exc:          # argparse's own errors
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def test_an_empty_logbook(capsys):
    code, out, err = run(capsys)
    assert code == 0 and err == ""
    assert "0 missions" in out and "No missions logged yet." in out


def test_prints_the_rulebook_form_and_best_scores(capsys):
    log_examples()
    code, out, _ = run(capsys)
    assert code == 0
    lines = out.splitlines()
    assert lines[1] == "6 missions"
    assert lines[3].split() == ["#id", "date", "soundtrack", "diff", "surv", "dest", "pen", "vis", "total"]
    assert lines[4].startswith("#6     2025-05-09  mission-4        1/-")      # latest first
    lost = next(line for line in lines if "LOST" in line)
    assert lost.startswith("#4     2025-03-20  mission-2        1/1") and lost.endswith("LOST T6: Frigate")
    assert "       Night Shift: NAna (captain), NBo (communications, security), NCy, NDi" in lines
    assert "       Ana (captain), Bo (communications), Cy (security), Di" in lines
    best = lines[lines.index(next(x for x in lines if x.startswith("Best scores"))) + 1:]
    assert best[0].split() == ["soundtrack", "diff", "best", "won", "mission"]
    assert any(b.startswith("mission-2        1/1         -      0/1  -") for b in best)
    assert any(b.startswith("mission-1        1+2/1      20      1/1  #3 2025-03-01") for b in best)


def test_crew_filter_limit_and_json(capsys):
    log_examples()
    code, out, _ = run(capsys, "--crew", "night shift")
    assert code == 0 and "3 missions" in out and out.count("Night Shift: ") == 3
    code, out, _ = run(capsys, "--json", "--limit", "2")
    doc = json.loads(out)
    assert doc["count"] == 6 and [m["id"] for m in doc["missions"]] == [6, 5]
    assert doc["missions"][0]["members"][0] == {"name": "NAna", "roles": ["captain"], "android": False}
    lost = [b for b in doc["best"] if b["total"] is None]
    assert lost == [{"soundtrack": "base/mission-2", "common": "white", "serious": "white",
                     "difficulty": "1/1", "total": None, "mission": None, "date": None, "crew": None,
                     "missions": 1, "won": 0, "practice": False}]


def test_csv_to_a_file_and_to_standard_output(capsys, tmp_path):
    log_examples()
    target = tmp_path / "log.csv"
    code, out, err = run(capsys, "--csv", str(target))
    assert code == 0 and out == "" and err == f"wrote 6 missions to {target}\n"
    rows = list(csv.DictReader(target.open(encoding="utf-8", newline="")))
    assert [r["id"] for r in rows] == ["1", "2", "3", "4", "5", "6"]          # oldest first
    assert rows[3]["status"] == "lost" and rows[3]["fatal_threat"] == "Frigate"
    code, out, _ = run(capsys, "--csv", "-", "--crew", "Night Shift")
    rows = list(csv.DictReader(io.StringIO(out)))
    assert [r["crew"] for r in rows] == ["Night Shift"] * 3


def test_csv_without_a_file_writes_to_standard_output(capsys):
    """`spacealert logbook --csv` with no FILE: the CSV on standard output, as with "-"."""
    log_examples()
    code, out, err = run(capsys, "--csv")
    assert code == 0 and err == ""
    assert [r["id"] for r in csv.DictReader(io.StringIO(out))] == ["1", "2", "3", "4", "5", "6"]
    code, out, _ = run(capsys, "--csv", "--crew", "Night Shift")      # the option after it is no FILE
    assert [r["crew"] for r in csv.DictReader(io.StringIO(out))] == ["Night Shift"] * 3


def _lines(book) -> list[tuple]:
    """Everything a logbook line holds, but the row ids and when it was written."""
    out = []
    for listed in book.missions():
        m = book.mission(listed.id)
        out.append((m.played, m.crew_label, m.crew, m.title, m.soundtrack, m.common_level,
                    m.serious_level, m.status, m.survived, m.destroyed, m.damage_penalty,
                    m.worst_zone_penalty, m.knocked_out_penalty, m.bots_penalty, m.penalties,
                    m.visual, m.bonus, m.total, m.lost_turn, m.lost_cause, m.fatal_card,
                    m.fatal_threat, m.record_path, m.draft_id, m.record_yaml,
                    json.loads(m.result_json)))
    return out


def test_export_then_import_gives_the_same_missions(capsys, tmp_path, monkeypatch):
    log_examples()
    with Logbook.open() as book:
        before = _lines(book)
        crews_before = sorted((c.name or '', c.members, c.missions) for c in book.crews())
    code, _, err = run(capsys, "--export-records", str(tmp_path / "out"))
    assert code == 0 and err == f"wrote 6 records to {tmp_path / 'out'}\n"
    files = sorted((tmp_path / "out").glob("*.yaml"))
    assert [f.name for f in files][:2] == ["00001-2025-01-04-first-flight.yaml",
                                           "00002-2025-02-11-intruders-aboard.yaml"]
    assert load_record(files[1]).extra["logbook"] == {"id": 2, "date": "2025-02-11", "crew": "Night Shift"}
    # every exported file is a record any command reads
    assert main(["resolve", str(files[3])]) == 0
    capsys.readouterr()

    monkeypatch.setenv("SPACEALERT_DATA_DIR", str(tmp_path / "elsewhere"))
    code, _, err = run(capsys, "--import-records", str(tmp_path / "out"))
    assert code == 0 and err.startswith("imported 6 missions into ")
    with Logbook.open() as book:
        assert book.path.parent == tmp_path / "elsewhere"
        assert _lines(book) == before
        assert sorted((c.name or '', c.members, c.missions) for c in book.crews()) == crews_before
    # again: every mission is recognised as already logged, drafts or not
    code, _, err = run(capsys, "--import-records", str(files[2]), str(files[0]))
    assert code == 0 and err == (f"imported 0 missions into {tmp_path / 'elsewhere' / 'logbook.sqlite3'}"
                                 "; skipped 2 already logged\n")


def test_importing_the_same_records_twice_logs_them_once(capsys, tmp_path):
    log_examples()
    run(capsys, "--export-records", str(tmp_path / "out"))
    with Logbook.open() as book:
        before = _lines(book)
    code, _, err = run(capsys, "--import-records", str(tmp_path / "out"))
    assert code == 0 and err.endswith("imported 0 missions into "
                                      f"{Logbook.open().path}; skipped 6 already logged\n")
    with Logbook.open() as book:
        assert _lines(book) == before
    # a record that says no date is the same mission on any date; twice in one import too
    first = str(EXAMPLES / "01-first-flight.yaml")
    code, _, err = run(capsys, "--import-records", first, first)
    assert code == 0 and "imported 0 missions" in err and "skipped 2 already logged" in err
    with Logbook.open() as book:
        assert book.count() == 6


def test_the_same_record_played_another_day_is_another_mission(capsys, tmp_path):
    """The ruling's other side: a crew that plays one mission again with the very same
    plans, on another day, has played two missions: both are logged."""
    text = (EXAMPLES / "01-first-flight.yaml").read_text(encoding="utf-8")
    for day in ("01", "02"):
        (tmp_path / f"r{day}.yaml").write_text(text + f"logbook: {{date: 2025-06-{day}}}\n",
                                               encoding="utf-8")
    code, _, err = run(capsys, "--import-records", str(tmp_path / "r01.yaml"), str(tmp_path / "r02.yaml"))
    assert code == 0 and "imported 2 missions" in err and "skipped" not in err
    # two table missions (two drafts) played alike on one day are two missions
    for name, draft in (("d", "table-1"), ("e", "table-2")):
        (tmp_path / f"{name}.yaml").write_text(
            text + f"logbook: {{date: 2025-06-03, draft: {draft}}}\n", encoding="utf-8")
    code, _, err = run(capsys, "--import-records", str(tmp_path / "d.yaml"), str(tmp_path / "e.yaml"))
    assert code == 0 and "imported 2 missions" in err and "skipped" not in err
    # ... but a draft matches the same record logged that day without one
    (tmp_path / "f.yaml").write_text(text + "logbook: {date: 2025-06-01, draft: table-3}\n",
                                     encoding="utf-8")
    code, _, err = run(capsys, "--import-records", str(tmp_path / "f.yaml"))
    assert code == 0 and "imported 0 missions" in err and "skipped 1 already logged" in err
    with Logbook.open() as book:
        assert book.count() == 4


def test_import_of_records_from_elsewhere(capsys):
    code, _, err = run(capsys, "--import-records", str(EXAMPLES / "04-lost-in-blue.yaml"),
                       str(EXAMPLES / "01-first-flight.yaml"))
    assert code == 0 and "imported 2 missions" in err
    with Logbook.open() as book:
        listed = book.missions()
        assert [m.title for m in listed] == ["First flight", "Lost in blue"]
        assert listed[1].status == "lost" and listed[1].fatal_threat == "Frigate"


@pytest.mark.parametrize("argv, expected", [
    (["--import-records", str(EXAMPLES / "01-first-flight.yaml"), str(BAD)], f"spacealert: {BAD}:"),
    (["--import-records", "missing.yaml"], "spacealert: missing.yaml: no such file"),
    (["--import-records", str(ROOT / "docs")], "no *.yaml records in this folder"),
    (["--export-records", str(EXAMPLES / "01-first-flight.yaml")], ": not a folder"),
    (["--csv", "/nonexistent-folder/x.csv"], "spacealert: /nonexistent-folder/x.csv: "),
    (["--limit", "x"], "spacealert logbook: argument --limit: invalid int value"),
])
def test_bad_inputs_exit_2_with_one_line_and_change_nothing(argv, expected, capsys):
    code, out, err = run(capsys, *argv)
    assert code == 2 and err.count("\n") == 1 and expected in err, err
    with Logbook.open() as book:
        assert book.count() == 0


def test_a_bad_logbook_mapping_names_the_field(capsys, tmp_path):
    text = (EXAMPLES / "01-first-flight.yaml").read_text(encoding="utf-8")
    (tmp_path / "r.yaml").write_text(text + "logbook: {date: yesterday}\n", encoding="utf-8")
    code, _, err = run(capsys, "--import-records", str(tmp_path / "r.yaml"))
    assert code == 2 and err == (f"spacealert: {tmp_path / 'r.yaml'}: logbook.date: "
                                 "expected a date YYYY-MM-DD, got 'yesterday'\n")
