"""The score names who held which crew badge (The New Frontier p.33), from the record,
and the science officer's task beside the logbook line, in the crew's language."""
from __future__ import annotations

from dataclasses import replace

from rich.console import Console

from spacealert_tui.tui.widgets.score_text import crew_text, logbook_line


def _text(renderable) -> str:
    console = Console(width=120, record=True)
    console.print(renderable)
    return console.export_text()


def test_the_score_names_the_badges_and_the_science_officers_task(first_flight):
    record, result = first_flight
    names = [c.name for c in record.crew]
    badged = replace(record, mission_extra={**record.mission_extra, "badges": {"science": names[3],
                                                                               "engineer": names[2]}})
    assert f"{names[2]} (security, chief engineer)" in crew_text(badged)
    assert f"{names[3]} (science officer)" in crew_text(badged)
    text = _text(logbook_line(badged, result, "2026-07-01"))
    assert f"{names[3]}, science officer: checks this score and keeps the logbook." in text
    assert "science officer" not in _text(logbook_line(record, result, "2026-07-01"))


def test_the_badges_in_spanish(first_flight, monkeypatch):
    from spacealert_tui import i18n
    record, result = first_flight
    names = [c.name for c in record.crew]
    badged = replace(record, mission_extra={"badges": {"science": names[3]}})
    i18n.install("es")
    try:
        assert "science officer" not in crew_text(badged)
    finally:
        i18n.install("en")


async def board_subtitle(record) -> str | None:
    """The board's subtitle for `record`, as it opens."""
    from textual.app import App

    from spacealert_tui.rules import resolve
    from spacealert_tui.tui.screens.board import BoardScreen

    class Bare(App[None]):
        def on_mount(self) -> None:
            self.push_screen(BoardScreen(resolve(record, snapshots="events"), title="t", record=record))

    app = Bare()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        return app.screen.sub_title


async def test_the_board_names_the_tactical_officer_who_runs_the_resolution(first_flight):
    record, _result = first_flight
    name = record.crew[0].name
    badged = replace(record, mission_extra={**record.mission_extra, "badges": {"tactical": name}})
    assert (await board_subtitle(badged)).endswith(f"· tactical officer: {name}")
