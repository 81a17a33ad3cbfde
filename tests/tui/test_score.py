"""The score screen: the logbook line, writing the mission once, the record file, failures."""
from __future__ import annotations

import json

import pytest
from rich.console import Console
from textual.content import Content
from textual.widgets import Static

from spacealert_tui.record import load_record
from spacealert_tui.record.draft import CrewSeat, MissionDraft
from spacealert_tui.record.logbook import Logbook, LogbookError
from spacealert_tui.record.files import slug
from spacealert_tui.tui.screens.score import ScoreScreen
from spacealert_tui.tui.widgets.score_text import record_file_for
from tests.tui.conftest import Host

pytestmark = pytest.mark.usefixtures("home_data_dir")


def text_of(widget: Static) -> str:
    """What a Static shows, as plain text (never read as markup here either)."""
    if isinstance(widget.content, (str, Content)):
        return str(widget.content)
    console = Console(width=200, color_system=None)
    with console.capture() as capture:
        console.print(widget.content)
    return "\n".join(line.rstrip() for line in capture.get().splitlines())


def a_draft() -> MissionDraft:
    draft = MissionDraft.new(crew=[CrewSeat("Ana", roles=["captain"])], title="First flight")
    draft.stage = "resolution"
    return draft


async def test_a_won_mission_shows_its_logbook_line_and_is_written(data_dir, first_flight):
    record, result = first_flight
    app = Host(lambda: ScoreScreen(record, result, date="2025-03-14"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ScoreScreen)
        banner = text_of(screen.query_one("#score-banner", Static))
        assert banner.startswith("First flight · Mission complete") and "Score 13." in banner
        line = text_of(screen.query_one("#score-text", Static))
        assert "Ana (captain), Bo (communications), Cy (security), Di" in line
        assert "2025-03-14" in line and "base/simulation-1" in line
        assert "common 1 (white) · serious -" in line
        for label, value in (("Threats survived", "0"), ("Threats destroyed", "12"),
                             ("Penalties", "-2"), ("damage", "-1"), ("most damaged zone", "-1"),
                             ("knocked-out crew", "0"), ("disabled battle bots", "0"),
                             ("Visual confirmation", "3"), ("Total", "13")):
            assert any(row.split()[:len(label.split()) + 1] == [*label.split(), value]
                       for row in line.splitlines()), (label, line)
        assert "Fighter 4, Gunship 4, Pulse Ball 4" in line
        where = text_of(screen.query_one("#score-where", Static))
        assert "Mission #1 written to the logbook (~/data/logbook.sqlite3)" in where
        assert "Record: ~/data/records/2025-03-14-first-flight.yaml" in where
        assert screen.query_one("#score-saved").border_title == "Saved"
        assert not screen.failed
    saved = data_dir / "records" / "2025-03-14-first-flight.yaml"
    assert load_record(saved) == record
    with Logbook.open() as book:
        [m] = book.missions()
        assert (m.played, m.total, m.record_path) == ("2025-03-14", 13, str(saved))


async def test_a_lost_mission_shows_no_score_and_the_threat(data_dir, lost_in_blue):
    record, result = lost_in_blue
    app = Host(lambda: ScoreScreen(record, result, date="2025-03-15"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        banner = text_of(screen.query_one("#score-banner", Static))
        assert banner.startswith("Lost in blue · MISSION LOST in turn 6: Frigate #1 (SE1-01)")
        line = text_of(screen.query_one("#score-text", Static))
        assert "MISSION LOST: no score" in line
        assert "Destroyed by" in line and "Frigate (SE1-01), turn 6: the blue zone takes a 7th damage" in line
        assert any(row.split() == ["Threats", "destroyed", "-"] for row in line.splitlines())
        assert screen.query_one("#score-banner").has_class("-lost")
    with Logbook.open() as book:
        [m] = book.missions()
        assert (m.status, m.fatal_threat, m.lost_turn, m.total) == ("lost", "Frigate", 6, None)


async def test_shown_twice_for_one_draft_it_is_written_once(data_dir, first_flight):
    record, result = first_flight
    draft = a_draft()
    for time in (1, 2):
        app = Host(lambda: ScoreScreen(record, result, draft=draft))
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            where = text_of(app.screen.query_one("#score-where", Static))
            verb = "written to" if time == 1 else "already in"
            assert f"Mission #1 {verb} the logbook" in where
            await pilot.press("enter")
            await pilot.pause()
            assert app.results == [None]
    with Logbook.open() as book:
        assert book.count() == 1 and book.missions()[0].draft_id == draft.id
    assert len(list((data_dir / "records").iterdir())) == 1
    assert draft.stage == "done"
    assert json.loads(draft.path.read_text())["stage"] == "done"


@pytest.mark.parametrize(("keys", "expected"), [(("enter",), None), (("escape",), None),
                                                (("r",), "replay")])
async def test_keys_finish_or_replay(first_flight, keys, expected):
    app = Host(lambda: ScoreScreen(*first_flight))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.screen.check_action("save", ()) is False     # nothing to save again
        await pilot.press(*keys)
        await pilot.pause()
        assert app.results == [expected]


async def test_a_record_file_that_cannot_be_written_is_reported_and_retried(tmp_path, first_flight):
    record, result = first_flight
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    screen = ScoreScreen(record, result, records_dir=blocker / "records", date="2025-03-14")
    app = Host(lambda: screen)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        where = text_of(screen.query_one("#score-where", Static))
        assert "Mission #1 written to the logbook" in where
        assert "Record file: not saved" in where and "s tries again" in where
        assert screen.query_one("#score-saved").border_title == "Saved, with a problem"
        assert screen.check_action("save", ()) is True
        screen.records_dir = tmp_path / "records"
        await pilot.press("s")
        await pilot.pause()
        where = text_of(screen.query_one("#score-where", Static))
        assert "Record: ~/records/2025-03-14-first-flight.yaml" in where
        assert "not saved" not in where and not screen.failed
    with Logbook.open() as book:
        assert book.count() == 1                 # not logged again by the retry


async def test_a_logbook_that_cannot_be_written_keeps_the_draft(data_dir, first_flight, monkeypatch):
    record, result = first_flight
    draft = a_draft()

    def full(*args, **kwargs):
        raise LogbookError("cannot write the logbook: database or disk is full",
                           data_dir / "logbook.sqlite3")

    monkeypatch.setattr(Logbook, "add_mission", full)
    screen = ScoreScreen(record, result, draft=draft)
    app = Host(lambda: screen)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        where = text_of(screen.query_one("#score-where", Static))
        assert "disk is full" in where and "stays in its draft" in where
        assert draft.stage == "resolution"
        assert json.loads(draft.path.read_text())["stage"] == "resolution"
        assert screen.failed and screen.saved            # the record file is there
        monkeypatch.undo()
        monkeypatch.setenv("SPACEALERT_DATA_DIR", str(data_dir))
        await pilot.press("s")
        await pilot.pause()
        assert not screen.failed and draft.stage == "done"
    with Logbook.open() as book:
        assert book.count() == 1


async def test_when_nothing_could_be_saved_leaving_asks_twice(tmp_path, first_flight, monkeypatch):
    record, result = first_flight
    blocker = tmp_path / "file"
    blocker.write_text("x")
    monkeypatch.setenv("SPACEALERT_DATA_DIR", str(blocker / "data"))   # no folder can be made
    screen = ScoreScreen(record, result)
    app = Host(lambda: screen)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        where = text_of(screen.query_one("#score-where", Static))
        assert "Logbook:" in where and "Record file: not saved" in where
        assert "Nothing could be saved" in where
        assert screen.query_one("#score-saved").border_title == "Not saved"
        await pilot.press("escape")
        await pilot.pause()
        assert app.results == [] and isinstance(app.screen, ScoreScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert app.results == [None]


async def test_a_corrupted_logbook_is_moved_aside_and_the_mission_logged_anew(data_dir, first_flight):
    data_dir.mkdir(parents=True)
    (data_dir / "logbook.sqlite3").write_bytes(b"garbage" * 100)
    screen = ScoreScreen(*first_flight)
    app = Host(lambda: screen)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        where = text_of(screen.query_one("#score-where", Static))
        assert "could not be read" in where and "moved to" in where
        assert "Mission #1 written to the logbook" in where
    assert [p for p in data_dir.iterdir() if ".corrupt-" in p.name]
    with Logbook.open() as book:
        assert book.count() == 1


async def test_a_replay_is_not_written(data_dir, first_flight):
    screen = ScoreScreen(*first_flight, save=False)
    app = Host(lambda: screen)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "replay" in text_of(screen.query_one("#score-where", Static))
    assert not data_dir.exists()


async def test_a_logbook_given_is_used_and_left_open(tmp_path, first_flight):
    book = Logbook.open(tmp_path / "mine.sqlite3")
    app = Host(lambda: ScoreScreen(*first_flight, logbook=book, crew_name="Reds"))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert app.screen.has_class("-wide")
        assert "Fighter" in text_of(app.screen.query_one("#score-details-text", Static))
        await pilot.press("enter")
        await pilot.pause()
    assert [m.crew_label for m in book.missions()] == ["Reds"]
    book.close()


def test_record_file_names(tmp_path):
    assert slug("Lost in blue!") == "lost-in-blue"
    assert slug("  ") == slug(None) == "mission"
    assert slug("Misión ñ 3") == "mision-n-3"
    first = record_file_for(tmp_path, "2025-01-02", "A B")
    assert first.name == "2025-01-02-a-b.yaml"
    first.write_text("x")
    assert record_file_for(tmp_path, "2025-01-02", "A B").name == "2025-01-02-a-b-2.yaml"


async def test_names_and_titles_are_never_markup(first_flight):
    from dataclasses import replace

    record, result = first_flight
    crew = tuple(replace(c, name=f"[b]{c.name}[/b]") for c in record.crew)
    record = replace(record, crew=crew, title="[red]Flight[/red]")
    app = Host(lambda: ScoreScreen(record, result, save=False))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert text_of(app.screen.query_one("#score-banner", Static)).startswith("[red]Flight[/red] ·")
        assert "[b]Ana[/b] (captain)" in text_of(app.screen.query_one("#score-text", Static))


def test_the_soundtrack_row_names_a_shipped_track_by_its_title(speak):
    from spacealert_tui.tui.widgets.score_text import soundtrack_words
    assert soundtrack_words("base/mission-1") == "Mission 1 (base/mission-1)"
    assert soundtrack_words("my-own.yaml") == "my-own.yaml"
    speak("es")
    assert soundtrack_words("base/mission-1") == "Misión 1 (base/mission-1)"
