"""An exercise from a lost mission, in the app: the decisive turn on the plan grid, the
crew's attempt judged, then the coach's own fix; the verdict kept for the next review."""
from __future__ import annotations

from datetime import date, timedelta

from spacealert_tui.coach.lesson_from_loss import lesson_of
from spacealert_tui.rules import record_from_dict

from tests.coach.test_changes import LOST_FOR_ONE_CARD
from tests.tui.conftest import Host, laid_out


def lost():
    return record_from_dict(LOST_FOR_ONE_CARD)


async def offered(pilot):
    """The exercise screen the flow pushes (its lesson found in a worker), laid out."""
    from spacealert_tui.tui.screens.exercise import ExerciseScreen
    for _ in range(400):
        if isinstance(pilot.app.screen, ExerciseScreen):
            break
        await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, ExerciseScreen)
    await laid_out(pilot, screen.query_one("#exercise-grid"))
    return screen


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

    save_exercises([exercise_of(lost(), date(2026, 11, 1))])
    finished = []
    app: App[None] = App()
    async with app.run_test(size=(80, 24)) as pilot:
        offer_exercises(app, date(2026, 11, 2), lambda: finished.append(True))
        await offered(pilot)
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


def pair_screen():
    from spacealert_tui.tui.screens.exercise import ExerciseScreen
    from tests.coach.test_lesson_from_loss import LOST_FOR_A_PAIR
    record = record_from_dict(LOST_FOR_A_PAIR)
    return ExerciseScreen(record, lesson_of(record))


async def test_a_loss_only_two_cards_save_is_fixed_with_two_cards_at_80x24_in_portuguese(speak):
    """Crew 1 left turn 1 and turn 5 empty (the won plan had a move to the red zone and a
    B there): no single card saves the ship. Any two cards may change, not a third; the
    two put back save it, and the coach's own pair is shown."""
    from spacealert_tui.tui.widgets.plan_grid import PlanGrid
    speak("pt")
    app = Host(pair_screen)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        grid = screen.query_one(PlanGrid)
        await laid_out(pilot, grid)
        task = str(screen.query_one("#exercise-task").render())
        assert "Troque duas cartas" in task and "turno 1" in task
        assert (grid.row, grid.turn) == (0, 1)
        await pilot.press("r", "a")             # turn 1: red; turn 2: A instead of B
        assert grid.plans[0][:2] == ["red", "A"]
        await pilot.press("s")                  # turn 3: a third card is refused
        assert grid.plans[0][2] == "A" and "Duas cartas no máximo" in grid.message
        await pilot.press("delete")             # nor cleared
        assert grid.plans[0][2] == "A"
        await pilot.press("left", "s")          # turn 2 back as it was: one change left
        assert grid.plans[0][1] == "B" and grid.turn == 3
        await pilot.press("right", "right", "s")     # turn 5: B
        assert grid.plans[0][4] == "B"
        await pilot.press("enter")
        await pilot.pause()
        assert screen.verdict is True
        assert screen.verdict_text() == "Funciona: a nave volta para casa!"
        fix = screen.fix_text()
        assert fix.count("Turno ") == 2 and "; " in fix
        await pilot.press("enter")
        await pilot.pause()
        assert app.results == [True]


async def test_after_a_loss_the_score_finds_the_fix_and_keeps_the_exercise(data_dir, speak):
    """The score of a lost mission: the exercise is kept (due tomorrow) and x opens it at
    once; the crew's try is kept as its first (solved: back in 3 days)."""
    from spacealert_tui.record.exercises import load_exercises
    from spacealert_tui.rules import resolve
    from spacealert_tui.tui.screens.score import ScoreScreen
    from tests.tui.conftest import workers_done
    speak("es")
    record = lost()
    app = Host(lambda: ScoreScreen(record, resolve(record).result, date="2026-11-01"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await workers_done(app)
        [kept] = load_exercises()
        assert (kept.turn, kept.tries, kept.due) == (1, 0, date.today() + timedelta(days=1))
        footer = " ".join(str(k.render()) for k in app.screen.query("FooterKey"))
        assert "Encontrar el arreglo" in footer
        where = str(app.screen.query_one("#score-where").render())
        assert "x: encuentra el cambio que habría salvado la nave (un ejercicio)." in where
        await pilot.press("x")
        screen = await offered(pilot)
        await pilot.press("r", "enter")
        await pilot.pause()
        assert screen.verdict is True
        await pilot.press("enter")
        for _ in range(100):
            if isinstance(app.screen, ScoreScreen):
                break
            await pilot.pause()
        assert isinstance(app.screen, ScoreScreen)
    [kept] = load_exercises()
    assert (kept.solved, kept.tries) == (1, 1)


async def test_the_pair_exercise_in_spanish_at_80x24(speak):
    """The same two-card exercise, in Spanish: its task and the limit of two cards."""
    from spacealert_tui.tui.widgets.plan_grid import PlanGrid
    speak("es")
    app = Host(pair_screen)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        grid = screen.query_one(PlanGrid)
        await laid_out(pilot, grid)
        task = str(screen.query_one("#exercise-task").render())
        assert "Ninguna carta sola la salva: hacen falta dos" in task and "Cambia dos cartas" in task
        await pilot.press("r", "a", "s")
        assert grid.plans[0][2] == "A" and grid.message.startswith("Dos cartas como mucho")


async def test_the_grid_keys_are_under_the_grid_until_the_verdict_at_80x24_in_spanish(speak):
    """Without them a crew cannot tell how to put a card on the grid; once the verdict
    is given there is nothing more to type, and the coach's fix takes their room."""
    speak("es")
    app = Host(exercise_screen)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await laid_out(pilot, screen.query_one("#exercise-grid"))
        legend = screen.query_one("#exercise-legend")
        text = str(legend.render())
        assert text.startswith("r ←roja  b →azul") and "otra carta" in text and "intro" not in text
        assert legend.region.bottom <= 23                   # above the footer, whole
        await pilot.press("r", "enter")
        await pilot.pause()
        assert screen.verdict is True and not legend.display


async def test_a_heroic_fix_is_said_in_the_games_words():
    """Example 08 is saved by Cy's heroic A in turn 2: the coach's fix says "heroic A",
    not the record's token "HA"."""
    from spacealert_tui.record import load_record
    from spacealert_tui.tui.screens.exercise import ExerciseScreen
    from tests.tui.test_coach import EXAMPLES

    record = load_record(EXAMPLES / "08-new-frontier-phasing.yaml")
    app = Host(lambda: ExerciseScreen(record, lesson_of(record)))
    async with app.run_test(size=(100, 30)) as pilot:
        screen = app.screen
        await laid_out(pilot, screen.query_one("#exercise-grid"))
        await pilot.press("enter")
        await pilot.pause()
        fix = screen.fix_text()
        assert "Turn 2, Cy: heroic A instead of A" in fix and "HA" not in fix


async def test_the_verdict_is_kept_at_once_and_the_screen_says_how_many_are_due(data_dir):
    """A crew may quit the app right after the verdict: the try is kept when it is
    judged, not when the screen is left. With two due, the title says so."""
    from textual.app import App

    from spacealert_tui.record.exercises import exercise_of, load_exercises, save_exercises
    from spacealert_tui.tui.exercise_flow import offer_exercises
    from tests.coach.test_lesson_from_loss import LOST_FOR_A_PAIR

    save_exercises([exercise_of(lost(), date(2026, 11, 1)),
                    exercise_of(record_from_dict(LOST_FOR_A_PAIR), date(2026, 11, 1))])
    app: App[None] = App()
    async with app.run_test(size=(80, 24)) as pilot:
        offer_exercises(app, date(2026, 11, 2))
        screen = await offered(pilot)
        assert screen.sub_title.endswith(" · 2 due today")
        await pilot.press("r", "enter")
        await pilot.pause()
        assert screen.verdict is True
        first = next(e for e in load_exercises() if e.key == exercise_of(lost(), date(2026, 11, 1)).key)
        assert (first.solved, first.tries, first.due) == (1, 1, date(2026, 11, 5))


async def test_after_a_loss_nothing_saves_the_score_drops_x_and_says_so(data_dir, speak):
    """Lost in blue: neither a card nor a pair of cards saves it. Once the score's worker
    knows, x and its hint go from the score screen, and the line says so at once."""
    from spacealert_tui.coach.lesson_from_loss import lesson_of
    from spacealert_tui.record import load_record
    from spacealert_tui.record.exercises import load_exercises
    from spacealert_tui.rules import resolve
    from spacealert_tui.tui.screens.score import ScoreScreen
    from tests.conftest import EXAMPLES
    from tests.tui.conftest import workers_done
    speak("es")
    record = load_record(EXAMPLES / "04-lost-in-blue.yaml")
    assert lesson_of(record) is None
    app = Host(lambda: ScoreScreen(record, resolve(record).result, date="2026-11-01"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await workers_done(app)
        await pilot.pause()
        footer = " ".join(str(k.render()) for k in app.screen.query("FooterKey"))
        assert "Encontrar el arreglo" not in footer and "Revisar" in footer, footer
        where = str(app.screen.query_one("#score-where").render())
        assert "x: encuentra" not in where
        assert "Ninguna carta sola, ni ningún par de cartas" in where, where
    assert load_exercises() == []
    # its replay (nothing kept, no search): the store looked at it once, so it knows too
    app = Host(lambda: ScoreScreen(record, resolve(record).result, date="2026-11-01", save=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await workers_done(app)
        await pilot.pause()
        actions = {k.action.rsplit(".", 1)[-1] for k in app.screen.query("FooterKey")}
        assert "finish" in actions and "find_fix" not in actions, actions
        assert "Ninguna carta sola" in str(app.screen.query_one("#score-where").render())
