"""Opening and closing the logbook: the garbage collector waits for the first drawing
and runs again after it, and a closed logbook leaves nothing of itself behind."""
from __future__ import annotations

import gc
import weakref
from typing import ClassVar

import pytest
from textual.app import App
from textual.widgets import Header

from spacealert_tui.tui.quick_screen import OPENING_THRESHOLD
from spacealert_tui.tui.screens.logbook import LogbookScreen
from spacealert_tui.tui.widgets.footer import Footer
from spacealert_tui.tui.widgets.missions_table import MissionsTable
from tests.tui import conftest

pytestmark = pytest.mark.usefixtures("home_data_dir")


class Watched(LogbookScreen):
    """Keeps the collector's threshold as the screen was mounted."""

    seen: ClassVar[list[int]] = []

    def on_mount(self) -> None:
        Watched.seen.append(gc.get_threshold()[0])


@pytest.fixture
def collector():
    """The collector as Python starts it for the test, and as it was after it."""
    was = gc.get_threshold()
    gc.set_threshold(700, 10, 10)
    yield
    gc.set_threshold(*was)


async def test_the_collector_waits_for_the_first_drawing_then_runs_again(data_dir, collector):
    Watched.seen = []
    app = conftest.Host(Watched)
    async with app.run_test(size=(120, 40)) as pilot:
        await conftest.laid_out(pilot, app.screen.query_one(MissionsTable))
        assert Watched.seen == [OPENING_THRESHOLD]     # held while the screen was being built
        assert gc.get_threshold() == (700, 10, 10)     # and as it was once it is drawn


async def test_a_collector_tuned_elsewhere_is_left_alone(data_dir, collector):
    gc.set_threshold(300_000, 20, 20)
    app = conftest.Host(LogbookScreen)
    async with app.run_test(size=(80, 24)) as pilot:
        await conftest.laid_out(pilot, app.screen.query_one(MissionsTable))
        assert gc.get_threshold() == (300_000, 20, 20)
        await pilot.press("escape")
        await pilot.pause()
        assert gc.get_threshold() == (300_000, 20, 20)


async def test_a_closed_logbook_leaves_its_header_behind_no_more(data_dir, collector):
    """Textual's header watches the app's title: the app held every closed logbook's
    header (and what it drew) until the title changed."""
    app = App()
    headers: list[weakref.ref] = []
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for _ in range(3):
            screen = LogbookScreen()
            await app.push_screen(screen)
            await conftest.laid_out(pilot, screen.query_one(MissionsTable))
            headers.append(weakref.ref(screen.query_one(Header)))
            del screen
            app.pop_screen()
            await pilot.pause()
            await pilot.pause()
        gc.collect()
        assert [header() for header in headers] == [None, None, None]


async def test_a_resized_terminal_lays_the_logbook_out_again(data_dir, collector):
    """Opened, the screen is not laid out twice at the same size; another size still is:
    side by side from 150 columns, stacked under, the best scores out of sight when short."""
    app = App()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = LogbookScreen()
        await app.push_screen(screen)
        table = screen.query_one(MissionsTable)
        side = screen.query_one("#logbook-side")
        await conftest.laid_out(pilot, table)
        assert side.region.y >= table.region.bottom               # stacked under the missions
        await pilot.resize_terminal(160, 40)
        await conftest.laid_out(pilot, table, until=lambda: screen.has_class("-wide")
                                and side.region.x >= table.region.right)
        await pilot.resize_terminal(80, 24)
        await conftest.laid_out(pilot, table, until=lambda: screen.has_class("-short")
                                and not screen.query_one("#logbook-best").display
                                and table.region.width == 80)


async def test_home_keys_are_not_composed_again_unseen_under_the_logbook(data_dir, collector):
    """Textual told home's footer of its keys as the logbook was pushed over it, and the
    footer composed them again under the logbook; now it waits until home is shown."""
    from textual.widgets._footer import FooterKey

    async with conftest.running(size=(120, 40)) as pilot:
        app = pilot.app
        home = app.screen
        keys = list(home.query(FooterKey))
        assert keys
        await pilot.press("l")
        assert isinstance(app.screen, LogbookScreen)
        await conftest.laid_out(pilot, app.screen.query_one(MissionsTable))
        await pilot.pause()
        assert list(home.query(FooterKey)) == keys          # the same keys, not composed again
        await pilot.press("escape")
        await conftest.laid_out(pilot, home.query_one(Footer), until=lambda: app.screen is home and any(
            key.description == "Logbook" for key in home.query(FooterKey)))
