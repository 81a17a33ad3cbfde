"""The set-up lets a crew rename a badge and give it another task (expansion p.33): F6
opens the badges' words, the draft keeps them, the set-up's badge line shows the new
name, and the score and the board say what the crew chose."""
from __future__ import annotations

from dataclasses import replace

import pytest
from textual.widgets import Input, Static

from spacealert_tui.record.draft import MissionDraft
from spacealert_tui.tui.dialogs.badge_words import BadgeWordsScreen
from spacealert_tui.tui.widgets.score_text import crew_text, logbook_line
from spacealert_tui.tui.screens.setup import SetupScreen
from spacealert_tui.tui.widgets.choice import Choice
from tests.tui.conftest import Host
from tests.tui.test_badges_score import _text, board_subtitle

pytestmark = pytest.mark.usefixtures("home_data_dir")
QUESTION = {"en": "Rename a badge or give it another task", "es": "Cambia el nombre de una insignia",
            "pt": "Mude o nome de uma insígnia"}


@pytest.mark.parametrize("language", ["en", "es", "pt"])
async def test_f6_renames_a_badge_and_gives_it_a_task(speak, language):
    """p.33: "podéis cambiar el nombre de cualquiera de ellas y asignarle una nueva función"."""
    speak(language)
    draft = MissionDraft.new(deck_seed=1234, card_sets=["base", "new_frontier"])
    app = Host(lambda: SetupScreen(draft))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("f6")
        await pilot.pause()
        assert isinstance(app.screen, BadgeWordsScreen)
        question = " ".join(str(app.screen.query_one("#badges-question", Static).render()).split())
        assert QUESTION[language] in question
        app.screen.query_one("#badges-title-engineer", Input).value = "Quartermaster"
        app.screen.query_one("#badges-task-engineer", Input).value = "counts the cards left"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        assert draft.badge_texts == {"engineer": {"title": "Quartermaster", "task": "counts the cards left"}}
        assert app.screen.query_one("#badge-engineer", Choice).label == "Quarterma…"
        assert MissionDraft.from_json(draft.to_json()).badge_texts == draft.badge_texts
        # escape changes nothing
        await pilot.press("f6")
        await pilot.pause()
        app.screen.query_one("#badges-title-engineer", Input).value = ""
        await pilot.press("escape")
        await pilot.pause()
        assert draft.badge_texts["engineer"]["title"] == "Quartermaster"


async def test_no_badges_no_f6():
    draft = MissionDraft.new(deck_seed=1234, card_sets=["base"])
    app = Host(lambda: SetupScreen(draft))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert not app.screen.check_action("badge_words", ())
        await pilot.press("f6")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)


def test_the_score_says_what_the_crew_chose(first_flight):
    record, result = first_flight
    names = [c.name for c in record.crew]
    own = replace(record, mission_extra={**record.mission_extra,
                                         "badges": {"engineer": names[2], "science": names[3]},
                                         "badge_texts": {"engineer": {"title": "Quartermaster"},
                                                         "science": {"task": "reads the soundtrack's times"}}})
    assert f"{names[2]} (security, Quartermaster)" in crew_text(own)
    assert f"{names[3]} (science officer)" in crew_text(own)
    text = " ".join(_text(logbook_line(own, result, "2026-07-01")).split())
    assert f"{names[3]}, science officer: reads the soundtrack's times." in text


async def test_the_board_names_a_renamed_tactical_officer_and_not_one_given_another_task(first_flight):
    record, _result = first_flight
    name = record.crew[0].name
    subtitles = []
    for words in ({"title": "Navigator"}, {"task": "keeps the time"}):
        badged = replace(record, mission_extra={**record.mission_extra, "badges": {"tactical": name},
                                                "badge_texts": {"tactical": words}})
        subtitles.append(await board_subtitle(badged))
    assert subtitles[0].endswith(f"· Navigator: {name}") and name not in subtitles[1]


async def test_f6_renames_the_captain_and_the_captain_still_acts_first():
    """p.33: any badge may be renamed, the captain's too; ruling R20: only the words change,
    the crew still starts with the captain (whatever the badge is called)."""
    draft = MissionDraft.new(deck_seed=1234, card_sets=["base", "new_frontier"])
    app = Host(lambda: SetupScreen(draft))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("f6")
        await pilot.pause()
        assert app.screen.focused is app.screen.query_one("#badges-title-captain", Input)
        await pilot.press(*"Skipper", "tab", *"calls the phases", "ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        assert draft.badge_texts == {"captain": {"title": "Skipper", "task": "calls the phases"}}
        role = app.screen.query_one("#role-captain", Choice)
        assert role.label == "Skipper"
        assert "Skipper" in str(app.screen.query_one("#who-0", Static).render())
        second = draft.crew[1].name
        role.focus()
        await pilot.press("right")          # the next crew member takes the renamed badge
        await pilot.pause()
        assert draft.crew[0].name == second and draft.crew[0].roles[:1] == ["captain"]
        assert app.screen.query_one("#role-captain", Choice).label == "Skipper"
        assert draft.record_doc()["crew"][0]["roles"][0] == "captain"
