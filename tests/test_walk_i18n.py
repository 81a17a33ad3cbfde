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


@pytest.mark.parametrize("lang", LANGS)
def test_a_soundtrack_s_threat_counts_agree_with_their_number(speak, lang):
    """One internal threat is "1 interna", not "1 internas", in the set-up's line and in
    `mission show`'s summary; English reads as before."""
    from spacealert_tui.mission import load_mission
    from spacealert_tui.mission.describe import summary
    from spacealert_tui.tui.screens.setup import describe_timeline
    timeline = load_mission("new-frontier/mission-1")      # 3 serious, 1 internal, 2 unconfirmed
    speak("en")                                # a command run before may have left its language
    assert describe_timeline(timeline) == "12:30 · 7 threats: 3 serious, 1 internal, 2 unconfirmed"
    assert "(8 + 2 unconfirmed points; 3 serious, 1 internal)" in summary(timeline)
    speak(lang)
    line, told = describe_timeline(timeline), summary(timeline)
    for text in (line, told):
        assert "3 graves" in text and "1 interna" in text and "1 internas" not in text, text


@pytest.mark.parametrize("lang", LANGS)
def test_resolve_keeps_its_columns_in_the_crew_s_language(capsys, speak, lang):
    """The score's labels (robôs de combate incapacitados), the damage's zones (vermelha)
    and the expansion's longer card ids (SE1-101) each get a column as wide as they need."""
    out = run(capsys, "--lang", lang, "resolve", "example/10-specializations")
    lines = out.splitlines()
    start = lines.index(_score_word(lang)) + 1
    score = lines[start:lines.index("", start)]
    assert len(score) >= 9 and len({len(line) for line in score}) == 1, "\n".join(score)
    damage_start = lines.index(_damage_word(lang)) + 1
    damage = lines[damage_start:damage_start + 3]
    assert len({line.index(line.split()[1]) for line in damage}) == 1, "\n".join(damage)
    out = run(capsys, "--lang", lang, "resolve", "example/08-new-frontier-phasing")
    threats = [line for line in out.splitlines() if line.startswith("  T+")]
    assert any("-1" in line.split()[1] for line in threats)           # a three-digit card id
    names_at = {line.index(" " + line.split()[2]) for line in threats}
    assert len(names_at) == 1, "\n".join(threats)


def _score_word(lang: str) -> str:
    return {"es": "Puntuación", "pt": "Pontuação"}[lang]


def _damage_word(lang: str) -> str:
    return {"es": "Daño", "pt": "Dano"}[lang]


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
