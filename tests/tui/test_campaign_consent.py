"""Cloning consent is signed before a mission or a campaign (expansion pp.25, 28, 29;
ruling EX20): the campaign keeps the consent its explorers set out with, so a stubborn
explorer who signs during it still dies if it fails, and the signature counts afterwards."""
from __future__ import annotations

from spacealert_tui.record.draft import MissionDraft
from spacealert_tui.record.logbook import Logbook
from spacealert_tui.record.campaign import CampaignState
from spacealert_tui.tui.flows.campaign import CampaignHooks
from spacealert_tui.tui.flows.table import TableFlow
from tests.tui.test_campaign_longer import explorers, fly, pair


def stubborn(name: str) -> None:
    with Logbook.open() as book:
        book.db.execute("UPDATE explorers SET consent = 0 WHERE name = ?", (name,))


def fail(state: CampaignState, lost) -> None:
    """The next mission of the campaign is `lost` (a record whose ship is destroyed)."""
    state.repair([(c.name, None) for c in pair()])
    draft = state.new_draft()
    draft.crew = pair()
    mission = state.campaign().play(state.campaign().next_record(lost[0])).missions[-1]
    with Logbook.open() as book:
        book.add_mission(mission.record, mission.result, draft_id=draft.id, date="2026-06-02")
    state.add_mission(mission.record, mission.result, draft)


def test_signing_during_a_campaign_does_not_save_a_stubborn_explorer_it_fails(lost_in_blue):
    """p.29: "Los jugadores con exploradores tenaces pueden perder a su personaje, ya que no
    es posible marcar la casilla de clonación mientras dure la campaña. Si quieren
    protegerse de cualquier eventualidad, deberán firmar el consentimiento antes de
    comenzar la primera misión." p.25: "no vale marcar la casilla en medio de un vuelo"."""
    explorers(Ana=2, Bo=2)
    stubborn("Bo")
    state = CampaignState.new()
    state.take_consent(pair())                       # the first mission sets out
    assert state.consent == {"Ana": True, "Bo": False}
    fly(state, 1, pair())
    with Logbook.open() as book:
        book.sign_consent("Bo")                      # during the campaign
    fail(state, lost_in_blue)
    assert state.status == "failed" and state.logged_end
    with Logbook.open() as book:
        bo, ana = book.explorer("Bo"), book.explorer("Ana")
        assert bo.sheet.dead and bo.sheet.clones == 0
        assert ana.sheet.clones == 1 and not ana.sheet.dead


def test_signing_before_the_campaign_sets_out_is_cloning(lost_in_blue):
    """p.28: consent may be signed "en cualquier momento, siempre y cuando la misión o la
    campaña aún no haya empezado"."""
    explorers(Ana=2, Bo=2)
    stubborn("Bo")
    with Logbook.open() as book:
        book.sign_consent("Bo")
    state = CampaignState.new()
    state.take_consent(pair())
    fly(state, 1, pair())
    fail(state, lost_in_blue)
    with Logbook.open() as book:
        bo = book.explorer("Bo")
        assert not bo.sheet.dead and bo.sheet.clones == 1


def test_a_signature_during_a_won_campaign_counts_after_it():
    """p.28: "Al hacerlo, el explorador deja de ser tenaz … en adelante también deberá
    tachar los recuadros que tengan un punto": the campaign was flown stubborn, so its
    experience skips the dotted boxes; the sheet consents after it."""
    explorers(Ana=2, Bo=2)
    stubborn("Bo")
    state = CampaignState.new()
    state.take_consent(pair())
    fly(state, 2, pair())
    with Logbook.open() as book:
        book.sign_consent("Bo")
    state.stop()
    state.judge({})
    with Logbook.open() as book:
        ana, bo = book.explorer("Ana"), book.explorer("Bo")
    assert bo.sheet.consent and bo.awards[-1].experience == ana.awards[-1].experience == 6
    # level 2's row opens with 4 dotted boxes (EX2): the stubborn flight skipped them
    assert (bo.sheet.level, bo.sheet.boxes.cursor) == (2, ana.sheet.boxes.cursor + 4)


def test_the_first_missions_set_up_takes_the_consent():
    """The consent is taken when the first mission's set-up is done, not at its score."""
    explorers(Ana=2, Bo=2)
    stubborn("Bo")
    state = CampaignState.new()
    draft = MissionDraft.new(crew=pair(), campaign_id=state.id)
    flow = TableFlow(app=None, draft=draft, campaign=CampaignHooks(None, state))
    flow.set_out(draft)          # what the flow does with the draft the set-up dismisses with
    assert state.consent == {"Ana": True, "Bo": False}
    assert CampaignState.load(state.path).consent == {"Ana": True, "Bo": False}


def test_signing_during_a_campaign_says_it_counts_after_it(capsys):
    """p.25: "no vale marcar la casilla en medio de un vuelo": the signature is taken, and
    the crew is told the campaign under way keeps the consent it set out with."""
    from spacealert_tui.cli import main
    from spacealert_tui.record.campaign import flown_stubborn

    explorers(Ana=2, Bo=2)
    stubborn("Bo")
    state = CampaignState.new()
    state.take_consent(pair())
    fly(state, 1, pair())
    assert flown_stubborn("bo") and not flown_stubborn("Ana")
    assert main(["explorers", "Bo", "--consent"]) == 0
    assert ("Bo flies a campaign under way, which keeps the consent it set out with: if it fails, Bo dies; "
            "the signature counts after it.") in capsys.readouterr().err
