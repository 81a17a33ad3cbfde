"""Where a crew finds its exercises and a won mission's efficiency in the app: the home
entry (with the count due today) and its key, the logbook's x on a lost mission (find
the fix) and on a won one (efficiency beside the coach's plan, searched in a worker)."""
from __future__ import annotations

from datetime import date, timedelta

import pytest

from spacealert_tui.record.exercises import exercise_of, load_exercises, save_exercises
from spacealert_tui.rules import record_from_dict, resolve
from tests.coach.test_changes import LOST_FOR_ONE_CARD
from tests.coach.test_lesson_from_loss import WON
from tests.tui.conftest import laid_out, running


def lost():
    return record_from_dict(LOST_FOR_ONE_CARD)


async def wait_for(pilot, kind, rounds: int = 600):
    for _ in range(rounds):
        if isinstance(pilot.app.screen, kind):
            return pilot.app.screen
        await pilot.pause()
    raise AssertionError(f"{kind.__name__} never came: {pilot.app.screen}")


def footer_text(screen) -> str:
    return " ".join(str(k.render()) for k in screen.query("FooterKey"))


@pytest.mark.parametrize("lang, entry, key", [
    ("es", "Ejercicios (1 para hoy)", "e Ejercicios"),
    ("pt", "Exercícios (1 para hoje)", "e Exercícios")])
async def test_home_offers_the_exercises_due_with_their_count_at_80x24(data_dir, speak, lang, entry, key):
    """One exercise due (its mission lost yesterday): the home entry says so, e opens it;
    done, home counts none."""
    from spacealert_tui.tui.screens.exercise import ExerciseScreen
    from spacealert_tui.tui.screens.home import HomeScreen
    from spacealert_tui.tui.widgets.menu import Menu
    speak(lang)
    save_exercises([exercise_of(lost(), date.today() - timedelta(days=1))])
    async with running(size=(80, 24)) as pilot:
        home = pilot.app.screen
        menu = home.query_one("#home-menu", Menu)
        labels = [str(o.prompt).strip("▶ ") for o in menu.options]
        assert entry in labels and menu.max_scroll_y == 0
        assert key in footer_text(home)
        await pilot.press("e")
        screen = await wait_for(pilot, ExerciseScreen)
        await laid_out(pilot, screen.query_one("#exercise-grid"))
        await pilot.press("r", "enter", "enter")
        await wait_for(pilot, HomeScreen)
        await pilot.pause()
        labels = [str(o.prompt).strip("▶ ") for o in menu.options]
        assert entry not in labels and entry.split(" (")[0] in labels
    [kept] = load_exercises()
    assert (kept.solved, kept.due) == (1, date.today() + timedelta(days=3))


async def test_with_none_due_home_says_when_the_next_is(data_dir):
    save_exercises([exercise_of(lost(), date.today())])          # due tomorrow
    async with running(size=(80, 24)) as pilot:
        await pilot.press("e")
        for _ in range(400):
            said = [n.message for n in pilot.app._notifications]
            if said:
                break
            await pilot.pause()
        tomorrow = (date.today() + timedelta(days=1)).isoformat()
        assert said == [f"No exercise is due today. The next is due on {tomorrow}."]


def first_flight():
    """The first example mission, won (13 points)."""
    from spacealert_tui.record import load_record
    from tests.conftest import EXAMPLES
    return load_record(EXAMPLES / "01-first-flight.yaml")


def logbook_with_a_loss_and_a_win() -> None:
    from spacealert_tui.record.logbook import Logbook
    with Logbook.open() as book:
        for i, record in enumerate((lost(), first_flight())):
            book.add_mission(record, resolve(record).result, date=f"2026-10-0{i + 1}")


async def test_from_the_logbook_a_lost_mission_is_an_exercise_at_once(data_dir, speak):
    """x on an earlier lost mission: its exercise now, the try kept."""
    from spacealert_tui.tui.screens.exercise import ExerciseScreen
    from spacealert_tui.tui.screens.logbook import LogbookScreen
    speak("es")
    logbook_with_a_loss_and_a_win()
    async with running("l", size=(80, 24)) as pilot:
        book = await wait_for(pilot, LogbookScreen)
        await laid_out(pilot, book.query_one("#logbook-table"))
        assert book.highlighted().status == "won"           # the latest first
        assert "x Eficiencia" in footer_text(book)
        await pilot.press("down")
        await pilot.pause()
        assert book.highlighted().status == "lost"
        await pilot.pause()
        assert "x Ejercicio" in footer_text(book)
        # a mission without a title is said so in the crew's language (was "untitled")
        assert " · sin título" in str(book.query_one("#logbook-detail").render())
        await pilot.press("x")
        screen = await wait_for(pilot, ExerciseScreen)
        await laid_out(pilot, screen.query_one("#exercise-grid"))
        await pilot.press("enter")                  # nothing changed: still lost
        await pilot.pause()
        assert screen.verdict is False and "Turno 1, Crew 1" in screen.fix_text()
        await pilot.press("escape")
        await wait_for(pilot, LogbookScreen)
    [kept] = load_exercises()
    assert (kept.tries, kept.solved, kept.due) == (1, 0, date.today() + timedelta(days=1))


@pytest.mark.parametrize("lang, words", [("es", ("acciones por punto", "energía por punto", "el de la tripulación")),
                                         ("pt", ("ações por ponto", "energia por ponto", "o da tripulação"))])
async def test_a_won_missions_efficiency_beside_the_coachs_plan_at_80x24(data_dir, speak, lang, words):
    """x on a won mission of the logbook: the crew's figures at once, the coach's once its
    search (a worker) is done; escape leaves."""
    from spacealert_tui.tui.screens.efficiency import EfficiencyScreen
    from spacealert_tui.tui.screens.logbook import LogbookScreen
    speak(lang)
    logbook_with_a_loss_and_a_win()
    async with running("l", size=(80, 24)) as pilot:
        book = await wait_for(pilot, LogbookScreen)
        await laid_out(pilot, book.query_one("#logbook-table"))
        await pilot.press("x")
        screen = await wait_for(pilot, EfficiencyScreen)
        table = screen.query_one("#efficiency-table")
        await laid_out(pilot, table)
        await pilot.app.workers.wait_for_complete([w for w in pilot.app.workers if w.group == "efficiency"])
        await laid_out(pilot, table, until=lambda: screen.comparison is not None)
        shown = str(table.render()).splitlines()
        assert all(w in "\n".join(shown) for w in words)
        assert len(shown) == 7 and all(len(line) <= 78 for line in shown)
        crew = screen.comparison.crew
        won = first_flight()
        assert (crew.score, crew.actions) == (13, sum(1 for m in won.crew for a in m.actions if a.token != "empty"))
        assert str(screen.query_one("#efficiency-status").render()) != ""
        await pilot.press("escape")
        await wait_for(pilot, LogbookScreen)


async def test_leaving_the_efficiency_stops_the_coachs_search(data_dir):
    """Escape while the coach searches: the search is told to stop and the screen goes."""
    from spacealert_tui.tui.screens.efficiency import EfficiencyScreen
    from tests.tui.conftest import Host
    app = Host(lambda: EfficiencyScreen(record_from_dict(WON), iterations=10**9))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await laid_out(pilot, screen.query_one("#efficiency-table"))
        await pilot.press("escape")
        await pilot.pause()
        assert screen.stopping.is_set() and app.results == [None]
        await app.workers.wait_for_complete()
        assert screen.comparison is None


async def test_the_score_of_a_won_mission_shows_its_efficiency(data_dir):
    """x on a won mission's score: the efficiency screen over it; escape back to the score."""
    from spacealert_tui.tui.screens.efficiency import EfficiencyScreen
    from spacealert_tui.tui.screens.score import ScoreScreen
    from tests.tui.conftest import Host
    record = first_flight()
    app = Host(lambda: ScoreScreen(record, resolve(record).result, date="2026-11-01"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "x Efficiency" in footer_text(app.screen) and "Find the fix" not in footer_text(app.screen)
        await pilot.press("x")
        screen = await wait_for(pilot, EfficiencyScreen)
        await laid_out(pilot, screen.query_one("#efficiency-table"))
        assert "the crew's" in str(screen.query_one("#efficiency-table").render())
        await pilot.press("escape")
        await wait_for(pilot, ScoreScreen)
    assert load_exercises() == []           # a won mission is no exercise


async def test_the_verdict_says_what_mistakes_this_crew_makes_most(data_dir):
    """A crew with an exercise kept already (a wrong station) loses another mission for the
    same kind of mistake: after its try, the exercise says so, counting both."""
    from textual.app import App

    from spacealert_tui.tui.exercise_flow import find_the_fix
    from spacealert_tui.tui.screens.exercise import ExerciseScreen
    from tests.coach.test_lesson_from_loss import LOST_FOR_A_PAIR
    save_exercises([exercise_of(lost(), date.today())])
    app: App[None] = App()
    async with app.run_test(size=(80, 24)) as pilot:
        find_the_fix(app, record_from_dict(LOST_FOR_A_PAIR))
        screen = await wait_for(pilot, ExerciseScreen)
        await laid_out(pilot, screen.query_one("#exercise-grid"))
        assert "Try it" in footer_text(screen)
        await pilot.press("enter")
        await pilot.pause()
        assert "The mistakes this crew makes most: in the wrong station (2)." in screen.fix_text()
        await pilot.pause()
        assert "Leave" in footer_text(screen) and "Try it" not in footer_text(screen)
        await pilot.press("enter")
        for _ in range(100):
            if not isinstance(app.screen, ExerciseScreen):
                break
            await pilot.pause()
        assert not isinstance(app.screen, ExerciseScreen)
    assert len(load_exercises()) == 2


async def test_a_loss_no_card_nor_pair_saves_is_said_not_offered(data_dir):
    """Lost in blue: neither a single card nor a pair the coach tries saves it (the coach's
    own search says so, `lesson_of` is None); x in the logbook says so and stays."""
    from spacealert_tui.coach.lesson_from_loss import lesson_of
    from spacealert_tui.record import load_record
    from spacealert_tui.record.logbook import Logbook
    from spacealert_tui.tui.screens.logbook import LogbookScreen
    from tests.conftest import EXAMPLES
    record = load_record(EXAMPLES / "04-lost-in-blue.yaml")
    assert lesson_of(record) is None
    with Logbook.open() as book:
        book.add_mission(record, resolve(record).result, date="2026-10-01")
    async with running("l", size=(80, 24)) as pilot:
        book_screen = await wait_for(pilot, LogbookScreen)
        await laid_out(pilot, book_screen.query_one("#logbook-table"))
        await pilot.press("x")
        for _ in range(400):
            said = [n.message for n in pilot.app._notifications]
            if any("No single card" in s for s in said):
                break
            await pilot.pause()
        assert any(s.startswith("No single card, and no pair of cards the coach tries, saves this mission")
                   for s in said)
        assert pilot.app.screen is book_screen
    assert load_exercises() == []
