"""The resolution of a lost record reaches the coach (`c`) and its exercise (`x`) as the
board and the score do. At 80 columns in Spanish the turn keys fill the footer: the
footer leaves c and x out there (whole), and the score panel says what they do."""
from __future__ import annotations

from spacealert_tui.record import save_record
from spacealert_tui.rules import resolve
from spacealert_tui.tui.records import ResolvedRecord
from spacealert_tui.tui.screens.resolution import ResolutionScreen

from tests.tui.conftest import Host, steady
from tests.tui.test_exercise import lost, offered
from tests.tui.test_footer_narrow import fits, shown


def resolved(tmp_path) -> ResolvedRecord:
    path = tmp_path / "lost.yaml"
    save_record(lost(), path)
    return ResolvedRecord(path, lost(), resolve(lost()))


async def test_a_lost_records_resolution_has_c_and_x_at_80x24_in_spanish(tmp_path, data_dir, speak):
    speak("es")
    app = Host(lambda: ResolutionScreen(resolved(tmp_path)))
    async with app.run_test(size=(80, 24)) as pilot:
        await steady(pilot)
        screen = app.screen
        keys = shown(app)
        assert {"pop_screen", "next_turn", "previous_turn", "toggle_view", "show_board"} <= set(keys)
        assert fits(keys), keys
        summary = screen.keys_hint()
        assert "c: el entrenador" in summary and "x: encuentra el cambio" in summary, summary
        await pilot.press("x")
        exercise = await offered(pilot)
        await pilot.press("escape")
        for _ in range(100):
            if app.screen is screen:
                break
            await pilot.pause()
        assert app.screen is screen and exercise is not screen
        await pilot.press("c")
        for _ in range(100):
            if app.screen is not screen:
                break
            await pilot.pause()
        assert type(app.screen).__name__ == "CoachScreen"


async def test_wide_the_footer_shows_c_and_x_and_a_won_record_has_no_x(tmp_path, speak):
    from spacealert_tui.coach.lesson_from_loss import lesson_of  # noqa: F401 - the search's module ready
    from spacealert_tui.rules import record_from_dict
    from tests.coach.test_lesson_from_loss import WON
    speak("es")
    app = Host(lambda: ResolutionScreen(resolved(tmp_path)))
    async with app.run_test(size=(120, 40)) as pilot:
        await steady(pilot)
        keys = shown(app)
        assert {"coach", "find_fix"} <= set(keys) and fits(keys, 120), keys
    won = record_from_dict(WON)
    path = tmp_path / "won.yaml"
    save_record(won, path)
    app = Host(lambda: ResolutionScreen(ResolvedRecord(path, won, resolve(won))))
    async with app.run_test(size=(120, 40)) as pilot:
        await steady(pilot)
        assert "find_fix" not in shown(app) and "coach" in shown(app)
        assert app.screen.keys_hint() == ""


async def test_x_goes_once_nothing_saves_the_record(tmp_path, speak):
    """Lost in blue: x finds that no card nor pair of cards saves it; x is not offered
    again, and the score panel says so in place of its hint."""
    from spacealert_tui.record import load_record
    from tests.conftest import EXAMPLES
    from tests.tui.conftest import workers_done
    speak("es")
    path = EXAMPLES / "04-lost-in-blue.yaml"
    record = load_record(path)
    app = Host(lambda: ResolutionScreen(ResolvedRecord(path, record, resolve(record))))
    async with app.run_test(size=(120, 40)) as pilot:
        await steady(pilot)
        assert "find_fix" in shown(app)
        await pilot.press("x")
        await pilot.pause()
        await workers_done(app)
        await steady(pilot)
        assert "find_fix" not in shown(app) and "coach" in shown(app)
        hint = app.screen.keys_hint().strip()
        assert hint.startswith("Ninguna carta sola") and hint.endswith("c: el entrenador dice qué salió mal."), hint
