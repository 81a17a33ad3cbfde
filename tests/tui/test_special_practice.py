"""Practice with *The New Frontier*'s specializations and the harder solo variant.

The app's deal gives special cards instead of heroic ones (expansion rulebook p.14,
rulings RD12–RD13): a solo crew's androids have theirs face up beside their boards, a
small crew's players hold theirs; `p b` / `p a` plays one, as in the entry. Solo with
double actions may lie shuffled face down until the soundtrack starts (p.10).
"""
from __future__ import annotations

import pytest

from spacealert_tui.rules.action_deck import special_cards
from spacealert_tui.settings import Settings
from spacealert_tui.tui.screens.entry import EntryScreen
from spacealert_tui.tui.screens.solo import SoloScreen, deal_for
from spacealert_tui.tui.dialogs.specializations import SpecializationsScreen
from tests.tui.test_action_round import ready, short_mission, text_of
from tests.tui.test_solo_flow import solo_set_up
from tests.tui.test_table_flow import board_and_score


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("SPACEALERT_DATA_DIR", str(tmp_path))
    return tmp_path


async def test_a_solo_practice_with_dealt_specializations_plays_a_special_card_to_the_score(tmp_path):
    from tests.tui.conftest import make_app
    from tests.tui.test_double_actions import focus

    app = make_app(settings=Settings(new_frontier=True))
    async with app.run_test(size=(120, 40)) as pilot:
        setup = await solo_set_up(pilot)
        await focus(pilot, "#specs")
        await pilot.press("right", "right")
        assert setup.draft.specializations == "dealt"
        setup.draft.soundtrack = short_mission(tmp_path)
        setup.draft.save()
        await pilot.press("f10")
        await pilot.pause()
        assert isinstance(app.screen, SpecializationsScreen)      # the refusal is lifted
        await focus(pilot, "#specs-confirm")
        await pilot.press("enter")
        await ready(pilot)
        screen = app.screen
        assert isinstance(screen, SoloScreen) and screen.solo
        draft = screen.draft
        first = draft.crew[0].specialization
        assert screen.table.deal.own_cards(0) == special_cards(first, 1)
        assert not screen.table.deal.androids                     # no heroic card
        assert "◇" in screen.query_one("#solo-boards").render().plain
        await pilot.press("p")                                    # practice, no clock
        await pilot.pause()
        await pilot.press("p", "a")                               # level 1: no advanced card
        await pilot.pause()
        assert "no special card left" in screen.message
        await pilot.press("p", "b", "a", "r")                     # ◇ on T1, A/red on T2
        await pilot.pause()
        assert screen.table.android_tokens(0)[:2] == ["spec", "A"], screen.message
        assert "✓◇" in screen.query_one("#solo-boards").render().plain
        await pilot.press("h")                                    # no heroic card to play
        await pilot.pause()
        assert "no heroic card" in screen.message
        await pilot.press("n", "n", "n")
        await pilot.pause()
        entry = app.screen
        assert isinstance(entry, EntryScreen)
        assert entry.draft.plans[0][:2] == ["spec", "A"]
        crew = entry.draft.record_doc()["crew"]
        assert crew[0]["specialization"] == first and crew[0]["specialization_level"] == 1
        await board_and_score(pilot, app)


async def test_a_small_crew_plays_its_special_cards_and_never_gives_them(tmp_path):
    """3 players + 1 android: the first player holds 7 cards in phase 1 (the android's
    heroic card became a normal one), each player their special cards."""
    from spacealert_tui.cli import build_parser
    from spacealert_tui.commands.solo import check
    from spacealert_tui.commands.solo import make_app as solo_app

    args = build_parser().parse_args(["solo", "--players", "3", "--practice", "--seed", "5",
                                      "--mission", short_mission(tmp_path)])
    draft = check(args)
    draft.card_sets = ["base", "new_frontier"]
    draft.specializations = "chosen"
    for seat, (name, level) in zip(draft.crew, (("medic", 2), ("mechanic", 1), ("teleporter", 3),
                                                ("squad_leader", 1))):
        seat.specialization, seat.specialization_level = name, level
    dealt = deal_for(draft)
    assert [len(p.phases[0]) for p in dealt.players] == [7, 6, 6]
    app = solo_app(draft, practice=True, soundtracks=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await ready(pilot)
        screen = app.screen
        assert isinstance(screen, SoloScreen) and not screen.solo
        assert "◇/◆" in text_of(screen, "#solo-hands")           # the medic's advanced card
        await pilot.press("p", "a")                               # Ana: the dark half on T1
        await pilot.press("4", "home", "p", "b")                  # the android's own card
        await pilot.pause()
        assert screen.table.player_tokens(0)[0] == "spec_adv", screen.message
        assert screen.table.android_tokens(0)[0] == "spec", screen.message
        assert all(not c.special for c in screen.table.hands[screen.cards.giver])
        await pilot.press("o", "right", "enter")                  # the terminal to Cy (RD15)
        await pilot.press("home", "p", "b", "p", "a")             # Cy, level 3: both cards
        await pilot.pause()
        assert screen.table.player_tokens(2)[:2] == ["spec", "spec_adv"], screen.message
        await pilot.press("n", "n", "n")
        await pilot.pause()
        entry = app.screen
        assert isinstance(entry, EntryScreen)
        assert entry.draft.plans[0][0] == "spec_adv" and entry.draft.plans[3][0] == "spec"
        await board_and_score(pilot, app)


async def test_the_harder_solo_variant_hides_the_cards_until_the_round_starts(tmp_path):
    from tests.tui.conftest import make_app
    from tests.tui.test_double_actions import focus

    app = make_app(settings=Settings(new_frontier=True))
    async with app.run_test(size=(120, 40)) as pilot:
        setup = await solo_set_up(pilot)
        assert not setup.query_one("#solo-deck-line").display    # base cards: nothing to choose
        await focus(pilot, "#rules")
        await pilot.press("right")
        assert setup.query_one("#solo-deck-line").display
        await focus(pilot, "#solo-deck")
        await pilot.press("right")
        assert setup.draft.solo_deck == "shuffled"
        setup.draft.soundtrack = short_mission(tmp_path)
        setup.draft.save()
        await pilot.press("f10")
        await ready(pilot)
        screen = app.screen
        assert isinstance(screen, SoloScreen) and screen.deck_hidden
        pool = text_of(screen, "#solo-pool")
        assert "shuffled face down" in pool and "A+B" not in pool
        assert screen.check_action("suggest", ()) is False               # F4 would show them
        assert "face down" in str(screen.query_one("#solo-cards").border_title)
        await pilot.press("p")                                    # the round starts: face up
        await pilot.pause()
        assert not screen.deck_hidden
        assert "A+B" in text_of(screen, "#solo-pool")


def test_the_shuffled_deck_is_for_solo_with_double_actions(capsys):
    from spacealert_tui.cli import main

    assert main(["solo", "--shuffled", "--seed", "1"]) == 2
    assert "--shuffled" in capsys.readouterr().err
