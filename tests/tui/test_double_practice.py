"""Practice with *The New Frontier*'s double-action deck: dealt instead of the base cards
when the mission plays double actions (`spacealert solo --double-actions`, or the
set-up's Rules line), the double halves in hands and face up, the keys that choose
which half is on top, and the androids' extra cards at incoming data (ruling RD10)."""
from __future__ import annotations

from spacealert_tui.rules.action_deck import DOUBLE_CARDS
from spacealert_tui.settings import Settings
from spacealert_tui.tui.screens.entry import EntryScreen
from spacealert_tui.tui.screens.solo import SoloScreen, deal_for
from spacealert_tui.tui.widgets.action_boards import SYMBOL_LETTER, hand_text, pool_text
from tests.tui.test_action_round import ready, short_mission, text_of
from tests.tui.test_solo_flow import solo_set_up
from tests.tui.test_table_flow import board_and_score


def keys_for(card, up: str) -> tuple[str, ...]:
    """The keys that pick this double card, `up` ("single" or "double") on top."""
    single = (SYMBOL_LETTER[card.action],)
    double = tuple(SYMBOL_LETTER[s] for s in card.move.split("+"))
    return ("x", *double, *single) if up == "double" else (*single, *double)


def test_hands_and_the_face_up_deck_show_double_halves():
    cards = [c for c in DOUBLE_CARDS if c.move == "red+lift"]
    assert hand_text(cards) == "red+lift/A 2 · red+lift/B · red+lift/C 2 · red+lift/bots 2"
    pool = pool_text(DOUBLE_CARDS).plain.splitlines()
    assert len(pool) == 9                                  # 7 lines of cards, 2 of legend
    assert pool[7].startswith("A+B:→↕ double half A+B") and pool[8].endswith("bt battle bots")
    assert pool[0] == "A+B:←→↕  A+C:←→↕  A+←:→↕↕  A+→:←↕↕  A+↕:←→"
    assert pool[4].endswith("←+←:ABCbt  ←+↕:AABCCbtbt")


async def test_a_solo_practice_with_double_actions_from_the_set_up_to_the_score(tmp_path):
    from tests.tui.conftest import make_app
    from tests.tui.test_double_actions import focus

    app = make_app(settings=Settings(new_frontier=True))
    async with app.run_test(size=(120, 40)) as pilot:
        setup = await solo_set_up(pilot)
        assert setup.query_one("#rules-line").display          # the crew owns the expansion
        await focus(pilot, "#rules")
        await pilot.press("right")
        assert setup.draft.rules == ["double_actions"]
        setup.draft.soundtrack = short_mission(tmp_path)
        setup.draft.save()
        await pilot.press("f10")
        await ready(pilot)
        screen = app.screen
        assert isinstance(screen, SoloScreen) and screen.solo
        assert screen.table.face_up == DOUBLE_CARDS
        await pilot.press("p")
        await pilot.pause()
        await pilot.press("x", "a", "r", "l")        # A+red on top, an A+red/lift card
        await pilot.press("l", "a", "r")             # lift on top, the other A+red/lift
        await pilot.press("x", "r", "l", "x")        # red+lift on top, any such card
        await pilot.pause()
        assert screen.table.android_tokens(0)[:3] == ["A+red", "lift", "red+lift"]
        await pilot.press("l", "a", "r")             # no A+red/lift card is left
        await pilot.pause()
        assert "no A+red/lift card left" in screen.message
        boards = screen.query_one("#solo-boards").render().plain
        assert "A+←" in boards and "←+↕" in boards and len(screen.table.face_up) == 87
        await pilot.press("left", "backspace")       # taken off: face up again
        await pilot.pause()
        assert len(screen.table.face_up) == 88
        await pilot.press("x", "z")                  # no such half: forgotten, nothing placed
        await pilot.pause()
        assert screen.table.android_tokens(0)[2] == "empty"
        await pilot.press("n", "n", "n")
        await pilot.pause()
        entry = app.screen
        assert isinstance(entry, EntryScreen)
        assert entry.draft.plans[0][:2] == ["A+red", "lift"]
        assert entry.draft.record_doc()["mission"]["rules"] == ["double_actions"]
        await board_and_score(pilot, app)


async def test_three_players_and_an_android_draw_its_extra_card(tmp_path):
    """`spacealert solo --double-actions --players 3 --practice`: hands of double cards;
    at the incoming data the giver draws 2, the others 1 (3 players + 1 android)."""
    from spacealert_tui.cli import build_parser
    from spacealert_tui.commands.solo import check
    from spacealert_tui.commands.solo import make_app as solo_app

    args = build_parser().parse_args(["solo", "--double-actions", "--players", "3", "--practice",
                                      "--seed", "5", "--mission", short_mission(tmp_path)])
    draft = check(args)
    assert draft.double_actions and all(c.double for c in deal_for(draft).players[0].phases[1])
    app = solo_app(draft, practice=True, soundtracks=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await ready(pilot)
        screen = app.screen
        assert isinstance(screen, SoloScreen) and not screen.solo
        await pilot.press("space")
        await pilot.pause()
        assert [screen.cards.draws[p] for p in range(3)] == [2, 1, 1]
        hands = text_of(screen, "#solo-hands")
        assert "may draw 2 (i)" in hands and "+" in hands
        assert any("1 per android" in line for line in screen.cards.computer_calls)
        pile = len(screen.table.draw_pile)
        await pilot.press("i", "i", "i")
        await pilot.pause()
        assert len(screen.table.draw_pile) == pile - 2 and screen.cards.draws[0] == 0
        card = next(c for c in screen.table.hands[0] if not c.heroic)
        await pilot.press(*keys_for(card, "double"))
        gift = next(c for c in screen.table.hands[0] if not c.heroic)
        await pilot.press("4", "home", *keys_for(gift, "single"))   # the android, from Ana's hand
        await pilot.pause()
        assert screen.table.player_tokens(0)[0] == card.move, screen.message
        assert screen.table.android_tokens(0)[0] == gift.action
        await pilot.press("n", "n", "n")
        await pilot.pause()
        entry = app.screen
        assert isinstance(entry, EntryScreen)
        assert entry.draft.plans[0][0] == card.move and entry.draft.plans[3][0] == gift.action
        await board_and_score(pilot, app)


def test_solo_help_offers_double_actions(capsys):
    import pytest

    from spacealert_tui.cli import main
    with pytest.raises(SystemExit):
        main(["solo", "--help"])
    assert "--double-actions" in capsys.readouterr().out
