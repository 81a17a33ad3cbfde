"""A Spanish and a Portuguese crew type the names printed on their threat cards into the
entry, and the draft holds the card they meant (issue 21): an exact name is that card,
a name two cards share is asked for (never chosen), and the answer is what is saved."""
from __future__ import annotations

from spacealert_tui.record.draft import load_draft
from spacealert_tui.tui.screens.entry import EntryScreen
from spacealert_tui.tui.dialogs.pick_card import PickCardScreen
from tests.tui.test_entry import TIMELINE, data_dir, four_crew, rows, settle, status
from tests.tui.test_setup import ScreenApp

__all__ = ["data_dir"]     # the folder fixture, so the drafts land in the test's own folder


async def test_a_spanish_crew_types_printed_names(speak):
    speak("es")
    draft = four_crew()
    app = ScreenApp(lambda: EntryScreen(draft, TIMELINE))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        first, second, third, _fourth = rows(app.screen)
        await pilot.press(*"caza")                  # the Fighter, not the Stealth Fighter
        await settle(pilot)
        assert draft.threats[0].card == "E1-07"
        assert "✓ E1-07 Caza" in status(first)
        await pilot.press("enter")
        await settle(pilot)
        assert app.focused is second.input
        await pilot.press(*"saboteador")            # two cards of that name: asked, not chosen
        await settle(pilot)
        assert draft.threats[1].card is None
        assert "I1-03" in status(second) and "I1-04" in status(second)
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, PickCardScreen)
        await pilot.press("2")
        await settle(pilot)
        assert draft.threats[1].card == "I1-04"
        assert app.focused is third.input
        await pilot.press(*"frag", "enter")         # the start of two serious white names
        await settle(pilot)
        assert isinstance(app.screen, PickCardScreen)
        await pilot.press("down", "up", "enter")
        await settle(pilot)
        assert draft.threats[2].card == "SE1-01"
        assert load_draft(draft.path).threats[2].card == "SE1-01"
        assert [t.card for t in load_draft(draft.path).threats[:3]] == ["E1-07", "I1-04", "SE1-01"]


async def test_a_portuguese_crew_types_printed_names_and_spanish_ones(speak):
    speak("pt")
    draft = four_crew()
    app = ScreenApp(lambda: EntryScreen(draft, TIMELINE))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        first, second, third, _fourth = rows(app.screen)
        await pilot.press(*"caca invisivel")         # no accents typed
        await settle(pilot)
        assert draft.threats[0].card == "E1-03"
        await pilot.press("enter")
        await settle(pilot)
        await pilot.press(*"sabotador", "enter")
        await settle(pilot)
        assert isinstance(app.screen, PickCardScreen)
        await pilot.press("escape")                 # back to typing: nothing chosen
        await settle(pilot)
        assert draft.threats[1].card is None and app.focused is second.input
        second.input.value = ""
        await pilot.press(*"I1-03", "enter")
        await settle(pilot)
        assert draft.threats[1].card == "I1-03"
        await pilot.press(*"fragata")                # Portuguese and Spanish alike
        await settle(pilot)
        assert draft.threats[2].card == "SE1-01"
        assert [t.card for t in load_draft(draft.path).threats[:3]] == ["E1-03", "I1-03", "SE1-01"]


async def test_a_whole_name_whose_card_does_not_fit_is_never_swapped_for_another(speak):
    """Ruling CN1: `caza` is E1-07 *Caza*, also where it does not fit. A Spanish crew whose
    set-up says yellow common threats types `caza` for the card in hand: the entry says
    Caza is a white card, and Enter does not take *Caza fantasma* (E2-03), a yellow card
    the completion offered, in its place (the walk of issue 26 saw it do so silently)."""
    speak("es")
    draft = four_crew(common_level="yellow")
    app = ScreenApp(lambda: EntryScreen(draft, TIMELINE))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        first = rows(app.screen)[0]
        await pilot.press(*"caza")
        await settle(pilot)
        assert "E1-07 Caza" in status(first) and "blanca" in status(first)
        await pilot.press("enter")
        await settle(pilot)
        assert draft.threats[0].card is None
        assert app.focused is first.input and first.input.value == "caza"
        assert "E1-07 Caza" in status(first) and "blanca" in status(first)
        await pilot.press(*" f", "enter")            # the yellow one, typed further
        await settle(pilot)
        assert draft.threats[0].card == "E2-03"
