"""What a Spanish or Portuguese crew met in English on a walk through the app: the
soundtrack list's kinds and titles, a timeline's problems, a new crew's seat names and
an unnamed mission's title. The words stay English in `--json` and in the records."""
from __future__ import annotations

import json

import pytest

from spacealert_tui import cli
from spacealert_tui.mission.spoken import describe_event, fixed_spans
from spacealert_tui.mission.timeline import TimelineEvent
from spacealert_tui.record.crew import reshape_crew
from spacealert_tui.record.draft import MissionDraft
from spacealert_tui.record.practice import title_words
from tests.i18n_scan import english_words

LANGS = ("es", "pt")


def run(capsys, *args: str) -> str:
    assert cli.main(list(args)) == 0
    return capsys.readouterr().out


@pytest.mark.parametrize("lang", LANGS)
def test_mission_list_says_kinds_and_titles_in_the_crew_s_language(capsys, lang):
    out = run(capsys, "--lang", lang, "mission", "list")
    shown = " ".join(line.split(None, 2)[2] for line in out.splitlines())   # past the id and length
    found = english_words(shown, {"solo"})
    assert not found, f"mission list in {lang}: {found}"
    listed = json.loads(run(capsys, "--lang", lang, "mission", "list", "--json"))
    assert listed[0]["kind"] == "official" and listed[0]["title"] == "First Test Run"


@pytest.mark.parametrize("lang", LANGS)
def test_a_timeline_s_announcements_are_named_in_the_crew_s_language(speak, lang):
    speak(lang)
    names = [span.what for span in fixed_spans([225, 450, 600])]
    names += [describe_event(TimelineEvent(at=10, type=kind, turn=3, duration=10, kind="external", zone="red"))
              for kind in ("threat", "incoming_data", "data_transfer", "comms_down")]
    found = english_words(" ".join(names))
    assert not found, f"{lang}: {found}"


def test_a_new_crew_s_seats_are_named_in_the_crew_s_language(speak):
    speak("es")
    draft = MissionDraft.new()
    reshape_crew(draft, 3, False)
    assert [seat.name for seat in draft.crew] == ["Jugador 1", "Jugador 2", "Jugador 3", "Androide 1"]
    reshape_crew(draft, 1, False)          # solo: four androids
    assert {seat.name.split()[0] for seat in draft.crew if seat.android} == {"Androide"}


def test_an_unnamed_mission_keeps_its_english_title_and_shows_its_own(speak):
    speak("pt")
    draft = MissionDraft.new()
    reshape_crew(draft, 4, False)
    assert draft.record_doc()["mission"]["title"].startswith("Mission of ")
    assert title_words("Mission of 2026-11-25") == "Missão de 2026-11-25"


def test_a_soundtracks_title_is_worded_where_a_records_title_is(speak):
    """The board, the coach and the suggested plan show a record's title through
    title_words: a table mission's default title and a shipped track's both read in the
    crew's language (the suggested plan's header said Mission of 2026-11-25)."""
    speak("pt")
    assert title_words("Mission 1") == "Missão 1"
    assert title_words("Our own title") == "Our own title"


def test_the_rounds_ready_line_and_decks_read_whole(speak):
    """The action round's ready and over lines are one row of 78 columns (the first was
    cut before 'na hora'); the decks are named as the deck's colour after 'baralho', so that the
    masculine colour word agrees (comuns branco did not)."""
    from spacealert_tui import i18n
    speak("pt")
    assert len(i18n._("Press space when the crew is ready: the soundtrack starts at once.")) <= 78
    assert len(i18n._("ROUND OVER · the crew stops planning · enter: go on to the entry")) <= 78
    decks = i18n._("decks: common {common}, serious {serious}").format(common="branco", serious="amarelo")
    assert "comuns" not in decks
