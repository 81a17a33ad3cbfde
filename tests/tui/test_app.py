"""Pilot tests: the app driven by keys (and a click), screen by screen."""
from __future__ import annotations

from rich.console import Console
from textual.content import Content
from textual.widgets import DataTable, Input, Static

from spacealert_tui.tui.screens.cards import CardsScreen
from spacealert_tui.tui.screens.home import HomeScreen
from spacealert_tui.tui.screens.records import RecordsScreen
from spacealert_tui.tui.screens.resolution import ResolutionScreen
from spacealert_tui.tui.screens.soundtracks import SoundtracksScreen
from spacealert_tui.tui.widgets.menu import Menu
from spacealert_tui.tui.widgets.narration import Narration
from tests.tui.conftest import DATA, make_app, palette_searched, running


def text_of(widget: Static) -> str:
    """What a Static shows, as plain text (Rich renderables rendered 300 columns wide)."""
    content = widget.content
    if isinstance(content, (str, Content)):
        return str(content).rstrip()
    console = Console(width=300, color_system=None)
    with console.capture() as capture:
        console.print(content)
    return "\n".join(line.rstrip() for line in capture.get().splitlines()).rstrip()


def option_labels(menu: Menu) -> list[str]:
    return [str(option.prompt) for option in menu.options]


async def open_example(pilot, name: str) -> None:
    """From the home screen: r, then the example record called `name`."""
    await pilot.press("r")
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, RecordsScreen)
    index = [example.path.name for example in screen.examples].index(name)
    await pilot.press(*["down"] * index, "enter")
    await pilot.pause()


async def test_home_screen_has_title_tagline_and_working_menu():
    async with running() as pilot:
        app = pilot.app
        screen = app.screen
        assert isinstance(screen, HomeScreen)
        assert "S P A C E   A L E R T" in text_of(screen.query_one("#home-title", Static))
        assert "action round" in text_of(screen.query_one("#home-tagline", Static))
        menu = screen.query_one(Menu)
        assert option_labels(menu) == ["▶ Play a mission at the table", "  Solo practice",
                                       "  Flight school", "  Campaign", "  Exercises", "  Resolve a mission record",
                                       "  Threat cards", "  Soundtracks", "  Logbook",
                                       "  Explorers", "  Settings", "  About", "  Quit"]
        await pilot.press("down", "down", "down", "down", "down", "down")
        assert option_labels(menu)[5:7] == ["  Resolve a mission record", "▶ Threat cards"]
        assert "filter by typing" in text_of(screen.query_one("#home-help", Static))
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, CardsScreen)


async def test_home_without_soundtracks_has_no_soundtracks_entry():
    async with running(soundtracks=False) as pilot:
        app = pilot.app
        menu = app.screen.query_one(Menu)
        assert "  Soundtracks" not in option_labels(menu)
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)


async def test_walk_home_cards_filter_select_back_resolve_turns_back():
    async with running(size=(80, 24)) as pilot:
        app = pilot.app
        # home → cards
        await pilot.press("c")
        await pilot.pause()
        cards = app.screen
        assert isinstance(cards, CardsScreen)
        table = cards.query_one(DataTable)
        assert table.row_count == len(cards.cards) > 20
        # typing filters (the table has focus; the letters go to the filter)
        await pilot.press(*"fighter")
        await pilot.pause()
        assert cards.query_one(Input).value == "fighter"
        assert table.row_count == len(cards.shown) >= 2
        assert all("fighter" in cards.by_id[card]["name"].lower() for card in cards.shown)
        # the card of that very name is highlighted among them (rules/card_names: an exact name)
        named = cards.shown.index("E1-07")
        assert cards.highlighted_id() == "E1-07"
        # select the next one: its full text is in the side panel
        await pilot.press("down", "down")
        await pilot.pause()
        assert table.has_focus
        second = cards.by_id[cards.shown[named + 1]]
        detail = cards.query_one("#cards-detail")
        assert str(detail.border_title).startswith(f"{second['card']}  {second['name']}")
        text = text_of(cards.query_one("#cards-text", Static))
        assert "X: " in text and "Y: " in text and "Z: " in text and f"HP {second['hp']}" in text
        # back home
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        # resolve an example record
        await open_example(pilot, "training-flight.yaml")
        screen = app.screen
        assert isinstance(screen, ResolutionScreen)
        outcome = text_of(screen.query_one("#outcome", Static))
        assert outcome.startswith("Training flight\nMission complete")
        assert "threats destroyed" in text_of(screen.query_one("#summary-text", Static))
        # 80 columns: the score panel first; n shows the narration at turn 1
        assert screen.has_class("-narrow") and screen.query_one("#summary").display
        narration = screen.query_one(Narration)
        await pilot.press("n")
        await pilot.pause()
        assert not screen.query_one("#summary").display and narration.display
        assert narration.current == 0
        await pilot.press("n", "n")
        await pilot.pause()
        assert narration.current == 2
        assert "▶ Turn 3" in str(narration.border_title) or "Turn 3" in str(narration.border_title)
        panel = narration.query(".turn-panel")[2]
        assert panel.has_class("-current") and "▶ Turn 3" in str(panel.border_title)
        assert narration.scroll_y == panel.virtual_region.y
        await pilot.press("p")
        await pilot.pause()
        assert narration.current == 1
        await pilot.press("p", "p", "p")  # stops at the first turn
        await pilot.pause()
        assert narration.current == 0
        # s swaps back to the score
        await pilot.press("s")
        await pilot.pause()
        assert screen.query_one("#summary").display and not narration.display
        # back to the picker, back home
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, RecordsScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)


async def test_next_turn_stops_at_the_last_turn():
    async with running(size=(120, 40)) as pilot:
        app = pilot.app
        await open_example(pilot, "training-flight.yaml")
        narration = app.screen.query_one(Narration)
        last = len(narration.turns) - 1
        assert narration.turns[-1].turn == 13
        await pilot.press(*["n"] * (last + 3))
        await pilot.pause()
        assert narration.current == last
        assert "Turn 13 · final step" in str(narration.border_title)
        assert app.screen.check_action("next_turn", ()) is None   # greyed out in the footer
        assert app.screen.check_action("previous_turn", ()) is True


async def test_a_bad_record_path_shows_the_error_and_the_app_carries_on() -> None:
    app = make_app()
    shown: list[tuple[str, str]] = []
    notify = app.notify

    def spy(message, **kwargs):
        shown.append((message, kwargs.get("severity", "information")))
        notify(message, **kwargs)

    app.notify = spy
    async with app.run_test(notifications=True) as pilot:
        await pilot.pause()
        await pilot.press("r")
        await pilot.pause()
        bad = DATA / "bad" / "bad-action.yaml"
        app.screen.query_one("#records-path", Input).value = str(bad)
        app.screen.query_one("#records-path", Input).focus()
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, RecordsScreen)
        expected = f"{bad}:10: crew[0].actions[2]: unknown action 'Q'"
        assert shown and shown[-1][0].startswith(expected) and shown[-1][1] == "error"
        assert "\n" not in shown[-1][0]
        error = app.screen.query_one("#records-error", Static)
        assert error.display and text_of(error).startswith("Error: " + expected[:30])
        # a missing file, then an empty path: still one line each
        for typed, words in ((str(DATA / "nope.yaml"), "no such file"), ("  ", "type the path")):
            app.screen.query_one("#records-path", Input).value = typed
            await pilot.press("enter")
            await pilot.pause()
            assert isinstance(app.screen, RecordsScreen) and words in shown[-1][0]
        # and a good record still opens
        app.screen.query_one("#records-path", Input).value = str(DATA / "training-flight.yaml")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ResolutionScreen)


async def test_a_crash_in_the_rules_core_is_reported_not_raised(monkeypatch):
    import spacealert_tui.rules as rules

    def broken(record, **kwargs):
        raise RuntimeError("boom")

    monkeypatch.setattr(rules, "resolve", broken)
    async with running() as pilot:
        app = pilot.app
        await open_example(pilot, "training-flight.yaml")
        assert isinstance(app.screen, RecordsScreen)
        error = text_of(app.screen.query_one("#records-error", Static))
        assert "the rules core failed on this record (RuntimeError: boom)" in error


async def test_typing_on_the_example_list_goes_to_the_path_input():
    async with running("r") as pilot:
        app = pilot.app
        assert isinstance(app.focused, Menu)
        await pilot.press(*"abc")
        path = app.screen.query_one("#records-path", Input)
        assert path.has_focus and path.value == "abc"


async def test_a_lost_mission_says_so_in_words():
    async with running() as pilot:
        app = pilot.app
        await open_example(pilot, "asleep-at-the-wheel.yaml")
        outcome = app.screen.query_one("#outcome", Static)
        assert outcome.has_class("-lost")
        assert "MISSION LOST in turn" in text_of(outcome)


async def test_brackets_in_record_text_are_shown_not_read_as_markup():
    async with running() as pilot:
        app = pilot.app
        await open_example(pilot, "full-crew.yaml")
        assert text_of(app.screen.query_one("#outcome", Static)).startswith("Mission 3 [practice]\n")


async def test_the_wide_layout_shows_score_and_narration_side_by_side():
    async with running(size=(80, 24)) as pilot:
        app = pilot.app
        await open_example(pilot, "training-flight.yaml")
        screen = app.screen
        await pilot.press("n", "n", "n")
        await pilot.pause()
        await pilot.resize_terminal(130, 40)
        await pilot.pause()
        await pilot.pause()
        assert screen.has_class("-wide")
        assert screen.query_one("#summary").display and screen.query_one(Narration).display
        assert screen.check_action("toggle_view", ()) is False
        narration = screen.query_one(Narration)
        assert narration.current == 2
        assert narration.scroll_y == narration.query(".turn-panel")[2].virtual_region.y
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert screen.has_class("-narrow") and screen.check_action("toggle_view", ()) is True


async def test_clicking_a_turn_makes_it_current():
    async with running(size=(130, 40)) as pilot:
        app = pilot.app
        await open_example(pilot, "training-flight.yaml")
        narration = app.screen.query_one(Narration)
        second = narration.query(".turn-panel")[1]
        await pilot.click(second, offset=(2, 1))
        await pilot.pause()
        assert narration.current == 1


async def test_mouse_opens_menu_entries():
    async with running() as pilot:
        app = pilot.app
        menu = app.screen.query_one(Menu)
        await pilot.click(menu, offset=(4, 6))   # seventh line: Threat cards
        await pilot.pause()
        assert isinstance(app.screen, CardsScreen)


async def test_cards_filter_with_no_match_and_clear():
    async with running("c") as pilot:
        app = pilot.app
        screen = app.screen
        await pilot.press("slash", *"zzzz")
        await pilot.pause()
        assert screen.query_one(DataTable).row_count == 0
        assert "No card matches 'zzzz'" in text_of(screen.query_one("#cards-text", Static))
        await pilot.press("ctrl+l")
        await pilot.pause()
        assert screen.query_one(DataTable).row_count == len(screen.cards)
        await pilot.press(*"serious yellow", "enter")
        await pilot.pause()
        assert screen.shown and all(screen.by_id[c]["seriousness"] == "serious"
                                    and screen.by_id[c]["color"] == "yellow" for c in screen.shown)
        assert screen.query_one(DataTable).has_focus


async def test_cards_names_fit_at_80_columns_and_widen_again():
    async with running("c", size=(80, 24)) as pilot:
        app = pilot.app
        await pilot.pause()
        table = app.screen.query_one(DataTable)
        assert table.virtual_size.width <= table.scrollable_content_region.width
        await pilot.resize_terminal(160, 40)
        await pilot.pause()
        await pilot.pause()
        assert app.screen.name_width is None


async def test_soundtracks_screen_lists_missions_and_shows_one():
    async with running("s", size=(80, 24)) as pilot:
        app = pilot.app
        screen = app.screen
        assert isinstance(screen, SoundtracksScreen)
        assert any(info.id == "base/mission-1" for info in screen.missions)
        text = text_of(screen.query_one("#tracks-text", Static))
        first = screen.missions[0]
        assert f"[{first.id}]" in text and "Phase 1" in text
        assert f"spacealert soundtrack {first.id}" in text
        await pilot.press("down")
        await pilot.pause()
        assert f"[{screen.missions[1].id}]" in text_of(screen.query_one("#tracks-text", Static))


async def test_soundtracks_screen_plays_a_soundtrack_and_starts_a_mission(monkeypatch, tmp_path):
    """p plays the highlighted soundtrack here with its subtitles (p again stops);
    enter starts a mission with it: the set-up opens with it chosen."""
    from spacealert_tui.tui.screens.setup import SetupScreen

    monkeypatch.setenv("SPACEALERT_DATA_DIR", str(tmp_path))
    async with running("s", size=(80, 24)) as pilot:
        app = pilot.app
        screen = app.screen
        assert isinstance(screen, SoundtracksScreen)
        await pilot.press("p")
        await pilot.pause(0.3)
        assert screen.scheduler is not None and screen.playing == screen.missions[0].id
        assert "▶" in text_of(screen.query_one("#tracks-playing", Static))
        await pilot.press("p")
        await pilot.pause()
        assert screen.scheduler is None
        await pilot.press("down", "enter")
        await pilot.pause()
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        assert setup.draft.soundtrack == screen.missions[1].id


async def test_palette_commands_reach_every_screen_and_example():
    async with running() as pilot:
        app = pilot.app
        for query, screen_type in (("threat cards", CardsScreen), ("soundtracks", SoundtracksScreen),
                                   ("resolve a mission", RecordsScreen),
                                   ("training flight", ResolutionScreen), ("home", HomeScreen)):
            await pilot.press("ctrl+p")
            await pilot.pause()
            await pilot.press(*query)
            await palette_searched(pilot)
            await pilot.press("enter")
            await pilot.pause()
            await pilot.pause()
            assert isinstance(app.screen, screen_type), query
            assert len(app.screen_stack) <= 3


async def test_escape_on_home_does_not_quit_and_q_quits():
    async with running("escape") as pilot:
        app = pilot.app
        assert app.is_running and isinstance(app.screen, HomeScreen)
        await pilot.press("q")
        await pilot.pause()
        assert not app.is_running


async def test_every_screen_survives_tiny_and_huge_terminals():
    async with running(size=(80, 24)) as pilot:
        app = pilot.app
        for keys in ((), ("c",), ("s",), ("r",), ("r", "enter")):
            await pilot.press(*keys)
            await pilot.pause()
            screen = app.screen
            for size in ((30, 10), (200, 60), (81, 25), (20, 5), (80, 24)):
                await pilot.resize_terminal(*size)
                await pilot.pause()
            assert app.screen is screen and app.is_running
            await app.action_go_home()
            await pilot.pause()


async def test_f1_toggles_the_keys_panel():
    async with running("f1") as pilot:
        app = pilot.app
        assert app.screen.query("HelpPanel")
        await pilot.press("f1")
        await pilot.pause()
        assert not app.screen.query("HelpPanel")


async def test_the_picker_says_when_there_are_no_example_records(tmp_path):
    async with running("r", examples_dir=tmp_path / "none") as pilot:
        app = pilot.app
        screen = app.screen
        assert not screen.query_one(Menu).display
        assert "No example records in" in text_of(screen.query_one("#records-none", Static))
        assert screen.query_one("#records-path", Input).has_focus


async def test_a_resolved_record_opens_on_the_board():
    from spacealert_tui.tui.screens.board import BoardScreen

    async with running(size=(120, 40)) as pilot:
        app = pilot.app
        await open_example(pilot, "training-flight.yaml")
        await pilot.press("b")
        await pilot.pause()
        assert isinstance(app.screen, BoardScreen)
        await pilot.press("end")
        await pilot.pause()
        assert app.screen.at_end
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, BoardScreen)


async def test_the_palette_reaches_the_table_screens():
    from spacealert_tui.tui.commands import NavigationCommands

    async with running() as pilot:
        app = pilot.app
        provider = NavigationCommands(app.screen)
        titles = [title for title, _, _ in provider._make_commands()]
        for wanted in ("Play a mission at the table", "Solo practice", "Campaign", "Logbook",
                       "Settings"):
            assert wanted in titles


async def test_the_card_browser_shows_the_expansions_cards_and_filters_by_set_and_colour():
    from spacealert_tui.rules.threats import CARDS

    async with running("c") as pilot:
        app = pilot.app
        screen = app.screen
        assert {c for c, cls in CARDS.items() if cls.set == "new_frontier"} <= set(screen.shown)
        await pilot.press("slash", *"frontier red serious")
        await pilot.pause()
        assert screen.shown and all(screen.by_id[c]["set"] == "new_frontier" and screen.by_id[c]["color"] == "red"
                                    and screen.by_id[c]["seriousness"] == "serious" for c in screen.shown)
        screen.query_one("#cards-filter", Input).value = "se3105"   # an id as read off the card
        await pilot.pause()
        assert screen.shown == ["SE3-105"]
        assert "The New Frontier" in text_of(screen.query_one("#cards-text", Static))
        screen.query_one("#cards-filter", Input).value = "base white"
        await pilot.pause()
        assert screen.shown and all(screen.by_id[c]["set"] == "base" for c in screen.shown)
