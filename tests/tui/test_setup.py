"""Crew and mission set-up, driven by keys in a small app that shows only that screen.

`ScreenApp` here is shared with the entry tests: these tests push each screen on its
own; the real app's way through them is tested in test_table_flow.py.
"""
from __future__ import annotations

from collections.abc import Callable

import pytest
from textual.app import App
from textual.screen import Screen
from textual.widgets import Input, Static

from spacealert_tui.record.draft import CrewSeat, MissionDraft, load_draft, unfinished_drafts
from spacealert_tui.tui.screens.setup import SetupScreen, draw_tracks
from spacealert_tui.tui.widgets.choice import Choice
from tests.tui.conftest import Services

UNSET = object()


class ScreenApp(Services, App[None]):
    """Pushes `make()` at start; `result` is what the screen dismissed with."""

    def __init__(self, make: Callable[[], Screen]) -> None:
        super().__init__()
        self.make = make
        self.result = UNSET
        self.pushed: Screen | None = None

    def on_mount(self) -> None:
        self.pushed = self.make()
        self.push_screen(self.pushed, self.dismissed)

    def dismissed(self, result) -> None:
        self.result = result


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("SPACEALERT_DATA_DIR", str(tmp_path))
    return tmp_path


async def settle(pilot) -> None:
    await pilot.pause()
    await pilot.pause(0.06)
    await pilot.pause()


def text(screen, selector: str) -> str:
    return str(screen.query_one(selector, Static).content)


async def focus(pilot, selector: str) -> None:
    pilot.app.screen.query_one(selector).focus()
    await pilot.pause()


async def type_name(pilot, i: int, name: str) -> None:
    await focus(pilot, f"#name-{i}")
    pilot.app.screen.query_one(f"#name-{i}", Input).value = ""
    await pilot.press(*name)
    await pilot.pause()


def seeded() -> MissionDraft:
    return MissionDraft.new(deck_seed=1234)


async def test_four_players_named_and_started():
    app = ScreenApp(lambda: SetupScreen(seeded()))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        assert app.focused.id == "name-0"
        await pilot.press(*"Ana")            # the default name is selected: typing replaces it
        await pilot.press("down", "down")      # name-0 → colour-0 → name-1
        assert app.focused.id == "name-1"
        await pilot.press(*"Bo")
        await type_name(pilot, 2, "Cy")
        await type_name(pilot, 3, "Di")
        draft = screen.draft
        assert [s.name for s in draft.crew] == ["Ana", "Bo", "Cy", "Di"]
        assert [s.color for s in draft.crew] == ["red", "yellow", "green", "blue"]
        assert [s.roles for s in draft.crew] == [["captain"], ["communications"], ["security"], []]
        assert not any(s.android for s in draft.crew)
        # saved at every change
        assert [s.name for s in load_draft(draft.path).crew] == ["Ana", "Bo", "Cy", "Di"]
        assert "4 players, no androids" in text(screen, "#androids-note")
        await pilot.press("f10")
        await settle(pilot)
    result = app.result
    assert isinstance(result, MissionDraft) and result.stage == "action"
    assert result.tracks == draw_tracks(1234) and len(set(result.tracks.values())) == 4
    assert result.soundtrack == "base/mission-1"
    assert load_draft(result.path).stage == "action"
    assert len(result.plans) == 4


async def test_two_players_get_two_androids_and_the_five_crew_variant_a_third():
    app = ScreenApp(lambda: SetupScreen(seeded()))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        await focus(pilot, "#players")
        await pilot.press("2")
        draft = screen.draft
        assert [(s.name, s.android) for s in draft.crew] == [
            ("Player 1", False), ("Player 2", False), ("Android 1", True), ("Android 2", True)]
        assert "2 players and 2 androids" in text(screen, "#androids-note")
        assert screen.query_one("#who-2", Static).content == "android"
        # roles go to players, never to androids
        assert [s.roles for s in draft.crew] == [["captain", "security"], ["communications"], [], []]
        await focus(pilot, "#fifth")
        await pilot.press("right")
        assert [s.android for s in draft.crew] == [False, False, True, True, True]
        assert "Unconfirmed reports count" in text(screen, "#androids-note")
        await focus(pilot, "#players")
        await pilot.press("3")
        assert [s.android for s in draft.crew] == [False, False, False, True, True]
        await pilot.press("1")
        assert [s.android for s in draft.crew] == [True] * 4
        assert "Solo" in text(screen, "#androids-note")
        assert screen.query_one("#fifth", Choice).disabled
        assert sorted(r for s in draft.crew for r in s.roles) == ["captain", "communications", "security"]
        await pilot.press("4")
        assert [s.android for s in draft.crew] == [False] * 4
        assert len({s.color for s in draft.crew}) == 4
        assert len({s.name for s in draft.crew}) == 4
        await pilot.press("f10")
        await settle(pilot)
    assert isinstance(app.result, MissionDraft)


async def test_roles_one_holder_each_and_the_captain_acts_first():
    crew = [CrewSeat("Ana", "red"), CrewSeat("Bo", "yellow"), CrewSeat("Cy", "green"),
            CrewSeat("Di", "blue")]
    draft = MissionDraft.new(crew=crew, deck_seed=5)
    app = ScreenApp(lambda: SetupScreen(draft))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        await focus(pilot, "#role-captain")
        await pilot.press("right")                 # Bo is captain: the table turns
        assert [s.name for s in draft.crew] == ["Bo", "Cy", "Di", "Ana"]
        assert draft.crew[0].roles == ["captain", "communications"]
        assert screen.query_one("#name-0", Input).value == "Bo"
        assert "captain" in str(screen.query_one("#who-0", Static).content)
        await focus(pilot, "#role-security")
        await pilot.press("left", "left")          # Cy → Bo → Ana
        holders = {r: [s.name for s in draft.crew if r in s.roles]
                   for r in ("captain", "communications", "security")}
        assert holders == {"captain": ["Bo"], "communications": ["Bo"], "security": ["Ana"]}
        # seats move with f7/f8, the captain's stays first
        await focus(pilot, "#name-3")
        await pilot.press("f7")
        assert [s.name for s in draft.crew] == ["Bo", "Cy", "Ana", "Di"]
        assert app.focused.id == "name-2"
        await focus(pilot, "#name-0")
        await pilot.press("f8")
        assert draft.crew[0].name == "Bo"
        assert [s.name for s in load_draft(draft.path).crew] == ["Bo", "Cy", "Ana", "Di"]


async def test_validation_is_inline_and_blocks_the_start():
    app = ScreenApp(lambda: SetupScreen(seeded()))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        await type_name(pilot, 0, "Ana")
        await type_name(pilot, 1, "ana")
        errors = text(screen, "#crew-errors")
        assert "two crew members are called 'ana'" in errors
        assert screen.query_one("#crew-errors").display
        await pilot.press("f10")
        await settle(pilot)
        assert app.result is UNSET and app.screen is screen
        await type_name(pilot, 1, "")
        assert "crew member 2 has no name" in text(screen, "#crew-errors")
        await type_name(pilot, 1, "Bo")
        assert not screen.query_one("#crew-errors").display
        # colours stay different: stepping skips the taken ones
        await focus(pilot, "#color-0")
        await pilot.press("right")
        assert screen.draft.crew[0].color == "purple"
        # entered trajectory boards must differ
        await focus(pilot, "#tracks-source")
        await pilot.press("right")
        assert screen.draft.tracks_source == "entered"
        await focus(pilot, "#track-red")
        await pilot.press("3")
        await focus(pilot, "#track-white")
        await pilot.press("3")
        assert "must be different boards" in text(screen, "#mission-errors")
        await pilot.press("4")
        assert not screen.query_one("#mission-errors").display
        # a mission file that does not exist
        await focus(pilot, "#sound-source")
        await pilot.press("right", "right")
        assert screen.sound.source == "file"
        await focus(pilot, "#sound-file")
        await pilot.press(*"/no/such/[red]file.yaml")
        await pilot.pause()
        assert "no such mission" in text(screen, "#sound-info")
        assert "[red]" in text(screen, "#sound-info")     # shown as typed, never as markup
        assert "soundtrack cannot be loaded" in text(screen, "#mission-errors")
        await pilot.press("f10")
        await settle(pilot)
        assert app.result is UNSET


async def test_generated_soundtrack_follows_seed_and_players():
    app = ScreenApp(lambda: SetupScreen(seeded()))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        await focus(pilot, "#sound-source")
        await pilot.press("right")
        assert screen.sound.source == "generated"
        assert "needs a seed" in text(screen, "#mission-errors")
        await focus(pilot, "#sound-seed")
        await pilot.press(*"42x")                  # digits only
        assert screen.draft.soundtrack == "generated/42"
        assert "Generated mission 42" in text(screen, "#sound-info")
        await focus(pilot, "#players")
        await pilot.press("3")
        assert screen.draft.soundtrack == "generated/42/p3"
        await focus(pilot, "#sound-source")
        await pilot.press("left")
        assert screen.draft.soundtrack == "base/mission-1"
        await focus(pilot, "#sound-mission")
        await pilot.press("right")
        assert screen.draft.soundtrack == "base/mission-2"


async def test_settings_seed_and_language_are_saved():
    app = ScreenApp(lambda: SetupScreen(seeded()))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        draft = screen.draft
        for selector, key in (("#common", "right"), ("#serious", "left"), ("#threat-source", "right"),
                              ("#language", "right")):
            await focus(pilot, selector)
            await pilot.press(key)
        assert (draft.common_level, draft.serious_level, draft.threat_source, draft.language) == (
            "yellow", "mixed", "physical", "es")
        before = dict(draft.tracks)
        await pilot.press("f5")
        await pilot.pause()
        assert draft.deck_seed != 1234 and draft.tracks == draw_tracks(draft.deck_seed)
        assert draft.tracks != before or draw_tracks(1234) == before
        assert screen.query_one("#deck-seed", Input).value == str(draft.deck_seed)
        saved = load_draft(draft.path)
        assert (saved.common_level, saved.serious_level, saved.threat_source, saved.language,
                saved.deck_seed) == ("yellow", "mixed", "physical", "es", draft.deck_seed)


async def test_escape_dismisses_with_none_and_an_untouched_new_draft_is_not_saved(data_dir):
    app = ScreenApp(SetupScreen)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("escape")
        await settle(pilot)
    assert app.result is None
    assert unfinished_drafts() == []


async def test_a_saved_draft_is_shown_as_it_was():
    crew = [CrewSeat("Ana", "purple", ["captain", "security"]), CrewSeat("Bo", "green", ["communications"]),
            CrewSeat("Android 1", "red", android=True)]
    draft = MissionDraft.new(crew=crew, deck_seed=99, soundtrack="base/mission-5",
                             common_level="mixed", tracks_source="entered",
                             tracks={"red": 7, "white": 1, "blue": 2, "internal": 3})
    app = ScreenApp(lambda: SetupScreen(draft))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = app.screen
        assert screen.query_one("#players", Choice).value == 2
        assert screen.query_one("#fifth", Choice).value is False
        assert [screen.query_one(f"#name-{i}", Input).value for i in range(3)] == ["Ana", "Bo", "Android 1"]
        assert not screen.query_one("#row-3").display
        assert screen.query_one("#color-0", Choice).value == "purple"
        assert screen.query_one("#sound-mission", Choice).value == "base/mission-5"
        assert screen.query_one("#common", Choice).value == "mixed"
        tracks = [screen.query_one(f"#track-{k}", Choice).value for k in ("red", "white", "blue", "internal")]
        assert tracks == [7, 1, 2, 3]
        assert "2 players and 1 android" in text(screen, "#androids-note")
        await pilot.resize_terminal(80, 24)
        await settle(pilot)
        await pilot.press("f10")
        await settle(pilot)
    assert app.result is draft and draft.tracks == {"red": 7, "white": 1, "blue": 2, "internal": 3}


async def test_a_choice_steps_wraps_jumps_by_letter_and_clicks():
    app = ScreenApp(lambda: SetupScreen(seeded()))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = app.screen
        language = screen.query_one("#language", Choice)
        await focus(pilot, "#language")
        await pilot.press("left")                      # wraps: English → Português
        assert language.value == "pt" and screen.draft.language == "pt"
        await pilot.press("e")
        assert language.value == "en"
        await pilot.press("e")
        assert language.value == "es"
        assert "‹ Español ›" in str(language.render())
        await pilot.click("#language", offset=(len("Language") + 1, 0))   # on ‹: back
        assert language.value == "en"
        await pilot.click("#language", offset=(len("Language") + 6, 0))   # on the value: on
        assert language.value == "es"
        assert load_draft(screen.draft.path).language == "es"


async def test_a_new_draft_is_saved_at_its_first_change():
    app = ScreenApp(SetupScreen)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press(*"Zoe")
        await settle(pilot)
        [saved] = unfinished_drafts()
        assert saved.crew[0].name == "Zoe" and saved.stage == "setup"
        assert 1 <= saved.deck_seed < 10**6


async def test_enter_in_a_name_goes_to_the_next_name():
    """Found playing at the table: names are typed one after the other."""
    from textual.widgets import Input

    from spacealert_tui.tui.screens.setup import SetupScreen
    from tests.tui.conftest import make_app

    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        app.push_screen(SetupScreen())
        await pilot.pause()
        for name in ("Ana", "Bo", "Cy", "Di"):
            await pilot.press("ctrl+u", *name, "enter")
        await pilot.pause()
        screen = app.screen
        assert [screen.query_one(f"#name-{i}", Input).value for i in range(4)] == ["Ana", "Bo", "Cy", "Di"]
        assert screen.focused.id == "start"


async def test_the_red_difficulties_are_offered_only_to_a_crew_owning_the_new_frontier():
    from spacealert_tui.settings import Settings

    app = ScreenApp(SetupScreen)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert app.screen.draft.card_sets == ["base"]
        common = app.screen.query_one("#common", Choice)
        assert [v for v, _ in common.options] == ["white", "yellow", "mixed"]

    owner = ScreenApp(SetupScreen)
    owner.settings = Settings(new_frontier=True)     # the app's settings, as the real app holds them
    async with owner.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = owner.screen
        draft = screen.draft
        assert draft.card_sets == ["base", "new_frontier"]
        assert [v for v, _ in screen.query_one("#serious", Choice).options] == [
            "white", "yellow", "mixed", "red", "red+yellow", "all"]
        await focus(pilot, "#serious")
        await pilot.press("left", "left")            # white → all → red+yellow
        await focus(pilot, "#common")
        await pilot.press("left")                    # white → all
        assert (draft.common_level, draft.serious_level) == ("all", "red+yellow")
        saved = load_draft(draft.path)
        assert (saved.common_level, saved.serious_level, saved.card_sets) == (
            "all", "red+yellow", ["base", "new_frontier"])
        decks = saved.threat_decks()
        assert {c for pile in decks.piles.values() for c in pile} >= {"SE3-104", "SE3-105"}


def test_f10_says_start_the_mission_not_home(speak):
    """F10 starts the mission: a verb of its own, not the word the home screen's name
    and the board's replay start share (Inicio, Início)."""
    from spacealert_tui.tui.screens.setup import setup_key_word
    assert setup_key_word("Start") == "Start"
    speak("es")
    assert (setup_key_word("Start"), setup_key_word("Back")) == ("Empezar", "Atrás")
    speak("pt")
    assert setup_key_word("Start") == "Começar"


async def test_with_five_seats_a_colour_stepped_swaps_with_its_holder():
    """Five figures, five colours: the one a seat steps to is taken, so the two seats swap."""
    draft = seeded()
    app = ScreenApp(lambda: SetupScreen(draft))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await focus(pilot, "#players")
        await pilot.press("5")
        await settle(pilot)
        before = [seat.color for seat in draft.crew]
        await focus(pilot, "#color-0")
        await pilot.press("right")
        await settle(pilot)
        after = [seat.color for seat in draft.crew]
        assert after[0] == before[1] and after[1] == before[0] and after[2:] == before[2:]
        assert app.screen.query_one("#color-0", Choice).value == before[1]
