"""The coach screen: the account at once, the changes from a worker thread, a change
beside the crew's mission on the compare screen; its keys on the score screen, the
board (a replay) and the logbook. Small draw budgets keep the search short."""
from __future__ import annotations

import io
import threading
from pathlib import Path

from spacealert_tui.coach.changes import Cancelled
from spacealert_tui.record import load_record
from spacealert_tui.rules import resolve
from spacealert_tui.tui.screens.board import BoardScreen
from spacealert_tui.tui.flows.review import draft_hands
from spacealert_tui.tui.screens.coach import CoachScreen
from spacealert_tui.tui.screens.compare import CompareScreen
from spacealert_tui.tui.screens.score import ScoreScreen

from .conftest import Host, workers_done

EXAMPLES = Path(__file__).resolve().parents[2] / "missions" / "examples"
LOST = EXAMPLES / "04-lost-in-blue.yaml"


async def until_done(pilot, screen: CoachScreen) -> None:
    """Wait for the worker (no clock: the worker group is awaited)."""
    await workers_done(pilot.app)
    await pilot.pause()
    await pilot.pause()
    assert screen.done


def small(record, **kw) -> CoachScreen:
    return CoachScreen(record, draws=3, screen=1, keep=2, **kw)


async def test_account_then_changes_then_compare():
    record = load_record(LOST)
    app = Host(lambda: small(record))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        assert isinstance(screen, CoachScreen)
        account = screen.account
        assert account.startswith("The ship was destroyed in turn 6")
        assert "Damage, turn by turn" in account
        await until_done(pilot, screen)
        assert screen.status_text().startswith("As played: wins 0 of 3 damage draws")
        assert screen.found, "a lost mission has a change that does better"
        await pilot.press("enter")
        await pilot.pause()
        compare = app.screen
        assert isinstance(compare, CompareScreen) and compare.model is not None
        assert compare.model.a.title == "As played"
        assert compare.model.b.record == screen.found[0].record
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is screen
        await pilot.press("escape")
        await pilot.pause()
        assert app.results == [None]


async def test_leaving_the_coach_stops_its_search(monkeypatch):
    from spacealert_tui.tui.screens import coach as coach_screen

    started, stopped = threading.Event(), threading.Event()

    def endless(record, *, stop, **kw):
        """A search that never ends unless `stop` says so."""
        started.set()
        while not stop():
            stopped.wait(0.01)
        stopped.set()
        raise Cancelled

    monkeypatch.setattr(coach_screen, "best_changes", endless)
    record = load_record(LOST)
    app = Host(lambda: small(record))
    async with app.run_test(size=(120, 40)) as pilot:
        assert started.wait(30)
        await pilot.press("escape")
        await workers_done(app)
        await pilot.pause()
        assert stopped.is_set() and app.results == [None]


async def test_score_screen_opens_the_coach():
    record = load_record(LOST)
    app = Host(lambda: ScoreScreen(record, resolve(record).result, save=False, date="2025-03-14"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, CoachScreen) and app.screen.record == record
        app.screen.workers.cancel_all()


async def test_replay_board_opens_the_coach():
    record = load_record(LOST)
    app = Host(lambda: BoardScreen.from_record(record))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, CoachScreen) and app.screen.record == record
        app.screen.workers.cancel_all()


def test_a_practice_draft_gives_the_hands_and_a_table_draft_none():
    from spacealert_tui.record.practice import new_solo_draft

    record = load_record(EXAMPLES / "01-first-flight.yaml")
    draft = new_solo_draft(seed=7, players=len(record.crew))
    if len(draft.crew) == len(record.crew):
        hands = draft_hands(draft, record)
        assert hands is not None and hands.cards
    draft.practice = False
    assert draft_hands(draft, record) is None


async def test_logbook_opens_the_coach_on_the_highlighted_mission(data_dir):
    from spacealert_tui.record.logbook import Logbook
    from spacealert_tui.tui.screens.logbook import LogbookScreen

    record = load_record(LOST)
    with Logbook.open() as book, book.transaction():
        book.add_mission(record, resolve(record).result, date="2025-01-02")
    app = Host(LogbookScreen)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("o")
        await pilot.pause()
        assert isinstance(app.screen, CoachScreen)
        assert app.screen.record.threats == record.threats
        assert app.screen.sub_title.startswith("Coach · #1")
        app.screen.workers.cancel_all()


async def test_the_logbook_coaches_a_practice_mission_with_the_cards_dealt(data_dir):
    from spacealert_tui.coach.legal import hands_of_record
    from spacealert_tui.record.logbook import Logbook
    from spacealert_tui.record.practice import new_solo_draft
    from spacealert_tui.rules import record_from_dict, record_to_dict
    from spacealert_tui.tui.screens.logbook import LogbookScreen

    draft = new_solo_draft(seed=99, players=4)
    doc = record_to_dict(load_record(LOST))
    doc["mission"]["action_deck"] = draft.dealt_deck()
    record = record_from_dict(doc)
    with Logbook.open() as book, book.transaction():
        book.add_mission(record, resolve(record).result, date="2025-01-02", practice=True)
    app = Host(LogbookScreen)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("o")
        await pilot.pause()
        assert isinstance(app.screen, CoachScreen)
        assert app.screen.hands is not None and app.screen.hands == hands_of_record(record)
        app.screen.workers.cancel_all()


async def test_at_80x24_the_footer_says_how_to_reach_the_rest_of_the_account(speak):
    """Walked in Spanish: the account is longer than its panel at 80×24 and tab (which
    moves to it, to scroll) was not in the footer."""
    speak("es")
    record = load_record(LOST)
    app = Host(lambda: small(record))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = app.screen
        await until_done(pilot, screen)
        keys = " ".join(str(k.render()) for k in screen.query("FooterKey"))
        assert "tab Informe/cambios" in keys
        account = screen.query_one("#coach-account")
        assert account.virtual_size.height > account.scrollable_content_region.height
        await pilot.press("tab")
        assert screen.focused is account


def test_a_wrapped_line_of_the_account_stays_under_its_first_word():
    """At 80 columns the account's lines wrap: a continuation at the panel's edge read as
    a line of its own."""
    from rich.console import Console

    from spacealert_tui.tui.screens.coach import change_prompt, hanging

    console = Console(width=40, record=True, file=io.StringIO())
    console.print(hanging("Actions that did nothing\n  Turn  1  Bo  A at upper white: heavy laser cannon: no target"))
    lines = [line.rstrip() for line in console.export_text().splitlines()]
    assert lines[0] == "Actions that did nothing"
    assert lines[1].startswith("  Turn  1") and lines[2].startswith("  ") and lines[2].strip()
    console = Console(width=40, record=True, file=io.StringIO())
    console.print(change_prompt("Turn 2, Cy: heroic A instead of A",
                                "the ship jumps home, blue: 3 damage less, score 5 (wins 13 of 20)"))
    lines = [line.rstrip() for line in console.export_text().splitlines()]
    assert lines[1].startswith("  → the ship") and lines[2].startswith("    less")     # under "the"
