"""Practice with specializations: a special card stacked on another card.

The expansion rulebook lets only the Medic stack his special card on a move and only
the Special Ops expert's advanced card protect another card (pp.14, 18, 21); the
practice boards take `p +` (stack a held special card on a space's card, or on the card
just placed: `r r p + b`) and `+` then a card's keys (lay a card under a special card
lying alone), and refuse what the entry refuses, in the same words.
"""
from __future__ import annotations

import pytest

from spacealert_tui.tui.screens.entry import EntryScreen
from spacealert_tui.tui.screens.solo import SoloScreen
from tests.tui.test_action_round import ready, short_mission
from tests.tui.test_table_flow import board_and_score
from tests.tui.conftest import workers_done


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("SPACEALERT_DATA_DIR", str(tmp_path))
    return tmp_path


def solo_draft(tmp_path, specs):
    from spacealert_tui.cli import build_parser
    from spacealert_tui.commands.solo import check

    args = build_parser().parse_args(["solo", "--practice", "--seed", "5", "--mission", short_mission(tmp_path)])
    draft = check(args)
    draft.card_sets = ["base", "new_frontier"]
    draft.specializations = "chosen"
    for seat, (name, level) in zip(draft.crew, specs):
        seat.specialization, seat.specialization_level = name, level
    return draft


async def test_a_solo_medic_stacks_his_special_card_on_a_move_and_the_mission_resolves(tmp_path):
    from spacealert_tui.commands.solo import make_app as solo_app

    draft = solo_draft(tmp_path, (("medic", 1), ("special_ops", 2), ("mechanic", 1), ("teleporter", 1)))
    app = solo_app(draft, practice=True, soundtracks=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await ready(pilot)
        screen = app.screen
        assert isinstance(screen, SoloScreen) and screen.solo
        await pilot.press("1", "home", "r", "r", "p", "+", "b")     # the Medic: red, then ◇ on it
        await pilot.pause()
        assert screen.table.android_tokens(0)[0] == "red+spec", screen.message
        assert "←+◇" in screen.query_one("#solo-boards").render().plain
        await pilot.press("home", "right", "right", "a", "a", "p", "+", "b")   # on an A: refused
        await pilot.pause()
        assert "the Medic stacks his card only on a move" in screen.message
        assert screen.table.android_tokens(0)[0] == "red+spec"     # nothing moved
        await pilot.press("2", "home", "p", "a", "left", "+", "a", "a")    # Special Ops: A under ◆
        await pilot.pause()
        assert screen.table.android_tokens(1)[0] == "A+spec_adv", screen.message
        await pilot.press("3", "home", "r", "r", "p", "+", "b")     # the Mechanic may not stack
        await pilot.pause()
        assert "only the Medic and Special Ops" in screen.message
        assert screen.table.android_tokens(2)[0] == "red"
        await pilot.press("1", "home", "x")                         # the stacked card comes off first
        await pilot.pause()
        assert screen.table.android_tokens(0)[0] == "red"
        await pilot.press("p", "+", "b")
        await pilot.pause()
        assert screen.table.android_tokens(0)[0] == "red+spec"
        await pilot.press("n", "n", "n")
        await pilot.pause()
        entry = app.screen
        assert isinstance(entry, EntryScreen)
        assert entry.draft.plans[0][0] == "red+spec" and entry.draft.plans[1][0] == "A+spec_adv"
        await board_and_score(pilot, app)


async def test_a_player_stacks_from_hand_and_takes_it_back(tmp_path):
    """3 players + 1 android: the Medic player stacks on the move he just placed."""
    from spacealert_tui.cli import build_parser
    from spacealert_tui.commands.solo import check
    from spacealert_tui.commands.solo import make_app as solo_app

    args = build_parser().parse_args(["solo", "--players", "3", "--practice", "--seed", "5",
                                      "--mission", short_mission(tmp_path)])
    draft = check(args)
    draft.card_sets = ["base", "new_frontier"]
    draft.specializations = "chosen"
    for seat, (name, level) in zip(draft.crew, (("medic", 1), ("mechanic", 1), ("teleporter", 1),
                                                ("squad_leader", 1))):
        seat.specialization, seat.specialization_level = name, level
    app = solo_app(draft, practice=True, soundtracks=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await ready(pilot)
        screen = app.screen
        hand = screen.table.hands[0]
        move = next(m for m in ("red", "blue", "lift") if any(c.move == m and not c.special for c in hand))
        key = {"red": "r", "blue": "b", "lift": "l"}[move]
        await pilot.press("1", "home", key, key, "p", "+", "b")
        await pilot.pause()
        assert screen.table.player_tokens(0)[0] == f"{move}+spec", screen.message
        assert not any(c.special for c in screen.table.hands[0])
        await pilot.press("home", "x")
        await pilot.pause()
        assert screen.table.player_tokens(0)[0] == move
        assert any(c.special for c in screen.table.hands[0])


async def test_f4_in_a_specialized_practice_plans_with_the_special_cards_held(tmp_path):
    """The coach's suggestion (F4) from the cards the app dealt: no heroic card for
    anyone (the deal gave none), the special cards each level gives."""
    from spacealert_tui.coach.legal import is_legal
    from spacealert_tui.commands.solo import make_app as solo_app
    from spacealert_tui.record.crew import draw_tracks
    from spacealert_tui.tui.screens.suggest import SuggestScreen

    draft = solo_draft(tmp_path, (("medic", 1), ("", 1), ("mechanic", 3), ("teleporter", 2)))
    draft.tracks = draw_tracks(7)
    app = solo_app(draft, practice=True, soundtracks=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await ready(pilot)
        await pilot.press("1", "home", "r", "r", "p", "+", "b")
        await pilot.pause()
        await pilot.press("f4")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SuggestScreen) and screen.hands is not None
        assert not any(card.action.startswith("H") for card in screen.hands.cards)
        assert screen.record.crew[0].actions[0].token == "red+spec"
        screen.stopping.set()
        await workers_done(pilot.app)
        await pilot.pause()
    from spacealert_tui.coach.plan import search_plan
    chosen = search_plan(screen.record, iterations=200, seed=0, draws=3, hands=screen.hands).record
    for member in chosen.crew:
        assert is_legal(member.actions, member.specialization)
        assert not any(a.token.startswith("H") for a in member.actions)


@pytest.mark.parametrize("lang", ("en", "es", "pt"))
async def test_the_stack_refusal_is_shown_whole_at_80_columns(tmp_path, speak, lang):
    """The practice's message line is one row at 80x24: the refusal (the entry's words)
    fits it in each language."""
    from rich.cells import cell_len

    from spacealert_tui.commands.solo import make_app as solo_app

    speak(lang)
    draft = solo_draft(tmp_path, (("medic", 1), ("special_ops", 2), ("mechanic", 1), ("teleporter", 1)))
    draft.language = lang
    app = solo_app(draft, practice=True, soundtracks=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await ready(pilot)
        screen = app.screen
        await pilot.press("3", "home", "r", "r", "p", "+", "b")     # the Mechanic may not stack
        await pilot.pause()
        line = screen.query_one("#round-message")
        assert screen.message.startswith({"en": "Refused", "es": "Rechazada", "pt": "Recusada"}[lang])
        assert cell_len(screen.message) <= line.content_region.width, (screen.message, line.content_region)
        assert screen.message in str(line.render())
