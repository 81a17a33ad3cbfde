"""After the host resolves, in real browsers (issue 24: "Afterwards each device shows the
result and the player's own line of the score"): the host app runs a table mission
(Textual's pilot) with the link on, four phones at 360×740 (headless Chromium, Playwright's
asyncio API in the app's own loop) enter their own boards, the host resolves (F10), plays
the board to its end and shows the score; each phone then shows the score screen's banner,
the crew's total and only its own player's line, and says the mission is over once the
crew leaves the score. `SPACEALERT_LINK_SHOTS=DIR` keeps the screenshots. Skipped where
Chromium or Playwright is missing."""
from __future__ import annotations

from pathlib import Path

import pytest

from tests.link.test_browser import CHROMIUM, FLAGS, SHOTS
from tests.tui.test_action_round import FakeClock
from tests.tui.test_link_result import until
from tests.tui.test_table_flow import _set_up

playwright_api = pytest.importorskip("playwright.async_api")
pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="no Chromium on this machine")
ORDER = ["red", "blue", "lift", "A", "B", "C", "bots", "HA", "HB", "Hbots", "empty"]
PLANS = [["red", "A", "A", "empty", "lift", "B"], ["lift", "B", "B"], ["blue", "C", "empty", "A"], ["A", "red"]]


async def test_after_the_host_resolves_each_phone_shows_the_result_and_its_own_line(tmp_path, monkeypatch):
    from spacealert_tui.tui.link_result import own_line
    from spacealert_tui.tui.screens.board import BoardScreen
    from spacealert_tui.tui.screens.entry import EntryScreen
    from spacealert_tui.tui.screens.home import HomeScreen
    from spacealert_tui.tui.screens.link_join import LinkJoinScreen
    from spacealert_tui.tui.screens.score import ScoreScreen
    from tests.tui.conftest import make_app

    monkeypatch.setattr("spacealert_tui.link.host.table_address", lambda: "127.0.0.1")
    app = make_app()
    app.test_clock = FakeClock()
    async with app.run_test(size=(100, 30)) as pilot, playwright_api.async_playwright() as play:
        browser = await play.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        await _set_up(pilot, tmp_path)
        app.screen.draft.table_link = True
        await pilot.press("f9")                       # the round played with the table's own soundtrack
        await until(pilot, lambda: isinstance(app.screen, LinkJoinScreen))
        address = app.screen.host.address
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, EntryScreen))
        phones = []
        for seat, plan in enumerate(PLANS):
            page = await (await browser.new_context(viewport={"width": 360, "height": 740})).new_page()
            await page.goto(address)
            await page.locator("#seats button").nth(seat).click()
            await page.locator("#board button").first.wait_for()
            for slot, token in enumerate(plan):
                await page.locator("#cards button").nth(ORDER.index(token)).click()
                await page.locator("#board button").nth(slot).click()
            await page.locator("#done").click()
            await page.wait_for_function("() => pending.length === 0")
            phones.append(page)
        await pilot.press("f10", "y")
        await until(pilot, lambda: isinstance(app.screen, BoardScreen))
        await phones[0].wait_for_function("() => !document.getElementById('resolving').hidden")
        await pilot.press("space", "end")
        await pilot.pause()
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, ScoreScreen))
        score = app.screen
        total = str(score.result.score.total) if score.result.score else None
        for seat, page in enumerate(phones):
            await page.locator("#result").wait_for()
            await page.wait_for_function("() => document.getElementById('own-line').textContent !== ''")
            shown = await page.locator("#result").inner_text()
            name = score.record.crew[seat].name
            assert own_line(score.record, score.result, name) in shown
            mine = await page.locator("#own-line").inner_text()
            assert not any(c.name in mine for c in score.record.crew if c.name != name)
            assert (total in shown) if total else ("no score" in shown)
            assert await page.locator("#cards").is_hidden()
            if SHOTS:
                Path(SHOTS).mkdir(parents=True, exist_ok=True)
                await page.screenshot(path=str(Path(SHOTS) / f"resolved-seat{seat + 1}.png"), full_page=True)
        assert score.draft.plans[1][:3] == ["lift", "B", "B"]          # the record has what the phones entered
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, HomeScreen))
        await phones[1].wait_for_function("() => document.getElementById('status').textContent.includes('over')")
        await browser.close()
