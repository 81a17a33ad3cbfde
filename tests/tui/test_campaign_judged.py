"""The achievements the crew judges, claimed for a campaign's missions (expansion p.29,
*Los logros en las campañas*; ruling EX19): asked once the campaign is over and survived,
awarded with the campaign, one per category; a failed campaign asks nothing."""
from __future__ import annotations

import pytest
from textual.app import App
from textual.widgets import SelectionList, Static

from spacealert_tui.record.logbook import Logbook
from spacealert_tui.tui.dialogs.after_mission import JudgedScreen, mission_judged
from spacealert_tui.record.campaign import CampaignState
from spacealert_tui.tui.flows.campaign import CampaignFlow
from tests.tui.test_campaign_longer import explorers, fly, pair

class CampaignHost(App[None]):
    """A bare app running the campaign's flow on `state` (its screen and its steps)."""

    def __init__(self, state: CampaignState) -> None:
        super().__init__()
        self.state = state

    def on_mount(self) -> None:
        CampaignFlow(self, self.state).start()


ASKED = {"en": "in one of the campaign's missions", "es": "en una de las misiones de la campaña",
         "pt": "em uma das missões da campanha"}


def test_a_stopped_campaign_asks_the_mission_ones_and_pays_them_with_the_campaign():
    """p.29: "Los logros que dependen de una misión también están disponibles, pero
    tendréis que cumplir los requisitos en una sola de las misiones que componen la
    campaña. Cada jugador debe llevar la cuenta de sus logros al concluir una misión, pero
    no podrá tachar los recuadros pertinentes hasta que termine la campaña"."""
    explorers(Ana=2, Bo=2)
    state = CampaignState.new()
    fly(state, 2, pair())
    assert not state.judgement_due                       # nothing ticked while it goes on
    state.stop()
    assert state.judgement_due and not state.logged_end
    assert {a.id for a in state.judged_items()} == {a.id for a in mission_judged(solo=False)}
    state.judge({"Ana": ["lunch_money"]})
    with Logbook.open() as book:
        ana, bo = book.explorer("Ana"), book.explorer("Bo")
        assert "lunch_money" in ana.achievements and "lunch_money" not in bo.achievements
        (award,) = ana.awards
        assert award.description == "C2/3" and "lunch_money" in award.achievements
        assert book.campaigns()[0].status == "over"


def test_a_completed_two_explorer_campaign_offers_both_and_one_per_category():
    """p.29: "cada jugador solo puede conseguir un logro por categoría a lo largo de la
    campaña": two social skills ticked give one, the one worth more (EX8)."""
    explorers(Ana=2, Bo=2)
    state = CampaignState.new()
    fly(state, 3, pair())
    assert "honeymoon" in {a.id for a in state.judged_items()}
    social = [a for a in mission_judged(solo=False) if a.category == "social" and a.min_level <= 2]
    assert len(social) >= 2
    state.judge({"Ana": [a.id for a in social[:2]] + ["honeymoon"]})
    with Logbook.open() as book:
        earned = book.explorer("Ana").achievements
    assert len([a for a in earned if a in {s.id for s in social}]) == 1 and "honeymoon" in earned


def test_a_failed_campaign_asks_nothing(lost_in_blue):
    """p.29: "no conseguirá nada si la nave acaba hecha pedazos"."""
    from tests.tui.test_campaign_consent import fail

    explorers(Ana=2, Bo=2)
    state = CampaignState.new()
    fly(state, 1, pair())
    fail(state, lost_in_blue)
    assert state.status == "failed" and not state.judgement_due and state.logged_end
    with Logbook.open() as book:
        assert book.explorer("Ana").sheet.clones == 1 and book.explorer("Ana").achievements == ()


@pytest.mark.parametrize("language", ["en", "es", "pt"])
async def test_the_campaign_checklist_says_it_is_for_the_campaigns_missions(speak, language):
    speak(language)
    explorers(Ana=2, Bo=2)
    state = CampaignState.new()
    fly(state, 2, pair())
    state.stop()
    app = CampaignHost(state)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("j")
        await pilot.pause()
        assert isinstance(app.screen, JudgedScreen)
        question = " ".join(str(app.screen.query_one("#after-question", Static).render()).split())
        assert ASKED[language] in question
        listing = app.screen.query_one("#after-list", SelectionList)
        assert listing.option_count == len([a for a in mission_judged(False) if a.min_level <= 2])
        await pilot.press("escape")
        await pilot.pause()
    assert state.logged_end
