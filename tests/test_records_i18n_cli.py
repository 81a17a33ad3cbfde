"""`spacealert logbook`, `spacealert explorers` and `spacealert coach` with `--lang es|pt`
print no English word (tests/i18n_scan.py); `--json` stays English."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from spacealert_tui import i18n
from spacealert_tui.cli import main
from spacealert_tui.record import load_record
from spacealert_tui.record.logbook import Logbook
from spacealert_tui.rules import resolve, text
from tests.i18n_scan import english_words

EXAMPLES = Path(__file__).resolve().parent.parent / "missions" / "examples"
LANGS = ("es", "pt")
#: the names these tests chose: crew, crews, explorers, missions' titles, soundtracks' ids
NAMES = {"ana", "bo", "cy", "di", "dee", "jumpers", "first", "flight", "lost", "blue", "intruders",
         "aboard", "mission", "simulation"}
#: Spanish and Portuguese words spelled as English ones
SAME_WORDS = {"clones"}


@pytest.fixture(autouse=True)
def english_after():
    """`main` installs the language for the whole process: English again after each test."""
    yield
    i18n.install("en")
    text.install(*i18n.functions())


def run(capsys, *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


def log_missions() -> None:
    """Three missions (one lost, one by a named crew, one practice) and two explorers."""
    with Logbook.open() as book:
        book.new_explorer("Ana")
        book.new_explorer("Dee", consent=False)
        for i, name in enumerate(("01-first-flight", "04-lost-in-blue", "02-intruders-aboard")):
            record = load_record(EXAMPLES / f"{name}.yaml")
            book.add_mission(record, resolve(record).result, date=f"2025-01-0{i + 1}",
                             crew_name="The Jumpers" if i == 0 else None, practice=i == 2,
                             explorers={"Ana": "Ana", "Bo": "Dee"} if i < 2 else None,
                             judged={"Ana": ["lunch_money"]} if i == 0 else None)


@pytest.mark.parametrize("lang", LANGS)
def test_logbook_in_the_crews_language(capsys, lang):
    log_missions()
    status, out, err = run(capsys, "--lang", lang, "logbook")
    assert status == 0 and "Fragata" in out
    with Logbook.open() as book:
        path = str(book.path)          # the test's own folder: its words are not the app's
    found = english_words(out.replace(path, ""), NAMES)
    assert not found, f"logbook in {lang}: English {found}\n{out}"


@pytest.mark.parametrize("lang", LANGS)
def test_explorers_in_the_crews_language(capsys, lang):
    log_missions()
    status, listing, _err = run(capsys, "--lang", lang, "explorers")
    status2, sheet, _err = run(capsys, "--lang", lang, "explorers", "Ana")
    status3, dead, _err = run(capsys, "--lang", lang, "explorers", "Dee")
    assert (status, status2, status3) == (0, 0, 0)
    shown = listing + sheet + dead
    found = english_words(shown, NAMES | SAME_WORDS)
    assert not found, f"explorers in {lang}: English {found}\n{shown}"


@pytest.mark.parametrize("lang", LANGS)
def test_coach_in_the_crews_language(capsys, lang):
    status, out, _err = run(capsys, "--lang", lang, "coach", str(EXAMPLES / "04-lost-in-blue.yaml"),
                            "--seeds", "3")
    assert status == 0
    found = english_words(out, NAMES)
    assert not found, f"coach in {lang}: English {found}\n{out}"


def test_coach_json_stays_english(capsys):
    status, out, _err = run(capsys, "--lang", "es", "coach", str(EXAMPLES / "04-lost-in-blue.yaml"),
                            "--seeds", "3", "--json")
    doc = json.loads(out)
    assert status == 0 and "the blue zone takes a 7th damage" in doc["lost"]["cause"]
    assert all(" turn " in c["effect"] or "damage" in c["effect"] or "points" in c["effect"]
               for c in doc["singles"] + doc["pairs"])


@pytest.mark.parametrize("lang", LANGS)
def test_errors_in_the_crews_language(capsys, lang):
    status, _out, err = run(capsys, "--lang", lang, "explorers", "Nadie")
    assert status == 2 and err.count("\n") == 1
    assert not english_words(err, {"nadie", "name"}), err
