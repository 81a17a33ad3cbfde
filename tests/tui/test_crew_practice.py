"""Practice with the app's action deck for a small crew (rulebook §5.1–5.4): players with
hands, androids programmed from a player's hand, incoming data and data transfers.

The clock is the test's (`FakeClock`) on the 3:20 mission of `test_action_round.py`:
incoming data at 0:30, a data transfer at 1:25 (phase 2), phase ends 1:20, 2:40, 3:20.
"""
from __future__ import annotations

import pytest

from spacealert_tui.record.draft import load_draft
from spacealert_tui.rules.action_deck import hand_sizes
from spacealert_tui.tui.screens.solo import board_rows, deal_for, new_solo_draft
from spacealert_tui.tui.dialogs.transfer import TransferScreen
from spacealert_tui.tui.widgets.action_boards import hand_text
from tests.tui.test_action_round import FakeClock, advance, make_draft, short_mission, text_of
from tests.tui.test_solo import planning


@pytest.fixture
def mission(tmp_path) -> str:
    return short_mission(tmp_path)


def crew_draft(mission: str, players: int = 2, androids: int = 2, seed: int = 7):
    draft = make_draft(mission, players=players, androids=androids, seed=seed)
    draft.action_cards = "virtual"
    return draft


def a_card(hand, heroic: bool = False):
    """A card of the hand (the first normal one, or the heroic one)."""
    return next(c for c in hand if c.heroic == heroic)


def keys_for(card, up: str = "action") -> tuple[str, str]:
    """The two keys that pick this card's group, `up` half on top."""
    action = {"A": "a", "B": "s", "C": "d", "bots": "f"}[card.action]
    move = {"red": "r", "blue": "b", "lift": "l"}[card.move]
    return (action, move) if up == "action" else (move, action)


def test_the_deal_follows_the_crew():
    draft = new_solo_draft(players=2, seed=3)
    assert [(r.name, r.android, r.index) for r in board_rows(draft)] == [
        ("Player 1", False, 0), ("Player 2", False, 1), ("Android 1", True, 0), ("Android 2", True, 1)]
    dealt = deal_for(draft)
    assert dealt.variant == "standard" and len(dealt.players) == 2 and len(dealt.androids) == 2
    assert [len(p) for p in dealt.players[0].phases] == list(hand_sizes(2))
    five = new_solo_draft(players=3, fifth=True, seed=3)
    assert deal_for(five).variant == "five" and len(deal_for(five).androids) == 2
    assert deal_for(new_solo_draft(seed=3)).variant == "solo"


async def test_players_plan_from_their_hands_and_program_the_androids(mission):
    draft = crew_draft(mission)
    clock = FakeClock()
    async with planning(draft, clock=clock) as (app, screen, pilot):
        await advance(pilot, screen, clock, to=5)
        table = screen.table
        ana_hand = table.hands[0]
        assert len(ana_hand) == 9                         # 2 players: 9 cards in phase 1
        heroic = a_card(ana_hand, heroic=True)
        # Ana: her heroic card on turn 1, then a normal card action up on turn 2
        await pilot.press("h")
        card = a_card(screen.table.hands[0])
        await pilot.press(*keys_for(card))
        await pilot.pause()
        assert screen.table.player_boards[0][0] == (heroic, "action")
        assert screen.table.player_tokens(0)[1] == card.action
        assert len(screen.table.hands[0]) == 7             # both cards left her hand
        assert draft.plans[0][:2] == [heroic.action, card.action]      # saved as placed
        assert load_draft(draft.path).plans[0][:2] == [heroic.action, card.action]
        # taken off, it goes back to her hand
        await pilot.press("left", "x")
        await pilot.pause()
        assert screen.table.player_tokens(0)[1] == "empty" and len(screen.table.hands[0]) == 8
        # turn 4 is phase 2: not before she picks up its cards
        await pilot.press("end")
        for _ in range(8):
            await pilot.press("left")
        card = a_card(screen.table.hands[0])
        await pilot.press(*keys_for(card))
        await pilot.pause()
        assert "Ana plans phase 1 now" in screen.message
        await pilot.press("u")
        await pilot.pause()
        assert screen.table.picked_up[0] == 2 and len(screen.table.hands[0]) == 8 + 6
        assert "turns 1-3 are fixed for Ana" in screen.message
        await pilot.press(*keys_for(card))
        await pilot.pause()
        assert screen.table.player_tokens(0)[3] == card.action
        # Android 1 (row 3): a card from the giver's hand (Ana), then its own heroic move
        await pilot.press("3", "home")
        await pilot.pause()
        assert "cards from Ana" in text_of(screen, "#solo-hint")
        card = a_card(screen.table.hands[0])
        before = len(screen.table.hands[0])
        await pilot.press(*keys_for(card, "move"))
        await pilot.press("m")
        await pilot.pause()
        assert screen.table.android_tokens(0)[:2] == [card.move, table.deal.androids[0].move]
        assert len(screen.table.hands[0]) == before - 1
        # once there, an android's card stays
        await pilot.press("home", "x")
        await pilot.pause()
        assert screen.table.android_tokens(0)[0] == card.move
        assert "solo only" in screen.message
        # the terminal goes to Ben: his hand now gives to the androids (ruling RD15)
        await pilot.press("o", "enter")
        await pilot.pause()
        assert screen.cards.giver == 1 and screen.cards.terminal.at == 1
        ben = a_card(screen.table.hands[1])
        await pilot.press("3", "home", "right", "right", *keys_for(ben))
        await pilot.pause()
        assert screen.table.android_tokens(0)[2] == ben.action
        # the hands panel shows each player's cards
        hands = text_of(screen, "#solo-hands")
        assert hand_text(screen.table.hands[1]) in hands and "gives to androids" in hands
        # the round ends: every seat's plan goes to the draft
        await advance(pilot, screen, clock, to=205)
        assert screen.state == "over"
        await pilot.press("enter")
        await pilot.pause()
    assert app.results == [draft] and draft.stage == "entry"
    assert draft.plans[2][:3] == [card.move, table.deal.androids[0].move, ben.action]
    assert draft.plans[0][3] != "empty"


async def test_incoming_data_and_data_transfer(mission):
    clock = FakeClock()
    async with planning(crew_draft(mission, players=3, androids=1), clock=clock) as (app, screen, pilot):
        await pilot.press("i")                      # nothing announced yet
        await pilot.pause()
        assert "no card to draw" in screen.message
        await advance(pilot, screen, clock, to=33)  # incoming data at 0:30
        assert "may draw 1 (i)" in text_of(screen, "#solo-hands")
        pile = len(screen.table.draw_pile)
        await pilot.press("i")
        await pilot.pause()
        assert len(screen.table.hands[0]) == 7 and len(screen.table.draw_pile) == pile - 1
        assert "Ana draws" in screen.message
        await pilot.press("i")
        await pilot.pause()
        assert "no card to draw" in screen.message and len(screen.table.hands[0]) == 7
        await pilot.press("4")                      # on the android's row, the holder's keys still
        await pilot.press("i")
        await pilot.pause()
        assert "Ana has no card to draw" in screen.message
        # Ben did not draw: the right lapses when phase 1 ends
        await advance(pilot, screen, clock, to=86)  # data transfer at 1:25
        assert screen.cards.draws[1] == 0
        await pilot.press("o", "enter", "t")        # Ben, handed the terminal, gives a card to Cy
        await pilot.pause()
        assert isinstance(app.screen, TransferScreen)
        first = app.screen.groups[next(iter(app.screen.groups))]
        await pilot.press("enter")                  # the first card group
        await pilot.press("down", "enter")          # receivers: Ana, Cy → Cy
        await pilot.pause()
        assert app.screen is screen
        assert first in screen.table.hands[2] and "Ben gives" in screen.message
        await pilot.press("t")                      # one card each
        await pilot.pause()
        assert "cannot give a card now" in screen.message
        # after the beep nobody gives any more
        await advance(pilot, screen, clock, to=100)
        await pilot.press("o", "right", "enter", "t")    # passed on to Ana (Cy skipped)
        await pilot.pause()
        assert not isinstance(app.screen, TransferScreen)
        assert "cannot give a card now" in screen.message


async def test_heroic_cards_are_never_transferred_and_escape_cancels(mission):
    async with planning(crew_draft(mission), practice=True, size=(100, 30)) as (app, screen, pilot):
        assert screen.state == "practice"
        assert "INCOMING DATA · each player may draw 1 card (i)" in "\n".join(screen.cards.computer_calls)
        await pilot.press("n")                      # phase 2 brings the data transfer
        await pilot.pause()
        assert "DATA TRANSFER · each player may give 1 card (t)" in "\n".join(screen.cards.computer_calls)
        await pilot.press("t")
        await pilot.pause()
        transfer = app.screen
        assert isinstance(transfer, TransferScreen)
        assert all(not card.heroic for card in transfer.groups.values())
        await pilot.press("enter", "escape")        # back to the cards
        await pilot.pause()
        assert transfer.card is None and app.screen is transfer
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is screen and 0 in screen.cards.gives
        # the heroic card cannot go on an android's board either
        heroic = a_card(screen.table.hands[0], heroic=True)
        assert not screen.place(2, 8, heroic, "action")
        assert "a player's heroic card" in screen.message


async def test_a_crew_with_its_own_cards_plans_on_paper_not_here(mission):
    from spacealert_tui.tui.screens.solo import plans_on_screen
    draft = make_draft(mission, players=2, androids=2)
    assert not plans_on_screen(draft)
    draft.action_cards = "virtual"
    assert plans_on_screen(draft)
    odd = make_draft(mission, players=3, androids=0)     # the rulebook deals for no such crew
    odd.action_cards = "virtual"
    assert not plans_on_screen(odd)
