"""Two or three players at one terminal: a hand is seen only by its player (ruling RD15).

Base rulebook §2: "Take the 5 cards of the first phase. You may not show them to the
rest of the crew, but you may talk about them freely. Each player plans … placing his
cards face down" — and "the other players can tell whether you will take an action or
a movement just by looking at the back". So while Ana holds the terminal the screen shows
Ana's hand and the faces of her cards, Ben's cards by their backs only; `o` hides
everything behind "Pass the terminal to Ben — press Enter when Ben has it".

The clock is the test's (`FakeClock`) on the 3:20 mission of `test_action_round.py`:
incoming data at 0:30, a data transfer at 1:25 (phase 2), phase ends 1:20, 2:40, 3:20.
"""
from __future__ import annotations

import pytest

from spacealert_tui.record.draft import load_draft
from spacealert_tui.rules.action_deck import Table
from spacealert_tui.tui.dialogs.hand_over import HandOverScreen
from spacealert_tui.tui.shared_terminal import Terminal, back_rows
from spacealert_tui.tui.screens.solo import SoloScreen, deal_for
from spacealert_tui.tui.dialogs.transfer import TransferScreen
from spacealert_tui.tui.widgets.action_boards import ActionBoards, hand_text, heroic_name
from tests.i18n_scan import english_words, screen_text
from tests.tui.conftest import steady
from tests.tui.test_action_round import FakeClock, RoundApp, advance, make_draft, ready, short_mission
from tests.tui.test_crew_practice import a_card, keys_for


@pytest.fixture
def mission(tmp_path, monkeypatch) -> str:
    monkeypatch.setenv("SPACEALERT_DATA_DIR", str(tmp_path / "data"))
    return short_mission(tmp_path)


def crew_draft(mission: str, players: int = 2, androids: int = 2, seed: int = 7, language: str = "en"):
    draft = make_draft(mission, players=players, androids=androids, seed=seed, language=language)
    draft.action_cards = "virtual"
    return draft


def heroic_of(screen: SoloScreen, p: int) -> str:
    """A player's heroic card as the hands' pane names it: one card in the game, so
    never in anyone else's hand."""
    return heroic_name(screen.table.deal.players[p].heroic)


def board_line(text: str, name: str) -> str:
    """The board's row of crew member `name` in the screen's text."""
    return next(line for line in text.splitlines()
                if line.lstrip("│▶ ").startswith(name + " ") and line.count("│") >= 4)


async def hand_over(pilot, *steps: str) -> None:
    """`o`, the arrows typed, Enter: the terminal goes round."""
    await pilot.press("o")
    await pilot.pause()
    assert isinstance(pilot.app.screen, HandOverScreen)
    await pilot.press(*steps, "enter")
    await pilot.pause()


# -------------------------------------------------------------------- the rules of the terminal

def test_who_sees_what():
    """Before the round nobody holds cards (§2: the soundtrack starts, then "take the 5
    cards"); while it is planned only the holder's hand shows; after it, every card
    is turned over for the resolution."""
    terminal = Terminal(3, hidden=True)
    assert terminal.secret("before") == {0, 1, 2}
    assert terminal.secret("planning") == {1, 2}
    assert terminal.passed_to(2).secret("planning") == {0, 1}
    assert terminal.secret("over") == frozenset()
    assert terminal.next() == 1 and terminal.passed_to(2).next() == 0
    assert Terminal(1, hidden=False).secret("planning") == frozenset()
    # androids' boards are face up (§5.2: "placing one of his own cards on the android's
    # action board (face up)"): only players' rows are drawn by the backs
    rows = [(False, 0), (False, 1), (True, 0), (True, 1)]
    assert back_rows(rows, terminal.secret("planning")) == {1}


# -------------------------------------------------------------------- on screen

async def test_a_hand_is_never_on_screen_while_another_player_plans(mission):
    """At 80×24: Ana's hand and her cards' faces while she holds the terminal, Ben's
    hand never; the hand-over screen shows no card at all; then Ben's, never Ana's."""
    draft = crew_draft(mission)
    clock = FakeClock()
    screen = SoloScreen(draft, clock=clock)
    app = RoundApp(screen)
    async with app.run_test(size=(80, 24)) as pilot:
        await ready(pilot)
        text = screen_text(app)
        assert heroic_of(screen, 0) not in text and heroic_of(screen, 1) not in text   # not yet dealt
        assert "Ana begins; o passes the terminal." in str(screen.query_one("#solo-hands").render())
        await pilot.press("space")
        await advance(pilot, screen, clock, to=5)
        await steady(pilot)
        ana_card = a_card(screen.table.hands[0])
        await pilot.press("h", *keys_for(ana_card, "move"))       # HA on T1, a move on T2
        await pilot.pause()
        text = screen_text(app)
        assert heroic_of(screen, 1) not in text
        assert "▶Ana" in text and hand_text(screen.table.hands[0])[:20] in text
        assert "Action boards · 50 cards in the deck · Ana holds the terminal" in text
        assert "HA" in board_line(text, "Ana") or "HB" in board_line(text, "Ana") \
            or "Hbt" in board_line(text, "Ana")
        # the hand-over hides everything, the clock still says where the round is
        await pilot.press("o")
        await pilot.pause()
        assert isinstance(app.screen, HandOverScreen)
        await steady(pilot)
        text = screen_text(app)
        assert "Pass the terminal to Ben" in text and "Press Enter when Ben has it." in text
        assert "PHASE 1 of 3" in text
        for p in (0, 1):
            assert heroic_of(screen, p) not in text
            assert hand_text(screen.table.hands[p])[:12] not in text
        await pilot.press("enter")
        await pilot.pause()
        await steady(pilot)
        assert app.screen is screen and screen.cards.terminal.at == 1
        text = screen_text(app)
        assert "▶Ben" in text and hand_text(screen.table.hands[1])[:20] in text
        assert "Ben holds the terminal" in text
        assert heroic_of(screen, 0) not in text
        assert hand_text(screen.table.hands[0])[:20] not in text
        ana = board_line(text, "Ana")
        assert " act " in ana and " mov " in ana                 # her cards by their backs (§2)
        assert "HA" not in ana and "HB" not in ana and "Hbt" not in ana
        # the cursor on her board says what the back shows, never the card
        await pilot.press("up", "home")
        await pilot.pause()
        assert "a card face down, action half up" in str(screen.query_one("#solo-hint").render())


async def test_only_the_holder_plays_and_the_androids_take_his_cards(mission):
    """Ana's keys never put a card on Ben's board, nor take one off; the androids are
    programmed from the hand on screen, the holder's (§5.2: "any player ... one of his
    own cards"); the coach (F4) is not offered: it would show every hand."""
    draft = crew_draft(mission)
    clock = FakeClock()
    screen = SoloScreen(draft, clock=clock)
    async with RoundApp(screen).run_test(size=(120, 40)) as pilot:
        await ready(pilot)
        await pilot.press("space")
        await advance(pilot, screen, clock, to=5)
        assert not screen.check_action("suggest", ()) and not screen.check_action("giver", ())
        await pilot.press("2", "home", "h")                       # Ben's row: refused
        await pilot.pause()
        assert screen.table.player_tokens(1)[0] == "empty"
        assert "Ben's cards are for Ben to play: o passes the terminal (Ana holds it)." in screen.message
        await pilot.press("3", "home")                            # android 1: from Ana's hand
        card = a_card(screen.table.hands[0])
        await pilot.press(*keys_for(card))
        await pilot.pause()
        assert screen.table.android_tokens(0)[0] == card.action, screen.message
        await hand_over(pilot)
        ben = a_card(screen.table.hands[1])
        before = len(screen.table.hands[1])
        await pilot.press("3", "home", "right", *keys_for(ben))   # now Ben's cards go there
        await pilot.pause()
        assert screen.table.android_tokens(0)[1] == ben.action and len(screen.table.hands[1]) == before - 1


async def test_the_hand_over_keys(mission):
    """`o` offers the next player; ← → (or a number) another one, Enter hands over.
    There is no way back to the last hand but handing the terminal back."""
    draft = crew_draft(mission, players=3, androids=1)
    async with RoundApp(SoloScreen(draft, practice=True)).run_test(size=(80, 24)) as pilot:
        await ready(pilot)
        screen = pilot.app.screen
        assert screen.state == "practice" and screen.cards.terminal.at == 0
        footer = screen_text(pilot.app).splitlines()[-1]
        assert "o Pass the terminal" in footer
        await pilot.press("o")
        await pilot.pause()
        over = pilot.app.screen
        assert isinstance(over, HandOverScreen) and over.to == 1
        await pilot.press("right")
        assert over.to == 2 and "Pass the terminal to Cy" in screen_text(pilot.app)
        await pilot.press("left", "left")
        assert over.to == 0
        await pilot.press("3")
        assert over.to == 2
        await pilot.press("escape", "q")                          # nothing: only Enter leaves
        await pilot.pause()
        assert pilot.app.screen is over
        await pilot.press("enter")
        await pilot.pause()
        assert pilot.app.screen is screen and screen.cards.terminal.at == 2
        assert screen.query_one(ActionBoards).row == 2            # the cursor on Cy's board


async def test_a_data_transfer_between_two_players(mission):
    """§2.1: "each player may give 1 card to another player … hand to hand before the
    beep". Ana gives from the hand on screen; Ben finds it in his when he takes the
    terminal; the hand-over clears the line that named the card."""
    clock = FakeClock()
    screen = SoloScreen(crew_draft(mission), clock=clock)
    async with RoundApp(screen).run_test(size=(80, 24)) as pilot:
        await ready(pilot)
        await pilot.press("space")
        await advance(pilot, screen, clock, to=86)                # the data transfer at 1:25
        await pilot.press("t")
        await pilot.pause()
        transfer = pilot.app.screen
        assert isinstance(transfer, TransferScreen) and transfer.giver == "Ana"
        first = transfer.groups[next(iter(transfer.groups))]
        ben_before = len(screen.table.hands[1])
        await pilot.press("enter", "enter")                       # the first card, to Ben
        await pilot.pause()
        assert pilot.app.screen is screen and "Ana gives" in screen.message
        assert len(screen.table.hands[1]) == ben_before + 1 and first in screen.table.hands[1]
        await hand_over(pilot)
        assert screen.message == "" and screen.cards.terminal.at == 1
        await steady(pilot)
        assert "▶Ben" in screen_text(pilot.app)
        await pilot.press("t")                                    # Ben gives one back to Ana
        await pilot.pause()
        assert isinstance(pilot.app.screen, TransferScreen) and pilot.app.screen.giver == "Ben"
        await pilot.press("enter", "enter")
        await pilot.pause()
        assert len(screen.table.hands[1]) == ben_before and "Ben gives" in screen.message


async def test_the_clock_runs_while_the_terminal_goes_round(mission):
    """With the soundtrack the phases lock on time whoever holds the terminal: a phase
    ending behind the hand-over screen is locked when Ben takes it."""
    clock = FakeClock()
    screen = SoloScreen(crew_draft(mission), clock=clock)
    async with RoundApp(screen).run_test(size=(80, 24)) as pilot:
        await ready(pilot)
        await pilot.press("space")
        await advance(pilot, screen, clock, to=70)
        await pilot.press("o")
        await pilot.pause()
        assert isinstance(pilot.app.screen, HandOverScreen)
        await advance(pilot, screen, clock, to=82)                # phase 1 ends at 1:20
        await steady(pilot)
        for _round in range(100):     # the status line is redrawn by the screen's own timer: wait for it
            if "PHASE 2 of 3" in screen_text(pilot.app):
                break
            await pilot.pause(0.05)
        assert "PHASE 2 of 3" in screen_text(pilot.app)
        await pilot.press("enter")
        await pilot.pause()
        assert screen.table.closed == 1 and screen.cards.terminal.at == 1
        await pilot.press("home", "h")                            # turn 1 is locked for Ben too
        await pilot.pause()
        assert screen.table.player_tokens(1)[0] == "empty"


async def test_the_draft_is_the_one_the_cards_make(mission):
    """The plans saved are the tokens of the cards laid, as without the hand-over: the
    same cards laid straight on the rules' table give the same plans."""
    draft = crew_draft(mission)
    async with RoundApp(SoloScreen(draft, practice=True)).run_test(size=(120, 40)) as pilot:
        await ready(pilot)
        screen = pilot.app.screen
        table = screen.table
        ana, ben = a_card(table.hands[0]), a_card(table.hands[1])
        await pilot.press("h", *keys_for(ana, "move"))
        await hand_over(pilot)
        await pilot.press("home", *keys_for(ben), "m")
        await pilot.press("n", "n", "n")
        await pilot.pause()
    expected = Table.start(deal_for(draft))
    expected = expected.play(0, table.deal.players[0].heroic, 1, "action").play(0, ana, 2, "move")
    expected = expected.play(1, ben, 1, "action").play(1, table.deal.players[1].heroic, 2, "move")
    assert draft.stage == "entry"
    assert draft.plans[0] == expected.player_tokens(0) and draft.plans[1] == expected.player_tokens(1)
    assert load_draft(draft.path).plans == draft.plans


async def test_solo_is_unchanged(mission):
    """Solo (§5.5): the deck lies face up, nothing to hide, no terminal to pass."""
    draft = make_draft(mission, players=0, androids=4)
    async with RoundApp(SoloScreen(draft, practice=True)).run_test(size=(80, 24)) as pilot:
        await ready(pilot)
        screen = pilot.app.screen
        assert not screen.cards.terminal.hidden and not screen.check_action("hand_over", ())
        await pilot.press("o")
        await pilot.pause()
        assert pilot.app.screen is screen


@pytest.mark.parametrize("lang", ("es", "pt"))
async def test_the_hand_over_in_spanish_and_portuguese(speak, lang, mission):
    """The new words, at 80×24: the hands' title, the hidden hand, the backs, the
    hand-over screen, the refusal — no English word left."""
    speak(lang)
    draft = crew_draft(mission, language=lang)
    async with RoundApp(SoloScreen(draft, practice=True)).run_test(size=(80, 24)) as pilot:
        await ready(pilot)
        screen = pilot.app.screen
        await pilot.press("h")
        await pilot.press("2", "home", "h")                       # refused: Ben's board
        await pilot.pause()
        refusal = screen.message
        await pilot.press("o")
        await pilot.pause()
        await steady(pilot)
        over = screen_text(pilot.app)
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("up", "home")
        await pilot.pause()
        await steady(pilot)
        planning = screen_text(pilot.app)
        title = screen.query_one("#solo-cards").border_title
        hint = str(screen.query_one("#solo-hint").render())
    words = {"es": ("Pasa el terminal a Ben", " · Ben tiene el terminal", "acc"),
             "pt": ("Passe o terminal para Ben", " · Ben está com o terminal", "aç.")}[lang]
    assert words[0] in over and title.endswith(words[1]) and f" {words[2]} " in board_line(planning, "Ana")
    shown = " ".join((refusal, over, hint, title))
    found = english_words(shown, {"ana", "ben", "enter", "android", "asdf", "terminal", "face"})
    assert not found, f"{lang}: {found}\n{shown}"


async def test_keys_typed_in_one_burst_land_on_the_hand_over(mission):
    """`o → enter h` arriving together, as a terminal delivers a fast typist's keys (all
    queued before the app reads the first): the arrow and Enter go to the hand-over
    screen, and the heroic card lands on the new holder's board, not the last one's."""
    from textual import events

    draft = crew_draft(mission, players=3, androids=1)
    async with RoundApp(SoloScreen(draft, practice=True)).run_test(size=(80, 24)) as pilot:
        await ready(pilot)
        screen = pilot.app.screen
        for key, char in (("o", "o"), ("right", None), ("enter", None), ("h", "h")):
            pilot.app.post_message(events.Key(key, char))
        for _ in range(20):
            await pilot.pause()
        assert pilot.app.screen is screen and screen.cards.terminal.at == 2
        assert screen.table.player_tokens(2)[0] != "empty"
        assert screen.table.player_tokens(0)[0] == "empty"
