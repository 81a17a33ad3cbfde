"""Explorers through a mission: a seat picked as an explorer in the set-up, the judged
achievements' checklist after a won mission, the award and the box a level grants; a
lost mission clones at once; a practice or campaign mission awards nothing here."""
from __future__ import annotations

import pytest
from textual.widgets import OptionList, SelectionList, Static

from spacealert_tui.record.crew import seat_explorers
from spacealert_tui.record.draft import CrewSeat, MissionDraft
from spacealert_tui.record.logbook import Logbook
from spacealert_tui.tui.dialogs.after_mission import BoxScreen, JudgedScreen, mission_judged
from spacealert_tui.tui.screens.score import ScoreScreen
from spacealert_tui.tui.screens.setup import SetupScreen
from spacealert_tui.tui.widgets.choice import Choice
from tests.tui.conftest import Host
from tests.conftest import on_a_mission

pytestmark = pytest.mark.usefixtures("home_data_dir")


@pytest.fixture(scope="module")
def first_flight(first_flight):
    """The first flight on a mission's soundtrack: a simulation's explorers earn nothing (EX18)."""
    return on_a_mission(first_flight)


def crew_draft(**kw) -> MissionDraft:
    """The first flight's crew, Ana and Bo flown by explorers."""
    draft = MissionDraft.new(crew=[CrewSeat("Ana", "red", ["captain"], explorer="Ana"),
                                   CrewSeat("Bo", "yellow", ["communications"], explorer="Bo"),
                                   CrewSeat("Cy", "green", ["security"]), CrewSeat("Di", "blue")],
                             title="First flight", **kw)
    draft.stage = "resolution"
    return draft


def where(app) -> str:
    return str(app.screen.query_one("#score-where", Static).render())


async def test_a_seat_is_an_explorer_picked_from_the_logbook(data_dir):
    with Logbook.open() as book:
        book.new_explorer("Zoe")
        book.new_explorer("Dead", consent=False)
    app = Host(lambda: SetupScreen(MissionDraft.new(deck_seed=1234)))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        choice = screen.query_one("#explorer-1", Choice)
        assert choice.display and [v for v, _ in choice._options] == ["", "Dead", "Zoe"]
        choice.focus()
        await pilot.press("right", "right")
        await pilot.pause()
        seat = screen.draft.crew[1]
        assert (seat.name, seat.explorer) == ("Zoe", "Zoe")
        assert "explorer" in str(screen.query_one("#who-1", Static).render())
        assert seat_explorers(screen.draft.crew) == {"Zoe": "Zoe"}
        # saved in the draft; the same explorer in two seats is a problem to fix
        assert MissionDraft.from_json(screen.draft.to_json()).crew[1].explorer == "Zoe"
        screen.query_one("#explorer-2", Choice).focus()
        await pilot.press("right", "right")
        await pilot.pause()
        assert any("flies in two seats" in p for p in screen.problems()[0])


async def test_solo_the_captain_may_be_an_explorer_commanding_the_androids(data_dir):
    """Expansion rulebook p.26 (ruling NS21): solo, the player is the captain of three
    androids; only the captain's seat offers an explorer."""
    from spacealert_tui.record.practice import new_solo_draft

    with Logbook.open() as book:
        book.new_explorer("Zoe")
    draft = new_solo_draft(seed=7)
    draft.practice = False
    app = Host(lambda: SetupScreen(draft))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert not screen.query_one("#explorer-1", Choice).display
        choice = screen.query_one("#explorer-0", Choice)
        assert choice.display
        choice.focus()
        await pilot.press("right")
        await pilot.pause()
        assert seat_explorers(screen.draft.crew) == {"Zoe": "Zoe"}
        assert screen.draft.crew[0].android


async def test_solo_the_explorer_moves_with_the_captaincy(data_dir):
    """NS21: the explorer is the captain commanding the androids, so choosing another
    android as captain takes the explorer (and the name taken) there; no stale explorer
    is left on the old seat."""
    from spacealert_tui.record.practice import new_solo_draft

    with Logbook.open() as book:
        book.new_explorer("Zoe")
    draft = new_solo_draft(seed=7)
    draft.practice = False
    draft.crew[0].explorer = draft.crew[0].name = "Zoe"
    old_colour, new_colour, new_name = draft.crew[0].color, draft.crew[1].color, draft.crew[1].name
    app = Host(lambda: SetupScreen(draft))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        screen.query_one("#role-captain", Choice).focus()
        await pilot.press("right")                      # the second android
        await pilot.pause()
        crew = screen.draft.crew
        assert (crew[0].name, crew[0].color, crew[0].explorer, crew[0].roles[:1]) == (
            "Zoe", new_colour, "Zoe", ["captain"])
        old = next(s for s in crew if s.color == old_colour)
        assert (old.name, old.explorer) == (new_name, "")
        assert seat_explorers(crew) == {"Zoe": "Zoe"}


def test_an_explorer_left_on_a_seat_no_explorer_may_fly_is_cleared():
    from spacealert_tui.record.crew import explorer_follows_captain

    crew = [CrewSeat("Ana", "red", ["captain"]), CrewSeat("Zoe", "blue", ["security"], android=True, explorer="Zoe")]
    explorer_follows_captain(crew)
    assert [s.explorer for s in crew] == ["", ""] and crew[1].name == "Zoe"


async def test_without_explorers_the_seats_show_no_choice(data_dir):
    app = Host(lambda: SetupScreen(MissionDraft.new(deck_seed=1234)))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert not app.screen.query_one("#explorer-0", Choice).display


async def test_a_won_mission_asks_the_judged_ones_then_awards_and_offers_a_box(data_dir, first_flight):
    with Logbook.open() as book:
        book.new_explorer("Ana")
        book.new_explorer("Bo", consent=False)
    draft = crew_draft()
    app = Host(lambda: ScoreScreen(*first_flight, draft=draft, date="2026-03-01"))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, JudgedScreen)
        assert "waits for the crew's judged achievements" in str(
            app.screen_stack[-2].query_one("#score-where", Static).render())
        assert draft.stage != "done"                     # opened again, the award is offered again
        listing = app.screen.query_one("#after-list", SelectionList)
        # rookies at level 0: nothing marked 2+ or 5+ is offered (N14)
        assert listing.option_count == len([a for a in mission_judged(False) if a.min_level == 0]) < len(
            mission_judged(False))
        listing.select("lunch_money")                    # for Ana: a social skill, 2 XP
        await pilot.pause()
        await pilot.press("ctrl+s")
        await pilot.pause()
        # 3 + 2 = 5: not yet level 1, so no box is offered
        assert isinstance(app.screen, ScoreScreen)
        text = where(app)
        assert "Ana: 3 + 2 experience (Lunch Money) · level 0" in text
        assert "Bo: 3 + 0 experience · level 0" in text
        assert draft.stage == "done"
    with Logbook.open() as book:
        assert book.explorer("Ana").achievements == ("lunch_money",)


async def test_a_level_reached_offers_its_box(data_dir, first_flight):
    with Logbook.open() as book:
        book.new_explorer("Ana")
        book.new_explorer("Bo")
        for n in range(2):
            book.add_mission(*first_flight, date=f"2026-02-0{n + 1}", explorers={"Ana": "Ana"})
    app = Host(lambda: ScoreScreen(*first_flight, draft=crew_draft(), date="2026-03-01"))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("escape")                      # no judged achievement
        await pilot.pause()
        assert isinstance(app.screen, BoxScreen) and app.screen.explorer == "Ana"
        boxes = app.screen.query_one("#after-boxes", OptionList)
        assert boxes.option_count == 10
        await pilot.press("down", "enter")               # data analyst, box 1
        await pilot.pause()
        assert isinstance(app.screen, ScoreScreen)
        assert "Ana: 3 + 0 experience · level 1" in where(app)
    with Logbook.open() as book:
        assert book.explorer("Ana").sheet.known("data_analyst") == 1


async def test_a_lost_mission_clones_at_once_and_asks_nothing(data_dir, lost_in_blue):
    record, result = lost_in_blue
    with Logbook.open() as book:
        book.new_explorer(record.crew[0].name)
    draft = MissionDraft.new(crew=[CrewSeat(c.name, c.color, list(c.roles), c.android,
                                            explorer=c.name if i == 0 else "")
                                   for i, c in enumerate(record.crew)])
    draft.stage = "resolution"
    app = Host(lambda: ScoreScreen(record, result, draft=draft, date="2026-03-02"))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ScoreScreen)
        assert "replaced by a clone (clone 1)" in where(app)


@pytest.mark.parametrize("kind", ["practice", "campaign"])
async def test_practice_and_campaign_missions_award_nothing_here(data_dir, first_flight, kind):
    with Logbook.open() as book:
        book.new_explorer("Ana")
        book.new_explorer("Bo")
    draft = crew_draft(**({"practice": True} if kind == "practice" else {"campaign_id": "c-1"}))
    app = Host(lambda: ScoreScreen(*first_flight, draft=draft, date="2026-03-01"))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ScoreScreen)
    with Logbook.open() as book:
        assert book.explorer("Ana").awards == ()


async def test_the_checklist_keeps_each_explorers_ticks(data_dir):
    app = Host(lambda: JudgedScreen(["Ana", "Bo"]))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("space")                       # Ana: the first one
        await pilot.press("right")
        await pilot.pause()
        listing = app.screen.query_one("#after-list", SelectionList)
        assert listing.selected == []
        await pilot.press("down", "space", "left")
        await pilot.pause()
        assert listing.selected == [mission_judged(False)[0].id]
        await pilot.press("ctrl+s")
        await pilot.pause()
    first, second = (a.id for a in mission_judged(False)[:2])
    assert app.results == [{"Ana": [first], "Bo": [second]}]
    assert {a.category for a in mission_judged(True)} == {"close_shaves", "master_strokes"}


async def test_badges_are_roles_of_a_new_frontier_crew(data_dir):
    from spacealert_tui.record.crew import badge_lines

    draft = MissionDraft.new(deck_seed=1234, card_sets=["base", "new_frontier"])
    app = Host(lambda: SetupScreen(draft))
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        engineer = screen.query_one("#badge-engineer", Choice)
        assert engineer.parent.display and engineer.value == -1                # nobody, until chosen
        engineer.focus()
        await pilot.press("right", "right")                              # the second seat
        await pilot.pause()
        second = screen.draft.crew[1]
        assert second.badges == ["engineer"]
        assert badge_lines(screen.draft.crew) == [
            f"{second.name} (chief engineer) watches the energy and warns when a reactor runs dry."]
        assert MissionDraft.from_json(screen.draft.to_json()).crew[1].badges == ["engineer"]
    base = Host(lambda: SetupScreen(MissionDraft.new(deck_seed=1234)))
    async with base.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        assert not base.screen.query_one("#badge-engineer", Choice).parent.display


def test_the_last_crew_keeps_its_explorers_and_badges(data_dir):
    from spacealert_tui.record.crew import recall_crew
    from spacealert_tui.record.last_crew import load_last_crew, save_last_crew

    save_last_crew([CrewSeat("Ana", "red", ["captain"], explorer="Ana", badges=["science", "bogus"]),
                    CrewSeat("Bot", "blue", android=True, explorer="Nope")])
    ana, bot = load_last_crew()
    assert (ana.explorer, ana.badges, bot.explorer) == ("Ana", ["science"], "")
    draft = MissionDraft.new()
    assert recall_crew(draft, [ana, bot]) and draft.crew[0].explorer == "Ana"
    assert draft.crew[0].badges == ["science"]


def test_the_last_crew_keeps_the_explorer_flying_a_solo_captain(data_dir):
    """NS21: in solo the explorer flies the captain's android; the set-up remembers that
    crew and the next one opens with the explorer there, on no other android."""
    from spacealert_tui.record.last_crew import load_last_crew, save_last_crew

    solo = [CrewSeat("Ana", "red", android=True, explorer="Ana"),
            CrewSeat("Bot", "blue", ["captain", "communications", "security"], android=True, explorer="Nope"),
            CrewSeat("Cog", "green", android=True), CrewSeat("Dot", "yellow", android=True)]
    save_last_crew(solo)
    assert [s.explorer for s in load_last_crew()] == ["", "Nope", "", ""]   # the captain's seat only
    solo[0].roles, solo[1].roles, solo[1].explorer = ["captain", "communications", "security"], [], ""
    draft = MissionDraft.new(crew=solo)
    SetupScreen(draft).remember_crew()
    ana, *androids = load_last_crew()
    assert (ana.name, ana.android, ana.explorer) == ("Ana", True, "Ana")
    assert [s.explorer for s in androids] == ["", "", ""]
    setup = SetupScreen()
    assert seat_explorers(setup.draft.crew) == {"Ana": "Ana"}
    assert all(s.android for s in setup.draft.crew)
