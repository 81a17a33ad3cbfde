"""At 80 columns the footer leaves out a screen's less-needed keys (`FOOTER_SPARE`) so
that the ones the crew needs show whole: F6 (the Teleporter's tokens) and F10 in the
entry, the phase's keys and F6 in practice, in English, Spanish and Portuguese. The
keys left out stay in the keys panel (F1); a wider terminal shows them again."""
from __future__ import annotations

from itertools import pairwise

import pytest

from spacealert_tui.tui.screens.entry import EntryScreen
from spacealert_tui.tui.widgets.footer import Footer, left_out
from tests.tui.conftest import steady
from tests.tui.test_action_round import FakeClock, advance, short_mission
from tests.tui.test_setup import ScreenApp
from tests.tui.test_solo import planning
from tests.tui.test_teleport_practice import solo_teleporter
from tests.tui.test_teleport_snapshots import placed

LANGS = ("en", "es", "pt")


def shown(app) -> dict[str, tuple[int, int]]:
    """Each footer key shown: its action → (first column, columns)."""
    keys = app.screen.query_one(Footer).query("FooterKey")
    return {key.action.rsplit(".", 1)[-1]: (key.region.x, key.region.width) for key in keys}


def fits(keys: dict[str, tuple[int, int]], width: int = 80) -> bool:
    """No key beyond the edge, none drawn over another (the palette's is docked right)."""
    spans = sorted(keys.values())
    return all(x + w <= width for x, w in spans) and all(a + w <= b for (a, w), (b, _w) in pairwise(spans))


def test_spare_keys_go_first_first_until_the_rest_fits():
    keys = [("a", 30), ("b", 30), ("c", 30)]
    assert left_out(keys, ("c", "b"), 90) == set()
    assert left_out(keys, ("c", "b"), 80) == {"c"}
    assert left_out(keys, ("c", "b"), 40) == {"c", "b"}
    assert left_out(keys, ("c",), 40) == {"c"}        # no spare left: the drawn footer decides


@pytest.mark.parametrize("lang", LANGS)
async def test_the_entry_shows_f6_and_f10_at_80_columns(speak, lang):
    speak(lang)
    app = ScreenApp(lambda: EntryScreen(placed()))
    async with app.run_test(size=(80, 24)) as pilot:
        await steady(pilot)
        keys = shown(app)
        assert {"leave", "show_threats", "show_plans", "resolve", "teleport"} <= set(keys), keys
        assert "suggest" not in keys and fits(keys)
        await pilot.resize_terminal(130, 30)
        await steady(pilot)
        assert "suggest" in shown(app)


@pytest.mark.parametrize("lang", LANGS)
async def test_practice_shows_the_phases_keys_and_f6_at_80_columns(tmp_path, speak, lang):
    speak(lang)
    draft = solo_teleporter(short_mission(tmp_path), players=2, androids=2)
    draft.language = lang
    async with planning(draft, size=(80, 24), practice=True) as (app, screen, pilot):
        await pilot.press("n")                      # phase 2: its data transfer
        await steady(pilot)
        keys = shown(app)
        assert {"close_phase", "pick_up", "teleport"} <= set(keys), keys
        assert fits(keys)


@pytest.mark.parametrize("lang", LANGS)
async def test_practice_with_the_clock_shows_the_cards_keys_and_f6(tmp_path, speak, lang):
    speak(lang)
    draft = solo_teleporter(short_mission(tmp_path), players=2, androids=2)
    draft.language = lang
    clock = FakeClock()
    async with planning(draft, clock=clock, size=(80, 24)) as (app, screen, pilot):
        await advance(pilot, screen, clock, to=86)          # the data transfer at 1:25
        await steady(pilot)
        keys = shown(app)
        # two players hide their hands: `o` hands the terminal over, and the holder gives
        # to the androids (no `g`); `i` is left to F1 and the computer's call (FOOTER_SPARE)
        assert {"pick_up", "transfer", "hand_over", "teleport"} <= set(keys), keys
        assert "giver" not in keys
        assert fits(keys)


@pytest.mark.parametrize("lang", LANGS)
async def test_the_setup_and_the_logbook_keep_their_main_keys_whole_at_80_columns(speak, lang):
    from spacealert_tui.tui.screens.logbook import LogbookScreen
    from spacealert_tui.tui.screens.setup import SetupScreen

    speak(lang)
    for make, needed in ((SetupScreen, {"back", "start", "skip_round"}),
                         (LogbookScreen, {"back", "open", "coach", "delete"})):
        app = ScreenApp(make)
        async with app.run_test(size=(80, 24)) as pilot:
            await steady(pilot)
            keys = shown(app)
            assert needed <= set(keys) and fits(keys), (make.__name__, keys)


async def test_a_key_left_out_leaves_out_only_itself_at_80_columns(speak):
    """A record opened from the picker in Spanish at 80×24: its keys and the palette's
    run two columns past the edge, so the last one (the palette) goes — and only it. The
    keys composed again were measured before they were laid out, with the old width: one
    key went after another until the footer was empty (the resolution without a key)."""
    from spacealert_tui.settings import Settings
    from spacealert_tui.tui.screens.resolution import ResolutionScreen
    from tests.tui.conftest import make_app

    speak("es")
    app = make_app(settings=Settings(language="es"))
    async with app.run_test(size=(80, 24)) as pilot:
        await steady(pilot)
        await pilot.press("r")                # the records picker, its first example
        await steady(pilot)
        await pilot.press("enter")
        for _ in range(100):
            if isinstance(app.screen, ResolutionScreen):
                break
            await pilot.pause(0.05)
        await steady(pilot)
        keys = shown(app)
        assert set(keys) == {"pop_screen", "next_turn", "previous_turn", "toggle_view", "show_board"}, keys
        assert fits(keys)
