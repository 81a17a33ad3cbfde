"""An exercise from a lost mission, in the app: the decisive turn on the plan grid, the
crew's attempt judged, then the coach's own fix; the verdict kept for the next review."""
from __future__ import annotations

from datetime import date

from spacealert_tui.coach.lesson_from_loss import lesson_of
from spacealert_tui.rules import record_from_dict

from tests.coach.test_changes import LOST_FOR_ONE_CARD
from tests.tui.conftest import Host, laid_out


def lost():
    return record_from_dict(LOST_FOR_ONE_CARD)


def exercise_screen():
    from spacealert_tui.tui.screens.exercise import ExerciseScreen
    record = lost()
    return ExerciseScreen(record, lesson_of(record))


async def test_an_exercise_to_its_verdict_at_80x24_in_spanish(speak):
    """Crew 1 left the first card empty; moving to the red zone (r) there saves the ship."""
    from spacealert_tui.tui.widgets.plan_grid import PlanGrid
    speak("es")
    app = Host(exercise_screen)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        grid = screen.query_one(PlanGrid)
        await laid_out(pilot, grid)
        task = str(screen.query_one("#exercise-task").render())
        assert task.count("El turno 1 la decidió") == 1 and task.startswith("La nave se perdió en el turno")
        assert (grid.row, grid.turn) == (0, 1)
        # a card of another turn may not change
        await pilot.press("right", "a")
        assert grid.plans[0][1] == "B" and "turno 1" in grid.message
        await pilot.press("delete")
        assert grid.plans[0][1] == "B"
        # the card of the decisive turn may
        await pilot.press("left", "r")
        assert grid.plans[0][0] == "red"
        await pilot.press("enter")
        await pilot.pause()
        assert screen.verdict is True
        assert screen.verdict_text() == "Funciona: ¡la nave vuelve a casa!"
        assert "Turno 1, Crew 1" in screen.fix_text() and "en la estación equivocada" in screen.fix_text()
        await pilot.press("enter")
        await pilot.pause()
        assert app.results == [True]


async def test_a_wrong_try_says_so_and_shows_the_coachs_fix():
    app = Host(exercise_screen)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await laid_out(pilot, screen.query_one("#exercise-grid"))
        await pilot.press("enter")           # nothing changed: still lost
        await pilot.pause()
        assert screen.verdict is False
        assert screen.verdict_text().startswith("Not this: the ship is still lost, in turn")
        assert "Turn 1, Crew 1: red arrow instead of empty" in screen.fix_text()
        await pilot.press("escape")
        await pilot.pause()
        assert app.results == [False]


async def test_the_flow_offers_what_is_due_and_keeps_the_verdict(data_dir):
    from textual.app import App

    from spacealert_tui.record.exercises import exercise_of, load_exercises, save_exercises
    from spacealert_tui.tui.exercise_flow import offer_exercises
    from spacealert_tui.tui.screens.exercise import ExerciseScreen

    save_exercises([exercise_of(lost(), date(2026, 11, 1))])
    finished = []
    app: App[None] = App()
    async with app.run_test(size=(80, 24)) as pilot:
        offer_exercises(app, date(2026, 11, 2), lambda: finished.append(True))
        for _ in range(400):
            if isinstance(app.screen, ExerciseScreen):
                break
            await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ExerciseScreen)
        await laid_out(pilot, screen.query_one("#exercise-grid"))
        await pilot.press("r", "enter", "enter")
        for _ in range(100):
            if finished:
                break
            await pilot.pause()
        assert finished
    [kept] = load_exercises()
    assert (kept.solved, kept.tries, kept.due) == (1, 1, date(2026, 11, 5))


async def test_the_palette_opens_the_exercises_due(data_dir):
    """From the home screen: ctrl+p, Exercises; an exercise due is on screen."""
    from datetime import timedelta

    from spacealert_tui.record.exercises import exercise_of, save_exercises
    from spacealert_tui.tui.screens.exercise import ExerciseScreen
    from tests.tui.conftest import palette_searched, running

    save_exercises([exercise_of(lost(), date.today() - timedelta(days=1))])
    async with running() as pilot:
        await pilot.press("ctrl+p")
        await pilot.pause()
        await pilot.press(*"exercises")
        await palette_searched(pilot)
        await pilot.press("enter")
        for _ in range(400):
            if isinstance(pilot.app.screen, ExerciseScreen):
                break
            await pilot.pause()
        assert isinstance(pilot.app.screen, ExerciseScreen)
