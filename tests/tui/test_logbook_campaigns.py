"""The Logbook screen brackets a campaign's missions and writes its penalties and total
on its last line, as the paper logbook does (base rulebook §6.3)."""
from __future__ import annotations

import pytest
from textual.widgets import DataTable, Static

from spacealert_tui.record.logbook import Logbook
from spacealert_tui.tui.screens.logbook import LogbookScreen
from tests.tui.conftest import Host

pytestmark = pytest.mark.usefixtures("home_data_dir")

CAMPAIGN = {"en": ("Campaign #1, mission 2 of 2", "campaign total 29"),
            "es": ("Campaña n.º 1, misión 2 de 2", "total de la campaña 29"),
            "pt": ("Campanha nº 1, missão 2 de 2", "total da campanha 29")}


def cells(table: DataTable, row: int) -> list[str]:
    return [str(cell) for cell in table.get_row_at(row)]


def log_campaigns(first_flight, lost_in_blue) -> None:
    """A mission alone (1 March), a campaign of two closed with 29 points (2-3 March), a
    failed campaign of two (4-5 March), and a campaign going on (6 March)."""
    with Logbook.open() as book:
        book.add_mission(*first_flight, date="2026-03-01")
        over = book.start_campaign(["Ana", "Bo", "Cy", "Di"], started="2026-03-02")
        for seq, day in ((1, "2026-03-02"), (2, "2026-03-03")):
            book.link_campaign_mission(over, book.add_mission(*first_flight, date=day), seq)
        book.finish_campaign(over, penalties=-1, visual=4, total=29, finished="2026-03-03")
        failed = book.start_campaign(["Ana", "Bo", "Cy", "Di"], started="2026-03-04")
        book.link_campaign_mission(failed, book.add_mission(*first_flight, date="2026-03-04"), 1)
        book.link_campaign_mission(failed, book.add_mission(*lost_in_blue, date="2026-03-05"), 2)
        book.finish_campaign(failed, finished="2026-03-05")
        going = book.start_campaign(["Ana", "Bo", "Cy", "Di"], started="2026-03-06")
        book.link_campaign_mission(going, book.add_mission(*first_flight, date="2026-03-06"), 1)


@pytest.mark.parametrize("language", ["en", "es", "pt"])
async def test_a_campaign_is_bracketed_with_its_total_on_its_last_line(data_dir, first_flight, lost_in_blue,
                                                                       speak, language):
    """§6.3: "Registrad las misiones de la manera habitual, una por línea. Las
    penalizaciones y la puntuación final solo se calculan al final de la campaña. […]
    Anotad el total definitivo al final de la última línea y dibujad un corchete para
    señalar que todas las misiones pertenecen a la misma campaña." """
    speak(language)
    log_campaigns(first_flight, lost_in_blue)
    app = Host(LogbookScreen)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        table = app.screen.query_one("#logbook-table", DataTable)
        rows = [cells(table, r) for r in range(table.row_count)]
        dates = [r[0] for r in rows]
        # latest first: the going campaign's one mission, the failed one, the closed one, the lone mission
        assert dates == ["└ 2026-03-06", "┌ 2026-03-05", "└ 2026-03-04", "┌ 2026-03-03", "└ 2026-03-02",
                         "  2026-03-01"]
        # penalties and total on the closed campaign's last line only; the lone mission as ever
        assert (rows[3][6], rows[3][8]) == ("-1", "29")
        assert (rows[4][6], rows[4][8]) == ("-", "")
        assert rows[5][8] == "13" and rows[5][6] != "-"
        # the failed mission's line says it was lost (at 80 columns cut between words: "lost:…")
        assert rows[1][8].startswith(("lost:", "perdida:")) and rows[2][8] == "" and rows[0][8] == ""
        await pilot.press("down", "down", "down")
        detail = " ".join(str(app.screen.query_one("#logbook-detail", Static).content).split())
        where, total = CAMPAIGN[language]
        assert where in detail and total in detail
