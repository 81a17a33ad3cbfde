"""Practice's words, built without a screen: the short card words in the crew's language
(issue 26: `HA/lr`, `bots`, `bt+A` were English whatever the language), the double-action
deck's legend, the practice's status line and the round's phase beside the clock."""
from __future__ import annotations

import pytest

from spacealert_tui import i18n
from spacealert_tui.rules.action_deck import Table
from spacealert_tui.tui.practice_cards import PracticeCards, deal_for
from spacealert_tui.tui.round_controller import RoundController
from spacealert_tui.tui.widgets.action_boards import double_legend, group_words, hand_text, pool_text
from spacealert_tui.tui.widgets.plan_grid import short
from spacealert_tui.tui.widgets.practice_text import status_text
from spacealert_tui.tui.widgets.round_text import phase_text


@pytest.fixture
def spanish():
    i18n.install("es")
    try:
        yield
    finally:
        i18n.install("en")


def test_the_short_card_words_follow_the_crews_language(spanish):
    assert group_words("bots", "red") == "robots/roja"
    assert group_words("A", "lift") == "A/gravit."
    assert group_words("red", "bots+A") == "robots+A/roja"     # a double card, double half first
    assert short("bots") == "rob" and short("Hbots") == "Hrb"
    assert short("bots+A") == "rb+A"
    assert short("Hmove:lower-red") == "Hir" and short("Hmove:upper-white") == "Hsb"


def test_the_english_words_stay_as_they_were():
    assert group_words("bots", "red") == "bots/red"
    assert short("bots") == "bot" and short("bots+A") == "bt+A" and short("Hmove:lower-blue") == "Hlb"


def test_the_double_deck_has_a_legend_for_the_card_halves(spanish):
    legend = double_legend()
    assert "mitad doble A+B" in legend
    assert "← roja" in legend and "↕ gravit." in legend and "rb robots de combate" in legend


def test_the_double_practice_deck_shows_the_legend_under_its_lines(tmp_path):
    from tests.tui.test_action_round import make_draft, short_mission

    draft = make_draft(short_mission(tmp_path), players=0, androids=4)
    draft.rules = ["double_actions"]
    table = Table.start(deal_for(draft))
    text = pool_text(table.face_up).plain
    assert "A+B:" in text                                        # a double half and its cards
    assert text.splitlines()[-2].startswith("A+B:→↕ double half A+B, then each card")
    assert "bt battle bots" in text.splitlines()[-1]


def test_a_solo_hand_and_the_status_line_without_a_screen(tmp_path, spanish):
    from tests.tui.test_action_round import make_draft, short_mission

    draft = make_draft(short_mission(tmp_path), players=0, androids=4)
    cards = PracticeCards(draft, Table.start(deal_for(draft)), hidden=False)
    assert "robots/roja" in hand_text(cards.table.face_up)
    rc = RoundController(draft)
    assert rc.prepare()                              # the 3:20 mission, three phases
    rc.state = "practice"
    assert status_text(rc, cards).plain.startswith("PRÁCTICA · FASE 1 de 3")
    rc.state = "ready"
    assert status_text(rc, cards).plain.startswith("LISTOS")
    assert phase_text(rc, rc.clock_now()).plain.startswith("FASE 1 de 3")
