"""Solo practice through the app: the table flow (solo round → entry with the plans filled →
board → score → logbook), the home entry, and `spacealert solo` (its arguments, and the app
it starts)."""
from __future__ import annotations

import pytest

from spacealert_tui.cli import main
from spacealert_tui.commands.solo import make_app as solo_app
from spacealert_tui.record.draft import unfinished_drafts
from spacealert_tui.record.logbook import Logbook
from spacealert_tui.tui.screens.entry import EntryScreen
from spacealert_tui.tui.screens.solo import SoloScreen, new_solo_draft
from tests.tui.test_action_round import FakeClock, advance, ready, short_mission
from tests.tui.test_table_flow import board_and_score


async def test_a_solo_mission_with_the_clock_to_the_board_score_and_logbook(tmp_path):
    draft = new_solo_draft(mission=short_mission(tmp_path), seed=11, stage="action")
    clock = FakeClock()
    app = solo_app(draft, practice=False, clock=clock, soundtracks=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await ready(pilot)
        screen = app.screen
        assert isinstance(screen, SoloScreen)
        await pilot.press("space")
        await pilot.pause()
        await advance(pilot, screen, clock, to=20)
        await pilot.press("a", "a", "a", "a", "2", "home", "f", "f", "3", "home", "d", "d")
        await advance(pilot, screen, clock, to=205)
        await pilot.press("enter")
        await pilot.pause()
        entry = app.screen
        assert isinstance(entry, EntryScreen)
        assert entry.draft.plans[0][:2] == ["A", "A"]          # filled by the solo round
        assert entry.draft.plans[1][0] == "bots" and entry.draft.plans[2][0] == "C"
        await board_and_score(pilot, app)
    with Logbook.open() as book:
        missions = book.missions()
    assert len(missions) == 1
    assert unfinished_drafts() == []


async def test_practice_from_the_command_line_app_to_the_score(tmp_path):
    draft = new_solo_draft(mission=short_mission(tmp_path), seed=3, stage="action")
    app = solo_app(draft, practice=True, soundtracks=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await ready(pilot)
        screen = app.screen
        assert isinstance(screen, SoloScreen) and screen.practice
        await pilot.press("space")
        await pilot.pause()
        assert screen.state == "practice"
        await pilot.press("r", "r", "n", "n", "n")
        await pilot.pause()
        assert isinstance(app.screen, EntryScreen)
        assert app.screen.draft.plans[0][0] == "red"
        await board_and_score(pilot, app)


async def test_two_players_and_two_androids_from_the_command_line(tmp_path):
    """`spacealert solo --players 2 --practice`: hands dealt, plans to the entry and score."""
    from spacealert_tui.commands.solo import check
    from spacealert_tui.cli import build_parser
    args = build_parser().parse_args(["solo", "--players", "2", "--practice", "--seed", "5",
                                      "--mission", short_mission(tmp_path)])
    draft = check(args)
    assert [s.android for s in draft.crew] == [False, False, True, True]
    app = solo_app(draft, practice=True, soundtracks=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await ready(pilot)
        screen = app.screen
        assert isinstance(screen, SoloScreen) and not screen.solo
        await pilot.press("space")
        await pilot.pause()
        await pilot.press("h", "o", "enter")       # heroic card on turn 1, then the terminal to
        await pilot.press("home", "h", "3", "home", "m")     # player 2 (his row): his, an android's
        await pilot.press("n", "n", "n")
        await pilot.pause()
        entry = app.screen
        assert isinstance(entry, EntryScreen)
        heroic = [p.heroic for p in screen.table.deal.players] + list(screen.table.deal.androids)
        assert [plan[0] for plan in entry.draft.plans] == [
            heroic[0].action, heroic[1].action, heroic[2].move, "empty"]
        await board_and_score(pilot, app)
    with Logbook.open() as book:
        assert len(book.missions()) == 1


def test_solo_help_and_bad_arguments(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["solo", "--help"])
    assert exc.value.code == 0
    out = capsys.readouterr().out
    for option in ("--mission", "--practice", "--seed", "--common", "--serious", "--lang",
                   "--players", "--fifth"):
        assert option in out
    for argv in (["solo", "--seed", "x"], ["solo", "--common", "red"], ["solo", "--lang", "fr"],
                 ["solo", "--bogus"]):
        with pytest.raises(SystemExit) as exc:
            main(argv)
        assert exc.value.code == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and err.startswith("spacealert")
    for argv, says in ((["solo", "--seed", "-1"], "--seed"), (["solo", "--fifth"], "--fifth"),
                       (["solo", "--mission", "no/such-mission"], "no/such-mission")):
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and says in err


async def solo_set_up(pilot):
    """Home → Solo practice (key 1): the set-up screen of a new solo crew."""
    from spacealert_tui.tui.screens.setup import SetupScreen

    await pilot.pause()
    await pilot.press("1")
    await pilot.pause()
    setup = pilot.app.screen
    assert isinstance(setup, SetupScreen)
    return setup


async def test_the_home_entry_sets_up_a_solo_crew_then_plays_it_in_practice(tmp_path):
    from tests.tui.conftest import make_app

    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        setup = await solo_set_up(pilot)
        assert len(setup.draft.crew) == 4 and all(s.android for s in setup.draft.crew)
        setup.draft.soundtrack = short_mission(tmp_path)
        setup.draft.save()
        await pilot.press("f10")
        await ready(pilot)
        screen = app.screen
        assert isinstance(screen, SoloScreen)
        await pilot.press("p", "s", "s", "n", "n", "n")
        await pilot.pause()
        assert isinstance(app.screen, EntryScreen)
        assert app.screen.draft.plans[0][0] == "B"


async def test_the_set_up_turns_a_solo_crew_into_two_players_with_cards_dealt(tmp_path):
    from spacealert_tui.tui.widgets.choice import Choice
    from tests.tui.conftest import make_app

    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        setup = await solo_set_up(pilot)
        cards = setup.query_one("#action-cards", Choice)
        assert cards.value == "virtual" and cards.disabled      # solo: always dealt by the app
        setup.query_one("#players", Choice).focus()
        await pilot.press("2")
        await pilot.pause()
        assert [s.android for s in setup.draft.crew] == [False, False, True, True]
        assert cards.value == "virtual" and not cards.disabled
        setup.draft.soundtrack = short_mission(tmp_path)
        setup.draft.save()
        await pilot.press("f10")
        await ready(pilot)
        assert isinstance(app.screen, SoloScreen) and len(app.screen.players) == 2
