"""The logbook screen reads only the missions it shows, and more as the crew moves down
(↓, PgDn, the mouse wheel, End): always the logbook's order (latest first), the crew
chosen with `c`, and nothing more once the oldest mission is shown."""
from __future__ import annotations

from dataclasses import replace

import pytest
from textual.widgets import DataTable, Static

from spacealert_tui.record.logbook import Logbook
from spacealert_tui.tui.screens.logbook import LogbookScreen
from tests.tui.conftest import Host

pytestmark = pytest.mark.usefixtures("home_data_dir")
MANY = 130


def fill(first_flight, lost_in_blue, n: int = MANY) -> list[int]:
    """n missions over several dates, out of order (ids do not follow the dates); every
    fourth by a crew of two. The ids, latest first, as the logbook orders them."""
    with Logbook.open() as book, book.transaction():
        for i in range(n):
            record, result = first_flight if i % 5 else lost_in_blue
            if i % 4 == 0:
                record = replace(record, crew=record.crew[:2])
            book.add_mission(record, result, date=f"2025-{1 + i * 7 % 12:02d}-{1 + i % 28:02d}")
        return [m.id for m in book.missions()]


def ids(table: DataTable) -> list[int]:
    return [int(str(key.value)) for key in table.rows]


def crew_line(app) -> str:
    return str(app.screen.query_one("#logbook-crew", Static).content)


async def test_the_first_page_is_the_latest_missions_the_table_shows(data_dir, first_flight, lost_in_blue):
    order = fill(first_flight, lost_in_blue)
    app = Host(LogbookScreen)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        table = app.screen.query_one("#logbook-table", DataTable)
        visible = table.scrollable_content_region.height - 1      # less the column heads
        assert visible <= table.row_count <= 24 < MANY             # a screenful, not the logbook
        assert ids(table) == order[:table.row_count]
        assert f"{MANY} missions, {table.row_count} shown" in crew_line(app)


async def test_page_down_reads_on_in_order_to_the_oldest_mission(data_dir, first_flight, lost_in_blue):
    order = fill(first_flight, lost_in_blue)
    app = Host(LogbookScreen)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        table = app.screen.query_one("#logbook-table", DataTable)
        counts = [table.row_count]
        for _ in range(MANY):
            await pilot.press("pagedown")
            counts.append(table.row_count)
            if table.cursor_row == MANY - 1:
                break
        assert counts[-1] == MANY and counts == sorted(counts) and len(set(counts)) > 2
        assert ids(table) == order                     # every mission once, latest first
        assert "shown" not in crew_line(app)
        await pilot.press("pagedown", "down")          # the end: nothing more to read
        assert table.row_count == MANY and table.cursor_row == MANY - 1
        assert f"#{order[-1]} ·" in str(app.screen.query_one("#logbook-detail", Static).content)


async def test_end_goes_to_the_oldest_mission_and_page_up_reads_back(data_dir, first_flight, lost_in_blue):
    order = fill(first_flight, lost_in_blue)
    app = Host(LogbookScreen)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        table = app.screen.query_one("#logbook-table", DataTable)
        await pilot.press("end")
        await pilot.pause()
        # the last page read, not the whole logbook; the cursor on the oldest mission
        assert table.row_count < MANY and ids(table) == order[-table.row_count:]
        assert table.cursor_row == table.row_count - 1
        assert f"#{order[-1]} ·" in str(app.screen.query_one("#logbook-detail", Static).content)
        for _ in range(MANY):
            await pilot.press("pageup")
            if table.row_count == MANY and table.cursor_row == 0:
                break
        assert ids(table) == order                     # read back to the latest, in order
        await pilot.press("end", "home")
        await pilot.pause()
        assert table.cursor_row == 0 and ids(table)[0] == order[0]


async def test_the_mouse_wheel_reads_on(data_dir, first_flight, lost_in_blue):
    order = fill(first_flight, lost_in_blue)
    app = Host(LogbookScreen)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        table = app.screen.query_one("#logbook-table", DataTable)
        first = table.row_count
        for _ in range(MANY):
            table.scroll_end(animate=False, immediate=True)
            await pilot.pause()
            if table.row_count == MANY:
                break
        assert first < table.row_count == MANY and ids(table) == order


async def test_a_crew_s_missions_are_paged_alone(data_dir, first_flight, lost_in_blue):
    fill(first_flight, lost_in_blue)
    with Logbook.open() as book:
        crews = book.crews()
        pairs = next(c for c in crews if c.members.count(",") == 1)
        theirs = [m.id for m in book.missions(pairs.id)]
    app = Host(LogbookScreen)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        table = app.screen.query_one("#logbook-table", DataTable)
        for _ in range(len(crews) + 1):
            if f"Crew: {pairs.members} ·" in crew_line(app):
                break
            await pilot.press("c")
        assert f"{pairs.members} · {len(theirs)} missions" in crew_line(app)
        assert ids(table) == theirs[:table.row_count] and table.row_count < len(theirs)
        await pilot.press("end")
        await pilot.pause()
        assert ids(table) == theirs[-table.row_count:]


async def test_a_campaign_on_a_later_page_keeps_its_bracket(data_dir, first_flight, lost_in_blue):
    """Base rulebook §6.3: "draw a bracket to show that all the missions belong to one
    campaign" — on whichever page its missions come."""
    with Logbook.open() as book:
        campaign = book.start_campaign(["Ana", "Bo", "Cy", "Di"], started="2020-01-01")
        for seq, day in ((1, "2020-01-01"), (2, "2020-01-02")):
            book.link_campaign_mission(campaign, book.add_mission(*first_flight, date=day), seq)
        book.finish_campaign(campaign, penalties=-1, visual=2, total=20, finished="2020-01-02")
    fill(first_flight, lost_in_blue, 60)
    app = Host(LogbookScreen)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        table = app.screen.query_one("#logbook-table", DataTable)
        assert str(table.get_row_at(0)[0]).startswith("  2025-")     # room made for brackets
        await pilot.press("end")
        await pilot.pause()
        dates = [str(table.get_row_at(r)[0]) for r in (table.row_count - 2, table.row_count - 1)]
        assert dates == ["┌ 2020-01-02", "└ 2020-01-01"]
        assert str(table.get_row_at(table.row_count - 2)[8]) == "20"


async def test_deleting_far_down_keeps_the_rows_read_and_the_place(data_dir, first_flight, lost_in_blue):
    order = fill(first_flight, lost_in_blue, 60)
    app = Host(LogbookScreen)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        table = app.screen.query_one("#logbook-table", DataTable)
        for _ in range(3):
            await pilot.press("pagedown")
        row, read = table.cursor_row, table.row_count
        gone = order[row]
        await pilot.press("d")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        rest = [i for i in order if i != gone]
        assert ids(table) == rest[:read - 1] and table.cursor_row == row
        await pilot.press("end")
        await pilot.pause()
        await pilot.press("up")
        row, read, first = table.cursor_row, table.row_count, app.screen.first
        gone = ids(table)[row]
        await pilot.press("d")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        rest = [i for i in rest if i != gone]
        assert app.screen.first == first and ids(table) == rest[first:]     # still at the end
        assert ids(table)[table.cursor_row] == rest[first + row]


async def test_best_scores_out_of_sight_are_read_when_b_shows_them(data_dir, first_flight, lost_in_blue):
    """At 80×24 the best scores take turns with the missions (b): the logbook opens
    without reading them, and b shows them read, in the logbook's order; where they are
    in sight (120×40) they are read at once. With many soundtracks, a page at a time."""
    fill(first_flight, lost_in_blue, 40)
    with Logbook.open() as book, book.transaction():
        for i in range(60):
            record, result = first_flight
            book.add_mission(replace(record, soundtrack=f"base/mission-{1 + i}"), result,
                             date=f"2024-01-{1 + i % 28:02d}")
        whole = book.best_scores()
    app = Host(LogbookScreen)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        best = screen.query_one("#logbook-best", DataTable)
        assert screen.best == [] and best.row_count == 0 and not best.display
        await pilot.press("b")
        await pilot.pause()
        assert best.display and best.has_focus and 0 < best.row_count < len(whole)
        assert screen.best[:best.row_count] == whole[:best.row_count]
        await pilot.press("end")                      # the last best score: all read
        await pilot.pause()
        assert screen.best == whole and best.row_count == len(whole)
        assert best.cursor_row == len(whole) - 1
    app = Host(LogbookScreen)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        best = app.screen.query_one("#logbook-best", DataTable)
        assert best.display and 0 < best.row_count <= len(whole)
        assert app.screen.best[:best.row_count] == whole[:best.row_count]
