"""The records' screens in Spanish and Portuguese: the logbook, the comparison, the coach,
the suggested plan and the explorers show no English word (tests/i18n_scan.py) once the
crew's language is installed, and English comes back after."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from spacealert_tui.record import load_record
from spacealert_tui.record.logbook import Logbook
from spacealert_tui.rules import resolve
from spacealert_tui.tui.screens.coach import CoachScreen
from spacealert_tui.tui.screens.compare import CompareScreen
from spacealert_tui.tui.screens.explorers import ExplorersScreen
from spacealert_tui.tui.screens.logbook import LogbookScreen
from spacealert_tui.tui.screens.suggest import SuggestScreen
from tests.i18n_scan import english_words, screen_text

from .conftest import Host, workers_done

EXAMPLES = Path(__file__).resolve().parents[2] / "missions" / "examples"
LANGS = ("es", "pt")
#: the names these tests chose: crew, crews, explorers, mission titles and side titles
NAMES = {"ana", "bo", "cy", "di", "dee", "jumpers", "first", "flight", "lost", "blue", "intruders",
         "aboard", "asleep", "uno", "dos",
         "mission", "simulation", "data", "records", "yaml"}    # and the soundtracks' ids, the records' paths
#: Spanish and Portuguese words spelled as English ones: "plan" (es), "clones", the Enter key (pt)
SAME_WORDS = {"plan", "clones", "enter"}


async def settle(pilot) -> None:
    await workers_done(pilot.app)
    await pilot.pause()
    await pilot.pause(0.1)
    await pilot.pause()


def fill_logbook(practice: bool = True) -> None:
    """The English snapshots' logbook (12 missions, two crews, tests/tui/test_logbook_screen.py),
    and a practice mission unless `practice` is False."""
    from tests.tui.test_logbook_screen import fill

    pairs = []
    for name in ("01-first-flight", "04-lost-in-blue", "02-intruders-aboard"):
        record = load_record(EXAMPLES / f"{name}.yaml")
        pairs.append((record, resolve(record).result))
    fill(pairs, 12)
    if practice:
        with Logbook.open() as book:
            record, result = pairs[2]
            book.add_mission(record, result, date="2025-02-01", practice=True)


def compare_pair():
    """01-first-flight and the same mission where Ana does not fire in turns 2 and 3."""
    a = load_record(EXAMPLES / "01-first-flight.yaml")
    ana = a.crew[0]
    actions = list(ana.actions)
    actions[1] = actions[2] = actions[3]
    return a, replace(a, crew=(replace(ana, actions=tuple(actions)), *a.crew[1:]))


def fill_explorers() -> None:
    from dataclasses import replace
    # flown on a mission: on its own Simulation 1 the first flight earns nothing (EX18)
    first = replace(load_record(EXAMPLES / "01-first-flight.yaml"), soundtrack="base/mission-1")
    lost = load_record(EXAMPLES / "04-lost-in-blue.yaml")
    with Logbook.open() as book:
        book.new_explorer("Ana")
        book.new_explorer("Bo", consent=False)
        book.new_explorer("Dee", consent=False)
        for n in range(4):
            book.add_mission(first, resolve(first).result, date=f"2026-03-0{n + 1}",
                             explorers={"Ana": "Ana", "Bo": "Bo"},
                             judged={"Ana": ["lunch_money"]} if n == 0 else None)
        book.add_mission(lost, resolve(lost).result, date="2026-03-09", explorers={"Ana": "Dee"})


def screens():
    """(name, make the screen, keys to press first) of each records screen."""
    lost = load_record(EXAMPLES / "04-lost-in-blue.yaml")
    a, b = compare_pair()
    return {
        "logbook": (LogbookScreen, ("down",)),
        "logbook-best": (LogbookScreen, ("b",)),
        "compare": (lambda: CompareScreen(a, b, titles=("Uno", "Dos"), turn=3), ()),
        "coach": (lambda: CoachScreen(lost, draws=3, screen=1, keep=2), ()),
        "suggest": (lambda: SuggestScreen(lost, own=True, iterations=40, draws=3), ()),
        "explorers": (ExplorersScreen, ()),
        "explorers-empty": (ExplorersScreen, ()),
    }


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", ["logbook", "logbook-best", "compare", "coach", "suggest", "explorers",
                                  "explorers-empty"])
async def test_records_screen_has_no_english(home_data_dir, speak, lang, name, size):
    speak(lang)
    if name.startswith("logbook"):
        fill_logbook()
    elif name == "explorers":
        fill_explorers()
    make, keys = screens()[name]
    app = Host(make)
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        if keys:
            await pilot.press(*keys)
            await settle(pilot)
        # the plan grid and the ship boards are other screens' widgets, translated with them
        for hidden in {"suggest": "#suggest-grid", "compare": "#compare-boards"}.get(name, "").split():
            app.screen.query_one(hidden).display = False
            await settle(pilot)
        shown = screen_text(app)
    found = english_words(shown, NAMES | SAME_WORDS)
    assert not found, f"{name} in {lang} at {size}: English {found}\n{shown}"


async def test_english_comes_back(home_data_dir, speak):
    speak("es")
    speak("en")
    fill_logbook()
    app = Host(LogbookScreen)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        shown = screen_text(app)
    # (at 80 columns the footer keeps the first keys: Export CSV is in F1's list)
    assert "Compare two missions" in shown and "Replay" in shown and "Efficiency" in shown
