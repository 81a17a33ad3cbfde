"""The coach's suggested plan in the app: searched in a worker thread with a progress
bar over a small iteration budget, shown as a plan grid, beside the crew's plan and
as a replay, cancelled by escape; its key in the entry, solo practice and the score
screen after practice. No clock: the tests wait for the worker to finish."""
from __future__ import annotations

from pathlib import Path

from textual.widgets import ProgressBar, Static

from spacealert_tui.coach.legal import fits, hands_of_deal
from spacealert_tui.record import load_record
from spacealert_tui.rules import resolve
from spacealert_tui.rules.action_deck import deal
from spacealert_tui.tui.screens.board import BoardScreen
from spacealert_tui.tui.screens.compare import CompareScreen
from spacealert_tui.tui.screens.score import ScoreScreen
from spacealert_tui.tui.screens.suggest import SuggestScreen, first_difference
from spacealert_tui.tui.widgets.plan_grid import PlanGrid

from .conftest import Host, workers_done

EXAMPLES = Path(__file__).resolve().parents[2] / "missions" / "examples"
LOST = EXAMPLES / "04-lost-in-blue.yaml"


async def finished(pilot) -> None:
    await workers_done(pilot.app)
    await pilot.pause()
    await pilot.pause()


async def test_the_plan_is_searched_shown_compared_and_replayed():
    record = load_record(LOST)
    app = Host(lambda: SuggestScreen(record, own=True, iterations=40, draws=3))
    async with app.run_test(size=(100, 30)) as pilot:
        screen = app.screen
        assert isinstance(screen, SuggestScreen)
        await finished(pilot)
        assert screen.result is not None and screen.result.iterations == 40
        bar = screen.query_one(ProgressBar)
        assert bar.progress == bar.total == 40
        grid = screen.query_one(PlanGrid)
        assert grid.plans == [[a.token for a in m.actions] for m in screen.result.record.crew]
        verdict = str(screen.query_one("#suggest-verdict", Static).render())
        assert verdict.startswith("Your plan: wins 0 of 3 damage draws.")
        assert first_difference(record, screen.result.record) in verdict
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, CompareScreen)
        assert (app.screen.model.a.title, app.screen.model.b.title) == ("Your plan", "Suggested plan")
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, BoardScreen)


async def test_escape_stops_the_search_and_leaves():
    record = load_record(LOST)
    app = Host(lambda: SuggestScreen(record, iterations=10**7, draws=3))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await pilot.press("escape")
        await finished(pilot)
        assert app.results == [None] and screen.stopping.is_set() and screen.result is None


async def test_the_hands_are_kept_and_compare_is_only_for_a_played_plan():
    record = load_record(LOST)
    hands = hands_of_deal(deal(4, 0, 9), [False] * 4)
    app = Host(lambda: SuggestScreen(record, hands=hands, iterations=20, draws=2))
    async with app.run_test(size=(80, 24)) as pilot:
        await finished(pilot)
        screen = app.screen
        from spacealert_tui.coach.legal import with_played
        assert fits(with_played(hands, [m.actions for m in record.crew]),
                    [m.actions for m in screen.result.record.crew])
        assert "Only the cards each player held" in str(screen.query_one("#suggest-verdict").render())
        await pilot.press("c")
        assert app.screen is screen


async def test_score_after_practice_suggests_with_the_hands(tmp_path, monkeypatch):
    from spacealert_tui.record.practice import new_solo_draft

    monkeypatch.setenv("SPACEALERT_DATA_DIR", str(tmp_path))
    record = load_record(LOST)
    draft = new_solo_draft(seed=5, players=4)
    app = Host(lambda: ScoreScreen(record, resolve(record).result, draft=draft, save=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("p")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SuggestScreen) and screen.own and screen.hands is not None
        screen.stopping.set()
        await finished(pilot)


async def test_score_of_a_table_mission_has_no_suggestion_key():
    record = load_record(LOST)
    app = Host(lambda: ScoreScreen(record, resolve(record).result, save=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("p")
        await pilot.pause()
        assert isinstance(app.screen, ScoreScreen)


async def test_the_entry_suggests_a_plan_once_the_threats_are_known(tmp_path, monkeypatch):
    from spacealert_tui.tui.screens.entry import EntryScreen
    from tests.tui.test_entry import four_crew, named

    monkeypatch.setenv("SPACEALERT_DATA_DIR", str(tmp_path))
    draft = four_crew()
    app = Host(lambda: EntryScreen(draft))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("f4")                 # no threat known: refused, said why
        await pilot.pause()
        assert isinstance(app.screen, EntryScreen)
        named(draft)
        await pilot.press("f4")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SuggestScreen) and not screen.own and screen.hands is None
        screen.stopping.set()
        await finished(pilot)


async def test_solo_practice_suggests_a_plan_from_the_cards_dealt(tmp_path, monkeypatch):
    from spacealert_tui.record.crew import draw_tracks
    from tests.tui.test_action_round import short_mission
    from tests.tui.test_solo import planning, solo_draft

    monkeypatch.setenv("SPACEALERT_DATA_DIR", str(tmp_path / "data"))
    draft = solo_draft(short_mission(tmp_path))
    async with planning(draft, practice=True) as (app, solo, pilot):
        await pilot.press("f4")                 # no trajectories yet: refused, said why
        await pilot.pause()
        assert app.screen is solo
        assert any("No plan can be suggested yet" in n.message for n in app._notifications)
        draft.tracks = draw_tracks(7)
        await pilot.press("f4")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SuggestScreen) and screen.hands is not None
        assert len(screen.hands.androids) == 4        # solo: four androids, the cards face up
        screen.stopping.set()
        await finished(pilot)


def test_the_first_difference_says_heroic_cards_in_the_games_words(speak):
    """Walked in English after solo practice: "Android 2 plays Hbots instead of empty".
    A heroic card is said as the flight school says it."""
    from tests.coach.test_changes import LOST_FOR_ONE_CARD
    from spacealert_tui.rules import record_from_dict

    own = record_from_dict(LOST_FOR_ONE_CARD)
    changed = {**LOST_FOR_ONE_CARD, "crew": [dict(m) for m in LOST_FOR_ONE_CARD["crew"]]}
    changed["crew"][0]["actions"] = ["Hbots", *LOST_FOR_ONE_CARD["crew"][0]["actions"][1:]]
    plan = record_from_dict(changed)
    assert first_difference(own, plan) == (
        "The plans first differ in turn 1: Crew 1 plays heroic battle bots instead of empty")
    speak("es")
    assert first_difference(own, plan) == (
        "Los planes difieren por primera vez en el turno 1: Crew 1 juega acción heroica robots en lugar "
        "de vacía")


async def test_the_crews_plan_is_named_so(data_dir):
    """Not "The crew plan": the crew's own plan, beside the suggested one."""
    record = load_record(LOST)
    app = Host(lambda: SuggestScreen(record, iterations=40, draws=3))
    async with app.run_test(size=(120, 40)) as pilot:
        await finished(pilot)
        verdict = str(app.screen.query_one("#suggest-verdict", Static).render())
        assert verdict.startswith("The crew's plan: wins 0 of 3 damage draws.")
